// The device's screen: the selected layout drawn by the web runtime's own view (TesseraView),
// as a web page using Tessera draws it: scrolling, snapping, sideways shelves, effects and
// batch updates are the view's. The page only says what to show and labels the nodes.
import { TesseraView } from "/tessera.js";
import type { CompiledLayout, ItemSize, ItemUpdate, LayoutAttributes, LayoutTransition, MoveDetail, UpdateElement } from "/tessera.js";

/** Points kept beyond the viewport on each side along the scroll axis. */
export const margin = 200;
/** How long a switch or an update animates. */
export const animationMilliseconds = 450;

export interface StageData {
  layout: CompiledLayout;
  sectionCounts: number[];
  itemSizes?: ItemSize[][];
}

export class Stage {
  private view: TesseraView | undefined;
  /** Scroll events to drawn frames, in milliseconds: the page's latency (Benchmarks/preview_latency.py). */
  readonly timings: number[] = [];
  private pendingScroll: number | undefined;
  private lastMotion = -Infinity;
  private animating = false;

  /** `onMove`: a cell dragged to a new place, the move made in the view. */
  constructor(readonly scroller: HTMLElement, private readonly onError: (error: unknown) => void, onMove: (move: MoveDetail) => void) {
    scroller.addEventListener("tessera-move", (event) => onMove((event as CustomEvent<MoveDetail>).detail));
  }

  get current(): TesseraView | undefined { return this.view; }

  /** Scrolling, a glide to rest or an animation under way, or ended within a quarter second. */
  get busy(): boolean {
    return this.animating || performance.now() - this.lastMotion < 250;
  }

  /** Shows `data` with the reader's settings: a new view the first time, else the layout and
   * data given to the one there, its nodes kept where the elements stay. Another layout for the
   * same items is the view's switch (the cell first on the screen kept in place; `animated`:
   * the elements going from one layout to the other); new data with it is shown anew.
   * Resolves once the view shows `data` (a switch ends after its animation, and until then the
   * view's driver is the old layout's): false when the switch was cancelled. */
  show(data: StageData, settings: { textScale: number; reduceMotion: boolean }, animated: boolean, sameData: boolean, sameCounts = sameData): Promise<boolean> {
    const view = this.view;
    if (view === undefined) {
      this.view = new TesseraView(this.scroller, data.layout, {
        sectionCounts: data.sectionCounts, itemSizes: data.itemSizes, margin, textScale: settings.textScale, reduceMotion: settings.reduceMotion,
        renderItem: (section, item) => label("cell", section > 0 ? `${section}.${item}` : `${item}`),
        renderSupplementary: (kind, section) => label(kind, `${kind} ${section}`),
        applyAttributes: describe,
        onError: this.onError,
        // Cells are dragged to new places as on any page with the view.
        reorder: { describeItem: (section, item) => `cell ${section}.${item}` },
      });
      this.view.content.id = "content";
      // After the view's own listeners: the frame callback below runs after the view has drawn.
      this.scroller.addEventListener("scroll", () => this.moved(), { passive: true });
      this.scroller.addEventListener("wheel", () => { this.lastMotion = performance.now(); }, { passive: true });
      return Promise.resolve(true);
    }
    view.changeTextScale(settings.textScale);
    view.changeReduceMotion(settings.reduceMotion);
    if (view.layout !== data.layout && sameCounts) {
      const done = view.setLayout(data.layout, { animated, duration: animationMilliseconds, itemSizes: data.itemSizes });
      this.switching(done);
      return done;
    } else if (view.layout !== data.layout) {
      return view.setLayout(data.layout, { sectionCounts: data.sectionCounts, itemSizes: data.itemSizes });
    } else if (!sameData) {
      view.reload(data.sectionCounts, data.itemSizes);
    }
    return Promise.resolve(true);
  }

  /** A switch to `layout` (with the same items' `itemSizes`) that the page drives: the scrubber. */
  beginSwitch(layout: CompiledLayout, itemSizes: ItemSize[][] | undefined): LayoutTransition | undefined {
    const view = this.view;
    if (view === undefined) return undefined;
    const transition = view.beginTransition(layout, { itemSizes });
    this.switching(transition.done);
    return transition;
  }

  /** Marks the content (`switching`) and the stage busy until a switch is over. */
  private switching(done: Promise<boolean>): void {
    const content = this.view?.content;
    if (this.view?.transition === undefined || content === undefined) return;
    this.animating = true;
    content.classList.add("switching");
    void done.finally(() => {
      content.classList.remove("switching");
      this.animating = this.view?.transition !== undefined;
      this.lastMotion = performance.now();
    });
  }

  /** The reader's settings alone changed. */
  changeSettings(settings: { textScale: number; reduceMotion: boolean }): void {
    this.view?.changeTextScale(settings.textScale);
    this.view?.changeReduceMotion(settings.reduceMotion);
  }

  async performBatchUpdates(updates: ItemUpdate[], itemSizes: ItemSize[][] | undefined, animated: boolean): Promise<UpdateElement[] | undefined> {
    const view = this.view;
    if (view === undefined) return undefined;
    this.animating = true;
    if (animated) view.content.classList.add("animating");
    try {
      return await view.performBatchUpdates(updates, { itemSizes, duration: animated ? animationMilliseconds : 0 });
    } finally {
      view.content.classList.remove("animating");
      this.animating = false;
      this.lastMotion = performance.now();
    }
  }

  private moved(): void {
    const now = performance.now();
    this.lastMotion = now;
    if (this.pendingScroll !== undefined) return;
    this.pendingScroll = now;
    requestAnimationFrame(() => {
      if (this.pendingScroll !== undefined) this.timings.push(performance.now() - this.pendingScroll);
      if (this.timings.length > 100_000) this.timings.splice(0, 50_000);
      this.pendingScroll = undefined;
    });
  }
}

/** A node for a cell, a header or a footer: its index path as text. */
function label(kind: string, text: string): HTMLElement {
  const node = document.createElement("div");
  node.className = `element ${kind}`;
  node.textContent = text;
  return node;
}

/** What the page's inspector and tests read off a node: its attributes as placed. */
function describe(node: HTMLElement, element: LayoutAttributes): void {
  const frame = element.frame;
  const text = `${frame.x},${frame.y},${frame.width},${frame.height}`;
  if (node.dataset.frame !== text) node.dataset.frame = text;
  const scale = String(element.scale), alpha = String(element.alpha), z = String(element.zIndex);
  if (node.dataset.scale !== scale) node.dataset.scale = scale;
  if (node.dataset.alpha !== alpha) node.dataset.alpha = alpha;
  if (node.dataset.z !== z) node.dataset.z = z;
}
