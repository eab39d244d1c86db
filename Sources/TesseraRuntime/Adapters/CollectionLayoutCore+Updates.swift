/// Batch updates and self-sizing: the calls a collection view brackets with
/// `prepare(forCollectionViewUpdates:)` and `finalizeCollectionViewUpdates()`, and the preferred
/// sizes its cells report.
extension CollectionLayoutCore {
    /// One entry of a collection view's update list: its action and its index paths before and
    /// after the update, as arrays of indices (a path of one index names a whole section).
    public struct UpdateEntry: Hashable, Sendable {
        public enum Action: Hashable, Sendable { case insert, delete, reload, move, none }
        public var action: Action
        public var before: [Int]?
        public var after: [Int]?

        public init(action: Action, before: [Int]?, after: [Int]?) {
            self.action = action
            self.before = before
            self.after = after
        }
    }

    /// The item updates a list of entries makes; nil when an entry changes whole sections or is
    /// incomplete, which the core does not animate (the platform's default animations apply).
    public static func itemUpdates(from entries: [UpdateEntry]) -> [ItemUpdate]? {
        var updates: [ItemUpdate] = []
        func item(_ path: [Int]?) -> ElementID? {
            guard let path, path.count == 2 else { return nil }
            return .cell(path[1], section: path[0])
        }
        for entry in entries {
            switch entry.action {
            case .none:
                continue
            case .insert:
                guard let new = item(entry.after) else { return nil }
                updates.append(.insert(item: new.item, section: new.section))
            case .delete:
                guard let old = item(entry.before) else { return nil }
                updates.append(.delete(item: old.item, section: old.section))
            case .reload:
                // A reloaded item is replaced: the old one fades out, the new one in.
                guard let old = item(entry.before), let new = item(entry.after ?? entry.before) else { return nil }
                updates.append(.delete(item: old.item, section: old.section))
                updates.append(.insert(item: new.item, section: new.section))
            case .move:
                guard let old = item(entry.before), let new = item(entry.after) else { return nil }
                updates.append(.move(from: old, to: new))
            }
        }
        return updates
    }

    /// `prepare(forCollectionViewUpdates:)`, after the `prepare()` that took the new counts.
    /// Sizes that cells reported follow their items (the layout is computed again when one
    /// moved), and the first cell in view that survives the update keeps its place:
    /// `offsetAfterChange(proposed:insets:)` gives the offset. Updates that do not fit the counts
    /// before and after (whole sections) leave the animations to the platform.
    public mutating func beginUpdates(_ updates: [ItemUpdate]?) throws(LayoutError) {
        phase = .updates
        batch = nil
        guard let updates, let before = beforeUpdate, let driver,
              let checked = BatchUpdate(oldCounts: before.input.sectionCounts, updates: updates),
              checked.newCounts == driver.input.sectionCounts else { return }
        batch = checked
        var followed: [ElementID: ItemSize] = [:]
        for (id, size) in reportedSizes {
            if let new = checked.newPath(of: id) { followed[new] = size }
        }
        let sizesMoved = followed != reportedSizes
        reportedSizes = followed
        let survivor = before.firstCellInView { checked.newPath(of: $0) != nil }
        guard sizesMoved || survivor != nil else { return }
        let sizes = self.currentSizes()
        let anchor = survivor.flatMap { old in checked.newPath(of: old.id).map { ScrollDriver.Anchor(id: $0, distance: old.distance) } }
        let anchored = try changeDriver { driver throws(LayoutError) -> Point in
            let offset = driver.offset
            var input = driver.input
            input.itemSizes = sizes
            let prepared = sizesMoved ? try driver.computeLayout(for: input) : driver.prepared
            try driver.replace(with: input, prepared: prepared, anchoredAt: anchor)
            let anchored = driver.offset
            // The view is where it was until it takes the anchored offset.
            if driver.offset != offset { try driver.scroll(to: offset) }
            return anchored
        }
        if anchor != nil { anchoredOffset = anchored }
    }

    /// `finalizeCollectionViewUpdates()`. Returns the content offset adjustment that self-sizing
    /// staged during the update, for the adapter to apply now (nil when there is none).
    public mutating func endUpdates() -> Point? {
        defer {
            phase = .idle
            batch = nil
            beforeUpdate = nil
            anchoredOffset = nil
            stagedAdjustment = nil
        }
        return stagedAdjustment
    }

