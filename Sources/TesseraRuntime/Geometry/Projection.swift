/// The axis an element turns about in 3D: the layout's cross axis (vertical when the content
/// scrolls horizontally, as in a cover flow).
public enum TurnAxis: UInt8, Hashable, Sendable {
    case vertical, horizontal

    /// The axis across `axis`.
    public init(crossing axis: ScrollAxis) {
        self = axis == .horizontal ? .vertical : .horizontal
    }
}

/// A 4×4 transform in Core Animation's layout (`CATransform3D`): points are row vectors
/// multiplied on the left, so `m41`, `m42` translate and `m34` carries the perspective. The
/// adapters copy it into a `CATransform3D` field by field.
public struct Matrix3D: Hashable, Sendable {
    public var m11, m12, m13, m14: Double
    public var m21, m22, m23, m24: Double
    public var m31, m32, m33, m34: Double
    public var m41, m42, m43, m44: Double

    public static let identity = Matrix3D()

    /// The identity: written out rather than from arrays, so that building a transform, which
    /// the adapters do for every transformed cell of every frame, allocates nothing.
    private init() {
        (m11, m12, m13, m14) = (1, 0, 0, 0)
        (m21, m22, m23, m24) = (0, 1, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 1, 0)
        (m41, m42, m43, m44) = (0, 0, 0, 1)
    }

    /// `self` then `next`, as `CATransform3DConcat(self, next)`.
    public func concatenating(_ next: Matrix3D) -> Matrix3D {
        let b = next
        func row(_ x1: Double, _ x2: Double, _ x3: Double, _ x4: Double) -> (Double, Double, Double, Double) {
            (x1 * b.m11 + x2 * b.m21 + x3 * b.m31 + x4 * b.m41, x1 * b.m12 + x2 * b.m22 + x3 * b.m32 + x4 * b.m42,
             x1 * b.m13 + x2 * b.m23 + x3 * b.m33 + x4 * b.m43, x1 * b.m14 + x2 * b.m24 + x3 * b.m34 + x4 * b.m44)
        }
        var product = Matrix3D()
        (product.m11, product.m12, product.m13, product.m14) = row(m11, m12, m13, m14)
        (product.m21, product.m22, product.m23, product.m24) = row(m21, m22, m23, m24)
        (product.m31, product.m32, product.m33, product.m34) = row(m31, m32, m33, m34)
        (product.m41, product.m42, product.m43, product.m44) = row(m41, m42, m43, m44)
        return product
    }

    /// Where the point (x, y) of the plane z = 0 is drawn; nil when it is behind the viewer.
    public func project(_ point: Point) -> Point? {
        let w = point.x * m14 + point.y * m24 + m44
        guard w > 0 else { return nil }
        return Point(x: (point.x * m11 + point.y * m21 + m41) / w, y: (point.x * m12 + point.y * m22 + m42) / w)
    }
}

extension LayoutAttributes {
    /// The whole transform about the frame's centre (the anchor point of a view): scale, then
    /// rotation, then turn, then perspective, then translation. What a view's `transform3D` is set to.
    public var transformMatrix: Matrix3D {
        let c = LayoutMath.cos(rotation), s = LayoutMath.sin(rotation)
        let ct = LayoutMath.cos(turn), st = LayoutMath.sin(turn)
        var scaling = Matrix3D.identity, rotating = Matrix3D.identity, turning = Matrix3D.identity
        var viewing = Matrix3D.identity, moving = Matrix3D.identity
        (scaling.m11, scaling.m22) = (scale, scale)
        (rotating.m11, rotating.m12, rotating.m21, rotating.m22) = (c, s, -s, c)
        // Core Animation's z points at the viewer: the trailing edge goes to negative z.
        if turnAxis == .vertical {
            (turning.m11, turning.m13, turning.m31, turning.m33) = (ct, -st, st, ct)
        } else {
            (turning.m22, turning.m23, turning.m32, turning.m33) = (ct, -st, st, ct)
        }
        viewing.m34 = perspective > 0 ? -1 / perspective : 0
        (moving.m41, moving.m42) = (translation.x, translation.y)
        return scaling.concatenating(rotating).concatenating(turning).concatenating(viewing).concatenating(moving)
    }

    /// `transformMatrix` about the frame's top-left corner instead of its centre: for views that
    /// transform about their origin (SwiftUI's `projectionEffect`). A point (x, y) of the element,
    /// relative to that corner, is drawn at `project((x, y))` relative to it.
    package var transformMatrixAboutOrigin: Matrix3D {
        var toCentre = Matrix3D.identity, back = Matrix3D.identity
        (toCentre.m41, toCentre.m42) = (-frame.width * 0.5, -frame.height * 0.5)
        (back.m41, back.m42) = (frame.width * 0.5, frame.height * 0.5)
        return toCentre.concatenating(transformMatrix).concatenating(back)
    }

