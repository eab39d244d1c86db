// How TesseraView draws an element's attributes on a node: its size, and its move, scale,
// rotation and turn as one CSS transform. A node placed before is placed anew only in what
// changed: most elements of a frame were in the last one where they were, and a style written is
// a style the browser recomputes.

import type { ElementID, LayoutAttributes } from "../geometry/attributes.js";

/** Sizes and places a node with the element's scale, alpha, z-order and transform. */
export function placeNode(node: HTMLElement, element: LayoutAttributes): void {
  const style = node.style;
  const placed = placedStyle(element);
  style.width = placed.width;
  style.height = placed.height;
  style.translate = placed.translate;
  style.transform = placed.transform;
  style.rotate = placed.rotate;
  style.scale = placed.scale;
  style.opacity = placed.opacity;
  style.zIndex = placed.zIndex;
}

/** The styles `placeNode` writes for an element, by their names in `CSSStyleDeclaration` (an
 * empty value is none): one description for the view, which writes them on a node, and for
 * the first screen written as HTML (`renderFirstScreen`), which writes them as text. */
export interface PlacedStyle {
  width: string; height: string; translate: string; transform: string; rotate: string; scale: string; opacity: string; zIndex: string;
}

export function placedStyle(element: LayoutAttributes): PlacedStyle {
  return {
    width: `${element.frame.width}px`,
    height: `${element.frame.height}px`,
    translate: translationOf(element),
    ...turnAndScale(element),
    opacity: element.alpha === 1 ? "" : String(element.alpha),
    zIndex: String(element.zIndex),
  };
}

/** What every node of the view is given once, when it is made, whatever its attributes:
 * absolute in the content at its origin, its size its border box, turned about its centre. */
export const nodeStyle: readonly (readonly [string, string])[] = [
  ["position", "absolute"], ["left", "0"], ["top", "0"], ["boxSizing", "border-box"], ["transformOrigin", "50% 50%"],
];

/** What the content (the node the view's nodes are placed in, inside the scroller) is given:
 * relative, so that the nodes are placed in it; its own stacking context, so that z-indices
 * (backgrounds at -1) order elements within it. Its size is the layout's content size.
 * It clips what its nodes draw past it (`clip`, `hidden` where a browser has no `clip`), as a
 * clip and not as a scroll container: Chromium made a `hidden` content, of a fixed size, a
 * layout of its own, and laid the scroller out after it all the same, so that every frame whose
 * nodes changed walked them twice (1.5× the layout time of one walk in Benchmarks/web/frame.py). */
export const contentStyle: readonly (readonly [string, string])[] = [
  ["position", "relative"], ["overflow", "hidden"], ["overflow", "clip"], ["isolation", "isolate"],
];

/** Places a node that shows `before` as `after` shows it, writing only what differs. */
export function movePlacedNode(node: HTMLElement, before: LayoutAttributes, after: LayoutAttributes): void {
  const style = node.style;
  const a = before.frame, b = after.frame;
  if (a.width !== b.width) style.width = `${b.width}px`;
  if (a.height !== b.height) style.height = `${b.height}px`;
  if (a.x !== b.x || a.y !== b.y || before.translation.x !== after.translation.x || before.translation.y !== after.translation.y) {
    style.translate = translationOf(after);
  }
  if (before.turn !== 0 || after.turn !== 0) {
    if (before.turn !== after.turn || before.turnAxis !== after.turnAxis || before.perspective !== after.perspective
      || before.rotation !== after.rotation || before.scale !== after.scale) {
      const turned = turnAndScale(after);
      style.transform = turned.transform;
      style.rotate = turned.rotate;
      style.scale = turned.scale;
    }
  } else {
    // A scroll effect's scale, which changes every frame, is one number to write.
    if (before.rotation !== after.rotation) style.rotate = after.rotation === 0 ? "" : `${after.rotation}rad`;
    if (before.scale !== after.scale) style.scale = after.scale === 1 ? "" : String(after.scale);
  }
  if (before.alpha !== after.alpha) style.opacity = after.alpha === 1 ? "" : String(after.alpha);
  if (before.zIndex !== after.zIndex) style.zIndex = String(after.zIndex);
}

/** The CSS properties that draw `element`'s move, as the runtime projects corners: about the
 * node's centre, scale, then rotation, then the turn in perspective, then the move to the frame
 * and the translation. CSS applies `translate`, `rotate`, `scale`, then `transform`, right to
 * left: the move is `translate`; without a turn, rotation and scale are `rotate` and `scale` (a
 * uniform scale and a rotation in the screen's plane commute), so that an effect's scale is a
 * number to write, not a transform to parse; with a turn, which they do not commute with, all
 * three are the `transform`. */
function turnAndScale(element: LayoutAttributes): { transform: string; rotate: string; scale: string } {
  if (element.turn === 0) {
    return { transform: "", rotate: element.rotation === 0 ? "" : `${element.rotation}rad`, scale: element.scale === 1 ? "" : String(element.scale) };
  }
  let transform = element.perspective > 0 ? `perspective(${element.perspective}px) ` : "";
  transform += element.turnAxis === "vertical" ? `rotateY(${element.turn}rad)` : `rotateX(${-element.turn}rad)`;
  if (element.rotation !== 0) transform += ` rotate(${element.rotation}rad)`;
  if (element.scale !== 1) transform += ` scale(${element.scale})`;
  return { transform, rotate: "", scale: "" };
}

const translationOf = (element: LayoutAttributes) => `${element.frame.x + element.translation.x}px ${element.frame.y + element.translation.y}px`;

/** The CSS properties `placeNode` writes that a transition animates. */
export const placedProperties = ["translate", "rotate", "scale", "transform", "opacity", "width", "height"];

/** Whether two elements are drawn alike (their IDs aside). */
export function samePlacement(a: LayoutAttributes, b: LayoutAttributes): boolean {
  const p = a.frame, q = b.frame;
  return p.x === q.x && p.y === q.y && p.width === q.width && p.height === q.height && a.alpha === b.alpha
    && a.zIndex === b.zIndex && sameTransform(a, b);
}

function sameTransform(a: LayoutAttributes, b: LayoutAttributes): boolean {
  return a.scale === b.scale && a.translation.x === b.translation.x && a.translation.y === b.translation.y && a.rotation === b.rotation
    && a.turn === b.turn && a.turnAxis === b.turnAxis && a.perspective === b.perspective;
}

export const sameID = (a: ElementID, b: ElementID) => a.item === b.item && a.section === b.section && a.kind === b.kind;
export const nodeKey = (id: ElementID) => `${id.kind}:${id.section}:${id.item}`;
