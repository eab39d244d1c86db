/// A switch from one layout to another (UIKit's and AppKit's `setCollectionViewLayout`, their
/// interactive transitions): the cell the reader looked at stays in view.
extension CollectionLayoutCore {
    /// `prepareForTransition(from:)`: the view is about to show this layout in place of
    /// `previous`, with `view` as it is now. The cell `previous` has first in view keeps its
    /// distance from the viewport's leading edge in this layout (within the content's ends):
    /// the next `prepare` lays out for it, and `offsetAfterChange` (the transition's target
    /// content offset) gives the offset that shows it there.
    public mutating func takeAnchor(from previous: CollectionLayoutCore, view: CollectionViewBounds) {
        // The view is the same: a scroll it waits for waits on in this layout.
        pendingScroll = previous.pendingScroll
        guard var old = previous.driver else { return }
        // Scrolls that changed no attributes left the old driver behind the view.
        let offset = view.layoutOffset
        if old.offset != offset {
            do { try old.scroll(to: offset) } catch { return }
        }
        pendingAnchor = old.firstCellInView()
        pendingEdge = nil
        replacedFollowingEnd = old.followsEnd
        anchoredOffset = nil
        invalidateData()
    }
}
