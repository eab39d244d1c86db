// A virtualized scrolling view for web pages: the app gives a compiled layout, the item counts
// and a function that renders item i; the view keeps in the DOM only what the scroll driver
// keeps (the viewport and a margin), applies effects and transforms, and comes to rest where the
// layout snaps. The decisions are the driver's; this is the DOM around them.

import type { ElementID, LayoutAttributes } from "../geometry/attributes.js";
import { ScrollDriver } from "../driver/driver.js";
import type { UpdateElement } from "../driver/driver.js";
import { BatchUpdate } from "../driver/updates.js";
import type { ItemUpdate } from "../driver/updates.js";
import { LayoutError } from "../geometry/geometry.js";
import type { Point } from "../geometry/geometry.js";
import type { ItemSize } from "../engines/resolver.js";
import type { CompiledLayout } from "../compiled/layout.js";

export interface TesseraViewOptions {
  /** Items per section. */
  sectionCounts: number[];
  /** Makes the node for a cell; the view sizes, places and transforms it. */
  renderItem: (section: number, item: number) => HTMLElement;
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
  /** Called with a fault a scroll, a resize or a sideways wheel met (a layout whose expressions
   * fail at some offset or size): the view keeps what it showed. Without it, the fault is thrown. */
  onError?: (error: unknown) => void;
}

/** How a batch update is shown. */
export interface BatchUpdateOptions {
  /** The items' sizes after the update, for layouts sized by data. */
  itemSizes?: ItemSize[][];
  /** How long elements take to move to their new places, in milliseconds: 0 shows the result at once. */
  duration?: number;
}

/** How long the view waits after the last scroll event before it snaps, in milliseconds. */
const restDelay = 120;

export class TesseraView {
  /** What the view asks: its layout, input and scroll position. Replaced by `setLayout`. */
  get driver(): ScrollDriver { return this.currentDriver; }
  get layout(): CompiledLayout { return this.currentDriver.layout; }
  private currentDriver: ScrollDriver;
  readonly content: HTMLElement;
  private readonly nodes = new Map<string, HTMLElement>();
  private frameRequest = 0;
  private restTimer: ReturnType<typeof setTimeout> | undefined;
  private lastScroll = { x: 0, y: 0, time: 0, vx: 0, vy: 0 };
  /** Set while the view scrolls itself to a resting offset, so that it does not snap again. */
  private resting = false;
  /** Where the content last came to rest, and each band: where the next gesture begins, which
   * paging by item counts from. */
  private restedAt: Point = { x: 0, y: 0 };
  private readonly bandsRestedAt = new Map<number, number>();
  private readonly resizeObserver: ResizeObserver;
  /** Ends the view's listeners on the scroller, so that another view can take it over. */
  private readonly listening = new AbortController();

  constructor(readonly scroller: HTMLElement, layout: CompiledLayout, readonly options: TesseraViewOptions) {
    scroller.style.overflow = "auto";
    scroller.style.position = "relative";
    this.content = document.createElement("div");
    this.content.className = "tessera-content";
    this.content.style.position = "relative";
    this.content.style.overflow = "hidden";
    // Its own stacking context, so that z-indices (backgrounds at -1) order elements within it.
    this.content.style.isolation = "isolate";
    scroller.replaceChildren(this.content);
    const viewport = { width: scroller.clientWidth, height: scroller.clientHeight };
    // The platform's setting, followed below unless the page gave one.
    const motion = typeof matchMedia === "function" ? matchMedia("(prefers-reduced-motion: reduce)") : undefined;
    const reduceMotion = options.reduceMotion ?? motion?.matches ?? false;
    this.currentDriver = new ScrollDriver(layout, { viewport, sectionCounts: options.sectionCounts, itemSizes: options.itemSizes, textScale: options.textScale, reduceMotion },
      { x: scroller.scrollLeft, y: scroller.scrollTop }, options.margin ?? Math.max(viewport.width, viewport.height) * 0.5);
    if (options.selfSizing && options.itemSizes === undefined) {
      throw new LayoutError("selfSizing takes the cells' sizes from their nodes: it needs a layout sized by data, given itemSizes as the estimates");
    }
    // Shown before it is drawn: self-sizing may change the frame while it is drawn.
    this.driver.takeFrameAsShown();
    this.showFrame(this.driver.kept.map((element) => element.id), []);
    this.restedAt = { x: scroller.scrollLeft, y: scroller.scrollTop };
    const signal = this.listening.signal;
    scroller.addEventListener("scroll", () => this.scrolled(), { passive: true, signal });
    scroller.addEventListener("wheel", (event) => this.wheel(event), { passive: false, signal });
    this.resizeObserver = new ResizeObserver(() => this.resized());
    this.resizeObserver.observe(scroller);
    if (options.reduceMotion === undefined && motion !== undefined) {
      motion.addEventListener("change", () => {
        if (this.driver.changeReduceMotion(motion.matches)) this.refresh();
      }, { signal });
    }
  }

