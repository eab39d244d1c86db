// A virtualized scrolling view for web pages: the app gives a compiled layout, the item counts
// and a function that renders item i; the view keeps in the DOM only what the scroll driver
// keeps (the viewport and a margin), applies effects and transforms, and comes to rest where the
// layout snaps. The decisions are the session's (src/session/: which cell anchors the view after
// a change, following a chat's end, what a report, a resize, an update or a switch does): the
// view turns the DOM's events and the app's calls into session events and draws the outcome.

import type { ElementID, LayoutAttributes } from "../geometry/attributes.js";
import { ScrollDriver, checkedSizes, unfitUpdates } from "../driver/driver.js";
import type { UpdateElement } from "../driver/driver.js";
import { CollectionSession } from "../session/session.js";
import type { SessionOutcome } from "../session/session.js";
import { entriesFrom, sizesFollowing } from "../session/updateEntries.js";
import { BatchUpdate } from "../driver/updates.js";
import type { ItemUpdate } from "../driver/updates.js";
import { LayoutError } from "../geometry/geometry.js";
import type { Point } from "../geometry/geometry.js";
import { fallenBackDriver } from "./fallenBack.js";
import { contentStyle, movePlacedNode, nodeKey } from "./placing.js";
import { adoptedContent, openedAt } from "./firstScreen.js";
import type { ItemSize } from "../engines/resolver.js";
import type { TesseraLayout } from "../layout/layout.js";
import { Reordering } from "./reordering.js";
import { LayoutTransition } from "./transition.js";
import { transitionEnds } from "../driver/switching.js";
import { attributesCopy } from "../geometry/interpolation.js";
import type { BatchUpdateOptions, SetLayoutOptions, TesseraViewOptions } from "./options.js";
import { movedSizes } from "./movedSizes.js";
import { Announcing } from "./accessibility.js";
import { SidewaysWheels } from "./wheels.js";
import { NodeDrawing } from "./drawing.js";
import { animateBatch, applyBatch } from "./batchNodes.js";
import { pairedNodes } from "./switchNodes.js";
import { CellSizing } from "./measuring.js";
import { ScrollMotion } from "./scrollRest.js";
import { LayoutNames } from "./layoutNames.js";
import { MakingWay } from "./makingWay.js";

/** How long the view waits after the last scroll event before it snaps, in milliseconds. */
const restDelay = 120;

export class TesseraView {
  /** What the view asks: its layout, input and scroll position: the session core's frame (the
   * last it had, while its layout is empty for an error); the old layout's while a switch is
   * drawn. Replaced by `setLayout`. */
  get driver(): ScrollDriver { return this.activeTransition?.from ?? this.session.core.driver ?? this.shownDriver; }
  get layout(): TesseraLayout { return this.driver.layout; }
  /** The session: the decisions. Its cores' frames are the view's. */
  private readonly session: CollectionSession;
  private shownDriver: ScrollDriver;
  /** The layouts the session knows, by the name the view gave each. */
  private readonly layouts = new LayoutNames();
  readonly content: HTMLElement;
  /** The nodes in the DOM (drawing.ts). */
  private readonly drawing: NodeDrawing;
  /** Cells that size themselves, measured (measuring.ts). */
  private readonly cellSizing: CellSizing;
  /** Cells gliding out of a dragged cell's way (makingWay.ts). */
  private readonly makingWay: MakingWay;
  /** Drag to reorder, when the app asked for it (`reorder`). */
  private readonly reordering: Reordering | undefined;
  /** Where a scroll motion comes to rest (scrollRest.ts). */
  private readonly motion: ScrollMotion;
  private readonly resizeObserver: ResizeObserver;
  /** Ends the view's listeners on the scroller, so that another view can take it over. */
  private readonly listening = new AbortController();
  /** Roles, rows and columns for screen readers, and the arrow keys (accessibility.ts). */
  private readonly announcing: Announcing;
  /** The sideways wheel over an orthogonal section's band (wheels.ts). */
  private readonly wheels: SidewaysWheels;

