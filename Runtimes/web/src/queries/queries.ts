// Rect queries, as the Swift runtime's: each section's engine gives its candidates, and those
// that meet the rect (by frame, or as transforms draw them) are taken, in element order.

import type { LayoutAttributes } from "../geometry/attributes.js";
import { Rect, uEnd } from "../geometry/geometry.js";
import type { PreparedSections, ScrollOffsets } from "./sections.js";
import { appears, intersects } from "../geometry/projection.js";
import { itemCount, unhandled } from "../engines/resolver.js";

interface RectQuery {
  rect: Rect;
  /** Where candidates are looked for: the rect, widened when cells may be drawn away from their frames. */
  search: Rect;
  uStart: number;
  uEnd: number;
  sections: [number, number];
}

/** An unbounded rect as a finite one that covers every frame, as the Swift runtime bounds it. */
function bounded(rect: Rect): Rect {
  const span = (start: number, length: number): [number, number] => {
    const limit = 1e300;
    if (Number.isNaN(start) || Number.isNaN(length)) return [0, 0];
    const low = Math.max(-limit, Math.min(limit, start));
    const high = start === -Infinity && length === Infinity ? limit : Math.max(-limit, Math.min(limit, start + length));
    return [low, Math.max(low, high)];
  };
  const [x0, x1] = span(rect.x, rect.width);
  const [y0, y1] = span(rect.y, rect.height);
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

function rectQuery(layout: PreparedSections, given: Rect): RectQuery {
  const finite = Number.isFinite(given.x) && Number.isFinite(given.y) && Number.isFinite(given.width) && Number.isFinite(given.height);
  const rect = finite ? given : bounded(given);
  const viewport = layout.viewport;
  // A translation moves a cell one viewport at most, and a rotation or a turn of a cell no
  // larger than the viewport reaches less than another past its frame.
  const search = layout.transformsCells
    ? { x: rect.x - 2 * viewport.width, y: rect.y - 2 * viewport.height, width: rect.width + 4 * viewport.width, height: rect.height + 4 * viewport.height }
    : rect;
  const span = layout.mapping.axisRect(search);
  const start = span.u;
  const end = uEnd(span);
  return { rect, search, uStart: start, uEnd: end, sections: layout.sectionRange(start - layout.separatorReach, end + layout.separatorReach) };
}

/** The elements that meet `rect` at `position`, in element order. */
export function elementsIn(layout: PreparedSections, given: Rect, position: ScrollOffsets): LayoutAttributes[] {
  const query = rectQuery(layout, given);
  const rect = query.rect;
  const result: LayoutAttributes[] = [];
  for (let index = query.sections[0]; index < query.sections[1]; index++) {
    const section = layout.sections[index];
    const background = layout.background(index);
    if (background !== undefined && intersects(background.frame, rect)) result.push(background);
    const header = layout.header(index, position);
    if (header !== undefined && intersects(header.frame, rect)) result.push(header);
    const count = itemCount(section.items);
    const transforms = layout.transformsCells;
    if (layout.sectionIsOrthogonal(index)) {
      const [first, end] = orthogonalCandidates(layout, query, index, position);
      for (let item = first; item < end; item++) take(layout, result, rect, transforms, index, item, layout.orthogonalFrame(index, item, position), count, position);
    } else {
      const origin = layout.contentOrigin(index);
      const cross = section.crossStartInset;
      const mapping = layout.mapping;
      const [first, end] = candidates(layout, index, query.uStart - origin, query.uEnd - origin);
      const items = section.items;
      switch (items.kind) {
        case "pattern": {
          // A cell is its slot moved by its block's start (the slot's v plus 0, as `frame` adds
          // it, which turns -0 into +0), then by the section's origin: `frame(item)`'s arithmetic,
          // with no rect made but the answer's.
          // Block and slot advance with the item, as the Swift engine's loop does, not divided anew.
          const pattern = items.pattern;
          const k = pattern.cellsPerBlock;
          const slots = pattern.slots;
          let block = Math.floor(first / k);
          let slot = first - block * k;
          let blockU = pattern.period * block;
          for (let item = first; item < end; item++) {
            const cell = slots[item >= pattern.partialStart ? k + slot : slot];
            const frame = mapping.rectOf(cell.u + blockU + origin, cell.v + 0 + cross, cell.length, cell.breadth);
            take(layout, result, rect, transforms, index, item, frame, count, position);
            slot += 1;
            if (slot === k) {
              slot = 0;
              block += 1;
              blockU = pattern.period * block;
            }
          }
          break;
        }
        case "explicit": {
          const frames = items.frames;
          for (let item = first; item < end; item++) take(layout, result, rect, transforms, index, item, mapping.rectOffset(frames.frame(item), origin, cross), count, position);
          break;
        }
        case "circle":
          items.circle.forEachFrame(0, count, (item, frame) => take(layout, result, rect, transforms, index, item, frame, count, position));
          break;
        default: unhandled(items);
      }
    }
    if (section.separator !== undefined && count > 1) {
      const origin = layout.contentOrigin(index);
      const reach = Math.abs(section.separator.offset) + section.separator.thickness;
      const [first, end] = candidates(layout, index, query.uStart - origin - reach, query.uEnd - origin + reach);
      for (let item = Math.max(0, first); item < Math.min(end, count - 1); item++) {
        const separator = layout.separator(index, item);
        if (separator !== undefined && intersects(separator.frame, rect)) result.push(separator);
      }
    }
    const footer = layout.footer(index);
    if (footer !== undefined && intersects(footer.frame, rect)) result.push(footer);
  }
  return result;
}

/** Appends the cell when it meets the rect: by its frame, or as transforms draw it. */
function take(layout: PreparedSections, result: LayoutAttributes[], rect: Rect, transforms: boolean, section: number, item: number, frame: Rect,
  count: number, position: ScrollOffsets): void {
  if (!transforms) {
    if (intersects(frame, rect)) result.push(layout.cellAttributes(section, item, frame, count, position));
    return;
  }
  const cell = layout.cellAttributes(section, item, frame, count, position);
  if (appears(cell, rect)) result.push(cell);
}

/** A section's items whose span along its own axis may meet `uStart..<uEnd` (none for a circle). */
export function candidates(layout: PreparedSections, index: number, uStart: number, uEnd: number): [number, number] {
  const items = layout.sections[index].items;
  switch (items.kind) {
    case "pattern": return items.pattern.candidates(uStart, uEnd);
    case "explicit": return items.frames.candidates(uStart, uEnd);
    case "circle": return [0, 0];
  }
}

/** An orthogonal section's items that may meet the query: none when it misses the band; else
 * those across the query's span, taken back to the band's own terms. */
function orthogonalCandidates(layout: PreparedSections, query: RectQuery, index: number, position: ScrollOffsets): [number, number] {
  const section = layout.sections[index];
  const orthogonal = section.orthogonal;
  if (orthogonal === undefined) return [0, 0];
  const start = layout.bandStart(index);
  if (!(query.uStart < start + orthogonal.bandLength && start < query.uEnd)) return [0, 0];
  const span = layout.mapping.axisRect(query.search);
  const shift = (position.sectionOffsets?.get(index) ?? 0) - section.leadingInset;
  return candidates(layout, index, span.v + shift, span.v + span.breadth + shift);
}

