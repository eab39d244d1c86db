// Everything a scrolling view asks of a layout, frame after frame, as the Swift runtime's
// ScrollDriver: the layout prepared for the current input, the scroll position, and the current
// frame (the elements in the viewport grown by `margin` along the scroll axis), with what each
// change added to the view and took out of it.

import { LayoutAttributes, compareIDs, ElementID } from "../geometry/attributes.js";
import type { LayoutInput } from "../layout/engine.js";
import type { ItemSize } from "../engines/resolver.js";
import { LayoutError, Point, Rect, Size, describe } from "../geometry/geometry.js";
import type { TesseraLayout } from "../layout/layout.js";
import type { PreparedLayout } from "../queries/prepared.js";
import type { ScrollOffsets } from "../queries/sections.js";
import { intersects } from "../geometry/projection.js";
import { swiftMax, swiftMin } from "../geometry/swiftmath.js";
import { BatchUpdate, ItemUpdate } from "./updates.js";
import { checkTextScale } from "../layout/engine.js";

export type Change = "stays" | "moves" | "inserted" | "deleted";

/** What an animated batch update shows: each element from `start` to `end`. */
export interface UpdateElement { change: Change; start: LayoutAttributes; end: LayoutAttributes }

export class ScrollDriver {
  input: LayoutInput;
  prepared: PreparedLayout;
  position: ScrollOffsets;
  /** The current frame's elements, sorted by element: those in `keptRect(offset)`. */
  kept: LayoutAttributes[] = [];
  /** What the last change added to the view and took out of it, sorted. */
  entered: ElementID[] = [];
  left: ElementID[] = [];
  private reported = false;
  /** Layouts computed, continued, viewport changes taken without computing, and frames. */
  readonly work = { prepares: 0, extends: 0, adoptedSizes: 0, frames: 0, relayouts: 0 };
  /** The item sizes the driver copied for reports, which it writes in place while its input holds them. */
  private ownedSizes: ItemSize[][] | undefined;

  private keptMargin: number;

  /** A driver at `offset`; undefined: where the layout opens, the start, or the end for a
   * layout kept to its end (`gravity: end`). */
  constructor(readonly layout: TesseraLayout, input: LayoutInput, offset?: Point, margin = 0) {
    if (!(Number.isFinite(margin) && margin >= 0)) throw new LayoutError(`the margin must be a finite number of points, 0 or more, not ${describe(margin)}`);
    if (offset !== undefined) checkOffset(offset);
    this.keptMargin = margin;
    this.input = input;
    this.position = { x: offset?.x ?? 0, y: offset?.y ?? 0 };
    this.prepared = layout.prepare(input);
    this.work.prepares = 1;
    if (offset === undefined && this.prepared.gravity === "end") this.position = { ...this.position, ...this.endOffset };
    this.makeFrame(false);
  }

  /** Takes the current frame as shown, so that the next change reports only what differs from
   * it: for a view that shows what it is given at once. (Otherwise the first change reports
   * everything kept as entered.) */
  takeFrameAsShown(): void {
    this.reported = true;
  }

  /** @internal A driver in the same state that changes apart from this one (Swift's driver is a
   * value: the session keeps the one a batch update animates from, and measures on copies). */
  copy(): ScrollDriver {
    const copy = Object.create(ScrollDriver.prototype) as ScrollDriver;
    Object.assign(copy, this);
    Object.assign(copy, { work: { ...this.work } });
    return copy;
  }

  get offset(): Point { return { x: this.position.x, y: this.position.y }; }
  /** How far past the viewport, along the scroll axis, elements are kept. */
  get margin(): number { return this.keptMargin; }

  /** Swift's `keep(margin:)`: elements `margin` past the viewport from now on; a new frame,
   * never a new layout. */
  keepMargin(margin: number): void {
    if (!(Number.isFinite(margin) && margin >= 0)) throw new LayoutError(`the margin must be a finite number of points, 0 or more, not ${describe(margin)}`);
    if (margin === this.keptMargin) return;
    const previous = this.keptMargin;
    this.keptMargin = margin;
    try {
      this.makeFrame();
    } catch (error) {
      this.keptMargin = previous;
      throw error;
    }
  }
  get viewport(): Size { return this.input.viewport; }
  get contentSize(): Size { return this.prepared.contentSize; }
  get maximumOffset(): Point { return this.prepared.maximumOffset; }

