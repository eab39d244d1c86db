// One section's model evaluated for a viewport into the numbers the placement engines take, as
// the Swift runtime's SectionResolver does: the same order of evaluation, checks and messages.

import { Axis, AxisRect, LayoutError, axisRect, describe, offsetRect, uEnd } from "../geometry/geometry.js";
import { limits } from "../inputs/limits.js";
import type { Arrangement, F, SectionModel } from "../model/model.js";
import type { Columns, Snap } from "../model/shapes.js";
import { CirclePlacement, ExplicitFrames, GridAutoPlacement, GridPass, MasonryColumns, TilePattern, flow, spanningFlow, uniformFlow } from "./placements.js";
import { sequenceMax, swiftMax, swiftMin } from "../geometry/swiftmath.js";
import type { LayoutAttributes } from "../geometry/attributes.js";
import { Context } from "../programs/program.js";
import type { Evaluator } from "../programs/evaluator.js";

/** A body's or a section's scroll effects, applied to a cell for its distance from the viewport's centre. */
export interface ScrollEffects {
  readonly transforms: boolean;
  apply(element: LayoutAttributes, distance: number, sectionCount: number): void;
}

export type ItemSize = number | { width: number; height: number };


export type Items =
  | { kind: "pattern"; pattern: TilePattern }
  | { kind: "explicit"; frames: ExplicitFrames }
  | { kind: "circle"; circle: CirclePlacement };

export type Continuation = { kind: "masonry"; columns: MasonryColumns } | { kind: "grid"; pass: GridPass };

export interface ResolvedSection {
  items: Items;
  leadingInset: number;
  trailingInset: number;
  crossStartInset: number;
  headerLength?: number;
  headerPinned: boolean;
  footerLength?: number;
  continuation?: Continuation;
  background?: { leading: number; trailing: number; crossStart: number; crossEnd: number; cornerRadius: number };
  separator?: { thickness: number; inset: number; offset: number };
  orthogonal?: { bandLength: number; snap: Snap };
  /** The section's own effects and snap, when it overrides the layout's (set by the engine). */
  effects?: ScrollEffects;
  snap?: Snap;
}

/** Whether the items move with the content. A circle stays in the viewport: a layout with one
 * does not scroll. Each question of an engine is a switch over every kind, so that a new kind is
 * met by the compiler wherever it differs. */
export function itemsScroll(items: Items): boolean {
  switch (items.kind) {
    case "pattern": case "explicit": return true;
    case "circle": return false;
  }
}

/** Ends a switch over `Items` that returns nothing: it does not compile while a kind is missed. */
export function unhandled(items: never): never {
  throw new Error(`no query handles this engine: ${JSON.stringify(items)}`);
}

export function itemCount(items: Items): number {
  switch (items.kind) {
    case "pattern": return items.pattern.count;
    case "explicit": return items.frames.count;
    default: return items.circle.count;
  }
}

export function itemExtent(items: Items): number {
  switch (items.kind) {
    case "pattern": return items.pattern.extent;
    case "explicit": return items.frames.extent;
    default: return 0;
  }
}

/** A section's length along the scroll axis for items reaching `extent`. */
export function sectionLength(section: ResolvedSection, extent: number): number {
  if (section.orthogonal !== undefined) return (section.headerLength ?? 0) + section.orthogonal.bandLength + (section.footerLength ?? 0);
  return (section.headerLength ?? 0) + section.leadingInset + extent + section.trailingInset + (section.footerLength ?? 0);
}

export class SectionResolver {
  band?: number;

  constructor(
    readonly evaluator: Evaluator,
    public axis: Axis,
    readonly width: number,
    readonly height: number,
    readonly textScale: number,
    readonly section: number,
    readonly count: number,
    readonly sizes: ItemSize[] | undefined,
  ) {}

  get vertical(): boolean { return this.axis === "vertical"; }
  private get crossExtent(): number { return this.band ?? (this.vertical ? this.width : this.height); }

  context(): Context {
    const context = new Context();
    context.width = this.width;
    context.height = this.height;
    context.textScale = this.textScale;
    context.section = this.section;
    context.count = this.count;
    return context;
  }

  value(formula: F, context?: Context): number {
    return this.evaluator.finiteValue(formula, context ?? this.context());
  }

