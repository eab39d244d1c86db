import Testing
@_spi(Generated) import TesseraRuntime
@testable import TesseraCompiler
import TesseraTestSupport

/// Lines whose item size is an expression of `index`: frames computed by hand, and the closed
/// form kept for lines whose items are all the same.
@Suite struct LineSizesTests {
    func frames(_ source: String, width: Double, height: Double, count: Int) throws -> (frames: [Rect], content: Size) {
        let prepared = try InterpretedLayout(yaml: source).prepare(LayoutInput(viewport: Size(width: width, height: height), sectionCounts: [count]))
        return (try (0..<count).map { try #require(try prepared.attributes(for: .cell($0))).frame }, prepared.contentSize)
    }

    @Test func theShelfPlacesEachCardAfterTheOneBefore() throws {
        // 12 inset; cards 240 × 180 at indices 0, 3, 6 and 140 × 140 otherwise, 12 apart,
        // centred in a 300-point strip.
        let (frames, content) = try frames(try seedLayoutSource("shelf"), width: 375, height: 300, count: 5)
        #expect(frames == [
            Rect(x: 12, y: 60, width: 240, height: 180), Rect(x: 264, y: 80, width: 140, height: 140),
            Rect(x: 416, y: 80, width: 140, height: 140), Rect(x: 568, y: 60, width: 240, height: 180),
            Rect(x: 820, y: 80, width: 140, height: 140),
        ])
        #expect(content == Size(width: 972, height: 300))
    }

    @Test func aVerticalLineWithSizesByIndexAlignsEachItemAcross() throws {
        let list = """
            layout: List
            line:
              item: {width: "width - 20 * index", height: "40 + 10 * index"}
              spacing: 5
              align: end
            """
        let (frames, content) = try frames(list, width: 200, height: 400, count: 3)
        #expect(frames == [
            Rect(x: 0, y: 0, width: 200, height: 40), Rect(x: 20, y: 45, width: 180, height: 50),
            Rect(x: 40, y: 100, width: 160, height: 60),
        ])
        #expect(content.height == 160)
    }

    @Test func onlyASizeThatReadsIndexIsMeasuredPerItem() throws {
        let perItem = try #require(compile("layout: A\nline:\n  item: {width: 10 + index, height: 10}\n").ir)
        let same = try #require(compile("layout: B\nline:\n  item: {width: width / 3, height: 10}\n").ir)
        guard case .line(let a) = perItem.base.defaultSection.arrangement, case .line(let b) = same.base.defaultSection.arrangement else {
            Issue.record("not lines")
            return
        }
        #expect(a.perItem && !b.perItem)
    }

    @Test func aNegativeSizeNamesTheItem() throws {
        let source = "layout: Shrinking\nline:\n  item: {width: 100 - 30 * index, height: 10}\n"
        #expect(throws: LayoutError.self) { _ = try frames(source, width: 300, height: 300, count: 5) }
        do {
            _ = try frames(source, width: 300, height: 300, count: 5)
        } catch let error as LayoutError {
            #expect(error.message.contains("item 4's width is negative (-20)") && error.line == 3, "\(error)")
        }
    }
}