  constructor(readonly scroller: HTMLElement, layout: TesseraLayout, readonly options: TesseraViewOptions) {
    scroller.style.overflow = "auto";
    scroller.style.position = "relative";
    // The view keeps what the reader sees in place itself (the first cell in view, or the end);
    // the browser's own scroll anchoring (Chromium's, Firefox's: Safari has none) moved the
    // offset under it when the scroller or the nodes changed, and Firefox's, when a chat's
    // scroller shrank, scrolled it away from the end it followed.
    scroller.style.overflowAnchor = "none";
    const adopted = options.adopt ? adoptedContent(scroller) : undefined;
    this.content = adopted ?? document.createElement("div");
    this.content.className = "tessera-content";
    for (const [property, value] of contentStyle) this.content.style[property as "position"] = value;
    if (adopted === undefined) {
      scroller.replaceChildren(this.content);
    } else {
      // What else the server wrote in the scroller (the script that scrolled it) has done its work.
      for (const node of Array.from(scroller.childNodes)) if (node !== adopted) node.remove();
    }
    const viewport = { width: scroller.clientWidth, height: scroller.clientHeight };
    // The platform's setting, followed below unless the page gave one.
    const motion = typeof matchMedia === "function" ? matchMedia("(prefers-reduced-motion: reduce)") : undefined;
    const reduceMotion = options.reduceMotion ?? motion?.matches ?? false;
    // A scroller the page has not scrolled opens where the layout does (at the end of one kept
    // to its end, a chat's newest message); so does one the server's first screen scrolled to
    // where the layout opened there (for this scroller's size, that may be elsewhere).
    const scrolled = (scroller.scrollLeft !== 0 || scroller.scrollTop !== 0) && !(adopted !== undefined && openedAt(adopted, scroller))
      ? { x: scroller.scrollLeft, y: scroller.scrollTop } : undefined;
    if (options.selfSizing && options.itemSizes === undefined) {
      throw new LayoutError("selfSizing takes the cells' sizes from their nodes: it needs a layout sized by data, given itemSizes as the estimates");
    }
    this.session = new CollectionSession((name) => this.layouts.layout(name), this.layouts.nameOf(layout), options.margin ?? Math.max(viewport.width, viewport.height) * 0.5);
    this.session.reportsOutcomes = false;
    const opened = this.session.open({ viewport, offset: scrolled ?? { x: 0, y: 0 }, counts: options.sectionCounts, sizes: options.itemSizes,
      textScale: options.textScale ?? 1, reduceMotion });
    // A layout that cannot be shown at all is the app's error, as the view is made.
    const first = this.session.core.driver;
    if (first === undefined) throw opened.errors[0] ?? this.session.core.failure ?? new LayoutError("the layout could not be laid out");
    this.shownDriver = first;
    this.announcing = new Announcing(this, this.listening.signal, () => this.reordering?.dragging ?? false);
    const view = this;
    this.drawing = new NodeDrawing({
      content: this.content, options,
      get driver() { return view.driver; },
      get reordering() { return view.reordering; },
      get announcing() { return view.announcing; },
    });
    this.makingWay = new MakingWay(this.drawing);
    this.cellSizing = new CellSizing({
      get driver() { return view.driver; },
      drawing: this.drawing,
      report: (report) => view.settled(view.session.report(report, report.size)),
      followDriverOffset: () => view.followDriverOffset(),
    });
    // The frame where the session opened (a chat at its newest message), not where the driver
    // was laid out: drawn once, at the offset the scroller is sent to next.
    this.session.followFrame();
    // Shown before it is drawn: self-sizing may change the frame while it is drawn.
    this.driver.takeFrameAsShown();
    if (adopted !== undefined) this.drawing.adopt(adopted);
    this.showFrame();
    this.followDriverOffset();
    const signal = this.listening.signal;
    this.motion = new ScrollMotion({
      scroller, session: this.session,
      get switching() { return view.activeTransition !== undefined; },
      settled: (outcome) => view.settled(outcome),
    }, restDelay);
    scroller.addEventListener("scroll", (event) => this.scrolled(event), { passive: true, signal });
    this.wheels = new SidewaysWheels({
      scroller, content: this.content,
      get driver() { return view.driver; },
      get switching() { return view.activeTransition !== undefined; },
      showFrame: () => view.showFrame(),
    }, signal, restDelay);
    this.wheels.follow();
    if (options.reorder !== undefined && options.reorder !== false) {
      this.reordering = new Reordering({
        scroller, content: this.content,
        get driver() { return view.driver; },
        node: (id) => view.drawing.nodes.get(nodeKey(id)),
        step: (from, to, dragged) => view.reorderStep(from, to, dragged),
        edgeScroll: (finger, seconds) => view.edgeScroll(finger, seconds),
      }, options.reorder === true ? {} : options.reorder, signal);
      for (const [name, node] of this.drawing.nodes) if (name.startsWith("cell:")) this.reordering.prepare(node);
    }
    // One tab stop again, after the reordering made every cell one.
    this.announcing.update(this.drawing.shown, this.drawing.shownNodes, true);
    this.resizeObserver = new ResizeObserver(() => this.resized());
    this.resizeObserver.observe(scroller);
    if (options.reduceMotion === undefined && motion !== undefined) {
      motion.addEventListener("change", () => {
        this.settleTransition();
        this.took(this.session.changeReduceMotion(motion.matches));
      }, { signal });
    }
  }

