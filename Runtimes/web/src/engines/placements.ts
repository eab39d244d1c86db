// The placement engines, as the Swift runtime's: a tile pattern repeating in closed form,
// explicit frames, a masonry pass, flows, a circle, and grid auto-placement. The arithmetic is
// the Swift code's, operation for operation, so that frames agree to the bit.

import { AxisRect, Rect, axisRect, offsetRect, uEnd } from "../geometry/geometry.js";
import { sequenceMax, sequenceMin, swiftMax } from "../geometry/swiftmath.js";
import { ExplicitFrames } from "./explicitFrames.js";

export { ExplicitFrames };

/** Cells repeating every `period` along the axis; item i is cell i % k of block i / k. */
export class TilePattern {
  readonly slots: AxisRect[];
  readonly cellsPerBlock: number;
  readonly partialStart: number;
  readonly lastBlock: number;
  readonly minStart: number;
  readonly maxEnd: number;
  readonly inversePeriod: number;
  readonly patternSlack: number;

  constructor(cells: AxisRect[], readonly period: number, readonly count: number, partialLastBlock?: AxisRect[], readonly blockExtent?: number) {
    const k = cells.length;
    this.cellsPerBlock = k;
    const partial = k > 0 && count % k !== 0 ? partialLastBlock : undefined;
    this.slots = partial === undefined ? cells : [...cells, ...partial];
    this.partialStart = partial !== undefined ? Math.floor(count / k) * k : count;
    this.lastBlock = k === 0 || count === 0 ? 0 : Math.floor((count - 1) / k);
    this.minStart = sequenceMin(this.slots.map((slot) => slot.u)) ?? 0;
    this.maxEnd = sequenceMax(this.slots.map(uEnd)) ?? 0;
    this.inversePeriod = 1 / period;
    this.patternSlack = 1e-9 * (Math.abs(this.minStart) + Math.abs(this.maxEnd) + Math.abs(period));
  }

  /** The items whose span along the axis may meet `uStart..<uEnd`: whole blocks, in closed form. */
  candidates(uStart: number, uEnd: number): [number, number] {
    const k = this.cellsPerBlock;
    if (this.count <= 0 || k <= 0) return [0, 0];
    if (!(this.period > 0) || !Number.isFinite(this.inversePeriod)) return [0, this.count];
    const slack = 1e-9 * (Math.abs(uStart) + Math.abs(uEnd)) + this.patternSlack;
    const x = (uStart - this.maxEnd - slack) * this.inversePeriod;
    const y = (uEnd - this.minStart + slack) * this.inversePeriod;
    const blocks = this.lastBlock;
    if (!(y >= 0 && x < blocks)) return [0, 0];
    const firstBlock = x < 0 ? 0 : Math.trunc(x) + 1;
    const lastBlockIndex = y >= blocks ? this.lastBlock : Math.trunc(y);
    if (firstBlock > lastBlockIndex) return [0, 0];
    return [firstBlock * k, Math.min(this.count, (lastBlockIndex + 1) * k)];
  }

  frame(item: number): AxisRect {
    const k = this.cellsPerBlock;
    const block = Math.floor(item / k);
    const slot = item - block * k;
    return offsetRect(this.slots[item >= this.partialStart ? k + slot : slot], this.period * block, 0);
  }

  get extent(): number {
    const k = this.cellsPerBlock;
    if (this.count === 0 || k === 0) return 0;
    let end = -Infinity;
    for (let slot = 0; slot < Math.min(k, this.count); slot++) {
      const lastItem = slot + Math.floor((this.count - 1 - slot) / k) * k;
      end = swiftMax(end, uEnd(this.frame(lastItem)));
    }
    if (this.blockExtent !== undefined) end = swiftMax(end, this.lastBlock * this.period + this.blockExtent);
    return end;
  }
}

export type LineAlignment = "justify" | "leading" | "center" | "trailing";

export function linePositions(breadths: number[], available: number, spacing: number, alignment: LineAlignment): number[] {
  let total = 0;
  for (const breadth of breadths) total = total + breadth;
  const count = breadths.length;
  let gap = spacing;
  let start = 0;
  switch (alignment) {
    case "justify":
      if (count > 1) gap = (available - total) / (count - 1);
      else start = (available - total) * 0.5;
      break;
    case "leading": break;
    case "center": start = (available - total - spacing * (count - 1)) * 0.5; break;
    case "trailing": start = available - total - spacing * (count - 1); break;
  }
  const positions: number[] = [];
  let v = start;
  for (const breadth of breadths) {
    positions.push(v);
    v = v + breadth + gap;
  }
  return positions;
}

