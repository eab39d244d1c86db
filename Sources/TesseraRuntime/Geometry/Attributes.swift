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
    // `kind` last, so that its padding is at the end, where `LayoutAttributes` puts its turn axis.
    public var section: Int
    public var item: Int
    public var kind: ElementKind

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
    /// The axis `turn` is about: the layout's cross axis. Declared right after `id`, so that it
    /// sits in the padding after `id.kind` and costs no space.
    public var turnAxis: TurnAxis
    /// The untransformed frame; `scale` and the transform apply about its centre.
    public var frame: Rect
    public var scale: Double
    public var alpha: Double
    public var zIndex: Int
    /// How far the element is drawn from its frame, in points as drawn (y down).
    public var translation: Point
    /// Radians, clockwise as drawn, in the screen's plane.
    public var rotation: Double
    /// Radians about `turnAxis` through the centre, in 3D: a positive turn takes the element's
    /// trailing edge along the scroll axis away from the viewer.
    public var turn: Double
    /// How far the viewer is from the element's plane, in points, for the turn's perspective;
    /// 0: no perspective (a turn only foreshortens).
    public var perspective: Double

    @inlinable public init(id: ElementID, frame: Rect, scale: Double = 1, alpha: Double = 1, zIndex: Int = 0) {
        self.id = id
        turnAxis = .vertical
        self.frame = frame
        self.scale = scale
        self.alpha = alpha
        self.zIndex = zIndex
        translation = .zero
        rotation = 0
        turn = 0
        perspective = 0
    }

    /// The frame as drawn with the scale applied, not the transform (see `displayedBounds`).
    public var displayedFrame: Rect { scale == 1 ? frame : frame.scaled(by: scale) }

    /// Whether the element is moved, rotated or turned, beyond its scale.
    @inlinable public var isTransformed: Bool {
        rotation != 0 || turn != 0 || translation.x != 0 || translation.y != 0
    }
}
