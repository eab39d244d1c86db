/// The data-driven engine: one frame per item, computed in a single pass at prepare (masonry,
/// flows with sizes from data), kept in flat arrays. Queries binary-search two monotone arrays:
/// the running maximum of item ends and the running minimum, from the back, of item starts.
/// Frames can be appended later (more items at the end of a section) at a cost that depends
/// on the new items only, as long as they start no earlier along the scroll axis than the
/// items before them, as masonry's do.
///
/// A list's items (one column, each after the last) can also be moved along the axis by one
/// amount from an item on without touching each (`shiftItems(after:by:)`): the positions along
/// the axis are stored per block of `blockSize` items, plus one shift per block (see
/// `ExplicitFrames+Shifts.swift`). Every value read goes through `frame(_:)` and the search
/// arrays' readers, which add the block's shift.
@usableFromInline package struct ExplicitFrames: Sendable {
    /// Frames whose `u` is stored less the shift of its block.
    @usableFromInline var storedFrames: [AxisRect]
    /// Stored less the shift of each item's block, as `storedFrames`.
    @usableFromInline var maxEndUpTo: [Double]
    @usableFromInline var minStartFrom: [Double]
    /// One amount per block of `blockSize` items, added to every position along the axis in the
    /// block; empty while nothing was shifted (the usual case: then reads add nothing).
    @usableFromInline var shifts: [Double]
    /// How many items from the first form a list whose positions are exact sums (see
    /// `isExactList`); nil until asked.
    var listPrefix: Int?

    @usableFromInline static var blockBits: Int { 10 }
    @usableFromInline package static var blockSize: Int { 1 << blockBits }

    init() {
        storedFrames = []
        maxEndUpTo = []
        minStartFrom = []
        shifts = []
    }

    package init(frames: [AxisRect]) {
        self.init()
        reserveCapacity(frames.count)
        for frame in frames { append(frame) }
        finishAppending(from: 0)
    }

    /// `count` frames made in order by `frame`, written straight into the arrays' storage: the
    /// one pass a layout of a million items makes at prepare.
    init(count: Int, _ frame: (Int) throws(LayoutError) -> AxisRect) throws(LayoutError) {
        var failure: LayoutError?
        var maxEnds: [Double] = [], minStarts: [Double] = []
        // Whether each item starts no earlier than the one before (a shortest-first masonry's
        // always do): then each start is already the smallest from it on, and the backward pass
        // that makes the running minimum would read and write every value for nothing.
        var startsInOrder = true
        let frames = [AxisRect](unsafeUninitializedCapacity: count) { frames, framesDone in
            maxEnds = [Double](unsafeUninitializedCapacity: count) { maxEnds, maxEndsDone in
                minStarts = [Double](unsafeUninitializedCapacity: count) { minStarts, minStartsDone in
                    var running = -Double.infinity, previousStart = -Double.infinity
                    for index in 0..<count {
                        let next: AxisRect
                        do throws(LayoutError) { next = try frame(index) } catch { failure = error; break }
                        // Equal starts must be equal to the bit (0 and -0 are not: the pass
                        // would keep the -0), and a NaN fails the test: the pass takes them.
                        startsInOrder = startsInOrder && (next.u > previousStart || next.u.bitPattern == previousStart.bitPattern)
                        previousStart = next.u
                        running = Swift.max(running, next.uEnd)
                        frames.initializeElement(at: index, to: next)
                        maxEnds.initializeElement(at: index, to: running)
                        minStarts.initializeElement(at: index, to: next.u)
                        framesDone = index + 1
                        maxEndsDone = index + 1
                        minStartsDone = index + 1
                    }
                }
            }
        }
        if let failure { throw failure }
        storedFrames = frames
        shifts = []
        maxEndUpTo = maxEnds
        minStartFrom = minStarts
        if !startsInOrder { finishAppending(from: 0) }
    }

    mutating func reserveCapacity(_ count: Int) {
        storedFrames.reserveCapacity(count)
        maxEndUpTo.reserveCapacity(count)
        minStartFrom.reserveCapacity(count)
    }

    /// Adds a frame. Queries are exact again after `finishAppending(from:)`.
    mutating func append(_ frame: AxisRect) {
        // The new item's block holds no shift, so that its values are stored as they are.
        let index = storedFrames.count
        settleBlock(of: index)
        maxEndUpTo.append(Swift.max(index > 0 ? maxEnd(index - 1) : -.infinity, frame.uEnd))
        minStartFrom.append(frame.u)
        storedFrames.append(frame)
    }

    /// Completes the running minimum of starts after frames were appended from `first` on: one
    /// backward pass over the new frames, then back into the old ones only while a new frame
    /// starts before them (never for masonry, where each item starts no earlier than the last).
    mutating func finishAppending(from first: Int) {
        extendListPrefix(from: first)
        guard first < minStartFrom.count else { return }
        var running = Double.infinity
        for index in stride(from: minStartFrom.count - 1, through: first, by: -1) {
            running = Swift.min(running, minStartFrom[index])
            minStartFrom[index] = running
        }
        var index = first - 1
        while index >= 0, minStart(index) > running {
            settleBlock(of: index)
            minStartFrom[index] = running
            index -= 1
        }
    }

    /// Replaces the frames from `first` on (a masonry placed again from a changed item): the
    /// arrays are cut there and grown again, in place when this value holds the only reference
    /// to them. The running minimum of starts is made again for the new frames, then back into
    /// the old ones only while it changes (a new frame may start earlier or later than the one
    /// it replaces), so the arrays end as a fresh pass over all frames would leave them.
    package mutating func replaceFrames(from first: Int, with newFrames: [AxisRect]) {
        settleBlock(of: first)
        storedFrames.removeSubrange(first...)
        maxEndUpTo.removeSubrange(first...)
        minStartFrom.removeSubrange(first...)
        if shifts.count > blockCount { shifts.removeSubrange(blockCount...) }
        if let prefix = listPrefix { listPrefix = Swift.min(prefix, first) }
        for frame in newFrames { append(frame) }
        extendListPrefix(from: first)
        var running = Double.infinity
        for index in stride(from: minStartFrom.count - 1, through: first, by: -1) {
            running = Swift.min(running, minStartFrom[index])
            minStartFrom[index] = running
        }
        var index = first - 1
        while index >= 0 {
            running = Swift.min(running, frame(index).u)
            if running == minStart(index) { break }
            settleBlock(of: index)
            minStartFrom[index] = running
            index -= 1
        }
    }

    /// How far the items before `first` reach along the scroll axis (0 for none).
    func extent(before first: Int) -> Double {
        first > 0 ? maxEnd(first - 1) : 0
    }

    @usableFromInline package var count: Int { storedFrames.count }
    @usableFromInline package var extent: Double { storedFrames.isEmpty ? 0 : maxEnd(storedFrames.count - 1) }

    @usableFromInline package func candidates(uStart: Double, uEnd: Double) -> Range<Int> {
        // First item that ends after uStart, or follows one that does.
        var low = 0, high = storedFrames.count
        while low < high {
            let middle = (low + high) / 2
            if maxEnd(middle) > uStart { high = middle } else { low = middle + 1 }
        }
        let first = low
        // One past the last item after which something still starts before uEnd.
        low = first
        high = storedFrames.count
        while low < high {
            let middle = (low + high) / 2
            if minStart(middle) < uEnd { low = middle + 1 } else { high = middle }
        }
        return first..<max(first, low)
    }
}
