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
 *
 * <p>A list's change (Swift's {@code ExplicitFrames+Shifts}) makes a new value that shares the flat
 * arrays: the blocks of 1,024 items it writes are copied into an overlay, and the blocks after
 * them are moved along the axis by a shift each. The value before the change stays as it was
 * (a prepared layout still holds it), and the change costs one block and a shift a block. The
 * shifts are taken only where every sum is exact ({@link #isOnGrid}), so the frames read as a
 * list placed in order, to the bit.
 */
public final class ExplicitFrames extends Items {
    /** Makes item `index`'s frame. */
    interface FrameFunction {
        AxisRect frame(int index) throws LayoutException;
    }

    static final int BLOCK_BITS = 10;
    static final int BLOCK_SIZE = 1 << BLOCK_BITS;
    private static final int BLOCK_MASK = BLOCK_SIZE - 1;
    /** 1/256 of a point, and 2^40 points: on that grid sums of positions are exact in any order. */
    private static final double GRID_STEP = 0x1p-8;
    private static final double GRID_LIMIT = 0x1p40;

    private final double[] frames;
    private final int count;
    /** The furthest end of frames 0...i, and the nearest start of frames i..<count. */
    private final double[] maxEndUpTo;
    private final double[] minStartFrom;
    /** Per block, its own frames and running bounds (stored less the block's shift) where a change wrote them, else null; null while none. */
    private final double[][] blockFrames;
    private final double[][] blockMaxEnds;
    private final double[][] blockMinStarts;
    /** Per block, the amount added to its positions along the axis; null while nothing was shifted. */
    private final double[] shifts;
    /** Whether the frames form an exact list ({@link #isExactList}), found when first asked. */
    private Boolean exactList;

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
        blockFrames = null;
        blockMaxEnds = null;
        blockMinStarts = null;
        shifts = null;
    }

    private ExplicitFrames(ExplicitFrames base, double[][] blockFrames, double[][] blockMaxEnds, double[][] blockMinStarts, double[] shifts) {
        frames = base.frames;
        count = base.count;
        maxEndUpTo = base.maxEndUpTo;
        minStartFrom = base.minStartFrom;
        this.blockFrames = blockFrames;
        this.blockMaxEnds = blockMaxEnds;
        this.blockMinStarts = blockMinStarts;
        this.shifts = shifts;
    }

    /** Whether `value` is a multiple of 1/256 within 2^40 (false for NaN and infinities). */
    public static boolean isOnGrid(double value) {
        double steps = value / GRID_STEP;
        return Math.abs(value) <= GRID_LIMIT && Math.rint(steps) == steps;
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
            this(start, start.count, more);
        }

        /** A builder holding `start`'s first `keep` frames, to add `more` after them. */
        public Builder(ExplicitFrames start, int keep, int more) {
            if (start.blockFrames == null && start.shifts == null) {
                frames = Arrays.copyOf(start.frames, 4 * Math.max(keep + more, 1));
            } else {
                frames = new double[4 * Math.max(keep + more, 1)];
                for (int item = 0; item < keep; item++) {
                    frames[4 * item] = start.u(item);
                    frames[4 * item + 1] = start.v(item);
                    frames[4 * item + 2] = start.length(item);
                    frames[4 * item + 3] = start.breadth(item);
                }
            }
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
        return count == 0 ? 0 : maxEnd(count - 1);
    }

    /** Field `field` (0 u, 1 v, 2 length, 3 breadth) of item `item` as stored, less its block's shift. */
    private double stored(int item, int field) {
        if (blockFrames != null) {
            double[] block = blockFrames[item >>> BLOCK_BITS];
            if (block != null) return block[4 * (item & BLOCK_MASK) + field];
        }
        return frames[4 * item + field];
    }

    private double shifted(double value, int item) {
        if (shifts == null) return value;
        double shift = shifts[item >>> BLOCK_BITS];
        return shift == 0 ? value : value + shift;
    }

    double u(int item) {
        return shifted(stored(item, 0), item);
    }

    double v(int item) {
        return stored(item, 1);
    }

    double length(int item) {
        return stored(item, 2);
    }

    double breadth(int item) {
        return stored(item, 3);
    }

    private double maxEnd(int item) {
        double[] block = blockMaxEnds == null ? null : blockMaxEnds[item >>> BLOCK_BITS];
        return shifted(block != null ? block[item & BLOCK_MASK] : maxEndUpTo[item], item);
    }

    private double minStart(int item) {
        double[] block = blockMinStarts == null ? null : blockMinStarts[item >>> BLOCK_BITS];
        return shifted(block != null ? block[item & BLOCK_MASK] : minStartFrom[item], item);
    }

    /** Whether the flat arrays hold every value as it reads: no change wrote a block or shifted one. */
    private boolean flat() {
        return blockFrames == null && shifts == null;
    }

    @Override
    public AxisRect axisFrame(int item) {
        if (flat()) return new AxisRect(frames[4 * item], frames[4 * item + 1], frames[4 * item + 2], frames[4 * item + 3]);
        return new AxisRect(u(item), v(item), length(item), breadth(item));
    }

    @Override
    public Rect frame(int item, double origin, double cross, AxisMapping mapping) {
        if (flat()) return mapping.rectOf(frames[4 * item] + origin, frames[4 * item + 1] + cross, frames[4 * item + 2], frames[4 * item + 3]);
        return mapping.rectOf(u(item) + origin, v(item) + cross, length(item), breadth(item));
    }

    /**
     * The items whose span may meet `uStart..<uEnd`: from the first whose running end passes
     * `uStart` to the last whose running start is before `uEnd`.
     */
    @Override
    public long candidates(double uStart, double uEnd) {
        boolean flat = flat();
        int low = 0;
        int high = count;
        while (low < high) {
            int middle = (low + high) >>> 1;
            if ((flat ? maxEndUpTo[middle] : maxEnd(middle)) > uStart) high = middle;
            else low = middle + 1;
        }
        int first = low;
        high = count;
        while (low < high) {
            int middle = (low + high) >>> 1;
            if ((flat ? minStartFrom[middle] : minStart(middle)) < uEnd) low = middle + 1;
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
        if (flat()) {
            visit(mapping, item, frames[4 * item] + origin, frames[4 * item + 1] + cross, frames[4 * item + 2], frames[4 * item + 3], visitor);
            return;
        }
        // The item's block looked up once for its four values, not once a value (u, v, length,
        // breadth each did): a query through a shifted list read every visited item four times over.
        int block = item >>> BLOCK_BITS;
        double[] own = blockFrames == null ? null : blockFrames[block];
        double[] store = own != null ? own : frames;
        int at = own != null ? 4 * (item & BLOCK_MASK) : 4 * item;
        double u = store[at];
        double shift = shifts == null ? 0 : shifts[block];
        if (shift != 0) u = u + shift;
        visit(mapping, item, u + origin, store[at + 1] + cross, store[at + 2], store[at + 3], visitor);
    }

    @Override
    public void visitAll(double origin, double cross, AxisMapping mapping, CellVisitor visitor) throws LayoutException {
        for (int item = 0; item < count; item++) visit(item, origin, cross, mapping, visitor);
    }

    /**
     * Whether the frames are placed as a list's: on the grid, of non-negative length, each starting
     * no earlier than the one before ends. Then each item's running end and start are its own, and
     * a shift moves them with it. Scans once, the first time it is asked.
     */
    boolean isExactList() {
        Boolean known = exactList;
        if (known != null) return known;
        double previousEnd = 0;
        boolean exact = true;
        for (int item = 0; item < count && exact; item++) {
            double u = u(item);
            double length = length(item);
            double end = u + length;
            exact = length >= 0 && u >= previousEnd && isOnGrid(u) && isOnGrid(length) && isOnGrid(end);
            previousEnd = end;
        }
        exactList = exact;
        return exact;
    }

    /**
     * These frames with items `first..<end` replaced by `replacement` (as many, a list's, on the
     * grid) and every item after them moved by `delta` (on the grid): what placing the list again
     * from `first` gives when the items after keep their lengths. Only for an exact list, which
     * the result stays. Shares every block it does not write with these frames.
     */
    ExplicitFrames replacingListItems(int first, int end, ExplicitFrames replacement, double delta) {
        int blocks = (count + BLOCK_SIZE - 1) >>> BLOCK_BITS;
        double[][] ownFrames = blockFrames == null ? new double[blocks][] : blockFrames.clone();
        double[][] ownMaxEnds = blockMaxEnds == null ? new double[blocks][] : blockMaxEnds.clone();
        double[][] ownMinStarts = blockMinStarts == null ? new double[blocks][] : blockMinStarts.clone();
        double[] ownShifts = shifts == null ? new double[blocks] : shifts.clone();
        boolean[] written = new boolean[blocks];
        for (int offset = 0; offset < replacement.count; offset++) {
            int item = first + offset;
            int block = item >>> BLOCK_BITS;
            ownBlock(block, ownFrames, ownMaxEnds, ownMinStarts, ownShifts, written);
            int at = item & BLOCK_MASK;
            double[] store = ownFrames[block];
            store[4 * at] = replacement.u(offset);
            store[4 * at + 1] = replacement.v(offset);
            store[4 * at + 2] = replacement.length(offset);
            store[4 * at + 3] = replacement.breadth(offset);
            ownMaxEnds[block][at] = replacement.u(offset) + replacement.length(offset);
            ownMinStarts[block][at] = replacement.u(offset);
        }
        if (delta != 0 && end < count) {
            // The rest of the range's last block item by item, the blocks after by their shifts.
            int block = end >>> BLOCK_BITS;
            ownBlock(block, ownFrames, ownMaxEnds, ownMinStarts, ownShifts, written);
            double[] store = ownFrames[block];
            double[] ends = ownMaxEnds[block];
            double[] starts = ownMinStarts[block];
            for (int at = end & BLOCK_MASK; at < ends.length; at++) {
                store[4 * at] = store[4 * at] + delta;
                ends[at] = ends[at] + delta;
                starts[at] = starts[at] + delta;
            }
            for (int later = block + 1; later < blocks; later++) ownShifts[later] = ownShifts[later] + delta;
        }
        boolean anyShift = false;
        for (double shift : ownShifts) anyShift |= shift != 0;
        ExplicitFrames result = new ExplicitFrames(this, ownFrames, ownMaxEnds, ownMinStarts, anyShift ? ownShifts : null);
        result.exactList = true;
        return result;
    }

    /** Makes block `block` the new value's own copy, its shift written into its values, unless this change already did. */
    private void ownBlock(int block, double[][] ownFrames, double[][] ownMaxEnds, double[][] ownMinStarts, double[] ownShifts, boolean[] written) {
        if (written[block]) return;
        written[block] = true;
        int start = block << BLOCK_BITS;
        int items = Math.min(BLOCK_SIZE, count - start);
        double shift = ownShifts[block];
        double[] store = new double[4 * items];
        double[] ends = new double[items];
        double[] starts = new double[items];
        for (int at = 0; at < items; at++) {
            int item = start + at;
            double[] own = ownFrames[block];
            double u = own != null ? own[4 * at] : frames[4 * item];
            store[4 * at] = shift == 0 ? u : u + shift;
            store[4 * at + 1] = own != null ? own[4 * at + 1] : frames[4 * item + 1];
            store[4 * at + 2] = own != null ? own[4 * at + 2] : frames[4 * item + 2];
            store[4 * at + 3] = own != null ? own[4 * at + 3] : frames[4 * item + 3];
            double maxEnd = ownMaxEnds[block] != null ? ownMaxEnds[block][at] : maxEndUpTo[item];
            double minStart = ownMinStarts[block] != null ? ownMinStarts[block][at] : minStartFrom[item];
            ends[at] = shift == 0 ? maxEnd : maxEnd + shift;
            starts[at] = shift == 0 ? minStart : minStart + shift;
        }
        ownFrames[block] = store;
        ownMaxEnds[block] = ends;
        ownMinStarts[block] = starts;
        ownShifts[block] = 0;
    }

    /** How many blocks hold a shift: what tells a test that a change took the list's path. */
    public int shiftedBlocks() {
        int shifted = 0;
        if (shifts != null) for (double shift : shifts) if (shift != 0) shifted += 1;
        return shifted;
    }
}