  /** A non-negative length, or an error at the expression. */
  length(formula: F, what: string, context?: Context): number {
    const result = this.value(formula, context);
    if (!(result >= 0)) {
      const [line, column] = this.evaluator.place(formula);
      throw new LayoutError(`${what} is negative (${describe(result)}) for a ${describe(this.width)}×${describe(this.height)} viewport`, undefined, line, column);
    }
    return result;
  }

  error(message: string, formula: F): LayoutError {
    const [line, column] = this.evaluator.place(formula);
    return new LayoutError(message, undefined, line, column);
  }

  private axisRect(x: number, y: number, width: number, height: number): AxisRect {
    return this.vertical ? axisRect(y, x, height, width) : axisRect(x, y, width, height);
  }

  resolve(model: SectionModel): ResolvedSection {
    const orthogonal = model.orthogonal;
    if (orthogonal === undefined) return this.resolveAlongAxis(model);
    // A circle is never orthogonal: the front end and the compiled readers refuse it.
    const inner = new SectionResolver(this.evaluator, this.vertical ? "horizontal" : "vertical", this.width, this.height, this.textScale, this.section, this.count, this.sizes);
    inner.band = this.length(orthogonal.length, "the orthogonal section's length");
    const resolved = inner.resolveAlongAxis({ ...model, background: undefined });
    resolved.orthogonal = { bandLength: inner.band, snap: orthogonal.snap };
    resolved.separator = undefined;
    resolved.background = model.background === undefined ? undefined : this.resolveBackground(model.background);
    return resolved;
  }

  private resolveAlongAxis(model: SectionModel): ResolvedSection {
    const top = this.length(model.insets.top, "the top inset");
    const left = this.length(model.insets.left, "the left inset");
    const bottom = this.length(model.insets.bottom, "the bottom inset");
    const right = this.length(model.insets.right, "the right inset");
    const [leading, trailing, crossStart, crossEnd] = this.vertical ? [top, bottom, left, right] : [left, right, top, bottom];
    const available = this.crossExtent - crossStart - crossEnd;
    const [items, continuation] = this.resolveItems(model.arrangement, available);
    const headerLength = model.header === undefined ? undefined : this.length(model.header.length, "the header's length");
    const footerLength = model.footer === undefined ? undefined : this.length(model.footer.length, "the footer's length");
    const background = model.background === undefined ? undefined : this.resolveBackground(model.background);
    let separator: ResolvedSection["separator"];
    if (model.separators !== undefined) {
      const thickness = this.length(model.separators.thickness, "the separators' thickness");
      const inset = this.value(model.separators.inset);
      separator = { thickness, inset, offset: this.value(model.separators.offset) };
    }
    // Every key present, so that every section has one shape and the queries' property reads stay fast.
    return {
      items, leadingInset: leading, trailingInset: trailing, crossStartInset: crossStart, headerLength,
      headerPinned: model.header?.pinned ?? false, footerLength, continuation, background, separator, orthogonal: undefined,
      effects: undefined, snap: undefined,
    };
  }

  private resolveBackground(background: NonNullable<SectionModel["background"]>): NonNullable<ResolvedSection["background"]> {
    const top = this.value(background.insets.top);
    const left = this.value(background.insets.left);
    const bottom = this.value(background.insets.bottom);
    const right = this.value(background.insets.right);
    const [leading, trailing, crossStart, crossEnd] = this.vertical ? [top, bottom, left, right] : [left, right, top, bottom];
    return { leading, trailing, crossStart, crossEnd, cornerRadius: this.length(background.cornerRadius, "the background's corner radius") };
  }

  private resolveItems(arrangement: Arrangement, available: number): [Items, Continuation | undefined] {
    switch (arrangement.kind) {
      case "tiles": return [{ kind: "pattern", pattern: this.resolveTiles(arrangement) }, undefined];
      case "blocks": return [{ kind: "pattern", pattern: this.resolveBlocks(arrangement, available) }, undefined];
      case "circle": return [{ kind: "circle", circle: this.resolveCircle(arrangement) }, undefined];
      case "line": return [this.resolveLine(arrangement, available), undefined];
      case "masonry": {
        const [frames, columns] = this.resolveMasonry(arrangement, available);
        return [{ kind: "explicit", frames }, { kind: "masonry", columns }];
      }
      case "flow": return [this.resolveFlow(arrangement, available), undefined];
      case "rule": return [this.resolveRule(arrangement), undefined];
      default: {
        const [items, pass] = this.resolveGrid(arrangement, available);
        return [items, pass === undefined ? undefined : { kind: "grid", pass }];
      }
    }
  }

