/// Masonry's pass: each item goes to the shortest column (or the next column in turn), below the
/// items already there. The column ends stay with the resolved section, so items appended later
/// continue the pass where it stopped instead of starting it again.
@usableFromInline package struct MasonryColumns: Hashable, Sendable {
    /// Where each column's next item starts along the scroll axis.
    @usableFromInline package private(set) var ends: [Double]
    @usableFromInline package let columnWidth, columnSpacing, itemSpacing: Double
    @usableFromInline package let shortestFirst, tiesToTrailing: Bool
    /// Items placed so far.
    @usableFromInline package private(set) var placed = 0
    /// In order placement, the column the next item starts at.
    @usableFromInline package private(set) var nextColumn = 0

    package init(columns: Int, columnWidth: Double, columnSpacing: Double, itemSpacing: Double, shortestFirst: Bool, tiesToTrailing: Bool) {
        ends = [Double](repeating: 0, count: Swift.max(1, columns))
        self.columnWidth = columnWidth
        self.columnSpacing = columnSpacing
        self.itemSpacing = itemSpacing
        self.shortestFirst = shortestFirst
        self.tiesToTrailing = tiesToTrailing
    }

    /// The next item's frame, for its length along the scroll axis.
    @inline(__always) package mutating func place(length: Double) -> AxisRect {
        var column = 0
        if shortestFirst {
            for candidate in 1..<ends.count {
                let shorter = tiesToTrailing ? ends[candidate] <= ends[column] : ends[candidate] < ends[column]
                if shorter { column = candidate }
            }
        } else {
            column = nextColumn
        }
        let frame = AxisRect(u: ends[column], v: (columnSpacing + columnWidth) * Double(column), length: length, breadth: columnWidth)
        ends[column] = ends[column] + length + itemSpacing
        placed += 1
        nextColumn = column + 1 == ends.count ? 0 : column + 1
        return frame
    }

    /// The breadth of an item that covers `span` adjacent columns, the spacing between them included.
    package func breadth(span: Int) -> Double {
        span == 1 ? columnWidth : columnWidth * Double(span) + columnSpacing * Double(span - 1)
    }

    /// The next item's frame when it covers `span` adjacent columns (1 up to the column count):
    /// it starts below the lowest of them. Shortest first takes the columns whose lowest end is
    /// highest (ties as for one column); in order, the next columns in turn, from the first
    /// column again when too few are left.
    package mutating func place(length: Double, span: Int) -> AxisRect {
        guard span > 1 else { return place(length: length) }
        func top(_ start: Int) -> Double {
            var top = ends[start]
            for column in (start + 1)..<(start + span) { top = Swift.max(top, ends[column]) }
            return top
        }
        var start = 0
        if shortestFirst {
            var best = top(0)
            for candidate in stride(from: 1, through: ends.count - span, by: 1) {
                let candidateTop = top(candidate)
                if tiesToTrailing ? candidateTop <= best : candidateTop < best { (start, best) = (candidate, candidateTop) }
            }
        } else {
            start = nextColumn + span <= ends.count ? nextColumn : 0
        }
        let u = top(start)
        let frame = AxisRect(u: u, v: (columnSpacing + columnWidth) * Double(start), length: length, breadth: breadth(span: span))
        for column in start..<(start + span) { ends[column] = u + length + itemSpacing }
        placed += 1
        nextColumn = start + span == ends.count ? 0 : start + span
        return frame
    }
}