  /** Stops following the scroller (its scrolls, wheels and size); the nodes stay as they are. */
  disconnect(): void {
    this.settleTransition();
    this.reordering?.abandon();
    this.reordering?.disconnect();
    this.listening.abort();
    this.wheels.disconnect();
    this.resizeObserver.disconnect();
    this.motion.stop();
  }

  /** The node showing an element, when it is in the DOM. */
  node(kind: ElementID["kind"], section: number, item = 0): HTMLElement | undefined {
    return this.drawing.nodes.get(nodeKey({ kind, section, item }));
  }

  /** New data: counts (and sizes) changed in any way; the offset is kept within the content. */
  reload(sectionCounts: number[], itemSizes?: ItemSize[][]): void {
    this.settleTransition();
    this.reordering?.abandon();
    this.options.sectionCounts = sectionCounts;
    this.options.itemSizes = itemSizes;
    this.took(this.session.reloadData(sectionCounts, itemSizes), true);
  }

  /** Items appended at the ends of sections (infinite scroll). */
  append(sectionCounts: number[], itemSizes?: ItemSize[][]): void {
    this.settleTransition();
    this.reordering?.abandon();
    const sizes = checkedSizes(itemSizes, sectionCounts, this.options.itemSizes !== undefined);
    this.options.sectionCounts = sectionCounts;
    this.options.itemSizes = sizes;
    const outcome = this.session.append(sectionCounts, sizes);
    this.took(outcome, true);
  }

  /** Scrolls so that the cell `item` of `section` begins at the viewport's leading edge (held
   * within the content's ends). An item the data does not have yet is kept and scrolled to as
   * soon as `reload`, `append` or `performBatchUpdates` brings it; another call replaces it
   * (the session's pending scroll, as Android's pending position). */
  scrollToItem(section: number, item: number): void {
    this.settleTransition();
    this.took(this.session.scrollToItem({ section, item }));
  }

  /** Another layout for the same data: the cell first on the screen keeps its distance from
   * the viewport's leading edge (held within the new content's ends), and the nodes of elements
   * both layouts have are kept and placed anew. `animated`: the elements go from their old
   * attributes to their new ones over `duration` milliseconds (300 by default; at once under
   * reduced motion), as `beginTransition` draws them, and those only one layout has fade.
   * With `sectionCounts` (new data), the view is shown anew, the offset only held within the
   * new content. Resolves once the new layout is shown: false when the switch was cancelled. */
  setLayout(layout: TesseraLayout, options: SetLayoutOptions = {}): Promise<boolean> {
    this.settleTransition();
    this.reordering?.abandon();
    if (options.sectionCounts !== undefined) {
      this.wheels.forgetRests();
      this.options.sectionCounts = options.sectionCounts;
      this.options.itemSizes = options.itemSizes;
      this.took(this.session.replaceLayout(this.layouts.nameOf(layout), options.sectionCounts, options.itemSizes), true);
      return Promise.resolve(true);
    }
    const transition = this.beginTransition(layout, "itemSizes" in options ? { itemSizes: options.itemSizes } : {});
    return transition.finish({ duration: options.animated ? options.duration : 0 });
  }

