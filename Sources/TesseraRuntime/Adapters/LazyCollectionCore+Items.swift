/// How the items of a collection that compares its data (SwiftUI's) changed between two states.
extension LazyCollectionCore {
    public enum ItemsChange {
        /// The same items in the same places.
        case same
        /// Only new items at the ends of sections (an infinite feed): the layout continues.
        case appended
        /// Anything else: where each cell before the change is now (nil: gone), and whether it
        /// moved (`movedItems(from:newCounts:newPath:)`).
        case changed(newPath: (ElementID) -> ElementID?, moved: (ElementID) -> Bool)
    }

    /// The change from `old` to `new`, each the items' identities section by section.
    public static func change<ID: Hashable>(from old: [[ID]], to new: [[ID]]) -> ItemsChange {
        if old == new { return .same }
        if old.count == new.count, zip(old, new).allSatisfy({ old, new in new.count >= old.count && new.starts(with: old) }) {
            return .appended
        }
        var place: [ID: ElementID] = [:]
        place.reserveCapacity(new.reduce(0) { $0 + $1.count })
        for (section, items) in new.enumerated() {
            for (item, id) in items.enumerated() where place[id] == nil { place[id] = .cell(item, section: section) }
        }
        let newPath = { (path: ElementID) -> ElementID? in
            guard old.indices.contains(path.section), old[path.section].indices.contains(path.item) else { return nil }
            return place[old[path.section][path.item]]
        }
        let moved = movedItems(from: old.map(\.count), newCounts: new.map(\.count), newPath: newPath)
        return .changed(newPath: newPath, moved: { path in
            guard moved.indices.contains(path.section), moved[path.section].indices.contains(path.item) else { return false }
            return moved[path.section][path.item]
        })
    }

    /// Which items before a change moved, by their index paths then: those outside the longest
    /// run of items that kept their order (the fewest moves that explain the change, as a diff
    /// finds them; of two neighbours that swapped, the first). Deleting or inserting items moves
    /// no other: a batch update's list would name only these as moved, so the first cell in view
    /// is chosen as UIKit's batch path chooses it (`BatchUpdate.keepsItsPlace`).
    static func movedItems(from oldCounts: [Int], newCounts: [Int], newPath: (ElementID) -> ElementID?) -> [[Bool]] {
        // Each surviving item's place after the change, in one order across sections.
        var sectionStart = [Int](repeating: 0, count: newCounts.count)
        for section in newCounts.indices.dropFirst() { sectionStart[section] = sectionStart[section - 1] + newCounts[section - 1] }
        var survivors: [ElementID] = [], keys: [Int] = []
        for (section, count) in oldCounts.enumerated() {
            for item in 0..<count {
                let id = ElementID.cell(item, section: section)
                guard let new = newPath(id), sectionStart.indices.contains(new.section) else { continue }
                survivors.append(id)
                keys.append(sectionStart[new.section] + new.item)
            }
        }
        // The longest strictly increasing run of places (patience sorting), linked to rebuild it.
        var tails: [Int] = [], previous = [Int](repeating: -1, count: keys.count)
        for (index, key) in keys.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if keys[tails[middle]] < key { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var moved = oldCounts.map { [Bool](repeating: false, count: $0) }
        for id in survivors { moved[id.section][id.item] = true }
        var index = tails.last ?? -1
        while index >= 0 {
            moved[survivors[index].section][survivors[index].item] = false
            index = previous[index]
        }
        return moved
    }

    /// The app's data as one SwiftUI update leaves it: the items' identities and the app's
    /// estimates (`itemSize`; empty without one), section by section.
    public struct ItemData<ID: Hashable, Estimate: Equatable>: Equatable {
        public var items: [[ID]]
        public var estimates: [[Estimate]]

        public init(items: [[ID]], estimates: [[Estimate]]) {
            self.items = items
            self.estimates = estimates
        }
    }

    /// Everything one update changed in the app's data, told at once so that the next `update`
    /// computes the layout once for all of it. Appended items whose estimates only add entries
    /// for them (the old items' estimates unchanged) continue the layout (`itemsAppended()`); an
    /// old item's new estimate lays out again, the first cell in view kept (`invalidateData()`);
    /// any other change of items goes to `itemsChanged(newPath:)`. Returns the change of items, for
    /// the caller to forget what it keeps for items gone.
    @discardableResult
    public mutating func dataChanged<ID, Estimate>(from old: ItemData<ID, Estimate>, to new: ItemData<ID, Estimate>) -> ItemsChange {
        let items = Self.change(from: old.items, to: new.items)
        switch items {
        case .same:
            if old.estimates != new.estimates { invalidateData() }
        case .appended:
            itemsAppended()
            if !Self.onlyAdded(old.estimates, new.estimates) { invalidateData() }
        case .changed(let newPath, let moved):
            itemsChanged(newPath: newPath, moved: moved)
        }
        return items
    }

    /// Whether `new` keeps every entry of `old` and only adds entries at the ends of sections.
    static func onlyAdded<Estimate: Equatable>(_ old: [[Estimate]], _ new: [[Estimate]]) -> Bool {
        // No estimates before (the app gives none, or no items had any): nothing of old changed.
        if old.allSatisfy(\.isEmpty) { return true }
        return old.count == new.count && zip(old, new).allSatisfy { old, new in new.count >= old.count && new.starts(with: old) }
    }
}
