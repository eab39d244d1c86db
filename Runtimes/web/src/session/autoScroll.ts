// How fast a view scrolls while a dragged cell is held near its edge: Swift's
// `ItemReorder.autoScrollSpeed` (Sources/TesseraRuntime/Adapters/ItemReorder.swift), so that
// drag to reorder scrolls alike on every platform.

/** How fast (points a second, signed along the axis) the view scrolls with the finger at
 * `finger`, in a viewport from `start` to `end`: from nothing at `edge` points from an end to
 * `maximum` at the end, and nothing in between. */
export function autoScrollSpeed(finger: number, start: number, end: number, edge = 64, maximum = 1_200): number {
  if (!(end > start) || !(edge > 0)) return 0;
  const reach = Math.min(edge, (end - start) / 2);
  if (finger < start + reach) return -maximum * Math.min(1, (start + reach - finger) / reach);
  if (finger > end - reach) return maximum * Math.min(1, (finger - (end - reach)) / reach);
  return 0;
}
