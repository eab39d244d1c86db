/// One change of a batch update, with a collection view's rules (UIKit's and AppKit's
/// `performBatchUpdates`): deletions and the sources of moves name sections and index paths
/// before the update; insertions and the destinations of moves name them after it. Item updates
/// may not name a section that is inserted or deleted in the same batch.
public enum ItemUpdate: Hashable, Sendable {
    case insert(item: Int, section: Int)
    case delete(item: Int, section: Int)
    /// An item that survives the update at another place, in its section or another one.
    case move(from: ElementID, to: ElementID)
    /// A new section with `items` items (a view's data source says how many).
    case insertSection(Int, items: Int)
    case deleteSection(Int)
    /// A section that survives the update, with its items, at another index.
    case moveSection(from: Int, to: Int)

    /// Where each item of a section before the update is afterwards; nil for a deleted item.
    /// Returns nil when the updates do not fit the counts (an index out of range, or counts
    /// that do not add up). Only item updates within `section` are read.
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

/// A batch of updates checked against the counts before it: the counts after it, and where each
/// section and item goes, or came from, without a table per item (a section may hold millions of
/// items; a batch names a few).
package struct BatchUpdate: Sendable {
    public let oldCounts: [Int]
    public let newCounts: [Int]
    /// Where each section before the update is after it (nil: deleted), and back.
    private let sectionAfter: [Int?]
    private let sectionBefore: [Int?]
    /// Sorted item indices: those that leave each old section (deleted or moved away), and those
    /// of each new section filled from elsewhere (inserted or moved in).
    private let removed: [[Int]]
    private let added: [[Int]]
    private let movedTo: [ElementID: ElementID]
    private let movedFrom: [ElementID: ElementID]
    /// Old indices of the sections the batch moves.
    private let movedSections: Set<Int>

    /// Nil when the updates do not fit: a section or index out of range or named twice, a count
    /// that would become negative, or an item update in a section inserted or deleted by the batch.
    public init?(oldCounts: [Int], updates: [ItemUpdate]) {
        guard let sections = Self.sections(oldCount: oldCounts.count, updates: updates) else { return nil }
        let (sectionAfter, sectionBefore, insertedItems, movedSections) = sections
        var removedSets = [Set<Int>](repeating: [], count: oldCounts.count)
        var addedSets = [Set<Int>](repeating: [], count: sectionBefore.count)
        var movedTo: [ElementID: ElementID] = [:], movedFrom: [ElementID: ElementID] = [:]
        // Items are named in sections that survive: old ones before the update, new ones after.
        func remove(_ item: Int, _ section: Int) -> Bool {
            sectionAfter.indices.contains(section) && sectionAfter[section] != nil
                && item >= 0 && item < oldCounts[section] && removedSets[section].insert(item).inserted
        }
        func add(_ item: Int, _ section: Int) -> Bool {
            sectionBefore.indices.contains(section) && sectionBefore[section] != nil && item >= 0 && addedSets[section].insert(item).inserted
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
            case .insertSection, .deleteSection, .moveSection:
                continue
            }
        }
        var newCounts: [Int] = []
        for section in sectionBefore.indices {
            guard let old = sectionBefore[section] else {
                newCounts.append(insertedItems[section] ?? 0)
                continue
            }
            let count = oldCounts[old] - removedSets[old].count + addedSets[section].count
            guard count >= 0, addedSets[section].allSatisfy({ $0 < count }) else { return nil }
            newCounts.append(count)
        }
        self.oldCounts = oldCounts
        self.newCounts = newCounts
        self.sectionAfter = sectionAfter
        self.sectionBefore = sectionBefore
        removed = removedSets.map { $0.sorted() }
        added = addedSets.map { $0.sorted() }
        self.movedTo = movedTo
        self.movedFrom = movedFrom
        self.movedSections = movedSections
    }

