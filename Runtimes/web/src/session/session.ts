// A collection's session as a platform drives it: the view's state (offset, size, insets, counts,
// the app's sizes, reader settings, a drag, an interactive move, a pending scroll) and the core of
// the layout shown, changed by platform-neutral events, each making the core calls that
// docs/SESSIONS.md ("The events and the calls they make") lists. A shell (the web view) only
// turns its platform's calls into these events and applies the outcome: the offset to take and
// the elements to show. The session vectors replay here event by event.

import type { ElementID, LayoutAttributes } from "../geometry/attributes.js";
import type { Point, Rect, Size } from "../geometry/geometry.js";
import type { TesseraLayout } from "../layout/layout.js";
import type { ItemSize } from "../engines/resolver.js";
import { BatchUpdate } from "../driver/updates.js";
import { Anchor, CollectionLayoutCore } from "./core.js";
import { EdgeInsets, ViewBounds, noInsets, samePoint } from "./viewBounds.js";
import { UpdateEntry, updatesFrom } from "./updateEntries.js";
import { autoScrollSpeed } from "./autoScroll.js";

export interface Cell { section: number; item: number }

/** What the session shows after an event. */
export interface SessionOutcome {
  /** The content offset the view has now. */
  offset: Point;
  contentSize: Size;
  /** The first cell in view and its distance from the viewport's leading edge. */
  anchor: Anchor | undefined;
  /** The elements in the view's bounds, sorted by element. */
  elements: LayoutAttributes[];
  /** How many sizes cells reported are kept. */
  reported: number;
  /** The interactive move's source and target. */
  moving: { source: Cell; target: Cell } | undefined;
  /** The cell a `scrollTo` waits for. */
  pending: Cell | undefined;
  /** Whether the layout is empty for an error. */
  failed: boolean;
  /** The errors the event handed to the app. */
  errors: Error[];
}

export interface OpenState {
  viewport: Size;
  insets?: EdgeInsets;
  offset?: Point;
  counts: number[];
  sizes?: ItemSize[][];
  textScale?: number;
  reduceMotion?: boolean;
}

export class CollectionSession {
  offset: Point = { x: 0, y: 0 };
  viewport: Size = { width: 0, height: 0 };
  insets: EdgeInsets = noInsets;
  counts: number[] = [];
  sizes: ItemSize[][] | undefined;
  textScale = 1;
  reduceMotion = false;
  dragging = false;
  moving: { source: Cell; target: Cell } | undefined;
  core: CollectionLayoutCore;
  layoutName: string;
  /** The cores of layouts shown before, by layout name: a `prepared` switch back reuses one. */
  private shownBefore = new Map<string, CollectionLayoutCore>();
  private errors: Error[] = [];
  /** The layout shown before the latest switch and the offset it had: what a cancelled switch
   * goes back to. */
  private beforeSwitch: { core: CollectionLayoutCore; layoutName: string; offset: Point } | undefined;
  /** Whether each event answers its whole outcome (the vectors' replay); a shell that reads the
   * state itself (the web view, every scroll frame) turns it off: then `elements` is empty and
   * `anchor` undefined, not measured. */
  reportsOutcomes = true;

  /** `layoutNamed` gives the layout a layout name (`switch`) stands for; `margin`, when given,
   * fixes how far past the viewport each core keeps elements (`CollectionLayoutCore.fixedMargin`). */
  constructor(private readonly layoutNamed: (name: string) => TesseraLayout, layoutName: string, private readonly margin?: number) {
    this.layoutName = layoutName;
    this.core = this.newCore(layoutName);
  }

  private newCore(name: string): CollectionLayoutCore {
    const core = new CollectionLayoutCore(this.layoutNamed(name));
    core.fixedMargin = this.margin;
    return core;
  }

  get view(): ViewBounds {
    return new ViewBounds({ x: this.offset.x, y: this.offset.y, width: this.viewport.width, height: this.viewport.height }, this.insets);
  }

  // MARK: The two helpers every event uses

