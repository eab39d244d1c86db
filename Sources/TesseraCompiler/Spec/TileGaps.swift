/// The gaps of a tile areas grid between columns and between rows, as CSS grid's `column-gap`
/// and `row-gap`: nil where none was given, and then the tracks sit edge to edge.
struct TileGaps {
    static let keys = ["gap", "columnGap", "rowGap"]

    var column: LayoutExpression?
    var row: LayoutExpression?

    /// The tracks with the gap between each two: [a, gap, b, gap, c].
    func interleave(_ tracks: [LayoutExpression], with gap: LayoutExpression?) -> [LayoutExpression] {
        guard let gap else { return tracks }
        var result: [LayoutExpression] = []
        result.reserveCapacity(2 * tracks.count)
        for (index, track) in tracks.enumerated() {
            if index > 0 { result.append(gap) }
            result.append(track)
        }
        return result
    }

    /// Where grid tracks `range` lie among the interleaved tracks: track i is at 2i, and a span
    /// covers the gaps inside it.
    func trackRange(_ range: Range<Int>, gap: LayoutExpression?) -> Range<Int> {
        guard gap != nil else { return range }
        return (2 * range.lowerBound)..<(2 * range.upperBound - 1)
    }
}
