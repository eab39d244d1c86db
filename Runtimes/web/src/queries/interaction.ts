// Snapping, hit testing and move targets, as the Swift runtime's Interaction and orthogonal
// sections' resting offsets.

import type { LayoutAttributes } from "../geometry/attributes.js";
import { LayoutError, Point, axisRect } from "../geometry/geometry.js";
import type { Snap } from "../model/shapes.js";
import { pagingPositions, pagingSuffices, pagingTarget } from "./paging.js";
import type { PreparedSections, ScrollOffsets } from "./sections.js";
import { contains, displayContains } from "../geometry/projection.js";
import { roundAway, swiftMax, swiftMin } from "../geometry/swiftmath.js";
import { candidates, elementsIn } from "./queries.js";
import { itemCount } from "../engines/resolver.js";

/** Where scrolling comes to rest when a drag ends at `proposed` with `velocity`; `from` is where
 * the content was when the gesture began (paging by item counts from its offset), and orthogonal
 * sections are taken at its sideways offsets. */
export function restingOffset(layout: PreparedSections, proposedGiven: Point, velocity: Point, from: ScrollOffsets): Point {
  const mapping = layout.mapping;
  const viewport = layout.viewport;
  const viewportLength = mapping.uSize(viewport);
  const startU = mapping.u(from);
  let proposed = proposedGiven;
  let proposedU = mapping.u(proposed);
  let targetU = proposedU;
  let rule: Snap = layout.snap;
  let onlySection: number | undefined;
  const limit = swiftMax(0, mapping.uSize(layout.contentSize) - viewportLength);
  if (layout.sections.some((section) => section.snap !== undefined)) {
    // A proposal past either end is taken where the content can rest, so that a fast fling
    // still finds the section it ends in.
    const middle = swiftMin(swiftMax(0, proposedU), limit) + viewportLength * 0.5;
    const deciding = layout.sectionRange(middle, middle)[0];
    const own = deciding < layout.sections.length ? layout.sections[deciding].snap : undefined;
    if (own !== undefined) {
      rule = own;
      onlySection = deciding;
    }
  }
  const candidate = (element: LayoutAttributes) => element.id.kind === "cell" && (onlySection === undefined || element.id.section === onlySection);
  const at = (offset: Point): ScrollOffsets => ({ x: offset.x, y: offset.y, sectionOffsets: from.sectionOffsets });
  if (typeof rule === "object") {
    const direction = mapping.uSize({ width: velocity.x, height: velocity.y });
    let reach = viewportLength * (rule.items + 1) + 1;
    let positions: number[];
    for (;;) {
      const near = mapping.rect(axisRect(startU - reach, -1e300, 2 * reach + viewportLength, 2e300));
      const offsets: number[] = [];
      for (const element of elementsIn(layout, near, at(from))) {
        if (!candidate(element)) continue;
        const frame = element.frame;
        const rest = rule.paging === "leading" ? leadingRest(layout, element)
          : mapping.u({ x: frame.x + frame.width * 0.5, y: frame.y + frame.height * 0.5 }) - viewportLength * 0.5;
        offsets.push(swiftMin(swiftMax(0, rest), limit));
      }
      positions = pagingPositions(offsets);
      const covers = startU - reach <= 0 && startU + reach + viewportLength >= mapping.uSize(layout.contentSize);
      if (covers || pagingSuffices(positions, startU, rule.items)) break;
      reach *= 4;
    }
    targetU = pagingTarget(positions, startU, proposedU, direction, rule.items) ?? proposedU;
    return restingRange(layout, mapping.axis === "vertical" ? { x: proposed.x, y: targetU } : { x: targetU, y: proposed.y });
  }
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
      const nearest = (elements: LayoutAttributes[]) => {
        let best: number | undefined;
        for (const element of elements) {
          if (!candidate(element)) continue;
          const frame = element.frame;
          const delta = mapping.u({ x: frame.x + frame.width * 0.5, y: frame.y + frame.height * 0.5 }) - centerU;
          if (Math.abs(best ?? Infinity) > Math.abs(delta)) best = delta;
        }
        return best;
      };
      // None in view (a gap, an empty section): the nearest cell within a viewport's length
      // either way, or anywhere.
      const reach = Math.max(viewportLength, 1);
      const near = mapping.rect(axisRect(proposedU - reach, -1e300, 2 * reach + viewportLength, 2e300));
      const best = nearest(elementsIn(layout, visible, at(proposed))) ?? nearest(elementsIn(layout, near, at(proposed))) ?? nearest(layout.allElements(at(proposed)));
      targetU = proposedU + (best ?? 0);
      break;
    }
    case "leading": {
      // The nearest rest in the fling's direction: of the edges within a viewport's length either
      // way, or of any edge when none of those lies that way; past the last one, the content's end.
      const direction = mapping.uSize({ width: velocity.x, height: velocity.y });
      const nearest = (elements: LayoutAttributes[]) => {
        let best: number | undefined;
        for (const element of elements) {
          if (!candidate(element)) continue;
          const start = leadingRest(layout, element);
          if (direction > 0 && start < proposedU) continue;
          if (direction < 0 && start > proposedU) continue;
          if (Math.abs(start - proposedU) < Math.abs((best ?? Infinity) - proposedU)) best = start;
        }
        return best;
      };
      const reach = Math.max(viewportLength, 1);
      const near = mapping.rect(axisRect(proposedU - reach, -1e300, 2 * reach, 2e300));
      const best = nearest(elementsIn(layout, near, at(proposed))) ?? nearest(layout.allElements(at(proposed)));
      targetU = best ?? (direction > 0 ? limit : direction < 0 ? 0 : proposedU);
      break;
    }
    case "page": {
      if (!(viewportLength > 0)) return proposed;
      const direction = mapping.uSize({ width: velocity.x, height: velocity.y });
      // Kept to its end, pages count from the end, where the view opens (sideways right to left
      // the end is at offset 0 already).
      const fromEnd = layout.gravity === "end" && !layout.endsAtOrigin;
      const pages = (fromEnd ? limit - proposedU : proposedU) / viewportLength;
      const forward = fromEnd ? -direction : direction;
      const page = forward > 0 ? Math.ceil(pages) : forward < 0 ? Math.floor(pages) : roundAway(pages);
      targetU = swiftMin(swiftMax(0, fromEnd ? limit - page * viewportLength : page * viewportLength), limit);
      break;
    }
  }
  return restingRange(layout, mapping.axis === "vertical" ? { x: proposed.x, y: targetU } : { x: targetU, y: proposed.y });
}

