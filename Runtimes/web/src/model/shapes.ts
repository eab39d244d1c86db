// The model's shapes that fields cannot describe (choices with payloads, nested values), as the
// Swift runtime's LayoutModel+Shapes.swift declares them. The nodes are generated into model.ts.

import type { F } from "./formula.js";

/** Where scrolling comes to rest: a word, or paging by item (at most `items` items a swipe, resting
 * on an item's leading edge or centre), as the Swift runtime's `SnapRule`. */
export type Snap = "none" | "center" | "leading" | "page" | { paging: "leading" | "center"; items: number };

/** Masonry's and the grid's columns: a count, or as many as fit a minimum width. */
export type Columns = { count: number } | { minimumWidth: F };

/** A flow's item sizes; `Size` is the model's size node (model.ts gives `FlowSizing<SizeModel>`),
 * a parameter so that the shapes need nothing of the nodes they are part of. */
export type FlowSizing<Size> =
  | { columns: number; aspect: F }
  | { minimumWidth: F; aspect: F }
  | { item: Size; perItem: boolean }
  | { data: true };

/** Item i + items is item i moved by `length` along the scroll axis. */
export interface RulePeriod { items: number; length: F }
