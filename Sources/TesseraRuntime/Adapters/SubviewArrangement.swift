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
        viewport = Self.viewport(proposedWidth: proposedWidth, proposedHeight: proposedHeight)
        let prepared = try layout.prepare(LayoutInput(viewport: viewport, sectionCounts: [count], itemSizes: sizes.map { [$0] }, textScale: textScale))
        var frames = [Rect](repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: count)
        prepared.forEachFrame { id, frame in
            if id.kind == .cell, id.section == 0, frames.indices.contains(id.item) { frames[id.item] = frame }
        }
        self.frames = frames
        size = prepared.contentSize
        readsTextScale = prepared.reads.contains(.textScale)
    }

    /// The viewport a proposal gives: an open dimension takes the other one.
    static func viewport(proposedWidth: Double?, proposedHeight: Double?) -> Size {
        let width = definite(proposedWidth), height = definite(proposedHeight)
        return Size(width: width ?? height ?? 0, height: height ?? width ?? 0)
    }

    private static func definite(_ length: Double?) -> Double? {
        guard let length, length.isFinite, length >= 0 else { return nil }
        return length
    }
}

/// The last arrangement and what it was computed for: SwiftUI asks a container for its size
/// several times a pass, with probing proposals (`.unspecified`, `.zero`, `.infinity`, its
/// documentation says "more than once with different proposals") besides the real one, and for
/// its placement with the same proposal again.
package struct SubviewArrangementCache: Sendable {
    private var last: (key: Key, outcome: Result<SubviewArrangement, LayoutError>)?
    /// How many arrangements were computed: repeated requests are answered from the cache.
    public private(set) var computed = 0

    private struct Key: Hashable, Sendable {
        var width: Double?
        var height: Double?
        var count: Int
        var textScale: Double
    }

    public init() {}

    /// The arrangement for these arguments; computed again only when one differs (a new text
    /// size only for a layout that reads `textScale`). `sizes` (measuring subviews, for layouts
    /// that take sizes from data) is asked only then: the sizes are the subviews', and
    /// `removeAll()` is called when those change.
    ///
    /// Nil for a probe: a proposal whose viewport has no area (`.zero`, or every dimension open),
    /// which no layout can be computed for and which is not an error. Nil too, without throwing
    /// again, when the same arguments failed before: a failure is thrown once.
    public mutating func arrangement(layout: any TesseraLayout, proposedWidth: Double?, proposedHeight: Double?, count: Int,
                                     textScale: Double = 1, sizes: () -> [ItemSize]? = { nil }) throws(LayoutError) -> SubviewArrangement? {
        let viewport = SubviewArrangement.viewport(proposedWidth: proposedWidth, proposedHeight: proposedHeight)
        guard viewport.width > 0, viewport.height > 0 else { return nil }
        let key = Key(width: proposedWidth, height: proposedHeight, count: count, textScale: textScale)
        if let last {
            var unchanged = last.key
            // A layout that does not read the text size is the same at another one.
            if case .success(let arrangement) = last.outcome, !arrangement.readsTextScale { unchanged.textScale = textScale }
            if unchanged == key {
                self.last = (key, last.outcome)
                return try? last.outcome.get()
            }
        }
        computed += 1
        do {
            let arrangement = try SubviewArrangement(layout: layout, proposedWidth: proposedWidth, proposedHeight: proposedHeight,
                                                     count: count, sizes: sizes(), textScale: textScale)
            last = (key, .success(arrangement))
            return arrangement
        } catch {
            last = (key, .failure(error))
            throw error
        }
    }

    /// Forgets the arrangement: the subviews changed.
    public mutating func removeAll() {
        last = nil
    }
}