  /** Starts a switch to another layout for the same data that the app drives (a pinch, a
   * slider): set the answer's `progress` (0 to 1) as the gesture goes, then `finish()` or
   * `cancel()` it. `itemSizes`: the same items' sizes for a layout that takes them (the counts
   * stay). Until it ends, the view shows it and does not follow scrolls; any other change
   * (another layout, new data, a resize) first ends it at the new layout. */
  beginTransition(layout: TesseraLayout, data: { itemSizes?: ItemSize[][] } = {}): LayoutTransition {
    this.settleTransition();
    this.reordering?.abandon();
    this.makingWay.stop();
    // Where the scroller is: scrolls since the last frame (none while it is the page's own).
    const x = this.scroller.scrollLeft, y = this.scroller.scrollTop;
    if (x !== this.driver.offset.x || y !== this.driver.offset.y) this.scrollFrame(x, y);
    // The old layout's frame stays as it is: the switch anchors on a copy of it.
    const old = this.driver;
    this.sizesBeforeSwitch = this.options.itemSizes;
    const sizes = "itemSizes" in data ? data.itemSizes : this.options.itemSizes;
    const switched = this.session.switchLayout(this.layouts.nameOf(layout), false, sizes);
    this.session.followFrame();
    const next = this.session.core.driver;
    if (next === undefined) {
      // The new layout cannot be laid out for this data: the old one stays.
      this.session.cancelSwitch(this.sizesBeforeSwitch);
      throw switched.errors[0] ?? this.session.core.failure ?? new LayoutError("the layout could not be laid out");
    }
    this.settled(switched);
    this.options.itemSizes = sizes;
    const ends = transitionEnds(old, next);
    const { starts, finals, nodes, drawn } = pairedNodes(this.drawing, ends);
    const view = this;
    const transition = new LayoutTransition({
      scroller: this.scroller, content: this.content,
      move: (node, before, after) => {
        movePlacedNode(node, before, after);
        this.options.applyAttributes?.(node, after);
      },
      sizeContent: (size) => this.drawing.sizeContent(size),
      get reduceMotion() { return view.driver.input.reduceMotion ?? false; },
      transitionEnded: (ended, driver, elements, endNodes) => this.transitionEnded(ended, driver, elements, endNodes),
    }, old, next, starts, finals, nodes, drawn);
    this.activeTransition = transition;
    return transition;
  }

  /** The switch between layouts in progress, if any. */
  get transition(): LayoutTransition | undefined { return this.activeTransition; }
  private activeTransition: LayoutTransition | undefined;

  /** Ends a switch in progress at once at its new layout. */
  private settleTransition(): void {
    this.activeTransition?.settle();
  }

  /** The app's sizes before the switch in progress: a cancelled one goes back to them. */
  private sizesBeforeSwitch: ItemSize[][] | undefined;

  /** A switch ended at `driver`: the nodes as drawn taken as shown, then the driver's frame
   * shown against them (nodes of elements out of it go). */
  private transitionEnded(transition: LayoutTransition, driver: ScrollDriver, elements: LayoutAttributes[], nodes: HTMLElement[]): void {
    if (this.activeTransition === transition) this.activeTransition = undefined;
    if (driver === transition.to) {
      this.wheels.forgetRests();
    } else {
      this.options.itemSizes = this.sizesBeforeSwitch;
      this.settled(this.session.cancelSwitch(this.sizesBeforeSwitch));
    }
    // Copies: the transition's objects are its own.
    this.drawing.shown = elements.map(attributesCopy);
    this.drawing.shownNodes = nodes.slice();
    this.driver.takeFrameAsShown();
    this.showFrame();
    this.motion.forgetVelocity();
    this.followDriverOffset();
    this.wheels.follow();
  }

  /** The reader's text size changed (Dynamic Type): laid out again when the layout reads it. */
  changeTextScale(textScale: number): void {
    this.settleTransition();
    this.options.textScale = textScale;
    this.took(this.session.changeTextScale(textScale));
  }

  /** The reader turned Reduce Motion on or off; from then on the view no longer follows the
   * browser's `prefers-reduced-motion`. */
  changeReduceMotion(reduceMotion: boolean): void {
    this.settleTransition();
    this.options.reduceMotion = reduceMotion;
    this.took(this.session.changeReduceMotion(reduceMotion));
  }

