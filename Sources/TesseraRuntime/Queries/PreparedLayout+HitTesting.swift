extension PreparedLayout {
    /// The element drawn at `point` (as displayed at `position`, scale and transform applied): the
    /// frontmost by z-index, the later on a tie; nil when the point is on no element. Decorations
    /// (backgrounds, separators) are not hit.
    public func element(at point: Point, position: ScrollOffsets = ScrollOffsets()) throws(LayoutError) -> ElementID? {
        // Scaled elements can reach beyond their frames by their own size at most.
        let probe = Rect(x: point.x - viewport.width, y: point.y - viewport.height, width: 2 * viewport.width, height: 2 * viewport.height)
        var best: LayoutAttributes?
        for element in try elements(in: probe, at: position) where !element.id.kind.isDecoration && element.displayContains(point) {
            if element.zIndex >= (best?.zIndex ?? .min) { best = element }
        }
        return best?.id
    }

    /// The reorder rule of UICollectionView's drag-to-reorder demos: the cell a dragged cell would take the place of, once its centre
    /// enters that cell's frame; nil while the centre is over no other cell. Orthogonal sections'
    /// cells are where `position` has scrolled them.
    public func moveTarget(for dragged: ElementID, center: Point, position: ScrollOffsets = ScrollOffsets()) throws(LayoutError) -> ElementID? {
        let probe = Rect(x: center.x - 0.5, y: center.y - 0.5, width: 1, height: 1)
        return try elements(in: probe, at: position).first { $0.id.kind == .cell && $0.id != dragged && $0.frame.contains(center) }?.id
    }
}
