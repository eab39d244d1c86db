/// The start and end attributes of the elements an animated batch update shows: those in the
/// frame before it or after it. A view animates each from `start` to `end`.
public struct UpdateAnimation: Hashable, Sendable {
    public enum Change: String, Hashable, Sendable {
        /// The same index path and attributes before and after.
        case stays
        /// Moved: a new index path, a new frame, or both.
        case moves
        /// Fades in where it will be.
        case inserted
        /// Fades out where it was; its `id` is its index path before the update.
        case deleted
    }

    public struct Element: Hashable, Sendable {
        public var change: Change
        /// Identified by the index path after the update (before it, for deleted items).
        public var start: LayoutAttributes
        public var end: LayoutAttributes
    }

    /// Survivors and inserted items by index path after the update, then deleted items.
    public var elements: [Element]

    /// Every element at progress t in 0...1: frames, scale and alpha interpolated.
    public func attributes(at progress: Double) -> [LayoutAttributes] {
        let t = Swift.min(1, Swift.max(0, progress))
        return elements.map { $0.start.blended(with: $0.end, progress: t) }
    }
}

extension ScrollDriver {
    /// Inserts, deletes and moves items and sections in one batch, with a collection view's index rules.
    /// `itemSizes`, for layouts that take sizes from data, gives every item's size after the
    /// update; when nil, surviving items keep theirs (and an insertion needs them given). The
    /// first cell in view that survives the update keeps its place in the viewport, as far as
    /// the content allows.
    public mutating func performBatchUpdates(_ updates: [ItemUpdate], itemSizes: [[ItemSize]]? = nil) throws(LayoutError) -> UpdateAnimation {
        guard let batch = BatchUpdate(oldCounts: input.sectionCounts, updates: updates) else {
            throw LayoutError("the updates do not fit the item counts \(input.sectionCounts): each section and index must be in range (deletions and move sources before the update, insertions and move destinations after it) and named once, and no item update may name a section the batch inserts or deletes")
        }
        let anchor = firstCellInView { batch.keepsItsPlace($0) }.flatMap { anchor in
            batch.newPath(of: anchor.id).map { Anchor(id: $0, distance: anchor.distance) }
        }
        let before = prepared, oldPosition = position, oldFrame = kept
        var movedInPlace = false
        if itemSizes == nil, input.itemSizes != nil, updates.allSatisfy({ if case .move = $0 { true } else { false } }),
           let ranges = batch.changedRanges {
            movedInPlace = try moveInPlace(batch, ranges: ranges, anchoredAt: anchor)
        }
        // Kept only from one reorder step to the next.
        defer { spareFrames = movedInPlace ? before.framesReplaced(in: prepared) : [:] }
        if !movedInPlace {
            var newInput = input
            newInput.sectionCounts = batch.newCounts
            newInput.itemSizes = try sizesAfterChange(itemSizes ?? sizes(after: batch), counts: batch.newCounts)
            var newPrepared = prepared
            if let firstChanged = batch.firstChangedItems {
                // Only the items from the first one the batch (or new sizes) changes are placed again.
                try layout.relayout(&newPrepared, changedFrom: Self.firstChanged(firstChanged, sizes: input.itemSizes, newSizes: newInput.itemSizes), to: newInput)
                work.relayouts += 1
            } else {
                newPrepared = try computeLayout(for: newInput)
            }
            try replace(with: newInput, prepared: newPrepared, anchoredAt: anchor)
        }

        var elements: [UpdateAnimation.Element] = []
        var deleted: [UpdateAnimation.Element] = []
        var covered = Set<ElementID>()
        for start in oldFrame {
            guard let newID = batch.newPath(of: start.id) else {
                var gone = start
                gone.alpha = 0
                deleted.append(.init(change: .deleted, start: start, end: gone))
                continue
            }
            guard let end = try prepared.attributes(for: newID, at: position) else { continue }
            var moved = start
            moved.id = newID
            elements.append(.init(change: moved.staysInPlace(at: end) ? .stays : .moves, start: moved, end: end))
            covered.insert(newID)
        }
        for end in kept where !covered.contains(end.id) {
            if let oldID = batch.oldPath(of: end.id), var start = try before.attributes(for: oldID, at: oldPosition) {
                start.id = end.id
                elements.append(.init(change: start.staysInPlace(at: end) ? .stays : .moves, start: start, end: end))
            } else {
                var appearing = end
                appearing.alpha = 0
                elements.append(.init(change: .inserted, start: appearing, end: end))
            }
        }
        elements.sort { $0.end.id < $1.end.id }
        return UpdateAnimation(elements: elements + deleted.sorted { $0.start.id < $1.start.id })
    }

