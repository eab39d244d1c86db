// The nodes of a switch between layouts: a start, an end and a node for each element.

import type { LayoutAttributes } from "../geometry/attributes.js";
import { compareIDs } from "../geometry/attributes.js";
import { attributesCopy } from "../geometry/interpolation.js";
import { nodeKey } from "./placing.js";
import type { NodeDrawing } from "./drawing.js";

/** For each element of `ends` (the switch's two frames, sorted by element): where it starts,
 * where it ends, its node and the attributes it is drawn with now. */
export function pairedNodes(drawing: NodeDrawing, ends: { from: LayoutAttributes[]; to: LayoutAttributes[] }):
  { starts: LayoutAttributes[]; finals: LayoutAttributes[]; nodes: HTMLElement[]; drawn: LayoutAttributes[] } {
  // One pair an element, in the data's order: a node each, those shown kept where they are.
  const starts: LayoutAttributes[] = [], finals: LayoutAttributes[] = [], nodes: HTMLElement[] = [], drawn: LayoutAttributes[] = [];
  const shown = new Map<string, number>();
  drawing.shown.forEach((element, index) => shown.set(nodeKey(element.id), index));
  let a = 0, b = 0;
  while (a < ends.from.length || b < ends.to.length) {
    const order = a === ends.from.length ? 1 : b === ends.to.length ? -1 : compareIDs(ends.from[a].id, ends.to[b].id);
    const start = order <= 0 ? ends.from[a] : { ...ends.to[b], alpha: 0 };
    const end = order >= 0 ? ends.to[b] : { ...ends.from[a], alpha: 0 };
    if (order <= 0) a += 1;
    if (order >= 0) b += 1;
    const name = nodeKey(start.id);
    const index = shown.get(name);
    let node = index === undefined ? undefined : drawing.shownNodes[index];
    if (node === undefined) {
      node = drawing.nodes.get(name) ?? drawing.made(start.id);
      drawing.nodes.set(name, node);
      drawing.place(node, start);
      drawn.push(attributesCopy(start));
    } else {
      // A copy: the transition blends into it, and the shown objects are the old driver's.
      drawn.push(attributesCopy(drawing.shown[index as number]));
    }
    starts.push(start);
    finals.push(end);
    nodes.push(node);
  }
  // The DOM in the data's order, nodes made here among those shown.
  let following: HTMLElement | null = null;
  for (let index = nodes.length - 1; index >= 0; index--) {
    const node = nodes[index];
    if (node.parentNode !== drawing.host.content || node.nextSibling !== following) drawing.host.content.insertBefore(node, following);
    following = node;
  }
  return { starts, finals, nodes, drawn };
}
