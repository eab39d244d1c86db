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
