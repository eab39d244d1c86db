// Where a key moves keyboard focus among a layout's cells: the nearest cell in that direction by
// the frames, not by index (docs/ACCESSIBILITY.md, "Arrow keys"), as the Swift runtime's
// CellNavigation.swift, checked on the shared vectors.

import type { Axis, Direction, Point, Rect } from "../geometry/geometry.js";
import { gridTolerance } from "./gridStructure.js";

export type CellMove = "up" | "down" | "left" | "right" | "home" | "end" | "pageUp" | "pageDown";

/** The cell `move` reaches from cell `from` of `frames` (every cell, in element order), or
 * undefined when focus stays. `page`: how far Page Up and Page Down go along the scroll axis. */
export function nextCell(from: number, frames: Rect[], move: CellMove, axis: Axis, direction: Direction, page: number): number | undefined {
  if (!(from >= 0 && from < frames.length)) return undefined;
  let target: number | undefined;
  switch (move) {
    case "home": target = 0; break;
    case "end": target = frames.length - 1; break;
    case "pageUp": case "pageDown": {
      // Forward is down, or sideways towards the content's end (leftwards right to left).
      const forward = (move === "pageDown" ? 1 : -1) * (axis === "horizontal" && direction === "rtl" ? -1 : 1);
      const frame = frames[from];
      const cx = frame.x + frame.width * 0.5, cy = frame.y + frame.height * 0.5;
      target = nearestTo(axis === "vertical" ? { x: cx, y: cy + forward * page } : { x: cx + forward * page, y: cy }, frames);
      break;
    }
    default: target = nearestToward(move, from, frames);
  }
  return target === from ? undefined : target;
}

/** The first cell holding `point`, or else the one whose centre is nearest it. */
function nearestTo(point: Point, frames: Rect[]): number | undefined {
  const holding = frames.findIndex((f) => point.x >= f.x && point.x < f.x + f.width && point.y >= f.y && point.y < f.y + f.height);
  if (holding >= 0) return holding;
  let best: number | undefined, bestDistance = Infinity;
  frames.forEach((frame, index) => {
    const dx = (frame.x + frame.width * 0.5) - point.x, dy = (frame.y + frame.height * 0.5) - point.y;
    const distance = dx * dx + dy * dy;
    if (distance < bestDistance) { best = index; bestDistance = distance; }
  });
  return best;
}

/** The nearest cell in an arrow's direction: both its edges further that way than the current
 * cell's. Among those sharing the current cell's band across the move, the nearest gap, then
 * nearest centre across, then the first; without one in the band, the least 13 × gap² +
 * across², then the first. */
function nearestToward(move: "up" | "down" | "left" | "right", from: number, frames: Rect[]): number | undefined {
  // Every arrow as "towards larger u": u along the move, v across it.
  const extent = (f: Rect): [number, number, number, number] => {
    switch (move) {
      case "right": return [f.x, f.x + f.width, f.y, f.y + f.height];
      case "left": return [-(f.x + f.width), -f.x, f.y, f.y + f.height];
      case "down": return [f.y, f.y + f.height, f.x, f.x + f.width];
      case "up": return [-(f.y + f.height), -f.y, f.x, f.x + f.width];
    }
  };
  const [uStart, uEnd, vStart, vEnd] = extent(frames[from]);
  const middle = (vStart + vEnd) * 0.5;
  let inBand: { index: number; gap: number; across: number } | undefined;
  let outside: { index: number; score: number } | undefined;
  for (let index = 0; index < frames.length; index++) {
    if (index === from) continue;
    const [oStart, oEnd, ovStart, ovEnd] = extent(frames[index]);
    if (!(oStart > uStart + gridTolerance && oEnd > uEnd + gridTolerance)) continue;
    const gap = Math.max(0, oStart - uEnd);
    const across = Math.abs((ovStart + ovEnd) * 0.5 - middle);
    if (Math.min(ovEnd, vEnd) - Math.max(ovStart, vStart) > gridTolerance) {
      if (inBand !== undefined && (inBand.gap < gap || (inBand.gap === gap && inBand.across <= across))) continue;
      inBand = { index, gap, across };
    } else if (inBand === undefined) {
      const score = 13 * gap * gap + across * across;
      if (outside !== undefined && outside.score <= score) continue;
      outside = { index, score };
    }
  }
  return inBand?.index ?? outside?.index;
}
