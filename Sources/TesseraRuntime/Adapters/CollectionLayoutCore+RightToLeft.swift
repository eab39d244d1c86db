/// Sideways right to left the content's start is at its right, and offsets count from its left:
/// an item added or resized before a cell moves that cell's distance from the left, so the
/// driver's anchor (a cell's left edge, which suits left to right) moves what the reader sees
/// when the cells in view change length. Across a batch update, appended or changed items, a
/// size report and sizes the app changes, the core holds the first cell in view by its leading
/// edge, the right one, instead (the web view's `rightToLeft.ts` holds the same rule).
extension ScrollDriver {
    /// The first cell in view right to left, and how far its right edge is from the viewport's.
    struct LeadingEdge {
        var id: ElementID
        var distance: Double
        /// The view shows the content's start (its right end), where it stays, as a view at the
        /// top does; only a layout kept to its start has one (a chat's start is history).
        var atStart: Bool
    }

    /// Of the cells on the screen that are `included`, the one whose right edge is farthest
    /// right; nil unless the layout scrolls sideways right to left, and for a view that follows
    /// its end (`replace` keeps that one at the end).
    func leadingEdgeInView(where included: (ElementID) -> Bool = { _ in true }) -> LeadingEdge? {
        guard prepared.endsAtOrigin, !followsEnd else { return nil }
        let viewport = Rect(x: offset.x, y: offset.y, width: input.viewport.width, height: input.viewport.height)
        let atStart = prepared.gravity == .start && offset.x >= maximumOffset.x
        var best: LeadingEdge?
        for element in kept where element.id.kind == .cell && included(element.id) && element.frame.intersects(viewport) {
            let distance = viewport.maxX - element.frame.maxX
            if distance < best?.distance ?? .infinity { best = LeadingEdge(id: element.id, distance: distance, atStart: atStart) }
        }
        return best
    }

    /// After the change: scrolled so that the cell, now `id`, has its right edge where `edge`
    /// had it on the screen, held within the content's ends; a view at the start stays there.
    mutating func hold(_ edge: LeadingEdge, at id: ElementID) throws(LayoutError) {
        let limit = maximumOffset.x
        var x = limit
        if !edge.atStart {
            guard let cell = try attributes(for: id) else { return }
            x = cell.frame.maxX + edge.distance - input.viewport.width
        }
        let held = Swift.min(Swift.max(0, x), limit)
        if held != offset.x { try scroll(to: Point(x: held, y: offset.y)) }
    }
}
