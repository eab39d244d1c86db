/// What kind of element a set of attributes describes.
public enum ElementKind: String, Hashable, Sendable, Comparable {
    case header, cell, footer

    /// Within a section: header first, then cells, then footer.
    var order: Int {
        switch self {
        case .header: 0
        case .cell: 1
        case .footer: 2
        }
    }

    public static func < (lhs: ElementKind, rhs: ElementKind) -> Bool { lhs.order < rhs.order }
}

/// Which element: a cell by index path, or a section's header or footer (item 0).
public struct ElementID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var kind: ElementKind
    public var section: Int
    public var item: Int

    public init(_ kind: ElementKind, section: Int, item: Int = 0) {
        self.kind = kind
        self.section = section
        self.item = item
    }

    public static func cell(_ item: Int, section: Int = 0) -> ElementID { ElementID(.cell, section: section, item: item) }

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

    public init(id: ElementID, frame: Rect, scale: Double = 1, alpha: Double = 1, zIndex: Int = 0) {
        self.id = id
        self.frame = frame
        self.scale = scale
        self.alpha = alpha
        self.zIndex = zIndex
    }

    /// The frame as drawn, with the scale applied.
    public var displayedFrame: Rect { scale == 1 ? frame : frame.scaled(by: scale) }
}

/// A rect in a layout's own terms: `u` along the scroll axis, `v` across it. Engines compute in
/// these terms once; `AxisMapping` turns them into x and y for either axis and direction.
public struct AxisRect: Hashable, Sendable {
    public var u: Double
    public var v: Double
    public var length: Double
    public var breadth: Double

    @inlinable public init(u: Double, v: Double, length: Double, breadth: Double) {
        self.u = u
        self.v = v
        self.length = length
        self.breadth = breadth
    }

    @inlinable public var uEnd: Double { u + length }
    @inlinable public var vEnd: Double { v + breadth }

    @inlinable public func offset(u du: Double, v dv: Double) -> AxisRect {
        AxisRect(u: u + du, v: v + dv, length: length, breadth: breadth)
    }
}

/// Turns layout-space rects into view-space ones and back.
public struct AxisMapping: Hashable, Sendable {
    public var axis: ScrollAxis
    public var direction: LayoutDirection
    /// The content's width, about which right-to-left layouts mirror.
    public var contentWidth: Double

    public init(axis: ScrollAxis, direction: LayoutDirection, contentWidth: Double) {
        self.axis = axis
        self.direction = direction
        self.contentWidth = contentWidth
    }

    @inlinable public func rect(_ r: AxisRect) -> Rect {
        var rect = axis == .vertical
            ? Rect(x: r.v, y: r.u, width: r.breadth, height: r.length)
            : Rect(x: r.u, y: r.v, width: r.length, height: r.breadth)
        if direction == .rightToLeft { rect.origin.x = contentWidth - rect.origin.x - rect.size.width }
        return rect
    }

    @inlinable public func axisRect(_ rect: Rect) -> AxisRect {
        var rect = rect
        if direction == .rightToLeft { rect.origin.x = contentWidth - rect.origin.x - rect.size.width }
        return axis == .vertical
            ? AxisRect(u: rect.y, v: rect.x, length: rect.height, breadth: rect.width)
            : AxisRect(u: rect.x, v: rect.y, length: rect.width, breadth: rect.height)
    }

    /// A point's coordinate along the scroll axis.
    @inlinable public func u(_ point: Point) -> Double { axis == .vertical ? point.y : point.x }
    @inlinable public func u(_ size: Size) -> Double { axis == .vertical ? size.height : size.width }
    @inlinable public func v(_ size: Size) -> Double { axis == .vertical ? size.width : size.height }

    @inlinable public func point(u: Double, v: Double) -> Point {
        axis == .vertical ? Point(x: v, y: u) : Point(x: u, y: v)
    }
}
