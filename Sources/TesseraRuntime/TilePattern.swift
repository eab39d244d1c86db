/// The closed-form engine: k cells that repeat every `period` along the scroll axis. Tile
/// patterns, column blocks, lines and uniform flow grids all reduce to it, so any item's frame
/// costs O(1), the content extent O(k), and a rect query touches only the blocks it crosses.
@usableFromInline package struct TilePattern: Hashable, Sendable {
    /// Slot frames within one block, relative to the section's content origin.
    @usableFromInline package var cells: [AxisRect]
    @usableFromInline package var period: Double
    /// Frames for the slots of a partial last block, when they differ (a justified last line).
    @usableFromInline package var partialLastBlock: [AxisRect]?
    @usableFromInline package var count: Int

    private let minStart: Double
    private let maxEnd: Double

    package init(cells: [AxisRect], period: Double, count: Int, partialLastBlock: [AxisRect]? = nil) {
        self.cells = cells
        self.period = period
        self.count = count
        self.partialLastBlock = partialLastBlock
        let all = cells + (partialLastBlock ?? [])
        minStart = all.map(\.u).min() ?? 0
        maxEnd = all.map(\.uEnd).max() ?? 0
    }

    private var lastBlock: Int { cells.isEmpty ? 0 : (count - 1) / cells.count }

    @inlinable package func frame(_ item: Int) -> AxisRect {
        let k = cells.count
        let block = item / k, slot = item - block * k
        let cell: AxisRect
        if let partial = partialLastBlock, block == (count - 1) / k, count % k != 0 {
            cell = partial[slot]
        } else {
            cell = cells[slot]
        }
        return cell.offset(u: period * Double(block), v: 0)
    }

    /// Every item's frame in order, block by block: the same arithmetic as `frame(_:)` without
    /// its division per item. Full blocks read the cells through one buffer pointer, so the loop
    /// neither retains an array nor checks bounds per item.
    @inlinable @inline(__always)
    package func forEachFrame(_ body: (Int, AxisRect) throws -> Void) rethrows {
        let k = cells.count
        guard count > 0, k > 0 else { return }
        let fullBlocks = count / k, remainder = count - fullBlocks * k
        try cells.withUnsafeBufferPointer { cells in
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
        let slots = partialLastBlock ?? cells
        for slot in 0..<remainder { try body(fullBlocks * k + slot, slots[slot].offset(u: u, v: 0)) }
    }

    /// From the content origin to the far end of the furthest item.
    @usableFromInline package var extent: Double {
        guard count > 0, !cells.isEmpty else { return 0 }
        let k = cells.count
        var end = -Double.infinity
        // The last item of each slot is in the last block or the one before it.
        for slot in 0..<min(k, count) {
            let lastItem = slot + ((count - 1 - slot) / k) * k
            end = max(end, frame(lastItem).uEnd)
        }
        return end
    }

    /// Items whose blocks reach into [uStart, uEnd); a superset of those that intersect.
    package func candidates(uStart: Double, uEnd: Double) -> Range<Int> {
        guard count > 0, !cells.isEmpty else { return 0..<0 }
        guard period > 0 else { return 0..<count }
        let k = cells.count
        let first = ((uStart - maxEnd) / period).rounded(.down)
        let last = ((uEnd - minStart) / period).rounded(.down)
        guard last >= 0, first <= Double(lastBlock) else { return 0..<0 }
        let firstBlock = Int(max(0, first)), lastBlockIndex = Int(min(Double(lastBlock), last))
        guard firstBlock <= lastBlockIndex else { return 0..<0 }
        return (firstBlock * k)..<min(count, (lastBlockIndex + 1) * k)
    }
}
