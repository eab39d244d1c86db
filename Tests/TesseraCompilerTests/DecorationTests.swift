import Testing
import TesseraRuntime
@testable import TesseraCompiler
import TesseraTooling
import TesseraTestSupport

/// Section backgrounds and separators: frames computed by hand, queries and lookups that list
/// them, touches that pass through them, and where they cannot be.
@Suite struct DecorationTests {
    func settings(_ counts: [Int] = [3, 2]) throws -> PreparedLayout {
        try InterpretedLayout(yaml: try seedLayoutSource("settings"))
            .prepare(LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: counts))
    }

    @Test func backgroundsAndSeparatorsAreWhereTheSettingsListPutsThem() throws {
        let prepared = try settings()
        let decorations = try prepared.allElements().filter(\.id.kind.isDecoration)
        // Headers 36 tall; rows 44 tall from x 24, 327 wide, 8 below the header; sections end 32
        // below their last row, backgrounds 24 above that and 16 in from the sides.
        #expect(decorations.map(\.id) == [
            ElementID(.background, section: 0), ElementID(.separator, section: 0, item: 0), ElementID(.separator, section: 0, item: 1),
            ElementID(.background, section: 1), ElementID(.separator, section: 1, item: 0),
        ])
        #expect(decorations.map(\.frame) == [
            Rect(x: 16, y: 36, width: 343, height: 148),
            Rect(x: 40, y: 87.5, width: 311, height: 0.5), Rect(x: 40, y: 131.5, width: 311, height: 0.5),
            Rect(x: 16, y: 244, width: 343, height: 104), Rect(x: 40, y: 295.5, width: 311, height: 0.5),
        ])
        #expect(decorations.first?.zIndex == -1)
        #expect(prepared.backgroundCornerRadius(section: 1) == 10 && prepared.backgroundCornerRadius(section: 2) == nil)
        // The last row of a section has no separator; a section has one background.
        #expect(try prepared.attributes(for: ElementID(.separator, section: 0, item: 2)) == nil)
        #expect(try prepared.attributes(for: ElementID(.background, section: 0, item: 1)) == nil)
        #expect(try prepared.attributes(for: ElementID(.separator, section: 0, item: 1))?.frame.y == 131.5)
    }

    @Test func aRectQueryListsTheDecorationsItMeets() throws {
        let prepared = try settings()
        let ids = try prepared.elements(in: Rect(x: 0, y: 128, width: 375, height: 6)).map(\.id)
        #expect(ids == [ElementID(.background, section: 0), .cell(1), .cell(2), ElementID(.separator, section: 0, item: 1)])
        #expect(prepared.elementBound(in: Rect(x: 0, y: 128, width: 375, height: 6)) >= ids.count)
        var visited: [ElementID] = []
        try prepared.forEachElement(in: Rect(x: 0, y: 128, width: 375, height: 6)) { visited.append($0.id) }
        #expect(visited == ids)
    }

    @Test func aSeparatorPastItsSectionIsStillFound() throws {
        // Rows 20 tall, no insets: section 0 ends at 40, but row 0's separator lies at 50...52.
        let far = try InterpretedLayout(yaml: "layout: Far\nline:\n  item: {width: 100, height: 20}\n  align: start\nseparators: {thickness: 2, offset: 30}\n")
            .prepare(LayoutInput(viewport: Size(width: 300, height: 500), sectionCounts: [2, 2]))
        let rect = Rect(x: 0, y: 49, width: 300, height: 4)
        let expected = try far.allElements().filter { $0.frame.intersects(rect) }.map(\.id)
        #expect(expected.contains(ElementID(.separator, section: 0, item: 0)))
        #expect(try far.elements(in: rect).map(\.id) == expected)
    }

    @Test func touchesPassThroughDecorations() throws {
        let prepared = try settings()
        // On the separator under row 0, which lies on the row's last half point: the row is hit.
        #expect(try prepared.element(at: Point(x: 45, y: 87.7)) == .cell(0))
        let open = try InterpretedLayout(yaml: "layout: Open\nline:\n  item: {width: 100, height: 40}\n  align: start\nbackground: {cornerRadius: 4}\n")
            .prepare(LayoutInput(viewport: Size(width: 300, height: 500), sectionCounts: [2]))
        // Beside the rows there is only the background, which touches do not hit.
        #expect(try open.attributes(for: ElementID(.background, section: 0))?.frame == Rect(x: 0, y: 0, width: 300, height: 80))
        #expect(try open.element(at: Point(x: 200, y: 20)) == nil)
    }

    @Test func aCircleHasNoDecorations() {
        expectSingleError("layout: Ring\ncircle:\n  item: {width: 10, height: 10}\n  radius: 50\nseparators: {thickness: 1}\n",
                          contains: "a circle does not scroll, so it has no 'separators'", at: 5, 13)
    }

    @Test func theRenderingDrawsBackgroundsWithTheirCornersBehindTheItems() throws {
        let svg = try SVGPicture(layoutName: "Settings", prepared: try settings(), position: ScrollOffsets()).render()
        let background = try #require(svg.range(of: "class=\"background\""))
        let firstCell = try #require(svg.range(of: "class=\"cell\""))
        #expect(background.lowerBound < firstCell.lowerBound)
        #expect(svg.contains("rx=\"10\""))
    }
}
