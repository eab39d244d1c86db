// How a section's cells form rows and columns on screen, for screen readers and keyboards: the
// rule of docs/ACCESSIBILITY.md ("Rows and columns"), as the Swift runtime's GridStructure.swift,
// checked on the shared vectors. Found from the cells' frames, not the arrangement's kind.

import type { Direction, Rect } from "../geometry/geometry.js";

/** A cell's place: first row and column (0-based, columns from the reading start) and spans. */
export interface GridPlace { row: number; column: number; rowSpan: number; columnSpan: number }

export interface GridStructure {
  kind: "grid" | "list";
  /** In a list, one row per item and one column. */
  rowCount: number;
  columnCount: number;
  /** Each item's place, by index, in a grid; empty in a list, where item i is row i of the one
   * column (a list may hold a million items). */
  places: GridPlace[];
}

/** How far apart two edges may be and still be one edge: frames computed by arithmetic on
 * fractions of a width are not always equal to the bit. */
export const gridTolerance = 0.5;

/** The most cells a section is looked at as a grid with: finding the tracks takes every frame
 * and sorts them (0.1 to 0.25 s for 100,000 cells in node), and a reader is told "item 12,000
 * of 1,000,000" as well as "row 4,000 of 333,334". A larger section is a list. */
export const maximumGridCells = 10_000;

export function listStructure(count: number): GridStructure {
  return { kind: "list", rowCount: count, columnCount: 1, places: [] };
}

/** The structure of cells with these frames (by index) in a layout read in `direction`;
 * `circle` for a circle's items, a list whatever their frames. */
export function gridStructure(frames: Rect[], direction: Direction, circle = false): GridStructure {
  const count = frames.length;
  if (circle || count <= 1 || count > maximumGridCells || !frames.every((f) => Number.isFinite(f.x) && Number.isFinite(f.y) && Number.isFinite(f.x + f.width) && Number.isFinite(f.y + f.height))) {
    return listStructure(count);
  }
  // Columns start at the reading start: the left edge, or the right one mirrored.
  const rowAxis = new TrackAxis(frames.map((f) => f.y), frames.map((f) => f.y + f.height));
  const columnAxis = direction === "ltr"
    ? new TrackAxis(frames.map((f) => f.x), frames.map((f) => f.x + f.width))
    : new TrackAxis(frames.map((f) => -(f.x + f.width)), frames.map((f) => -f.x));
  const rows = rowAxis.places();
  const columns = columnAxis.places();
  if (rows === undefined || columns === undefined || count <= rowAxis.tracks.length || count <= columnAxis.tracks.length) return listStructure(count);
  // No two cells may cover one slot: overlapping frames are a free arrangement.
  const columnCount = columnAxis.tracks.length;
  const taken = new Set<number>();
  for (let item = 0; item < count; item++) {
    for (let row = rows[item].first; row < rows[item].first + rows[item].span; row++) {
      for (let column = columns[item].first; column < columns[item].first + columns[item].span; column++) {
        const slot = row * columnCount + column;
        if (taken.has(slot)) return listStructure(count);
        taken.add(slot);
      }
    }
  }
  return {
    kind: "grid", rowCount: rowAxis.tracks.length, columnCount,
    places: rows.map((row, item) => ({ row: row.first, column: columns[item].first, rowSpan: row.span, columnSpan: columns[item].span })),
  };
}

/** The cells' extents along one screen axis and the tracks they start. */
class TrackAxis {
  /** Where each track starts: the starts ascending, those within the tolerance of a track's
   * first start joining it. */
  readonly tracks: number[] = [];

  constructor(readonly starts: number[], readonly ends: number[]) {
    for (const start of [...starts].sort((a, b) => a - b)) {
      if (this.tracks.length === 0 || start > this.tracks[this.tracks.length - 1] + gridTolerance) this.tracks.push(start);
    }
  }

  /** The last track starting before `value` (or at it, when `inclusive`); -1 when none. */
  private lastTrack(value: number, inclusive: boolean): number {
    let low = 0, high = this.tracks.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.tracks[middle] < value || (inclusive && this.tracks[middle] === value)) low = middle + 1; else high = middle;
    }
    return low - 1;
  }

  /** Each cell's first track and span, or undefined when the cells whose last track is one
   * track do not end within the tolerance of each other. */
  places(): { first: number; span: number }[] | undefined {
    const lowestEnd = this.tracks.map(() => Infinity);
    const highestEnd = this.tracks.map(() => -Infinity);
    const result: { first: number; span: number }[] = [];
    for (let index = 0; index < this.starts.length; index++) {
      // A cell covers the tracks that start before its end, less the tolerance.
      const first = this.lastTrack(this.starts[index], true);
      const last = Math.max(first, this.lastTrack(this.ends[index] - gridTolerance, false));
      lowestEnd[last] = Math.min(lowestEnd[last], this.ends[index]);
      highestEnd[last] = Math.max(highestEnd[last], this.ends[index]);
      result.push({ first, span: last - first + 1 });
    }
    for (let track = 0; track < this.tracks.length; track++) {
      if (highestEnd[track] - lowestEnd[track] > gridTolerance) return undefined;
    }
    return result;
  }
}