  private resolveTiles(tiles: Extract<Arrangement, { kind: "tiles" }>): TilePattern {
    const cells: AxisRect[] = [];
    for (const cell of tiles.cells) {
      const x = this.value(cell.x);
      const y = this.value(cell.y);
      const width = this.length(cell.width, "a cell's width");
      cells.push(this.axisRect(x, y, width, this.length(cell.height, "a cell's height")));
    }
    const extent = tiles.extent === undefined ? undefined : this.value(tiles.extent);
    let period: number;
    if (tiles.period !== undefined) {
      period = this.value(tiles.period);
      if (!(period > 0)) throw this.error(`the period must be positive, not ${describe(period)}`, tiles.period);
    } else {
      period = (extent ?? sequenceMax(cells.map(uEnd)) ?? 0) + this.value(tiles.spacing);
    }
    return new TilePattern(cells, period, this.count, undefined, extent);
  }

  private resolveRule(rule: Extract<Arrangement, { kind: "rule" }>): Items {
    const context = this.context();
    const start = this.vertical ? rule.frame.y : rule.frame.x;
    const frame = (index: number): AxisRect => {
      context.index = index;
      const x = this.value(rule.frame.x, context);
      const y = this.value(rule.frame.y, context);
      const width = this.length(rule.frame.width, `item ${index}'s width`, context);
      const result = this.axisRect(x, y, width, this.length(rule.frame.height, `item ${index}'s height`, context));
      if (!(result.u >= 0)) {
        throw this.error(`item ${index} starts at ${describe(result.u)}, before its section begins; a rule's frames start at 0 or later along the scroll axis`, start);
      }
      return result;
    };
    if (rule.period === undefined) return { kind: "explicit", frames: ExplicitFrames.make(this.count, frame) };
    const advance = this.value(rule.period.length);
    if (!(advance > 0)) throw this.error(`the period's length must be positive, not ${describe(advance)}`, rule.period.length);
    const items = rule.period.items;
    const cells: AxisRect[] = [];
    for (let index = 0; index < Math.min(items, this.count); index++) cells.push(frame(index));
    for (let index = items; index < Math.max(items, Math.min(this.count, 2 * items)); index++) {
      const expected = offsetRect(cells[index - items], advance, 0);
      const found = frame(index);
      if (!nearlyEqual(expected, found)) {
        throw this.error(`the rule does not repeat every ${items} items: item ${index} is at ${this.drawn(found)}, but item `
          + `${index - items} moved by the period's length (${describe(advance)}) is at ${this.drawn(expected)}; fix the period or remove it`, rule.period.length);
      }
    }
    return { kind: "pattern", pattern: new TilePattern(cells, advance, this.count) };
  }

  private drawn(rect: AxisRect): string {
    const [x, y, width, height] = this.vertical ? [rect.v, rect.u, rect.breadth, rect.length] : [rect.u, rect.v, rect.length, rect.breadth];
    return `(x: ${describe(x)}, y: ${describe(y)}, width: ${describe(width)}, height: ${describe(height)})`;
  }

  private resolveBlocks(blocks: Extract<Arrangement, { kind: "blocks" }>, available: number): TilePattern {
    const context = this.context();
    const blockSize = blocks.columns.reduce((sum, list) => sum + list.length, 0);
    context.columnCount = blocks.columns.length;
    context.blockSize = blockSize;
    const widths: number[] = [];
    blocks.columns.forEach((_, column) => {
      context.column = column;
      widths.push(this.length(blocks.columnWidth, "a column's width", context));
    });
    let spacing: number;
    if (blocks.spacing !== undefined) {
      spacing = this.value(blocks.spacing, context);
    } else {
      let total = 0;
      for (const width of widths) total = total + width;
      spacing = blocks.columns.length > 1 ? (available - total) / (blocks.columns.length - 1) : 0;
    }
    const cells: AxisRect[] = new Array(blockSize).fill(axisRect(0, 0, 0, 0));
    let v = 0;
    let extent = 0;
    blocks.columns.forEach((slots, column) => {
      context.column = column;
      let u = 0;
      for (const slot of slots) {
        context.slot = slot;
        const itemLength = this.length(blocks.itemLength, "an item's length", context);
        cells[slot] = axisRect(u, v, itemLength, widths[column]);
        extent = swiftMax(extent, u + itemLength);
        u = u + itemLength + spacing;
      }
      v = v + widths[column] + spacing;
    });
    return new TilePattern(cells, extent + spacing, this.count);
  }