    /// `initialLayoutAttributesForAppearing…(at:)`, during a batch update: an inserted cell, and
    /// a decoration, header or footer the layout did not have before, fade in where they will
    /// be; nil for the others, which the platform moves from their old attributes.
    public func initialAttributes(forAppearing id: ElementID) throws(LayoutError) -> LayoutAttributes? {
        guard phase == .updates, let driver, let before = beforeUpdate else { return nil }
        return try Self.fading(id, in: driver, absentFrom: before, isNewCell: { id in batch.map { $0.oldPath(of: id) == nil } ?? false })
    }

    /// `finalLayoutAttributesForDisappearing…(at:)` (an index path before the update), during a
    /// batch update: a deleted cell, and a decoration, header or footer the layout no longer has,
    /// fade out where they were; nil for the others.
    public func finalAttributes(forDisappearing id: ElementID) throws(LayoutError) -> LayoutAttributes? {
        guard phase == .updates, let driver, let before = beforeUpdate else { return nil }
        return try Self.fading(id, in: before, absentFrom: driver, isNewCell: { id in batch.map { $0.newPath(of: id) == nil } ?? false })
    }

    /// `id`'s attributes in `shown` at alpha 0 when it is only there: a cell that the batch
    /// (`isNewCell`, false without one) says has no counterpart, any other element that `other`
    /// lacks; nil otherwise.
    private static func fading(_ id: ElementID, in shown: ScrollDriver, absentFrom other: ScrollDriver,
                               isNewCell: (ElementID) -> Bool) throws(LayoutError) -> LayoutAttributes? {
        if id.kind == .cell {
            guard isNewCell(id) else { return nil }
        } else if try other.attributes(for: id) != nil {
            return nil
        }
        guard var attributes = try shown.attributes(for: id) else { return nil }
        attributes.alpha = 0
        return attributes
    }

    /// `indexPathsToDeleteForDecorationView(ofKind:)`: the decorations of `kind` that the view
    /// may show (those in the frame before the update) and that the layout no longer has. UIKit
    /// asks for the new attributes of every other decoration it shows.
    public func decorationsToDelete(ofKind kind: ElementKind) throws(LayoutError) -> [ElementID] {
        guard phase == .updates, let driver, let before = beforeUpdate else { return [] }
        return try Self.decorations(ofKind: kind, keptIn: before, absentFrom: driver)
    }

    /// `indexPathsToInsertForDecorationView(ofKind:)`: the decorations of `kind` in the new frame
    /// that the layout did not have before the update.
    public func decorationsToInsert(ofKind kind: ElementKind) throws(LayoutError) -> [ElementID] {
        guard phase == .updates, let driver, let before = beforeUpdate else { return [] }
        return try Self.decorations(ofKind: kind, keptIn: driver, absentFrom: before)
    }

    private static func decorations(ofKind kind: ElementKind, keptIn shown: ScrollDriver,
                                    absentFrom other: ScrollDriver) throws(LayoutError) -> [ElementID] {
        var only: [ElementID] = []
        for element in shown.kept where element.id.kind == kind {
            if try other.attributes(for: element.id) == nil { only.append(element.id) }
        }
        return only
    }

    // MARK: Self-sizing

    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`: true when a
    /// cell of a layout that takes sizes from data prefers another size than the one it has.
    public func invalidates(forPreferredSize size: Size, of id: ElementID) -> Bool {
        guard id.kind == .cell, size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0,
              let sizes = driver?.input.itemSizes, sizes.indices.contains(id.section),
              sizes[id.section].indices.contains(id.item) else { return false }
        return sizes[id.section][id.item] != .size(size)
    }

    /// A cell's preferred size, with the view as it is: the layout is computed again with it
    /// (and keeps it across later data changes), and the result is how far the view must scroll
    /// to keep the first cell in view where it was (the invalidation context's content offset
    /// adjustment). During a batch update UIKit ignores that adjustment, so it is staged for
    /// `endUpdates()` and the result is zero.
    public mutating func reportPreferredSize(_ size: Size, of id: ElementID, view: CollectionViewBounds) throws(LayoutError) -> Point {
        guard invalidates(forPreferredSize: size, of: id) else { return .zero }
        reportedSizes[id] = .size(size)
        let offset = view.layoutOffset
        let moved = try changeDriver { driver throws(LayoutError) -> Point in
            // The view may have scrolled without invalidating anything: anchor where it is now.
            if offset != driver.offset { try driver.scroll(to: offset) }
            try driver.reportSizes([id: .size(size)])
            return Point(x: driver.offset.x - offset.x, y: driver.offset.y - offset.y)
        } ?? .zero
        guard phase == .updates else { return moved }
        let staged = stagedAdjustment ?? .zero
        stagedAdjustment = Point(x: staged.x + moved.x, y: staged.y + moved.y)
        return .zero
    }
}
