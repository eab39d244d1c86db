// Frames listed one by one (masonry, flows, rules and grids that do not repeat), with the
// running bounds that let a query find its candidates by binary search: Swift's
// `ExplicitFrames`, with its list shifts (`ExplicitFrames+Shifts.swift`).

import { AxisRect, axisRect } from "../geometry/geometry.js";
import { swiftMax, swiftMin } from "../geometry/swiftmath.js";

/** Items per block: a list's change moves the items of one block one by one and the blocks
 * after it by a shift each (Swift's `ExplicitFrames.blockBits`). */
const blockBits = 10;
const blockSize = 1 << blockBits;
/** 1/256 of a point, and 2^40 points: on that grid every sum of positions is exact in any
 * order, so a shifted list reads as one placed in order, to the bit (Swift's `gridStep`). */
const gridStep = 2 ** -8;
const gridLimit = 2 ** 40;

/** Whether `value` is a multiple of 1/256 within 2^40 (false for NaN and infinities). */
export function isOnGrid(value: number): boolean {
  const steps = value / gridStep;
  return Math.abs(value) <= gridLimit && Math.round(steps) === steps;
}

/** The frames are kept in typed arrays, four numbers a frame, not an object each: a million
 * retained objects cost a mount more in the garbage collector than placing them does
 * (Benchmarks/RESULTS.md, issue 63). The arrays are cut in blocks of 1,024 items (views of one
 * buffer when placed together), each with a shift added to its positions along the axis, so
 * that a list's change makes a new value that shares every block it does not touch: the layout
 * before a change stays as it was, and a change costs its block and a shift a block. */
export class ExplicitFrames {
  /** Per block: frame i's u (less the block's shift), v, length and breadth at 4i ..< 4i + 4. */
  private readonly blocks: Float64Array[];
  /** Per block: the furthest end of frames 0...i, and the nearest start of frames i..<count,
   * each less the block's shift. */
  private readonly maxEnds: Float64Array[];
  private readonly minStarts: Float64Array[];
  /** One amount a block added to its positions; undefined while nothing was shifted. */
  private readonly shifts: Float64Array | undefined;
  readonly count: number;
  /** Whether the frames form an exact list (`isExactList`); found once, when first asked. */
  private exactList: boolean | undefined;

  private constructor(count: number, blocks: Float64Array[], maxEnds: Float64Array[], minStarts: Float64Array[], shifts: Float64Array | undefined) {
    this.count = count;
    this.blocks = blocks;
    this.maxEnds = maxEnds;
    this.minStarts = minStarts;
    this.shifts = shifts;
  }

  /** Frames in one store (four numbers a frame), with their running bounds. */
  private static fromStore(store: Float64Array): ExplicitFrames {
    const count = store.length >> 2;
    const maxEndUpTo = new Float64Array(count);
    const minStartFrom = new Float64Array(count);
    let running = -Infinity;
    for (let index = 0; index < count; index++) {
      running = swiftMax(running, store[4 * index] + store[4 * index + 2]);
      maxEndUpTo[index] = running;
    }
    running = Infinity;
    for (let index = count - 1; index >= 0; index--) {
      running = swiftMin(running, store[4 * index]);
      minStartFrom[index] = running;
    }
    const blocks: Float64Array[] = [];
    const maxEnds: Float64Array[] = [];
    const minStarts: Float64Array[] = [];
    for (let first = 0; first < count; first += blockSize) {
      const end = Math.min(count, first + blockSize);
      blocks.push(store.subarray(4 * first, 4 * end));
      maxEnds.push(maxEndUpTo.subarray(first, end));
      minStarts.push(minStartFrom.subarray(first, end));
    }
    return new ExplicitFrames(count, blocks, maxEnds, minStarts, undefined);
  }

  private shift(block: number): number {
    return this.shifts === undefined ? 0 : this.shifts[block];
  }

  get extent(): number {
    return this.count === 0 ? 0 : this.maxEnd(this.count - 1);
  }

  /** Frame `item`, a new object each call. */
  frame(item: number): AxisRect {
    const block = item >> blockBits;
    const at = (item & (blockSize - 1)) << 2;
    const store = this.blocks[block];
    const shift = this.shift(block);
    return axisRect(shift === 0 ? store[at] : store[at] + shift, store[at + 1], store[at + 2], store[at + 3]);
  }

  private maxEnd(item: number): number {
    const block = item >> blockBits;
    const value = this.maxEnds[block][item & (blockSize - 1)];
    const shift = this.shift(block);
    return shift === 0 ? value : value + shift;
  }

  private minStart(item: number): number {
    const block = item >> blockBits;
    const value = this.minStarts[block][item & (blockSize - 1)];
    const shift = this.shift(block);
    return shift === 0 ? value : value + shift;
  }

