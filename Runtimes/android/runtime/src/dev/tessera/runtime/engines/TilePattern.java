package dev.tessera.runtime.engines;

import dev.tessera.runtime.geometry.AxisMapping;
import dev.tessera.runtime.geometry.AxisRect;
import dev.tessera.runtime.geometry.Rect;
import dev.tessera.runtime.geometry.SwiftMath;
import dev.tessera.runtime.inputs.LayoutException;
import java.util.List;

/**
 * Cells repeating every `period` along the axis; item i is cell i % k of block i / k. The
 * arithmetic is the Swift engine's, operation for operation, so that frames agree to the bit.
 */
final class TilePattern extends Items {
    final AxisRect[] slots;
    final int cellsPerBlock;
    final int partialStart;
    final int lastBlock;
    final double minStart;
    final double maxEnd;
    final double inversePeriod;
    final double patternSlack;
    final double period;
    public final int count;
    /** How long a block is, when longer than its cells reach; NaN when not given. */
    final double blockExtent;

    TilePattern(List<AxisRect> cells, double period, int count) {
        this(cells, period, count, null, Double.NaN);
    }

    TilePattern(List<AxisRect> cells, double period, int count, List<AxisRect> partialLastBlock, double blockExtent) {
        int k = cells.size();
        this.cellsPerBlock = k;
        this.period = period;
        this.count = count;
        this.blockExtent = blockExtent;
        List<AxisRect> partial = k > 0 && count % k != 0 ? partialLastBlock : null;
        int slotCount = k + (partial == null ? 0 : partial.size());
        slots = new AxisRect[slotCount];
        for (int index = 0; index < k; index++) slots[index] = cells.get(index);
        for (int index = k; index < slotCount; index++) slots[index] = partial.get(index - k);
        partialStart = partial != null ? (count / k) * k : count;
        lastBlock = k == 0 || count == 0 ? 0 : (count - 1) / k;
        double start = 0;
        double end = 0;
        for (int index = 0; index < slotCount; index++) {
            AxisRect slot = slots[index];
            if (index == 0 || slot.u < start) start = slot.u;
            if (index == 0 || end < slot.uEnd()) end = slot.uEnd();
        }
        minStart = start;
        maxEnd = end;
        inversePeriod = 1 / period;
        patternSlack = 1e-9 * (Math.abs(minStart) + Math.abs(maxEnd) + Math.abs(period));
    }

    @Override
    public int count() {
        return count;
    }

    @Override
    public boolean scrolls() {
        return true;
    }

    /** The items whose span along the axis may meet `uStart..<uEnd`: whole blocks, in closed form. */
    @Override
    public long candidates(double uStart, double uEnd) {
        int k = cellsPerBlock;
        if (count <= 0 || k <= 0) return Ranges.EMPTY;
        if (!(period > 0) || !SwiftMath.isFinite(inversePeriod)) return Ranges.of(0, count);
        double slack = 1e-9 * (Math.abs(uStart) + Math.abs(uEnd)) + patternSlack;
        double x = (uStart - maxEnd - slack) * inversePeriod;
        double y = (uEnd - minStart + slack) * inversePeriod;
        int blocks = lastBlock;
        if (!(y >= 0 && x < blocks)) return Ranges.EMPTY;
        long firstBlock = x < 0 ? 0 : (long) SwiftMath.trunc(x) + 1;
        long lastBlockIndex = y >= blocks ? lastBlock : (long) SwiftMath.trunc(y);
        if (firstBlock > lastBlockIndex) return Ranges.EMPTY;
        return Ranges.of((int) (firstBlock * k), (int) Math.min(count, (lastBlockIndex + 1) * k));
    }

    @Override
    public AxisRect axisFrame(int item) {
        int k = cellsPerBlock;
        int block = item / k;
        int slot = item - block * k;
        return slots[item >= partialStart ? k + slot : slot].offset(period * block, 0);
    }

    @Override
    public Rect frame(int item, double origin, double cross, AxisMapping mapping) {
        return mapping.rect(axisFrame(item).offset(origin, cross));
    }

    @Override
    public double extent() {
        int k = cellsPerBlock;
        if (count == 0 || k == 0) return 0;
        double end = Double.NEGATIVE_INFINITY;
        for (int slot = 0; slot < Math.min(k, count); slot++) {
            int lastItem = slot + ((count - 1 - slot) / k) * k;
            end = SwiftMath.max(end, axisFrame(lastItem).uEnd());
        }
        if (!Double.isNaN(blockExtent)) end = SwiftMath.max(end, lastBlock * period + blockExtent);
        return end;
    }

    @Override
    public void visitQuery(double uStart, double uEnd, double origin, double cross, AxisMapping mapping, CellVisitor visitor) throws LayoutException {
        long range = candidates(uStart - origin, uEnd - origin);
        visit(Ranges.first(range), Ranges.end(range), origin, cross, mapping, visitor);
    }

    @Override
    public void visitAll(double origin, double cross, AxisMapping mapping, CellVisitor visitor) throws LayoutException {
        visit(0, count, origin, cross, mapping, visitor);
    }

    /**
     * Cells `first..<end`: a cell is its slot moved by its block's start (the slot's v plus 0, as
     * `axisFrame` adds it, which turns -0 into +0), then by the section's origin: `frame(item)`'s
     * arithmetic, with no rect made but the answer's. Block and slot advance with the item, as
     * the Swift engine's loop does, not divided anew.
     */
    private void visit(int first, int end, double origin, double cross, AxisMapping mapping, CellVisitor visitor) throws LayoutException {
        if (first >= end) return;
        int k = cellsPerBlock;
        int block = first / k;
        int slot = first - block * k;
        double blockU = period * block;
        for (int item = first; item < end; item++) {
            AxisRect cell = slots[item >= partialStart ? k + slot : slot];
            visit(mapping, item, cell.u + blockU + origin, cell.v + 0 + cross, cell.length, cell.breadth, visitor);
            slot += 1;
            if (slot == k) {
                slot = 0;
                block += 1;
                blockU = period * block;
            }
        }
    }
}
