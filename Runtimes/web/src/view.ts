// A virtualized scrolling view for web pages: the app gives a compiled layout, the item counts
// and a function that renders item i; the view keeps in the DOM only what the scroll driver
// keeps (the viewport and a margin), applies effects and transforms, and comes to rest where the
// layout snaps. The decisions are the driver's; this is the DOM around them.

import type { ElementID, LayoutAttributes } from "./attributes.js";
import { ScrollDriver } from "./driver.js";
import { LayoutError } from "./geometry.js";
import type { Point } from "./geometry.js";
import type { ItemSize } from "./resolver.js";
import type { CompiledLayout } from "./layout.js";

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
}

/** How long the view waits after the last scroll event before it snaps, in milliseconds. */
const restDelay = 120;

export class TesseraView {
  readonly driver: ScrollDriver;
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

  constructor(readonly scroller: HTMLElement, readonly layout: CompiledLayout, readonly options: TesseraViewOptions) {
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
    this.driver = new ScrollDriver(layout, { viewport, sectionCounts: options.sectionCounts, itemSizes: options.itemSizes, textScale: options.textScale, reduceMotion },
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
    this.driver.scroll({ x: this.scroller.scrollLeft, y: this.scroller.scrollTop });
    this.showFrame(this.driver.entered, this.driver.left);
  }

  /** The scroll stopped: where the layout snaps, the view goes there. */
  private cameToRest(): void {
    if (this.resting) {
      this.resting = false;
      this.restedAt = { x: this.scroller.scrollLeft, y: this.scroller.scrollTop };
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
    this.driver.resize(viewport);
    this.showFrame(this.driver.entered, this.driver.left);
    const offset = this.driver.offset;
    if (offset.x !== this.scroller.scrollLeft || offset.y !== this.scroller.scrollTop) this.scroller.scrollTo({ left: offset.x, top: offset.y });
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
      const node = this.make(id);
      made.add(node);
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
      if (node !== undefined) place(node, element);
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
