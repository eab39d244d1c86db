// Self-sizing cells measured at their frames' breadth and reported to the session one by one.

import type { ElementID } from "../geometry/attributes.js";
import type { Size } from "../geometry/geometry.js";
import type { ScrollDriver } from "../driver/driver.js";
import { nodeKey } from "./placing.js";
import type { NodeDrawing } from "./drawing.js";

/** What the sizing reads of the view and asks it to do. */
export interface SizingHost {
  readonly driver: ScrollDriver;
  readonly drawing: NodeDrawing;
  /** Reports one cell's size to the session: whether there is a frame to draw. */
  report(report: { section: number; item: number; size: Size }): boolean;
  /** The scroller at the session's offset. */
  followDriverOffset(): void;
}

export class CellSizing {
  /** Set while cells' reported sizes are taken, which may bring more cells in. */
  sizing = false;

  constructor(private readonly host: SizingHost) {}

  /** Measures the cells that entered and reports the sizes that differ from their frames; the
   * cells the new layout brings in are measured in turn (each reports once: its size is then
   * the layout's). The scroll position follows the driver's, which keeps the first visible item
   * in place. */
  sizeCells(entered: ElementID[]): void {
    this.sizing = true;
    try {
      let measuring = entered;
      // A few rounds at most: a round measures only cells that entered in the one before.
      for (let round = 0; round < 8 && measuring.length > 0; round++) {
        const reports = measure(this.host.driver, this.host.drawing.nodes, measuring);
        if (reports.length === 0) break;
        // Each cell reports on its own, as a self-sizing cell does: the session keeps the size
        // and says how far the view scrolls to keep the first cell in view.
        let shown = true;
        for (const report of reports) shown = this.host.report(report);
        if (!shown) break;
        measuring = this.host.drawing.show(this.host.driver.kept, this.host.driver.contentSize);
        this.host.followDriverOffset();
      }
    } finally {
      this.sizing = false;
    }
  }
}

/** The sizes cells need at their frames' breadth, where they differ from their frames. */
export function measure(driver: ScrollDriver, nodes: ReadonlyMap<string, HTMLElement>, ids: ElementID[]): { section: number; item: number; size: Size }[] {
  const vertical = driver.prepared.mapping.axis === "vertical";
  const reports: { section: number; item: number; size: Size }[] = [];
  for (const id of ids) {
    if (id.kind !== "cell") continue;
    const node = nodes.get(nodeKey(id));
    const element = driver.attributes(id);
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
