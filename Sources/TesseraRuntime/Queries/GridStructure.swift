/// How a section's cells form rows and columns on screen, for screen readers and keyboards: the
/// rule of docs/ACCESSIBILITY.md ("Rows and columns"), the same in the web and Android runtimes
/// and checked on the shared vectors. Found from the cells' frames, not from the arrangement's
/// kind, so that a mosaic, a waterfall or a rule is described as drawn.
public struct GridStructure: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable { case grid, list }

    /// A cell's place: its first row and column (0-based, columns from the reading start) and
    /// how many of each it covers.
    public struct Place: Sendable, Hashable {
        public var row: Int, column: Int, rowSpan: Int, columnSpan: Int
        public init(row: Int, column: Int, rowSpan: Int, columnSpan: Int) {
            self.row = row; self.column = column; self.rowSpan = rowSpan; self.columnSpan = columnSpan
        }
    }

    public let kind: Kind
    /// In a list, one row per item and one column.
    public let rowCount: Int, columnCount: Int
    /// Each item's place, by index, in a grid; empty in a list, where item i is row i of the one
    /// column (a list may hold a million items).
    public let places: [Place]

    /// How far apart, in points, two edges may be and still be one edge: frames computed by
    /// arithmetic on fractions of a width are not always equal to the bit.
    public static let tolerance = 0.5

    /// The most cells a section is looked at as a grid with: finding the tracks takes every
    /// frame and sorts them (0.1 to 0.25 s for 100,000 cells in node), and a reader is told
    /// "item 12,000 of 1,000,000" as well as "row 4,000 of 333,334". A larger section is a list.
    public static let maximumGridCells = 10_000

    /// A list of `count` items: one column, a row each.
    public static func list(_ count: Int) -> GridStructure {
        GridStructure(kind: .list, rowCount: count, columnCount: 1, places: [])
    }

    /// The structure of cells with these frames (by index), in a layout read in `direction`;
    /// `circle` for a circle's items, which are a list whatever their frames.
    public static func of(frames: [Rect], direction: ReadingDirection, circle: Bool = false) -> GridStructure {
        let count = frames.count
        guard !circle, count > 1, count <= maximumGridCells,
              frames.allSatisfy({ $0.minX.isFinite && $0.minY.isFinite && $0.maxX.isFinite && $0.maxY.isFinite }) else { return list(count) }
        // Columns start at the reading start: the left edge, or the right one mirrored.
        let rowAxis = Axis(starts: frames.map(\.minY), ends: frames.map(\.maxY))
        let columnAxis = direction == .leftToRight
            ? Axis(starts: frames.map(\.minX), ends: frames.map(\.maxX))
            : Axis(starts: frames.map { -$0.maxX }, ends: frames.map { -$0.minX })
        guard let rows = rowAxis.places(), let columns = columnAxis.places(),
              count > rowAxis.tracks.count, count > columnAxis.tracks.count else { return list(count) }
        // No two cells may cover one slot: overlapping frames are a free arrangement.
        let columnCount = columnAxis.tracks.count
        var taken = Set<Int>()
        for item in 0..<count {
            for row in rows[item].first..<(rows[item].first + rows[item].span) {
                for column in columns[item].first..<(columns[item].first + columns[item].span) {
                    guard taken.insert(row * columnCount + column).inserted else { return list(count) }
                }
            }
        }
        return GridStructure(kind: .grid, rowCount: rowAxis.tracks.count, columnCount: columnCount, places: (0..<count).map {
            Place(row: rows[$0].first, column: columns[$0].first, rowSpan: rows[$0].span, columnSpan: columns[$0].span)
        })
    }

    /// The cells' extents along one screen axis and the tracks they start.
    private struct Axis {
        let starts: [Double], ends: [Double]
        /// Where each track starts: the cells' starts, ascending, those within the tolerance of
        /// a track's first start joining it.
        let tracks: [Double]

        init(starts: [Double], ends: [Double]) {
            self.starts = starts
            self.ends = ends
            var tracks: [Double] = []
            for start in starts.sorted() where tracks.last.map({ start > $0 + GridStructure.tolerance }) ?? true {
                tracks.append(start)
            }
            self.tracks = tracks
        }

        /// The last track starting before `value` (or at it, when `inclusive`); -1 when none.
        private func lastTrack(before value: Double, inclusive: Bool) -> Int {
            var low = 0, high = tracks.count
            while low < high {
                let middle = (low + high) / 2
                if tracks[middle] < value || (inclusive && tracks[middle] == value) { low = middle + 1 } else { high = middle }
            }
            return low - 1
        }

        /// Each cell's first track and span, or nil when the cells do not end together: the
        /// cells whose last track is one track must end within the tolerance of each other.
        func places() -> [(first: Int, span: Int)]? {
            var lowestEnd = [Double](repeating: .infinity, count: tracks.count)
            var highestEnd = [Double](repeating: -.infinity, count: tracks.count)
            var result: [(first: Int, span: Int)] = []
            result.reserveCapacity(starts.count)
            for index in starts.indices {
                // A cell covers the tracks that start before its end, less the tolerance.
                let first = lastTrack(before: starts[index], inclusive: true)
                let last = max(first, lastTrack(before: ends[index] - GridStructure.tolerance, inclusive: false))
                lowestEnd[last] = min(lowestEnd[last], ends[index])
                highestEnd[last] = max(highestEnd[last], ends[index])
                result.append((first, last - first + 1))
            }
            for track in tracks.indices where highestEnd[track] - lowestEnd[track] > GridStructure.tolerance { return nil }
            return result
        }
    }
}

extension PreparedLayout {
    /// How section `section`'s cells form rows and columns (docs/ACCESSIBILITY.md, "Rows and
    /// columns"), from their frames with the content at its start.
    public func gridStructure(section: Int) throws(LayoutError) -> GridStructure {
        guard section >= 0, section < sections.count else { return .list(0) }
        guard sections[section].count <= GridStructure.maximumGridCells else { return .list(sections[section].count) }
        var frames: [Rect] = []
        frames.reserveCapacity(sections[section].count)
        for item in 0..<sections[section].count {
            frames.append(try cell(section, item, at: ScrollOffsets()).frame)
        }
        return .of(frames: frames, direction: direction, circle: !sections[section].items.scrolls)
    }
}