/** The offset at which `element`'s leading edge lies at its section's leading inset, as a band's
 * cells rest after the band's inset. */
function leadingRest(layout: PreparedSections, element: LayoutAttributes): number {
  const section = layout.sections[element.id.section];
  // An orthogonal section's insets are in its own axis: across it is the layout's.
  const inset = section.orthogonal === undefined ? section.leadingInset : section.crossStartInset;
  return layout.mapping.u({ x: element.frame.x, y: element.frame.y }) - inset;
}

/** `point` held within the offsets the content can rest at. */
function restingRange(layout: PreparedSections, point: Point): Point {
  const limit = layout.maximumOffset;
  return { x: swiftMin(swiftMax(0, point.x), limit.x), y: swiftMin(swiftMax(0, point.y), limit.y) };
}

/** The element drawn at `point` at `position`: the frontmost by z-index, the later on a tie;
 * decorations are not hit. */
export function elementAt(layout: PreparedSections, point: Point, position: ScrollOffsets): LayoutAttributes | undefined {
  const viewport = layout.viewport;
  const probe = { x: point.x - viewport.width, y: point.y - viewport.height, width: 2 * viewport.width, height: 2 * viewport.height };
  let best: LayoutAttributes | undefined;
  for (const element of elementsIn(layout, probe, position)) {
    if (element.id.kind === "background" || element.id.kind === "separator" || !displayContains(element, point)) continue;
    if (best === undefined || element.zIndex >= best.zIndex) best = element;
  }
  return best;
}

/** The cell a dragged cell would take the place of, once its centre enters that cell's frame. */
export function moveTarget(layout: PreparedSections, dragged: { section: number; item: number }, center: Point, position: ScrollOffsets): LayoutAttributes | undefined {
  const probe = { x: center.x - 0.5, y: center.y - 0.5, width: 1, height: 1 };
  return elementsIn(layout, probe, position).find((element) => element.id.kind === "cell"
    && !(element.id.section === dragged.section && element.id.item === dragged.item) && contains(element.frame, center));
}

/** Where a sideways scroll of orthogonal section `section` comes to rest, by its snap; paging by
 * item counts from `start`, where the gesture began (undefined: at `proposed`). */
export function sectionRestingOffset(layout: PreparedSections, section: number, proposed: number, velocity: number, start?: number): number {
  const resolved = layout.sections[section];
  const orthogonal = section >= 0 && section < layout.sections.length ? resolved.orthogonal : undefined;
  if (orthogonal === undefined) {
    throw new LayoutError(`section ${section} does not scroll sideways; only an orthogonal section comes to rest sideways`);
  }
  const breadth = layout.mapping.vSize(layout.viewport);
  const limit = layout.maximumSectionOffset(section);
  let target = proposed;
  const snap = orthogonal.snap;
  if (typeof snap === "object") {
    const from = start ?? proposed;
    let reach = breadth * (snap.items + 1) + 1;
    let positions: number[];
    for (;;) {
      let [first, end] = candidates(layout, section, from - reach - resolved.leadingInset, from + breadth + reach);
      const covers = from - reach <= 0 && from + breadth + reach >= limit + breadth;
      if (covers) [first, end] = [0, itemCount(resolved.items)];
      const offsets: number[] = [];
      for (let item = first; item < end; item++) {
        const frame = layout.axisFrame(section, item);
        const rest = snap.paging === "leading" ? frame.u : resolved.leadingInset + frame.u + frame.length * 0.5 - breadth * 0.5;
        offsets.push(swiftMin(swiftMax(0, rest), limit));
      }
      positions = pagingPositions(offsets);
      if (covers || pagingSuffices(positions, from, snap.items)) break;
      reach *= 4;
    }
    return swiftMin(swiftMax(0, pagingTarget(positions, from, proposed, velocity, snap.items) ?? proposed), limit);
  }
  switch (snap) {
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
        const rest = snap === "leading" ? frame.u : resolved.leadingInset + frame.u + frame.length * 0.5 - breadth * 0.5;
        if (velocity > 0 && rest < proposed) continue;
        if (velocity < 0 && rest > proposed) continue;
        if (Math.abs(rest - proposed) < Math.abs((best ?? Infinity) - proposed)) best = rest;
      }
      target = best ?? proposed;
    }
  }
  return swiftMin(swiftMax(0, target), limit);
}