  /** Inserts, deletes and moves items in one batch, as `UICollectionView.performBatchUpdates`:
   * the nodes of items that stay are kept and go to their new places, inserted items' nodes come
   * in and deleted items' nodes go out (their alpha to 0), over `duration` milliseconds. The
   * app's data has the new counts (`sectionCounts` follows). Resolves with what changed, once
   * the animation is over. */
  async performBatchUpdates(updates: ItemUpdate[], options: BatchUpdateOptions = {}): Promise<UpdateElement[]> {
    this.settleTransition();
    this.reordering?.abandon();
    const counts = this.session.counts;
    const batch = BatchUpdate.make(counts, updates);
    if (batch === undefined) throw unfitUpdates(counts);
    const sizes = checkedSizes(options.itemSizes ?? sizesFollowing(batch, this.options.itemSizes), batch.newCounts, this.options.itemSizes !== undefined);
    const before = this.driver.copy();
    const outcome = this.session.update(entriesFrom(updates), batch.newCounts, sizes);
    this.options.sectionCounts = batch.newCounts;
    this.options.itemSizes = sizes;
    if (!this.settled(outcome)) return [];
    const { elements, going } = applyBatch(this.drawing, this.driver, batch, before);
    const duration = options.duration ?? 0;
    if (duration > 0) await animateBatch(this.drawing, elements, going, duration);
    for (const node of going) node.remove();
    this.driver.takeFrameAsShown();
    this.drawing.takeNodes(true);
    this.showFrame();
    // The batch made the inserted cells' nodes, so the frame finds none entering: cells that
    // size themselves are measured here.
    if (this.options.selfSizing && !this.cellSizing.sizing) {
      const inserted = elements.filter((element) => element.change === "inserted" && element.end.id.kind === "cell").map((element) => element.end.id);
      if (inserted.length > 0) this.cellSizing.sizeCells(inserted);
    }
    this.followDriverOffset();
    this.wheels.follow();
    return elements;
  }

  /** One step of a drag: the dragged cell moved from `from` to `to` in the view (not in the
   * app's data, which learns the whole move at the drop), the cells making way gliding to
   * their new places; `dragged`, the node the pointer holds, does not glide. */
  private reorderStep(from: ElementID, to: ElementID, dragged: HTMLElement | undefined): void {
    // The view may have scrolled since its last frame (the drag's own scroll at an edge, whose
    // event comes with the next frame): the move is made at the offset shown.
    const x = this.scroller.scrollLeft, y = this.scroller.scrollTop;
    if (x !== this.driver.offset.x || y !== this.driver.offset.y) this.scrollFrame(x, y);
    const move: ItemUpdate = { move: { from: { section: from.section, item: from.item }, to: { section: to.section, item: to.item } } };
    const batch = BatchUpdate.make(this.session.counts, [move]);
    if (batch === undefined) return;
    const before = this.driver.copy();
    const sizes = movedSizes(this.options.itemSizes, from, to);
    this.options.sectionCounts = batch.newCounts;
    this.options.itemSizes = sizes;
    if (!this.settled(this.session.moveStep(entriesFrom([move]), batch.newCounts, sizes))) return;
    const { elements } = applyBatch(this.drawing, this.driver, batch, before);
    const glide = this.makingWay.place(elements, dragged, this.driver.input.reduceMotion ?? false);
    this.driver.takeFrameAsShown();
    this.drawing.takeNodes(true);
    this.showFrame();
    this.followDriverOffset();
    this.makingWay.stopAfter(glide);
  }


  /** A frame of drag to reorder's edge scroll: the session's `autoScroll` decides the step (none
   * away from the edges); the view draws it only when the offset moved. */
  private edgeScroll(finger: Point, seconds: number): void {
    const before = { ...this.session.offset };
    const outcome = this.session.autoScroll(finger, seconds);
    const after = this.session.offset;
    if (after.x === before.x && after.y === before.y) this.settled(outcome);
    else this.took(outcome);
  }

  /** Shows the driver's frame after a change, and scrolls to its offset. */
  private showChange(): void {
    this.showFrame();
    this.followDriverOffset();
    this.wheels.follow();
  }

  /** The scroller at the session's offset. */
  private followDriverOffset(): void {
    const offset = this.session.offset;
    if (offset.x !== this.scroller.scrollLeft || offset.y !== this.scroller.scrollTop) this.scroller.scrollTo({ left: offset.x, top: offset.y });
  }