  /** The items whose span may meet `uStart..<uEnd`: from the first whose running end passes
   * `uStart` to the last whose running start is before `uEnd`. */
  candidates(uStart: number, uEnd: number): [number, number] {
    let low = 0;
    let high = this.count;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.maxEnd(middle) > uStart) high = middle;
      else low = middle + 1;
    }
    const first = low;
    high = this.count;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.minStart(middle) < uEnd) low = middle + 1;
      else high = middle;
    }
    return [first, Math.max(first, low)];
  }

  /** The first `kept` frames of these, then `more`. */
  prefixThen(kept: number, more: readonly AxisRect[]): ExplicitFrames {
    const store = new Float64Array(4 * (kept + more.length));
    for (let block = 0; block << blockBits < kept; block++) {
      const items = Math.min(blockSize, kept - (block << blockBits));
      const at = 4 * (block << blockBits);
      store.set(this.blocks[block].subarray(0, 4 * items), at);
      const shift = this.shift(block);
      if (shift !== 0) for (let item = 0; item < items; item++) store[at + 4 * item] = store[at + 4 * item] + shift;
    }
    more.forEach((frame, offset) => ExplicitFrames.write(store, kept + offset, frame));
    return ExplicitFrames.fromStore(store);
  }

  /** Whether the frames are placed as a list's: on the grid, of non-negative length, each
   * starting no earlier than the one before ends. Then each item's running end and start are
   * its own, and a shift moves them with it. Scans once, the first time it is asked. */
  isExactList(): boolean {
    if (this.exactList === undefined) {
      let previousEnd = 0;
      let exact = true;
      for (let item = 0; item < this.count && exact; item++) {
        const { u, length } = this.frame(item);
        const end = u + length;
        exact = length >= 0 && u >= previousEnd && isOnGrid(u) && isOnGrid(length) && isOnGrid(end);
        previousEnd = end;
      }
      this.exactList = exact;
    }
    return this.exactList;
  }

  /** These frames with items `first..<end` replaced by `frames` (as many, a list's, on the grid)
   * and every item after them moved by `delta` (on the grid): what placing the list again from
   * `first` gives when the items after keep their lengths. Only for an exact list, which the
   * result stays. The blocks it does not touch are shared with these frames. */
  replacingListItems(first: number, end: number, frames: readonly AxisRect[], delta: number): ExplicitFrames {
    const blocks = this.blocks.slice();
    const maxEnds = this.maxEnds.slice();
    const minStarts = this.minStarts.slice();
    const blockCount = blocks.length;
    const shifts = this.shifts === undefined ? new Float64Array(blockCount) : this.shifts.slice();
    const copied = new Set<number>();
    // A block written here is copied first, its shift written into its values.
    const own = (block: number) => {
      if (copied.has(block)) return;
      copied.add(block);
      const shift = shifts[block];
      const store = blocks[block].slice();
      const ends = maxEnds[block].slice();
      const starts = minStarts[block].slice();
      if (shift !== 0) {
        for (let item = 0; item < ends.length; item++) {
          store[4 * item] = store[4 * item] + shift;
          ends[item] = ends[item] + shift;
          starts[item] = starts[item] + shift;
        }
        shifts[block] = 0;
      }
      blocks[block] = store;
      maxEnds[block] = ends;
      minStarts[block] = starts;
    };
    frames.forEach((frame, offset) => {
      const item = first + offset;
      const block = item >> blockBits;
      own(block);
      const at = item & (blockSize - 1);
      ExplicitFrames.write(blocks[block], at, frame);
      maxEnds[block][at] = frame.u + frame.length;
      minStarts[block][at] = frame.u;
    });
    if (delta !== 0 && end < this.count) {
      // The rest of the range's last block item by item, the blocks after by their shifts.
      const block = end >> blockBits;
      own(block);
      const store = blocks[block], ends = maxEnds[block], starts = minStarts[block];
      for (let at = end & (blockSize - 1); at < ends.length; at++) {
        store[4 * at] = store[4 * at] + delta;
        ends[at] = ends[at] + delta;
        starts[at] = starts[at] + delta;
      }
      for (let later = block + 1; later < blockCount; later++) shifts[later] = shifts[later] + delta;
    }
    const result = new ExplicitFrames(this.count, blocks, maxEnds, minStarts, shifts.some((shift) => shift !== 0) ? shifts : undefined);
    result.exactList = true;
    return result;
  }

  /** How many blocks hold a shift: what tells a test that a change took the list's path. */
  get shiftedBlocks(): number {
    return this.shifts === undefined ? 0 : this.shifts.reduce((sum, shift) => sum + (shift !== 0 ? 1 : 0), 0);
  }

  /** `count` frames that `fill` writes into the store, frame i at 4i ..< 4i + 4 (u, v, length,
   * breadth): the masonry's pass writes its frames there without an object each. */
  static filled(count: number, fill: (store: Float64Array) => void): ExplicitFrames {
    const store = new Float64Array(4 * count);
    fill(store);
    return ExplicitFrames.fromStore(store);
  }

  static of(frames: readonly AxisRect[]): ExplicitFrames {
    return ExplicitFrames.make(frames.length, (index) => frames[index]);
  }

  static make(count: number, frame: (index: number) => AxisRect): ExplicitFrames {
    const store = new Float64Array(4 * count);
    for (let index = 0; index < count; index++) ExplicitFrames.write(store, index, frame(index));
    return ExplicitFrames.fromStore(store);
  }

  private static write(store: Float64Array, index: number, frame: AxisRect): void {
    const at = 4 * index;
    store[at] = frame.u;
    store[at + 1] = frame.v;
    store[at + 2] = frame.length;
    store[at + 3] = frame.breadth;
  }
}
