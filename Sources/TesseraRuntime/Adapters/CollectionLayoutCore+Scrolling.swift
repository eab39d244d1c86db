/// Where scrolling comes to rest, where a gesture began, orthogonal sections' sideways scrolls,
/// and what a touch or a dragged cell is over.
extension CollectionLayoutCore {
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`: the layout's
    /// snapping, for a proposed content offset of a view with these insets; the answer is one the
    /// view can rest at now, from `-insets.top` (a navigation bar over the first row) to the
    /// content's end plus `insets.bottom` (a tab bar or the keyboard under the last one), even
    /// when the insets changed since the layout last saw them. `start` is the content offset
    /// where the gesture began, for paging by item; nil: where the last drag began
    /// (`noteDragging`), or the offset now.
    public mutating func restingOffset(proposed: Point, velocity: Point, insets: EdgeInsets, from start: Point? = nil) -> Point {
        guard var driver else { return proposed }
        let view = CollectionViewBounds(self.view.bounds, insets: insets)
        let begun = start.map(view.layoutOffset) ?? gestureStart
        let viewport = layoutViewport(view) ?? driver.viewport
        do {
            // New insets the view has not laid out with yet: rest where the view reaches now.
            if viewport != driver.viewport { try driver.resize(to: viewport) }
            let rest = view.contentOffset(try driver.restingOffset(proposed: view.layoutOffset(proposed), velocity: velocity, from: begun))
            // A view the insets cover keeps the viewport it had: held where the view itself reaches.
            return view.reachable(rest, contentSize: driver.contentSize)
        } catch {
            // The question failed where the layout does: the layout is empty for it from now on.
            fail(error)
            return proposed
        }
    }

    /// Whether the user is dragging the view now (UIKit's `isDragging`, AppKit's live scroll),
    /// told with the view as it is before a bounds change: a drag that begins records the offset
    /// it begins at, which paging by item counts from, and the view is then the user's, so an
    /// anchor not yet taken is forgotten.
    public mutating func noteDragging(_ isDragging: Bool, view: CollectionViewBounds) {
        if isDragging, !dragging {
            gestureStart = view.layoutOffset
            anchoredOffset = nil
        }
        dragging = isDragging
    }

    // MARK: Orthogonal sections

    /// An orthogonal section's band (content coordinates): where a sideways pan drives
    /// `scroll(section:to:)`. Nil for another section, or before the first `prepare`.
    public func band(ofSection section: Int) -> Rect? {
        driver?.prepared.band(ofSection: section)
    }

    /// Scrolls orthogonal section `section` sideways; returns the elements whose attributes
    /// changed or that entered or left the frame (sorted), which alone need invalidating.
    public mutating func scroll(section: Int, to offset: Double) -> [ElementID] {
        guard let before = driver?.kept, driver?.prepared.isOrthogonal(section: section) == true else { return [] }
        changeDriver { driver throws(LayoutError) in try driver.scroll(section: section, to: offset) }
        return Self.changedElements(from: before, to: driver?.kept ?? [])
    }

    /// Where a sideways pan of orthogonal section `section` that ends at `proposed` comes to
    /// rest, by the section's snap; `proposed` for a section that does not scroll sideways.
    public mutating func restingOffset(ofSection section: Int, proposed: Double, velocity: Double, from start: Double? = nil) -> Double {
        guard driver?.prepared.isOrthogonal(section: section) == true else { return proposed }
        return changeDriver { driver throws(LayoutError) in
            try driver.restingOffset(ofSection: section, proposed: proposed, velocity: velocity, from: start)
        } ?? proposed
    }

    // MARK: Touches

    /// The interactive-move target: the cell whose place the dragged cell takes at `position`,
    /// or nil to stay where it is.
    public mutating func moveTarget(for dragged: ElementID, at position: Point) -> ElementID? {
        changeDriver { driver throws(LayoutError) in try driver.moveTarget(for: dragged, center: position) } ?? nil
    }

    /// The element drawn at `point` (content coordinates), frontmost first: a drop target.
    public mutating func element(at point: Point) -> ElementID? {
        changeDriver { driver throws(LayoutError) in try driver.element(at: point) } ?? nil
    }
}
