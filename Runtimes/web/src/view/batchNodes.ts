// A batch update given to the nodes: renamed for their new places, reordered, animated.

import type { ScrollDriver, UpdateElement } from "../driver/driver.js";
import { updateElements } from "../driver/driver.js";
import type { BatchUpdate } from "../driver/updates.js";
import { nodeKey, placedProperties } from "./placing.js";
import type { NodeDrawing } from "./drawing.js";

/** A batch the session took, given to the nodes: what each element does from `before` (a
 * copy of the frame before it) to the frame now, each node that stays renamed for its
 * element's new place, the DOM in the new order, the nodes of deleted elements (`going`) after
 * it; the frame shown as the batch ends, the nodes where they were. */
export function applyBatch(drawing: NodeDrawing, driver: ScrollDriver, batch: BatchUpdate, before: ScrollDriver): { elements: UpdateElement[]; going: HTMLElement[] } {
  const elements = updateElements(batch, before, driver);
  const old = new Map(drawing.nodes);
  const going: HTMLElement[] = [];
  drawing.nodes.clear();
  for (const element of elements) {
    const { start, end } = element;
    if (element.change === "deleted") {
      const node = old.get(nodeKey(start.id)) ?? drawing.made(start.id);
      old.delete(nodeKey(start.id));
      going.push(node);
      continue;
    }
    const from = element.change === "inserted" ? undefined : batch?.oldPath(end.id.kind, end.id.section, end.id.item);
    const oldName = from === undefined ? undefined : nodeKey({ kind: end.id.kind, section: from[0], item: from[1] });
    const node = (oldName === undefined ? undefined : old.get(oldName)) ?? drawing.made(end.id);
    if (oldName !== undefined) old.delete(oldName);
    node.dataset.section = String(end.id.section);
    node.dataset.item = String(end.id.item);
    drawing.nodes.set(nodeKey(end.id), node);
  }
  for (const node of old.values()) node.remove();
  // The DOM in the data's order, the nodes going out after it until they are gone.
  for (const element of driver.kept) {
    const node = drawing.nodes.get(nodeKey(element.id));
    if (node !== undefined) drawing.host.content.appendChild(node);
  }
  for (const node of going) drawing.host.content.appendChild(node);
  drawing.sizeContent(driver.contentSize);
  // Shown as it ends: a scroll while it animates shows the frame against the end.
  drawing.takeNodes(false);
  return { elements, going };
}

/** The batch's elements drawn moving from their start to their end over `duration`
 * milliseconds (CSS transitions); resolves once they are there. */
export async function animateBatch(drawing: NodeDrawing, elements: UpdateElement[], going: HTMLElement[], duration: number): Promise<void> {
  const nodeOf = (element: UpdateElement) => (element.change === "deleted" ? going[elements.filter((e) => e.change === "deleted").indexOf(element)] : drawing.nodes.get(nodeKey(element.end.id)));
  for (const element of elements) {
    const node = nodeOf(element);
    if (node !== undefined) drawing.place(node, element.start);
  }
  // The start is laid out before the transition to the end begins.
  void drawing.host.content.offsetHeight;
  for (const element of elements) {
    const node = nodeOf(element);
    if (node === undefined) continue;
    node.style.transition = placedProperties.map((property) => `${property} ${duration}ms`).join(", ");
    drawing.place(node, element.end);
  }
  await new Promise((resolve) => setTimeout(resolve, duration));
  for (const node of drawing.nodes.values()) node.style.transition = "";
}