export function spanningFlow(spans: number[], length: number, breadth: number, perLine: number, available: number, spacing: number,
  lineSpacing: number, alignment: LineAlignment): ExplicitFrames {
  const frames: AxisRect[] = [];
  let u = 0;
  let lineStart = 0;
  let used = 0;
  const finishLine = (end: number) => {
    const breadths = spans.slice(lineStart, end).map((span) => span * breadth + (span - 1) * spacing);
    const positions = linePositions(breadths, available, spacing, alignment);
    breadths.forEach((itemBreadth, offset) => frames.push(axisRect(u, positions[offset], length, itemBreadth)));
    u = u + length + lineSpacing;
    lineStart = end;
    used = 0;
  };
  spans.forEach((span, index) => {
    if (used + span > perLine) finishLine(index);
    used += span;
  });
  if (lineStart < spans.length) finishLine(spans.length);
  return ExplicitFrames.of(frames);
}

export function uniformFlow(length: number, breadth: number, count: number, available: number, spacing: number, lineSpacing: number,
  alignment: LineAlignment, perLine?: number): TilePattern {
  let fit = 1;
  if (perLine !== undefined) fit = perLine;
  else while (fit < Math.max(count, 1) && (fit + 1) * breadth + fit * spacing <= available) fit += 1;
  const line = (items: number) => linePositions(new Array(items).fill(breadth), available, spacing, alignment).map((v) => axisRect(0, v, length, breadth));
  const remainder = count % fit;
  return new TilePattern(line(fit), length + lineSpacing, count,
    remainder === 0 || alignment === "leading" ? undefined : [...line(remainder), ...line(fit).slice(remainder)]);
}

export function flow(sizes: { length: number; breadth: number }[], available: number, spacing: number, lineSpacing: number, alignment: LineAlignment): ExplicitFrames {
  const frames: AxisRect[] = [];
  let lineStart = 0;
  let u = 0;
  while (lineStart < sizes.length) {
    let lineEnd = lineStart + 1;
    let used = sizes[lineStart].breadth;
    while (lineEnd < sizes.length && used + spacing + sizes[lineEnd].breadth <= available) {
      used = used + spacing + sizes[lineEnd].breadth;
      lineEnd += 1;
    }
    const line = sizes.slice(lineStart, lineEnd);
    const lineLength = sequenceMax(line.map((size) => size.length)) ?? 0;
    const positions = linePositions(line.map((size) => size.breadth), available, spacing, alignment);
    line.forEach((size, offset) => frames.push(axisRect(u + (lineLength - size.length) * 0.5, positions[offset], size.length, size.breadth)));
    u = u + lineLength + lineSpacing;
    lineStart = lineEnd;
  }
  return ExplicitFrames.of(frames);
}

/** A masonry pass: each column's end, and where the next item goes. */
export class MasonryColumns {
  ends: number[];
  nextColumn = 0;
  /** Where the last item placed starts along the axis. */
  private placedAt = 0;

  constructor(columns: number, readonly columnWidth: number, readonly columnSpacing: number, readonly itemSpacing: number,
    readonly shortestFirst: boolean, readonly tiesToTrailing: boolean) {
    this.ends = new Array(Math.max(1, columns)).fill(0);
  }

  copy(): MasonryColumns {
    const copy = new MasonryColumns(this.ends.length, this.columnWidth, this.columnSpacing, this.itemSpacing, this.shortestFirst, this.tiesToTrailing);
    copy.ends = [...this.ends];
    copy.nextColumn = this.nextColumn;
    return copy;
  }

  /** Places an item of `length` in the next column: frame `index` of `store`, written as
   * `ExplicitFrames` keeps frames, with no object made (`ExplicitFrames.filled`). */
  placeInto(store: Float64Array, index: number, length: number): void {
    const column = this.nextPlace(length);
    const at = 4 * index;
    store[at] = this.placedAt;
    store[at + 1] = (this.columnSpacing + this.columnWidth) * column;
    store[at + 2] = length;
    store[at + 3] = this.columnWidth;
  }

