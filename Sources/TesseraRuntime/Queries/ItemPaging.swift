/// Paging by item: where a fling comes to rest among the rest offsets of a section's items. The
/// rest positions are the distinct offsets (half a point apart or more) at which an item lies at
/// the start or in the middle, sorted. From where the gesture began, a fling forward rests
/// `items` positions past the last one at or before it, a fling back `items` positions before
/// the first one at or after it; without velocity, at the position nearest `proposed` within
/// that reach. A start within `tolerance` of a position is at it; a start before the first
/// position (or after the last) is a step short of it. So a swipe passes at most `items`
/// positions, however fast it is.
enum ItemPaging {
    /// Rest offsets closer than this are one position: cells side by side in a row share one.
    static let tolerance = 0.5

    /// The distinct rest positions among `offsets`, sorted.
    static func positions(_ offsets: [Double]) -> [Double] {
        var positions: [Double] = []
        for offset in offsets.sorted() where positions.last.map({ offset - $0 >= tolerance }) ?? true { positions.append(offset) }
        return positions
    }

    /// Where the fling rests; nil when there are no positions.
    static func target(positions: [Double], start: Double, proposed: Double, velocity: Double, items: Int) -> Double? {
        guard !positions.isEmpty else { return nil }
        // A start before the first position or after the last is one step short of it, not at it.
        let before = positions.lastIndex { $0 <= start + tolerance } ?? -1
        let after = positions.firstIndex { $0 >= start - tolerance } ?? positions.count
        let lowest = Swift.min(Swift.max(0, after - items), positions.count - 1)
        let highest = Swift.max(Swift.min(positions.count - 1, before + items), 0)
        if velocity > 0 { return positions[highest] }
        if velocity < 0 { return positions[lowest] }
        var best = positions[lowest]
        for position in positions[lowest...highest] where Swift.abs(position - proposed) < Swift.abs(best - proposed) { best = position }
        return best
    }

    /// Whether `positions` holds `items` steps and one more on each side of `start`, so that a
    /// wider search cannot change the answer.
    static func suffices(_ positions: [Double], start: Double, items: Int) -> Bool {
        positions.filter { $0 > start + tolerance }.count > items && positions.filter { $0 < start - tolerance }.count > items
    }
}
