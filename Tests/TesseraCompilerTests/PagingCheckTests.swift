import Foundation
import Testing
@_spi(Generated) import TesseraRuntime
@testable import TesseraCompiler
import TesseraTestSupport

/// Paging by item in the language and the compiled format: where each form is read, where each
/// mistake is reported, and the format version a file that pages needs.
@Suite struct PagingCheckTests {
    static func snap(_ value: String, orthogonal: Bool = false) -> String {
        orthogonal
            ? "layout: Shelf\nline:\n  item: {width: 300, height: 200}\northogonal: {length: 200, snap: \(value)}\n"
            : "layout: Cards\nscroll: horizontal\nline:\n  item: {width: 300, height: 200}\n  spacing: 20\nsnap: \(value)\n"
    }

    @Test func eachFormOfSnapIsRead() throws {
        let cases: [(String, SnapRule)] = [
            ("leading", .leading), ("{paging: leading}", .paging(items: 1, alignment: .leading)),
            ("{paging: center, items: 4}", .paging(items: 4, alignment: .center)),
        ]
        for (text, rule) in cases {
            let ir = try #require(compile(Self.snap(text)).ir, "\(text)")
            #expect(ir.base.snap == rule)
            let shelf = try #require(compile(Self.snap(text, orthogonal: true)).ir, "\(text)")
            #expect(shelf.base.defaultSection.orthogonal?.snap == rule)
        }
    }

    @Test func mistakesAreReportedWhereTheyAre() {
        expectSingleError(Self.snap("{paging: sideways}"), contains: "sideways", at: 6, 16)
        expectSingleError(Self.snap("{paging: leading, items: 0}"), contains: "items", at: 6, 32)
        expectSingleError(Self.snap("{items: 2}"), contains: "paging", at: 6, 7)
        expectSingleError(Self.snap("{paging: center, pages: 2}"), contains: "pages", at: 6, 24)
        expectSingleError(Self.snap("sideways"), contains: "sideways", at: 6, 7)
        expectSingleError(Self.snap("{paging: leading, items: 1025}", orthogonal: true), contains: "items", at: 4, 58)
    }

    @Test func aFileThatPagesIsVersionThreeAndLoadsAlike() throws {
        let ir = try #require(compile(Self.snap("{paging: center, items: 2}")).ir)
        let json = CompiledFileWriter.json(for: ir, source: "cards.yaml")
        #expect(json.contains("\"version\" : 3"))
        #expect(json.contains("\"paging\" : \"center\""))
        let loaded = try CompiledLayout(json: Data(json.utf8))
        let interpreted = InterpretedLayout(ir, file: "cards.yaml")
        for layout in [loaded as any TesseraLayout, interpreted] {
            let driver = try ScrollDriver(layout: layout, input: LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [10]))
            // Card k centred at 320k - 37.5; two cards on from card 1 (282.5) is card 3.
            #expect(try driver.restingOffset(proposed: Point(x: 9_000, y: 0), velocity: Point(x: 1, y: 0), from: Point(x: 282.5, y: 0)).x == 922.5)
        }
        // A file without paging stays at the version its other parts need.
        let plain = try #require(compile(Self.snap("center")).ir)
        #expect(CompiledFileWriter.json(for: plain, source: nil).contains("\"version\" : 1"))
    }

    @Test func aFileThatPagesButSaysAnEarlierVersionIsRefused() throws {
        let ir = try #require(compile(Self.snap("{paging: leading}")).ir)
        let json = CompiledFileWriter.json(for: ir, source: nil).replacingOccurrences(of: "\"version\" : 3", with: "\"version\" : 2")
        #expect {
            try CompiledLayout(json: Data(json.utf8))
        } throws: { error in
            "\(error)".contains("the file says version 2 but uses paging by item, which came in version 3")
        }
    }
}