    /// The sections' maps both ways, the item counts of inserted sections and the old indices of
    /// moved ones; nil when the section updates do not fit `oldCount` sections.
    private static func sections(oldCount: Int, updates: [ItemUpdate]) -> ([Int?], [Int?], [Int: Int], Set<Int>)? {
        var leaving = Set<Int>(), arriving = Set<Int>(), inserted: [Int: Int] = [:], moves: [Int: Int] = [:]
        for update in updates {
            switch update {
            case .deleteSection(let section):
                guard section >= 0, section < oldCount, leaving.insert(section).inserted else { return nil }
            case .insertSection(let section, let items):
                guard section >= 0, items >= 0, arriving.insert(section).inserted else { return nil }
                inserted[section] = items
            case .moveSection(let from, let to):
                guard from >= 0, from < oldCount, to >= 0, leaving.insert(from).inserted, arriving.insert(to).inserted else { return nil }
                moves[from] = to
            case .insert, .delete, .move:
                continue
            }
        }
        let newCount = oldCount - leaving.count + arriving.count
        guard arriving.allSatisfy({ $0 < newCount }) else { return nil }
        let leavingSorted = leaving.sorted(), arrivingSorted = arriving.sorted()
        var after = [Int?](repeating: nil, count: oldCount), before = [Int?](repeating: nil, count: newCount)
        for old in 0..<oldCount {
            let new = moves[old] ?? (leaving.contains(old) ? nil : map(old, leaving: leavingSorted, filling: arrivingSorted))
            after[old] = new
            if let new { before[new] = old }
        }
        return (after, before, inserted, Set(moves.keys))
    }

    /// For each section, the first item whose index or content may differ after the update
    /// (nil: none; the items before it keep their index); nil when the batch inserts, deletes
    /// or moves sections.
    package var firstChangedItems: [Int?]? {
        guard sectionBefore.count == oldCounts.count, sectionBefore.indices.allSatisfy({ sectionBefore[$0] == $0 }) else { return nil }
        return newCounts.indices.map { section in
            switch (removed[section].first, added[section].first) {
            case let (removed?, added?): Swift.min(removed, added)
            case let (first?, nil), let (nil, first?): first
            case (nil, nil): nil
            }
        }
    }

    /// Each new section's values carried from the old sections' (`old`: one value per item, as
    /// sizes): the items that stay in one pass in order, a lookup only for those moved in. The
    /// same as `oldPath` item by item, without a dictionary lookup for each of a million items.
    /// Nil when an item is inserted (it has no value yet).
    package func carried<Value>(_ old: [[Value]]) -> [[Value]]? {
        var result: [[Value]] = []
        result.reserveCapacity(newCounts.count)
        for section in newCounts.indices {
            guard let source = sectionBefore[section] else {
                guard newCounts[section] == 0 else { return nil }
                result.append([])
                continue
            }
            guard old.indices.contains(source), old[source].count >= oldCounts[source] else { return nil }
            let values = old[source], added = self.added[section], removed = self.removed[source]
            var carried: [Value] = []
            carried.reserveCapacity(newCounts[section])
            var nextAdded = 0, nextRemoved = 0, oldItem = 0
            for item in 0..<newCounts[section] {
                if nextAdded < added.count, added[nextAdded] == item {
                    nextAdded += 1
                    guard let from = movedFrom[.cell(item, section: section)], old.indices.contains(from.section),
                          old[from.section].indices.contains(from.item) else { return nil }
                    carried.append(old[from.section][from.item])
                    continue
                }
                while nextRemoved < removed.count, removed[nextRemoved] == oldItem {
                    nextRemoved += 1
                    oldItem += 1
                }
                carried.append(values[oldItem])
                oldItem += 1
            }
            result.append(carried)
        }
        return result
    }

    /// For a batch that keeps every section in its place with as many items (moves, or as many
    /// inserts as deletes): in each section, the items from the first to the last the batch
    /// names (nil: none). Every item outside its range keeps its index and content. Nil for any
    /// other batch.
    package var changedRanges: [Range<Int>?]? {
        guard newCounts == oldCounts, firstChangedItems != nil else { return nil }
        return oldCounts.indices.map { section -> Range<Int>? in
            let named = [removed[section].first, removed[section].last, added[section].first, added[section].last].compactMap { $0 }
            guard let first = named.min(), let last = named.max() else { return nil }
            return first..<(last + 1)
        }
    }

