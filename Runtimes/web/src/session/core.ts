// What a collection's layout object decides between the platform's calls, in platform-neutral
// types: Swift's `CollectionLayoutCore` (Sources/TesseraRuntime/Adapters/CollectionLayoutCore*.swift)
// rule for rule, so that the session vectors Swift writes replay here to the same outcomes
// (docs/SESSIONS.md). A view invalidates, prepares, asks for elements, changes its bounds,
// brackets batch updates, and reports cells' own sizes; each call has one method here.
//
// The view's bounds, insets and offset are the truth: `prepare` takes them as the view has them.
// No call throws: a layout error empties the layout (no elements, no content size) and is kept
// in `unreportedErrors` once; the layout stays empty until the data, the viewport, the text size
// or Reduce Motion change.

import type { LayoutAttributes, ElementID } from "../geometry/attributes.js";
import { compareIDs } from "../geometry/attributes.js";
import { LayoutError, Point, Rect, Size } from "../geometry/geometry.js";
import { swiftMax } from "../geometry/swiftmath.js";
import type { TesseraLayout } from "../layout/layout.js";
import type { LayoutInput } from "../layout/engine.js";
import type { ItemSize } from "../engines/resolver.js";
import { ScrollDriver } from "../driver/driver.js";
import { keptInViewOf } from "../driver/switching.js";
import { BatchUpdate, ItemUpdate } from "../driver/updates.js";
import { EdgeInsets, ViewBounds, samePoint, sameExtent, sameInsets } from "./viewBounds.js";
import { UpdateEntry, updatesFrom } from "./updateEntries.js";
import { RightToLeftEdge, holdEdge, leadingEdgeOf } from "./rightToLeft.js";

/** A cell and how far its leading edge is from the viewport's, along the scroll axis. */
export interface Anchor { section: number; item: number; distance: number }

type Phase = "idle" | "animatedBoundsChange" | "updates";

/** What a layout is computed for, besides the offset. */
interface Inputs { viewport: Size; counts: number[]; textScale: number; reduceMotion: boolean; dataGeneration: number }

const sameInputs = (a: Inputs | undefined, b: Inputs | undefined) => a !== undefined && b !== undefined && sameExtent(a.viewport, b.viewport)
  && sameCounts(a.counts, b.counts) && a.textScale === b.textScale && a.reduceMotion === b.reduceMotion && a.dataGeneration === b.dataGeneration;
export const sameCounts = (a: number[], b: number[]) => a.length === b.length && a.every((count, index) => count === b[index]);
const cellKey = (section: number, item: number) => `${section}:${item}`;
const parseKey = (key: string) => key.split(":").map(Number) as [number, number];

/** What a bounds change invalidates: a new viewport laid out for, the view scrolling by the
 * adjustment to keep the first cell in view; or a scroll, with the elements whose attributes changed. */
export type BoundsInvalidation = { viewport: Point } | { elements: ElementID[] };

export class CollectionLayoutCore {
  /** Undefined until the first `prepare`, and while the layout is empty for an error. */
  driver: ScrollDriver | undefined;
  /** The error the layout is empty for, until a change lays it out again. */
  failure: LayoutError | undefined;
  /** Errors not yet handed to the app, in order: one per failure. */
  unreportedErrors: LayoutError[] = [];
  private failedInputs: Inputs | undefined;
  /** Set by a data invalidation: the next `prepare` computes the layout again. */
  private dataIsStale = true;
  /** Set by an invalidation of the counts: until `prepare` asks for them the core cannot lay out. */
  private countsMayDiffer = true;
  /** Set by an invalidation of the app's sizes alone: the next `prepare` keeps the first cell in
   * view in place, and the view takes that offset then. */
  private sizesMayDiffer = false;
  /** Set when the layout itself changed: the next `prepare` keeps the first cell in view. */
  private layoutChanged = false;
  private dataGeneration = 0;
  /** The view as last seen: its insets convert content offsets to the layout's and back. */
  view = new ViewBounds({ x: 0, y: 0, width: 0, height: 0 });
  /** The app's item sizes as last asked, for layouts that take sizes from data. */
  private appSizes: ItemSize[][] | undefined;
  /** Sizes cells reported, by their index paths now ("section:item"): they override the app's
   * until the cell reports another, follow their items through batch updates, and are forgotten
   * when their item is deleted or reloaded, or the data is reloaded. */
  reportedSizes = new Map<string, ItemSize>();
  /** The driver as it was before the latest data change: what a batch update animates from. */
  beforeUpdate: ScrollDriver | undefined;
  batch: BatchUpdate | undefined;
  phase: Phase = "idle";
  /** Where the view should scroll (layout coordinates) to keep the first cell in view in place
   * after a change; given once, forgotten when the user drags or another change anchors. */
  anchoredOffset: Point | undefined;
  /** Whether the view must take `anchoredOffset` now, with no call of the view's to ask for it. */
  scrollIsDue = false;
  private reloading = false;
  /** Set by `takeAnchor`: this layout replaces one the view showed, whose view followed its end
   * (true) or not; undefined: the view shows this layout first. */
  replacedFollowingEnd: boolean | undefined;
  /** A content offset adjustment from self-sizing during a batch update, applied when it ends. */
  stagedAdjustment: Point | undefined;
  dragging = false;
  gestureStart: Point | undefined;
  /** A cell to keep in place on the screen when the layout is next computed. */
  pendingAnchor: Anchor | undefined;
  /** The same, sideways right to left: the cell keeps its right edge (`leadingEdgeOf`, Swift's `leadingEdgeInView`). */
  pendingEdge: RightToLeftEdge | undefined;
  /** The item a scroll the app asked for waits for: the data did not have it yet (`scrollTarget`). */
  pendingScroll: ElementID | undefined;

