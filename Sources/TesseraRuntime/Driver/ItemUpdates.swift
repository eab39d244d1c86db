/// One change of a batch update, with a collection view's rules: deletions and the source of a
/// move name index paths before the update; insertions and the destination of a move name them
/// after it.
public enum ItemUpdate: Hashable, Sendable {
    case insert(item: Int, section: Int)
    case delete(item: Int, section: Int)
    /// An item that survives the update at another place, in its section or another one.
    case move(from: ElementID, to: ElementID)

    /// Where each item of a section before the update is afterwards; nil for a deleted item.
    /// Returns nil when the updates do not fit the counts (an index out of range, or counts
    /// that do not add up). Only updates within `section` are read.
    public static func indexMap(section: Int, oldCount: Int, newCount: Int, updates: [ItemUpdate]) -> [Int?]? {
        let local = updates.compactMap { update -> ItemUpdate? in
            switch update {
            case .insert(let item, section): .insert(item: item, section: 0)
            case .delete(let item, section): .delete(item: item, section: 0)
            case .move(let from, let to) where from.section == section && to.section == section:
                .move(from: .cell(from.item), to: .cell(to.item))
            default: nil
            }
        }
        guard let batch = BatchUpdate(oldCounts: [oldCount], updates: local), batch.newCounts == [newCount] else { return nil }
        return (0..<oldCount).map { batch.newPath(of: .cell($0))?.item }
    }
}

/// A batch of item updates checked against the counts before it: the counts after it, and where
/// each item goes, or came from, without a table per item (a section may hold millions of items;
/// a batch names a few). Section inserts and deletes are not item updates: reload for those.
package struct BatchUpdate: Sendable {
    public let oldCounts: [Int]
    public let newCounts: [Int]
    /// Per section, sorted: old indices that leave it (deleted or moved away) and new indices
    /// that are filled from elsewhere (inserted or moved in).
    private let removed: [[Int]]
    private let added: [[Int]]
    private let movedTo: [ElementID: ElementID]
    private let movedFrom: [ElementID: ElementID]

    /// Nil when the updates do not fit: a section or index out of range, an index named twice,
    /// or a count that would become negative.
    public init?(oldCounts: [Int], updates: [ItemUpdate]) {
        var removedSets = [Set<Int>](repeating: [], count: oldCounts.count)
        var addedSets = [Set<Int>](repeating: [], count: oldCounts.count)
        var movedTo: [ElementID: ElementID] = [:], movedFrom: [ElementID: ElementID] = [:]
        func remove(_ item: Int, _ section: Int) -> Bool {
            oldCounts.indices.contains(section) && item >= 0 && item < oldCounts[section] && removedSets[section].insert(item).inserted
        }
        func add(_ item: Int, _ section: Int) -> Bool {
            oldCounts.indices.contains(section) && item >= 0 && addedSets[section].insert(item).inserted
        }
        for update in updates {
            switch update {
            case .delete(let item, let section):
                guard remove(item, section) else { return nil }
            case .insert(let item, let section):
                guard add(item, section) else { return nil }
            case .move(let from, let to):
                guard from.kind == .cell, to.kind == .cell, remove(from.item, from.section), add(to.item, to.section) else { return nil }
                movedTo[from] = to
                movedFrom[to] = from
            }
        }
        var newCounts: [Int] = []
        for section in oldCounts.indices {
            let count = oldCounts[section] - removedSets[section].count + addedSets[section].count
            guard count >= 0, addedSets[section].allSatisfy({ $0 < count }) else { return nil }
            newCounts.append(count)
        }
        self.oldCounts = oldCounts
        self.newCounts = newCounts
        removed = removedSets.map { $0.sorted() }
        added = addedSets.map { $0.sorted() }
        self.movedTo = movedTo
        self.movedFrom = movedFrom
    }

    /// Where an item before the update is after it; nil when it was deleted or is out of range.
    public func newPath(of old: ElementID) -> ElementID? {
        guard old.kind == .cell else { return oldCounts.indices.contains(old.section) ? old : nil }
        guard oldCounts.indices.contains(old.section), old.item >= 0, old.item < oldCounts[old.section] else { return nil }
        if let moved = movedTo[old] { return moved }
        return Self.map(old, leaving: removed[old.section], filling: added[old.section])
    }

    /// Where an item after the update was before it; nil when it was inserted or is out of range.
    public func oldPath(of new: ElementID) -> ElementID? {
        guard new.kind == .cell else { return newCounts.indices.contains(new.section) ? new : nil }
        guard newCounts.indices.contains(new.section), new.item >= 0, new.item < newCounts[new.section] else { return nil }
        if let moved = movedFrom[new] { return moved }
        return Self.map(new, leaving: added[new.section], filling: removed[new.section])
    }

    /// The items that stay keep their order: an item's rank among those that stay on one side is
    /// its rank on the other, skipping the indices that are filled from elsewhere there. Nil for
    /// an index in `leaving` itself.
    private static func map(_ path: ElementID, leaving: [Int], filling: [Int]) -> ElementID? {
        let before = lowerBound(leaving, path.item)
        if before < leaving.count, leaving[before] == path.item { return nil }
        var index = path.item - before
        for taken in filling {
            guard taken <= index else { break }
            index += 1
        }
        return .cell(index, section: path.section)
    }

    private static func lowerBound(_ sorted: [Int], _ value: Int) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