  /** The layout pass: prepare, then take the offset the core says the view must take now. */
  private pass(): void {
    this.prepare(this.core);
    const target = this.core.offsetToTakeNow(this.insets);
    if (target === undefined) return;
    const moved = this.view.at(target);
    if (this.core.invalidates(moved)) this.core.invalidation(moved);
    this.offset = target;
  }

  private prepare(core: CollectionLayoutCore): void {
    const sizes = this.sizes;
    core.prepare(this.view, this.counts, this.textScale, this.reduceMotion, () => sizes);
  }

  /** A bounds change to content offset `to` and size `size`. */
  private moveTo(to: Point, size: Size = this.viewport): void {
    this.core.noteDragging(this.dragging, this.view);
    const next = new ViewBounds({ x: to.x, y: to.y, width: size.width, height: size.height }, this.insets);
    if (!this.core.invalidates(next)) {
      this.offset = { ...to };
      this.viewport = { ...size };
      return;
    }
    const invalidation = this.core.invalidation(next);
    this.offset = { ...to };
    this.viewport = { ...size };
    if ("viewport" in invalidation) this.offset = { x: this.offset.x + invalidation.viewport.x, y: this.offset.y + invalidation.viewport.y };
    this.pass();
  }

  /** After a change the view does not bracket: lay out again, then take the anchored offset. */
  private relayout(): void {
    this.core.invalidate(true, false);
    this.pass();
    this.takeAnchoredOffset();
  }

  private takeAnchoredOffset(): void {
    const target = this.core.offsetAfterChange(this.offset, this.insets);
    if (!samePoint(target, this.offset)) this.moveTo(target);
  }

  /** Runs an event, then what follows every event: a pending scroll whose cell exists now, and
   * the errors the app is handed. Returns the outcome. */
  private run(event: () => void): SessionOutcome {
    event();
    const target = this.core.pendingScrollTarget(this.view);
    if (target !== undefined) this.moveTo(target);
    this.errors.push(...this.core.takeUnreportedErrors());
    return this.reportsOutcomes ? this.outcome() : this.unmeasuredOutcome();
  }

  /** A scroll that invalidated nothing leaves the core's frame where it was (as Swift's does);
   * a shell that draws the frame itself moves it to the view's offset. Decides nothing. */
  followFrame(): void {
    const driver = this.core.driver, view = this.view;
    if (driver !== undefined && !samePoint(driver.offset, view.layoutOffset)) this.core.scroll(view);
  }

  // MARK: Events

  open(state: OpenState): SessionOutcome {
    return this.run(() => {
      this.core = this.newCore(this.layoutName);
      this.viewport = { ...state.viewport };
      this.insets = state.insets ?? noInsets;
      this.offset = state.offset ?? { x: -this.insets.left, y: -this.insets.top };
      this.counts = state.counts.slice();
      this.sizes = state.sizes;
      this.textScale = state.textScale ?? 1;
      this.reduceMotion = state.reduceMotion ?? false;
      this.pass();
    });
  }

  scroll(offset: Point): SessionOutcome {
    return this.run(() => this.moveTo(offset));
  }

  dragBegin(): SessionOutcome {
    return this.run(() => {
      this.dragging = true;
      this.core.noteDragging(true, this.view);
    });
  }

  dragEnd(velocity: Point): SessionOutcome {
    return this.run(() => {
      const rest = this.core.restingOffset(this.offset, velocity, this.insets);
      this.dragging = false;
      this.moveTo(rest);
    });
  }

  resize(viewport: Size): SessionOutcome {
    return this.run(() => this.moveTo(this.offset, viewport));
  }

  changeInsets(insets: EdgeInsets): SessionOutcome {
    return this.run(() => {
      // A view at rest at its top (or leading edge) stays there.
      if (this.offset.x === -this.insets.left) this.offset = { ...this.offset, x: -insets.left };
      if (this.offset.y === -this.insets.top) this.offset = { ...this.offset, y: -insets.top };
      this.insets = insets;
      this.core.invalidate(true, false);
      this.pass();
    });
  }

