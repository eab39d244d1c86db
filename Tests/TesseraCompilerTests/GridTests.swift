import Foundation
import Testing
import TesseraRuntime
@testable import TesseraCompiler
import TesseraTestSupport

/// The grid kind: CSS Grid's row auto-placement, computed by hand (Tests/Browser compares random
/// patterns with Chromium's), with and without a period, continued by `extend`, and its errors.
@Suite struct GridTests {
    func prepare(_ source: String, width: Double = 300, height: Double = 500, count: Int) throws -> PreparedLayout {
        try InterpretedLayout(yaml: source).prepare(LayoutInput(viewport: Size(width: width, height: height), sectionCounts: [count]))
    }

    func frames(_ prepared: PreparedLayout) throws -> [Rect] {
        try (0..<prepared.itemCount(inSection: 0)).map { try #require(try prepared.attributes(for: .cell($0))).frame }
    }

    /// Cells as (row, column), for grids of 100-point tracks without gaps.
    func cells(_ prepared: PreparedLayout) throws -> [[Int]] {
        try frames(prepared).map { [Int($0.y / 100), Int($0.x / 100)] }
    }

    static func grid(_ keys: String, columns: Int = 3) -> String {
        "layout: G\ngrid:\n  columns: \(columns)\n" + keys.split(separator: "\n").map { "  \($0)\n" }.joined()
    }

    @Test func sparsePackingLeavesTheHolesAWideItemSkips() throws {
        // Item 1 spans two of three columns: it does not fit after item 0's... it does; item 2 (two
        // wide) does not fit in row 0's last place, so row 1 takes it and row 0's place stays empty.
        let source = Self.grid("span: \"index == 0 || index == 2 ? 2 : 1\"")
        #expect(try cells(prepare(source, count: 5)) == [[0, 0], [0, 2], [1, 0], [1, 2], [2, 0]])
        let dense = Self.grid("span: \"index == 1 ? 2 : 1\"\npacking: dense")
        let sparse = Self.grid("span: \"index == 1 ? 2 : 1\"")
        // 0 at (0,0); 1 (two wide) at (0,1); 2 at (1,0) either way; with three wide columns a hole
        // appears only when a wide item meets a single place: make one.
        #expect(try cells(prepare(dense, count: 4)) == [[0, 0], [0, 1], [1, 0], [1, 1]])
        #expect(try cells(prepare(sparse, count: 4)) == [[0, 0], [0, 1], [1, 0], [1, 1]])
        let holes = "span: \"index == 1 ? 3 : 1\""
        #expect(try cells(prepare(Self.grid(holes), count: 5)) == [[0, 0], [1, 0], [2, 0], [2, 1], [2, 2]])
        #expect(try cells(prepare(Self.grid(holes + "\npacking: dense"), count: 5)) == [[0, 0], [1, 0], [0, 1], [0, 2], [2, 0]])
    }

    @Test func aPinnedItemLeftOfTheCursorStartsTheNextRow() throws {
        // Item 1 is pinned to column 0, left of item 0's column 1: the cursor goes a row down.
        let source = Self.grid("column: \"index == 0 ? 1 : (index == 1 ? 0 : -1)\"")
        #expect(try cells(prepare(source, count: 3)) == [[0, 1], [1, 0], [1, 1]])
        // Dense packing searches from the first row: the pinned item takes row 0.
        #expect(try cells(prepare(source + "  packing: dense\n", count: 3)) == [[0, 1], [0, 0], [0, 2]])
    }

    @Test func rowsSpanAndGapsAreCovered() throws {
        let source = Self.grid("gap: 10\nspan: \"index == 0 ? 2 : 1\"\nrowSpan: \"index == 0 ? 2 : 1\"\nrowLength: 50")
        // Columns (300 - 2·10) / 3 = 93.33 wide; rows 50 long; the big item covers the gaps.
        let f = try frames(prepare(source, count: 4))
        let column = (300.0 - 20) / 3
        #expect(f[0] == Rect(x: 0, y: 0, width: 2 * column + 10, height: 110))
        #expect(f[1] == Rect(x: 2 * column + 20, y: 0, width: column, height: 50))
        #expect(f[2] == Rect(x: 2 * column + 20, y: 60, width: column, height: 50))
        #expect(f[3] == Rect(x: 0, y: 120, width: column, height: 50))
    }

    @Test func squareRowsAreAsLongAsAColumnIsWideAndScrollSideways() throws {
        let vertical = try frames(prepare(Self.grid("gap: 0"), count: 4))
        #expect(vertical[3] == Rect(x: 0, y: 100, width: 100, height: 100))
        // Sideways, columns are rows across the 300-point height: 3 of 100, rows along x.
        let horizontal = try frames(prepare("scroll: horizontal\n" + Self.grid(""), width: 500, height: 300, count: 4))
        #expect(horizontal[1] == Rect(x: 0, y: 100, width: 100, height: 100))
        #expect(horizontal[3] == Rect(x: 100, y: 0, width: 100, height: 100))
    }

    @Test func theExploreGridIsPlacedByHand() throws {
        // 375 wide, 3 columns 1 apart: (375 - 2) / 3 = 124.33 each, rows as long.
        let prepared = try prepare(try seedLayoutSource("explore"), width: 375, height: 667, count: 13)
        let side = 373.0 / 3, pitch = side + 1
        func at(_ row: Double, _ column: Double, _ span: Double = 1) -> Rect {
            Rect(x: column * pitch, y: row * pitch, width: span * side + (span - 1), height: span * side + (span - 1))
        }
        #expect(try frames(prepared) == [
            at(0, 0, 2), at(0, 2), at(1, 2), at(2, 0), at(2, 1), at(2, 2),
            at(3, 1, 2), at(3, 0), at(4, 0), at(5, 0), at(5, 1), at(5, 2),
            at(6, 0, 2),
        ])
        #expect(abs(prepared.contentSize.height - (8 * pitch - 1)) < 1e-9)
    }

    @Test func aPeriodAnswersAsPlacingEveryItemDoes() throws {
        let explore = try seedLayoutSource("explore")
        let unrolled = explore.replacingOccurrences(of: "  period: 12\n", with: "")
        #expect(unrolled != explore)
        for count in [0, 5, 12, 30, 1_000] {
            let periodic = try prepare(explore, width: 375, count: count), placed = try prepare(unrolled, width: 375, count: count)
            // The pattern adds periods where placing multiplies rows: equal but for the last bits.
            func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a)) }
            for (a, b) in zip(try frames(periodic), try frames(placed)) {
                #expect(close(a.x, b.x) && close(a.y, b.y) && close(a.width, b.width) && close(a.height, b.height), "\(count) items: \(a) \(b)")
            }
            #expect(periodic.itemCount(inSection: 0) == placed.itemCount(inSection: 0))
            #expect(close(periodic.contentSize.height, placed.contentSize.height))
            let rect = Rect(x: 0, y: 3_000, width: 375, height: 700)
            #expect(try periodic.elements(in: rect).map(\.id) == placed.elements(in: rect).map(\.id))
        }
    }

    @Test func aPeriodThatDoesNotRepeatNamesTheFirstItemThatBreaksIt() throws {
        // Every sixth item is big but the period says 5: item 5 is not where item 0 was, 2 rows on.
        let source = Self.grid("span: \"index % 6 == 0 ? 2 : 1\"\nrowSpan: \"index % 6 == 0 ? 2 : 1\"\npacking: dense\nperiod: 5")
        let error = try #require(throws: LayoutError.self) { try prepare(source, count: 40) }
        #expect(error.message.contains("the grid does not repeat every 5 items: item 5 is at"), "\(error.message)")
        #expect(error.line == 7 && error.column == 11)
    }

    @Test func appendedItemsContinueThePlacement() throws {
        let layout = try InterpretedLayout(yaml: try fixtureLayoutSource("grid_pinned_horizontal"))
        let input = LayoutInput(viewport: Size(width: 500, height: 400), sectionCounts: [23])
        var extended = try layout.prepare(input)
        var more = input
        for count in [24, 40, 41, 90] {
            more.sectionCounts = [count]
            try layout.extend(&extended, to: more)
            let fresh = try layout.prepare(more)
            #expect(try frames(extended) == frames(fresh), "\(count) items")
            #expect(extended.contentSize == fresh.contentSize)
        }
    }

    @Test func misusesAreLocatedErrors() throws {
        func loadError(_ keys: String, columns: Int = 3) -> String {
            do {
                _ = try InterpretedLayout(yaml: Self.grid(keys, columns: columns))
                return ""
            } catch { return "\(error)" }
        }
        #expect(loadError("span: 4").contains("wider than the 3 columns"))
        #expect(loadError("packing: tight").contains("packing"))
        func prepareError(_ keys: String, width: Double = 300) -> LayoutError? {
            do {
                _ = try prepare(Self.grid(keys), width: width, count: 10)
                return nil
            } catch { return error as? LayoutError }
        }
        #expect(prepareError("column: \"index == 2 ? 2 : -1\"\nspan: 2")?.message.contains("item 0 starts at column") == false)
        #expect(prepareError("column: \"index == 2 ? 2 : -1\"\nspan: \"index == 2 ? 2 : 1\"")?.message
                    .contains("item 2 starts at column 2 and spans 2 of the grid's 3 columns") == true)
        #expect(prepareError("rowSpan: \"index == 3 ? 0.5 : 1\"")?.message.contains("item 3's row span is 0.5") == true)
        #expect(prepareError("gap: 200")?.message.contains("need more room than the section's 300 points") == true)
        #expect(prepareError("period: 0")?.message.contains("the period is 0 items") == true)
        #expect(prepareError("rowLength: width - 400")?.message.contains("the row length is negative") == true)
    }
}
