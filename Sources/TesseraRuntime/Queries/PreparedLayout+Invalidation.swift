extension PreparedLayout {
    /// Whether moving to another viewport size or scroll offset needs new attributes: a new size
    /// in a dimension the layout reads (or that sets its content size), or any scroll when
    /// effects or pinned headers depend on the offset.
    public func needsNewAttributes(size newSize: Size, offset newOffset: Point, from oldOffset: Point) -> Bool {
        if newSize != viewport {
            if !scrolls || mapping.v(newSize) != mapping.v(viewport) { return true }
            if reads.contains(.width), newSize.width != viewport.width { return true }
            if reads.contains(.height), newSize.height != viewport.height { return true }
            // Right to left, content narrower than the viewport mirrors within the viewport.
            if mapping.direction == .rightToLeft, newSize.width != viewport.width,
               contentSize.width < Swift.max(newSize.width, viewport.width) { return true }
            // Kept to the end, content shorter than either viewport sits against its end.
            if gravity == .end, mapping.u(contentSize) - sectionStarts[0] < Swift.max(mapping.u(newSize), mapping.u(viewport)) { return true }
            // Effects measure distances from the viewport's centre, and snapping uses its length.
            if hasEffects || snaps { return true }
        }
        if newOffset != oldOffset {
            return hasEffects || hasPinnedHeaders
        }
        return false
    }
}
