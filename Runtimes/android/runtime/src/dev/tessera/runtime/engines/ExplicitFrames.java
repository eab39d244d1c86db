package dev.tessera.runtime.engines;

import dev.tessera.runtime.geometry.AxisMapping;
import dev.tessera.runtime.geometry.AxisRect;
import dev.tessera.runtime.geometry.Rect;
import dev.tessera.runtime.geometry.SwiftMath;
import dev.tessera.runtime.inputs.LayoutException;
import java.util.Arrays;

/**
 * Frames listed one by one (masonry, flows, rules and grids that do not repeat), with the running
 * bounds that let a query find its candidates by binary search. The frames are one flat array
 * (u, v, length, breadth per item), not an object each: ten million of them stay 320 MB.
 */
public final class ExplicitFrames extends Items {
    /** Makes item `index`'s frame. */
    interface FrameFunction {
        AxisRect frame(int index) throws LayoutException;
    }

    private final double[] frames;
    private final int count;
    /** The furthest end of frames 0...i, and the nearest start of frames i..<count. */
    private final double[] maxEndUpTo;
    private final double[] minStartFrom;

    /** Frames in a builder's arrays, which the builder no longer changes. */
    private ExplicitFrames(double[] frames, int count) {
        this.frames = frames;
        this.count = count;
        maxEndUpTo = new double[count];
        minStartFrom = new double[count];
        double running = Double.NEGATIVE_INFINITY;
        for (int index = 0; index < count; index++) {
            running = SwiftMath.max(running, frames[4 * index] + frames[4 * index + 2]);
            maxEndUpTo[index] = running;
        }
        running = Double.POSITIVE_INFINITY;
        for (int index = count - 1; index >= 0; index--) {
            running = SwiftMath.min(running, frames[4 * index]);
            minStartFrom[index] = running;
        }
    }

    /** Frames made in order, one at a time. */
    public static final class Builder {
        private double[] frames;
        private int count;

        public Builder(int capacity) {
            frames = new double[4 * Math.max(capacity, 1)];
        }

        /** A builder holding `start`'s frames, to add more after them. */
        public Builder(ExplicitFrames start, int more) {
            frames = Arrays.copyOf(start.frames, 4 * Math.max(start.count + more, 1));
            count = start.count;
        }

        /** A builder holding `start`'s first `keep` frames, to add `more` after them. */
        public Builder(ExplicitFrames start, int keep, int more) {
            frames = Arrays.copyOf(start.frames, 4 * Math.max(keep + more, 1));
            count = keep;
        }

        void add(AxisRect frame) {
            if (4 * count == frames.length) frames = Arrays.copyOf(frames, 2 * frames.length);
            frames[4 * count] = frame.u;
            frames[4 * count + 1] = frame.v;
            frames[4 * count + 2] = frame.length;
            frames[4 * count + 3] = frame.breadth;
            count += 1;
        }

        public ExplicitFrames build() {
            return new ExplicitFrames(frames, count);
        }
    }

    static ExplicitFrames make(int count, FrameFunction frame) throws LayoutException {
        Builder builder = new Builder(count);
        for (int index = 0; index < count; index++) builder.add(frame.frame(index));
        return builder.build();
    }

    @Override
    public int count() {
        return count;
    }

    @Override
    public boolean scrolls() {
        return true;
    }

    @Override
    public double extent() {
        return count == 0 ? 0 : maxEndUpTo[count - 1];
    }

    double u(int item) {
        return frames[4 * item];
    }

    double v(int item) {
        return frames[4 * item + 1];
    }

    double length(int item) {
        return frames[4 * item + 2];
    }

    double breadth(int item) {
        return frames[4 * item + 3];
    }

    @Override
    public AxisRect axisFrame(int item) {
        return new AxisRect(frames[4 * item], frames[4 * item + 1], frames[4 * item + 2], frames[4 * item + 3]);
    }

    @Override
    public Rect frame(int item, double origin, double cross, AxisMapping mapping) {
        return mapping.rectOf(frames[4 * item] + origin, frames[4 * item + 1] + cross, frames[4 * item + 2], frames[4 * item + 3]);
    }

    /**
     * The items whose span may meet `uStart..<uEnd`: from the first whose running end passes
     * `uStart` to the last whose running start is before `uEnd`.
     */
    @Override
    public long candidates(double uStart, double uEnd) {
        int low = 0;
        int high = count;
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (maxEndUpTo[middle] > uStart) high = middle;
            else low = middle + 1;
        }
        int first = low;
        high = count;
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (minStartFrom[middle] < uEnd) low = middle + 1;
            else high = middle;
        }
        return Ranges.of(first, Math.max(first, low));
    }

    @Override
    public void visitQuery(double uStart, double uEnd, double origin, double cross, AxisMapping mapping, CellVisitor visitor) throws LayoutException {
        long range = candidates(uStart - origin, uEnd - origin);
        for (int item = Ranges.first(range); item < Ranges.end(range); item++) visit(item, origin, cross, mapping, visitor);
    }

    private void visit(int item, double origin, double cross, AxisMapping mapping, CellVisitor visitor) throws LayoutException {
        visit(mapping, item, frames[4 * item] + origin, frames[4 * item + 1] + cross, frames[4 * item + 2], frames[4 * item + 3], visitor);
    }

    @Override
    public void visitAll(double origin, double cross, AxisMapping mapping, CellVisitor visitor) throws LayoutException {
        for (int item = 0; item < count; item++) visit(item, origin, cross, mapping, visitor);
    }
}
