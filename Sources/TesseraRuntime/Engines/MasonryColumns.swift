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

    /// Places `items` one after another, each exactly as `place(length:)` would, with the column
    /// ends held in local storage for the whole run: a masonry of a million items then pays no
    /// exclusive access or uniqueness check of the ends per item. `length(index)` gives item
    /// `index`'s length; `placed(index, frame)` takes its frame. On error the pass stands after
    /// the items placed before it.
    @inline(__always)
    package mutating func placeRun(_ items: Range<Int>, length: (Int) throws(LayoutError) -> Double,
                                   placed: (Int, AxisRect) -> Void) throws(LayoutError) {
        var ends = self.ends
        self.ends = []
        var next = nextColumn, done = 0
        var failure: LayoutError?
        let pitch = columnSpacing + columnWidth, breadth = columnWidth, spacing = itemSpacing
        let byLength = self.shortestFirst, trailing = self.tiesToTrailing
        ends.withUnsafeMutableBufferPointer { ends in
            let columns = ends.count
            for index in items {
                let itemLength: Double
                do throws(LayoutError) { itemLength = try length(index) } catch { failure = error; break }
                var column = 0
                if byLength {
                    for candidate in 1..<columns {
                        let shorter = trailing ? ends[candidate] <= ends[column] : ends[candidate] < ends[column]
                        if shorter { column = candidate }
                    }
                } else {
                    column = next
                }
                let frame = AxisRect(u: ends[column], v: pitch * Double(column), length: itemLength, breadth: breadth)
                ends[column] = ends[column] + itemLength + spacing
                next = column + 1 == columns ? 0 : column + 1
                done += 1
                placed(index, frame)
            }
        }
        self.ends = ends
        nextColumn = next
        self.placed += done
        if let failure { throw failure }
    }

    /// The pass after every item it placed moved by `delta` along the axis.
    package mutating func shiftEnds(by delta: Double) {
        for column in ends.indices { ends[column] = ends[column] + delta }
    }

    /// The pass as it stood before item `item`, read back from the frames it placed: each
    /// column ends where the last item covering it ends, plus the item spacing (the very sum
    /// `place` made), and the next column in turn follows the last item's columns. Nil when the
    /// frames do not tell their columns apart (columns and spacing of no width), or are not
    /// this pass's.
    package func rewound(to item: Int, frames: ExplicitFrames) -> MasonryColumns? {
        guard item >= 0, item <= frames.count else { return nil }
        let columns = ends.count, pitch = columnSpacing + columnWidth
        guard pitch > 0, pitch.isFinite else { return nil }
        var state = self
        state.ends = [Double](repeating: 0, count: columns)
        state.placed = item
        state.nextColumn = 0
        var found = [Bool](repeating: false, count: columns), missing = columns
        var index = item - 1
        while index >= 0, missing > 0 {
            let frame = frames.frame(index)
            guard let start = column(at: frame.v), let span = span(of: frame.breadth, from: start) else { return nil }
            if index == item - 1 { state.nextColumn = start + span == columns ? 0 : start + span }
            for column in start..<(start + span) where !found[column] {
                found[column] = true
                missing -= 1
                state.ends[column] = frame.u + frame.length + itemSpacing
            }
            index -= 1
        }
        return state
    }

    /// The column whose start across the axis is `v`, exactly as `place` put it; nil if none
    /// or more than one.
    private func column(at v: Double) -> Int? {
        let pitch = columnSpacing + columnWidth
        let guess = (v / pitch).rounded()
        guard guess >= 0, guess < Double(ends.count) else { return nil }
        let column = Int(guess)
        guard pitch * Double(column) == v,
              column == 0 || pitch * Double(column - 1) != v,
              column + 1 == ends.count || pitch * Double(column + 1) != v else { return nil }
        return column
    }

    /// How many columns from `start` on an item `breadth` wide covers, exactly as `place` made
    /// it; nil if no count or more than one gives that breadth.
    private func span(of breadth: Double, from start: Int) -> Int? {
        var match: Int?
        for span in 1...(ends.count - start) where self.breadth(span: span) == breadth {
            guard match == nil else { return nil }
            match = span
        }
        return match
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