  changeTextScale(value: number): SessionOutcome {
    return this.run(() => {
      this.textScale = value;
      this.relayout();
    });
  }

  changeReduceMotion(value: boolean): SessionOutcome {
    return this.run(() => {
      this.reduceMotion = value;
      this.relayout();
    });
  }

  /** A batch update with the platform's update list; `invalidatesCounts: false` is one the
   * platform brackets with no invalidation of the counts (a move). */
  update(entries: UpdateEntry[], counts: number[], sizes: ItemSize[][] | undefined, invalidatesCounts = true): SessionOutcome {
    return this.run(() => {
      this.counts = counts.slice();
      this.sizes = sizes;
      if (invalidatesCounts) this.core.invalidate(false, true);
      this.pass();
      this.core.beginUpdates(entries);
      this.offset = this.core.offsetAfterChange(this.offset, this.insets);
      const staged = this.core.endUpdates();
      if (staged === undefined) return;
      this.offset = { x: this.offset.x + staged.x, y: this.offset.y + staged.y };
      this.pass();
    });
  }

  /** One step of the web view's drag to reorder (`entries`: the move; `counts` and `sizes`: the
   * app's in the order the view shows): the layout shown takes the move at once, reported sizes following
   * their items, and the view keeps its offset, held within the content's ends, so that the
   * content stays under the pointer and the move does not move its target again. (UIKit keeps
   * the offset through an interactive move too; the app's data learns the move at the drop.) */
  moveStep(entries: UpdateEntry[], counts: number[], sizes: ItemSize[][] | undefined): SessionOutcome {
    return this.run(() => {
      this.counts = counts.slice();
      this.sizes = sizes;
      this.core.invalidate(false, true);
      this.pass();
      this.core.beginUpdates(entries);
      this.core.endUpdates();
      const held = this.view.reachable(this.offset, this.core.contentSize);
      if (!samePoint(held, this.offset)) this.moveTo(held);
    });
  }

  /** The items changed as a collection that compares its data sees them, with no update list. */
  itemsChanged(entries: UpdateEntry[], counts: number[], sizes: ItemSize[][] | undefined): SessionOutcome {
    return this.run(() => {
      const updates = updatesFrom(entries, counts);
      const batch = updates === undefined ? undefined : BatchUpdate.make(this.counts, updates);
      this.core.itemsChanged(batch === undefined ? undefined : (section, item) => batch.newPath("cell", section, item));
      this.counts = counts.slice();
      this.sizes = sizes;
      this.pass();
      this.takeAnchoredOffset();
    });
  }

  reloadData(counts: number[], sizes: ItemSize[][] | undefined): SessionOutcome {
    return this.run(() => {
      this.counts = counts.slice();
      this.sizes = sizes;
      this.core.invalidate(true, true);
      this.pass();
    });
  }

  /** Items added at the ends of sections only (an infinite feed; SwiftUI's `itemsAppended`):
   * the first cell in view keeps its place on the screen, a view that followed the end follows it. */
  append(counts: number[], sizes: ItemSize[][] | undefined): SessionOutcome {
    return this.run(() => {
      this.counts = counts.slice();
      this.sizes = sizes;
      this.core.append(this.view, this.counts, this.textScale, this.reduceMotion, () => sizes);
      this.pass();
      this.takeAnchoredOffset();
    });
  }

  /** A cell's self-sizing report. */
  report(cell: Cell, size: Size): SessionOutcome {
    return this.run(() => {
      const id: ElementID = { kind: "cell", section: cell.section, item: cell.item };
      if (!this.core.invalidatesForPreferredSize(size, id)) return;
      const adjustment = this.core.reportPreferredSize(size, id, this.view);
      this.offset = { x: this.offset.x + adjustment.contentOffset.x, y: this.offset.y + adjustment.contentOffset.y };
      this.pass();
    });
  }