    /// A batch that keeps every section's count (a reorder step: moves), with the sizes carried:
    /// the sizes change in place in the batch's ranges only, and the layout is told those
    /// ranges (`TesseraLayout.relayout(_:changedItems:to:)`), each narrowed to the items whose
    /// size differs, so that a list places again only the range. A million sizes are neither
    /// copied nor compared. False, changing nothing, when the sizes do not fit the counts (the
    /// general path then says why); on error nothing changes.
    private mutating func moveInPlace(_ batch: BatchUpdate, ranges: [Range<Int>?], anchoredAt anchor: Anchor?) throws(LayoutError) -> Bool {
        // Taken out of the input while written, so that the arrays have one owner and are not copied.
        var sizes = input.itemSizes ?? []
        input.itemSizes = nil
        guard let previous = batch.carry(&sizes, in: ranges) else {
            input.itemSizes = sizes
            return false
        }
        var changed = ranges
        for (section, range, old) in previous {
            // Only where an item's size at an index differs does the layout change.
            var first = range.lowerBound, end = range.upperBound
            while first < end, sizes[section][first] == old[first - range.lowerBound] { first += 1 }
            while end > first, sizes[section][end - 1] == old[end - 1 - range.lowerBound] { end -= 1 }
            changed[section] = first < end ? first..<end : nil
        }
        var newInput = input
        newInput.itemSizes = sizes
        sizes = []
        var newPrepared = prepared
        // The step before's arrays, which nothing reads any more, for the new frames.
        newPrepared.spareFrames = spareFrames
        spareFrames = [:]
        do throws(LayoutError) {
            if changed.contains(where: { $0 != nil }) {
                try layout.relayout(&newPrepared, changedItems: changed, to: newInput)
                work.relayouts += 1
            }
            newPrepared.spareFrames = [:]
            work.reusedFrames += newPrepared.reusedSpares
            newPrepared.reusedSpares = 0
            try replace(with: newInput, prepared: newPrepared, anchoredAt: anchor)
        } catch {
            var restored = newInput.itemSizes ?? []
            newInput.itemSizes = nil
            BatchUpdate.restore(&restored, previous)
            input.itemSizes = restored
            throw error
        }
        return true
    }

    /// The first changed item of each section, moved earlier to the first item whose size
    /// differs (sizes given anew may change any item's).
    static func firstChanged(_ firstChanged: [Int?], sizes: [[ItemSize]]?, newSizes: [[ItemSize]]?) -> [Int?] {
        guard let sizes, let newSizes else { return firstChanged }
        return firstChanged.indices.map { section -> Int? in
            let old = sizes[section], new = newSizes[section]
            let end = Swift.min(firstChanged[section] ?? Swift.max(old.count, new.count), old.count, new.count)
            var item = 0
            while item < end, old[item] == new[item] { item += 1 }
            if item < end { return item }
            return firstChanged[section] ?? (old.count == new.count ? nil : end)
        }
    }

    /// The surviving items' sizes at their new places; nil when the layout takes no sizes or an
    /// inserted item has none yet.
    private func sizes(after batch: BatchUpdate) -> [[ItemSize]]? {
        input.itemSizes.flatMap { batch.carried($0) }
    }

    /// Self-sizing: cells report their real sizes (for layouts that take sizes from data). The
    /// layout places again what the new sizes move (`TesseraLayout.relayout`: a masonry from the
    /// first reported item on), the first cell in view keeps its place, and the result lists the
    /// elements of the frame whose attributes changed (or that entered or left).
    @discardableResult
    public mutating func reportSizes(_ reports: [ElementID: ItemSize]) throws(LayoutError) -> [ElementID] {
        let changed = try changedItems(reporting: reports)
        guard changed.contains(where: { $0 != nil }) else { return [] }
        let oldFrame = kept
        // The first cell in view that kept its size keeps its place: a cell that enters at the top
        // and measures itself (scrolling up, older messages loaded) moves nothing below it.
        let anchor = firstCellInView { reports[$0] == nil } ?? firstCellInView()
        try takeReports(reports, changed: changed, anchoredAt: anchor)
        var moved: [ElementID] = []
        var old = 0
        for element in kept {
            while old < oldFrame.count, oldFrame[old].id < element.id { moved.append(oldFrame[old].id); old += 1 }
            if old < oldFrame.count, oldFrame[old].id == element.id {
                if oldFrame[old] != element { moved.append(element.id) }
                old += 1
            } else {
                moved.append(element.id)
            }
        }
        moved.append(contentsOf: oldFrame[old...].map(\.id))
        return moved.sorted()
    }
}

extension LayoutAttributes {
    /// Whether an element at `self` before an update and at `other` after it stays (rather than
    /// moves): the same element, kind of turn and z-index, and every number equal within a
    /// billionth of its magnitude (of 1 at least). The runtimes compute a frame in other orders
    /// (and trigonometry on other platforms), so its last bits may differ: a background at
    /// 85.41000000000001 in Swift was at 85.41 on the web, and "stays" and "moves" must not
    /// hang on that. The web and Android drivers decide by the same rule.
    package func staysInPlace(at other: LayoutAttributes) -> Bool {
        func close(_ a: Double, _ b: Double) -> Bool {
            a == b || Swift.abs(a - b) <= 1e-9 * Swift.max(1, Swift.abs(a), Swift.abs(b))
        }
        return id == other.id && turnAxis == other.turnAxis && zIndex == other.zIndex
            && close(frame.x, other.frame.x) && close(frame.y, other.frame.y)
            && close(frame.width, other.frame.width) && close(frame.height, other.frame.height)
            && close(scale, other.scale) && close(alpha, other.alpha)
            && close(translation.x, other.translation.x) && close(translation.y, other.translation.y)
            && close(rotation, other.rotation) && close(turn, other.turn) && close(perspective, other.perspective)
    }
}
