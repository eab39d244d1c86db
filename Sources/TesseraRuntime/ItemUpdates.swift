/// Items inserted or deleted in one batch, with a collection view's rules: deletions name
/// indices before the update, insertions indices after it.
public enum ItemUpdate: Hashable, Sendable {
    case insert(item: Int, section: Int)
    case delete(item: Int, section: Int)

    /// Where each item of a section before the update is afterwards; nil for a deleted item.
    /// Returns nil when the updates do not fit the counts (an index out of range, or counts
    /// that do not add up).
    public static func indexMap(section: Int, oldCount: Int, newCount: Int, updates: [ItemUpdate]) -> [Int?]? {
        var deleted = Set<Int>(), inserted = Set<Int>()
        for update in updates {
            switch update {
            case .delete(let item, let s) where s == section:
                guard item >= 0, item < oldCount, deleted.insert(item).inserted else { return nil }
            case .insert(let item, let s) where s == section:
                guard item >= 0, item < newCount, inserted.insert(item).inserted else { return nil }
            default: continue
            }
        }
        guard oldCount - deleted.count + inserted.count == newCount else { return nil }
        var map = [Int?](repeating: nil, count: oldCount)
        var newIndex = 0
        for oldIndex in 0..<oldCount where !deleted.contains(oldIndex) {
            while inserted.contains(newIndex) { newIndex += 1 }
            map[oldIndex] = newIndex
            newIndex += 1
        }
        return map
    }
}

/// The attributes of an animated batch update at progress t: surviving items move from their
/// old frames to their new ones, deleted items fade out where they were, inserted items fade in
/// where they will be. Nil when the updates do not fit the two layouts' counts.
public func transition(from before: [LayoutAttributes], to after: [LayoutAttributes], oldCounts: [Int], newCounts: [Int],
                       updates: [ItemUpdate], progress t: Double) -> [LayoutAttributes]? {
    guard oldCounts.count == newCounts.count else { return nil }
    var maps: [[Int?]] = []
    for section in oldCounts.indices {
        guard let map = ItemUpdate.indexMap(section: section, oldCount: oldCounts[section], newCount: newCounts[section], updates: updates) else { return nil }
        maps.append(map)
    }
    var survivors: [LayoutAttributes] = []
    var vanishing: [LayoutAttributes] = []
    for element in before {
        guard element.id.kind == .cell else { survivors.append(element); continue }
        guard maps.indices.contains(element.id.section), maps[element.id.section].indices.contains(element.id.item) else { return nil }
        if let newItem = maps[element.id.section][element.id.item] {
            var moved = element
            moved.id = .cell(newItem, section: element.id.section)
            survivors.append(moved)
        } else {
            var fading = element
            fading.alpha = element.alpha * (1 - Swift.min(1, Swift.max(0, t)))
            vanishing.append(fading)
        }
    }
    // Deleted items keep their old index paths, which may now name other items: they come last.
    return interpolate(survivors, after, progress: t) + vanishing
}