  /** Whether the view follows the content's end through changes: the layout keeps to its end
   * (`gravity: end`) and `offset` (the view's now when not given) is at the end, within a point. */
  followsEnd(offset: Point = this.offset): boolean {
    const u = this.prepared.mapping.u(offset);
    return this.prepared.gravity === "end" && (this.prepared.endsAtOrigin ? u <= endTolerance : u >= this.prepared.mapping.u(this.maximumOffset) - endTolerance);
  }

  /** The offset at the content's end along the scroll axis, across it where it is now. */
  get endOffset(): Point {
    const end = this.prepared.endsAtOrigin ? 0 : this.prepared.mapping.u(this.maximumOffset);
    return this.prepared.mapping.axis === "vertical" ? { x: this.position.x, y: end } : { x: end, y: this.position.y };
  }

  /** The rect a frame at `offset` holds: the viewport grown by `margin`, snapped outward along
   * the scroll axis to whole steps of the margin (`keptSpan`, Swift's rule), and across
   * the scroll axis the content's whole breadth too. */
  keptRect(offset: Point): Rect {
    const viewport = this.input.viewport;
    const content = this.prepared.contentSize;
    if (this.prepared.mapping.axis === "vertical") {
      const low = swiftMin(0, offset.x - this.margin), high = swiftMax(content.width, offset.x + viewport.width + this.margin);
      const span = keptSpan(offset.y, viewport.height, this.margin);
      return { x: low, y: span.start, width: high - low, height: span.length };
    }
    const low = swiftMin(0, offset.y - this.margin), high = swiftMax(content.height, offset.y + viewport.height + this.margin);
    const span = keptSpan(offset.x, viewport.width, this.margin);
    return { x: span.start, y: low, width: span.length, height: high - low };
  }

  /** Swift's `scroll(to:)`: a new scroll offset (any, also past the ends while bouncing), a new
   * frame; and `scroll(section:to:)`: orthogonal section `section` sideways to `to`, held within
   * its content. Never prepares. */
  scroll(to: Point): void;
  scroll(section: number, to: number): void;
  scroll(target: Point | number, sideways?: number): void {
    if (typeof target === "number") return this.scrollSection(target, sideways ?? 0);
    const offset = target;
    checkOffset(offset);
    const previous = this.position;
    this.position = { ...previous, x: offset.x, y: offset.y };
    try {
      this.makeFrame();
    } catch (error) {
      this.position = previous;
      throw error;
    }
  }

  private scrollSection(section: number, offset: number): void {
    const previous = this.position;
    this.position = withSectionOffset(previous, section, offset, this.prepared);
    try {
      this.makeFrame();
    } catch (error) {
      this.position = previous;
      throw error;
    }
  }

  /** Swift's `restingOffset(proposed:velocity:)`: where scrolling comes to rest, by the layout's
   * snapping; and `restingOffset(ofSection:proposed:velocity:)`: where a sideways scroll of
   * orthogonal section `ofSection` does, by its snap. Paging by item counts from `start`, where
   * the gesture began (undefined: the offset now). */
  restingOffset(proposed: Point, velocity?: Point, start?: Point): Point;
  restingOffset(ofSection: number, proposed: number, velocity?: number, start?: number): number;
  restingOffset(first: Point | number, second?: Point | number, third?: number | Point, fourth?: number): Point | number {
    if (typeof first === "number") {
      const section = first;
      return this.prepared.restingOffset(section, second as number, (third as number | undefined) ?? 0,
        fourth ?? this.position.sectionOffsets?.get(section) ?? 0);
    }
    const velocity = (second as Point | undefined) ?? { x: 0, y: 0 };
    checkOffset(first);
    checkOffset(velocity);
    const start = third as Point | undefined;
    if (start !== undefined) checkOffset(start);
    const from = start === undefined ? this.position : { ...this.position, x: start.x, y: start.y };
    return this.prepared.restingOffset(first, velocity, from);
  }

  /** Swift's `element(at:)`: the element drawn at `at` (content coordinates), frontmost first. */
  element(at: Point): ElementID | undefined {
    return this.prepared.element(at, this.position);
  }

