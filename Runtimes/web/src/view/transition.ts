// An animated switch of TesseraView between two layouts: every element of either frame goes
// from its attributes in the old layout to those in the new one (`interpolate`'s numbers, to the
// bit), the scroll offset from the old one to the one that keeps the anchor cell in place, at a
// progress that time (`finish`, `cancel`) or a gesture (`progress`) gives.

import type { LayoutAttributes } from "../geometry/attributes.js";
import type { Point, Size } from "../geometry/geometry.js";
import type { ScrollDriver } from "../driver/driver.js";
import { attributesCopy, blendInto, mixed } from "../geometry/interpolation.js";

/** What a transition asks of the view that shows it. */
export interface TransitionHost {
  readonly scroller: HTMLElement;
  readonly content: HTMLElement;
  /** Places a node shown as `before` as `after` shows it. */
  move(node: HTMLElement, before: LayoutAttributes, after: LayoutAttributes): void;
  sizeContent(size: Size): void;
  /** Whether the reader asks for reduced motion: a timed change then jumps to its end. */
  readonly reduceMotion: boolean;
  /** The transition is over: `driver` is the layout shown, each node drawn as `shown` says. */
  transitionEnded(transition: LayoutTransition, driver: ScrollDriver, shown: LayoutAttributes[], nodes: HTMLElement[]): void;
}

/** How a transition's remaining way is animated. */
export interface TransitionAnimation {
  /** Milliseconds the whole way takes (the part left takes its share); 0 jumps. Default 300. */
  duration?: number;
}

/** The default length of a whole timed transition, in milliseconds. */
export const transitionDuration = 300;

/** A switch between two layouts in progress (`TesseraView.beginTransition`, or `setLayout` with
 * `animated`): set `progress` from a gesture, then `finish()` or `cancel()`. */
export class LayoutTransition {
  /** The layout shown before, and the one shown after, at the offset that keeps the anchor. */
  readonly from: ScrollDriver;
  readonly to: ScrollDriver;
  /** Resolves once the transition is over: true when the new layout is shown, false when cancelled. */
  readonly done: Promise<boolean>;
  private resolve!: (finished: boolean) => void;
  private t = 0;
  private over = false;
  private frameRequest: number | undefined;
  /** The elements' attributes at 0 and at 1, what each node shows now, and spare objects that
   * the next frame blends into (swapped with `drawn`): a frame allocates nothing. */
  private readonly starts: LayoutAttributes[];
  private readonly ends: LayoutAttributes[];
  private drawn: LayoutAttributes[];
  private spare: LayoutAttributes[];
  private readonly nodes: HTMLElement[];
  private readonly host: TransitionHost;

  /** @internal Made by TesseraView: `starts` and `ends` (sorted by element, one pair each, an
   * element one layout lacks faded in the other), each shown by `nodes[i]` as `drawn[i]`. */
  constructor(host: TransitionHost, from: ScrollDriver, to: ScrollDriver, starts: LayoutAttributes[], ends: LayoutAttributes[],
    nodes: HTMLElement[], drawn: LayoutAttributes[]) {
    this.host = host;
    this.from = from;
    this.to = to;
    this.starts = starts;
    this.ends = ends;
    this.nodes = nodes;
    this.drawn = drawn;
    this.spare = starts.map(attributesCopy);
    this.done = new Promise((resolve) => { this.resolve = resolve; });
    const a = from.contentSize, b = to.contentSize;
    // Both layouts' elements fit while it runs; the scroller rests at the end's offset, and the
    // content moves instead (no scroll events, no offset the browser rounds or holds).
    host.sizeContent({ width: Math.max(a.width, b.width), height: Math.max(a.height, b.height) });
    host.scroller.scrollTo({ left: to.offset.x, top: to.offset.y });
    this.draw(0);
  }

  /** How far along, 0 (the old layout) to 1 (the new one). Setting it shows that fraction at
   * once and stops a timed animation: for a gesture (a pinch) that drives the switch. */
  get progress(): number { return this.t; }
  set progress(value: number) {
    if (this.over) return;
    this.stopAnimating();
    this.draw(Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0)));
  }

  /** Whether the transition is over (finished or cancelled). */
  get ended(): boolean { return this.over; }

  /** The scroll offset drawn at the current progress: from the old offset to the new one. */
  get offset(): Point { return this.offsetAt(this.t); }

  /** Goes the rest of the way to the new layout (over the rest of `duration`; at once under
   * reduced motion) and shows it. Resolves as `done`. */
  finish(animation: TransitionAnimation = {}): Promise<boolean> {
    this.animate(1, animation.duration ?? transitionDuration);
    return this.done;
  }

  /** Goes back to the old layout and shows it where it was. Resolves as `done`. */
  cancel(animation: TransitionAnimation = {}): Promise<boolean> {
    this.animate(0, animation.duration ?? transitionDuration);
    return this.done;
  }

  /** Ends at once at the new layout (another change to the view comes). */
  settle(): void {
    if (this.over) return;
    this.stopAnimating();
    this.draw(1);
    this.end(true);
  }

  private animate(target: 0 | 1, duration: number): void {
    if (this.over) return;
    this.stopAnimating();
    const start = this.t;
    const length = Math.abs(target - start) * (Number.isFinite(duration) && duration > 0 ? duration : 0);
    if (length === 0 || this.host.reduceMotion || typeof requestAnimationFrame !== "function") {
      this.draw(target);
      this.end(target === 1);
      return;
    }
    let began: number | undefined;
    const step = (now: number) => {
      this.frameRequest = undefined;
      began ??= now;
      const time = Math.min(1, (now - began) / length);
      // Eased in and out: the cells start and stop gently.
      const eased = time * time * (3 - 2 * time);
      this.draw(time === 1 ? target : start + (target - start) * eased);
      if (time === 1) this.end(target === 1);
      else this.frameRequest = requestAnimationFrame(step);
    };
    this.frameRequest = requestAnimationFrame(step);
  }

  private stopAnimating(): void {
    if (this.frameRequest !== undefined) cancelAnimationFrame(this.frameRequest);
    this.frameRequest = undefined;
  }

  /** Draws every element at `t`: one blend and the styles that changed, per node. */
  private draw(t: number): void {
    this.t = t;
    const { starts, ends, nodes, host } = this;
    const drawn = this.drawn, spare = this.spare;
    for (let index = 0; index < nodes.length; index++) {
      const now = blendInto(starts[index], ends[index], t, spare[index]);
      host.move(nodes[index], drawn[index], now);
      spare[index] = drawn[index];
      drawn[index] = now;
    }
    const at = this.offsetAt(t), rest = this.to.offset;
    const dx = rest.x - at.x, dy = rest.y - at.y;
    host.content.style.transform = dx === 0 && dy === 0 ? "" : `translate(${dx}px, ${dy}px)`;
  }

  private offsetAt(t: number): Point {
    const a = this.from.offset, b = this.to.offset;
    return { x: mixed(a.x, b.x, t), y: mixed(a.y, b.y, t) };
  }

  private end(finished: boolean): void {
    this.over = true;
    this.host.content.style.transform = "";
    const driver = finished ? this.to : this.from;
    this.host.sizeContent(driver.contentSize);
    this.host.scroller.scrollTo({ left: driver.offset.x, top: driver.offset.y });
    this.host.transitionEnded(this, driver, this.drawn, this.nodes);
    this.resolve(finished);
  }
}