  /** How far past the viewport elements are kept, when the shell fixes it (the web view's
   * `margin` option); undefined: `CollectionLayoutCore.margin` of the view. */
  fixedMargin: number | undefined;

  constructor(readonly layout: TesseraLayout) {}

  /** How far past the viewport elements are kept for `view`. */
  marginFor(view: ViewBounds): number {
    return this.fixedMargin ?? CollectionLayoutCore.margin(view);
  }

  /** The layout object recovered in the same frame (a fallback chain's next source laid out for
   * the same input at the view's offset): `driver` is its frame, and the failure is over. */
  recover(driver: ScrollDriver): void {
    driver.keepMargin(this.marginFor(this.view));
    this.driver = driver;
    this.failure = undefined;
    this.failedInputs = undefined;
    this.unreportedErrors = [];
  }

  get contentSize(): Size { return this.driver?.contentSize ?? { width: 0, height: 0 }; }

  /** The errors to hand to the app now, each once. */
  takeUnreportedErrors(): LayoutError[] {
    const errors = this.unreportedErrors;
    this.unreportedErrors = [];
    return errors;
  }

  // MARK: Invalidation and preparing

  /** The layout changed while the app runs: the next `prepare` computes it again. */
  layoutDidChange(): void {
    this.invalidateData();
    this.layoutChanged = true;
    this.failedInputs = undefined;
  }

  /** `invalidateLayout(with:)`: `everything` and `dataSourceCounts` together are a reload (the
   * reported sizes are forgotten); `everything` alone or `items` alone are the same items at
   * sizes the app may have changed: the first cell in view keeps its place, or the view its end.
   * Returns whether the shell must invalidate everything besides (items alone). */
  invalidate(everything: boolean, dataSourceCounts: boolean, items: ElementID[] = []): boolean {
    if (!everything && !dataSourceCounts && items.length === 0) return false;
    if (everything && dataSourceCounts) {
      this.reportedSizes = new Map();
      this.reloading = true;
    }
    if (dataSourceCounts) this.countsMayDiffer = true;
    else this.sizesMayDiffer = true;
    this.invalidateData();
    return !everything && !dataSourceCounts;
  }

  /** Items were only appended at the ends of sections: the first cell in view keeps its place. */
  itemsAppended(): void {
    this.pendingAnchor = this.driver?.firstCellInView();
    this.pendingEdge = this.driver === undefined ? undefined : leadingEdgeOf(this.driver);
  }

  /** The items changed as a collection that compares its data sees them (SwiftUI's), with no
   * update list: `newPath` says where each cell before is now (undefined: gone). The first cell
   * in view that was not moved away from its neighbours keeps its place on the screen. */
  itemsChanged(newPath: ((section: number, item: number) => [number, number] | undefined) | undefined): void {
    const driver = this.driver;
    if (newPath !== undefined && driver !== undefined) {
      const counts = driver.input.sectionCounts;
      const keptItsPlace = (section: number, item: number) => {
        const moved = newPath(section, item);
        if (moved === undefined) return false;
        const neighbours: { old: number; now: [number, number] }[] = [];
        for (const neighbour of [item - 1, item + 1]) {
          if (neighbour < 0 || neighbour >= counts[section]) continue;
          const now = newPath(section, neighbour);
          if (now !== undefined) neighbours.push({ old: neighbour, now });
        }
        return neighbours.length === 0 || neighbours.some(({ old, now }) => now[0] === moved[0] && now[1] - old === moved[1] - item);
      };
      const first = driver.firstCellInView(keptItsPlace) ?? driver.firstCellInView((section, item) => newPath(section, item) !== undefined);
      const path = first === undefined ? undefined : newPath(first.section, first.item);
      if (first !== undefined && path !== undefined) this.pendingAnchor = { section: path[0], item: path[1], distance: first.distance };
      const edge = leadingEdgeOf(driver, keptItsPlace) ?? leadingEdgeOf(driver, (section, item) => newPath(section, item) !== undefined);
      const edgePath = edge === undefined ? undefined : newPath(edge.section, edge.item);
      if (edge !== undefined && edgePath !== undefined) this.pendingEdge = { ...edge, section: edgePath[0], item: edgePath[1] };
    }
    this.reportedSizes = new Map();
    this.invalidateData();
  }

  /** The view's data or its sizes changed: the next `prepare` computes the layout again. */
  invalidateData(): void {
    this.dataIsStale = true;
    this.dataGeneration += 1;
  }

