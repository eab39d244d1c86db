/// What a collection view shows, as its layout object reads it: the view's bounds, whose origin
/// is the content offset, and the insets of its content area (UIKit's `adjustedContentInset`:
/// bars, safe areas, the keyboard; AppKit's `NSScrollView.contentInsets`: a title bar or toolbar
/// over the content).
///
/// A layout lays out in what the insets leave, as UIKit's own layouts do: its viewport is the
/// bounds less the insets, and its scroll offset is the content point at that area's top-left
/// corner, the content offset plus the top and left insets. So where the layout can rest, from
/// 0 to the content less its viewport, is where the scroll view can: from `-insets.top` to the
/// content's height plus `insets.bottom` less the bounds' height (likewise across). Pinned
/// headers pin below a navigation bar, effects measure from the middle of what is uncovered, and
/// the first cell in view is the first one below the bar.
///
/// Frames, rects the view asks for and touch points are content coordinates either way and need
/// no conversion. In a right-to-left interface UIKit flips the view's coordinate system when the
/// layout asks it to (`flipsHorizontallyInOppositeLayoutDirection`), so that the bounds' origin
/// is at the leading edge: the bounds it reports are already in the layout's coordinates.
@_spi(Adapters) public struct CollectionViewBounds: Hashable, Sendable {
    public var bounds: Rect
    public var insets: EdgeInsets

    public init(_ bounds: Rect, insets: EdgeInsets = .zero) {
        self.bounds = bounds
        self.insets = insets
    }

    /// The layout's viewport: the bounds less the insets; no area when the insets cover them.
    public var viewport: Size {
        Size(width: Swift.max(0, bounds.width - insets.left - insets.right),
             height: Swift.max(0, bounds.height - insets.top - insets.bottom))
    }

    /// The layout's scroll offset where the view's content offset is `bounds.origin`.
    public var layoutOffset: Point { layoutOffset(bounds.origin) }

    /// The layout's scroll offset for a content offset of the view.
    public func layoutOffset(_ contentOffset: Point) -> Point {
        Point(x: contentOffset.x + insets.left, y: contentOffset.y + insets.top)
    }

    /// The view's content offset for a scroll offset of the layout.
    public func contentOffset(_ layoutOffset: Point) -> Point {
        Point(x: layoutOffset.x - insets.left, y: layoutOffset.y - insets.top)
    }

    /// `contentOffset` held where a view with this content can rest: from `-insets.top` to the
    /// content's end plus `insets.bottom` less the bounds (likewise across), or at `-insets.top`
    /// when the content is shorter.
    public func reachable(_ contentOffset: Point, contentSize: Size) -> Point {
        func held(_ value: Double, _ leading: Double, _ trailing: Double, _ content: Double, _ length: Double) -> Double {
            Swift.min(Swift.max(value, -leading), Swift.max(-leading, content + trailing - length))
        }
        return Point(x: held(contentOffset.x, insets.left, insets.right, contentSize.width, bounds.width),
                     y: held(contentOffset.y, insets.top, insets.bottom, contentSize.height, bounds.height))
    }

    /// The same insets with other bounds: a bounds change keeps the insets the view has.
    public func with(bounds: Rect) -> CollectionViewBounds {
        CollectionViewBounds(bounds, insets: insets)
    }
}