  private resolveCircle(circle: Extract<Arrangement, { kind: "circle" }>): CirclePlacement {
    const centerX = this.value(circle.centerX);
    const centerY = this.value(circle.centerY);
    const radius = this.value(circle.radius);
    const start = this.value(circle.start);
    const step = this.count > 0 ? this.value(circle.step) : 0;
    const itemWidth = this.length(circle.item.width, "the item's width");
    const itemHeight = this.length(circle.item.height, "the item's height");
    return new CirclePlacement(centerX, centerY, radius, start, step, itemWidth, itemHeight, circle.clockwise, circle.singleAtCenter, this.count);
  }

  private resolveLine(line: Extract<Arrangement, { kind: "line" }>, available: number): Items {
    const cell = (size: AxisRect, u: number): AxisRect => {
      const v = line.align === "start" ? 0 : line.align === "center" ? (available - size.breadth) * 0.5 : available - size.breadth;
      return axisRect(u, v, size.length, size.breadth);
    };
    if (!line.perItem) {
      const width = this.length(line.item.width, "the item's width");
      const size = this.axisRect(0, 0, width, this.length(line.item.height, "the item's height"));
      return { kind: "pattern", pattern: new TilePattern([cell(size, 0)], size.length + this.value(line.spacing), this.count) };
    }
    const spacing = this.value(line.spacing);
    const context = this.context();
    let u = 0;
    return {
      kind: "explicit",
      frames: ExplicitFrames.make(this.count, (index) => {
        context.index = index;
        const width = this.length(line.item.width, `item ${index}'s width`, context);
        const size = this.axisRect(0, 0, width, this.length(line.item.height, `item ${index}'s height`, context));
        const frame = cell(size, u);
        u = u + size.length + spacing;
        return frame;
      }),
    };
  }

  columnCount(fixed: number | undefined, minimum: F | undefined, spacing: number, available: number): number {
    if (fixed !== undefined) return fixed;
    if (minimum === undefined) return 1;
    const width = this.value(minimum);
    if (!(width > 0)) throw this.error(`the minimum width must be positive, not ${describe(width)}`, minimum);
    // Swift: `Int(min(1024, max(1, x.rounded(.down))))`.
    return swiftMin(limits.maxColumns, swiftMax(1, Math.floor((available + spacing) / (width + spacing))));
  }

  private columnsOf(columns: Columns, spacing: number, available: number): number {
    return "count" in columns ? this.columnCount(columns.count, undefined, spacing, available) : this.columnCount(undefined, columns.minimumWidth, spacing, available);
  }

  private resolveMasonry(masonry: Extract<Arrangement, { kind: "masonry" }>, available: number): [ExplicitFrames, MasonryColumns] {
    const columnSpacing = this.value(masonry.columnSpacing);
    const columns = this.columnsOf(masonry.columns, columnSpacing, available);
    const columnWidth = (available - (columns - 1) * columnSpacing) / columns;
    const pass = new MasonryColumns(columns, columnWidth, columnSpacing, this.value(masonry.itemSpacing), masonry.shortestFirst, masonry.tiesToTrailing);
    // Items one column wide, their lengths the app's: the common waterfall, placed straight
    // into the frames' store (a mount of a million items is this loop).
    if (masonry.span === undefined && masonry.itemLength === undefined) {
      const data = this.dataLengths();
      const frames = ExplicitFrames.filled(this.count, (store) => {
        for (let index = 0; index < this.count; index++) pass.placeInto(store, index, data(index, columnWidth));
      });
      return [frames, pass];
    }
    const placer = this.masonryPlacer(masonry, pass);
    const frames = ExplicitFrames.make(this.count, (index) => placer(index));
    return [frames, pass];
  }

