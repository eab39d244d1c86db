/// Batch updates: the calls a collection view brackets with `prepare(forCollectionViewUpdates:)`
/// and `finalizeCollectionViewUpdates()`.
extension CollectionLayoutCore {
    /// One entry of a collection view's update list: its action and its index paths before and
    /// after the update, as arrays of indices. A path of one index, or whose item is `NSNotFound`
    /// (`Int.max`), names a whole section: UIKit's `UICollectionViewUpdateItem` for a section
    /// insert, delete, move or reload has `indexPath.item == NSNotFound`.
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

    /// The updates a list of entries makes, with the counts after the update for the sections it
    /// inserts; nil when an entry is incomplete or names a section out of range.
    public static func updates(from entries: [UpdateEntry], newCounts: [Int]) -> [ItemUpdate]? {
        var updates: [ItemUpdate] = []
        func section(_ path: [Int]?) -> Int? {
            guard let path, path.count == 1 || (path.count == 2 && path[1] == Int.max) else { return nil }
            return path[0]
        }
        func item(_ path: [Int]?) -> ElementID? {
            guard let path, path.count == 2, path[1] != Int.max else { return nil }
            return .cell(path[1], section: path[0])
        }
        func inserted(_ new: Int) -> ItemUpdate? {
            newCounts.indices.contains(new) ? .insertSection(new, items: newCounts[new]) : nil
        }
        for entry in entries {
            switch entry.action {
            case .none:
                continue
            case .insert:
                if let new = section(entry.after) {
                    guard let insert = inserted(new) else { return nil }
                    updates.append(insert)
                } else {
                    guard let new = item(entry.after) else { return nil }
                    updates.append(.insert(item: new.item, section: new.section))
                }
            case .delete:
                if let old = section(entry.before) {
                    updates.append(.deleteSection(old))
                } else {
                    guard let old = item(entry.before) else { return nil }
                    updates.append(.delete(item: old.item, section: old.section))
                }
            case .reload:
                // A reloaded item or section is replaced: the old one fades out, the new one in.
                if let old = section(entry.before) {
                    guard let insert = inserted(section(entry.after) ?? old) else { return nil }
                    updates.append(.deleteSection(old))
                    updates.append(insert)
                } else {
                    guard let old = item(entry.before), let new = item(entry.after ?? entry.before) else { return nil }
                    updates.append(.delete(item: old.item, section: old.section))
                    updates.append(.insert(item: new.item, section: new.section))
                }
            case .move:
                if let old = section(entry.before) {
                    guard let new = section(entry.after) else { return nil }
                    updates.append(.moveSection(from: old, to: new))
                } else {
                    guard let old = item(entry.before), let new = item(entry.after) else { return nil }
                    updates.append(.move(from: old, to: new))
                }
            }
        }
        return updates
    }

    /// `prepare(forCollectionViewUpdates:)`, after the `prepare()` that took the new counts.
    /// Sizes that cells reported follow their items (the layout is computed again when one
    /// moved), and the first cell in view that the update neither deletes nor moves keeps its place:
    /// `offsetAfterChange(proposed:insets:)` gives the offset. A list that does not fit the
    /// counts before and after leaves the animations to the platform, and forgets the reported
    /// sizes, which it cannot follow.
    public mutating func beginUpdates(_ entries: [UpdateEntry]) {
        phase = .updates
        batch = nil
        anchoredOffset = nil
        // An update that invalidated nothing (a move, which changes no count) starts from the
        // layout the view shows.
        if beforeUpdate == nil, !dataIsStale { beforeUpdate = driver }
        guard let before = beforeUpdate, let driver else {
            // No layout before or after (one failed): the sizes cannot be followed.
            reportedSizes = [:]
            return
        }
        guard let updates = Self.updates(from: entries, newCounts: driver.input.sectionCounts),
              let checked = BatchUpdate(oldCounts: before.input.sectionCounts, updates: updates),
              checked.newCounts == driver.input.sectionCounts else {
            forgetReportedSizes()
            return
        }
        batch = checked
        var followed: [ElementID: ItemSize] = [:]
        for (id, size) in reportedSizes {
            if let new = checked.newPath(of: id) { followed[new] = size }
        }
        let sizesMoved = followed != reportedSizes
        reportedSizes = followed
        // Of the cells in view, the first that stays where the batch leaves it: a moved item
        // would take the view along with it. A view that followed the end follows it instead.
        let followsEnd = before.followsEnd && driver.prepared.gravity == .end
        let survivor = before.firstCellInView { checked.keepsItsPlace($0) }
        // Sideways right to left, by its right edge (`leadingEdgeInView`).
        let edge = before.leadingEdgeInView { checked.keepsItsPlace($0) }
        guard sizesMoved || survivor != nil || edge != nil || followsEnd else { return }
        let sizes = self.currentSizes()
        let anchor = survivor.flatMap { old in checked.newPath(of: old.id).map { ScrollDriver.Anchor(id: $0, distance: old.distance) } }
        let edgeNow = edge.flatMap { checked.newPath(of: $0.id) }
        let anchored = changeDriver { driver throws(LayoutError) -> Point in
            let offset = driver.offset
            var input = driver.input
            input.itemSizes = sizes
            let prepared = sizesMoved ? try driver.computeLayout(for: input) : driver.prepared
            try driver.replace(with: input, prepared: prepared, anchoredAt: anchor)
            if let edge, let edgeNow { try driver.hold(edge, at: edgeNow) }
            let anchored = followsEnd ? driver.endOffset : driver.offset
            // The view is where it was until it takes the anchored offset.
            if driver.offset != offset { try driver.scroll(to: offset) }
            return anchored
        }
        if anchor != nil || edgeNow != nil || followsEnd { anchoredOffset = anchored }
    }

