/// A switch from one layout to another for the same data (a grid to a list, a mosaic to a
/// carousel), as the web and Android views make it and the shared vectors hold every runtime to:
/// the same rule as `CollectionLayoutCore.takeAnchor(from:view:)`.
extension ScrollDriver {
    /// A driver for `layout` with this one's input and margin, where the cell this one has
    /// first in view (`firstCellInView`) keeps its distance from the viewport's leading edge
    /// (`keptInView`: unless that leaves it wholly before the edge), the offset held within the
    /// new content's ends. With no such cell (at the very start of the content, which the new
    /// layout then opens at too, or at the end of one kept to its end), the offset is only held
    /// within the new content, but a view that followed the end goes to the new layout's end.
    package func switched(to layout: any TesseraLayout) throws(LayoutError) -> ScrollDriver {
        var fresh = try ScrollDriver(layout: layout, input: input, offset: offset, margin: margin)
        var anchor = firstCellInView()
        if let first = anchor { anchor = try fresh.keptInView(first, in: fresh.prepared) }
        try fresh.replace(with: fresh.input, prepared: fresh.prepared, anchoredAt: anchor)
        if anchor == nil, followsEnd, fresh.offset != fresh.endOffset { try fresh.scroll(to: fresh.endOffset) }
        return fresh
    }

    /// `anchor` (a cell first in view in another layout) as a switch to `prepared` keeps it: at
    /// its distance from the viewport's leading edge, unless it began before the edge and is too
    /// short in `prepared` to reach past it, which would leave it wholly out of view: then its
    /// leading edge at the viewport's. So the cell first in view stays in view.
    func keptInView(_ anchor: Anchor, in prepared: PreparedLayout) throws(LayoutError) -> Anchor {
        guard anchor.distance < 0, let cell = try prepared.attributes(for: anchor.id, at: position) else { return anchor }
        return prepared.mapping.u(cell.frame.size) + anchor.distance > 0 ? anchor : Anchor(id: anchor.id, distance: 0)
    }

    /// The cell `switched(to:)` keeps in place, and its distance from the viewport's leading edge.
    package var switchAnchor: (id: ElementID, distance: Double)? {
        firstCellInView().map { ($0.id, $0.distance) }
    }

    /// What a switch to `next` animates: each element of either frame, with its attributes in
    /// this layout (`from`) and in `next` (`to`) wherever that layout has it, so that an element
    /// only one frame keeps moves to or from its place off the screen; an element only one
    /// layout has is in one list alone, and `LayoutAttributes.interpolate` fades it.
    package func transitionEnds(to next: ScrollDriver) throws(LayoutError) -> (from: [LayoutAttributes], to: [LayoutAttributes]) {
        let from = try Self.completed(kept, with: next.kept, in: prepared, at: position)
        let to = try Self.completed(next.kept, with: kept, in: next.prepared, at: next.position)
        return (from, to)
    }

    /// `frame` with the attributes `prepared` gives the elements of `other` that `frame` lacks, sorted.
    private static func completed(_ frame: [LayoutAttributes], with other: [LayoutAttributes], in prepared: PreparedLayout,
                                  at position: ScrollOffsets) throws(LayoutError) -> [LayoutAttributes] {
        let ids = Set(frame.map(\.id))
        var result = frame
        for element in other where !ids.contains(element.id) {
            if let found = try prepared.attributes(for: element.id, at: position) { result.append(found) }
        }
        return result.sorted { $0.id < $1.id }
    }
}
