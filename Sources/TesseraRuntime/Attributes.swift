/// What kind of element a set of attributes describes.
public enum ElementKind: String, Hashable, Sendable, Comparable {
    case header, cell, footer
    /// Decorations, which are not items: a section's background (item 0) and the separator
    /// after cell `item`. Neither is hit by touches.
    case background, separator

    /// Within a section: background first (it is drawn behind), header, cells, separators, footer.
    var order: Int {
        switch self {
        case .background: 0
        case .header: 1
        case .cell: 2
        case .separator: 3
        case .footer: 4
        }
    }

    /// Whether this kind is a decoration rather than an item, header or footer.
    public var isDecoration: Bool { self == .background || self == .separator }

    public static func < (lhs: ElementKind, rhs: ElementKind) -> Bool { lhs.order < rhs.order }
}

/// Which element: a cell by index path, or a section's header or footer (item 0).
public struct ElementID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var kind: ElementKind
    public var section: Int
    public var item: Int

    @inlinable public init(_ kind: ElementKind, section: Int, item: Int = 0) {
        self.kind = kind
        self.section = section
        self.item = item
    }

    @inlinable public static func cell(_ item: Int, section: Int = 0) -> ElementID { ElementID(.cell, section: section, item: item) }

    /// Sections in order; in a section the header, the cells by item, the footer.
    public static func < (lhs: ElementID, rhs: ElementID) -> Bool {
        (lhs.section, lhs.kind.order, lhs.item) < (rhs.section, rhs.kind.order, rhs.item)
    }

    public var description: String { "\(kind.rawValue) \(section).\(item)" }
}

/// The layout attributes of one element, as `UICollectionViewLayoutAttributes` holds them.
public struct LayoutAttributes: Hashable, Sendable {
    public var id: ElementID
    /// The untransformed frame; `scale` applies about its centre.
    public var frame: Rect
    public var scale: Double
    public var alpha: Double
    public var zIndex: Int

    @inlinable public init(id: ElementID, frame: Rect, scale: Double = 1, alpha: Double = 1, zIndex: Int = 0) {
        self.id = id
        self.frame = frame
        self.scale = scale
        self.alpha = alpha
        self.zIndex = zIndex
    }

    /// The frame as drawn, with the scale applied.
    public var displayedFrame: Rect { scale == 1 ? frame : frame.scaled(by: scale) }
}
