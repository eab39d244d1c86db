import Testing
import TesseraRuntime
@testable import TesseraCompiler
import TesseraTestSupport

/// Gaps in tile areas, as CSS grid's gap, column-gap and row-gap: frames computed by hand.
@Suite struct TileGapTests {
    func cellFrames(_ source: String, width: Double = 376, height: Double = 667, count: Int) throws -> [Rect] {
        let prepared = try InterpretedLayout(yaml: source).prepare(LayoutInput(viewport: Size(width: width, height: height), sectionCounts: [count]))
        return try (0..<count).map { try #require(try prepared.attributes(for: .cell($0))).frame }
    }

    @Test func theMagazineSpansItsGuttersAndRepeatsAGutterApart() throws {
        // Tracks of (376 - 2 × 8) / 3 = 120: the hero covers two tracks and the gutter between.
        let frames = try cellFrames(try seedLayoutSource("magazine"), count: 8)
        #expect(frames == [
            Rect(x: 0, y: 0, width: 248, height: 248), Rect(x: 256, y: 0, width: 120, height: 120),
            Rect(x: 256, y: 128, width: 120, height: 120), Rect(x: 0, y: 256, width: 120, height: 120),
            Rect(x: 128, y: 256, width: 120, height: 120), Rect(x: 256, y: 256, width: 120, height: 120),
            // The next block starts a row gap below the last row: 376 + 8.
            Rect(x: 0, y: 384, width: 248, height: 248), Rect(x: 256, y: 384, width: 120, height: 120),
        ])
    }

    @Test func columnAndRowGapsTakePrecedenceAndSpacingOrPeriodOverridesTheGapBetweenBlocks() throws {
        let grid = """
            layout: Gaps
            tiles:
              columns: [100, 50]
              rows: 40
              gap: 99
              columnGap: 10
              rowGap: 4
              areas:
                - a b
                - c b
            """
        #expect(try cellFrames(grid, count: 4) == [
            Rect(x: 0, y: 0, width: 100, height: 40), Rect(x: 110, y: 0, width: 50, height: 84),
            Rect(x: 0, y: 44, width: 100, height: 40), Rect(x: 0, y: 88, width: 100, height: 40),
        ])
        #expect(try cellFrames(grid + "\n  spacing: 0", count: 4)[3] == Rect(x: 0, y: 84, width: 100, height: 40))
        #expect(try cellFrames(grid + "\n  period: 200", count: 4)[3] == Rect(x: 0, y: 200, width: 100, height: 40))
    }

    @Test func aHorizontalGridRepeatsAColumnGapApart() throws {
        let strip = """
            layout: Strip
            scroll: horizontal
            tiles:
              columns: 30
              rows: height / 2 - 3
              columnGap: 5
              rowGap: 6
              areas:
                - a b
                - a c
            """
        #expect(try cellFrames(strip, width: 300, height: 206, count: 4) == [
            Rect(x: 0, y: 0, width: 30, height: 206), Rect(x: 35, y: 0, width: 30, height: 100),
            Rect(x: 35, y: 106, width: 30, height: 100), Rect(x: 70, y: 0, width: 30, height: 206),
        ])
    }

    @Test func aGridWithoutGapsBuildsAsBefore() throws {
        let mosaic = try #require(compile(try seedLayoutSource("mosaic")).ir)
        let zero = try #require(compile(try seedLayoutSource("mosaic") + "\n  gap: 0").ir)
        let input = LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [30])
        #expect(try InterpretedLayout(mosaic).prepare(input).allElements() == InterpretedLayout(zero).prepare(input).allElements())
    }

    @Test func gapsOnExplicitCellsAndNegativeGapsAreRefusedWhereTheyAre() {
        expectSingleError("""
            layout: Cells
            tiles:
              cells:
                - {x: 0, y: 0, width: 10, height: 10}
              gap: 4
            """, contains: "'gap' separates the tracks of an areas grid", at: 5, 8)
        expectSingleError("""
            layout: Negative
            tiles:
              columns: 10
              rows: 10
              rowGap: 2 - 5
              areas: [a b]
            """, contains: "a gap cannot be negative", at: 5, 11)
        expectSingleError("""
            layout: Words
            tiles:
              columns: 10
              rows: 10
              gap: wide
              areas: [a b]
            """, contains: "wide", at: 5, 8)
    }
}