  /** The app changed its sizes and invalidates everything (no `items`) or those items. */
  appSizes(sizes: ItemSize[][] | undefined, items: Cell[] = []): SessionOutcome {
    return this.run(() => {
      this.sizes = sizes;
      if (items.length === 0) this.core.invalidate(true, false);
      else if (this.core.invalidate(false, false, items.map((cell) => ({ kind: "cell" as const, ...cell })))) this.core.invalidate(true, false);
      this.pass();
    });
  }

  moveBegin(cell: Cell): SessionOutcome {
    return this.run(() => { this.moving = { source: { ...cell }, target: { ...cell } }; });
  }

  moveTarget(position: Point): SessionOutcome {
    return this.run(() => {
      if (this.moving === undefined) return;
      const target = this.core.moveTarget(this.moving.source, position);
      if (target !== undefined) this.moving = { source: this.moving.source, target: { section: target.section, item: target.item } };
    });
  }

  /** The move ends: `counts` and `sizes` are the data source's after it. Nothing without a move. */
  moveEnd(counts: number[], sizes: ItemSize[][] | undefined): SessionOutcome {
    return this.run(() => {
      const moving = this.moving;
      if (moving === undefined) return;
      this.counts = counts.slice();
      this.sizes = sizes;
      if (this.core.endInteractiveMove([cellID(moving.source)], [cellID(moving.target)], false)) this.core.invalidate(true, false);
      this.moving = undefined;
      this.pass();
    });
  }

  moveCancel(): SessionOutcome {
    return this.run(() => {
      const moving = this.moving;
      if (moving === undefined) return;
      this.core.endInteractiveMove([cellID(moving.source)], [cellID(moving.target)], true);
      this.moving = undefined;
      this.pass();
    });
  }

  /** A switch to layout `name`; `prepared`: the layout object was prepared before (the one last
   * shown for that name, or one given a pass of its own as a transition's next layout). */
  switchLayout(name: string, prepared: boolean, sizes: ItemSize[][] | undefined = this.sizes): SessionOutcome {
    return this.run(() => {
      this.beforeSwitch = { core: this.core, layoutName: this.layoutName, offset: { ...this.offset } };
      this.sizes = sizes;
      let next = prepared ? this.shownBefore.get(name) : undefined;
      if (prepared && next === undefined) {
        next = this.newCore(name);
        this.prepare(next);
        // Prepared while the view shows the old layout: an offset it asked for would be taken
        // (it asks for none).
        const taken = next.offsetToTakeNow(this.insets, false);
        if (taken !== undefined) this.offset = taken;
        this.errors.push(...next.takeUnreportedErrors());
      }
      next ??= this.newCore(name);
      next.takeAnchor(this.core, this.view);
      this.prepare(next);
      const target = next.offsetAfterChange(this.offset, this.insets);
      this.shownBefore.set(this.layoutName, this.core);
      this.core = next;
      this.layoutName = name;
      if (!samePoint(target, this.offset)) this.moveTo(target);
    });
  }

  /** A switch cancelled before its end (an interactive transition the reader let go of): the
   * layout shown before it is shown again at the offset it had, with the app's sizes it had. */
  cancelSwitch(sizes: ItemSize[][] | undefined): SessionOutcome {
    return this.run(() => {
      const before = this.beforeSwitch;
      if (before === undefined) return;
      this.beforeSwitch = undefined;
      this.shownBefore.set(this.layoutName, this.core);
      this.core = before.core;
      this.layoutName = before.layoutName;
      this.sizes = sizes;
      this.moveTo(before.offset);
      this.pass();
    });
  }

  /** Another layout with new data at once (the web view's `setLayout` with `sectionCounts`):
   * nothing is kept in view but the offset, held within the new content's ends. */
  replaceLayout(name: string, counts: number[], sizes: ItemSize[][] | undefined): SessionOutcome {
    return this.run(() => {
      this.shownBefore.set(this.layoutName, this.core);
      this.core = this.newCore(name);
      this.layoutName = name;
      this.counts = counts.slice();
      this.sizes = sizes;
      this.pass();
      const held = this.view.reachable(this.offset, this.core.contentSize);
      if (!samePoint(held, this.offset)) this.moveTo(held);
    });
  }

