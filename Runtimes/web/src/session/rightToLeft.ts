// Sideways right to left the content's start is at its right, and offsets count from its left:
// an item added or resized before a cell moves that cell's distance from the left, so the
// driver's anchor (a cell's left edge) moves what the reader sees when the cells in view change
// length. Across a batch update, changed items, a size report and sizes the app changes, the
// session holds the first cell in view by its leading edge, the right one: Swift's
// `CollectionLayoutCore+RightToLeft.swift`, rule for rule (docs/SESSIONS.md, rule 13).

import { swiftMax, swiftMin } from "../geometry/swiftmath.js";
import type { ScrollDriver } from "../driver/driver.js";

/** The first cell in view right to left, and how far its right edge is from the viewport's.
 * `atStart`: the view shows the content's start (its right end), where it stays; only a layout
 * kept to its start has one. */
export interface RightToLeftEdge { section: number; item: number; distance: number; atStart: boolean }

/** Of the cells on the screen that are `included`, the one whose right edge is farthest right;
 * undefined unless the layout scrolls sideways right to left, and for a view that follows its end. */
export function leadingEdgeOf(driver: ScrollDriver, included: (section: number, item: number) => boolean = () => true): RightToLeftEdge | undefined {
  const prepared = driver.prepared;
  if (!prepared.endsAtOrigin || driver.followsEnd()) return undefined;
  const offset = driver.offset, viewport = driver.viewport;
  const right = offset.x + viewport.width, bottom = offset.y + viewport.height;
  const atStart = prepared.gravity === "start" && offset.x >= driver.maximumOffset.x;
  let best: RightToLeftEdge | undefined;
  for (const { id, frame } of driver.kept) {
    if (id.kind !== "cell" || !included(id.section, id.item)) continue;
    if (!(frame.x < right && frame.x + frame.width > offset.x && frame.y < bottom && frame.y + frame.height > offset.y)) continue;
    const distance = right - (frame.x + frame.width);
    if (distance < (best?.distance ?? Infinity)) best = { section: id.section, item: id.item, distance, atStart };
  }
  return best;
}

/** After the change: the driver scrolled so that the cell, now at `section`, `item`, has its
 * right edge where `edge` had it on the screen, held within the content's ends; a view at the
 * start stays there. */
export function holdEdge(driver: ScrollDriver, edge: RightToLeftEdge, section: number, item: number): void {
  const limit = driver.maximumOffset.x;
  let x = limit;
  if (!edge.atStart) {
    const cell = driver.attributes({ kind: "cell", section, item });
    if (cell === undefined) return;
    x = cell.frame.x + cell.frame.width + edge.distance - driver.viewport.width;
  }
  const held = swiftMin(swiftMax(0, x), limit);
  if (held !== driver.offset.x) driver.scroll({ x: held, y: driver.offset.y });
}
