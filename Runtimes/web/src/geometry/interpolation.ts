// Attributes between two layouts, for animated switches, as the Swift runtime's
// `LayoutAttributes.interpolate`: to the bit, so that every runtime draws the same frames.

import type { LayoutAttributes } from "./attributes.js";
import { compareElements } from "./attributes.js";

/** Elements at `progress` (held to 0…1) of the way from `from` to `to`, matched by ID: frame,
 * scale, alpha, translation, rotation and turn mixed; the z-order, turn axis and perspective
 * switching half-way. An element in only one of the two fades out (or in) where it is. Sorted
 * by element. */
export function interpolate(from: readonly LayoutAttributes[], to: readonly LayoutAttributes[], progress: number): LayoutAttributes[] {
  const t = Math.min(1, Math.max(0, progress));
  const targets = new Map<string, LayoutAttributes>();
  for (const element of to) targets.set(elementKey(element), element);
  const result: LayoutAttributes[] = [];
  const seen = new Set<string>();
  for (const start of from) {
    const key = elementKey(start);
    seen.add(key);
    const end = targets.get(key);
    if (end === undefined) {
      result.push({ ...start, alpha: mixed(start.alpha, 0, t) });
      continue;
    }
    result.push(blendInto(start, end, t, attributesCopy(start)));
  }
  for (const end of to) {
    if (!seen.has(elementKey(end))) result.push({ ...end, alpha: mixed(0, end.alpha, t) });
  }
  return result.sort(compareElements);
}

/** `start` moved `t` (0…1) of the way to `end`, written into `into` (and returned), whose ID is
 * left as it is: exactly `start` at 0 and `end`'s numbers at 1. A view animating a switch
 * blends into the same objects every frame. */
export function blendInto(start: LayoutAttributes, end: LayoutAttributes, t: number, into: LayoutAttributes): LayoutAttributes {
  const a = start.frame, b = end.frame, frame = into.frame;
  frame.x = mixed(a.x, b.x, t);
  frame.y = mixed(a.y, b.y, t);
  frame.width = mixed(a.width, b.width, t);
  frame.height = mixed(a.height, b.height, t);
  into.scale = mixed(start.scale, end.scale, t);
  into.alpha = mixed(start.alpha, end.alpha, t);
  into.zIndex = t < 0.5 ? start.zIndex : end.zIndex;
  into.translation.x = mixed(start.translation.x, end.translation.x, t);
  into.translation.y = mixed(start.translation.y, end.translation.y, t);
  into.rotation = mixed(start.rotation, end.rotation, t);
  into.turn = mixed(start.turn, end.turn, t);
  // Mixing a distance with "none" (0) has no meaning: the axis and perspective switch half-way.
  into.turnAxis = t < 0.5 ? start.turnAxis : end.turnAxis;
  into.perspective = t < 0.5 ? start.perspective : end.perspective;
  return into;
}

/** An element's attributes in objects of its own (its ID shared), for `blendInto` to write into. */
export function attributesCopy(element: LayoutAttributes): LayoutAttributes {
  return { ...element, frame: { ...element.frame }, translation: { ...element.translation } };
}

/** Swift's mix: the ends exactly, else a + (b - a) t. */
export function mixed(a: number, b: number, t: number): number {
  return t === 0 ? a : t === 1 ? b : a + (b - a) * t;
}

const elementKey = (element: LayoutAttributes) => `${element.id.kind}:${element.id.section}:${element.id.item}`;