  place(length: number): AxisRect {
    const column = this.nextPlace(length);
    return axisRect(this.placedAt, (this.columnSpacing + this.columnWidth) * column, length, this.columnWidth);
  }

  /** The column an item of `length` goes in, its column's end moved past it. */
  private nextPlace(length: number): number {
    const ends = this.ends;
    let column = 0;
    if (this.shortestFirst) {
      for (let candidate = 1; candidate < ends.length; candidate++) {
        const shorter = this.tiesToTrailing ? ends[candidate] <= ends[column] : ends[candidate] < ends[column];
        if (shorter) column = candidate;
      }
    } else {
      column = this.nextColumn;
    }
    this.placedAt = ends[column];
    ends[column] = ends[column] + length + this.itemSpacing;
    this.nextColumn = column + 1 === ends.length ? 0 : column + 1;
    return column;
  }

  breadth(span: number): number {
    return span === 1 ? this.columnWidth : this.columnWidth * span + this.columnSpacing * (span - 1);
  }

  /** The pass as it stood before item `item` (Swift's `MasonryColumns.rewound`), read back from
   * the frames it placed: each column ends where the last item covering it ends plus the item
   * spacing, the very sum `place` made. Undefined when the frames do not tell their columns apart. */
  rewound(item: number, frames: ExplicitFrames): MasonryColumns | undefined {
    const columns = this.ends.length;
    const pitch = this.columnSpacing + this.columnWidth;
    if (!(item >= 0 && item <= frames.count) || !(pitch > 0) || !Number.isFinite(pitch)) return undefined;
    const state = new MasonryColumns(columns, this.columnWidth, this.columnSpacing, this.itemSpacing, this.shortestFirst, this.tiesToTrailing);
    const found = new Array<boolean>(columns).fill(false);
    let missing = columns;
    for (let index = item - 1; index >= 0 && missing > 0; index--) {
      const frame = frames.frame(index);
      const start = this.columnAt(frame.v);
      const span = start === undefined ? undefined : this.spanOf(frame.breadth, start);
      if (start === undefined || span === undefined) return undefined;
      if (index === item - 1) state.nextColumn = start + span === columns ? 0 : start + span;
      for (let column = start; column < start + span; column++) {
        if (found[column]) continue;
        found[column] = true;
        missing -= 1;
        state.ends[column] = frame.u + frame.length + this.itemSpacing;
      }
    }
    return state;
  }

  private columnAt(v: number): number | undefined {
    const pitch = this.columnSpacing + this.columnWidth;
    const column = Math.round(v / pitch);
    if (!(column >= 0 && column < this.ends.length) || pitch * column !== v) return undefined;
    if ((column > 0 && pitch * (column - 1) === v) || (column + 1 < this.ends.length && pitch * (column + 1) === v)) return undefined;
    return column;
  }

  private spanOf(breadth: number, start: number): number | undefined {
    let match: number | undefined;
    for (let span = 1; span <= this.ends.length - start; span++) {
      if (this.breadth(span) !== breadth) continue;
      if (match !== undefined) return undefined;
      match = span;
    }
    return match;
  }

  placeSpanning(length: number, span: number): AxisRect {
    if (span <= 1) return this.place(length);
    const ends = this.ends;
    const top = (start: number) => {
      let value = ends[start];
      for (let column = start + 1; column < start + span; column++) value = swiftMax(value, ends[column]);
      return value;
    };
    let start = 0;
    if (this.shortestFirst) {
      let best = top(0);
      for (let candidate = 1; candidate <= ends.length - span; candidate++) {
        const candidateTop = top(candidate);
        if (this.tiesToTrailing ? candidateTop <= best : candidateTop < best) [start, best] = [candidate, candidateTop];
      }
    } else {
      start = this.nextColumn + span <= ends.length ? this.nextColumn : 0;
    }
    const u = top(start);
    const frame = axisRect(u, (this.columnSpacing + this.columnWidth) * start, length, this.breadth(span));
    for (let column = start; column < start + span; column++) ends[column] = u + length + this.itemSpacing;
    this.nextColumn = start + span === ends.length ? 0 : start + span;
    return frame;
  }
}

const anchorSpacing = 64;

/** Items on a circle, in view coordinates; sines and cosines from one per 64 items, rotated by
 * a table, as the Swift runtime computes them. */
export class CirclePlacement {
  readonly rotations: [number, number][];

