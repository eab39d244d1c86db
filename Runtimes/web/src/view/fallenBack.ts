// The step a view takes when its driver meets a fault after the layout was prepared (an
// effect's expression invalid at one scroll offset): with a FallbackLayout, the next source
// lays out in the same frame, as CollectionLayoutCore does on Apple. In a file of its own, apart
// from the view class, so that it runs without a DOM.

import { ScrollDriver } from "../driver/driver.js";
import type { Point } from "../geometry/geometry.js";
import { LayoutError } from "../geometry/geometry.js";
import { FallbackLayout } from "../fallback/fallbackLayout.js";

/** A driver for the next source of `driver`'s fallback chain at `offset` (held within its
 * content), with the same input and margin, after `error`; undefined when `driver`'s layout is
 * no chain, `error` is no layout's, or no source is left (then `error` stands). Each source
 * passed over is reported to the chain's `onSkip`. */
export function fallenBackDriver(driver: ScrollDriver, error: unknown, offset: Point = driver.offset): ScrollDriver | undefined {
  const layout = driver.layout;
  if (!(layout instanceof FallbackLayout) || !(error instanceof LayoutError)) return undefined;
  let failure = error;
  while (layout.passOver(failure)) {
    try {
      const next = new ScrollDriver(layout, driver.input, offset, driver.margin);
      const limit = next.maximumOffset;
      const held = { x: Math.min(Math.max(0, offset.x), limit.x), y: Math.min(Math.max(0, offset.y), limit.y) };
      if (held.x !== offset.x || held.y !== offset.y) next.scroll(held);
      return next;
    } catch (next) {
      // The next source fails here too: on to the one after it.
      if (!(next instanceof LayoutError)) throw next;
      failure = next;
    }
  }
  return undefined;
}
