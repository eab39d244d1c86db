/// The closed-form engine: k cells that repeat every `period` along the scroll axis. Tile
/// patterns, column blocks, lines and uniform flow grids all reduce to it, so any item's frame
/// costs O(1), the content extent O(k), and a rect query touches only the blocks it crosses.
///
/// An immutable class: a section holds it by one reference, and a query reads its fields in
/// place instead of copying them out of the section's enum through the stack.
@usableFromInline package final class TilePattern: Sendable {
    /// The k slot frames of a block, relative to the section's content origin; after them, when
    /// a partial last block places its slots differently (a justified last line), its frames.
    /// One array, so that a query holds one buffer.
    @usableFromInline let slots: [AxisRect]
    /// k: the cells a block holds.
    @usableFromInline let cellsPerBlock: Int
    @usableFromInline package let period: Double
    @usableFromInline package let count: Int
    /// The first item that takes its frame from the partial block's slots (`count` when none
    /// does), so that finding an item's frame needs one division, not three.
    @usableFromInline let partialStart: Int

    @usableFromInline let minStart: Double
    @usableFromInline let maxEnd: Double
    /// For queries, which multiply instead of dividing: their slack absorbs the rounding.
    @usableFromInline let inversePeriod: Double
    @usableFromInline let lastBlock: Int
    /// The part of a query's slack that depends on the pattern alone.
    @usableFromInline let patternSlack: Double
    /// How long a block is, when longer than its cells reach (empty rows at its end).
    let blockExtent: Double?

    package init(cells: [AxisRect], period: Double, count: Int, partialLastBlock: [AxisRect]? = nil, blockExtent: Double? = nil) {
        self.blockExtent = blockExtent
        self.period = period
        self.count = count
        let k = cells.count
        cellsPerBlock = k
        let partial = k > 0 && count % k != 0 ? partialLastBlock : nil
        slots = cells + (partial ?? [])
        partialStart = partial != nil ? (count / k) * k : count
        minStart = slots.map(\.u).min() ?? 0
        maxEnd = slots.map(\.uEnd).max() ?? 0
        inversePeriod = 1 / period
        lastBlock = k == 0 || count == 0 ? 0 : (count - 1) / k
        patternSlack = 1e-9 * (Swift.abs(minStart) + Swift.abs(maxEnd) + Swift.abs(period))
    }

    @inlinable @inline(__always) package func frame(_ item: Int) -> AxisRect {
        let k = cellsPerBlock
        let block = item / k, slot = item - block * k
        return slots[item >= partialStart ? k + slot : slot].offset(u: period * Double(block), v: 0)
    }

    /// The frames of the items in `items` (within 0..<count), in order: `frame(_:)`'s arithmetic,
    /// with one division for the first item and a step from slot to slot after it. What a rect
    /// query runs over its candidates.
    @inlinable @inline(__always)
    package func forEachFrame<E: Error>(in items: Range<Int>, _ body: (Int, AxisRect) throws(E) -> Void) throws(E) {
        let k = cellsPerBlock
        guard k > 0, !items.isEmpty else { return }
        var item = Swift.max(0, items.lowerBound)
        let end = Swift.min(count, items.upperBound)
        guard item < end else { return }
        var block = item / k, slot = item - block * k
        var u = period * Double(block)
        let fullEnd = Swift.min(end, partialStart)
        while item < fullEnd {
            try body(item, slots[slot].offset(u: u, v: 0))
            item += 1
            slot += 1
            if slot == k {
                slot = 0
                block += 1
                u = period * Double(block)
            }
        }
        while item < end {
            try body(item, slots[k + slot].offset(u: u, v: 0))
            item += 1
            slot += 1
        }
    }

    /// Every item's frame in order, block by block: the same arithmetic as `frame(_:)` without
    /// its division per item. Full blocks read the cells through one buffer pointer, so the loop
    /// neither retains an array nor checks bounds per item.
    @inlinable @inline(__always)
    package func forEachFrame(_ body: (Int, AxisRect) throws -> Void) rethrows {
        let k = cellsPerBlock
        guard count > 0, k > 0 else { return }
        let fullBlocks = count / k, remainder = count - fullBlocks * k
        try slots.withUnsafeBufferPointer { slots in
            // The first k slots are the full blocks' cells.
            let cells = UnsafeBufferPointer(rebasing: slots[0..<k])
            var item = 0
            for block in 0..<fullBlocks {
                let u = period * Double(block)
                for cell in cells {
                    try body(item, cell.offset(u: u, v: 0))
                    item += 1
                }
            }
        }
        guard remainder > 0 else { return }
        let u = period * Double(fullBlocks)
        let first = partialStart < count ? k : 0
        for slot in 0..<remainder { try body(fullBlocks * k + slot, slots[first + slot].offset(u: u, v: 0)) }
    }

    /// From the content origin to the far end of the furthest item.
    @usableFromInline package var extent: Double {
        guard count > 0, cellsPerBlock > 0 else { return 0 }
        let k = cellsPerBlock
        var end = -Double.infinity
        // The last item of each slot is in the last block or the one before it.
        for slot in 0..<min(k, count) {
            let lastItem = slot + ((count - 1 - slot) / k) * k
            end = max(end, frame(lastItem).uEnd)
        }
        if let blockExtent { end = max(end, Double(lastBlock) * period + blockExtent) }
        return end
    }

    /// Items whose blocks reach into [uStart, uEnd); a superset of those that intersect.
    @inlinable @inline(__always)
    package func candidates(uStart: Double, uEnd: Double) -> Range<Int> {
        guard count > 0, cellsPerBlock > 0 else { return 0..<0 }
        // A period too short to invert (under 1e-308 points) leaves every item a candidate.
        guard period > 0, inversePeriod.isFinite else { return 0..<count }
        let k = cellsPerBlock
        // Block b reaches into the range when b·period + maxEnd > uStart and b·period + minStart
        // < uEnd. The slack, a billionth of the numbers involved (far above their rounding, the
        // reciprocal's included, and far below a point), keeps rounding from ever losing a block;
        // at worst it adds one whose cells only touch the range.
        let slack = 1e-9 * (Swift.abs(uStart) + Swift.abs(uEnd)) + patternSlack
        // The first block is ⌊x⌋ + 1, the last ⌊y⌋, both clamped to the blocks there are before
        // they become integers (truncation is ⌊⌋ from 0 up), so no end overflows an Int.
        let x = (uStart - maxEnd - slack) * inversePeriod, y = (uEnd - minStart + slack) * inversePeriod
        let blocks = Double(lastBlock)
        guard y >= 0, x < blocks else { return 0..<0 }
        let firstBlock = x < 0 ? 0 : Int(x) + 1, lastBlockIndex = y >= blocks ? lastBlock : Int(y)
        guard firstBlock <= lastBlockIndex else { return 0..<0 }
        return (firstBlock * k)..<Swift.min(count, (lastBlockIndex + 1) * k)
    }
}