/// The placements that turn a kind's resolved numbers into an engine. Pure functions of their
/// inputs; the interpreter and generated code call them with the same numbers.
package enum Placement {
    /// Where the items of one line sit across the scroll axis, given their breadths.
    static func linePositions(_ breadths: ArraySlice<Double>, available: Double, spacing: Double, alignment: LineAlignment) -> [Double] {
        let total = breadths.reduce(0, +)
        let count = Double(breadths.count)
        var gap = spacing
        var start = 0.0
        switch alignment {
        case .justify:
            if breadths.count > 1 { gap = (available - total) / (count - 1) } else { start = (available - total) * 0.5 }
        case .leading: break
        case .center: start = (available - total - spacing * (count - 1)) * 0.5
        case .trailing: start = available - total - spacing * (count - 1)
        }
        var positions: [Double] = []
        positions.reserveCapacity(breadths.count)
        var v = start
        for breadth in breadths {
            positions.append(v)
            v = v + breadth + gap
        }
        return positions
    }

    /// A grid flow whose items take `spans` places of a line of `perLine`, each place `breadth`
    /// wide: an item that does not fit in what is left of a line starts the next one, and every
    /// line is one row `length` long, its items aligned as a flow's.
    package static func spanningFlow(
        spans: [Int], length: Double, breadth: Double, perLine: Int, available: Double, spacing: Double, lineSpacing: Double,
        alignment: LineAlignment
    ) -> ExplicitFrames {
        var frames: [AxisRect] = []
        frames.reserveCapacity(spans.count)
        var u = 0.0, lineStart = 0, used = 0
        func finishLine(before end: Int) {
            let breadths = spans[lineStart..<end].map { Double($0) * breadth + Double($0 - 1) * spacing }
            let positions = linePositions(breadths[...], available: available, spacing: spacing, alignment: alignment)
            for (offset, itemBreadth) in breadths.enumerated() {
                frames.append(AxisRect(u: u, v: positions[offset], length: length, breadth: itemBreadth))
            }
            u = u + length + lineSpacing
            lineStart = end
            used = 0
        }
        for (index, span) in spans.enumerated() {
            if used + span > perLine { finishLine(before: index) }
            used += span
        }
        if lineStart < spans.count { finishLine(before: spans.count) }
        return ExplicitFrames(frames: frames)
    }

    /// A flow of items that share one size: a closed-form pattern of one line.
    /// `perLine` fixes the items a line; otherwise as many as fit.
    package static func uniformFlow(
        length: Double, breadth: Double, count: Int, available: Double, spacing: Double, lineSpacing: Double,
        alignment: LineAlignment, perLine: Int? = nil
    ) -> TilePattern {
        var fit = 1
        if let perLine {
            fit = perLine
        } else {
            while fit < max(count, 1), Double(fit + 1) * breadth + Double(fit) * spacing <= available { fit += 1 }
        }
        let line = { (items: Int) in
            linePositions(Array(repeating: breadth, count: items)[...], available: available, spacing: spacing, alignment: alignment)
                .map { AxisRect(u: 0, v: $0, length: length, breadth: breadth) }
        }
        let remainder = count % fit
        return TilePattern(
            cells: line(fit), period: length + lineSpacing, count: count,
            partialLastBlock: remainder == 0 || alignment == .leading ? nil : line(remainder) + line(fit).suffix(fit - remainder))
    }

    /// A flow of items of their own sizes (self-sizing): lines break when the next item does not
    /// fit; items are centred on their line's cross axis, as UIKit's flow layout does.
    package static func flow(
        sizes: [(length: Double, breadth: Double)], available: Double, spacing: Double, lineSpacing: Double,
        alignment: LineAlignment
    ) -> ExplicitFrames {
        var frames: [AxisRect] = []
        frames.reserveCapacity(sizes.count)
        var lineStart = 0, u = 0.0
        while lineStart < sizes.count {
            var lineEnd = lineStart + 1
            var used = sizes[lineStart].breadth
            while lineEnd < sizes.count, used + spacing + sizes[lineEnd].breadth <= available {
                used = used + spacing + sizes[lineEnd].breadth
                lineEnd += 1
            }
            let line = sizes[lineStart..<lineEnd]
            let lineLength = line.map(\.length).max() ?? 0
            let positions = linePositions(line.map(\.breadth)[...], available: available, spacing: spacing, alignment: alignment)
            for (offset, size) in line.enumerated() {
                frames.append(AxisRect(u: u + (lineLength - size.length) * 0.5, v: positions[offset], length: size.length, breadth: size.breadth))
            }
            u = u + lineLength + lineSpacing
            lineStart = lineEnd
        }
        return ExplicitFrames(frames: frames)
    }
}

/// Items on a circle: centre (cx + r·sin a, cy + r·cos a) for a = start + step·index, as the
/// seeds compute it; clockwise mirrors the sine. An immutable class, as `TilePattern` is, so
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
