/// A rect in a layout's own terms: `u` along the scroll axis, `v` across it. Engines compute in
/// these terms once; `AxisMapping` turns them into x and y for either axis and direction.
@usableFromInline package struct AxisRect: Hashable, Sendable {
    @usableFromInline package var u: Double
    @usableFromInline package var v: Double
    @usableFromInline package var length: Double
    @usableFromInline package var breadth: Double

    @inlinable package init(u: Double, v: Double, length: Double, breadth: Double) {
        self.u = u
        self.v = v
        self.length = length
        self.breadth = breadth
    }

    @inlinable package var uEnd: Double { u + length }
    @inlinable package var vEnd: Double { v + breadth }

    @inlinable package func offset(u du: Double, v dv: Double) -> AxisRect {
        AxisRect(u: u + du, v: v + dv, length: length, breadth: breadth)
    }
}

/// Turns layout-space rects into view-space ones and back.
@usableFromInline package struct AxisMapping: Hashable, Sendable {
    @usableFromInline package var axis: ScrollAxis
    @usableFromInline package var direction: ReadingDirection
    /// The width right-to-left layouts mirror within: the content's, or the viewport's when wider.
    @usableFromInline package var contentWidth: Double

    package init(axis: ScrollAxis, direction: ReadingDirection, contentWidth: Double) {
        self.axis = axis
        self.direction = direction
        self.contentWidth = contentWidth
    }

    @inlinable @inline(__always) package func rect(_ r: AxisRect) -> Rect {
        var rect = axis == .vertical
            ? Rect(x: r.v, y: r.u, width: r.breadth, height: r.length)
            : Rect(x: r.u, y: r.v, width: r.length, height: r.breadth)
        if direction == .rightToLeft { rect.origin.x = contentWidth - rect.origin.x - rect.size.width }
        return rect
    }

    @inlinable package func axisRect(_ rect: Rect) -> AxisRect {
        var rect = rect
        if direction == .rightToLeft { rect.origin.x = contentWidth - rect.origin.x - rect.size.width }
        return axis == .vertical
            ? AxisRect(u: rect.y, v: rect.x, length: rect.height, breadth: rect.width)
            : AxisRect(u: rect.x, v: rect.y, length: rect.width, breadth: rect.height)
    }

    /// A point's coordinate along the scroll axis.
    @inlinable package func u(_ point: Point) -> Double { axis == .vertical ? point.y : point.x }
    @inlinable package func u(_ size: Size) -> Double { axis == .vertical ? size.height : size.width }
    @inlinable package func v(_ size: Size) -> Double { axis == .vertical ? size.width : size.height }

    @inlinable package func point(u: Double, v: Double) -> Point {
        axis == .vertical ? Point(x: v, y: u) : Point(x: u, y: v)
    }
}
