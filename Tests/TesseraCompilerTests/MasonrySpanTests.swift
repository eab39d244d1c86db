import Testing
import TesseraRuntime
@testable import TesseraCompiler
import TesseraTestSupport

/// Masonry items that span columns (full-width banners, two-column features): frames by hand.
@Suite struct MasonrySpanTests {
    func frames(_ source: String, width: Double = 376, count: Int, sizes: [ItemSize]? = nil) throws -> [Rect] {
        let layout = try InterpretedLayout(yaml: source)
        let prepared = try layout.prepare(LayoutInput(viewport: Size(width: width, height: 667), sectionCounts: [count], itemSizes: sizes.map { [$0] }))
        return try (0..<count).map { try #require(try prepared.attributes(for: .cell($0))).frame }
    }

    @Test func theFeedStartsEachSpanBelowTheLowestColumnItCovers() throws {
        // Columns of (376 - 16) / 3 = 120. The banner ends every column at 98; the feature takes
        // the first two (a tie, so the leading pair); later items go to the shortest column.
        #expect(try frames(try seedLayoutSource("feed"), count: 9) == [
            Rect(x: 0, y: 0, width: 376, height: 90), Rect(x: 0, y: 98, width: 248, height: 120),
            Rect(x: 256, y: 98, width: 120, height: 140), Rect(x: 0, y: 226, width: 120, height: 60),
            Rect(x: 128, y: 226, width: 120, height: 100), Rect(x: 256, y: 246, width: 120, height: 140),
            Rect(x: 0, y: 294, width: 120, height: 60),
            // The next banner waits for the lowest column, the third, which ends at 394.
            Rect(x: 0, y: 394, width: 376, height: 90), Rect(x: 0, y: 492, width: 248, height: 120),
        ])
    }

    @Test func inOrderASpanTakesTheNextColumnsOrStartsAgainAtTheFirst() throws {
        let source = """
            layout: Ordered
            masonry:
              columns: 3
              itemLength: 10
              placement: order
              span: "index == 1 ? 2 : (index == 3 ? 3 : 1)"
            """
        // Item 0 in column 0; item 1 covers columns 1-2; item 2 in column 0; item 3 needs all
        // three columns, so it starts at the first, below the lowest (10 + 10).
        #expect(try frames(source, width: 300, count: 5) == [
            Rect(x: 0, y: 0, width: 100, height: 10), Rect(x: 100, y: 0, width: 200, height: 10),
            Rect(x: 0, y: 10, width: 100, height: 10), Rect(x: 0, y: 20, width: 300, height: 10),
            Rect(x: 0, y: 30, width: 100, height: 10),
        ])
    }

    @Test func aSizeFromDataIsScaledToTheWidthItSpans() throws {
        let source = "layout: Photos\nmasonry:\n  columns: 2\n  columnSpacing: 10\n  itemLength: data\n  span: \"index == 0 ? 2 : 1\"\n"
        // A 4:3 photo across both columns (210 wide) is 157.5 tall; in one column (100), 75.
        let sizes: [ItemSize] = [.size(Size(width: 400, height: 300)), .size(Size(width: 400, height: 300))]
        #expect(try frames(source, width: 210, count: 2, sizes: sizes) == [
            Rect(x: 0, y: 0, width: 210, height: 157.5), Rect(x: 0, y: 157.5, width: 100, height: 75),
        ])
    }

    @Test func aSpanWiderThanTheColumnsIsAnErrorWhereItIsFound() throws {
        expectSingleError("layout: A\nmasonry:\n  columns: 2\n  itemLength: 10\n  span: 3\n",
                          contains: "a span of 3 is wider than the 2 columns", at: 5, 9)
        expectSingleError("layout: B\nmasonry:\n  columns: 2\n  itemLength: 10\n  span: 1.5\n",
                          contains: "a span is a whole number of columns", at: 5, 9)
        // With columns that depend on the width, each item's span is checked as it is placed.
        let varying = "layout: C\nmasonry:\n  minColumnWidth: 100\n  itemLength: 10\n  span: \"index == 2 ? 3 : 1\"\n"
        #expect(try frames(varying, width: 300, count: 3)[2].width == 300)
        do {
            _ = try frames(varying, width: 250, count: 3)
            Issue.record("a span of 3 in 2 columns was placed")
        } catch let error as LayoutError {
            #expect(error.message.contains("item 2's span is 3") && error.line == 5, "\(error)")
        }
    }
}

/// Grid flows whose items take several places of a line.
@Suite struct FlowSpanTests {
    @Test func aCardThatDoesNotFitStartsTheNextLine() throws {
        let source = try LayoutFixtures.source("Tests/Fixtures/Layouts/flow_spans.yaml")
        let prepared = try InterpretedLayout(yaml: source).prepare(LayoutInput(viewport: Size(width: 320, height: 600), sectionCounts: [7]))
        let frames = try (0..<7).map { try #require(try prepared.attributes(for: .cell($0))).frame }
        // Places of (320 - 20) / 3 = 100, rows 100 tall and 10 apart, below a 10-point inset.
        #expect(frames == [
            Rect(x: 0, y: 10, width: 320, height: 100),
            Rect(x: 0, y: 120, width: 100, height: 100), Rect(x: 110, y: 120, width: 100, height: 100),
            // Two places do not fit after two taken: the wide card starts a line, card 4 ends it.
            Rect(x: 0, y: 230, width: 210, height: 100), Rect(x: 220, y: 230, width: 100, height: 100),
            Rect(x: 0, y: 340, width: 320, height: 100), Rect(x: 0, y: 450, width: 100, height: 100),
        ])
        #expect(prepared.contentSize.height == 560)
    }

    @Test func spansAreRefusedWhereTheyCannotApply() {
        expectSingleError("layout: A\nflow:\n  item: {width: 10, height: 10}\n  span: 2\n",
                          contains: "'span' applies to flows with 'columns' or 'minItemWidth'", at: 4, 9)
        expectSingleError("layout: B\nflow:\n  columns: 2\n  span: 3\n", contains: "a span of 3 is wider than the 2 columns", at: 4, 9)
    }

    /// A negative length is an error at its formula, naming the item, as every other kind's
    /// lengths are; it is not quietly drawn as an empty item.
    @Test(arguments: ["1", "index == 1 ? 2 : 1"])
    func aNegativeItemLengthIsAnErrorAtTheFormula(_ span: String) throws {
        let source = """
            layout: Shrinking
            masonry:
              columns: 3
              itemLength: "40 - index * 15"
              span: "\(span)"
            """
        let layout = try InterpretedLayout(yaml: source)
        #expect(try layout.prepare(LayoutInput(viewport: Size(width: 300, height: 667), sectionCounts: [2])).contentSize.height == 40)
        #expect {
            _ = try layout.prepare(LayoutInput(viewport: Size(width: 300, height: 667), sectionCounts: [4]))
        } throws: { error in
            guard let error = error as? LayoutError else { return false }
            return error.message.contains("item 3 is negative (-5)") && error.line == 4 && error.column == 19
        }
    }
}