  /** Swift's `moveTarget(for:center:)`: the cell a dragged cell would take the place of. */
  moveTarget(dragged: { section: number; item: number }, center: Point): ElementID | undefined {
    return this.prepared.moveTarget(dragged, center, this.position);
  }

  /** Swift's `attributes(for:)`: one element's attributes at the current offset. */
  attributes(id: ElementID): LayoutAttributes | undefined {
    return this.prepared.attributes(id, this.position);
  }

  // MARK: Changes of size and data

  /** A new viewport size; prepares again only when the layout reads what changed. */
  resize(viewport: Size): boolean {
    const old = this.input.viewport;
    if (viewport.width === old.width && viewport.height === old.height) return false;
    return this.take({ ...this.input, viewport }, this.needsNewAttributes(viewport));
  }

  /** A new text size; prepares again only when the layout reads `textScale`. */
  changeTextScale(textScale: number): boolean {
    if (textScale === (this.input.textScale ?? 1)) return false;
    checkTextScale(textScale);
    return this.take({ ...this.input, textScale }, this.layout.reads.has("textScale"));
  }

  /** Swift's `changeReduceMotion(to:)`: the reader turned Reduce Motion on or off; the layout is
   * computed again with the effects for it, the first cell in view keeping its place. */
  changeReduceMotion(reduceMotion: boolean): boolean {
    if (reduceMotion === (this.input.reduceMotion ?? false)) return false;
    return this.take({ ...this.input, reduceMotion }, true);
  }

  /** Items appended at the ends of sections: the layout continues from where it stopped. */
  append(sectionCounts: number[], itemSizes?: LayoutInput["itemSizes"]): void {
    const input = { ...this.input, sectionCounts, itemSizes: this.sizesAfterChange(itemSizes, sectionCounts) };
    const extended = this.layout.extend(this.prepared, input);
    this.work.extends += 1;
    this.replace(input, extended, undefined);
  }

  /** Anything else changed: prepares for `input`, keeping the offset within the content. */
  reload(input: LayoutInput): void {
    this.replace(input, this.computeLayout(input), undefined);
  }

  /** Inserts, deletes and moves items and sections in one batch; returns what to animate. */
  performBatchUpdates(updates: ItemUpdate[], itemSizes?: LayoutInput["itemSizes"]): UpdateElement[] {
    const batch = BatchUpdate.make(this.input.sectionCounts, updates);
    if (batch === undefined) {
      throw unfitUpdates(this.input.sectionCounts);
    }
    const input = { ...this.input, sectionCounts: batch.newCounts, itemSizes: this.sizesAfterChange(itemSizes ?? this.sizesAfter(batch), batch.newCounts) };
    const before = this.prepared;
    const oldPosition = this.position;
    const oldFrame = this.kept;
    // The first cell in view that the update neither deletes nor moves keeps its place in the viewport.
    const survivor = this.firstCellInView((section, item) => batch.keepsItsPlace(section, item));
    const survivorPath = survivor === undefined ? undefined : batch.newPath("cell", survivor.section, survivor.item);
    const anchor = survivor === undefined || survivorPath === undefined ? undefined : { section: survivorPath[0], item: survivorPath[1], distance: survivor.distance };
    this.replace(input, this.computeLayout(input), anchor);
    return updateElements(batch, { prepared: before, position: oldPosition, kept: oldFrame }, this);
  }

