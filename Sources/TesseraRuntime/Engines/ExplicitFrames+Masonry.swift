/// A masonry whose items take their lengths from the app (no span, no length formula: the
/// waterfall, the chat) placed in one tight loop, for a prepare and for a change placed again
/// from an item: the frames before that item read from the old ones, the rest placed, each
/// value written once. The values are those `init(count:_:)` makes with
/// `MasonryColumns.place(length:)`, to the bit; this path only does without the call per item.
///
/// A reorder step places a million items again while the layout before it is still held (the
/// animation reads it), so it cannot write into that layout's arrays. It can write into the
/// arrays of the step before (`reusing`), which nothing reads any more: then the step allocates
/// nothing, and the kernel neither maps nor zeroes 48 MB of new pages per step.
extension ExplicitFrames {
    init(masonryOf count: Int, keeping first: Int, of old: ExplicitFrames?, lengths: DataLengths,
         columns: inout MasonryColumns, reusing spare: inout ExplicitFrames?) throws(LayoutError) {
        self.init()
        // (Without old frames there are none to keep: a prepare.)
        let kept = old == nil ? 0 : Swift.max(0, Swift.min(first, count))
        var failure: LayoutError?
        var startsInOrder = true
        if var reused = spare, reused.count == count, count > 0 {
            spare = nil
            // Taken out, so that each array has one owner and is written in place.
            var (frames, maxEnds, minStarts) = reused.takeArrays()
            frames.withUnsafeMutableBufferPointer { frames in
                maxEnds.withUnsafeMutableBufferPointer { maxEnds in
                    minStarts.withUnsafeMutableBufferPointer { minStarts in
                        do throws(LayoutError) {
                            startsInOrder = try Self.placeMasonry(
                                count, keeping: kept, of: old, lengths: lengths, columns: &columns,
                                frames: frames.baseAddress!, maxEnds: maxEnds.baseAddress!, minStarts: minStarts.baseAddress!)
                        } catch {
                            failure = error
                        }
                    }
                }
            }
            if let failure { throw failure }
            storedFrames = frames
            maxEndUpTo = maxEnds
            minStartFrom = minStarts
        } else {
            var maxEnds: [Double] = [], minStarts: [Double] = []
            let frames = [AxisRect](unsafeUninitializedCapacity: count) { frames, framesDone in
                maxEnds = [Double](unsafeUninitializedCapacity: count) { maxEnds, maxEndsDone in
                    minStarts = [Double](unsafeUninitializedCapacity: count) { minStarts, minStartsDone in
                        guard count > 0 else { return }
                        do throws(LayoutError) {
                            startsInOrder = try Self.placeMasonry(
                                count, keeping: kept, of: old, lengths: lengths, columns: &columns,
                                frames: frames.baseAddress!, maxEnds: maxEnds.baseAddress!, minStarts: minStarts.baseAddress!)
                        } catch {
                            // Plain values: nothing to deinitialise, the arrays are dropped.
                            failure = error
                            return
                        }
                        framesDone = count
                        maxEndsDone = count
                        minStartsDone = count
                    }
                }
            }
            if let failure { throw failure }
            storedFrames = frames
            maxEndUpTo = maxEnds
            minStartFrom = minStarts
        }
        if !startsInOrder { finishAppending(from: 0) }
    }

    /// Writes all `count` items' values (see `init(count:_:)`): returns whether each item starts
    /// no earlier than the one before, to the bit (then the running minimum of starts is each start).
    @inline(__always)
    private static func placeMasonry(_ count: Int, keeping kept: Int, of old: ExplicitFrames?, lengths: DataLengths,
                                     columns: inout MasonryColumns, frames: UnsafeMutablePointer<AxisRect>,
                                     maxEnds: UnsafeMutablePointer<Double>, minStarts: UnsafeMutablePointer<Double>) throws(LayoutError) -> Bool {
        var running = -Double.infinity, previousStart = -Double.infinity, startsInOrder = true
        @inline(__always) func write(_ index: Int, _ next: AxisRect) {
            startsInOrder = startsInOrder && (next.u > previousStart || next.u.bitPattern == previousStart.bitPattern)
            previousStart = next.u
            running = Swift.max(running, next.uEnd)
            (frames + index).initialize(to: next)
            (maxEnds + index).initialize(to: running)
            (minStarts + index).initialize(to: next.u)
        }
        if let old {
            for index in 0..<kept { write(index, old.frame(index)) }
        }
        var failure: LayoutError?
        lengths.sizes.withUnsafeBufferPointer { sizes in
            do throws(LayoutError) {
                try columns.placeRun(kept..<count, length: { index throws(LayoutError) in try lengths.length(index, in: sizes) }, placed: write)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return startsInOrder
    }

    /// The three arrays, this value left empty: their one owner is then the caller.
    private mutating func takeArrays() -> ([AxisRect], [Double], [Double]) {
        defer { self = ExplicitFrames() }
        return (storedFrames, maxEndUpTo, minStartFrom)
    }

    /// Where the frames are stored: equal for two values that share their arrays.
    var storageAddress: UInt {
        storedFrames.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    }

    /// Whether `other` holds these very arrays (not only equal values).
    func sharesStorage(with other: ExplicitFrames) -> Bool {
        storageAddress == other.storageAddress
    }
}
