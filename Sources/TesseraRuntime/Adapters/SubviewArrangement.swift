/// Where a container places a small collection's subviews (SwiftUI's `Layout`): one section,
/// subview i is cell i, laid out at scroll offset zero. The container is as long as the content
/// along the scroll axis, so that it can sit in a scroll view.
///
/// A proposal may leave a dimension open (nil or infinite, as a scroll view does along its axis):
/// an open dimension takes the other one, so the viewport is square, or zero when both are open.
package struct SubviewArrangement: Hashable, Sendable {
    /// The viewport the layout was computed for.
    public let viewport: Size
    /// The container's size: the content size.
    public let size: Size
    /// Cell i's frame, relative to the container's top-left corner.
    public let frames: [Rect]
    /// Whether the layout's formulas read the text size: otherwise a new one changes nothing.
    public let readsTextScale: Bool

    public init(layout: any TesseraLayout, proposedWidth: Double?, proposedHeight: Double?, count: Int, sizes: [ItemSize]? = nil,
                textScale: Double = 1) throws(LayoutError) {
        let width = Self.definite(proposedWidth), height = Self.definite(proposedHeight)
        viewport = Size(width: width ?? height ?? 0, height: height ?? width ?? 0)
        let prepared = try layout.prepare(LayoutInput(viewport: viewport, sectionCounts: [count], itemSizes: sizes.map { [$0] }, textScale: textScale))
        var frames = [Rect](repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: count)
        prepared.forEachFrame { id, frame in
            if id.kind == .cell, id.section == 0, frames.indices.contains(id.item) { frames[id.item] = frame }
        }
        self.frames = frames
        size = prepared.contentSize
        readsTextScale = prepared.reads.contains(.textScale)
    }

    private static func definite(_ length: Double?) -> Double? {
        guard let length, length.isFinite, length >= 0 else { return nil }
        return length
    }
}

/// The last arrangement and what it was computed for: a container is asked for its size and for
/// its placement several times a pass with the same proposal.
package struct SubviewArrangementCache: Sendable {
    private var last: (key: Key, arrangement: SubviewArrangement)?
    /// How many arrangements were computed: repeated requests are answered from the cache.
    public private(set) var computed = 0

    private struct Key: Hashable, Sendable {
        var width: Double?
        var height: Double?
        var count: Int
        var sizes: [ItemSize]?
        var textScale: Double
    }

    public init() {}

    /// The arrangement for these arguments; computed again only when one differs (a new text
    /// size only for a layout that reads `textScale`).
    public mutating func arrangement(layout: any TesseraLayout, proposedWidth: Double?, proposedHeight: Double?, count: Int,
                                     sizes: [ItemSize]? = nil, textScale: Double = 1) throws(LayoutError) -> SubviewArrangement {
        let key = Key(width: proposedWidth, height: proposedHeight, count: count, sizes: sizes, textScale: textScale)
        if let last, last.key == key { return last.arrangement }
        if let last, last.key.textScale != textScale, !last.arrangement.readsTextScale {
            var unchanged = last.key
            unchanged.textScale = textScale
            if unchanged == key {
                self.last = (key, last.arrangement)
                return last.arrangement
            }
        }
        let arrangement = try SubviewArrangement(layout: layout, proposedWidth: proposedWidth, proposedHeight: proposedHeight,
                                                 count: count, sizes: sizes, textScale: textScale)
        last = (key, arrangement)
        computed += 1
        return arrangement
    }

    /// Forgets the arrangement: the subviews changed.
    public mutating func removeAll() {
        last = nil
    }
}
