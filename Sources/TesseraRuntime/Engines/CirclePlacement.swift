/// Items on a circle: centre (cx + r·sin a, cy + r·cos a) for a = start + step·index, as
/// CYCircleLayout computes it; clockwise mirrors the sine. An immutable class, as `TilePattern` is, so
/// that a section's engine is one reference.
@usableFromInline package final class CirclePlacement: Sendable {
    @usableFromInline package let centerX, centerY, radius, start, step: Double
    @usableFromInline package let itemWidth, itemHeight: Double
    @usableFromInline package let clockwise: Bool
    @usableFromInline package let singleAtCenter: Bool
    @usableFromInline package let count: Int
    /// `(sin, cos)` of `j · step` for j in `0..<min(count, anchorSpacing)`: item `anchor + j` is
    /// its anchor rotated by entry j. Each item is then two products from its anchor, none
    /// waiting on the item before it (stepping one rotation at a time chained every item to the
    /// last, a multiplication and an addition in series); and a range that starts between
    /// anchors begins at its first item.
    @usableFromInline let rotations: [SIMD2<Double>]

    /// Items whose angle is computed with `sin` and `cos`; the items after each are rotated from
    /// it by the table. Fixed indices, so an item's frame is the same bits whichever query or
    /// lookup computes it.
    @usableFromInline static let anchorSpacing = 64

    package init(centerX: Double, centerY: Double, radius: Double, start: Double, step: Double,
                itemWidth: Double, itemHeight: Double, clockwise: Bool, singleAtCenter: Bool, count: Int) {
        self.centerX = centerX
        self.centerY = centerY
        self.radius = radius
        self.start = start
        self.step = step
        self.itemWidth = itemWidth
        self.itemHeight = itemHeight
        self.clockwise = clockwise
        self.singleAtCenter = singleAtCenter
        self.count = count
        rotations = Self.rotationTable(step: step, count: Swift.min(count, Self.anchorSpacing))
    }

    /// One `sin` and one `cos`, for the step: a power of two is the one before it doubled,
    /// and any other entry is the entry without its lowest bit rotated by that bit's power.
    /// Every entry is then at most a dozen products from the step's own rotation, each off by
    /// an ulp or two, so within about 1e-14 of `sin`/`cos` of `j · step`; and prepare costs a
    /// few hundred multiplications, not 64 calls of each.
    private static func rotationTable(step: Double, count: Int) -> [SIMD2<Double>] {
        var table: [SIMD2<Double>] = []
        table.reserveCapacity(count)
        for j in 0..<count {
            if j == 0 {
                table.append(SIMD2(0, 1))
            } else if j == 1 {
                table.append(SIMD2(LayoutMath.sin(step), LayoutMath.cos(step)))
            } else if j & (j - 1) == 0 {
                let half = table[j / 2]
                // cos 2a as 1 - 2 sin² a keeps its precision when a is small.
                table.append(SIMD2(2 * half.x * half.y, 1 - 2 * half.x * half.x))
            } else {
                let lowest = j & -j
                let base = table[j - lowest], by = table[lowest]
                table.append(SIMD2(base.x * by.y + base.y * by.x, base.y * by.y - base.x * by.x))
            }
        }
        return table
    }

    /// Whether every item's frame lies inside `rect`, and so meets it: the ring of centres grown
    /// by half an item and by a margin for rounding (a computed centre strays from the ring by
    /// about 1e-14 of the numbers involved).
    @inlinable package func liesInside(_ rect: Rect) -> Bool {
        guard itemWidth > 0, itemHeight > 0 else { return false }
        let margin = 1e-9 * (1 + Swift.abs(centerX) + Swift.abs(centerY) + Swift.abs(radius) + itemWidth + itemHeight)
        let reachX = Swift.abs(radius) + itemWidth * 0.5 + margin, reachY = Swift.abs(radius) + itemHeight * 0.5 + margin
        return rect.minX <= centerX - reachX && centerX + reachX <= rect.maxX
            && rect.minY <= centerY - reachY && centerY + reachY <= rect.maxY
    }

    @usableFromInline package func frame(_ item: Int) -> Rect {
        var found = Rect(x: 0, y: 0, width: 0, height: 0)
        forEachFrame(in: item..<(item + 1)) { _, frame in found = frame }
        return found
    }

    /// The frames of the items in `range`, in order: `sin` and `cos` at each anchor, the table's
    /// rotation for the items after it.
    @inlinable
    package func forEachFrame<E: Error>(in range: Range<Int>, _ body: (Int, Rect) throws(E) -> Void) throws(E) {
        guard !range.isEmpty else { return }
        // The fields in locals: the loop below would otherwise reload them for every item.
        let halfWidth = itemWidth * 0.5, halfHeight = itemHeight * 0.5, width = itemWidth, height = itemHeight
        let centerX = centerX, centerY = centerY, radius = radius
        if count == 1 && singleAtCenter {
            for item in range { try body(item, Rect(x: centerX - halfWidth, y: centerY - halfHeight, width: width, height: height)) }
            return
        }
        // Clockwise mirrors the sine; negating the radius is exact, so the bits are those of `centerX - radius · sine`.
        let xRadius = clockwise ? -radius : radius
        let rotations = rotations, spacing = Self.anchorSpacing
        var anchor = range.lowerBound - range.lowerBound % spacing
        while anchor < range.upperBound {
            let angle = start + step * Double(anchor)
            let anchorSine = cSin(angle), anchorCosine = cCos(angle)
            for item in Swift.max(anchor, range.lowerBound)..<Swift.min(anchor + spacing, range.upperBound) {
                let by = rotations[item &- anchor]
                let sine = anchorSine * by.y + anchorCosine * by.x
                let cosine = anchorCosine * by.y - anchorSine * by.x
                let x = centerX + xRadius * sine, y = centerY + radius * cosine
                try body(item, Rect(x: x - halfWidth, y: y - halfHeight, width: width, height: height))
            }
            anchor += spacing
        }
    }
}
