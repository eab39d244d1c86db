// What a prepared layout holds and how it makes each element's attributes, as the Swift runtime's
// PreparedLayout.swift and PreparedLayout+Elements.swift: sections stacked along the scroll axis.
// The questions asked of it (rect queries, hit testing, snapping) read it from their own files, and
// PreparedLayout (prepared.ts) asks them.

import { LayoutAttributes, attributes } from "../geometry/attributes.js";
import { AxisMapping, AxisRect, Axis, Direction, LayoutError, Point, Rect, Size, axisRect, offsetRect, swiftDouble } from "../geometry/geometry.js";
import { swiftMax, swiftMin } from "../geometry/swiftmath.js";
import { ResolvedSection, ScrollEffects, itemCount, itemExtent, itemsScroll, sectionLength, unhandled } from "../engines/resolver.js";
import type { Snap } from "../model/shapes.js";

/** Where the content is scrolled: the offset along the layout and orthogonal sections' sideways offsets. */
export interface ScrollOffsets {
  x: number;
  y: number;
  /** Section → sideways offset; absent means 0. */
  sectionOffsets?: Map<number, number>;
}

/** A section as the prepared layout holds it: resolved, with its own effects and snap. */
export type SectionInLayout = ResolvedSection;

export class PreparedSections {
  readonly mapping: AxisMapping;
  readonly contentSize: Size;
  readonly sectionStarts: number[];
  readonly scrolls: boolean;
  readonly hasPinnedHeaders: boolean;
  readonly hasEffects: boolean;
  readonly transformsCells: boolean;
  readonly separatorReach: number;
  readonly hasOrthogonalSections: boolean;
  /** Whether the layout was computed for Reduce Motion (`LayoutInput.reduceMotion`). */
  reduceMotion = false;

  constructor(
    readonly viewport: Size,
    axis: Axis,
    direction: Direction,
    readonly sections: SectionInLayout[],
    readonly effects: ScrollEffects | undefined,
    readonly snap: Snap,
    readonly textScale: number,
    /** The end of the scroll axis the content keeps to: at "end", content shorter than the
     * viewport starts where it ends at the viewport's end. */
    readonly gravity: "start" | "end" = "start",
  ) {
    this.hasEffects = effects !== undefined || sections.some((section) => section.effects !== undefined);
    this.transformsCells = (effects?.transforms ?? false) || sections.some((section) => section.effects?.transforms ?? false);
    this.hasPinnedHeaders = sections.some((section) => section.headerPinned);
    this.separatorReach = sections.reduce((reach, section) =>
      section.separator === undefined ? reach : swiftMax(reach, Math.abs(section.separator.offset) + section.separator.thickness), 0);
    this.scrolls = sections.every((section) => itemsScroll(section.items));
    this.hasOrthogonalSections = sections.some((section) => section.orthogonal !== undefined);
    const starts = [0];
    let u = 0;
    for (const section of sections) {
      u = u + sectionLength(section, itemExtent(section.items));
      starts.push(u);
    }
    const provisional = new AxisMapping(axis, direction, 0);
    // Kept to the end, short content moves down to end where the viewport does: the space
    // before it is part of the content, so every query measures from the same starts.
    const space = gravity === "end" && this.scrolls && Number.isFinite(u) ? swiftMax(0, provisional.uSize(viewport) - u) : 0;
    if (space > 0) {
      for (let index = 0; index < starts.length; index++) starts[index] += space;
      u += space;
    }
    this.sectionStarts = starts;
    const crossExtent = provisional.vSize(viewport);
    const size = this.scrolls ? provisional.point(swiftMax(u, 0), crossExtent) : { x: viewport.width, y: viewport.height };
    this.contentSize = { width: size.x, height: size.y };
    if (!Number.isFinite(u)) {
      throw new LayoutError(`the content's length along the scroll axis is not finite (${swiftDouble(u)}); check the layout's sizes for this viewport`);
    }
    this.mapping = new AxisMapping(axis, direction, swiftMax(this.contentSize.width, viewport.width));
  }

  get sectionCount(): number { return this.sections.length; }

  /** Whether the content's end is at offset 0: sideways right to left, the last items are at the left. */
  get endsAtOrigin(): boolean { return this.mapping.axis === "horizontal" && this.mapping.direction === "rtl"; }

  /** Whether scrolling comes to rest on the layout's cells anywhere. */
  get snaps(): boolean {
    return this.snap !== "none" || this.sections.some((section) => (section.snap ?? "none") !== "none");
  }