  constructor(readonly centerX: number, readonly centerY: number, readonly radius: number, readonly start: number, readonly step: number,
    readonly itemWidth: number, readonly itemHeight: number, readonly clockwise: boolean, readonly singleAtCenter: boolean, readonly count: number) {
    const table: [number, number][] = [];
    for (let j = 0; j < Math.min(count, anchorSpacing); j++) {
      if (j === 0) table.push([0, 1]);
      else if (j === 1) table.push([Math.sin(step), Math.cos(step)]);
      else if ((j & (j - 1)) === 0) {
        const half = table[j / 2];
        table.push([2 * half[0] * half[1], 1 - 2 * half[0] * half[0]]);
      } else {
        const lowest = j & -j;
        const base = table[j - lowest];
        const by = table[lowest];
        table.push([base[0] * by[1] + base[1] * by[0], base[1] * by[1] - base[0] * by[0]]);
      }
    }
    this.rotations = table;
  }

  frame(item: number): Rect {
    let found: Rect = { x: 0, y: 0, width: 0, height: 0 };
    this.forEachFrame(item, item + 1, (_, frame) => { found = frame; });
    return found;
  }

  forEachFrame(lower: number, upper: number, body: (item: number, frame: Rect) => void): void {
    if (lower >= upper) return;
    const halfWidth = this.itemWidth * 0.5;
    const halfHeight = this.itemHeight * 0.5;
    const { centerX, centerY, radius, itemWidth: width, itemHeight: height } = this;
    if (this.count === 1 && this.singleAtCenter) {
      for (let item = lower; item < upper; item++) body(item, { x: centerX - halfWidth, y: centerY - halfHeight, width, height });
      return;
    }
    const xRadius = this.clockwise ? -radius : radius;
    let anchor = lower - (lower % anchorSpacing);
    while (anchor < upper) {
      const angle = this.start + this.step * anchor;
      const anchorSine = Math.sin(angle);
      const anchorCosine = Math.cos(angle);
      for (let item = Math.max(anchor, lower); item < Math.min(anchor + anchorSpacing, upper); item++) {
        const by = this.rotations[item - anchor];
        const sine = anchorSine * by[1] + anchorCosine * by[0];
        const cosine = anchorCosine * by[1] - anchorSine * by[0];
        const x = centerX + xRadius * sine;
        const y = centerY + radius * cosine;
        body(item, { x: x - halfWidth, y: y - halfHeight, width, height });
      }
      anchor += anchorSpacing;
    }
  }
}

/** CSS grid auto-placement (§8.5) of items with spans, sparse or dense, row by row. */
export class GridAutoPlacement {
  readonly columns: number;
  occupied: boolean[] = [];
  firstKeptRow = 0;
  cursorRow = 0;
  cursorColumn = 0;
  firstRowForSpan = new Map<number, number>();
  firstRowForPinned = new Map<number, number>();
  rowCount = 0;

  constructor(columns: number, readonly dense: boolean) {
    this.columns = Math.max(1, columns);
  }

  copy(): GridAutoPlacement {
    const copy = new GridAutoPlacement(this.columns, this.dense);
    copy.occupied = [...this.occupied];
    copy.firstKeptRow = this.firstKeptRow;
    copy.cursorRow = this.cursorRow;
    copy.cursorColumn = this.cursorColumn;
    copy.firstRowForSpan = new Map(this.firstRowForSpan);
    copy.firstRowForPinned = new Map(this.firstRowForPinned);
    copy.rowCount = this.rowCount;
    return copy;
  }

  place(columnSpan: number, rowSpan: number, pinned: number | undefined): [number, number] {
    let row: number;
    let column: number;
    if (pinned !== undefined) {
      column = pinned;
      if (this.dense) {
        const key = pinned * (this.columns + 1) + columnSpan;
        row = Math.max(this.firstKeptRow, this.firstRowForPinned.get(key) ?? 0);
        while (!this.rowIsFree(row, pinned, columnSpan)) row += 1;
        this.firstRowForPinned.set(key, row);
      } else {
        row = pinned < this.cursorColumn ? this.cursorRow + 1 : this.cursorRow;
      }
      while (!this.fits(row, column, columnSpan, rowSpan)) row += 1;
    } else {
      if (this.dense) {
        row = Math.max(this.firstKeptRow, this.firstRowForSpan.get(columnSpan) ?? 0);
        while (!this.rowHasRun(row, columnSpan)) row += 1;
        this.firstRowForSpan.set(columnSpan, row);
        column = 0;
      } else {
        row = this.cursorRow;
        column = this.cursorColumn;
      }
      for (;;) {
        if (column + columnSpan > this.columns) {
          row += 1;
          column = 0;
        } else if (this.fits(row, column, columnSpan, rowSpan)) {
          break;
        } else {
          column += 1;
        }
      }
    }
    this.occupy(row, column, columnSpan, rowSpan);
    this.cursorRow = row;
    this.cursorColumn = column;
    this.rowCount = Math.max(this.rowCount, row + rowSpan);
    this.dropFinishedRows();
    return [row, column];
  }

