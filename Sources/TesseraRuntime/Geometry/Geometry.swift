/// Geometry in points, as `Double` on every platform so that results are the same everywhere.
/// Apps convert to CGRect at the edge (`CGRect(x:y:width:height:)` takes Doubles).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)
    public var description: String { "(\(x), \(y))" }
}

public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    @inlinable public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)
    public var description: String { "\(width)×\(height)" }
}

public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }

    @inlinable public var x: Double { origin.x }
    @inlinable public var y: Double { origin.y }
    @inlinable public var width: Double { size.width }
    @inlinable public var height: Double { size.height }
    @inlinable public var minX: Double { origin.x }
    @inlinable public var minY: Double { origin.y }
    @inlinable public var maxX: Double { origin.x + size.width }
    @inlinable public var maxY: Double { origin.y + size.height }
    @inlinable public var midX: Double { origin.x + size.width * 0.5 }
    @inlinable public var midY: Double { origin.y + size.height * 0.5 }
    @inlinable public var center: Point { Point(x: midX, y: midY) }

    /// True when the two rects share area, as `CGRectIntersectsRect` decides: rects that only
    /// touch along an edge do not intersect.
    @inlinable public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// True when the point lies inside, counting the top and left edges but not the bottom and right,
    /// so a point on the border of two adjacent cells belongs to exactly one.
    @inlinable public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The rect scaled by `factor` about its centre.
    @inlinable public func scaled(by factor: Double) -> Rect {
        let w = size.width * factor, h = size.height * factor
        return Rect(x: midX - w * 0.5, y: midY - h * 0.5, width: w, height: h)
    }

    public var description: String { "(\(x), \(y), \(width), \(height))" }
}

public enum ScrollAxis: String, Hashable, Sendable, CaseIterable {
    case vertical, horizontal
}

/// Which way a layout's cross axis runs: right to left mirrors a layout for right-to-left languages.
public enum ReadingDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight = "ltr", rightToLeft = "rtl"
}

/// Insets of a scroll view's content area, as `UIEdgeInsets` and `NSEdgeInsets` hold them: how
/// far bars, safe areas and the keyboard cover the view on each side. What an adapter builds on
/// (`@_spi(Adapters)`), not an app's API.
@_spi(Adapters) public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    @inlinable public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    public var description: String { "(top \(top), left \(left), bottom \(bottom), right \(right))" }
}