  /** One element by kind and index path; undefined when the layout has no such element. */
  attributes(id: { kind: string; section: number; item: number }, position: ScrollOffsets = { x: 0, y: 0 }): LayoutAttributes | undefined {
    const index = id.section;
    if (!(index >= 0 && index < this.sections.length)) return undefined;
    const count = itemCount(this.sections[index].items);
    switch (id.kind) {
      case "header": return this.header(index, position);
      case "footer": return this.footer(index);
      case "background": return id.item === 0 ? this.background(index) : undefined;
      case "separator": return id.item >= 0 && id.item < count - 1 ? this.separator(index, id.item) : undefined;
      case "cell": return id.item >= 0 && id.item < count ? this.cell(index, id.item, position) : undefined;
      default: return undefined;
    }
  }

  /** A section's background corner radius, for drawing it; undefined without a background. */
  backgroundCornerRadius(section: number): number | undefined {
    return section >= 0 && section < this.sections.length ? this.sections[section].background?.cornerRadius : undefined;
  }

  /** Cell `item` of section `index` with its effects. */
  cell(index: number, item: number, position: ScrollOffsets): LayoutAttributes {
    const section = this.sections[index];
    const count = itemCount(section.items);
    if (this.sectionIsOrthogonal(index)) return this.cellAttributes(index, item, this.orthogonalFrame(index, item, position), count, position);
    switch (section.items.kind) {
      case "pattern": case "explicit": {
        const frame = this.mapping.rect(offsetRect(this.axisFrame(index, item), this.contentOrigin(index), section.crossStartInset));
        return this.cellAttributes(index, item, frame, count, position);
      }
      case "circle": return this.cellAttributes(index, item, section.items.circle.frame(item), count, position);
    }
  }

  itemCount(section: number): number {
    return section >= 0 && section < this.sections.length ? itemCount(this.sections[section].items) : 0;
  }

  /** Every element, by section: background, header, cells by item, separators, footer. */
  allElements(position: ScrollOffsets = { x: 0, y: 0 }): LayoutAttributes[] {
    const result: LayoutAttributes[] = [];
    for (let index = 0; index < this.sections.length; index++) {
      const section = this.sections[index];
      const background = this.background(index);
      if (background !== undefined) result.push(background);
      const header = this.header(index, position);
      if (header !== undefined) result.push(header);
      const count = itemCount(section.items);
      const items = section.items;
      switch (items.kind) {
        case "pattern": case "explicit":
          for (let item = 0; item < count; item++) result.push(this.cell(index, item, position));
          break;
        case "circle":
          // A circle's sines and cosines come from one per 64 items: listed in one pass, not per cell.
          items.circle.forEachFrame(0, count, (item, frame) => result.push(this.cellAttributes(index, item, frame, count, position)));
          break;
        default: unhandled(items);
      }
      if (section.separator !== undefined) {
        for (let item = 0; item < count; item++) {
          const separator = this.separator(index, item);
          if (separator !== undefined) result.push(separator);
        }
      }
      const footer = this.footer(index);
      if (footer !== undefined) result.push(footer);
    }
    return result;
  }

  /** The offsets the content can rest at, per axis: from 0 to the content's end less the viewport. */
  get maximumOffset(): Point {
    return { x: swiftMax(0, this.contentSize.width - this.viewport.width), y: swiftMax(0, this.contentSize.height - this.viewport.height) };
  }

