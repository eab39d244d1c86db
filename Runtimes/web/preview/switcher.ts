// The sidebar's layout switch: another layout of the folder to switch to, a button that
// switches with the view's animation, and a scrubber that drives the switch by hand (released
// past half way it finishes, else it goes back). What a switch does is the view's.
import type { LayoutListing } from "./answers.js";
import { element } from "./dom.js";

export interface SwitchRequests {
  /** The layout the switch goes to changed: the page gets it ready. */
  target(file: string): void;
  /** Switch to `file`, animated. */
  switchTo(file: string): void;
  /** The scrubber moved to `progress` (0…1), or was released. */
  scrub(file: string, progress: number): void;
  release(file: string, progress: number): void;
}

export class Switcher {
  private readonly select = element<HTMLSelectElement>("switch-to");
  private readonly progress = element<HTMLInputElement>("switch-progress");

  constructor(requests: SwitchRequests) {
    this.select.addEventListener("change", () => requests.target(this.select.value));
    element("switch").addEventListener("click", () => { if (this.select.value) requests.switchTo(this.select.value); });
    this.progress.addEventListener("input", () => { if (this.select.value) requests.scrub(this.select.value, Number(this.progress.value)); });
    this.progress.addEventListener("change", () => { if (this.select.value) requests.release(this.select.value, Number(this.progress.value)); });
  }

  /** The file to switch to. */
  get file(): string { return this.select.value; }

  /** The valid layouts other than `current`, the one chosen before kept when it is still there
   * (else the one after `current`). */
  show(layouts: LayoutListing[], current: string): void {
    const others = layouts.filter((layout) => layout.valid && layout.file !== current);
    const kept = others.some((layout) => layout.file === this.select.value) ? this.select.value : undefined;
    const after = layouts.findIndex((layout) => layout.file === current);
    const next = [...layouts.slice(after + 1), ...layouts.slice(0, after + 1)].find((layout) => layout.valid && layout.file !== current);
    this.select.replaceChildren(...others.map((layout) => Object.assign(document.createElement("option"), {
      value: layout.file, textContent: layout.name ? `${layout.name} — ${layout.label}` : layout.label,
    })));
    this.select.value = kept ?? next?.file ?? "";
    this.progress.disabled = others.length === 0;
  }

  /** The scrubber back at the start (a switch ended). */
  reset(): void {
    this.progress.value = "0";
  }
}
