// Where a scroll motion comes to rest: its speed followed, then the session's resting offset glided to.

import type { CollectionSession, SessionOutcome } from "../session/session.js";

/** What the motion reads of the view and asks it to do. */
export interface MotionHost {
  readonly scroller: HTMLElement;
  readonly session: CollectionSession;
  /** Whether a switch between layouts holds the scroller. */
  readonly switching: boolean;
  /** Takes a session event's outcome: whether there is a frame to draw. */
  settled(outcome: SessionOutcome): boolean;
}

export class ScrollMotion {
  /** Waits for the scroll to stop; re-armed only when it fires early, not on every scroll event. */
  private restTimer: ReturnType<typeof setTimeout> | undefined;
  private lastScroll = { x: 0, y: 0, time: 0, vx: 0, vy: 0 };
  /** Set while the view scrolls itself to a resting offset, so that it does not snap again. */
  private resting = false;

  constructor(private readonly host: MotionHost, private readonly restDelay: number) {}

  /** A scroll event at `x`, `y` at the time `now`. */
  moved(x: number, y: number, now: number): void {
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
      if (!this.resting && !this.host.session.dragging) this.host.session.dragBegin();
      this.restTimer = setTimeout(() => this.restCheck(), this.restDelay);
    }
  }

  /** A switch ended: the speed before it is no fling. */
  forgetVelocity(): void {
    this.lastScroll.vx = 0;
    this.lastScroll.vy = 0;
  }

  /** No rest pending. */
  stop(): void {
    clearTimeout(this.restTimer);
    this.restTimer = undefined;
  }

  /** `restDelay` after the first scroll event of a motion: at rest when no event came since,
   * else waits for the rest of the delay after the last one. */
  private restCheck(): void {
    const wait = this.lastScroll.time + this.restDelay - performance.now();
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
    if (this.host.switching) {
      this.restTimer = setTimeout(() => this.restCheck(), this.restDelay);
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
    const proposed = { x: this.host.scroller.scrollLeft, y: this.host.scroller.scrollTop };
    // The motion ended: the session says where it rests (the layout's snapping); the frame is
    // drawn as the scroller glides there.
    const ended = this.host.session.dragEnd({ x: this.lastScroll.vx, y: this.lastScroll.vy });
    this.lastScroll.vx = 0;
    this.lastScroll.vy = 0;
    if (!this.host.settled(ended)) return;
    const rest = ended.offset;
    if (Math.abs(rest.x - proposed.x) < 0.5 && Math.abs(rest.y - proposed.y) < 0.5) return;
    this.resting = true;
    this.host.scroller.scrollTo({ left: rest.x, top: rest.y, behavior: "smooth" });
  }
}