  /** The sections whose span along the scroll axis meets `uStart..<uEnd` (every one when headers are pinned). */
  sectionRange(uStart: number, uEnd: number): [number, number] {
    const starts = this.sectionStarts;
    const count = this.sections.length;
    if (!this.scrolls || this.hasPinnedHeaders) return [0, count];
    let low = 0;
    let high = count;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (starts[middle + 1] > uStart) high = middle;
      else low = middle + 1;
    }
    let end = low;
    while (end < count && (starts[end] < uEnd || (starts[end] === starts[end + 1] && starts[end] <= uEnd))) end += 1;
    return [low, end];
  }

  // MARK: Orthogonal sections, by the app's section numbers

  isOrthogonal(section: number): boolean {
    return section >= 0 && section < this.sections.length && this.sections[section].orthogonal !== undefined;
  }

  /** How far an orthogonal section's content reaches sideways, insets included. */
  orthogonalContentLength(section: number): number | undefined {
    if (!this.isOrthogonal(section)) return undefined;
    const resolved = this.sections[section];
    return resolved.leadingInset + itemExtent(resolved.items) + resolved.trailingInset;
  }

  /** The largest sideways offset an orthogonal section comes to rest at. */
  maximumSectionOffset(section: number): number {
    const length = this.orthogonalContentLength(section);
    return length === undefined ? 0 : swiftMax(0, length - this.mapping.vSize(this.viewport));
  }

  /** An orthogonal section's band in content coordinates, across the whole breadth. */
  band(section: number): Rect | undefined {
    const orthogonal = this.isOrthogonal(section) ? this.sections[section].orthogonal : undefined;
    if (orthogonal === undefined) return undefined;
    return this.mapping.rect(axisRect(this.bandStart(section), 0, orthogonal.bandLength, this.mapping.vSize(this.viewport)));
  }

  /** Item `item`'s frame in its section's own terms; none for a circle, whose frames are in view terms. */
  axisFrame(index: number, item: number): AxisRect {
    const items = this.sections[index].items;
    switch (items.kind) {
      case "pattern": return items.pattern.frame(item);
      case "explicit": return items.frames.frame(item);
      case "circle": return axisRect(0, 0, 0, 0);
    }
  }

  sectionIsOrthogonal(index: number): boolean {
    return this.hasOrthogonalSections && this.sections[index].orthogonal !== undefined;
  }

  contentOrigin(index: number): number {
    const section = this.sections[index];
    return this.sectionStarts[index] + (section.headerLength ?? 0) + section.leadingInset;
  }

  /** A cell's attributes: its frame, and what the scroll effects make of its distance from the viewport's centre. */
  cellAttributes(section: number, item: number, frame: Rect, count: number, position: ScrollOffsets): LayoutAttributes {
    const element = attributes("cell", section, item, frame);
    if (!this.hasEffects) return element;
    const effects = this.sections[section].effects ?? this.effects;
    if (effects === undefined) return element;
    const center = this.mapping.u({ x: frame.x + frame.width * 0.5, y: frame.y + frame.height * 0.5 });
    let distance = center - (this.mapping.u(position) + this.mapping.uSize(this.viewport) * 0.5);
    if (this.sectionIsOrthogonal(section)) {
      const across = this.mapping.axis === "vertical" ? frame.x + frame.width * 0.5 : frame.y + frame.height * 0.5;
      distance = across - this.mapping.vSize(this.viewport) * 0.5;
    }
    effects.apply(element, distance, count);
    return element;
  }

  header(index: number, position: ScrollOffsets): LayoutAttributes | undefined {
    const section = this.sections[index];
    const length = section.headerLength;
    if (length === undefined) return undefined;
    let u = this.sectionStarts[index];
    let zIndex = 0;
    if (section.headerPinned) {
      u = swiftMax(u, swiftMin(this.mapping.u(position), this.sectionStarts[index + 1] - length));
      zIndex = 1024;
    }
    return attributes("header", index, 0, this.mapping.rect(axisRect(u, 0, length, this.mapping.vSize(this.viewport))), zIndex);
  }

  background(index: number): LayoutAttributes | undefined {
    const section = this.sections[index];
    const background = section.background;
    if (background === undefined) return undefined;
    const start = this.sectionStarts[index] + (section.headerLength ?? 0) + background.leading;
    const end = this.sectionStarts[index + 1] - (section.footerLength ?? 0) - background.trailing;
    const breadth = this.mapping.vSize(this.viewport) - background.crossStart - background.crossEnd;
    const frame = this.mapping.rect(axisRect(start, background.crossStart, swiftMax(0, end - start), swiftMax(0, breadth)));
    return attributes("background", index, 0, frame, -1);
  }

  separator(index: number, item: number): LayoutAttributes | undefined {
    const section = this.sections[index];
    const separator = section.separator;
    if (separator === undefined || item >= itemCount(section.items) - 1) return undefined;
    const cell = offsetRect(this.axisFrame(index, item), this.contentOrigin(index), section.crossStartInset);
    const frame = this.mapping.rect(axisRect(cell.u + cell.length + separator.offset, cell.v + separator.inset, separator.thickness,
      swiftMax(0, cell.breadth - separator.inset)));
    return attributes("separator", index, item, frame);
  }

  footer(index: number): LayoutAttributes | undefined {
    const length = this.sections[index].footerLength;
    if (length === undefined) return undefined;
    return attributes("footer", index, 0, this.mapping.rect(axisRect(this.sectionStarts[index + 1] - length, 0, length, this.mapping.vSize(this.viewport))));
  }

  // MARK: Orthogonal sections

  bandStart(index: number): number {
    return this.sectionStarts[index] + (this.sections[index].headerLength ?? 0);
  }

  orthogonalFrame(index: number, item: number, position: ScrollOffsets): Rect {
    const section = this.sections[index];
    const inner = this.axisFrame(index, item);
    const offset = position.sectionOffsets?.get(index) ?? 0;
    return this.mapping.rect(axisRect(this.bandStart(index) + section.crossStartInset + inner.v, section.leadingInset + inner.u - offset, inner.breadth, inner.length));
  }
}
