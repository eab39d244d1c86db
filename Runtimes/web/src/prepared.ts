// A layout computed for one viewport and one set of counts, as the Swift runtime's
// PreparedLayout: sections stacked along the scroll axis, and each element's attributes at a
// scroll position. It holds no scroll state; queries take a position.

import { LayoutAttributes, attributes } from "./attributes.js";
import { AxisMapping, AxisRect, Axis, Direction, LayoutError, Rect, Size, axisRect, offsetRect, swiftDouble } from "./geometry.js";
import { swiftMax, swiftMin } from "./placements.js";
import { ResolvedSection, itemCount, itemExtent, sectionLength } from "./resolver.js";
import type { Snap } from "./model.js";

/** A body's or a section's scroll effects, applied to a cell for its distance from the viewport's centre. */
export interface ScrollEffects {
  readonly transforms: boolean;
  apply(element: LayoutAttributes, distance: number, sectionCount: number): void;
}

/** Where the content is scrolled: the offset along the layout and orthogonal sections' sideways offsets. */
export interface ScrollPosition {
  x: number;
  y: number;
  /** Section → sideways offset; absent means 0. */
  sectionOffsets?: Map<number, number>;
}

export interface SectionInLayout extends ResolvedSection {
  effects?: ScrollEffects;
  snap?: Snap;
}

export class PreparedLayout {
  readonly mapping: AxisMapping;
  readonly contentSize: Size;
  readonly sectionStarts: number[];
  readonly scrolls: boolean;
  readonly hasPinnedHeaders: boolean;
  readonly hasEffects: boolean;
  readonly transformsCells: boolean;
  readonly separatorReach: number;
  readonly hasOrthogonalSections: boolean;

  constructor(
    readonly viewport: Size,
    axis: Axis,
    direction: Direction,
    readonly sections: SectionInLayout[],
    readonly effects: ScrollEffects | undefined,
    readonly snap: Snap,
    readonly textScale: number,
  ) {
    this.hasEffects = effects !== undefined || sections.some((section) => section.effects !== undefined);
    this.transformsCells = (effects?.transforms ?? false) || sections.some((section) => section.effects?.transforms ?? false);
    this.hasPinnedHeaders = sections.some((section) => section.headerPinned);
    this.separatorReach = sections.reduce((reach, section) =>
      section.separator === undefined ? reach : swiftMax(reach, Math.abs(section.separator.offset) + section.separator.thickness), 0);
    this.scrolls = !sections.some((section) => section.items.kind === "circle");
    this.hasOrthogonalSections = sections.some((section) => section.orthogonal !== undefined);
    const starts = [0];
    let u = 0;
    for (const section of sections) {
      u = u + sectionLength(section, itemExtent(section.items));
      starts.push(u);
    }
    this.sectionStarts = starts;
    const provisional = new AxisMapping(axis, direction, 0);
    const crossExtent = provisional.vSize(viewport);
    const size = this.scrolls ? provisional.point(swiftMax(u, 0), crossExtent) : { x: viewport.width, y: viewport.height };
    this.contentSize = { width: size.x, height: size.y };
    if (!Number.isFinite(u)) {
      throw new LayoutError(`the content's length along the scroll axis is not finite (${swiftDouble(u)}); check the layout's sizes for this viewport`);
    }
    this.mapping = new AxisMapping(axis, direction, swiftMax(this.contentSize.width, viewport.width));
  }

  get sectionCount(): number { return this.sections.length; }

  itemCount(section: number): number {
    return section >= 0 && section < this.sections.length ? itemCount(this.sections[section].items) : 0;
  }

  /** Every element, by section: background, header, cells by item, separators, footer. */
  allElements(position: ScrollPosition = { x: 0, y: 0 }): LayoutAttributes[] {
    const result: LayoutAttributes[] = [];
    for (let index = 0; index < this.sections.length; index++) {
      const section = this.sections[index];
      const background = this.background(index);
      if (background !== undefined) result.push(background);
      const header = this.header(index, position);
      if (header !== undefined) result.push(header);
      const count = itemCount(section.items);
      if (this.sectionIsOrthogonal(index)) {
        for (let item = 0; item < count; item++) result.push(this.cellAttributes(index, item, this.orthogonalFrame(index, item, position), count, position));
      } else if (section.items.kind === "circle") {
        const circle = section.items.circle;
        circle.forEachFrame(0, circle.count, (item, frame) => {
          result.push(this.hasEffects ? this.cellAttributes(index, item, frame, circle.count, position) : attributes("cell", index, item, frame));
        });
      } else {
        const origin = this.contentOrigin(index);
        const cross = section.crossStartInset;
        for (let item = 0; item < count; item++) {
          result.push(this.cellAttributes(index, item, this.mapping.rect(offsetRect(this.axisFrame(index, item), origin, cross)), count, position));
        }
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

  /** Item `item`'s frame in its section's own terms (not for a circle). */
  axisFrame(index: number, item: number): AxisRect {
    const items = this.sections[index].items;
    if (items.kind === "pattern") return items.pattern.frame(item);
    if (items.kind === "explicit") return items.frames.frames[item];
    return axisRect(0, 0, 0, 0);
  }

  sectionIsOrthogonal(index: number): boolean {
    return this.hasOrthogonalSections && this.sections[index].orthogonal !== undefined;
  }

  contentOrigin(index: number): number {
    const section = this.sections[index];
    return this.sectionStarts[index] + (section.headerLength ?? 0) + section.leadingInset;
  }

  /** A cell's attributes: its frame, and what the scroll effects make of its distance from the viewport's centre. */
  cellAttributes(section: number, item: number, frame: Rect, count: number, position: ScrollPosition): LayoutAttributes {
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

  header(index: number, position: ScrollPosition): LayoutAttributes | undefined {
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
    if (separator === undefined || item >= itemCount(section.items) - 1 || section.items.kind === "circle") return undefined;
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

  orthogonalFrame(index: number, item: number, position: ScrollPosition): Rect {
    const section = this.sections[index];
    const inner = this.axisFrame(index, item);
    const offset = position.sectionOffsets?.get(index) ?? 0;
    return this.mapping.rect(axisRect(this.bandStart(index) + section.crossStartInset + inner.v, section.leadingInset + inner.u - offset, inner.breadth, inner.length));
  }
}