  /** `prepare()`: the view's bounds, insets, offset and counts as they are now. `itemSizes` is
   * asked only when the layout is computed again. A new viewport, text size, Reduce Motion or
   * layout keeps the first cell in view in place: `offsetAfterChange` gives the offset. */
  prepare(view: ViewBounds, sectionCounts: number[], textScale: number, reduceMotion: boolean, itemSizes: () => ItemSize[][] | undefined): void {
    if (this.phase === "idle") this.beforeUpdate = undefined;
    const caughtUp = this.view.layoutOffset, previous = this.view;
    const followedEnd = this.driver?.followsEnd(caughtUp) ?? false;
    this.view = view;
    if (samePoint(this.anchoredOffset, view.layoutOffset)) this.anchoredOffset = undefined;
    const viewport = this.layoutViewport(view);
    if (viewport === undefined) return;
    const inputs: Inputs = { viewport, counts: sectionCounts.slice(), textScale, reduceMotion, dataGeneration: this.dataGeneration };
    if (sameInputs(inputs, this.failedInputs)) return;
    try {
      const anchored = this.layOut(inputs, view.layoutOffset, caughtUp, itemSizes);
      // Only the bars changed over a view that kept its size: the content stays where it is,
      // unless the view follows the content's end (the keyboard over a chat): then the shell takes it now.
      if (anchored && sameExtent(previous.bounds, view.bounds) && !sameInsets(previous.insets, view.insets)) {
        if (followedEnd && this.anchoredOffset !== undefined && !samePoint(this.anchoredOffset, view.layoutOffset)) this.scrollIsDue = true;
        else this.anchoredOffset = undefined;
      }
      this.failure = undefined;
      this.failedInputs = undefined;
    } catch (error) {
      this.failWith(asLayoutError(error), inputs);
    }
  }

  /** Items appended at the ends of sections, known to be only that (an infinite feed, the web
   * view's `append`): the layout continues from where it stopped (`TesseraLayout.extend`) instead
   * of being computed again, the first cell in view keeping its place or the view following the
   * end. Anything else, or before the first layout, lays out as `prepare` does. Swift's `append`. */
  append(view: ViewBounds, sectionCounts: number[], textScale: number, reduceMotion: boolean, itemSizes: () => ItemSize[][] | undefined): void {
    const current = this.driver;
    const previousCounts = current?.input.sectionCounts;
    if (current === undefined || previousCounts === undefined || this.dataIsStale || !sameExtent(current.viewport, view.viewport)
      || (current.input.textScale ?? 1) !== textScale || (current.input.reduceMotion ?? false) !== reduceMotion
      || sectionCounts.length !== previousCounts.length || sectionCounts.some((count, index) => count < previousCounts[index])) {
      this.invalidateData();
      this.prepare(view, sectionCounts, textScale, reduceMotion, itemSizes);
      return;
    }
    this.view = view;
    this.appSizes = itemSizes();
    const sizes = this.currentSizes(), offset = view.layoutOffset;
    this.pendingAnchor = undefined;
    const anchored = this.changeDriver((driver) => {
      if (!samePoint(driver.offset, offset)) driver.scroll(offset);
      const anchor = driver.firstCellInView(), followedEnd = driver.followsEnd();
      driver.append(sectionCounts.slice(), sizes);
      // A layout that reads the count may move the items already there: the first cell in view
      // keeps its place; a view that followed the end goes on following it.
      let target: Point | undefined;
      if (followedEnd) {
        if (!samePoint(driver.offset, offset)) target = driver.offset;
      } else if (anchor !== undefined) {
        driver.replace(driver.input, driver.prepared, anchor);
        if (!samePoint(driver.offset, offset)) target = driver.offset;
      }
      // Appending holds the offset within the content; the view may be past an end (bouncing).
      if (!samePoint(driver.offset, offset)) driver.scroll(offset);
      return target;
    });
    if (anchored !== undefined) this.anchoredOffset = anchored;
  }

  /** How far past the viewport elements are kept: a length of the view's bounds either way, and
   * the deepest inset more. */
  static margin(view: ViewBounds): number {
    const { insets, bounds } = view;
    return swiftMax(bounds.width, bounds.height) + Math.max(insets.top, insets.bottom, insets.left, insets.right);
  }

  /** The viewport the layout takes for `view`: the view's, or while the insets cover it, the one
   * it was laid out in; undefined before it was laid out in one. */
  layoutViewport(view: ViewBounds): Size | undefined {
    const viewport = view.viewport;
    if (viewport.width > 0 && viewport.height > 0) return viewport;
    return this.driver?.viewport ?? this.failedInputs?.viewport;
  }

  private inputFor(inputs: Inputs): LayoutInput {
    return { viewport: inputs.viewport, sectionCounts: inputs.counts, itemSizes: this.currentSizes(), textScale: inputs.textScale, reduceMotion: inputs.reduceMotion };
  }

