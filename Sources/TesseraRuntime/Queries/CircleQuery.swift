#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// Rect queries on a circle without visiting every item. A cell's frame meets the rect exactly
/// when its centre lies in the rect grown by half a cell; the centre runs round the circle, so
/// that happens on at most a few arcs of angle, found with `asin` and `acos`. Item i sits at
/// angle `start + step · i`, so each arc, once per turn of the items round the circle, is a
/// range of indices. The ranges are padded, and the caller tests every candidate's frame, so
/// rounding can add a candidate but never lose an element.
extension CirclePlacement {
    /// More ranges than this (items wound round the circle many times) are not worth it.
    static let maximumRanges = 64

    /// Sorted, disjoint index ranges that hold every item whose frame may meet `rect`; nil when
    /// scanning every item is as cheap (few items, or a step that winds them round many times).
    @usableFromInline package func candidateRanges(in rect: Rect) -> [Range<Int>]? {
        guard count > Self.maximumRanges, !(count == 1 && singleAtCenter) else { return nil }
        let lastAngle = start + step * Double(count - 1)
        let lowAngle = Swift.min(start, lastAngle), highAngle = Swift.max(start, lastAngle)
        // Past a million radians the turns below lose the precision the padding allows for.
        guard lowAngle > -1e6, highAngle < 1e6 else { return nil }
        if step == 0 || radius == 0 {
            // Every centre in one place: all items or none.
            return frame(0).intersects(rect) ? [0..<count] : []
        }

        let tolerance = 1e-9 * (1 + Swift.abs(centerX) + Swift.abs(centerY) + Swift.abs(radius) + itemWidth + itemHeight
            + Swift.abs(rect.minX) + Swift.abs(rect.maxX) + Swift.abs(rect.minY) + Swift.abs(rect.maxY))
        let halfWidth = itemWidth * 0.5 + tolerance, halfHeight = itemHeight * 0.5 + tolerance
        let xRadius = clockwise ? -radius : radius
        let sines = Self.bounds(low: (rect.minX - halfWidth - centerX) / xRadius, high: (rect.maxX + halfWidth - centerX) / xRadius)
        let cosines = Self.bounds(low: (rect.minY - halfHeight - centerY) / radius, high: (rect.maxY + halfHeight - centerY) / radius)
        let arcs = Self.intersection(Self.angles(sineIn: sines), Self.angles(cosineIn: cosines))

        let turn = 2 * Double.pi, padding = 1e-6
        var ranges: [Range<Int>] = []
        for arc in arcs {
            let firstTurn = ((lowAngle - arc.upperBound) / turn).rounded(.down)
            let lastTurn = ((highAngle - arc.lowerBound) / turn).rounded(.up)
            guard lastTurn - firstTurn < Double(Self.maximumRanges) else { return nil }
            var winding = firstTurn
            while winding <= lastTurn {
                let from = (arc.lowerBound - padding + turn * winding - start) / step
                let to = (arc.upperBound + padding + turn * winding - start) / step
                let low = Swift.max(0, Swift.min(from, to).rounded(.down) - 1)
                let high = Swift.min(Double(count - 1), Swift.max(from, to).rounded(.up) + 1)
                if low <= high { ranges.append(Int(low)..<(Int(high) + 1)) }
                winding += 1
            }
            guard ranges.count <= Self.maximumRanges else { return nil }
        }
        return Self.merged(ranges)
    }

    /// `[low, high]` for a ratio that must lie between the two, in either order.
    private static func bounds(low: Double, high: Double) -> ClosedRange<Double>? {
        let (a, b) = low <= high ? (low, high) : (high, low)
        guard a <= 1, b >= -1 else { return nil }
        return Swift.max(a, -1)...Swift.min(b, 1)
    }

    /// Angles in [0, 2π] whose sine lies in `range`.
    private static func angles(sineIn range: ClosedRange<Double>?) -> [ClosedRange<Double>] {
        guard let range else { return [] }
        let turn = 2 * Double.pi
        let low = asin(range.lowerBound), high = asin(range.upperBound)
        // Rising through [low, high] near 0, falling through [π - high, π - low] near π.
        var arcs = [(Double.pi - high)...(Double.pi - low)]
        if low >= 0 {
            arcs.append(low...high)
        } else if high <= 0 {
            arcs.append((low + turn)...(high + turn))
        } else {
            arcs.append(0...high)
            arcs.append((low + turn)...turn)
        }
        return arcs
    }

    /// Angles in [0, 2π] whose cosine lies in `range`.
    private static func angles(cosineIn range: ClosedRange<Double>?) -> [ClosedRange<Double>] {
        guard let range else { return [] }
        let turn = 2 * Double.pi
        let low = acos(range.upperBound), high = acos(range.lowerBound)
        return [low...high, (turn - high)...(turn - low)]
    }

    private static func intersection(_ a: [ClosedRange<Double>], _ b: [ClosedRange<Double>]) -> [ClosedRange<Double>] {
        var result: [ClosedRange<Double>] = []
        for x in a {
            for y in b {
                let low = Swift.max(x.lowerBound, y.lowerBound), high = Swift.min(x.upperBound, y.upperBound)
                if low <= high { result.append(low...high) }
            }
        }
        return result
    }

    private static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<Swift.max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }
}
