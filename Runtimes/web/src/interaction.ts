// Snapping, hit testing and move targets, as the Swift runtime's Interaction and orthogonal
// sections' resting offsets.

import type { LayoutAttributes } from "./attributes.js";
import { LayoutError, Point, axisRect } from "./geometry.js";
import type { Snap } from "./model.js";
import type { PreparedLayout, ScrollPosition } from "./prepared.js";
import { contains, displayContains } from "./projection.js";
import { roundAway, swiftMax, swiftMin } from "./swiftmath.js";
import { candidates } from "./queries.js";
import { itemCount } from "./resolver.js";

/** Where scrolling comes to rest when a drag ends at `proposed` with `velocity`; orthogonal
 * sections are taken at `from`'s sideways offsets. */
export function restingOffset(layout: PreparedLayout, proposedGiven: Point, velocity: Point, from: ScrollPosition): Point {
  const mapping = layout.mapping;
  const viewport = layout.viewport;
  const viewportLength = mapping.uSize(viewport);
  let proposed = proposedGiven;
  let proposedU = mapping.u(proposed);
  let targetU = proposedU;
  let rule: Snap = layout.snap;
  let onlySection: number | undefined;
  if (layout.sections.some((section) => section.snap !== undefined)) {
    const middle = proposedU + viewportLength * 0.5;
    const deciding = layout.sectionRange(middle, middle)[0];
    const own = deciding < layout.sections.length ? layout.sections[deciding].snap : undefined;
    if (own !== undefined) {
      rule = own;
      onlySection = deciding;
    }
  }
  const candidate = (element: LayoutAttributes) => element.kind === "cell" && (onlySection === undefined || element.section === onlySection);
  const at = (offset: Point): ScrollPosition => ({ x: offset.x, y: offset.y, sectionOffsets: from.sectionOffsets });
  switch (rule) {
    case "none":
      break;
    case "center": {
      proposed = restingRange(layout, proposed);
      proposedU = mapping.u(proposed);
      const visible = mapping.axis === "vertical"
        ? { x: 0, y: proposed.y, width: viewport.width, height: viewport.height }
        : { x: proposed.x, y: 0, width: viewport.width, height: viewport.height };
      const centerU = proposedU + viewportLength * 0.5;
      let best: number | undefined;
      for (const element of layout.elements(visible, at(proposed))) {
        if (!candidate(element)) continue;
        const frame = element.frame;
        const delta = mapping.u({ x: frame.x + frame.width * 0.5, y: frame.y + frame.height * 0.5 }) - centerU;
        if (Math.abs(best ?? Infinity) > Math.abs(delta)) best = delta;
      }
      targetU = proposedU + (best ?? 0);
      break;
    }
    case "leading": {
      const direction = mapping.uSize({ width: velocity.x, height: velocity.y });
      const reach = Math.max(viewportLength, 1);
      const near = mapping.rect(axisRect(proposedU - reach, -1e300, 2 * reach, 2e300));
      let candidates = layout.elements(near, at(proposed));
      if (!candidates.some(candidate)) candidates = layout.allElements(at(proposed));
      let best: number | undefined;
      for (const element of candidates) {
        if (!candidate(element)) continue;
        const start = mapping.u({ x: element.frame.x, y: element.frame.y });
        if (direction > 0 && start < proposedU) continue;
        if (direction < 0 && start > proposedU) continue;
        if (Math.abs(start - proposedU) < Math.abs((best ?? Infinity) - proposedU)) best = start;
      }
      targetU = best ?? proposedU;
      break;
    }
    case "page": {
      if (!(viewportLength > 0)) return proposed;
      const direction = mapping.uSize({ width: velocity.x, height: velocity.y });
      const pages = proposedU / viewportLength;
      const page = direction > 0 ? Math.ceil(pages) : direction < 0 ? Math.floor(pages) : roundAway(pages);
      const limit = swiftMax(0, mapping.uSize(layout.contentSize) - viewportLength);
      targetU = swiftMin(swiftMax(0, page * viewportLength), limit);
      break;
    }
  }
  return restingRange(layout, mapping.axis === "vertical" ? { x: proposed.x, y: targetU } : { x: targetU, y: proposed.y });
}

/** `point` held within the offsets the content can rest at. */
function restingRange(layout: PreparedLayout, point: Point): Point {
  const limit = layout.maximumOffset;
  return { x: swiftMin(swiftMax(0, point.x), limit.x), y: swiftMin(swiftMax(0, point.y), limit.y) };
}

/** The element drawn at `point` at `position`: the frontmost by z-index, the later on a tie;
 * decorations are not hit. */
export function elementAt(layout: PreparedLayout, point: Point, position: ScrollPosition): LayoutAttributes | undefined {
  const viewport = layout.viewport;
  const probe = { x: point.x - viewport.width, y: point.y - viewport.height, width: 2 * viewport.width, height: 2 * viewport.height };
  let best: LayoutAttributes | undefined;
  for (const element of layout.elements(probe, position)) {
    if (element.kind === "background" || element.kind === "separator" || !displayContains(element, point)) continue;
    if (best === undefined || element.zIndex >= best.zIndex) best = element;
  }
  return best;
}

/** The cell a dragged cell would take the place of, once its centre enters that cell's frame. */
export function moveTarget(layout: PreparedLayout, dragged: { section: number; item: number }, center: Point, position: ScrollPosition): LayoutAttributes | undefined {
  const probe = { x: center.x - 0.5, y: center.y - 0.5, width: 1, height: 1 };
  return layout.elements(probe, position).find((element) => element.kind === "cell"
    && !(element.section === dragged.section && element.item === dragged.item) && contains(element.frame, center));
}

/** Where a sideways scroll of orthogonal section `section` comes to rest, by its snap. */
export function sectionRestingOffset(layout: PreparedLayout, section: number, proposed: number, velocity: number): number {
  const resolved = layout.sections[section];
  const orthogonal = section >= 0 && section < layout.sections.length ? resolved.orthogonal : undefined;
  if (orthogonal === undefined) {
    throw new LayoutError(`section ${section} does not scroll sideways; only an orthogonal section comes to rest sideways`);
  }
  const breadth = layout.mapping.vSize(layout.viewport);
  const limit = layout.maximumSectionOffset(section);
  let target = proposed;
  switch (orthogonal.snap) {
    case "none":
      break;
    case "page": {
      if (!(breadth > 0)) break;
      const pages = proposed / breadth;
      target = (velocity > 0 ? Math.ceil(pages) : velocity < 0 ? Math.floor(pages) : roundAway(pages)) * breadth;
      break;
    }
    default: {
      let best: number | undefined;
      const reach = Math.max(breadth, 1);
      let [first, end] = candidates(layout, section, proposed - reach - resolved.leadingInset, proposed + breadth + reach);
      if (first >= end) [first, end] = [0, itemCount(resolved.items)];
      for (let item = first; item < end; item++) {
        const frame = layout.axisFrame(section, item);
        const rest = orthogonal.snap === "leading" ? frame.u : resolved.leadingInset + frame.u + frame.length * 0.5 - breadth * 0.5;
        if (velocity > 0 && rest < proposed) continue;
        if (velocity < 0 && rest > proposed) continue;
        if (Math.abs(rest - proposed) < Math.abs((best ?? Infinity) - proposed)) best = rest;
      }
      target = best ?? proposed;
    }
  }
  return swiftMin(swiftMax(0, target), limit);
}