  /** Lays out for `inputs` with the view at `offset`; `caughtUp` is where the view was when the
   * core last saw it, where the first cell in view is measured. Returns whether it anchored. */
  private layOut(inputs: Inputs, offset: Point, caughtUp: Point, itemSizes: () => ItemSize[][] | undefined): boolean {
    const current = this.driver;
    if (current === undefined) {
      this.appSizes = itemSizes();
      const fresh = new ScrollDriver(this.layout, this.inputFor(inputs), offset, this.marginFor(this.view));
      // Another layout for the same data: the cell the old one had first in view keeps its place
      // and stays in view.
      let anchor = this.pendingAnchor;
      if (anchor !== undefined && this.replacedFollowingEnd !== undefined) anchor = keptInFresh(anchor, fresh);
      this.pendingAnchor = undefined;
      this.pendingEdge = undefined;
      let opensAtEnd = false;
      const keptToEnd = this.replacedFollowingEnd ?? (fresh.prepared.gravity === "end" && fresh.prepared.mapping.u(offset) === 0);
      if (anchor !== undefined) {
        fresh.replace(fresh.input, fresh.prepared, anchor);
        this.anchoredOffset = fresh.offset;
        if (!samePoint(fresh.offset, offset)) fresh.scroll(offset);
      } else if (keptToEnd && !samePoint(fresh.endOffset, offset)) {
        // A layout kept to its end opens there, unless the app scrolled the view already; in
        // place of another layout, when the view followed that one's end.
        this.anchoredOffset = fresh.endOffset;
        this.scrollIsDue = this.replacedFollowingEnd === undefined;
        opensAtEnd = true;
      }
      this.replacedFollowingEnd = undefined;
      fresh.takeFrameAsShown();
      this.driver = fresh;
      this.dataIsStale = false;
      this.countsMayDiffer = false;
      this.layoutChanged = false;
      this.reloading = false;
      this.sizesMayDiffer = false;
      return anchor !== undefined || opensAtEnd;
    }
    // The driver leaves the core while it changes: on an error the layout empties.
    this.driver = undefined;
    const driver = current;
    if (!samePoint(caughtUp, driver.offset)) driver.scroll(caughtUp);
    const resized = !sameExtent(inputs.viewport, driver.viewport);
    const rescaled = inputs.textScale !== (driver.input.textScale ?? 1);
    const motionChanged = inputs.reduceMotion !== (driver.input.reduceMotion ?? false);
    let anchored = false;
    if (this.dataIsStale || !sameCounts(inputs.counts, driver.input.sectionCounts)) {
      if (this.phase === "idle") this.beforeUpdate = driver.copy();
      this.appSizes = itemSizes();
      const input = this.inputFor(inputs);
      // A cell named to keep its place keeps it; else the same items at another size: the first
      // cell in view keeps its place. New counts wait for the update list (`beginUpdates`).
      const sameItems = sameCounts(inputs.counts, driver.input.sectionCounts);
      // Measured where the view is going (an anchored offset it has not taken yet), else where it is.
      let measured = driver;
      if (this.anchoredOffset !== undefined && !samePoint(this.anchoredOffset, driver.offset)) {
        measured = driver.copy();
        measured.scroll(this.anchoredOffset);
      }
      const anchor = this.pendingAnchor ?? (sameItems && (resized || rescaled || motionChanged || this.layoutChanged || this.sizesMayDiffer)
        ? measured.firstCellInView() : undefined);
      // Sideways right to left, items changed or sizes the app changed (alone) keep the first
      // cell in view by its right edge.
      const onlySizes = sameItems && this.sizesMayDiffer && !(resized || rescaled || motionChanged || this.layoutChanged);
      const edge = this.pendingEdge ?? (onlySizes ? leadingEdgeOf(measured) : undefined);
      this.pendingAnchor = undefined;
      this.pendingEdge = undefined;
      // In place of another layout whose view followed its end, this one's end is followed; its
      // first cell in view stays in view.
      const followsReplacedEnd = this.replacedFollowingEnd ?? false;
      const switched = this.replacedFollowingEnd !== undefined;
      this.replacedFollowingEnd = undefined;
      const followedEnd = driver.followsEnd() || followsReplacedEnd;
      const prepared = driver.computeLayout(input);
      const kept = switched && anchor !== undefined ? keptInViewOfPrepared(anchor, driver, prepared) : anchor;
      driver.replace(input, prepared, kept);
      if (edge !== undefined && !switched) holdEdge(driver, edge, edge.section, edge.item);
      if (followsReplacedEnd && !samePoint(driver.offset, driver.endOffset)) driver.scroll(driver.endOffset);
      anchored = anchor !== undefined || (edge !== undefined && !switched) || followedEnd;
      // A reload, or sizes the app changed for the same items in the same view, have no bracket
      // of calls in which the view would ask where to scroll.
      if ((followedEnd && this.reloading) || (onlySizes && this.phase === "idle" && !samePoint(driver.offset, offset))) this.scrollIsDue = true;
    } else {
      if (rescaled && driver.changeTextScale(inputs.textScale)) anchored = true;
      if (motionChanged && driver.changeReduceMotion(inputs.reduceMotion)) anchored = true;
      if (resized) {
        driver.resize(inputs.viewport);
        anchored = true;
      }
    }
    this.layoutChanged = false;
    this.reloading = false;
    this.sizesMayDiffer = false;
    driver.keepMargin(this.marginFor(this.view));
    if (anchored) this.anchoredOffset = driver.offset;
    // The view is still where it was until it takes the anchored offset.
    if (!samePoint(offset, driver.offset)) driver.scroll(offset);
    this.driver = driver;
    this.dataIsStale = false;
    this.countsMayDiffer = false;
    return anchored;
  }

