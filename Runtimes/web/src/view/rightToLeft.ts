// Sideways right to left, the content's start is at its right and the scroll offset counts from
// its left: an item added or resized anywhere before a cell moves that cell's distance from the
// left, so an offset kept as it was (or a cell's left edge, the driver's anchor, which suits
// left to right) moves what the reader sees. Here the view holds the first cell in view by its
// leading edge, the right one, instead.

import type { ScrollDriver } from "../driver/driver.js";

/** The first cell in view right to left: of the cells on the screen, the one whose right edge
 * is farthest right, and how far that edge is from the viewport's right edge. `atStart`: the
 * view shows the content's start (its right end), where it stays, as a view at the top does. */
export interface LeadingEdge {
  section: number;
  item: number;
  distance: number;
  atStart: boolean;
}

/** The leading edge to hold across a change, for a layout that scrolls sideways right to left
 * and a view that does not follow its end (the driver keeps that one at the end); `included`
 * picks the cells that may hold it (a batch's: those it neither deletes nor moves). */
export function leadingEdgeInView(driver: ScrollDriver, included: (section: number, item: number) => boolean = () => true): LeadingEdge | undefined {
  const prepared = driver.prepared;
  if (!prepared.endsAtOrigin || driver.followsEnd()) return undefined;
  const offset = driver.offset, viewport = driver.viewport;
  const right = offset.x + viewport.width, bottom = offset.y + viewport.height;
  const atStart = prepared.gravity === "start" && offset.x >= driver.maximumOffset.x;
  let best: LeadingEdge | undefined;
  for (const element of driver.kept) {
    const { id, frame } = element;
    if (id.kind !== "cell" || !included(id.section, id.item)) continue;
    if (!(frame.x < right && frame.x + frame.width > offset.x && frame.y < bottom && frame.y + frame.height > offset.y)) continue;
    const distance = right - (frame.x + frame.width);
    if (distance < (best?.distance ?? Infinity)) best = { section: id.section, item: id.item, distance, atStart };
  }
  return best;
}

/** After the change: the driver scrolled so that the cell (now at `section`, `item`) has its
 * right edge where it was on the screen, held within the content; at the start, to the start. */
export function holdLeadingEdge(driver: ScrollDriver, edge: LeadingEdge, section: number, item: number): void {
  const limit = driver.maximumOffset.x;
  let x: number;
  if (edge.atStart) {
    x = limit;
  } else {
    const cell = driver.attributes({ kind: "cell", section, item });
    if (cell === undefined) return;
    x = cell.frame.x + cell.frame.width + edge.distance - driver.viewport.width;
  }
  const held = Math.min(Math.max(0, x), limit);
  const offset = driver.offset;
  if (held !== offset.x) driver.scroll({ x: held, y: offset.y });
}