  /** Self-sizing (Swift's `reportSizes(_:)`): cells report their real sizes, for layouts that
   * take sizes from data. The layout is computed again with them, the first cell in view keeps
   * its place, and the answer lists the elements of the frame whose attributes changed (or that
   * entered or left), sorted. */
  reportSizes(reports: { section: number; item: number; size: ItemSize }[]): ElementID[] {
    const given = this.input.itemSizes;
    if (given === undefined) {
      throw new LayoutError("this layout was given no item sizes, so cells cannot report theirs; self-sizing applies to layouts that take sizes from data");
    }
    // The sizes are copied once, then written in place: a report in a list of a million costs
    // what it changes, not a copy of every size (the app's arrays are never written).
    const owned = given === this.ownedSizes;
    const sizes = owned ? given : given.map((section) => section.slice());
    const written: { section: number; item: number; size: ItemSize }[] = [];
    let changed = false;
    const firstChanged: (number | undefined)[] = this.input.sectionCounts.map(() => undefined);
    const changedEnds: (number | undefined)[] = this.input.sectionCounts.map(() => undefined);
    const restore = () => {
      if (owned) for (let index = written.length - 1; index >= 0; index--) sizes[written[index].section][written[index].item] = written[index].size;
    };
    for (const { section, item, size } of reports) {
      if (!(section >= 0 && section < sizes.length && item >= 0 && item < sizes[section].length)) {
        restore();
        throw new LayoutError(`a size was reported for cell ${section}.${item}, which is not a cell of this layout`);
      }
      if (!sameSize(sizes[section][item], size)) {
        written.push({ section, item, size: sizes[section][item] });
        sizes[section][item] = size;
        changed = true;
        if (section < firstChanged.length) {
          firstChanged[section] = Math.min(firstChanged[section] ?? item, item);
          changedEnds[section] = Math.max(changedEnds[section] ?? item + 1, item + 1);
        }
      }
    }
    if (!changed) return [];
    const input = { ...this.input, itemSizes: sizes };
    const oldFrame = this.kept;
    // The first cell in view that kept its size keeps its place: a cell that enters at the top
    // and measures itself (scrolling up, older messages loaded) moves nothing below it.
    const reported = new Set(reports.map((report) => `${report.section}:${report.item}`));
    const anchor = this.firstCellInView((section, item) => !reported.has(`${section}:${item}`)) ?? this.firstCellInView();
    // Only what the new sizes move is placed again (a masonry from the first reported item on).
    try {
      const relaid = this.layout.relayout(this.prepared, firstChanged, input, changedEnds);
      this.work.relayouts += 1;
      this.replace(input, relaid, anchor);
    } catch (error) {
      // Nothing changes on error: the sizes written are written back.
      restore();
      throw error;
    }
    this.ownedSizes = sizes;
    const moved: ElementID[] = [];
    let old = 0;
    for (const element of this.kept) {
      while (old < oldFrame.length && compareIDs(oldFrame[old].id, element.id) < 0) moved.push(oldFrame[old++].id);
      if (old < oldFrame.length && compareIDs(oldFrame[old].id, element.id) === 0) {
        if (!sameAttributes(oldFrame[old], element)) moved.push(element.id);
        old += 1;
      } else {
        moved.push(element.id);
      }
    }
    for (; old < oldFrame.length; old++) moved.push(oldFrame[old].id);
    return moved.sort(compareIDs);
  }

  private sizesAfter(batch: BatchUpdate): LayoutInput["itemSizes"] {
    const old = this.input.itemSizes;
    if (old === undefined) return undefined;
    const result: NonNullable<LayoutInput["itemSizes"]> = [];
    for (let section = 0; section < batch.newCounts.length; section++) {
      const sizes = [];
      for (let item = 0; item < batch.newCounts[section]; item++) {
        const source = batch.oldPath("cell", section, item);
        if (source === undefined || source[0] >= old.length || source[1] >= old[source[0]].length) return undefined;
        sizes.push(old[source[0]][source[1]]);
      }
      result.push(sizes);
    }
    return result;
  }

  private sizesAfterChange(sizes: LayoutInput["itemSizes"], counts: number[]): LayoutInput["itemSizes"] {
    return checkedSizes(sizes, counts, this.input.itemSizes !== undefined);
  }

  /** @internal The layout prepared in full for `input`, counted in `work` (also for the session). */
  computeLayout(input: LayoutInput): PreparedLayout {
    const prepared = this.layout.prepare(input);
    this.work.prepares += 1;
    return prepared;
  }