    /// Carries each section's values (one per item, as sizes) to the items' places after the
    /// batch, in place and only in `ranges` (`changedRanges`): a move near the top of a million
    /// items writes two values, not a new array. Returns what each range held before, for
    /// `restore`; nil, changing nothing, when `values` do not fit the counts.
    package func carry<Value>(_ values: inout [[Value]], in ranges: [Range<Int>?]) -> [(section: Int, range: Range<Int>, old: [Value])]? {
        guard values.count == oldCounts.count, ranges.count == oldCounts.count,
              oldCounts.indices.allSatisfy({ values[$0].count == oldCounts[$0] }) else { return nil }
        // Every new value read before any is written: a move across sections reads another range.
        var carried: [(section: Int, range: Range<Int>, new: [Value])] = []
        for section in ranges.indices {
            guard let range = ranges[section] else { continue }
            var new: [Value] = []
            new.reserveCapacity(range.count)
            for item in range {
                if let from = movedFrom[.cell(item, section: section)] {
                    new.append(values[from.section][from.item])
                } else if let old = Self.map(item, leaving: added[section], filling: removed[section]) {
                    new.append(values[section][old])
                } else {
                    return nil
                }
            }
            carried.append((section, range, new))
        }
        var previous: [(section: Int, range: Range<Int>, old: [Value])] = []
        for (section, range, new) in carried {
            previous.append((section, range, Array(values[section][range])))
            for (offset, item) in range.enumerated() { values[section][item] = new[offset] }
        }
        return previous
    }

    /// Writes back what `carry` returned: the values as they were before it.
    package static func restore<Value>(_ values: inout [[Value]], _ previous: [(section: Int, range: Range<Int>, old: [Value])]) {
        for (section, range, old) in previous {
            for (offset, item) in range.enumerated() { values[section][item] = old[offset] }
        }
    }

    /// Whether an item survives the update without being moved, itself or with its section:
    /// the kind of item a view keeps in place on the screen across it.
    public func keepsItsPlace(_ old: ElementID) -> Bool {
        movedTo[old] == nil && !movedSections.contains(old.section) && newPath(of: old) != nil
    }

    /// Where an element before the update is after it: a cell where it went, any other element
    /// in its section's new place; nil when it or its section was deleted, or it is out of range.
    public func newPath(of old: ElementID) -> ElementID? {
        guard sectionAfter.indices.contains(old.section), let section = sectionAfter[old.section] else { return nil }
        guard old.kind == .cell else { return ElementID(old.kind, section: section, item: old.item) }
        guard old.item >= 0, old.item < oldCounts[old.section] else { return nil }
        if let moved = movedTo[old] { return moved }
        return Self.map(old.item, leaving: removed[old.section], filling: added[section]).map { .cell($0, section: section) }
    }

    /// Where an element after the update was before it: a cell where it was, any other element
    /// in its section's old place; nil when it or its section was inserted, or it is out of range.
    public func oldPath(of new: ElementID) -> ElementID? {
        guard sectionBefore.indices.contains(new.section), let section = sectionBefore[new.section] else { return nil }
        guard new.kind == .cell else { return ElementID(new.kind, section: section, item: new.item) }
        guard new.item >= 0, new.item < newCounts[new.section] else { return nil }
        if let moved = movedFrom[new] { return moved }
        return Self.map(new.item, leaving: added[new.section], filling: removed[section]).map { .cell($0, section: section) }
    }

    /// The indices that stay keep their order: an index's rank among those that stay on one side
    /// is its rank on the other, skipping the indices that are filled from elsewhere there. Nil
    /// for an index in `leaving` itself.
    private static func map(_ index: Int, leaving: [Int], filling: [Int]) -> Int? {
        let before = lowerBound(leaving, index)
        if before < leaving.count, leaving[before] == index { return nil }
        var mapped = index - before
        for taken in filling {
            guard taken <= mapped else { break }
            mapped += 1
        }
        return mapped
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