  /** Stops following the scroller (its scrolls, wheels and size); the nodes stay as they are. */
  disconnect(): void {
    this.listening.abort();
    this.resizeObserver.disconnect();
    cancelAnimationFrame(this.frameRequest);
    clearTimeout(this.restTimer);
  }

  /** The node showing an element, when it is in the DOM. */
  node(kind: ElementID["kind"], section: number, item = 0): HTMLElement | undefined {
    return this.nodes.get(nodeKey({ kind, section, item }));
  }

  /** New data: counts (and sizes) changed in any way; the offset is kept within the content. */
  reload(sectionCounts: number[], itemSizes?: ItemSize[][]): void {
    this.options.sectionCounts = sectionCounts;
    this.driver.reload({ ...this.driver.input, sectionCounts, itemSizes });
    this.refresh();
  }

  /** Items appended at the ends of sections (infinite scroll). */
  append(sectionCounts: number[], itemSizes?: ItemSize[][]): void {
    this.driver.append(sectionCounts, itemSizes);
    this.refresh();
  }

  /** Another layout for the same data (or `data`, the new counts and sizes): the nodes of
   * elements the new layout still shows are kept and placed anew, so that a CSS transition on
   * them animates the change; the offset is kept within the new content. */
  setLayout(layout: CompiledLayout, data?: { sectionCounts: number[]; itemSizes?: ItemSize[][] }): void {
    const old = this.currentDriver;
    const input = data === undefined ? old.input : { ...old.input, sectionCounts: data.sectionCounts, itemSizes: data.itemSizes };
    const driver = new ScrollDriver(layout, input, old.offset, old.margin);
    const limit = driver.maximumOffset;
    const held = { x: Math.min(Math.max(0, old.offset.x), limit.x), y: Math.min(Math.max(0, old.offset.y), limit.y) };
    if (held.x !== old.offset.x || held.y !== old.offset.y) driver.scroll(held);
    this.currentDriver = driver;
    this.restedAt = held;
    this.bandsRestedAt.clear();
    if (data !== undefined) {
      this.options.sectionCounts = data.sectionCounts;
      this.options.itemSizes = data.itemSizes;
      this.refresh();
      return;
    }
    driver.takeFrameAsShown();
    const shown = new Set(driver.kept.map((element) => nodeKey(element.id)));
    const left = [...this.nodes.keys()].filter((name) => !shown.has(name)).map(idOfKey);
    this.showFrame(driver.kept.map((element) => element.id).filter((id) => !this.nodes.has(nodeKey(id))), left);
    this.followDriverOffset();
  }

  /** The reader's text size changed (Dynamic Type): laid out again when the layout reads it. */
  changeTextScale(textScale: number): void {
    const before = this.driver.input;
    this.driver.changeTextScale(textScale);
    this.options.textScale = textScale;
    if (this.driver.input !== before) this.showChange();
  }

  /** The reader turned Reduce Motion on or off; from then on the view no longer follows the
   * browser's `prefers-reduced-motion`. */
  changeReduceMotion(reduceMotion: boolean): void {
    this.options.reduceMotion = reduceMotion;
    if (this.driver.changeReduceMotion(reduceMotion)) this.showChange();
  }

