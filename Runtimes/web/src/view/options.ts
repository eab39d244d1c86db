// What an app passes to the web view: its options, and those of a layout switch and a batch update.

import type { LayoutAttributes } from "../geometry/attributes.js";
import type { ItemSize } from "../engines/resolver.js";
import type { ReorderOptions } from "./reordering.js";

/** How `setLayout` switches layouts. */
export interface SetLayoutOptions {
  /** The elements move from their old attributes to their new ones over `duration`. */
  animated?: boolean;
  /** Milliseconds the animation takes (default 300). */
  duration?: number;
  /** New data with the new layout: items per section (and their sizes); not animated. */
  sectionCounts?: number[];
  /** The items' sizes, for a layout that takes them: with `sectionCounts`, the new data's;
   * alone, the same items' sizes for the new layout (animated as any switch). */
  itemSizes?: ItemSize[][];
}

export interface TesseraViewOptions {
  /** Items per section. */
  sectionCounts: number[];
  /** Makes the node for a cell; the view sizes, places and transforms it. `reusable`, when
   * given, is the node of a cell that left the view (as UIKit's dequeued cells): the app may
   * fill it for this item and return it, which spares making a node and styling it anew. */
  renderItem: (section: number, item: number, reusable?: HTMLElement) => HTMLElement;
  /** Makes the node for a header or a footer; plain divs when not given. */
  renderSupplementary?: (kind: "header" | "footer", section: number) => HTMLElement;
  /** Each item's size, for layouts sized by data. */
  itemSizes?: ItemSize[][];
  /** How far past the viewport, along the scroll axis, elements are kept (default: half a viewport). */
  margin?: number;
  /** The reader's text size relative to the default (default 1). */
  textScale?: number;
  /** Whether the reader asks for reduced motion: by default the browser's
   * `prefers-reduced-motion`, followed as it changes; given, that setting and no following. */
  reduceMotion?: boolean;
  /** Cells size themselves (text of unknown length), as self-sizing cells in UIKit: when a
   * cell's node enters, the view measures it at its frame's width (its height in a horizontal
   * layout) and reports the size it needs (`ScrollDriver.reportSizes`); the layout follows,
   * keeping the first visible item in place. For layouts sized by data, with `itemSizes` as
   * the estimates. */
  selfSizing?: boolean;
  /** Called with each node and its element's attributes whenever the view places it, as UIKit
   * calls a reusable view's `apply(_:)`: for content that follows its element's attributes. */
  applyAttributes?: (node: HTMLElement, attributes: LayoutAttributes) => void;
  /** Cells are reordered by dragging them (a mouse; a touch or a pen resting on a cell first)
   * or with the keyboard (Space or Enter picks the focused cell up, the arrow keys move it, Space
   * or Enter drops it, Escape cancels): the cells make way as the cell it would take the place
   * of changes (the runtime's `moveTarget`), the view scrolls near its edges, and screen readers
   * hear each step. At the drop the scroller gets a cancelable `tessera-move` event (a
   * `CustomEvent` whose `detail` is a `MoveDetail`): the app moves the item in its data there;
   * cancelled, the item goes back. `true`: every cell, with the defaults. */
  reorder?: boolean | ReorderOptions;
  /** Called with a fault a scroll, a resize or a sideways wheel met (a layout whose expressions
   * fail at some offset or size): the view keeps what it showed. Without it, the fault is thrown. */
  onError?: (error: unknown) => void;
  /** The scroller holds the first screen `renderFirstScreen` wrote on the server: the view takes
   * its nodes over (the same objects: not made again, not moved in the DOM) and wires them as
   * its own, placing each where its element is (where the server placed it, when the scroller
   * has the size the server was given) and calling `applyAttributes`; what the frame lacks it
   * makes, what the frame does not hold it removes. Without it the view empties the scroller. */
  adopt?: boolean;
}

/** How a batch update is shown. */
export interface BatchUpdateOptions {
  /** The items' sizes after the update, for layouts sized by data. */
  itemSizes?: ItemSize[][];
  /** How long elements take to move to their new places, in milliseconds: 0 shows the result at once. */
  duration?: number;
}