  /** Empties the layout for `error`, and keeps the error for the app. */
  private failWith(error: LayoutError, inputs: Inputs): void {
    this.driver = undefined;
    if (this.failure === undefined || this.failure.message !== error.message) this.unreportedErrors.push(error);
    this.failure = error;
    this.failedInputs = inputs;
    this.batch = undefined;
    this.anchoredOffset = undefined;
    this.stagedAdjustment = undefined;
  }

  /** Runs a change or a question of the driver; on error empties the layout (undefined). */
  changeDriver<T>(change: (driver: ScrollDriver) => T): T | undefined {
    const driver = this.driver;
    if (driver === undefined) return undefined;
    try {
      return change(driver);
    } catch (error) {
      this.fail(asLayoutError(error));
      return undefined;
    }
  }

  /** Empties the layout for an error that a change or a question of the current layout met. */
  fail(error: LayoutError): void {
    const driver = this.driver;
    if (driver === undefined) return;
    this.failWith(error, { viewport: driver.viewport, counts: driver.input.sectionCounts, textScale: driver.input.textScale ?? 1,
      reduceMotion: driver.input.reduceMotion ?? false, dataGeneration: this.dataGeneration });
  }

  /** The sizes to lay out with: the app's, with those cells reported in their place. */
  currentSizes(): ItemSize[][] | undefined {
    if (this.appSizes === undefined) return undefined;
    const sizes = this.appSizes.map((section) => section.slice());
    for (const [key, size] of this.reportedSizes) {
      const [section, item] = parseKey(key);
      if (section < sizes.length && item < sizes[section].length) sizes[section][item] = size;
    }
    return sizes;
  }

  /** `targetContentOffset(forProposedContentOffset:)`, and what a shell applies after laying out
   * again for a change the view does not bracket: the content offset that keeps the first cell in
   * view where it was; `proposed` otherwise. Given once. */
  offsetAfterChange(proposed: Point, insets: EdgeInsets): Point {
    const anchored = this.anchoredOffset;
    if (anchored === undefined) return proposed;
    this.anchoredOffset = undefined;
    this.scrollIsDue = false;
    const target = new ViewBounds(this.view.bounds, insets).contentOffset(anchored);
    // Within an update or an animated bounds change the view takes it with no bounds change of its own.
    if (this.phase !== "idle") this.scroll(new ViewBounds(this.view.bounds, insets).at(target));
    return target;
  }

  /** The content offset the view must take now, with no call of its own to ask for it (once;
   * undefined: none). `shownByView`: a layout prepared as a transition's next takes nothing. */
  offsetToTakeNow(insets: EdgeInsets, shownByView = true): Point | undefined {
    if (!this.scrollIsDue || this.anchoredOffset === undefined) return undefined;
    if (!shownByView) {
      this.scrollIsDue = false;
      return undefined;
    }
    return this.offsetAfterChange(this.view.bounds, insets);
  }

  beginAnimatedBoundsChange(): void { this.phase = "animatedBoundsChange"; }
  endAnimatedBoundsChange(): void { this.phase = "idle"; }

  // MARK: Attributes

  /** The elements that intersect `rect` at the current offset. */
  attributes(rect: Rect): LayoutAttributes[] {
    return this.changeDriver((driver) => driver.prepared.elements(rect, driver.position)) ?? [];
  }

  /** One element's attributes at the current offset. */
  attributesFor(id: ElementID): LayoutAttributes | undefined {
    return this.changeDriver((driver) => driver.attributes(id));
  }

  // MARK: Bounds changes

  /** `shouldInvalidateLayout(forBoundsChange:)`: whether the new bounds change any attributes. */
  invalidates(newView: ViewBounds): boolean {
    // Scrolled elsewhere outside a bracket: the anchor, not taken, is the past.
    if (this.phase === "idle" && this.anchoredOffset !== undefined && !samePoint(this.anchoredOffset, newView.layoutOffset)
      && sameExtent(newView.viewport, this.view.viewport)) {
      this.anchoredOffset = undefined;
    }
    const invalidates = this.invalidationNeeded(newView);
    if (!invalidates) this.view = newView;
    return invalidates;
  }

  private invalidationNeeded(newView: ViewBounds): boolean {
    const viewport = this.layoutViewport(newView);
    if (viewport === undefined) return false;
    if (this.failedInputs !== undefined) return !sameExtent(viewport, this.failedInputs.viewport);
    const driver = this.driver;
    if (driver === undefined) return true;
    if (!sameExtent(viewport, driver.viewport)) return true;
    // A new offset changes attributes only where effects or pinned headers depend on it.
    return !samePoint(newView.layoutOffset, driver.offset) && (driver.prepared.hasEffects || driver.prepared.hasPinnedHeaders);
  }

