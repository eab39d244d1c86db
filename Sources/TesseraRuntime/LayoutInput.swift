/// The size of one item as the app supplies it, for layouts that take sizes from data.
public enum ItemSize: Hashable, Sendable {
    /// The item's extent along the axis the layout takes from data (a waterfall item's height).
    case length(Double)
    case size(Size)
}

/// What a layout is computed for: the viewport, the item count of each section, and, where the
/// layout takes sizes from data, each item's size (sections in order).
public struct LayoutInput: Hashable, Sendable {
    public var viewport: Size
    public var sectionCounts: [Int]
    public var itemSizes: [[ItemSize]]?

    public init(viewport: Size, sectionCounts: [Int], itemSizes: [[ItemSize]]? = nil) {
        self.viewport = viewport
        self.sectionCounts = sectionCounts
        self.itemSizes = itemSizes
    }
}
