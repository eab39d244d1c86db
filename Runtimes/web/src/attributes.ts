// What a view needs to draw an element, as the Swift runtime's LayoutAttributes.

import type { Rect } from "./geometry.js";

export type ElementKind = "header" | "cell" | "footer" | "background" | "separator";

/** Sort order: background, header, cells, separators, footer. */
export const kindOrder: Record<ElementKind, number> = { background: 0, header: 1, cell: 2, separator: 3, footer: 4 };

export interface ElementID { kind: ElementKind; section: number; item: number }

export interface LayoutAttributes {
  kind: ElementKind;
  section: number;
  item: number;
  frame: Rect;
  scale: number;
  alpha: number;
  zIndex: number;
  translateX: number;
  translateY: number;
  /** Radians, clockwise as drawn. */
  rotation: number;
  /** Radians about `turnAxis` through the centre, in 3D. */
  turn: number;
  turnAxis: "vertical" | "horizontal";
  /** The viewer's distance for the turn's perspective; 0: none. */
  perspective: number;
}

export function attributes(kind: ElementKind, section: number, item: number, frame: Rect, zIndex = 0): LayoutAttributes {
  return { kind, section, item, frame, scale: 1, alpha: 1, zIndex, translateX: 0, translateY: 0, rotation: 0, turn: 0, turnAxis: "vertical", perspective: 0 };
}

export function compareIDs(a: ElementID, b: ElementID): number {
  return a.section - b.section || kindOrder[a.kind] - kindOrder[b.kind] || a.item - b.item;
}

/** An element's ID alone, as Swift's queries that name an element answer. */
export function idOf(element: LayoutAttributes): ElementID;
export function idOf(element: LayoutAttributes | undefined): ElementID | undefined;
export function idOf(element: LayoutAttributes | undefined): ElementID | undefined {
  return element === undefined ? undefined : { kind: element.kind, section: element.section, item: element.item };
}