  /** Frames for items `from..<to`, continuing the pass `start` leaves off at, and the pass after
   * them. `start` is left as it is (Swift's `inout` value): a prepared layout still holds it. */
  placeMasonryItems(from: number, to: number, masonry: Extract<Arrangement, { kind: "masonry" }>, start: MasonryColumns): { frames: AxisRect[]; columns: MasonryColumns } {
    const columns = start.copy();
    const placer = this.masonryPlacer(masonry, columns);
    const frames: AxisRect[] = [];
    for (let index = from; index < to; index++) frames.push(placer(index));
    return { frames, columns };
  }

  private masonryPlacer(masonry: Extract<Arrangement, { kind: "masonry" }>, columns: MasonryColumns): (index: number) => AxisRect {
    const context = this.context();
    context.columnWidth = columns.columnWidth;
    context.columnCount = columns.ends.length;
    const span = masonry.span;
    const length = masonry.itemLength;
    const data = length === undefined ? this.dataLengths() : undefined;
    return (index) => {
      if (span === undefined && length === undefined && data !== undefined) return columns.place(data(index, columns.columnWidth));
      context.index = index;
      let covered: number | undefined;
      if (span !== undefined) covered = this.checkedSpan(span, context, columns.ends.length, index);
      let itemLength: number;
      if (length !== undefined) {
        itemLength = this.evaluator.finiteValue(length, context);
        if (!(itemLength >= 0)) {
          throw this.error(`the length of item ${index} is negative (${describe(itemLength)}) for a ${describe(this.width)}×${describe(this.height)} viewport`, length);
        }
      } else if (data !== undefined && covered !== undefined) {
        itemLength = data(index, columns.breadth(covered));
      } else if (data !== undefined) {
        itemLength = data(index, columns.columnWidth);
      } else {
        throw this.missingSizes();
      }
      return covered === undefined ? columns.place(itemLength) : columns.placeSpanning(itemLength, covered);
    };
  }

  /** Masonry items' lengths from the app's sizes, each checked as it is read. */
  private dataLengths(): (index: number, breadth: number) => number {
    const sizes = this.sizes;
    if (sizes === undefined || sizes.length < this.count) throw this.missingSizes();
    return (index, itemBreadth) => {
      const size = sizes[index];
      if (typeof size === "number") {
        if (!(Number.isFinite(size) && size >= 0)) throw invalidItemSize(index, this.section);
        return size;
      }
      if (!(Number.isFinite(size.width) && Number.isFinite(size.height) && size.width >= 0 && size.height >= 0)) throw invalidItemSize(index, this.section);
      const [length, breadth] = this.vertical ? [size.height, size.width] : [size.width, size.height];
      return breadth > 0 ? (length * itemBreadth) / breadth : 0;
    };
  }

  private resolveFlow(model: Extract<Arrangement, { kind: "flow" }>, available: number): Items {
    const spacing = this.value(model.spacing);
    const lineSpacing = this.value(model.lineSpacing);
    const alignment = model.align;
    const grid = (columns: number, aspect: F): Items => {
      const breadth = (available - (columns - 1) * spacing) / columns;
      const ratio = this.value(aspect);
      if (!(ratio > 0)) throw this.error(`the aspect ratio must be positive, not ${describe(ratio)}`, aspect);
      const length = this.vertical ? breadth / ratio : breadth * ratio;
      if (model.span !== undefined) {
        return { kind: "explicit", frames: spanningFlow(this.flowSpans(model.span, columns, breadth), length, breadth, columns, available, spacing, lineSpacing, alignment) };
      }
      return { kind: "pattern", pattern: uniformFlow(length, breadth, this.count, available, spacing, lineSpacing, alignment, columns) };
    };
    const sizing = model.sizing;
    if ("columns" in sizing) return grid(sizing.columns, sizing.aspect);
    if ("minimumWidth" in sizing) return grid(this.columnCount(undefined, sizing.minimumWidth, spacing, available), sizing.aspect);
    if ("item" in sizing) {
      if (!sizing.perItem) {
        const width = this.length(sizing.item.width, "the item's width");
        const rect = this.axisRect(0, 0, width, this.length(sizing.item.height, "the item's height"));
        return { kind: "pattern", pattern: uniformFlow(rect.length, rect.breadth, this.count, available, spacing, lineSpacing, alignment) };
      }
      const context = this.context();
      const sizes: { length: number; breadth: number }[] = [];
      for (let index = 0; index < this.count; index++) {
        context.index = index;
        const width = this.length(sizing.item.width, "an item's width", context);
        const rect = this.axisRect(0, 0, width, this.length(sizing.item.height, "an item's height", context));
        sizes.push({ length: rect.length, breadth: rect.breadth });
      }
      return { kind: "explicit", frames: flow(sizes, available, spacing, lineSpacing, alignment) };
    }
    const sizes = this.dataSizes().map((size) => {
      if (typeof size === "number") return { length: size, breadth: size };
      const rect = this.axisRect(0, 0, size.width, size.height);
      return { length: rect.length, breadth: rect.breadth };
    });
    return { kind: "explicit", frames: flow(sizes, available, spacing, lineSpacing, alignment) };
  }