  /** A frame of drag to reorder's edge scroll: the finger (content coordinates) held for
   * `seconds`; the view scrolls along the axis by `autoScrollSpeed` × `seconds`, held within the
   * content, and an interactive move's target is asked again where the content moved the finger. */
  autoScroll(finger: Point, seconds: number): SessionOutcome {
    return this.run(() => {
      const driver = this.core.driver;
      if (driver === undefined) return;
      const vertical = driver.prepared.mapping.axis === "vertical", view = this.view, from = this.offset;
      const start = vertical ? view.layoutOffset.y : view.layoutOffset.x;
      const length = vertical ? view.viewport.height : view.viewport.width;
      const speed = autoScrollSpeed(vertical ? finger.y : finger.x, start, start + length);
      if (speed === 0) return;
      const step = speed * seconds;
      const to = view.reachable(vertical ? { x: from.x, y: from.y + step } : { x: from.x + step, y: from.y }, this.core.contentSize);
      if (samePoint(to, from)) return;
      this.moveTo(to);
      const moving = this.moving;
      if (moving === undefined) return;
      const moved = { x: finger.x + (this.offset.x - from.x), y: finger.y + (this.offset.y - from.y) };
      const target = this.core.moveTarget(moving.source, moved);
      if (target !== undefined) this.moving = { source: moving.source, target: { section: target.section, item: target.item } };
    });
  }

  /** Scrolls `cell`'s leading edge to the viewport's; the core keeps it pending while the data lacks it. */
  scrollToItem(cell: Cell): SessionOutcome {
    return this.run(() => {
      const target = this.core.scrollTarget(cellID(cell), this.view);
      if (target !== undefined) this.moveTo(target);
    });
  }

  // MARK: The outcome

  /** The outcome without what costs a query of the layout (the anchor, the elements). */
  private unmeasuredOutcome(): SessionOutcome {
    const errors = this.errors;
    this.errors = [];
    return {
      offset: { ...this.offset }, contentSize: { ...this.core.contentSize }, anchor: undefined, elements: [],
      reported: this.core.reportedSizes.size,
      moving: this.moving === undefined ? undefined : { source: { ...this.moving.source }, target: { ...this.moving.target } },
      pending: this.core.pendingScroll === undefined ? undefined : { section: this.core.pendingScroll.section, item: this.core.pendingScroll.item },
      failed: this.core.failure !== undefined, errors,
    };
  }

  outcome(): SessionOutcome {
    const errors = this.errors;
    this.errors = [];
    const view = this.view;
    let anchor: Anchor | undefined;
    const driver = this.core.driver;
    let elements: LayoutAttributes[] = [];
    const bounds: Rect = { x: this.offset.x, y: this.offset.y, width: this.viewport.width, height: this.viewport.height };
    if (driver !== undefined) {
      // The driver may be behind the view (a scroll that invalidated nothing): measured on a copy.
      const measured = driver.copy();
      try {
        if (!samePoint(measured.offset, view.layoutOffset)) measured.scroll(view.layoutOffset);
        anchor = measured.firstCellInView();
      } catch {
        anchor = undefined;
      }
      // Asked as the view asks, of the driver where the core has it; a question that fails
      // leaves the view empty without changing the session.
      try {
        elements = driver.prepared.elements(bounds, driver.position);
      } catch {
        elements = [];
      }
    }
    return {
      offset: { ...this.offset },
      contentSize: { ...this.core.contentSize },
      anchor,
      elements,
      reported: this.core.reportedSizes.size,
      moving: this.moving === undefined ? undefined : { source: { ...this.moving.source }, target: { ...this.moving.target } },
      pending: this.core.pendingScroll === undefined ? undefined : { section: this.core.pendingScroll.section, item: this.core.pendingScroll.item },
      failed: this.core.failure !== undefined,
      errors,
    };
  }
}

const cellID = (cell: Cell): ElementID => ({ kind: "cell", section: cell.section, item: cell.item });
