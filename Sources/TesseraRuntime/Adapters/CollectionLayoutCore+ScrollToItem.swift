/// A scroll to an item the app asks for (UIKit's and AppKit's `scrollToItem`, SwiftUI's
/// `scrollTo`, Android's `scrollToPosition`): data often loads after the view asks, so a request
/// naming an item the data does not have yet waits for it instead of being dropped, as Android's
/// `LinearLayoutManager` keeps a pending position (issue 58, defect 12; docs/SESSIONS.md, rule 11).
extension CollectionLayoutCore {
    /// The app asks to show `item` at the viewport's leading edge: the content offset to scroll to
    /// now (its leading edge at the viewport's along the scroll axis, across it unchanged, held
    /// where the view reaches), or nil when the laid-out data does not have the item yet. A
    /// request that cannot be met now is kept (`pendingScroll`) in place of any before it.
    public mutating func scrollTarget(toItem item: ElementID, view: CollectionViewBounds) -> Point? {
        pendingScroll = item
        return pendingScrollTarget(view: view)
    }

    /// After a layout pass or a change of data: the content offset for the pending scroll once the
    /// data has its item (given once; the request is then done), else nil.
    public mutating func pendingScrollTarget(view: CollectionViewBounds) -> Point? {
        guard let item = pendingScroll, let driver, failure == nil, !dataIsStale else { return nil }
        let counts = driver.input.sectionCounts
        guard item.kind == .cell, counts.indices.contains(item.section), (0..<counts[item.section]).contains(item.item),
              let frame = attributes(for: item)?.frame else { return nil }
        var offset = view.layoutOffset
        let prepared = driver.prepared
        if prepared.axis == .vertical {
            offset.y = frame.y
        } else {
            // Sideways right to left the leading edge is the right one.
            offset.x = prepared.endsAtOrigin ? frame.maxX - view.viewport.width : frame.x
        }
        pendingScroll = nil
        return view.reachable(view.contentOffset(offset), contentSize: contentSize)
    }
}
