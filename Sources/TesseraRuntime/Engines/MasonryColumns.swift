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
