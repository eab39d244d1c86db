package dev.tessera.runtime.engines;

import dev.tessera.runtime.geometry.AxisRect;
import dev.tessera.runtime.geometry.SwiftMath;

/** A masonry pass: each column's end, and where the next item goes. */
final class MasonryColumns {
    final double[] ends;
    int nextColumn = 0;
    final double columnWidth;
    final double columnSpacing;
    final double itemSpacing;
    final boolean shortestFirst;
    final boolean tiesToTrailing;

    MasonryColumns(int columns, double columnWidth, double columnSpacing, double itemSpacing, boolean shortestFirst, boolean tiesToTrailing) {
        this.ends = new double[Math.max(1, columns)];
        this.columnWidth = columnWidth;
        this.columnSpacing = columnSpacing;
        this.itemSpacing = itemSpacing;
        this.shortestFirst = shortestFirst;
        this.tiesToTrailing = tiesToTrailing;
    }

    /** The same pass, to continue without changing this one (a prepared layout still holds it). */
    MasonryColumns copy() {
        MasonryColumns copy = new MasonryColumns(ends.length, columnWidth, columnSpacing, itemSpacing, shortestFirst, tiesToTrailing);
        System.arraycopy(ends, 0, copy.ends, 0, ends.length);
        copy.nextColumn = nextColumn;
        return copy;
    }

    AxisRect place(double length) {
        int column = 0;
        if (shortestFirst) {
            for (int candidate = 1; candidate < ends.length; candidate++) {
                boolean shorter = tiesToTrailing ? ends[candidate] <= ends[column] : ends[candidate] < ends[column];
                if (shorter) column = candidate;
            }
        } else {
            column = nextColumn;
        }
        AxisRect frame = new AxisRect(ends[column], (columnSpacing + columnWidth) * column, length, columnWidth);
        ends[column] = ends[column] + length + itemSpacing;
        nextColumn = column + 1 == ends.length ? 0 : column + 1;
        return frame;
    }

    /**
     * The pass as it stood before item `item` (Swift's `MasonryColumns.rewound`), read back from
     * the frames it placed: each column ends where the last item covering it ends plus the item
     * spacing, the very sum `place` made. Null when the frames do not tell their columns apart.
     */
    MasonryColumns rewound(int item, ExplicitFrames frames) {
        int columns = ends.length;
        double pitch = columnSpacing + columnWidth;
        if (item < 0 || item > frames.count() || !(pitch > 0) || Double.isInfinite(pitch)) return null;
        MasonryColumns state = new MasonryColumns(columns, columnWidth, columnSpacing, itemSpacing, shortestFirst, tiesToTrailing);
        boolean[] found = new boolean[columns];
        int missing = columns;
        for (int index = item - 1; index >= 0 && missing > 0; index--) {
            int start = columnAt(frames.v(index));
            int span = start < 0 ? -1 : spanOf(frames.breadth(index), start);
            if (span < 0) return null;
            if (index == item - 1) state.nextColumn = start + span == columns ? 0 : start + span;
            for (int column = start; column < start + span; column++) {
                if (found[column]) continue;
                found[column] = true;
                missing -= 1;
                state.ends[column] = frames.u(index) + frames.length(index) + itemSpacing;
            }
        }
        return state;
    }

    private int columnAt(double v) {
        double pitch = columnSpacing + columnWidth;
        double guess = Math.rint(v / pitch);
        if (!(guess >= 0 && guess < ends.length)) return -1;
        int column = (int) guess;
        if (pitch * column != v || (column > 0 && pitch * (column - 1) == v) || (column + 1 < ends.length && pitch * (column + 1) == v)) return -1;
        return column;
    }

    private int spanOf(double breadth, int start) {
        int match = -1;
        for (int span = 1; span <= ends.length - start; span++) {
            if (breadth(span) != breadth) continue;
            if (match >= 0) return -1;
            match = span;
        }
        return match;
    }

    double breadth(int span) {
        return span == 1 ? columnWidth : columnWidth * span + columnSpacing * (span - 1);
    }

    private double top(int start, int span) {
        double value = ends[start];
        for (int column = start + 1; column < start + span; column++) value = SwiftMath.max(value, ends[column]);
        return value;
    }

    AxisRect placeSpanning(double length, int span) {
        if (span <= 1) return place(length);
        int start = 0;
        if (shortestFirst) {
            double best = top(0, span);
            for (int candidate = 1; candidate <= ends.length - span; candidate++) {
                double candidateTop = top(candidate, span);
                if (tiesToTrailing ? candidateTop <= best : candidateTop < best) {
                    start = candidate;
                    best = candidateTop;
                }
            }
        } else {
            start = nextColumn + span <= ends.length ? nextColumn : 0;
        }
        double u = top(start, span);
        AxisRect frame = new AxisRect(u, (columnSpacing + columnWidth) * start, length, breadth(span));
        for (int column = start; column < start + span; column++) ends[column] = u + length + itemSpacing;
        nextColumn = start + span == ends.length ? 0 : start + span;
        return frame;
    }
}
