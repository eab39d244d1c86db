// The sideways wheel over an orthogonal section's band: scrolls the band through the driver, rests it.

import type { ScrollDriver } from "../driver/driver.js";

/** What the wheels read of the view and ask it to do. */
export interface WheelHost {
  readonly scroller: HTMLElement;
  readonly content: HTMLElement;
  readonly driver: ScrollDriver;
  /** Whether a switch between layouts holds the scroller. */
  readonly switching: boolean;
  showFrame(): void;
}

export class SidewaysWheels {
  /** Ends the wheel listener, there only while the layout has sections that scroll sideways: a
   * wheel listener that may cancel holds every wheel's scroll for the page's script. */
  private wheels: AbortController | undefined;
  private bandRestTimer: ReturnType<typeof setTimeout> | undefined;
  /** Where each band last came to rest: where its next gesture begins, which paging by item
   * counts from (the session's `dragBegin` records the view's). */
  private readonly bandsRestedAt = new Map<number, number>();

  constructor(private readonly host: WheelHost, private readonly signal: AbortSignal, private readonly restDelay: number) {}

  /** Another layout, or new data: where the bands rested is forgotten. */
  forgetRests(): void {
    this.bandsRestedAt.clear();
  }

  /** Stops listening, and the rest pending. */
  disconnect(): void {
    this.wheels?.abort();
    this.wheels = undefined;
    clearTimeout(this.bandRestTimer);
  }

  /** Listens to wheels while the layout has bands to scroll sideways, and only then. */
  follow(): void {
    const wanted = this.host.driver.prepared.hasOrthogonalSections;
    if (wanted === (this.wheels !== undefined) || this.signal.aborted) return;
    if (!wanted) {
      this.wheels?.abort();
      this.wheels = undefined;
      return;
    }
    this.wheels = new AbortController();
    this.host.scroller.addEventListener("wheel", (event) => this.wheel(event), { passive: false, signal: this.wheels.signal });
  }

  /** A sideways wheel over an orthogonal section's band scrolls that section. */
  private wheel(event: WheelEvent): void {
    if (this.host.switching) return;
    const driver = this.host.driver;
    const prepared = driver.prepared;
    if (!prepared.hasOrthogonalSections) return;
    const vertical = prepared.mapping.axis === "vertical";
    const across = vertical ? event.deltaX : event.deltaY;
    const along = vertical ? event.deltaY : event.deltaX;
    if (Math.abs(across) <= Math.abs(along)) return;
    const bounds = this.host.content.getBoundingClientRect();
    const point = { x: event.clientX - bounds.left, y: event.clientY - bounds.top };
    for (let section = 0; section < prepared.sectionCount; section++) {
      const band = prepared.band(section);
      if (band === undefined || point.x < band.x || point.x >= band.x + band.width || point.y < band.y || point.y >= band.y + band.height) continue;
      event.preventDefault();
      const current = driver.position.sectionOffsets?.get(section) ?? 0;
      if (!this.bandsRestedAt.has(section)) this.bandsRestedAt.set(section, current);
      driver.scroll(section, current + across);
      this.host.showFrame();
      clearTimeout(this.bandRestTimer);
      this.bandRestTimer = setTimeout(() => {
        const start = this.bandsRestedAt.get(section);
        this.bandsRestedAt.delete(section);
        driver.scroll(section, driver.restingOffset(section, driver.position.sectionOffsets?.get(section) ?? 0, Math.sign(across), start));
        this.host.showFrame();
      }, this.restDelay);
      return;
    }
  }
}