    /// The end of an interactive move (UIKit's `invalidationContextForEndingInteractiveMovementOfItems`):
    /// the items at `previous` are now at `final`, in the data too. The sizes cells reported follow
    /// their items, and the next `prepare` lays out again with the app's sizes in their new order,
    /// the first cell in view kept in place; a cancelled move changes nothing. Returns whether
    /// the adapter must invalidate everything (the items between the places moved too).
    @discardableResult
    public mutating func endInteractiveMove(from previous: [ElementID], to final: [ElementID], cancelled: Bool) -> Bool {
        guard !cancelled, previous.count == final.count, previous != final, let driver else { return false }
        let moves = zip(previous, final).map { ItemUpdate.move(from: $0, to: $1) }
        if let batch = BatchUpdate(oldCounts: driver.input.sectionCounts, updates: moves) {
            var followed: [ElementID: ItemSize] = [:]
            for (id, size) in reportedSizes {
                if let new = batch.newPath(of: id) { followed[new] = size }
            }
            reportedSizes = followed
        } else {
            reportedSizes = [:]
        }
        return invalidate(everything: false, dataSourceCounts: false, items: final)
    }

    /// Drops every reported size, and lays out again without them if the layout used any.
    private mutating func forgetReportedSizes() {
        guard !reportedSizes.isEmpty else { return }
        reportedSizes = [:]
        let sizes = currentSizes()
        changeDriver { driver throws(LayoutError) in
            var input = driver.input
            input.itemSizes = sizes
            let offset = driver.offset
            try driver.replace(with: input, prepared: try driver.computeLayout(for: input), anchoredAt: nil)
            if driver.offset != offset { try driver.scroll(to: offset) }
        }
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
    public mutating func initialAttributes(forAppearing id: ElementID) -> LayoutAttributes? {
        guard phase == .updates, let driver, let before = beforeUpdate, suppliedKinds.contains(id.kind) || !id.kind.isSupplementary else { return nil }
        let batch = self.batch
        return catching { () throws(LayoutError) in
            try Self.fading(id, in: driver, absentFrom: before, isNewCell: { id in batch.map { $0.oldPath(of: id) == nil } ?? false })
        } ?? nil
    }

    /// `finalLayoutAttributesForDisappearing…(at:)` (an index path before the update), during a
    /// batch update: a deleted cell, and a decoration, header or footer the layout no longer has,
    /// fade out where they were; nil for the others.
    public mutating func finalAttributes(forDisappearing id: ElementID) -> LayoutAttributes? {
        guard phase == .updates, let driver, let before = beforeUpdate, suppliedKinds.contains(id.kind) || !id.kind.isSupplementary else { return nil }
        let batch = self.batch
        return catching { () throws(LayoutError) in
            try Self.fading(id, in: before, absentFrom: driver, isNewCell: { id in batch.map { $0.newPath(of: id) == nil } ?? false })
        } ?? nil
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
    /// may show (those in the frame before the update) and that the layout no longer has (all of
    /// them when it failed for the new data). UIKit asks for the new attributes of every other
    /// decoration it shows.
    public mutating func decorationsToDelete(ofKind kind: ElementKind) -> [ElementID] {
        guard phase == .updates, let before = beforeUpdate else { return [] }
        let after = driver
        return catching { () throws(LayoutError) in try Self.decorations(ofKind: kind, keptIn: before, absentFrom: after) } ?? []
    }

    /// `indexPathsToInsertForDecorationView(ofKind:)`: the decorations of `kind` in the new frame
    /// that the layout did not have before the update.
    public mutating func decorationsToInsert(ofKind kind: ElementKind) -> [ElementID] {
        guard phase == .updates, let driver, let before = beforeUpdate else { return [] }
        return catching { () throws(LayoutError) in try Self.decorations(ofKind: kind, keptIn: driver, absentFrom: before) } ?? []
    }

    private static func decorations(ofKind kind: ElementKind, keptIn shown: ScrollDriver,
                                    absentFrom other: ScrollDriver?) throws(LayoutError) -> [ElementID] {
        var only: [ElementID] = []
        for element in shown.kept where element.id.kind == kind {
            if try other?.attributes(for: element.id) == nil { only.append(element.id) }
        }
        return only
    }

    /// Runs a question of the layouts before and after an update; on error empties the layout (nil).
    private mutating func catching<T>(_ question: () throws(LayoutError) -> T) -> T? {
        do { return try question() } catch {
            fail(error)
            return nil
        }
    }
}

extension ElementKind {
    /// A header or footer: a view the app supplies for a section.
    var isSupplementary: Bool { self == .header || self == .footer }
}