  /** `invalidationContext(forBoundsChange:)`: for a scroll, moves the frame and names the elements
   * whose attributes changed; for a new viewport, lays out in it now and says how far the view
   * scrolls to keep the first cell in view in place. */
  invalidation(newView: ViewBounds): BoundsInvalidation {
    const unchanged: BoundsInvalidation = { viewport: { x: 0, y: 0 } };
    const current = this.driver, viewport = this.layoutViewport(newView);
    if (current === undefined || viewport === undefined) {
      this.view = newView;
      return unchanged;
    }
    if (sameExtent(viewport, current.viewport)) {
      const before = current.kept;
      this.scroll(newView);
      return { elements: changedElements(before, this.driver?.kept ?? []) };
    }
    const caughtUp = this.view.layoutOffset;
    this.view = newView;
    // After a reload or a batch update only `prepare` knows the counts; it anchors then.
    if (this.countsMayDiffer) return unchanged;
    const margin = this.marginFor(newView), stale = this.dataIsStale, sizes = this.currentSizes();
    const target = this.changeDriver((driver) => {
      if (!samePoint(caughtUp, driver.offset)) driver.scroll(caughtUp);
      if (stale) {
        const input = { ...driver.input, viewport, itemSizes: sizes };
        driver.replace(input, driver.computeLayout(input), driver.firstCellInView());
      } else {
        driver.resize(viewport);
      }
      driver.keepMargin(margin);
      return driver.offset;
    });
    if (target === undefined) return unchanged;
    this.anchoredOffset = target;
    const adjusted = newView.contentOffset(target);
    this.view = newView.at(adjusted);
    return { viewport: { x: adjusted.x - newView.bounds.x, y: adjusted.y - newView.bounds.y } };
  }

  /** A scroll of a view whose viewport is the layout's: the frame moves to its offset. */
  scroll(view: ViewBounds): void {
    this.view = view;
    const offset = view.layoutOffset;
    this.changeDriver((driver) => driver.scroll(offset));
  }

  // MARK: Scrolling and touches

  /** `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`: where scrolling
   * comes to rest, held where the view can rest now. `start`: where the gesture began. */
  restingOffset(proposed: Point, velocity: Point, insets: EdgeInsets, start?: Point): Point {
    if (this.driver === undefined) return proposed;
    const driver = this.driver.copy();
    const view = new ViewBounds(this.view.bounds, insets);
    const begun = start === undefined ? this.gestureStart : view.layoutOffsetOf(start);
    const viewport = this.layoutViewport(view) ?? driver.viewport;
    try {
      if (!sameExtent(viewport, driver.viewport)) driver.resize(viewport);
      const rest = view.contentOffset(driver.restingOffset(view.layoutOffsetOf(proposed), velocity, begun));
      return view.reachable(rest, driver.contentSize);
    } catch (error) {
      this.fail(asLayoutError(error));
      return proposed;
    }
  }

  /** Whether the user drags the view now: a drag that begins records where, and the view is the
   * user's, so an anchor not yet taken is forgotten. */
  noteDragging(isDragging: boolean, view: ViewBounds): void {
    if (isDragging && !this.dragging) {
      this.gestureStart = view.layoutOffset;
      this.anchoredOffset = undefined;
    }
    this.dragging = isDragging;
  }

  /** The interactive-move target: the cell whose place the dragged cell takes at `position`. */
  moveTarget(dragged: { section: number; item: number }, position: Point): ElementID | undefined {
    return this.changeDriver((driver) => driver.moveTarget(dragged, position));
  }

  // MARK: Self-sizing

  /** Whether a cell of a layout that takes sizes from data prefers another size than its own. */
  invalidatesForPreferredSize(size: Size, id: ElementID): boolean {
    const sizes = this.driver?.input.itemSizes;
    if (id.kind !== "cell" || !(Number.isFinite(size.width) && Number.isFinite(size.height) && size.width >= 0 && size.height >= 0)) return false;
    if (sizes === undefined || id.section < 0 || id.section >= sizes.length || id.item < 0 || id.item >= sizes[id.section].length) return false;
    const given = sizes[id.section][id.item];
    return typeof given === "number" || given.width !== size.width || given.height !== size.height;
  }

  /** A cell's preferred size: the layout is computed again with it (and keeps it), and the answer
   * is how far the view scrolls to keep the first cell in view, and how the content changed.
   * During a batch update the offset's adjustment is staged for `endUpdates`. */
  reportPreferredSize(size: Size, id: ElementID, view: ViewBounds): { contentOffset: Point; contentSize: Size } {
    const oldSize = this.contentSize;
    if (!this.invalidatesForPreferredSize(size, id)) return { contentOffset: { x: 0, y: 0 }, contentSize: { width: 0, height: 0 } };
    this.reportedSizes.set(cellKey(id.section, id.item), { width: size.width, height: size.height });
    const offset = view.layoutOffset;
    this.view = view;
    // An offset at the end that the view is still to take: the end moves with the size.
    const pendingEnd = this.phase === "idle" && this.anchoredOffset !== undefined && (this.driver?.followsEnd(this.anchoredOffset) ?? false);
    const moved = this.changeDriver((driver) => {
      if (!samePoint(offset, driver.offset)) driver.scroll(offset);
      // Sideways right to left, the first cell in view that kept its size keeps its right edge.
      const edge = leadingEdgeOf(driver, (section, item) => section !== id.section || item !== id.item) ?? leadingEdgeOf(driver);
      driver.reportSizes([{ section: id.section, item: id.item, size: { width: size.width, height: size.height } }]);
      if (edge !== undefined) holdEdge(driver, edge, edge.section, edge.item);
      return { x: driver.offset.x - offset.x, y: driver.offset.y - offset.y };
    }) ?? { x: 0, y: 0 };
    if (pendingEnd && this.driver !== undefined) this.anchoredOffset = this.driver.endOffset;
    const now = this.contentSize;
    const grown = { width: now.width - oldSize.width, height: now.height - oldSize.height };
    if (this.phase !== "updates") return { contentOffset: moved, contentSize: grown };
    const staged = this.stagedAdjustment ?? { x: 0, y: 0 };
    this.stagedAdjustment = { x: staged.x + moved.x, y: staged.y + moved.y };
    return { contentOffset: { x: 0, y: 0 }, contentSize: grown };
  }

