// A virtualized scrolling view for web pages: the app gives a compiled layout, the item counts
// and a function that renders item i; the view keeps in the DOM only what the scroll driver
// keeps (the viewport and a margin), applies effects and transforms, and comes to rest where the
// layout snaps. The decisions are the session's (src/session/: which cell anchors the view after
// a change, following a chat's end, what a report, a resize, an update or a switch does): the
// view turns the DOM's events and the app's calls into session events and draws the outcome.

import type { ElementID, LayoutAttributes } from "../geometry/attributes.js";
import { ScrollDriver, checkedSizes, unfitUpdates, updateElements } from "../driver/driver.js";
import type { UpdateElement } from "../driver/driver.js";
import { CollectionSession } from "../session/session.js";
import type { SessionOutcome } from "../session/session.js";
import { entriesFrom, sizesFollowing } from "../session/updateEntries.js";
import { BatchUpdate } from "../driver/updates.js";
import type { ItemUpdate } from "../driver/updates.js";
import { LayoutError } from "../geometry/geometry.js";
import { fallenBackDriver } from "./fallenBack.js";
import type { Size } from "../geometry/geometry.js";
import { compareIDs } from "../geometry/attributes.js";
import { contentStyle, movePlacedNode, nodeKey, nodeStyle, placeNode, placedProperties, sameID, samePlacement } from "./placing.js";
import { adoptedContent, adoptedNodes, openedAt } from "./firstScreen.js";
import type { ItemSize } from "../engines/resolver.js";
import type { TesseraLayout } from "../layout/layout.js";
import { Reordering } from "./reordering.js";
import { LayoutTransition } from "./transition.js";
import { transitionEnds } from "../driver/switching.js";
import { attributesCopy } from "../geometry/interpolation.js";
import type { ReorderOptions } from "./reordering.js";
import { Announcing } from "./accessibility.js";
import { longestDrawnLength } from "./extent.js";

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

/** How long cells take to make way for a dragged cell, in milliseconds. */
const reorderGlide = 180;