  private flowSpans(formula: F, perLine: number, breadth: number): number[] {
    const context = this.context();
    context.columnWidth = breadth;
    context.columnCount = perLine;
    const spans: number[] = [];
    for (let index = 0; index < this.count; index++) {
      context.index = index;
      spans.push(this.checkedSpan(formula, context, perLine, index));
    }
    return spans;
  }

  checkedSpan(formula: F, context: Context, columns: number, index: number): number {
    const span = this.evaluator.finiteValue(formula, context);
    if (!(span === Math.floor(span) && span >= 1 && span <= columns)) {
      throw this.error(`item ${index}'s span is ${describe(span)}; a span is a whole number of columns from 1 to the column count `
        + `(${columns} here), such as min(2, columnCount)`, formula);
    }
    return span;
  }

  private dataSizes(): ItemSize[] {
    const sizes = this.sizes;
    if (sizes === undefined || sizes.length < this.count) throw this.missingSizes();
    const valid = (value: number) => Number.isFinite(value) && value >= 0;
    for (let index = 0; index < this.count; index++) {
      const size = sizes[index];
      const isValid = typeof size === "number" ? valid(size) : valid(size.width) && valid(size.height);
      if (!isValid) throw invalidItemSize(index, this.section);
    }
    return sizes.slice(0, this.count);
  }

  missingSizes(): LayoutError {
    return new LayoutError(`this layout takes item sizes from data: section ${this.section} has ${this.count} items but ${this.sizes?.length ?? 0} sizes were given`);
  }

  // MARK: Grids

  resolveGrid(grid: Extract<Arrangement, { kind: "grid" }>, available: number): [Items, GridPass | undefined] {
    const pass = this.gridPass(grid, available);
    if (grid.period === undefined || this.count <= 0) {
      const context = this.gridContext(pass);
      const frames = ExplicitFrames.make(this.count, (index) => this.placeGridItem(index, grid, context, pass).frame);
      return [{ kind: "explicit", frames }, pass];
    }
    const period = this.gridPeriod(grid.period, pass);
    return [{ kind: "pattern", pattern: this.repeatingGrid(grid, period, grid.period, pass) }, undefined];
  }

  /** Frames for items `from..<to`, continuing the placement `start` leaves off at, and the pass
   * after them; `start` is left as it is, as `placeMasonryItems` leaves its columns. */
  placeGridItems(from: number, to: number, grid: Extract<Arrangement, { kind: "grid" }>, start: GridPass): { frames: AxisRect[]; pass: GridPass } {
    const pass = start.copy();
    const context = this.gridContext(pass);
    const frames: AxisRect[] = [];
    for (let index = from; index < to; index++) frames.push(this.placeGridItem(index, grid, context, pass).frame);
    return { frames, pass };
  }

  private gridPass(grid: Extract<Arrangement, { kind: "grid" }>, available: number): GridPass {
    const columnGap = this.length(grid.columnGap, "the gap between columns");
    const rowGap = this.length(grid.rowGap, "the gap between rows");
    const columns = this.columnsOf(grid.columns, columnGap, available);
    const breadth = (available - (columns - 1) * columnGap) / columns;
    if (!(breadth >= 0)) {
      throw this.error(`${columns} columns and their gaps need more room than the section's ${describe(available)} points across; `
        + "use fewer columns or smaller gaps", grid.columnGap);
    }
    const context = this.context();
    context.columnWidth = breadth;
    context.columnCount = columns;
    const rowLength = grid.rowLength === undefined ? breadth : this.length(grid.rowLength, "the row length", context);
    return new GridPass(new GridAutoPlacement(columns, grid.dense), breadth, columnGap, rowLength, rowGap);
  }

