package dev.tessera.runtime.engines;

import dev.tessera.runtime.geometry.AxisMapping;
import dev.tessera.runtime.geometry.AxisRect;
import dev.tessera.runtime.geometry.Rect;
import dev.tessera.runtime.inputs.LayoutException;

/**
 * Items on a circle, in view coordinates; sines and cosines from one per 64 items, rotated by a
 * table, as the Swift runtime computes them.
 */
final class CirclePlacement extends Items {
    private static final int ANCHOR_SPACING = 64;

    final double centerX;
    final double centerY;
    final double radius;
    final double start;
    final double step;
    final double itemWidth;
    final double itemHeight;
    final boolean clockwise;
    final boolean singleAtCenter;
    public final int count;
    /** For j < 64: the sine and cosine of j steps. */
    private final double[] rotationSines;
    private final double[] rotationCosines;

    CirclePlacement(double centerX, double centerY, double radius, double start, double step, double itemWidth, double itemHeight,
                    boolean clockwise, boolean singleAtCenter, int count) {
        this.centerX = centerX;
        this.centerY = centerY;
        this.radius = radius;
        this.start = start;
        this.step = step;
        this.itemWidth = itemWidth;
        this.itemHeight = itemHeight;
        this.clockwise = clockwise;
        this.singleAtCenter = singleAtCenter;
        this.count = count;
        int size = Math.min(count, ANCHOR_SPACING);
        double[] sines = new double[size];
        double[] cosines = new double[size];
        for (int j = 0; j < size; j++) {
            if (j == 0) {
                sines[j] = 0;
                cosines[j] = 1;
            } else if (j == 1) {
                sines[j] = Math.sin(step);
                cosines[j] = Math.cos(step);
            } else if ((j & (j - 1)) == 0) {
                double halfSine = sines[j / 2];
                double halfCosine = cosines[j / 2];
                sines[j] = 2 * halfSine * halfCosine;
                cosines[j] = 1 - 2 * halfSine * halfSine;
            } else {
                int lowest = j & -j;
                int base = j - lowest;
                sines[j] = sines[base] * cosines[lowest] + cosines[base] * sines[lowest];
                cosines[j] = cosines[base] * cosines[lowest] - sines[base] * sines[lowest];
            }
        }
        rotationSines = sines;
        rotationCosines = cosines;
    }

    @Override
    public int count() {
        return count;
    }

    @Override
    public double extent() {
        return 0;
    }

    @Override
    public boolean scrolls() {
        return false;
    }

    @Override
    public long candidates(double uStart, double uEnd) {
        return Ranges.EMPTY;
    }

    @Override
    public AxisRect axisFrame(int item) {
        return AxisRect.ZERO;
    }

    /** Item `item`'s frame in view coordinates (a circle's frames are not moved by the section's origin). */
    @Override
    public Rect frame(int item, double origin, double cross, AxisMapping mapping) {
        if (count == 1 && singleAtCenter) return new Rect(centerX - itemWidth * 0.5, centerY - itemHeight * 0.5, itemWidth, itemHeight);
        int anchor = item - (item % ANCHOR_SPACING);
        double angle = start + step * anchor;
        return onCircle(item - anchor, Math.sin(angle), Math.cos(angle));
    }

    @Override
    public void visitQuery(double uStart, double uEnd, double origin, double cross, AxisMapping mapping, CellVisitor visitor) throws LayoutException {
        forEachFrame(0, count, visitor);
    }

    @Override
    public void visitAll(double origin, double cross, AxisMapping mapping, CellVisitor visitor) throws LayoutException {
        forEachFrame(0, count, visitor);
    }

    void forEachFrame(int lower, int upper, CellVisitor body) throws LayoutException {
        if (lower >= upper) return;
        if (count == 1 && singleAtCenter) {
            for (int item = lower; item < upper; item++) body.cell(item, centerX - itemWidth * 0.5, centerY - itemHeight * 0.5, itemWidth, itemHeight);
            return;
        }
        int anchor = lower - (lower % ANCHOR_SPACING);
        while (anchor < upper) {
            double angle = start + step * anchor;
            double anchorSine = Math.sin(angle);
            double anchorCosine = Math.cos(angle);
            int end = Math.min(anchor + ANCHOR_SPACING, upper);
            for (int item = Math.max(anchor, lower); item < end; item++) {
                Rect frame = onCircle(item - anchor, anchorSine, anchorCosine);
                body.cell(item, frame.x, frame.y, frame.width, frame.height);
            }
            anchor += ANCHOR_SPACING;
        }
    }

    /** The frame `steps` steps (under 64) on from an anchor item whose angle has this sine and cosine. */
    private Rect onCircle(int steps, double anchorSine, double anchorCosine) {
        double bySine = rotationSines[steps];
        double byCosine = rotationCosines[steps];
        double sine = anchorSine * byCosine + anchorCosine * bySine;
        double cosine = anchorCosine * byCosine - anchorSine * bySine;
        double x = centerX + (clockwise ? -radius : radius) * sine;
        double y = centerY + radius * cosine;
        return new Rect(x - itemWidth * 0.5, y - itemHeight * 0.5, itemWidth, itemHeight);
    }
}