/** How many nodes of cells that left the view are kept for `renderItem` to fill again. */
const maximumReusable = 32;

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
  private readonly layouts = new Map<string, TesseraLayout>();
  private readonly layoutNames = new Map<TesseraLayout, string>();
  readonly content: HTMLElement;
  /** The node of each element in the content, by `nodeKey`. */
  private readonly nodes = new Map<string, HTMLElement>();
  /** What the content shows, sorted by element: each node (`shownNodes`, in the same order) with
   * the attributes it was last placed with. */
  private shown: LayoutAttributes[] = [];
  private shownNodes: HTMLElement[] = [];
  private shownSize: Size = { width: -1, height: -1 };
  /** Nodes gliding to their places while a drag's cells make way, and the end of the glide. */
  private readonly gliding = new Set<HTMLElement>();
  private glideTimer: ReturnType<typeof setTimeout> | undefined;
  /** Drag to reorder, when the app asked for it (`reorder`). */
  private readonly reordering: Reordering | undefined;
  /** Nodes of cells that left the view, out of the DOM, offered to `renderItem` again. */
  private readonly reusable: HTMLElement[] = [];
  /** Waits for the scroll to stop; re-armed only when it fires early, not on every scroll event. */
  private restTimer: ReturnType<typeof setTimeout> | undefined;
  private bandRestTimer: ReturnType<typeof setTimeout> | undefined;
  private lastScroll = { x: 0, y: 0, time: 0, vx: 0, vy: 0 };
  /** Set while the view scrolls itself to a resting offset, so that it does not snap again. */
  private resting = false;
  /** Where each band last came to rest: where its next gesture begins, which paging by item
   * counts from (the session's `dragBegin` records the view's). */
  private readonly bandsRestedAt = new Map<number, number>();
  private readonly resizeObserver: ResizeObserver;
  /** Ends the view's listeners on the scroller, so that another view can take it over. */
  private readonly listening = new AbortController();
  /** Roles, rows and columns for screen readers, and the arrow keys (accessibility.ts). */
  private readonly announcing: Announcing;
  /** Ends the wheel listener, there only while the layout has sections that scroll sideways: a
   * wheel listener that may cancel holds every wheel's scroll for the page's script. */
  private wheels: AbortController | undefined;

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
    this.session = new CollectionSession((name) => this.layouts.get(name) as TesseraLayout, this.nameOf(layout), options.margin ?? Math.max(viewport.width, viewport.height) * 0.5);
    this.session.reportsOutcomes = false;
    const opened = this.session.open({ viewport, offset: scrolled ?? { x: 0, y: 0 }, counts: options.sectionCounts, sizes: options.itemSizes,
      textScale: options.textScale ?? 1, reduceMotion });
    // A layout that cannot be shown at all is the app's error, as the view is made.
    const first = this.session.core.driver;
    if (first === undefined) throw opened.errors[0] ?? this.session.core.failure ?? new LayoutError("the layout could not be laid out");
    this.shownDriver = first;
    this.announcing = new Announcing(this, this.listening.signal, () => this.reordering?.dragging ?? false);
    // Shown before it is drawn: self-sizing may change the frame while it is drawn.
    this.driver.takeFrameAsShown();
    if (adopted !== undefined) this.adopt(adopted);
    this.showFrame();
    this.followDriverOffset();
    const signal = this.listening.signal;
    scroller.addEventListener("scroll", (event) => this.scrolled(event), { passive: true, signal });
    this.followWheels();
    if (options.reorder !== undefined && options.reorder !== false) {
      const view = this;
      this.reordering = new Reordering({
        scroller, content: this.content,
        get driver() { return view.driver; },
        node: (id) => view.nodes.get(nodeKey(id)),
        step: (from, to, dragged) => view.reorderStep(from, to, dragged),
      }, options.reorder === true ? {} : options.reorder, signal);
      for (const [name, node] of this.nodes) if (name.startsWith("cell:")) this.reordering.prepare(node);
    }
    // One tab stop again, after the reordering made every cell one.
    this.announcing.update(this.shown, this.shownNodes, true);
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
    this.wheels?.abort();
    this.wheels = undefined;
    this.resizeObserver.disconnect();
    clearTimeout(this.restTimer);
    clearTimeout(this.bandRestTimer);
    this.restTimer = undefined;
  }

  /** The node showing an element, when it is in the DOM. */
  node(kind: ElementID["kind"], section: number, item = 0): HTMLElement | undefined {
    return this.nodes.get(nodeKey({ kind, section, item }));
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
      this.bandsRestedAt.clear();
      this.options.sectionCounts = options.sectionCounts;
      this.options.itemSizes = options.itemSizes;
      this.took(this.session.replaceLayout(this.nameOf(layout), options.sectionCounts, options.itemSizes), true);
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
    this.stopGliding();
    // Where the scroller is: scrolls since the last frame (none while it is the page's own).
    const x = this.scroller.scrollLeft, y = this.scroller.scrollTop;
    if (x !== this.driver.offset.x || y !== this.driver.offset.y) this.scrollFrame(x, y);
    // The old layout's frame stays as it is: the switch anchors on a copy of it.
    const old = this.driver;
    this.sizesBeforeSwitch = this.options.itemSizes;
    const sizes = "itemSizes" in data ? data.itemSizes : this.options.itemSizes;
    const switched = this.session.switchLayout(this.nameOf(layout), false, sizes);
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
    // One pair an element, in the data's order: a node each, those shown kept where they are.
    const starts: LayoutAttributes[] = [], finals: LayoutAttributes[] = [], nodes: HTMLElement[] = [], drawn: LayoutAttributes[] = [];
    const shown = new Map<string, number>();
    this.shown.forEach((element, index) => shown.set(nodeKey(element.id), index));
    let a = 0, b = 0;
    while (a < ends.from.length || b < ends.to.length) {
      const order = a === ends.from.length ? 1 : b === ends.to.length ? -1 : compareIDs(ends.from[a].id, ends.to[b].id);
      const start = order <= 0 ? ends.from[a] : { ...ends.to[b], alpha: 0 };
      const end = order >= 0 ? ends.to[b] : { ...ends.from[a], alpha: 0 };
      if (order <= 0) a += 1;
      if (order >= 0) b += 1;
      const name = nodeKey(start.id);
      const index = shown.get(name);
      let node = index === undefined ? undefined : this.shownNodes[index];
      if (node === undefined) {
        node = this.nodes.get(name) ?? this.made(start.id);
        this.nodes.set(name, node);
        this.place(node, start);
        drawn.push(attributesCopy(start));
      } else {
        // A copy: the transition blends into it, and the shown objects are the old driver's.
        drawn.push(attributesCopy(this.shown[index as number]));
      }
      starts.push(start);
      finals.push(end);
      nodes.push(node);
    }
    // The DOM in the data's order, nodes made here among those shown.
    let following: HTMLElement | null = null;
    for (let index = nodes.length - 1; index >= 0; index--) {
      const node = nodes[index];
      if (node.parentNode !== this.content || node.nextSibling !== following) this.content.insertBefore(node, following);
      following = node;
    }
    const view = this;
    const transition = new LayoutTransition({
      scroller: this.scroller, content: this.content,
      move: (node, before, after) => {
        movePlacedNode(node, before, after);
        this.options.applyAttributes?.(node, after);
      },
      sizeContent: (size) => this.sizeContent(size),
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
      this.bandsRestedAt.clear();
    } else {
      this.options.itemSizes = this.sizesBeforeSwitch;
      this.settled(this.session.cancelSwitch(this.sizesBeforeSwitch));
    }
    // Copies: the transition's objects are its own.
    this.shown = elements.map(attributesCopy);
    this.shownNodes = nodes.slice();
    this.driver.takeFrameAsShown();
    this.showFrame();
    this.lastScroll.vx = 0;
    this.lastScroll.vy = 0;
    this.followDriverOffset();
    this.followWheels();
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
    const { elements, going } = this.applyBatch(batch, before);
    const nodeOf = (element: UpdateElement) => (element.change === "deleted" ? going[elements.filter((e) => e.change === "deleted").indexOf(element)] : this.nodes.get(nodeKey(element.end.id)));
    const duration = options.duration ?? 0;
    if (duration > 0) {
      for (const element of elements) {
        const node = nodeOf(element);
        if (node !== undefined) this.place(node, element.start);
      }
      // The start is laid out before the transition to the end begins.
      void this.content.offsetHeight;
      for (const element of elements) {
        const node = nodeOf(element);
        if (node === undefined) continue;
        node.style.transition = placedProperties.map((property) => `${property} ${duration}ms`).join(", ");
        this.place(node, element.end);
      }
      await new Promise((resolve) => setTimeout(resolve, duration));
      for (const node of this.nodes.values()) node.style.transition = "";
    }
    for (const node of going) node.remove();
    this.driver.takeFrameAsShown();
    this.takeNodes(true);
    this.showFrame();
    // The batch made the inserted cells' nodes, so the frame finds none entering: cells that
    // size themselves are measured here.
    if (this.options.selfSizing && !this.sizing) {
      const inserted = elements.filter((element) => element.change === "inserted" && element.end.id.kind === "cell").map((element) => element.end.id);
      if (inserted.length > 0) this.sizeCells(inserted);
    }
    this.followDriverOffset();
    this.followWheels();
    return elements;
  }

  /** A batch the session took, given to the nodes: what each element does from `before` (a
   * copy of the frame before it) to the frame now, each node that stays renamed for its
   * element's new place, the DOM in the new order, the nodes of deleted elements (`going`) after
   * it; the frame shown as the batch ends, the nodes where they were. */
  private applyBatch(batch: BatchUpdate, before: ScrollDriver): { elements: UpdateElement[]; going: HTMLElement[] } {
    const elements = updateElements(batch, before, this.driver);
    const old = new Map(this.nodes);
    const going: HTMLElement[] = [];
    this.nodes.clear();
    for (const element of elements) {
      const { start, end } = element;
      if (element.change === "deleted") {
        const node = old.get(nodeKey(start.id)) ?? this.made(start.id);
        old.delete(nodeKey(start.id));
        going.push(node);
        continue;
      }
      const from = element.change === "inserted" ? undefined : batch?.oldPath(end.id.kind, end.id.section, end.id.item);
      const oldName = from === undefined ? undefined : nodeKey({ kind: end.id.kind, section: from[0], item: from[1] });
      const node = (oldName === undefined ? undefined : old.get(oldName)) ?? this.made(end.id);
      if (oldName !== undefined) old.delete(oldName);
      node.dataset.section = String(end.id.section);
      node.dataset.item = String(end.id.item);
      this.nodes.set(nodeKey(end.id), node);
    }
    for (const node of old.values()) node.remove();
    // The DOM in the data's order, the nodes going out after it until they are gone.
    for (const element of this.driver.kept) {
      const node = this.nodes.get(nodeKey(element.id));
      if (node !== undefined) this.content.appendChild(node);
    }
    for (const node of going) this.content.appendChild(node);
    this.sizeContent(this.driver.contentSize);
    // Shown as it ends: a scroll while it animates shows the frame against the end.
    this.takeNodes(false);
    return { elements, going };
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
    const { elements } = this.applyBatch(batch, before);
    const glide = this.driver.input.reduceMotion ? 0 : reorderGlide;
    for (const element of elements) {
      const node = this.nodes.get(nodeKey(element.end.id));
      if (node === undefined) continue;
      if (glide > 0 && node !== dragged && !samePlacement(element.start, element.end)) {
        node.style.transition = placedProperties.map((property) => `${property} ${glide}ms`).join(", ");
        this.gliding.add(node);
      }
      this.place(node, element.end);
    }
    this.driver.takeFrameAsShown();
    this.takeNodes(true);
    this.showFrame();
    this.followDriverOffset();
    clearTimeout(this.glideTimer);
    this.glideTimer = setTimeout(() => this.stopGliding(), glide);
  }

  private stopGliding(): void {
    for (const node of this.gliding) node.style.transition = "";
    this.gliding.clear();
  }

  /** Shows the driver's frame after a change, and scrolls to its offset. */
  private showChange(): void {
    this.showFrame();
    this.followDriverOffset();
    this.followWheels();
  }

  /** The scroller at the session's offset. */
  private followDriverOffset(): void {
    const offset = this.session.offset;
    if (offset.x !== this.scroller.scrollLeft || offset.y !== this.scroller.scrollTop) this.scroller.scrollTo({ left: offset.x, top: offset.y });
  }

  /** A node for `id`, made and styled as `showFrame` makes one, not yet in the DOM. */
  private made(id: ElementID): HTMLElement {
    if (id.kind === "cell" && this.reusable.length > 0) {
      const reusable = this.reusable.pop() as HTMLElement;
      const data = this.reordering?.dataPath(id.section, id.item) ?? id;
      const node = this.options.renderItem(data.section, data.item, reusable);
      if (node === reusable) {
        // Styled already; only what it shows changed.
        node.dataset.section = String(id.section);
        node.dataset.item = String(id.item);
        return node;
      }
    }
    const node = this.make(id);
    this.styleNode(node, id);
    return node;
  }

  /** Gives a node made for `id` what every node of the view has (`renderFirstScreen` writes the
   * same as HTML). */
  private styleNode(node: HTMLElement, id: ElementID): void {
    // Decorations are drawn, not read.
    if (id.kind === "background" || id.kind === "separator") node.setAttribute("aria-hidden", "true");
    node.dataset.kind = id.kind;
    node.dataset.section = String(id.section);
    node.dataset.item = String(id.item);
    for (const [property, value] of nodeStyle) node.style[property as "position"] = value;
    if (id.kind === "cell") this.reordering?.prepare(node);
  }

  /** Takes the nodes the server wrote in `content` as the nodes of their elements: the frame
   * shown next finds them, places them and leaves them where they are in the DOM. */
  private adopt(content: HTMLElement): void {
    const kept = new Set(this.driver.kept.map((element) => nodeKey(element.id)));
    for (const [id, node] of adoptedNodes(content)) {
      // The server's nodes of elements out of this frame (a scroller of another size) go.
      if (!kept.has(nodeKey(id))) {
        node.remove();
        continue;
      }
      this.styleNode(node, id);
      this.nodes.set(nodeKey(id), node);
    }
  }

  /** Places a node and tells the app. */
  private place(node: HTMLElement, element: LayoutAttributes): void {
    placeNode(node, element);
    this.options.applyAttributes?.(node, element);
  }

  /** The name the session knows `layout` by. */
  private nameOf(layout: TesseraLayout): string {
    let name = this.layoutNames.get(layout);
    if (name === undefined) {
      name = `layout ${this.layoutNames.size}`;
      this.layoutNames.set(layout, name);
      this.layouts.set(name, layout);
    }
    return name;
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
    for (const node of this.nodes.values()) node.remove();
    this.nodes.clear();
    this.shown = [];
    this.shownNodes = [];
    this.driver.takeFrameAsShown();
    this.showFrame();
    this.scroller.scrollTo({ left: this.session.offset.x, top: this.session.offset.y });
    this.followWheels();
  }

  private scrolled(event: Event): void {
    // A switch between layouts draws its own frames; the scroller rests at its end's offset.
    if (this.activeTransition !== undefined) return;
    // The event's time is the frame's, on performance.now()'s clock, and costs no call.
    const now = event.timeStamp;
    // An offset read is the costliest step of a frame: the axis the content does not overflow
    // is not read (the scroller holds it at 0).
    const viewport = this.driver.viewport;
    const x = this.shownSize.width > viewport.width ? this.scroller.scrollLeft : 0;
    const y = this.shownSize.height > viewport.height ? this.scroller.scrollTop : 0;
    const last = this.lastScroll;
    const elapsed = Math.max(1, now - last.time);
    // Points per second, smoothed: what a fling's end is judged by.
    last.vx = 0.5 * last.vx + 0.5 * ((x - last.x) * 1000) / elapsed;
    last.vy = 0.5 * last.vy + 0.5 * ((y - last.y) * 1000) / elapsed;
    last.x = x;
    last.y = y;
    last.time = now;
    if (this.restTimer === undefined) {
      // A motion begins (a drag, a wheel, keys; not the view's own glide to rest): where it
      // began is where paging by item counts from.
      if (!this.resting && !this.session.dragging) this.session.dragBegin();
      this.restTimer = setTimeout(() => this.restCheck(), restDelay);
    }
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

  /** `restDelay` after the first scroll event of a motion: at rest when no event came since,
   * else waits for the rest of the delay after the last one. */
  private restCheck(): void {
    const wait = this.lastScroll.time + restDelay - performance.now();
    if (wait > 1) {
      this.restTimer = setTimeout(() => this.restCheck(), wait);
      return;
    }
    this.restTimer = undefined;
    this.cameToRest();
  }

  /** The scroll stopped: where the layout snaps, the view goes there. */
  private cameToRest(): void {
    // A switch between layouts holds the scroller: the motion comes to rest after it.
    if (this.activeTransition !== undefined) {
      this.restTimer = setTimeout(() => this.restCheck(), restDelay);
      return;
    }
    if (this.resting) {
      // The view's own glide ended: where it rests is where the next gesture begins, and the
      // glide's speed is no fling.
      this.resting = false;
      this.lastScroll.vx = 0;
      this.lastScroll.vy = 0;
      return;
    }
    const proposed = { x: this.scroller.scrollLeft, y: this.scroller.scrollTop };
    // The motion ended: the session says where it rests (the layout's snapping); the frame is
    // drawn as the scroller glides there.
    const ended = this.session.dragEnd({ x: this.lastScroll.vx, y: this.lastScroll.vy });
    this.lastScroll.vx = 0;
    this.lastScroll.vy = 0;
    if (!this.settled(ended)) return;
    const rest = ended.offset;
    if (Math.abs(rest.x - proposed.x) < 0.5 && Math.abs(rest.y - proposed.y) < 0.5) return;
    this.resting = true;
    this.scroller.scrollTo({ left: rest.x, top: rest.y, behavior: "smooth" });
  }

  /** Listens to wheels while the layout has bands to scroll sideways, and only then. */
  private followWheels(): void {
    const wanted = this.driver.prepared.hasOrthogonalSections;
    if (wanted === (this.wheels !== undefined) || this.listening.signal.aborted) return;
    if (!wanted) {
      this.wheels?.abort();
      this.wheels = undefined;
      return;
    }
    this.wheels = new AbortController();
    this.scroller.addEventListener("wheel", (event) => this.wheel(event), { passive: false, signal: this.wheels.signal });
  }

  /** A sideways wheel over an orthogonal section's band scrolls that section. */
  private wheel(event: WheelEvent): void {
    if (this.activeTransition !== undefined) return;
    const driver = this.driver;
    const prepared = driver.prepared;
    if (!prepared.hasOrthogonalSections) return;
    const vertical = prepared.mapping.axis === "vertical";
    const across = vertical ? event.deltaX : event.deltaY;
    const along = vertical ? event.deltaY : event.deltaX;
    if (Math.abs(across) <= Math.abs(along)) return;
    const bounds = this.content.getBoundingClientRect();
    const point = { x: event.clientX - bounds.left, y: event.clientY - bounds.top };
    for (let section = 0; section < prepared.sectionCount; section++) {
      const band = prepared.band(section);
      if (band === undefined || point.x < band.x || point.x >= band.x + band.width || point.y < band.y || point.y >= band.y + band.height) continue;
      event.preventDefault();
      const current = driver.position.sectionOffsets?.get(section) ?? 0;
      if (!this.bandsRestedAt.has(section)) this.bandsRestedAt.set(section, current);
      driver.scroll(section, current + across);
      this.showFrame();
      clearTimeout(this.bandRestTimer);
      this.bandRestTimer = setTimeout(() => {
        const start = this.bandsRestedAt.get(section);
        this.bandsRestedAt.delete(section);
        driver.scroll(section, driver.restingOffset(section, driver.position.sectionOffsets?.get(section) ?? 0, Math.sign(across), start));
        this.showFrame();
      }, restDelay);
      return;
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
    if (breadthChanged && this.options.selfSizing && !this.sizing && this.session.core.driver !== undefined) {
      this.sizeCells(this.driver.kept.filter((element) => element.id.kind === "cell").map((element) => element.id));
    }
  }

  /** Shows the driver's frame: the nodes of elements that left go, those of elements that
   * entered are made, and those that stay are placed anew where their attributes changed. */
  private showFrame(): void {
    const entered = this.show(this.driver.kept, this.driver.contentSize);
    if (this.options.selfSizing && !this.sizing && entered.length > 0) this.sizeCells(entered);
  }

  /** Shows `elements` (sorted by element) in content of `size`, against what the content shows:
   * one walk through both, from the end, so that each new node goes before the next one shown.
   * The DOM stays in the data's order (sections in turn: header, cells by index, footer),
   * whatever the frames: screen readers and keyboard focus follow the DOM. Answers what entered. */
  private show(elements: LayoutAttributes[], size: Size): ElementID[] {
    this.sizeContent(size);
    const previous = this.shown;
    const previousNodes = this.shownNodes;
    const nodes = new Array<HTMLElement>(elements.length);
    const entered: ElementID[] = [];
    let old = previous.length - 1;
    let next: HTMLElement | null = null;
    for (let index = elements.length - 1; index >= 0; index--) {
      const element = elements[index];
      // Most elements of a frame were in the last one: equal ids are taken without ordering them.
      while (old >= 0 && !sameID(previous[old].id, element.id) && compareIDs(previous[old].id, element.id) > 0) {
        this.removeNode(previous[old].id, previousNodes[old]);
        old -= 1;
      }
      let node: HTMLElement;
      if (old >= 0 && sameID(previous[old].id, element.id)) {
        node = previousNodes[old];
        if (!samePlacement(previous[old], element)) {
          movePlacedNode(node, previous[old], element);
          this.options.applyAttributes?.(node, element);
        }
        old -= 1;
      } else {
        // A node a batch update gave this element while it was out of the frame is taken, as
        // is one adopted from the server, where it is when that is its place.
        const name = nodeKey(element.id);
        node = this.nodes.get(name) ?? this.made(element.id);
        this.nodes.set(name, node);
        // Placed before it is inserted: a reused node's styles are written while it is out of
        // the document, which then styles it once, as inserted, and not also as changed.
        placeNode(node, element);
        if (node.parentNode !== this.content || node.nextSibling !== next) this.content.insertBefore(node, next);
        this.options.applyAttributes?.(node, element);
        entered.push(element.id);
      }
      nodes[index] = node;
      next = node;
    }
    for (; old >= 0; old--) this.removeNode(previous[old].id, previousNodes[old]);
    this.shown = elements;
    this.shownNodes = nodes;
    this.announcing.update(elements, nodes);
    return entered;
  }

  private removeNode(id: ElementID, node: HTMLElement): void {
    node.remove();
    this.nodes.delete(nodeKey(id));
    if (this.gliding.size > 0 && this.gliding.delete(node)) node.style.transition = "";
    if (id.kind === "cell" && this.reusable.length < maximumReusable) this.reusable.push(node);
  }

  private sizeContent(size: Size): void {
    if (size.width === this.shownSize.width && size.height === this.shownSize.height) return;
    // No longer than the browser draws: the content up to there scrolls, where a longer one
    // would be cut by the engine (Chromium, WebKit) or not scroll at all (Firefox).
    const longest = longestDrawnLength(this.content.ownerDocument);
    if ((size.width > longest || size.height > longest) && !this.warnedOfLength) {
      this.warnedOfLength = true;
      console.warn(`TesseraView: the content is ${size.width} × ${size.height} px; this browser draws at most ${longest} px, so what lies past that cannot be scrolled to (fewer items, or smaller ones, fit)`);
    }
    this.content.style.width = `${Math.min(size.width, longest)}px`;
    this.content.style.height = `${Math.min(size.height, longest)}px`;
    this.shownSize = size;
  }
  private warnedOfLength = false;

  /** After the nodes were given to elements by other means (a batch update): the driver's
   * frame taken as shown with them (and, `placing`, each placed), and nodes of elements out of
   * the frame removed. */
  private takeNodes(placing: boolean): void {
    const nodes: HTMLElement[] = [];
    const elements: LayoutAttributes[] = [];
    const names = new Set<string>();
    for (const element of this.driver.kept) {
      const name = nodeKey(element.id);
      const node = this.nodes.get(name);
      if (node === undefined) continue;
      names.add(name);
      if (placing) this.place(node, element);
      nodes.push(node);
      elements.push(element);
    }
    if (placing) {
      for (const [name, node] of this.nodes) {
        if (names.has(name)) continue;
        node.remove();
        this.nodes.delete(name);
      }
    }
    this.shown = elements;
    this.shownNodes = nodes;
    this.announcing.update(elements, nodes);
  }

  /** Set while cells' reported sizes are taken, which may bring more cells in. */
  private sizing = false;

  /** Measures the cells that entered and reports the sizes that differ from their frames; the
   * cells the new layout brings in are measured in turn (each reports once: its size is then
   * the layout's). The scroll position follows the driver's, which keeps the first visible item
   * in place. */
  private sizeCells(entered: ElementID[]): void {
    this.sizing = true;
    try {
      let measuring = entered;
      // A few rounds at most: a round measures only cells that entered in the one before.
      for (let round = 0; round < 8 && measuring.length > 0; round++) {
        const reports = this.measure(measuring);
        if (reports.length === 0) break;
        // Each cell reports on its own, as a self-sizing cell does: the session keeps the size
        // and says how far the view scrolls to keep the first cell in view.
        let shown = true;
        for (const report of reports) shown = this.settled(this.session.report(report, report.size));
        if (!shown) break;
        measuring = this.show(this.driver.kept, this.driver.contentSize);
        this.followDriverOffset();
      }
    } finally {
      this.sizing = false;
    }
  }

  /** The sizes cells need at their frames' breadth, where they differ from their frames. */
  private measure(ids: ElementID[]): { section: number; item: number; size: Size }[] {
    const vertical = this.driver.prepared.mapping.axis === "vertical";
    const reports: { section: number; item: number; size: Size }[] = [];
    for (const id of ids) {
      if (id.kind !== "cell") continue;
      const node = this.nodes.get(nodeKey(id));
      const element = this.driver.attributes(id);
      if (node === undefined || element === undefined) continue;
      // The length it needs along the scroll axis, at the breadth its frame gives.
      const property = vertical ? "height" : "width";
      const given = node.style[property];
      node.style[property] = "auto";
      const needed = vertical ? node.offsetHeight : node.offsetWidth;
      node.style[property] = given;
      const frame = element.frame;
      if (Math.abs(needed - (vertical ? frame.height : frame.width)) < 0.5) continue;
      const size = vertical ? { width: frame.width, height: needed } : { width: needed, height: frame.height };
      reports.push({ section: id.section, item: id.item, size });
    }
    return reports;
  }

  private make(id: ElementID): HTMLElement {
    switch (id.kind) {
      case "cell": {
        const data = this.reordering?.dataPath(id.section, id.item) ?? id;
        return this.options.renderItem(data.section, data.item);
      }
      case "header":
      case "footer": {
        const node = this.options.renderSupplementary?.(id.kind, id.section) ?? document.createElement("div");
        node.classList.add(`tessera-${id.kind}`);
        return node;
      }
      default: {
        const node = document.createElement("div");
        node.className = `tessera-${id.kind}`;
        if (id.kind === "background") node.style.borderRadius = `${this.driver.prepared.backgroundCornerRadius(id.section) ?? 0}px`;
        return node;
      }
    }
  }
}

/** The items' sizes after one item's move (the size travels with it): two array copies, where
 * a batch update in general looks up each item's old place. */
function movedSizes(sizes: ItemSize[][] | undefined, from: ElementID, to: ElementID): ItemSize[][] | undefined {
  if (sizes === undefined) return undefined;
  const result = sizes.slice();
  const source = sizes[from.section].slice();
  const [size] = source.splice(from.item, 1);
  result[from.section] = source;
  const target = from.section === to.section ? source : sizes[to.section].slice();
  target.splice(to.item, 0, size);
  result[to.section] = target;
  return result;
}