  /** @internal Whether the layout must be computed again for viewport `size` (also for the session). */
  needsNewAttributes(size: Size): boolean {
    const prepared = this.prepared;
    const viewport = prepared.viewport;
    const mapping = prepared.mapping;
    if (!prepared.scrolls || mapping.vSize(size) !== mapping.vSize(viewport)) return true;
    const reads = this.layout.reads;
    if (reads.has("width") && size.width !== viewport.width) return true;
    if (reads.has("height") && size.height !== viewport.height) return true;
    if (mapping.direction === "rtl" && size.width !== viewport.width && prepared.contentSize.width < swiftMax(size.width, viewport.width)) return true;
    // Kept to the end, content shorter than either viewport sits against its end.
    if (prepared.gravity === "end" && mapping.uSize(prepared.contentSize) - prepared.sectionStarts[0] < swiftMax(mapping.uSize(size), mapping.uSize(viewport))) return true;
    return prepared.hasEffects || prepared.snaps;
  }

  /** Takes an input that differs in the viewport or text size: computed again when it must be
   * (the first cell in view keeping its place), else the geometry kept. */
  private take(input: LayoutInput, computingAgain: boolean): boolean {
    if (!computingAgain) {
      this.replace(input, this.prepared.adopting(input.viewport, input.textScale ?? 1), undefined);
      this.work.adoptedSizes += 1;
      return false;
    }
    this.replace(input, this.computeLayout(input), this.firstCellInView());
    return true;
  }

  /** @internal Also for a switch of layout (switching.ts). */
  replace(input: LayoutInput, prepared: PreparedLayout, anchor: { section: number; item: number; distance: number } | undefined): void {
    const old = { input: this.input, prepared: this.prepared, position: this.position };
    // A view that followed the end stays at the end, whatever the anchor.
    const followedEnd = this.followsEnd();
    this.input = input;
    this.prepared = prepared;
    this.position = heldPosition(this.position, prepared);
    try {
      let offset = this.offset;
      if (anchor !== undefined) {
        const moved = prepared.attributes({ kind: "cell", section: anchor.section, item: anchor.item }, this.position);
        if (moved !== undefined) {
          const mapping = prepared.mapping;
          const u = mapping.u(moved.frame) - anchor.distance;
          offset = mapping.axis === "vertical" ? { x: offset.x, y: u } : { x: u, y: offset.y };
        }
      }
      const limit = this.maximumOffset;
      this.position = { ...this.position, x: swiftMin(swiftMax(0, offset.x), limit.x), y: swiftMin(swiftMax(0, offset.y), limit.y) };
      // (Also into a variant that does not keep to its end: the newest items stay in view.)
      if (followedEnd) this.position = { ...this.position, ...this.endOffset };
      this.makeFrame();
    } catch (error) {
      this.input = old.input;
      this.prepared = old.prepared;
      this.position = old.position;
      throw error;
    }
  }

  /** The cell that starts first in the viewport, of those `included`, to keep in place across a
   * change. Only cells on the screen count: a shelf's cells scrolled out sideways do not.
   * @internal Also for a switch of layout (switching.ts). */
  firstCellInView(included: (section: number, item: number) => boolean = () => true): { section: number; item: number; distance: number } | undefined {
    const mapping = this.prepared.mapping;
    const start = mapping.u(this.offset);
    const end = start + mapping.uSize(this.input.viewport);
    // At the start the view stays at the start; kept to the end, at the end it stays there.
    if (this.prepared.gravity === "end" ? this.followsEnd() : !(start > 0)) return undefined;
    const screen = { x: this.position.x, y: this.position.y, width: this.input.viewport.width, height: this.input.viewport.height };
    let best: { section: number; item: number; distance: number } | undefined;
    for (const element of this.kept) {
      const id = element.id;
      if (id.kind !== "cell" || !included(id.section, id.item) || !intersects(element.frame, screen)) continue;
      const u = mapping.u(element.frame);
      const uEnd = u + mapping.uSize(element.frame);
      if (!(uEnd > start && u < end)) continue;
      if (u - start < (best?.distance ?? Infinity)) best = { section: id.section, item: id.item, distance: u - start };
    }
    return best;
  }