  /** Inserts, deletes and moves items in one batch, as `UICollectionView.performBatchUpdates`:
   * the nodes of items that stay are kept and go to their new places, inserted items' nodes come
   * in and deleted items' nodes go out (their alpha to 0), over `duration` milliseconds. The
   * app's data has the new counts (`sectionCounts` follows). Resolves with what changed, once
   * the animation is over. */
  async performBatchUpdates(updates: ItemUpdate[], options: BatchUpdateOptions = {}): Promise<UpdateElement[]> {
    const batch = BatchUpdate.make(this.driver.input.sectionCounts, updates);
    const elements = this.driver.performBatchUpdates(updates, options.itemSizes);
    this.options.sectionCounts = this.driver.input.sectionCounts;
    if (options.itemSizes !== undefined) this.options.itemSizes = options.itemSizes;
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
    const size = this.driver.contentSize;
    this.content.style.width = `${size.width}px`;
    this.content.style.height = `${size.height}px`;
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
        node.style.transition = `transform ${duration}ms, opacity ${duration}ms, width ${duration}ms, height ${duration}ms`;
        this.place(node, element.end);
      }
      await new Promise((resolve) => setTimeout(resolve, duration));
      for (const node of this.nodes.values()) node.style.transition = "";
    }
    for (const node of going) node.remove();
    this.driver.takeFrameAsShown();
    for (const element of this.driver.kept) {
      const node = this.nodes.get(nodeKey(element.id));
      if (node !== undefined) this.place(node, element);
    }
    this.followDriverOffset();
    return elements;
  }

  /** Shows what the driver's last change added, removed and moved, and scrolls to its offset. */
  private showChange(): void {
    this.showFrame(this.driver.entered, this.driver.left);
    this.followDriverOffset();
  }

  private followDriverOffset(): void {
    const offset = this.driver.offset;
    if (offset.x !== this.scroller.scrollLeft || offset.y !== this.scroller.scrollTop) this.scroller.scrollTo({ left: offset.x, top: offset.y });
  }

  /** A node for `id`, made and styled as `showFrame` makes one, not yet in the DOM. */
  private made(id: ElementID): HTMLElement {
    const node = this.make(id);
    // Decorations are drawn, not read.
    if (id.kind === "background" || id.kind === "separator") node.setAttribute("aria-hidden", "true");
    node.dataset.kind = id.kind;
    node.dataset.section = String(id.section);
    node.dataset.item = String(id.item);
    node.style.position = "absolute";
    node.style.left = "0";
    node.style.top = "0";
    node.style.boxSizing = "border-box";
    node.style.transformOrigin = "50% 50%";
    return node;
  }

  /** Places a node and tells the app. */
  private place(node: HTMLElement, element: LayoutAttributes): void {
    place(node, element);
    this.options.applyAttributes?.(node, element);
  }

  /** Runs `change`, handing a fault to `onError` when the app gave one. */
  private guarded(change: () => void): void {
    if (this.options.onError === undefined) return change();
    try {
      change();
    } catch (error) {
      this.options.onError(error);
    }
  }

  private refresh(): void {
    const stale = [...this.nodes.keys()];
    for (const name of stale) this.nodes.get(name)?.remove();
    this.nodes.clear();
    this.driver.takeFrameAsShown();
    this.showFrame(this.driver.kept.map((element) => element.id), []);
    this.scroller.scrollTo({ left: this.driver.offset.x, top: this.driver.offset.y });
  }

  private scrolled(): void {
    const now = performance.now();
    const x = this.scroller.scrollLeft;
    const y = this.scroller.scrollTop;
    const elapsed = Math.max(1, now - this.lastScroll.time);
    // Points per second, smoothed: what a fling's end is judged by.
    this.lastScroll = {
      x, y, time: now,
      vx: 0.5 * this.lastScroll.vx + 0.5 * ((x - this.lastScroll.x) * 1000) / elapsed,
      vy: 0.5 * this.lastScroll.vy + 0.5 * ((y - this.lastScroll.y) * 1000) / elapsed,
    };
    if (this.frameRequest === 0) this.frameRequest = requestAnimationFrame(() => this.scrollFrame());
    clearTimeout(this.restTimer);
    this.restTimer = setTimeout(() => this.cameToRest(), restDelay);
  }

  /** One frame per animation frame, however many scroll events came. */
  scrollFrame(): void {
    this.frameRequest = 0;
    this.guarded(() => {
      this.driver.scroll({ x: this.scroller.scrollLeft, y: this.scroller.scrollTop });
      this.showFrame(this.driver.entered, this.driver.left);
    });
  }

  /** The scroll stopped: where the layout snaps, the view goes there. */
  private cameToRest(): void {
    if (this.resting) {
      // The view's own glide ended: where it rests is where the next gesture begins, and the
      // glide's speed is no fling.
      this.resting = false;
      this.restedAt = { x: this.scroller.scrollLeft, y: this.scroller.scrollTop };
      this.lastScroll.vx = 0;
      this.lastScroll.vy = 0;
      return;
    }
    const proposed = { x: this.scroller.scrollLeft, y: this.scroller.scrollTop };
    const rest = this.driver.restingOffset(proposed, { x: this.lastScroll.vx, y: this.lastScroll.vy }, this.restedAt);
    this.lastScroll.vx = 0;
    this.lastScroll.vy = 0;
    this.restedAt = rest;
    if (Math.abs(rest.x - proposed.x) < 0.5 && Math.abs(rest.y - proposed.y) < 0.5) return;
    this.resting = true;
    this.scroller.scrollTo({ left: rest.x, top: rest.y, behavior: "smooth" });
  }

  /** A sideways wheel over an orthogonal section's band scrolls that section. */
  private wheel(event: WheelEvent): void {
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
      this.showFrame(driver.entered, driver.left);
      clearTimeout(this.restTimer);
      this.restTimer = setTimeout(() => {
        const start = this.bandsRestedAt.get(section);
        this.bandsRestedAt.delete(section);
        driver.scroll(section, driver.restingOffset(section, driver.position.sectionOffsets?.get(section) ?? 0, Math.sign(across), start));
        this.showFrame(driver.entered, driver.left);
      }, restDelay);
      return;
    }
  }

  private resized(): void {
    const viewport = { width: this.scroller.clientWidth, height: this.scroller.clientHeight };
    const current = this.driver.viewport;
    if (viewport.width === 0 || viewport.height === 0 || (viewport.width === current.width && viewport.height === current.height)) return;
    // Prepared again or not (a size the layout does not read), the frame is the driver's.
    this.guarded(() => {
      this.driver.resize(viewport);
      this.showChange();
    });
  }

  /** Adds what entered, removes what left, and places everything kept. */
  private showFrame(entered: ElementID[], left: ElementID[]): void {
    const size = this.driver.contentSize;
    this.content.style.width = `${size.width}px`;
    this.content.style.height = `${size.height}px`;
    for (const id of left) {
      const name = nodeKey(id);
      this.nodes.get(name)?.remove();
      this.nodes.delete(name);
    }
    const made = new Set<HTMLElement>();
    for (const id of entered) {
      const name = nodeKey(id);
      if (this.nodes.has(name)) continue;
      const node = this.made(id);
      made.add(node);
      this.nodes.set(name, node);
    }
    // The DOM in the data's order (sections in turn: header, cells by index, footer), whatever
    // the frames: screen readers and keyboard focus follow the DOM. The nodes there are in that
    // order already, so each new one goes before the next kept node, found walking back.
    if (made.size > 0) {
      let next: HTMLElement | null = null;
      const kept = this.driver.kept;
      for (let index = kept.length - 1; index >= 0; index--) {
        const node = this.nodes.get(nodeKey(kept[index].id));
        if (node === undefined) continue;
        if (made.has(node)) this.content.insertBefore(node, next);
        next = node;
      }
    }
    for (const element of this.driver.kept) {
      const node = this.nodes.get(nodeKey(element.id));
      if (node !== undefined) this.place(node, element);
    }
    if (this.options.selfSizing && !this.sizing) this.sizeCells(entered);
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
        this.driver.reportSizes(reports);
        this.showFrame(this.driver.entered, this.driver.left);
        measuring = this.driver.entered;
        const offset = this.driver.offset;
        if (offset.x !== this.scroller.scrollLeft || offset.y !== this.scroller.scrollTop) this.scroller.scrollTo({ left: offset.x, top: offset.y });
      }
    } finally {
      this.sizing = false;
    }
  }

  /** The sizes cells need at their frames' breadth, where they differ from their frames. */
  private measure(ids: ElementID[]): { section: number; item: number; size: ItemSize }[] {
    const vertical = this.driver.prepared.mapping.axis === "vertical";
    const sizes = this.driver.input.itemSizes;
    const reports: { section: number; item: number; size: ItemSize }[] = [];
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
      // In the form the app gave its estimate: a length, or a size.
      const size: ItemSize = typeof sizes?.[id.section]?.[id.item] === "number" ? needed
        : vertical ? { width: frame.width, height: needed } : { width: needed, height: frame.height };
      reports.push({ section: id.section, item: id.item, size });
    }
    return reports;
  }

  private make(id: ElementID): HTMLElement {
    switch (id.kind) {
      case "cell": return this.options.renderItem(id.section, id.item);
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

const nodeKey = (id: ElementID) => `${id.kind}:${id.section}:${id.item}`;
const idOfKey = (name: string): ElementID => {
  const [kind, section, item] = name.split(":");
  return { kind: kind as ElementID["kind"], section: Number(section), item: Number(item) };
};

/** Sizes and places a node, with the element's scale, alpha, z-order and transform. */
function place(node: HTMLElement, element: LayoutAttributes): void {
  const frame = element.frame;
  node.style.width = `${frame.width}px`;
  node.style.height = `${frame.height}px`;
  // Applied right to left about the node's centre: scale, rotation, the turn in perspective,
  // then the move to the frame and the translation, as the runtime projects corners.
  let transform = `translate(${frame.x + element.translation.x}px, ${frame.y + element.translation.y}px)`;
  if (element.turn !== 0) {
    if (element.perspective > 0) transform += ` perspective(${element.perspective}px)`;
    transform += element.turnAxis === "vertical" ? ` rotateY(${element.turn}rad)` : ` rotateX(${-element.turn}rad)`;
  }
  if (element.rotation !== 0) transform += ` rotate(${element.rotation}rad)`;
  if (element.scale !== 1) transform += ` scale(${element.scale})`;
  node.style.transform = transform;
  node.style.opacity = element.alpha === 1 ? "" : String(element.alpha);
  node.style.zIndex = String(element.zIndex);
}
