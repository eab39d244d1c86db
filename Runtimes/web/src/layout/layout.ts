// What the view and the driver ask of a layout: a compiled file's `CompiledLayout`, or a
// `FallbackLayout` that answers with the first working one of several.

import type { InputRead, LayoutInput } from "./engine.js";
import type { PreparedLayout } from "../queries/prepared.js";

export interface TesseraLayout {
  readonly name: string;
  /** The layout for an input; a fault the input causes is a `LayoutError`. */
  prepare(input: LayoutInput): PreparedLayout;
  /** `prepare(input)` for `input` with items appended to `prepared`'s sections. */
  extend(prepared: PreparedLayout, input: LayoutInput): PreparedLayout;
  /** `prepare(input)` after items changed size or place: `firstChanged[section]` is the first item
   * that may differ (undefined: the section is as it was), so only what follows is placed again;
   * `changedEnds[section]`, when given, is one past the last item that may differ, the items
   * after it the same items of the same sizes (the count kept): a list then moves them by one
   * amount instead of placing them again. */
  relayout(prepared: PreparedLayout, firstChanged: (number | undefined)[], input: LayoutInput, changedEnds?: (number | undefined)[]): PreparedLayout;
  /** What of the input the layout's formulas read: a change of anything else keeps its geometry. */
  readonly reads: ReadonlySet<InputRead>;
}
