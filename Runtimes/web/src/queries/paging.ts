// Paging by item, as the Swift runtime's ItemPaging: where a fling comes to rest among the rest
// offsets of a section's items, at most `items` positions from where the gesture began.

import { swiftMax, swiftMin } from "../geometry/swiftmath.js";

/** Rest offsets closer than this are one position: cells side by side in a row share one. */
const pagingTolerance = 0.5;

/** The distinct rest positions among `offsets`, sorted. */
export function pagingPositions(offsets: number[]): number[] {
  const positions: number[] = [];
  for (const offset of [...offsets].sort((a, b) => a - b)) {
    if (positions.length === 0 || offset - positions[positions.length - 1] >= pagingTolerance) positions.push(offset);
  }
  return positions;
}

/** Where the fling rests; undefined when there are no positions. */
export function pagingTarget(positions: number[], start: number, proposed: number, velocity: number, items: number): number | undefined {
  if (positions.length === 0) return undefined;
  // A start before the first position or after the last is one step short of it, not at it.
  let before = -1;
  for (let index = positions.length - 1; index >= 0; index--) if (positions[index] <= start + pagingTolerance) { before = index; break; }
  let after = positions.length;
  for (let index = 0; index < positions.length; index++) if (positions[index] >= start - pagingTolerance) { after = index; break; }
  const lowest = swiftMin(swiftMax(0, after - items), positions.length - 1);
  const highest = swiftMax(swiftMin(positions.length - 1, before + items), 0);
  if (velocity > 0) return positions[highest];
  if (velocity < 0) return positions[lowest];
  let best = positions[lowest];
  for (let index = lowest; index <= highest; index++) if (Math.abs(positions[index] - proposed) < Math.abs(best - proposed)) best = positions[index];
  return best;
}

/** Whether `positions` holds `items` steps and one more on each side of `start`. */
export function pagingSuffices(positions: number[], start: number, items: number): boolean {
  return positions.filter((position) => position > start + pagingTolerance).length > items
    && positions.filter((position) => position < start - pagingTolerance).length > items;
}