  /** Queries the kept rect at the offset and lists what entered and left. */
  private makeFrame(reporting = true): void {
    // In element order: every engine here lists its candidates in item order (a circle too, from
    // its first item), so the frame needs no sort.
    const next = this.prepared.elements(this.keptRect(this.offset), this.position);
    this.entered = [];
    this.left = [];
    this.work.frames += 1;
    if (!reporting) {
      this.kept = next;
      return;
    }
    if (!this.reported) {
      this.reported = true;
      this.kept = [];
    }
    const kept = this.kept;
    let old = 0;
    let fresh = 0;
    while (old < kept.length || fresh < next.length) {
      // Most elements of a frame were in the last one: equal ids are taken without ordering them.
      if (old < kept.length && fresh < next.length) {
        const a = kept[old].id;
        const b = next[fresh].id;
        if (a.item === b.item && a.section === b.section && a.kind === b.kind) {
          old += 1;
          fresh += 1;
          continue;
        }
      }
      const order = old === kept.length ? 1 : fresh === next.length ? -1 : compareIDs(kept[old].id, next[fresh].id);
      if (order < 0) this.left.push(kept[old++].id);
      else if (order > 0) this.entered.push(next[fresh++].id);
      else {
        old += 1;
        fresh += 1;
      }
    }
    this.kept = next;
  }
}


function sameAttributes(a: LayoutAttributes, b: LayoutAttributes): boolean {
  return a.id.kind === b.id.kind && a.id.section === b.id.section && a.id.item === b.id.item && a.frame.x === b.frame.x && a.frame.y === b.frame.y
    && a.frame.width === b.frame.width && a.frame.height === b.frame.height && a.scale === b.scale && a.alpha === b.alpha && a.zIndex === b.zIndex
    && a.translation.x === b.translation.x && a.translation.y === b.translation.y && a.rotation === b.rotation && a.turn === b.turn
    && a.turnAxis === b.turnAxis && a.perspective === b.perspective;
}

/** Swift's `LayoutAttributes.staysInPlace(at:)`: whether an element at `a` before an update and
 * at `b` after it stays rather than moves: the same element, turn axis and z-index, and every
 * number equal within a billionth of its magnitude (of 1 at least), since the runtimes may
 * differ in a frame's last bits (a background at 85.41000000000001 in Swift, 85.41 here). */
/** What a batch update animates: each element of the frame before (`before`: the layout, the
 * position and the frame kept then) and after (`after`'s frame), from its old attributes to its
 * new ones; deleted elements last, fading out. */
export function updateElements(batch: BatchUpdate, before: { prepared: PreparedLayout; position: ScrollOffsets; kept: LayoutAttributes[] }, after: ScrollDriver): UpdateElement[] {
  const elements: UpdateElement[] = [];
  const deleted: UpdateElement[] = [];
  const covered = new Set<string>();
  const name = (element: ElementID) => `${element.kind}:${element.section}:${element.item}`;
  for (const start of before.kept) {
    const path = batch.newPath(start.id.kind, start.id.section, start.id.item);
    if (path === undefined) {
      deleted.push({ change: "deleted", start, end: { ...start, alpha: 0 } });
      continue;
    }
    const end = after.prepared.attributes({ kind: start.id.kind, section: path[0], item: path[1] }, after.position);
    if (end === undefined) continue;
    const moved = { ...start, id: end.id };
    elements.push({ change: staysInPlace(moved, end) ? "stays" : "moves", start: moved, end });
    covered.add(name(end.id));
  }
  for (const end of after.kept) {
    if (covered.has(name(end.id))) continue;
    const path = batch.oldPath(end.id.kind, end.id.section, end.id.item);
    const start = path === undefined ? undefined : before.prepared.attributes({ kind: end.id.kind, section: path[0], item: path[1] }, before.position);
    if (start !== undefined) {
      const moved = { ...start, id: end.id };
      elements.push({ change: staysInPlace(moved, end) ? "stays" : "moves", start: moved, end });
    } else {
      elements.push({ change: "inserted", start: { ...end, alpha: 0 }, end });
    }
  }
  elements.sort((a, b) => compareIDs(a.end.id, b.end.id));
  deleted.sort((a, b) => compareIDs(a.start.id, b.start.id));
  return [...elements, ...deleted];
}

/** The item sizes an app gives after a change to `counts` items, checked: one per item,
 * sections in order; none only for a layout that does not take them (`takesSizes` false). */
