// Where a transformed element is drawn, as the Swift runtime's Projection: its corners through
// scale, rotation, turn in perspective and translation; whether it covers a point; whether a
// rect query gives it.

import type { LayoutAttributes } from "./attributes.js";
import type { Point, Rect } from "./geometry.js";
import { swiftMax, swiftMin } from "./swiftmath.js";

export function intersects(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

export function contains(rect: Rect, point: Point): boolean {
  return point.x >= rect.x && point.x < rect.x + rect.width && point.y >= rect.y && point.y < rect.y + rect.height;
}

export function isTransformed(element: LayoutAttributes): boolean {
  return element.rotation !== 0 || element.turn !== 0 || element.translation.x !== 0 || element.translation.y !== 0;
}

/** The frame scaled about its centre. */
export function displayedFrame(element: LayoutAttributes): Rect {
  const frame = element.frame;
  if (element.scale === 1) return frame;
  const w = frame.width * element.scale;
  const h = frame.height * element.scale;
  return { x: frame.x + frame.width * 0.5 - w * 0.5, y: frame.y + frame.height * 0.5 - h * 0.5, width: w, height: h };
}

/** Where a point of the element, relative to its frame's centre, is drawn; undefined behind the viewer. */
function projected(element: LayoutAttributes, x: number, y: number): Point | undefined {
  let u = x * element.scale;
  let v = y * element.scale;
  if (element.rotation !== 0) {
    const c = Math.cos(element.rotation);
    const s = Math.sin(element.rotation);
    [u, v] = [u * c - v * s, u * s + v * c];
  }
  let w = 1;
  if (element.turn !== 0) {
    const ct = Math.cos(element.turn);
    const st = Math.sin(element.turn);
    let depth: number;
    if (element.turnAxis === "vertical") [depth, u] = [-u * st, u * ct];
    else [depth, v] = [-v * st, v * ct];
    if (element.perspective > 0) w = 1 - depth / element.perspective;
    if (!(w > 0)) return undefined;
  }
  return { x: u / w + element.translation.x, y: v / w + element.translation.y };
}

/** The smallest rect around the element as drawn; undefined when part of it is behind the viewer. */
export function displayedBounds(element: LayoutAttributes): Rect | undefined {
  if (!isTransformed(element)) return displayedFrame(element);
  const hw = element.frame.width * 0.5;
  const hh = element.frame.height * 0.5;
  const a = projected(element, -hw, -hh);
  const b = projected(element, hw, -hh);
  const c = projected(element, hw, hh);
  const d = projected(element, -hw, hh);
  if (a === undefined || b === undefined || c === undefined || d === undefined) return undefined;
  const minX = swiftMin(swiftMin(swiftMin(a.x, b.x), c.x), d.x);
  const maxX = swiftMax(swiftMax(swiftMax(a.x, b.x), c.x), d.x);
  const minY = swiftMin(swiftMin(swiftMin(a.y, b.y), c.y), d.y);
  const maxY = swiftMax(swiftMax(swiftMax(a.y, b.y), c.y), d.y);
  const frame = element.frame;
  return { x: frame.x + frame.width * 0.5 + minX, y: frame.y + frame.height * 0.5 + minY, width: maxX - minX, height: maxY - minY };
}

/** Whether the element as drawn covers `point` (top and left edges in, bottom and right out). */
export function displayContains(element: LayoutAttributes, point: Point): boolean {
  if (!isTransformed(element)) return contains(displayedFrame(element), point);
  const frame = element.frame;
  let u = point.x - (frame.x + frame.width * 0.5) - element.translation.x;
  let v = point.y - (frame.y + frame.height * 0.5) - element.translation.y;
  if (element.turn !== 0) {
    const ct = Math.cos(element.turn);
    const st = Math.sin(element.turn);
    const k = element.perspective > 0 ? st / element.perspective : 0;
    if (element.turnAxis === "vertical") {
      const denominator = ct - u * k;
      if (!(Math.abs(denominator) > 1e-12)) return false;
      const r = u / denominator;
      const w = 1 + r * k;
      if (!(w > 0)) return false;
      [u, v] = [r, v * w];
    } else {
      const denominator = ct - v * k;
      if (!(Math.abs(denominator) > 1e-12)) return false;
      const r = v / denominator;
      const w = 1 + r * k;
      if (!(w > 0)) return false;
      [u, v] = [u * w, r];
    }
  }
  if (element.rotation !== 0) {
    const c = Math.cos(element.rotation);
    const s = Math.sin(element.rotation);
    [u, v] = [u * c + v * s, -u * s + v * c];
  }
  if (!(element.scale > 0)) return false;
  const x = u / element.scale;
  const y = v / element.scale;
  const hw = frame.width * 0.5;
  const hh = frame.height * 0.5;
  return x >= -hw && x < hw && y >= -hh && y < hh;
}

/** Whether a rect query of `rect` gives the element: its frame meets the rect, or, when it is
 * moved, rotated or turned, what is drawn of it does. */
export function appears(element: LayoutAttributes, rect: Rect): boolean {
  if (intersects(element.frame, rect)) return true;
  if (!isTransformed(element)) return false;
  const bounds = displayedBounds(element);
  return bounds === undefined || intersects(bounds, rect);
}
