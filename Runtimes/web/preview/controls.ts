// The sidebar's controls: the device's size, the counts, the sizes of a layout sized by data,
// the reader's text size and Reduce Motion, animation, and inserting or deleting an item. Each
// says what the person asked for; the page decides what it changes.
import type { Selection } from "./selection.js";
import { element } from "./dom.js";
import { isCounts } from "./selection.js";

export type Request =
  | { viewport: { width: number; height: number } }
  | { counts: string }
  | { seed: number }
  | { sizesFile: File }
  | { textScale: number }
  | { reduceMotion: boolean }
  | { insert: number }
  | { delete: number };

export class Controls {
  private readonly device = element<HTMLSelectElement>("device");
  private readonly counts = element<HTMLInputElement>("counts");
  private readonly seed = element<HTMLInputElement>("seed");
  private readonly textSize = element<HTMLSelectElement>("text-size");
  private readonly reduceMotion = element<HTMLInputElement>("reduce-motion");
  private readonly animate = element<HTMLInputElement>("animate");
  private readonly sizesBox = element<HTMLElement>("sizes-box");
  private readonly sizeLabel = element<HTMLElement>("size-label");
  private readonly status = element<HTMLElement>("status");

  constructor(ask: (request: Request) => void) {
    this.device.addEventListener("change", () => {
      if (this.device.value === "custom") return;
      const [width, height] = this.device.value.split("x").map(Number);
      ask({ viewport: { width, height } });
    });
    this.counts.addEventListener("change", () => {
      // Nothing, or not counts: the server and the runtime would refuse them; keep those shown.
      if (!isCounts(this.counts.value)) {
        this.say("Items per section: a number, or one number per section separated by commas");
        this.counts.value = this.counts.defaultValue;
        return;
      }
      ask({ counts: this.counts.value.trim() });
    });
    this.seed.addEventListener("change", () => ask({ seed: Number(this.seed.value) || 0 }));
    element<HTMLInputElement>("sizes-file").addEventListener("change", (event) => {
      const file = (event.target as HTMLInputElement).files?.[0];
      if (file) ask({ sizesFile: file });
    });
    this.textSize.addEventListener("change", () => ask({ textScale: Number(this.textSize.value) }));
    this.reduceMotion.addEventListener("change", () => ask({ reduceMotion: this.reduceMotion.checked }));
    const item = element<HTMLInputElement>("update-item");
    const index = () => Math.max(0, Number(item.value) || 0);
    element("insert").addEventListener("click", () => ask({ insert: index() }));
    element("delete").addEventListener("click", () => ask({ delete: index() }));
  }

  get animated(): boolean { return this.animate.checked; }

  /** The controls as `selection` says; the sizes only for a layout sized by data. */
  show(selection: Selection, takesSizes: boolean): void {
    this.counts.value = this.counts.defaultValue = selection.counts;
    this.reduceMotion.checked = selection.reduceMotion;
    this.sizesBox.hidden = !takesSizes;
    const preset = `${selection.width}x${selection.height}`;
    this.device.value = [...this.device.options].some((option) => option.value === preset) ? preset : "custom";
    this.sizeLabel.textContent = `${selection.width} × ${selection.height} points`;
  }

  /** Written only when it changes: new text lays the sidebar out again. */
  say(text: string): void {
    if (this.status.textContent !== text) this.status.textContent = text;
  }
}
