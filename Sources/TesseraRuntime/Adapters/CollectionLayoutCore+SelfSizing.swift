/// Self-sizing: the preferred sizes a collection view's cells report.
extension CollectionLayoutCore {
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`: true when a
    /// cell of a layout that takes sizes from data prefers another size than the one it has.
    public func invalidates(forPreferredSize size: Size, of id: ElementID) -> Bool {
        guard id.kind == .cell, size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0,
              let sizes = driver?.input.itemSizes, sizes.indices.contains(id.section),
              sizes[id.section].indices.contains(id.item) else { return false }
        return sizes[id.section][id.item] != .size(size)
    }

    /// What a reported size asks of the view: the invalidation context's adjustments.
    public struct SizeAdjustment: Hashable, Sendable {
        /// How far the view scrolls to keep the first cell in view where it was.
        public var contentOffset: Point
        /// How much the content grew (negative: shrank).
        public var contentSize: Size
    }

    /// A cell's preferred size, with the view as it is: the layout is computed again with it
    /// (and keeps it across later data changes), and the result is how far the view must scroll
    /// to keep the first cell in view where it was, and how the content changed. During a batch
    /// update UIKit ignores a content offset adjustment, so it is staged for `endUpdates()` and
    /// the offset's is zero.
    public mutating func reportPreferredSize(_ size: Size, of id: ElementID, view: CollectionViewBounds) -> SizeAdjustment {
        let oldSize = contentSize
        guard invalidates(forPreferredSize: size, of: id) else { return SizeAdjustment(contentOffset: .zero, contentSize: .zero) }
        reportedSizes[id] = .size(size)
        let offset = view.layoutOffset
        self.view = view
        // An offset at the end that the view is still to take (after a change it lays out for
        // itself, cells size themselves before the adapter scrolls): the end moves with the size.
        let pendingEnd = phase == .idle && anchoredOffset.map { driver?.followsEnd(at: $0) ?? false } ?? false
        let moved = changeDriver { driver throws(LayoutError) -> Point in
            // The view may have scrolled without invalidating anything: anchor where it is now.
            if offset != driver.offset { try driver.scroll(to: offset) }
            // Sideways right to left, the first cell in view that kept its size keeps its right edge.
            let edge = driver.leadingEdgeInView { $0 != id } ?? driver.leadingEdgeInView()
            try driver.reportSizes([id: .size(size)])
            if let edge { try driver.hold(edge, at: edge.id) }
            return Point(x: driver.offset.x - offset.x, y: driver.offset.y - offset.y)
        } ?? .zero
        if pendingEnd, let driver { anchoredOffset = driver.endOffset }
        let grown = Size(width: contentSize.width - oldSize.width, height: contentSize.height - oldSize.height)
        guard phase == .updates else { return SizeAdjustment(contentOffset: moved, contentSize: grown) }
        let staged = stagedAdjustment ?? .zero
        stagedAdjustment = Point(x: staged.x + moved.x, y: staged.y + moved.y)
        return SizeAdjustment(contentOffset: .zero, contentSize: grown)
    }
}
