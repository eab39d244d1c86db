// A switch from one layout to another for the same data (a grid to a list), as the Swift
// runtime's `ScrollDriver.switched(to:)` and the adapters' `takeAnchor(from:view:)`: the cell the
// reader looked at stays where it was on the screen.

import type { ElementID, LayoutAttributes } from "../geometry/attributes.js";
import { compareElements } from "../geometry/attributes.js";
import type { TesseraLayout } from "../layout/layout.js";
import type { LayoutInput } from "../layout/engine.js";
import type { PreparedLayout } from "../queries/prepared.js";
import type { ScrollOffsets } from "../queries/sections.js";
import { ScrollDriver } from "./driver.js";

/** The cell a switch keeps in place and its distance from the viewport's leading edge, along
 * the scroll axis (negative when it starts above or before it). */
export interface SwitchAnchor { id: ElementID; distance: number }

/** A driver for `layout` with `from`'s input (or `input`: new data) and margin, where the cell
 * `from` has first on the screen keeps its distance from the viewport's leading edge along the
 * new layout's scroll axis (`keptInView`: unless that leaves it wholly before the edge), the
 * offset held within the new content's ends. At the very start of
 * the content, with no cell on the screen, or with that cell gone from the new data, the offset
 * is only held within the new content. */
export function switchedDriver(from: ScrollDriver, layout: TesseraLayout, input: LayoutInput = from.input): ScrollDriver {
  const fresh = new ScrollDriver(layout, input, from.offset, from.margin);
  const first = switchAnchor(from);
  const anchor = first === undefined ? undefined : keptInView(first, fresh);
  fresh.replace(fresh.input, fresh.prepared, anchor === undefined ? undefined : { section: anchor.id.section, item: anchor.id.item, distance: anchor.distance });
  // With no cell to keep, a view that followed the end goes to the new layout's end.
  if (anchor === undefined && from.followsEnd()) {
    const end = fresh.endOffset;
    if (end.x !== fresh.offset.x || end.y !== fresh.offset.y) fresh.scroll(end);
  }
  return fresh;
}

/** `anchor` as a switch to `driver`'s layout keeps it: at its distance from the viewport's leading
 * edge, unless it began before the edge and is too short in the new layout to reach past it,
 * which would leave it wholly out of view: then its leading edge at the viewport's. So the cell
 * first in view stays in view (Swift's `ScrollDriver.keptInView`). */
function keptInView(anchor: SwitchAnchor, driver: ScrollDriver): SwitchAnchor {
  return keptInViewOf(anchor, driver.prepared, driver.position);
}

/** `keptInView` in `prepared` at `position`: for a layout prepared beside a driver (the session's
 * switch, which lays out the next layout for the old one's anchor). */
export function keptInViewOf(anchor: SwitchAnchor, prepared: PreparedLayout, position: ScrollOffsets): SwitchAnchor {
  if (anchor.distance >= 0) return anchor;
  const cell = prepared.attributes(anchor.id, position);
  if (cell === undefined) return anchor;
  return prepared.mapping.uSize(cell.frame) + anchor.distance > 0 ? anchor : { id: anchor.id, distance: 0 };
}

/** The cell `switchedDriver` keeps in place; undefined at the content's start. */
export function switchAnchor(driver: ScrollDriver): SwitchAnchor | undefined {
  const first = driver.firstCellInView();
  return first === undefined ? undefined : { id: { kind: "cell", section: first.section, item: first.item }, distance: first.distance };
}

/** What a switch from `from` to `to` animates, for `interpolate`: each element of either
 * frame, with its attributes in `from`'s layout and in `to`'s wherever that layout has it (an
 * element one frame lacks moves to or from its place off the screen; one a layout lacks fades),
 * both sorted by element. */
export function transitionEnds(from: ScrollDriver, to: ScrollDriver): { from: LayoutAttributes[]; to: LayoutAttributes[] } {
  return { from: completed(from.kept, to.kept, from), to: completed(to.kept, from.kept, to) };
}

/** `frame` with what `driver` answers for the elements of `other` that `frame` lacks, sorted. */
function completed(frame: LayoutAttributes[], other: LayoutAttributes[], driver: ScrollDriver): LayoutAttributes[] {
  const ids = new Set<string>();
  for (const element of frame) ids.add(`${element.id.kind}:${element.id.section}:${element.id.item}`);
  const result = frame.slice();
  for (const element of other) {
    if (ids.has(`${element.id.kind}:${element.id.section}:${element.id.item}`)) continue;
    const found = driver.attributes(element.id);
    if (found !== undefined) result.push(found);
  }
  return result.sort(compareElements);
}