  private gridContext(pass: GridPass): Context {
    const context = this.context();
    context.columnWidth = pass.columnBreadth;
    context.columnCount = pass.placement.columns;
    return context;
  }

  private placeGridItem(index: number, grid: Extract<Arrangement, { kind: "grid" }>, context: Context, pass: GridPass) {
    context.index = index;
    const columns = pass.placement.columns;
    const span = grid.span === undefined ? 1 : this.checkedSpan(grid.span, context, columns, index);
    let rowSpan = 1;
    if (grid.rowSpan !== undefined) {
      const value = this.evaluator.finiteValue(grid.rowSpan, context);
      if (!(value === Math.floor(value) && value >= 1 && value <= limits.maxPatternCells)) {
        throw this.error(`item ${index}'s row span is ${describe(value)}; a row span is a whole number of rows from 1 to ${limits.maxPatternCells}`, grid.rowSpan);
      }
      rowSpan = value;
    }
    let pinned: number | undefined;
    if (grid.column !== undefined) {
      const value = this.evaluator.finiteValue(grid.column, context);
      if (value >= 0) {
        if (!(value === Math.floor(value) && value + span <= columns)) {
          throw this.error(`item ${index} starts at column ${describe(value)} and spans ${span} of the grid's ${columns} columns; a column is a whole number `
            + "from 0 to columnCount - span, or negative to place the item where it fits", grid.column);
        }
        pinned = value === 0 ? 0 : value;
      }
    }
    return pass.place(span, rowSpan, pinned);
  }

  private gridPeriod(formula: F, pass: GridPass): number {
    const value = this.evaluator.finiteValue(formula, this.gridContext(pass));
    if (!(value === Math.floor(value) && value >= 1 && value <= limits.maxPatternCells)) {
      throw this.error(`the period is ${describe(value)} items; it is a whole number from 1 to ${limits.maxPatternCells}`, formula);
    }
    return value;
  }

  private repeatingGrid(grid: Extract<Arrangement, { kind: "grid" }>, period: number, formula: F, start: GridPass): TilePattern {
    const pass = start.copy();
    const context = this.gridContext(pass);
    const placed: { frame: AxisRect; row: number; column: number }[] = [];
    const after: GridAutoPlacement[] = [];
    const firstRows: number[] = [];
    const checked = Math.min(this.count, 3 * period);
    for (let index = 0; index < checked; index++) {
      const item = this.placeGridItem(index, grid, context, pass);
      placed.push(item);
      if (index % period === 0) firstRows.push(item.row);
      else firstRows[firstRows.length - 1] = Math.min(firstRows[firstRows.length - 1], item.row);
      if ((index + 1) % period === 0) after.push(pass.placement.copy());
    }
    const rows = placed.length > period ? placed[period].row - placed[0].row : 0;
    for (let index = period; index < Math.max(period, checked); index++) {
      const earlier = placed[index - period];
      const found = placed[index];
      if (!(found.row === earlier.row + rows && found.column === earlier.column)) {
        throw this.error(`the grid does not repeat every ${period} items: item ${index} is at row ${found.row}, column ${found.column}, but item `
          + `${index - period} is at row ${earlier.row}, column ${earlier.column}, ${rows} rows before it would repeat; `
          + "change the period, or leave it out to place every item", formula);
      }
    }
    if (this.count > checked) {
      const first = after[0].state(firstRows[1], after[1], 0);
      const second = after[1].state(firstRows[2], after[2], rows);
      if (first !== second) {
        throw this.error(`the grid does not repeat every ${period} items: after item ${2 * period - 1} its free places differ from those after item `
          + `${period - 1}, so item ${checked} and later ones would not repeat; change the period, or leave it out to place every item`, formula);
      }
    }
    const pitch = rows * (start.rowLength + start.rowGap);
    return new TilePattern(placed.slice(0, period).map((item) => item.frame), pitch, this.count);
  }
}

function nearlyEqual(a: AxisRect, b: AxisRect): boolean {
  const close = (x: number, y: number) => Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(x), Math.abs(y));
  return close(a.u, b.u) && close(a.v, b.v) && close(a.length, b.length) && close(a.breadth, b.breadth);
}

function invalidItemSize(index: number, section: number): LayoutError {
  return new LayoutError(`the size of item ${index} in section ${section} must be finite and non-negative`);
}
