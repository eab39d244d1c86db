// The sidebar's lists: the layouts (one with errors marked), and with `--devices` where apps
// connect, the pairing code and the devices that asked for a live layout in the last minute.
import type { DevicesListing, LayoutListing } from "./answers.js";

export class LayoutList {
  constructor(private readonly list: HTMLElement, private readonly skipped: HTMLElement, private readonly choose: (file: string) => void) {}

  /** The layouts, and below them what the preview left out past the most files it serves. */
  show(layouts: LayoutListing[], current: string, skipped: string | null): void {
    this.skipped.hidden = skipped === null;
    this.skipped.textContent = skipped ?? "";
    this.list.replaceChildren(...layouts.map((layout) => {
      const item = document.createElement("li");
      item.textContent = layout.name ? `${layout.name} — ${layout.label}` : layout.label;
      item.title = layout.file;
      item.dataset.file = layout.file;
      item.classList.toggle("invalid", !layout.valid);
      item.classList.toggle("warned", layout.valid && layout.diagnostics.length > 0);
      item.addEventListener("click", () => this.choose(layout.file));
      return item;
    }));
    this.mark(current);
  }

  mark(current: string): void {
    for (const item of this.list.children) item.classList.toggle("current", (item as HTMLElement).dataset.file === current);
  }
}

export class DevicesPanel {
  constructor(private readonly section: HTMLElement, private readonly address: HTMLElement, private readonly code: HTMLElement,
              private readonly connected: HTMLElement) {}

  /** Whether the preview serves devices (the panel is shown). */
  get serving(): boolean { return !this.section.hidden; }

  show(devices: DevicesListing | null): void {
    this.section.hidden = devices === null;
    if (devices === null) return;
    this.address.textContent = devices.address;
    this.code.textContent = devices.code;
    const items = devices.connected.map((device) => Object.assign(document.createElement("li"), { textContent: `${device.name} — ${device.layout}` }));
    this.connected.replaceChildren(...(items.length > 0 ? items : [Object.assign(document.createElement("li"), { textContent: "none yet" })]));
  }
}
