/// How the items of a collection that compares its data (SwiftUI's) changed between two states.
extension LazyCollectionCore {
    public enum ItemsChange {
        /// The same items in the same places.
        case same
        /// Only new items at the ends of sections (an infinite feed): the layout continues.
        case appended
        /// Anything else: where each cell before the change is now (nil: gone).
        case changed(newPath: (ElementID) -> ElementID?)
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
        return .changed(newPath: { path in
            guard old.indices.contains(path.section), old[path.section].indices.contains(path.item) else { return nil }
            return place[old[path.section][path.item]]
        })
    }
}
