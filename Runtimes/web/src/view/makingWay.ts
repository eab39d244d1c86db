// Cells making way for a dragged cell: each that moved glides to its new place.

import type { UpdateElement } from "../driver/driver.js";
import { nodeKey, placedProperties, samePlacement } from "./placing.js";
import type { NodeDrawing } from "./drawing.js";

/** How long cells take to make way for a dragged cell, in milliseconds. */
const reorderGlide = 180;

export class MakingWay {
  /** The end of the glide. */
  private glideTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly drawing: NodeDrawing) {}

  /** Places a drag step's elements at their ends, those that moved gliding there; answers how
   * long the glide takes. */
  place(elements: UpdateElement[], dragged: HTMLElement | undefined, reduceMotion: boolean): number {
    const glide = reduceMotion ? 0 : reorderGlide;
    for (const element of elements) {
      const node = this.drawing.nodes.get(nodeKey(element.end.id));
      if (node === undefined) continue;
      if (glide > 0 && node !== dragged && !samePlacement(element.start, element.end)) {
        node.style.transition = placedProperties.map((property) => `${property} ${glide}ms`).join(", ");
        this.drawing.gliding.add(node);
      }
      this.drawing.place(node, element.end);
    }
    return glide;
  }

  /** The glide ends `glide` milliseconds from now (a glide under way ends with it). */
  stopAfter(glide: number): void {
    clearTimeout(this.glideTimer);
    this.glideTimer = setTimeout(() => this.stop(), glide);
  }

  /** The gliding nodes at their places at once. */
  stop(): void {
    for (const node of this.drawing.gliding) node.style.transition = "";
    this.drawing.gliding.clear();
  }
}