  // MARK: Switches

  /** `prepareForTransition(from:)`: the view is about to show this layout in place of
   * `previous`: the cell `previous` has first in view keeps its distance from the leading edge
   * (and stays in view); a view that followed `previous`'s end follows this one's. */
  takeAnchor(previous: CollectionLayoutCore, view: ViewBounds): void {
    // The view is the same: a scroll it waits for waits on in this layout.
    this.pendingScroll = previous.pendingScroll;
    if (previous.driver === undefined) return;
    const old = previous.driver.copy();
    const offset = view.layoutOffset;
    if (!samePoint(old.offset, offset)) {
      try { old.scroll(offset); } catch { return; }
    }
    this.pendingAnchor = old.firstCellInView();
    this.pendingEdge = undefined;
    this.replacedFollowingEnd = old.followsEnd();
    this.anchoredOffset = undefined;
    this.invalidateData();
  }

  // MARK: Scrolling to an item

  /** The app asks to show `item` at the viewport's leading edge (Swift's
   * `scrollTarget(toItem:view:)`): the content offset to scroll to now, or undefined when the
   * laid-out data does not have the item yet; the request is then kept (`pendingScroll`) in
   * place of any before it, as Android's pending position. */
  scrollTarget(item: ElementID, view: ViewBounds): Point | undefined {
    this.pendingScroll = item;
    return this.pendingScrollTarget(view);
  }

  /** After a layout pass or a change of data: the content offset for the pending scroll once the
   * data has its item (given once), else undefined. */
  pendingScrollTarget(view: ViewBounds): Point | undefined {
    const item = this.pendingScroll, driver = this.driver;
    if (item === undefined || driver === undefined || this.failure !== undefined || this.dataIsStale) return undefined;
    const counts = driver.input.sectionCounts;
    if (item.kind !== "cell" || item.section < 0 || item.section >= counts.length || item.item < 0 || item.item >= counts[item.section]) return undefined;
    const frame = this.attributesFor(item)?.frame;
    if (frame === undefined) return undefined;
    const offset = view.layoutOffset, prepared = driver.prepared;
    // Sideways right to left the leading edge is the right one.
    const target = prepared.mapping.axis === "vertical" ? { x: offset.x, y: frame.y }
      : { x: prepared.endsAtOrigin ? frame.x + frame.width - view.viewport.width : frame.x, y: offset.y };
    this.pendingScroll = undefined;
    return view.reachable(view.contentOffset(target), this.contentSize);
  }

  // MARK: Batch updates

  /** `prepare(forCollectionViewUpdates:)`, after the `prepare` that took the new counts. Sizes
   * cells reported follow their items, and the first cell in view that the update neither deletes
   * nor moves keeps its place (a view that followed the end follows it). A list that does not fit
   * the counts forgets the reported sizes, which it cannot follow. */
  beginUpdates(entries: UpdateEntry[]): void {
    this.phase = "updates";
    this.batch = undefined;
    this.anchoredOffset = undefined;
    // An update that invalidated nothing (a move) starts from the layout the view shows.
    if (this.beforeUpdate === undefined && !this.dataIsStale) this.beforeUpdate = this.driver?.copy();
    const before = this.beforeUpdate, driver = this.driver;
    if (before === undefined || driver === undefined) {
      this.reportedSizes = new Map();
      return;
    }
    const updates = updatesFrom(entries, driver.input.sectionCounts);
    const checked = updates === undefined ? undefined : BatchUpdate.make(before.input.sectionCounts, updates);
    if (checked === undefined || !sameCounts(checked.newCounts, driver.input.sectionCounts)) {
      this.forgetReportedSizes();
      return;
    }
    this.batch = checked;
    const followed = followedSizes(this.reportedSizes, checked);
    const sizesMoved = !sameSizeMaps(followed, this.reportedSizes);
    this.reportedSizes = followed;
    const followsEnd = before.followsEnd() && driver.prepared.gravity === "end";
    const survivor = before.firstCellInView((section, item) => checked.keepsItsPlace(section, item));
    // Sideways right to left, by its right edge (`leadingEdgeOf`, Swift's `leadingEdgeInView`).
    const edge = leadingEdgeOf(before, (section, item) => checked.keepsItsPlace(section, item));
    if (!sizesMoved && survivor === undefined && edge === undefined && !followsEnd) return;
    const edgeNow = edge === undefined ? undefined : checked.newPath("cell", edge.section, edge.item);
    const sizes = this.currentSizes();
    const path = survivor === undefined ? undefined : checked.newPath("cell", survivor.section, survivor.item);
    const anchor = survivor === undefined || path === undefined ? undefined : { section: path[0], item: path[1], distance: survivor.distance };
    const anchored = this.changeDriver((driver) => {
      const offset = driver.offset;
      const input = { ...driver.input, itemSizes: sizes };
      const prepared = sizesMoved ? driver.computeLayout(input) : driver.prepared;
      driver.replace(input, prepared, anchor);
      if (edge !== undefined && edgeNow !== undefined) holdEdge(driver, edge, edgeNow[0], edgeNow[1]);
      const target = followsEnd ? driver.endOffset : driver.offset;
      if (!samePoint(driver.offset, offset)) driver.scroll(offset);
      return target;
    });
    if (anchor !== undefined || edgeNow !== undefined || followsEnd) this.anchoredOffset = anchored;
  }