  /** After a session event: the core's frame follows the view's offset, and each fault the
   * event met passes to a fallback chain's next source, which lays out in this same frame (the
   * view is never left empty), else to `onError` (thrown without one; the view keeps what it
   * showed). Answers whether there is a frame to draw. */
  private settled(outcome: SessionOutcome): boolean {
    this.session.followFrame();
    for (const error of outcome.errors) {
      const next = this.session.core.driver === undefined ? fallenBackDriver(this.shownDriver, error, this.session.offset) : undefined;
      if (next !== undefined) {
        this.session.core.recover(next);
        this.recovered = true;
        if (next.offset.x !== this.session.offset.x || next.offset.y !== this.session.offset.y) this.settled(this.session.scroll(next.offset));
        continue;
      }
      if (this.options.onError === undefined) throw error;
      this.options.onError(error);
    }
    const driver = this.session.core.driver;
    if (driver !== undefined) this.shownDriver = driver;
    return driver !== undefined;
  }
  /** Set when a fallback source took over: the view is shown anew. */
  private recovered = false;

  /** Draws a session event's outcome: the frame (`anew`: every node made again), the scroller
   * at the session's offset. */
  private took(outcome: SessionOutcome, anew = false): void {
    if (!this.settled(outcome)) return;
    if (anew || this.recovered) {
      this.recovered = false;
      this.refresh();
    } else {
      this.showChange();
    }
  }

  private refresh(): void {
    for (const node of this.drawing.nodes.values()) node.remove();
    this.drawing.nodes.clear();
    this.drawing.shown = [];
    this.drawing.shownNodes = [];
    this.driver.takeFrameAsShown();
    this.showFrame();
    this.scroller.scrollTo({ left: this.session.offset.x, top: this.session.offset.y });
    this.wheels.follow();
  }

  private scrolled(event: Event): void {
    // A switch between layouts draws its own frames; the scroller rests at its end's offset.
    if (this.activeTransition !== undefined) return;
    // The event's time is the frame's, on performance.now()'s clock, and costs no call.
    const now = event.timeStamp;
    // An offset read is the costliest step of a frame: the axis the content does not overflow
    // is not read (the scroller holds it at 0).
    const viewport = this.driver.viewport;
    const x = this.drawing.shownSize.width > viewport.width ? this.scroller.scrollLeft : 0;
    const y = this.drawing.shownSize.height > viewport.height ? this.scroller.scrollTop : 0;
    this.motion.moved(x, y, now);
    // The browser sends one scroll event a frame, in the frame's rendering steps before its
    // animation frame callbacks: the frame is drawn here, with no callback of its own.
    this.scrollFrame(x, y);
    this.reordering?.scrolled();
  }

  /** The frame at the scroller's offset (or at `x` and `y`, read from it already). */
  scrollFrame(x = this.scroller.scrollLeft, y = this.scroller.scrollTop): void {
    this.settleTransition();
    if (!this.settled(this.session.scroll({ x, y }))) return;
    if (this.recovered) {
      this.recovered = false;
      this.refresh();
    } else {
      this.showFrame();
    }
  }

  private resized(): void {
    this.settleTransition();
    const viewport = { width: this.scroller.clientWidth, height: this.scroller.clientHeight };
    const current = this.session.viewport;
    if (viewport.width === 0 || viewport.height === 0 || (viewport.width === current.width && viewport.height === current.height)) return;
    const vertical = this.driver.prepared.mapping.axis === "vertical";
    const breadthChanged = vertical ? viewport.width !== current.width : viewport.height !== current.height;
    this.took(this.session.resize(viewport));
    // Cells that size themselves were measured at their old breadth: text wraps anew at the
    // new one (a scrollbar that came with the content is enough to change it).
    if (breadthChanged && this.options.selfSizing && !this.cellSizing.sizing && this.session.core.driver !== undefined) {
      this.cellSizing.sizeCells(this.driver.kept.filter((element) => element.id.kind === "cell").map((element) => element.id));
    }
  }

  /** Shows the driver's frame: the nodes of elements that left go, those of elements that
   * entered are made, and those that stay are placed anew where their attributes changed. */
  private showFrame(): void {
    const entered = this.drawing.show(this.driver.kept, this.driver.contentSize);
    if (this.options.selfSizing && !this.cellSizing.sizing && entered.length > 0) this.cellSizing.sizeCells(entered);
  }


}
