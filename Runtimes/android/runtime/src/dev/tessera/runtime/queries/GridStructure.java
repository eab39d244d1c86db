package dev.tessera.runtime.queries;

import dev.tessera.runtime.geometry.ReadingDirection;
import dev.tessera.runtime.geometry.Rect;
import dev.tessera.runtime.geometry.SwiftMath;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/**
 * How a section's cells form rows and columns on screen, for screen readers and keyboards: the
 * rule of docs/ACCESSIBILITY.md ("Rows and columns"), as the Swift runtime's GridStructure.swift,
 * checked on the shared vectors. Found from the cells' frames, not the arrangement's kind.
 */
public final class GridStructure {
    /** How far apart two edges may be and still be one edge: frames computed by arithmetic on
     *  fractions of a width are not always equal to the bit. */
    public static final double TOLERANCE = 0.5;

    /** The most cells a section is looked at as a grid with: finding the tracks takes every
     *  frame and sorts them, and a reader is told "item 12,000 of 1,000,000" as well as "row
     *  4,000 of 333,334". A larger section is a list. */
    public static final int MAXIMUM_GRID_CELLS = 10_000;

    /** False for a list: one column, a row per item. */
    public final boolean grid;
    public final int rowCount;
    public final int columnCount;
    /** In a grid, each item's first row and column (0-based, columns from the reading start) and
     *  spans, by index; empty in a list, where item i is row i of the one column (a list may hold
     *  a million items). */
    public final int[] rows, columns, rowSpans, columnSpans;

    private GridStructure(boolean grid, int rowCount, int columnCount, int[] rows, int[] columns, int[] rowSpans, int[] columnSpans) {
        this.grid = grid;
        this.rowCount = rowCount;
        this.columnCount = columnCount;
        this.rows = rows;
        this.columns = columns;
        this.rowSpans = rowSpans;
        this.columnSpans = columnSpans;
    }

    /** A list of `count` items: one column, a row each. */
    public static GridStructure list(int count) {
        int[] none = new int[0];
        return new GridStructure(false, count, 1, none, none, none, none);
    }

    /** The structure of cells with these frames (by index) in a layout read in `direction`;
     *  `circle` for a circle's items, a list whatever their frames. */
    public static GridStructure of(Rect[] frames, ReadingDirection direction, boolean circle) {
        int count = frames.length;
        if (circle || count <= 1 || count > MAXIMUM_GRID_CELLS) return list(count);
        double[] top = new double[count], bottom = new double[count], leading = new double[count], trailing = new double[count];
        for (int item = 0; item < count; item++) {
            Rect f = frames[item];
            if (!(SwiftMath.isFinite(f.x) && SwiftMath.isFinite(f.y) && SwiftMath.isFinite(f.maxX()) && SwiftMath.isFinite(f.maxY()))) return list(count);
            top[item] = f.y;
            bottom[item] = f.maxY();
            // Columns start at the reading start: the left edge, or the right one mirrored.
            leading[item] = direction == ReadingDirection.LEFT_TO_RIGHT ? f.x : -f.maxX();
            trailing[item] = direction == ReadingDirection.LEFT_TO_RIGHT ? f.maxX() : -f.x;
        }
        TrackAxis rowAxis = new TrackAxis(top, bottom), columnAxis = new TrackAxis(leading, trailing);
        int[] rowSpans = new int[count], columnSpans = new int[count];
        int[] rows = rowAxis.places(rowSpans), columns = columnAxis.places(columnSpans);
        if (rows == null || columns == null || count <= rowAxis.tracks.length || count <= columnAxis.tracks.length) return list(count);
        // No two cells may cover one slot: overlapping frames are a free arrangement.
        int columnCount = columnAxis.tracks.length;
        Set<Long> taken = new HashSet<>();
        for (int item = 0; item < count; item++) {
            for (int row = rows[item]; row < rows[item] + rowSpans[item]; row++) {
                for (int column = columns[item]; column < columns[item] + columnSpans[item]; column++) {
                    if (!taken.add((long) row * columnCount + column)) return list(count);
                }
            }
        }
        return new GridStructure(true, rowAxis.tracks.length, columnCount, rows, columns, rowSpans, columnSpans);
    }

    /** The cells' extents along one screen axis and the tracks they start. */
    private static final class TrackAxis {
        final double[] starts, ends;
        /** Where each track starts: the starts ascending, those within the tolerance of a track's first start joining it. */
        final double[] tracks;

        TrackAxis(double[] starts, double[] ends) {
            this.starts = starts;
            this.ends = ends;
            double[] sorted = starts.clone();
            Arrays.sort(sorted);
            double[] found = new double[sorted.length];
            int count = 0;
            for (double start : sorted) {
                if (count == 0 || start > found[count - 1] + TOLERANCE) found[count++] = start;
            }
            tracks = Arrays.copyOf(found, count);
        }

        /** The last track starting before `value` (or at it, when `inclusive`); -1 when none. */
        private int lastTrack(double value, boolean inclusive) {
            int low = 0, high = tracks.length;
            while (low < high) {
                int middle = (low + high) >>> 1;
                if (tracks[middle] < value || (inclusive && tracks[middle] == value)) low = middle + 1;
                else high = middle;
            }
            return low - 1;
        }

        /** Each cell's first track (spans into `spans`), or null when the cells whose last track
         *  is one track do not end within the tolerance of each other. */
        int[] places(int[] spans) {
            double[] lowestEnd = new double[tracks.length], highestEnd = new double[tracks.length];
            Arrays.fill(lowestEnd, Double.POSITIVE_INFINITY);
            Arrays.fill(highestEnd, Double.NEGATIVE_INFINITY);
            int[] firsts = new int[starts.length];
            for (int index = 0; index < starts.length; index++) {
                // A cell covers the tracks that start before its end, less the tolerance.
                int first = lastTrack(starts[index], true);
                int last = Math.max(first, lastTrack(ends[index] - TOLERANCE, false));
                lowestEnd[last] = Math.min(lowestEnd[last], ends[index]);
                highestEnd[last] = Math.max(highestEnd[last], ends[index]);
                firsts[index] = first;
                spans[index] = last - first + 1;
            }
            for (int track = 0; track < tracks.length; track++) {
                if (highestEnd[track] - lowestEnd[track] > TOLERANCE) return null;
            }
            return firsts;
        }
    }
}