  isOccupied(row: number, column: number): boolean {
    if (row < this.firstKeptRow) return true;
    const index = (row - this.firstKeptRow) * this.columns + column;
    return index < this.occupied.length && this.occupied[index];
  }

  rowIsFree(row: number, column: number, span: number): boolean {
    for (let c = column; c < column + span; c++) if (this.isOccupied(row, c)) return false;
    return true;
  }

  rowHasRun(row: number, span: number): boolean {
    let run = 0;
    for (let c = 0; c < this.columns; c++) {
      run = this.isOccupied(row, c) ? 0 : run + 1;
      if (run >= span) return true;
    }
    return false;
  }

  fits(row: number, column: number, columnSpan: number, rowSpan: number): boolean {
    for (let r = row; r < row + rowSpan; r++) if (!this.rowIsFree(r, column, columnSpan)) return false;
    return true;
  }

  occupy(row: number, column: number, columnSpan: number, rowSpan: number): void {
    const end = (row + rowSpan - this.firstKeptRow) * this.columns;
    while (this.occupied.length < end) this.occupied.push(false);
    for (let r = row; r < row + rowSpan; r++) {
      const start = (r - this.firstKeptRow) * this.columns;
      for (let c = column; c < column + columnSpan; c++) this.occupied[start + c] = true;
    }
  }

  dropFinishedRows(): void {
    let keep = this.firstKeptRow;
    if (this.dense) {
      while ((keep - this.firstKeptRow + 1) * this.columns <= this.occupied.length && !this.rowHasRun(keep, 1)) keep += 1;
    } else {
      keep = this.cursorRow;
    }
    if (keep <= this.firstKeptRow) return;
    this.occupied.splice(0, Math.min(this.occupied.length, (keep - this.firstKeptRow) * this.columns));
    this.firstKeptRow = keep;
  }

  /** What later items can see of the grid, for comparing two periods (see the Swift runtime). */
  state(deadBefore: number, later: GridAutoPlacement, rows: number): string {
    let cells: boolean[] = [];
    const end = Math.max(this.rowCount, later.rowCount);
    for (let row = this.firstKeptRow; row < end; row++) {
      for (let column = 0; column < this.columns; column++) {
        cells.push(this.isOccupied(row, column) || (row < deadBefore && !later.isOccupied(row, column)));
      }
    }
    let first = this.firstKeptRow;
    while (cells.length >= this.columns && !cells.slice(0, this.columns).includes(false)) {
      cells = cells.slice(this.columns);
      first += 1;
    }
    while (cells.length >= this.columns && !cells.slice(cells.length - this.columns).includes(true)) cells = cells.slice(0, cells.length - this.columns);
    return JSON.stringify([cells, first - rows, this.dense ? 0 : this.cursorRow - rows, this.dense ? 0 : this.cursorColumn]);
  }
}

export class GridPass {
  constructor(readonly placement: GridAutoPlacement, readonly columnBreadth: number, readonly columnGap: number,
    readonly rowLength: number, readonly rowGap: number) {}

  copy(): GridPass {
    return new GridPass(this.placement.copy(), this.columnBreadth, this.columnGap, this.rowLength, this.rowGap);
  }

  place(span: number, rowSpan: number, pinned: number | undefined): { frame: AxisRect; row: number; column: number } {
    const [row, column] = this.placement.place(span, rowSpan, pinned);
    const frame = axisRect(row * (this.rowLength + this.rowGap), column * (this.columnBreadth + this.columnGap),
      rowSpan * this.rowLength + (rowSpan - 1) * this.rowGap, span * this.columnBreadth + (span - 1) * this.columnGap);
    return { frame, row, column };
  }
}
