import Testing
import TesseraRuntime

private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

/// The rows and columns rule (docs/ACCESSIBILITY.md, "Rows and columns") and the arrow keys, on
/// frames worked out by hand.
@Suite struct GridStructureTests {
    typealias Place = GridStructure.Place

    /// Two columns 100 wide, 10 apart; rows 50 high, 10 apart; the first cell two rows high.
    static let spanning = [rect(0, 0, 100, 110), rect(110, 0, 100, 50), rect(110, 60, 100, 50), rect(0, 120, 100, 50)]

    @Test func alignedFramesAreAGridWithSpans() {
        let structure = GridStructure.of(frames: Self.spanning, direction: .leftToRight)
        #expect(structure.kind == .grid)
        #expect(structure.rowCount == 3 && structure.columnCount == 2)
        #expect(structure.places == [Place(row: 0, column: 0, rowSpan: 2, columnSpan: 1), Place(row: 0, column: 1, rowSpan: 1, columnSpan: 1),
                                     Place(row: 1, column: 1, rowSpan: 1, columnSpan: 1), Place(row: 2, column: 0, rowSpan: 1, columnSpan: 1)])
    }

    @Test func rightToLeftCountsColumnsFromTheRight() {
        let structure = GridStructure.of(frames: Self.spanning, direction: .rightToLeft)
        #expect(structure.places.map(\.column) == [1, 0, 0, 1])
    }

    @Test func edgesWithinTheToleranceAreOneEdge() {
        let frames = [rect(0, 0, 100, 50), rect(100.3, 0.2, 100, 50), rect(0, 60, 100, 50), rect(100, 60, 100, 50.4)]
        #expect(GridStructure.of(frames: frames, direction: .leftToRight).kind == .grid)
    }

    @Test func aWaterfallALineAnOverlapAndACircleAreLists() {
        // Two columns whose cells end at different heights: rows do not line up.
        let waterfall = [rect(0, 0, 100, 150), rect(110, 0, 100, 100), rect(110, 110, 100, 100), rect(0, 160, 100, 60)]
        #expect(GridStructure.of(frames: waterfall, direction: .leftToRight) == .list(4))
        let line = (0..<4).map { rect(0, Double($0) * 60, 100, 50) }
        #expect(GridStructure.of(frames: line, direction: .leftToRight).kind == .list)
        let square = [rect(0, 0, 50, 50), rect(60, 0, 50, 50), rect(0, 60, 50, 50), rect(60, 60, 50, 50)]
        #expect(GridStructure.of(frames: square, direction: .leftToRight).kind == .grid)
        // Aligned, but two cells on one slot.
        #expect(GridStructure.of(frames: square + [rect(0, 0, 50, 50)], direction: .leftToRight).kind == .list)
        #expect(GridStructure.of(frames: square, direction: .leftToRight, circle: true).kind == .list)
    }

    @Test func aSectionOfMoreThanTheMostGridCellsIsAList() {
        func columns(_ count: Int) -> [Rect] { (0..<count).map { rect(Double($0 % 4) * 60, Double($0 / 4) * 60, 50, 50) } }
        #expect(GridStructure.of(frames: columns(GridStructure.maximumGridCells), direction: .leftToRight).kind == .grid)
        #expect(GridStructure.of(frames: columns(GridStructure.maximumGridCells + 1), direction: .leftToRight).kind == .list)
    }

    @Test func aDiagonalIsAList() {
        // As many rows and columns as cells: no row or column holds two.
        let diagonal = [rect(0, 0, 50, 50), rect(60, 60, 50, 50), rect(120, 120, 50, 50)]
        #expect(GridStructure.of(frames: diagonal, direction: .leftToRight).kind == .list)
    }

    @Test func arrowsMoveByTheFrames() {
        let frames = Self.spanning
        func next(_ from: Int, _ move: CellMove, _ direction: ReadingDirection = .leftToRight) -> Int? {
            CellNavigation.next(from: from, in: frames, move: move, axis: .vertical, direction: direction, page: 120)
        }
        #expect(next(0, .right) == 1)
        #expect(next(2, .left) == 0)
        #expect(next(1, .down) == 2)
        #expect(next(0, .down) == 3)
        // From the cell at the bottom left, up is the tall cell above, not item 2 before it.
        #expect(next(3, .up) == 0)
        #expect(next(3, .right) == 2)
        #expect(next(1, .right) == nil)
        #expect(next(1, .home) == 0 && next(1, .end) == 3 && next(0, .home) == nil)
        // A page down from item 1's centre (160, 25) is (160, 145): in no cell; item 2's centre is nearest.
        #expect(next(1, .pageDown) == 2 && next(3, .pageUp) == 0)
    }
}
