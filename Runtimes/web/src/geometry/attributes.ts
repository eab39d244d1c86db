// What a view needs to draw an element, as the Swift runtime's LayoutAttributes.

import type { Point, Rect } from "./geometry.js";

export type ElementKind = "header" | "cell" | "footer" | "background" | "separator";

/** Sort order: background, header, cells, separators, footer. */
export const kindOrder: Record<ElementKind, number> = { background: 0, header: 1, cell: 2, separator: 3, footer: 4 };

export interface ElementID { kind: ElementKind; section: number; item: number }

/** The layout attributes of one element, as Swift's `LayoutAttributes` holds them. */
export interface LayoutAttributes {
  id: ElementID;
  /** The axis `turn` is about: the layout's cross axis. */
  turnAxis: "vertical" | "horizontal";
  /** The untransformed frame; `scale` and the transform apply about its centre. */
  frame: Rect;
  scale: number;
  alpha: number;
  zIndex: number;
  /** How far the element is drawn from its frame, in points as drawn (y down). */
  translation: Point;
  /** Radians, clockwise as drawn, in the screen's plane. */
  rotation: number;
  /** Radians about `turnAxis` through the centre, in 3D: a positive turn takes the element's
   * trailing edge along the scroll axis away from the viewer. */
  turn: number;
  /** How far the viewer is from the element's plane, in points, for the turn's perspective;
   * 0: no perspective (a turn only foreshortens). */
  perspective: number;
}

export function attributes(kind: ElementKind, section: number, item: number, frame: Rect, zIndex = 0): LayoutAttributes {
  return { id: { kind, section, item }, turnAxis: "vertical", frame, scale: 1, alpha: 1, zIndex, translation: { x: 0, y: 0 }, rotation: 0, turn: 0, perspective: 0 };
}

export function compareIDs(a: ElementID, b: ElementID): number {
  return a.section - b.section || kindOrder[a.kind] - kindOrder[b.kind] || a.item - b.item;
}

/** Orders elements as their IDs are ordered. */
export function compareElements(a: LayoutAttributes, b: LayoutAttributes): number {
  return compareIDs(a.id, b.id);
}