  /** The end of an interactive move: the items at `previous` are now at `final`, in the data
   * too. Reported sizes follow their items; the next `prepare` lays out again, the first cell in
   * view kept. Returns whether the shell must invalidate everything. */
  endInteractiveMove(previous: ElementID[], final: ElementID[], cancelled: boolean): boolean {
    const driver = this.driver;
    if (cancelled || previous.length !== final.length || previous.every((id, index) => compareIDs(id, final[index]) === 0) || driver === undefined) return false;
    const moves: ItemUpdate[] = previous.map((from, index) => ({ move: { from: { section: from.section, item: from.item }, to: { section: final[index].section, item: final[index].item } } }));
    const batch = BatchUpdate.make(driver.input.sectionCounts, moves);
    this.reportedSizes = batch === undefined ? new Map() : followedSizes(this.reportedSizes, batch);
    return this.invalidate(false, false, final);
  }

  /** Drops every reported size, and lays out again without them if the layout used any. */
  private forgetReportedSizes(): void {
    if (this.reportedSizes.size === 0) return;
    this.reportedSizes = new Map();
    const sizes = this.currentSizes();
    this.changeDriver((driver) => {
      const input = { ...driver.input, itemSizes: sizes };
      const offset = driver.offset;
      driver.replace(input, driver.computeLayout(input), undefined);
      if (!samePoint(driver.offset, offset)) driver.scroll(offset);
    });
  }

  /** `finalizeCollectionViewUpdates()`: the adjustment self-sizing staged during the update. */
  endUpdates(): Point | undefined {
    const staged = this.stagedAdjustment;
    this.phase = "idle";
    this.batch = undefined;
    this.beforeUpdate = undefined;
    this.anchoredOffset = undefined;
    this.stagedAdjustment = undefined;
    return staged;
  }
}

function asLayoutError(error: unknown): LayoutError {
  if (error instanceof LayoutError) return error;
  throw error;
}

/** `anchor` as a switch keeps it in `fresh`'s layout: in view (`keptInViewOf`). */
function keptInFresh(anchor: Anchor, fresh: ScrollDriver): Anchor {
  return keptInViewOfPrepared(anchor, fresh, fresh.prepared);
}

function keptInViewOfPrepared(anchor: Anchor, driver: ScrollDriver, prepared: ScrollDriver["prepared"]): Anchor {
  const kept = keptInViewOf({ id: { kind: "cell", section: anchor.section, item: anchor.item }, distance: anchor.distance }, prepared, driver.position);
  return { section: kept.id.section, item: kept.id.item, distance: kept.distance };
}

/** The reported sizes at their items' paths after `batch`; those of deleted items dropped. */
function followedSizes(sizes: Map<string, ItemSize>, batch: BatchUpdate): Map<string, ItemSize> {
  const followed = new Map<string, ItemSize>();
  for (const [key, size] of sizes) {
    const [section, item] = parseKey(key);
    const path = batch.newPath("cell", section, item);
    if (path !== undefined) followed.set(cellKey(path[0], path[1]), size);
  }
  return followed;
}

function sameSizeMaps(a: Map<string, ItemSize>, b: Map<string, ItemSize>): boolean {
  if (a.size !== b.size) return false;
  for (const [key, size] of a) {
    const other = b.get(key);
    if (other === undefined) return false;
    if (typeof size === "number" || typeof other === "number" ? size !== other : size.width !== other.width || size.height !== other.height) return false;
  }
  return true;
}

/** Elements in either frame whose attributes are not the same in both; both sorted by id. */
export function changedElements(old: LayoutAttributes[], fresh: LayoutAttributes[]): ElementID[] {
  const changed: ElementID[] = [];
  let i = 0, j = 0;
  while (i < old.length || j < fresh.length) {
    const order = j === fresh.length ? -1 : i === old.length ? 1 : compareIDs(old[i].id, fresh[j].id);
    if (order < 0) changed.push(old[i++].id);
    else if (order > 0) changed.push(fresh[j++].id);
    else {
      if (JSON.stringify(old[i]) !== JSON.stringify(fresh[j])) changed.push(fresh[j].id);
      i += 1;
      j += 1;
    }
  }
  return changed;
}
