/// A list's items moved along the axis by one amount from an item on, in time that depends on
/// the number of blocks, not of items: a cell's self-sizing report in a list of a million.
///
/// Exactness: a full prepare places item i+1 at `(u + length) + spacing` of item i, in order.
/// A shift gives `stored + shift` instead, which is the same number only when no sum rounds.
/// So shifts are taken only while every position, length and spacing is a multiple of
/// `gridStep` no larger than `gridLimit`: their sums (fewer than 2^13 of the limit's size in
/// the largest) then have at most 53 significant bits and are exact in any order. Elsewhere
/// the caller places again in order, as before.
extension ExplicitFrames {
    /// 1/256 of a point: halves, quarters, eighths… of a point are on the grid; thirds are not.
    static var gridStep: Double { 0x1p-8 }
    /// 2^40 points along the axis: 2^48 grid steps, far from the 2^53 where sums would round.
    static var gridLimit: Double { 0x1p40 }

    /// Whether `value` is a multiple of `gridStep` within `gridLimit` (false for NaN and infinities).
    static func isOnGrid(_ value: Double) -> Bool {
        let steps = value / gridStep
        return Swift.abs(value) <= gridLimit && steps.rounded() == steps
    }

    @inlinable @inline(__always) func shift(ofBlock block: Int) -> Double {
        block < shifts.count ? shifts[block] : 0
    }

    /// Item `item`'s frame (`item` in range).
    @inlinable @inline(__always) package func frame(_ item: Int) -> AxisRect {
        var frame = storedFrames[item]
        if !shifts.isEmpty { frame.u = frame.u + shift(ofBlock: item >> Self.blockBits) }
        return frame
    }

    /// The largest end along the axis of the items up to `item`.
    @inlinable @inline(__always) func maxEnd(_ item: Int) -> Double {
        shifts.isEmpty ? maxEndUpTo[item] : maxEndUpTo[item] + shift(ofBlock: item >> Self.blockBits)
    }

    /// The smallest start along the axis of the items from `item` on.
    @inlinable @inline(__always) func minStart(_ item: Int) -> Double {
        shifts.isEmpty ? minStartFrom[item] : minStartFrom[item] + shift(ofBlock: item >> Self.blockBits)
    }

    /// Every frame in order, read block by block.
    @inlinable package func forEachFrame(_ body: (Int, AxisRect) throws -> Void) rethrows {
        try storedFrames.withUnsafeBufferPointer { frames in
            if shifts.isEmpty {
                for item in frames.indices { try body(item, frames[item]) }
                return
            }
            for item in frames.indices {
                var frame = frames[item]
                frame.u = frame.u + shift(ofBlock: item >> Self.blockBits)
                try body(item, frame)
            }
        }
    }

    var blockCount: Int { (storedFrames.count + Self.blockSize - 1) >> Self.blockBits }

    /// Writes item `item`'s block's shift into its stored values, so that they can be written
    /// as they are; nothing when the block holds none.
    mutating func settleBlock(of item: Int) {
        guard item >= 0, !shifts.isEmpty else { return }
        let block = item >> Self.blockBits
        let shift = self.shift(ofBlock: block)
        guard shift != 0 else { return }
        for index in (block << Self.blockBits)..<Swift.min(storedFrames.count, (block + 1) << Self.blockBits) {
            storedFrames[index].u = storedFrames[index].u + shift
            maxEndUpTo[index] = maxEndUpTo[index] + shift
            minStartFrom[index] = minStartFrom[index] + shift
        }
        shifts[block] = 0
        if shifts.allSatisfy({ $0 == 0 }) { shifts = [] }
    }

    /// Whether every item is placed as a list's: on the grid, of non-negative length, each
    /// starting no earlier than the one before ends. Then the search arrays hold each item's
    /// own end and start, and a shift moves them with the items. Scans once; kept up to date
    /// by the changes after.
    package mutating func isExactList() -> Bool {
        if listPrefix == nil {
            listPrefix = 0
            extendListPrefix(from: 0)
        }
        return listPrefix == storedFrames.count
    }

    /// Extends `listPrefix` over the items from `first` on when it reaches `first`.
    mutating func extendListPrefix(from first: Int) {
        guard var prefix = listPrefix, prefix == first else { return }
        var previousEnd = prefix > 0 ? frame(prefix - 1).uEnd : 0
        while prefix < storedFrames.count {
            let frame = frame(prefix)
            guard frame.length >= 0, frame.u >= previousEnd, Self.isOnGrid(frame.u), Self.isOnGrid(frame.length), Self.isOnGrid(frame.uEnd) else { break }
            previousEnd = frame.uEnd
            prefix += 1
        }
        listPrefix = prefix
    }

    /// Replaces the frames of `range` with `newFrames` (as many, a list's, on the grid) and
    /// moves every item after it by `delta` (on the grid): what placing the list again from
    /// `range.lowerBound` gives when the items after the range keep their lengths. Only for an
    /// exact list (`isExactList`), which it stays.
    package mutating func replaceListItems(_ range: Range<Int>, with newFrames: [AxisRect], shiftingRestBy delta: Double) {
        for (offset, frame) in newFrames.enumerated() {
            let index = range.lowerBound + offset
            settleBlock(of: index)
            storedFrames[index] = frame
            maxEndUpTo[index] = frame.uEnd
            minStartFrom[index] = frame.u
        }
        guard delta != 0, range.upperBound < storedFrames.count else { return }
        // The rest of the range's last block item by item, the blocks after by their shifts.
        let block = range.upperBound >> Self.blockBits
        let nextBlock = Swift.min(storedFrames.count, (block + 1) << Self.blockBits)
        for index in range.upperBound..<nextBlock {
            storedFrames[index].u = storedFrames[index].u + delta
            maxEndUpTo[index] = maxEndUpTo[index] + delta
            minStartFrom[index] = minStartFrom[index] + delta
        }
        guard block + 1 < blockCount else { return }
        if shifts.count < blockCount { shifts.append(contentsOf: repeatElement(0, count: blockCount - shifts.count)) }
        for later in (block + 1)..<blockCount { shifts[later] = shifts[later] + delta }
    }
}

/// Equal when every frame and search value reads the same, however it is stored.
extension ExplicitFrames: Hashable {
    @usableFromInline package static func == (lhs: ExplicitFrames, rhs: ExplicitFrames) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for item in 0..<lhs.count where lhs.frame(item) != rhs.frame(item) || lhs.maxEnd(item) != rhs.maxEnd(item) || lhs.minStart(item) != rhs.minStart(item) {
            return false
        }
        return true
    }

    @usableFromInline package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        forEachFrame { _, frame in hasher.combine(frame) }
    }
}

extension ExplicitFrames {
    /// How many blocks hold a shift: what tells a test that a change took the list's path.
    package var shiftedBlocks: Int { shifts.count { $0 != 0 } }
    /// Whether reads add a block's shift: no longer once every shift is written into its block.
    package var readsShifts: Bool { !shifts.isEmpty }
}