export function checkedSizes(sizes: LayoutInput["itemSizes"], counts: number[], takesSizes: boolean): LayoutInput["itemSizes"] {
  if (sizes === undefined) {
    if (takesSizes) throw new LayoutError("this layout takes its items' sizes from data; give the sizes of all items after the change");
    return undefined;
  }
  if (sizes.length !== counts.length || sizes.some((section, index) => section.length !== counts[index])) {
    throw new LayoutError(`the item sizes must give one size per item, sections in order: [${counts.join(", ")}] items, got [${sizes.map((section) => section.length).join(", ")}]`);
  }
  return sizes;
}

/** The error for updates that do not fit the item counts `counts`. */
export function unfitUpdates(counts: number[]): LayoutError {
  return new LayoutError(`the updates do not fit the item counts [${counts.join(", ")}]: each section and index must be in range (deletions and move sources before the update, insertions and move destinations after it) and named once, and no item update may name a section the batch inserts or deletes`);
}

function staysInPlace(a: LayoutAttributes, b: LayoutAttributes): boolean {
  const close = (x: number, y: number): boolean => x === y || Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(x), Math.abs(y));
  return a.id.kind === b.id.kind && a.id.section === b.id.section && a.id.item === b.id.item && a.turnAxis === b.turnAxis && a.zIndex === b.zIndex
    && close(a.frame.x, b.frame.x) && close(a.frame.y, b.frame.y) && close(a.frame.width, b.frame.width) && close(a.frame.height, b.frame.height)
    && close(a.scale, b.scale) && close(a.alpha, b.alpha) && close(a.translation.x, b.translation.x) && close(a.translation.y, b.translation.y)
    && close(a.rotation, b.rotation) && close(a.turn, b.turn) && close(a.perspective, b.perspective);
}

/** Within a point of the end counts as at it: a view's offsets are rounded to its pixels. */
export const endTolerance = 1;


function checkOffset(point: Point): void {
  if (!(Number.isFinite(point.x) && Number.isFinite(point.y) && Math.abs(point.x) <= 1e15 && Math.abs(point.y) <= 1e15)) {
    throw new LayoutError(`an offset or velocity must be finite and within ±1e15 points, not (${point.x}, ${point.y})`);
  }
}

/** `position` with orthogonal section `section` scrolled to `offset`, held within its content. */
export function withSectionOffset(position: ScrollOffsets, section: number, offset: number, layout: PreparedLayout): ScrollOffsets {
  if (!layout.isOrthogonal(section)) {
    throw new LayoutError(`section ${section} does not scroll sideways; only an orthogonal section (one with 'orthogonal') has an offset of its own`);
  }
  if (!Number.isFinite(offset)) throw new LayoutError(`a section's offset must be a finite number, not ${describe(offset)}`);
  const held = swiftMin(swiftMax(0, offset), layout.maximumSectionOffset(section));
  const offsets = new Map(position.sectionOffsets ?? []);
  if (held === 0) offsets.delete(section);
  else offsets.set(section, held);
  return { x: position.x, y: position.y, sectionOffsets: offsets.size === 0 ? undefined : offsets };
}

/** The sideways offsets `layout` still allows after a change to it. */
function heldPosition(position: ScrollOffsets, layout: PreparedLayout): ScrollOffsets {
  let held: ScrollOffsets = { x: position.x, y: position.y };
  for (const [section, offset] of [...(position.sectionOffsets ?? [])].sort((a, b) => a[0] - b[0])) {
    try {
      held = withSectionOffset(held, section, offset, layout);
    } catch {
      // A section that no longer scrolls sideways keeps no offset.
    }
  }
  return held;
}

function sameSize(a: ItemSize, b: ItemSize): boolean {
  if (typeof a === "number" || typeof b === "number") return a === b;
  return a.width === b.width && a.height === b.height;
}

/** Swift's `ScrollDriver.keptSpan`: `offset - margin` to `offset + length + margin` along the
 * scroll axis, snapped outward to whole steps of `margin` (none with no margin), so that elements
 * enter and leave on the same frames. The same operations as Swift's, so the same elements to the bit. */
export function keptSpan(offset: number, length: number, margin: number): { start: number; length: number } {
  const whole = length + 2 * margin;
  if (!(margin > 0) || !Number.isFinite(margin) || !Number.isFinite(offset)) return { start: offset - margin, length: whole };
  return { start: Math.floor((offset - margin) / margin) * margin, length: whole + margin };
}