    /// Where a point of the element (relative to its frame's centre) is drawn, relative to that
    /// centre; nil when the turn takes it behind the viewer. `transformMatrix` applied, without
    /// building the matrix.
    func projected(_ x: Double, _ y: Double) -> Point? {
        var u = x * scale, v = y * scale
        if rotation != 0 {
            let c = LayoutMath.cos(rotation), s = LayoutMath.sin(rotation)
            (u, v) = (u * c - v * s, u * s + v * c)
        }
        var w = 1.0
        if turn != 0 {
            let ct = LayoutMath.cos(turn), st = LayoutMath.sin(turn)
            let depth: Double
            if turnAxis == .vertical { (depth, u) = (-u * st, u * ct) } else { (depth, v) = (-v * st, v * ct) }
            if perspective > 0 { w = 1 - depth / perspective }
            guard w > 0 else { return nil }
        }
        return Point(x: u / w + translation.x, y: v / w + translation.y)
    }

    /// The frame's four corners as drawn, clockwise from the top left; nil when a corner is
    /// behind the viewer.
    public var displayedCorners: [Point]? {
        let (hw, hh) = (frame.width * 0.5, frame.height * 0.5), center = frame.center
        var corners: [Point] = []
        for (x, y) in [(-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh)] {
            guard let point = projected(x, y) else { return nil }
            corners.append(Point(x: center.x + point.x, y: center.y + point.y))
        }
        return corners
    }

    /// The smallest rect around the element as drawn, every transform applied; nil when part of
    /// it is behind the viewer, so that it has no bounds.
    public var displayedBounds: Rect? {
        guard isTransformed else { return displayedFrame }
        let (hw, hh) = (frame.width * 0.5, frame.height * 0.5)
        guard let a = projected(-hw, -hh), let b = projected(hw, -hh), let c = projected(hw, hh), let d = projected(-hw, hh) else { return nil }
        let minX = Swift.min(a.x, b.x, c.x, d.x), maxX = Swift.max(a.x, b.x, c.x, d.x)
        let minY = Swift.min(a.y, b.y, c.y, d.y), maxY = Swift.max(a.y, b.y, c.y, d.y)
        return Rect(x: frame.midX + minX, y: frame.midY + minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether the element as drawn covers `point`: the point is taken back through the
    /// transform to the element's own plane and tested against the frame there (top and left
    /// edges in, bottom and right out, as `Rect.contains`). An element seen edge-on covers nothing.
    public func displayContains(_ point: Point) -> Bool {
        guard isTransformed else { return displayedFrame.contains(point) }
        var u = point.x - frame.midX - translation.x, v = point.y - frame.midY - translation.y
        if turn != 0 {
            let ct = LayoutMath.cos(turn), st = LayoutMath.sin(turn)
            let k = perspective > 0 ? st / perspective : 0
            // Drawn at q = r·cos(turn) / w with w = 1 + r·sin(turn)/perspective, so
            // r = q / (cos(turn) - q·k); the cross coordinate was divided by the same w.
            if turnAxis == .vertical {
                let denominator = ct - u * k
                guard Swift.abs(denominator) > 1e-12 else { return false }
                let r = u / denominator, w = 1 + r * k
                guard w > 0 else { return false }
                (u, v) = (r, v * w)
            } else {
                let denominator = ct - v * k
                guard Swift.abs(denominator) > 1e-12 else { return false }
                let r = v / denominator, w = 1 + r * k
                guard w > 0 else { return false }
                (u, v) = (u * w, r)
            }
        }
        if rotation != 0 {
            let c = LayoutMath.cos(rotation), s = LayoutMath.sin(rotation)
            (u, v) = (u * c + v * s, -u * s + v * c)
        }
        guard scale > 0 else { return false }
        let x = u / scale, y = v / scale, hw = frame.width * 0.5, hh = frame.height * 0.5
        return x >= -hw && x < hw && y >= -hh && y < hh
    }

    /// Whether a rect query of `rect` gives this element: its frame meets the rect, or, when it
    /// is moved, rotated or turned, what is drawn of it does.
    public func appears(in rect: Rect) -> Bool {
        if frame.intersects(rect) { return true }
        guard isTransformed else { return false }
        guard let bounds = displayedBounds else { return true }
        return bounds.intersects(rect)
    }
}
