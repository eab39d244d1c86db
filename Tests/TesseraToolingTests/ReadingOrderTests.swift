import Testing
import TesseraRuntime
@testable import TesseraCompiler
import TesseraTooling

/// `validate`'s reading-order check: an item read on screen before the item the data puts before
/// it is a warning, once, at the section's arrangement. Reading order is top to bottom, and along
/// a line (cells sharing half the shorter's height) in the reading direction.
@Suite struct ReadingOrderTests {
    static func warnings(_ source: String) throws -> [Diagnostic] {
        let bag = DiagnosticBag()
        let ir = try #require(LayoutCompiler.check(source: source, diagnostics: bag))
        ScreenCheck().check(ir, diagnostics: bag)
        return bag.diagnostics.filter { $0.message.contains("is read before") }
    }

    @Test func theLineRule() {
        let left = Rect(x: 0, y: 0, width: 100, height: 100)
        // Beside it, sharing half its height: one line, read left to right (right to left in rtl).
        let right = Rect(x: 120, y: 50, width: 100, height: 100)
        #expect(ScreenCheck.readsBefore(left, right, direction: .leftToRight))
        #expect(ScreenCheck.readsBefore(right, left, direction: .rightToLeft))
        // Sharing less than half: the higher one first, wherever it is across.
        let lower = Rect(x: -200, y: 51, width: 100, height: 100)
        #expect(ScreenCheck.readsBefore(left, lower, direction: .leftToRight))
        #expect(!ScreenCheck.readsBefore(lower, left, direction: .leftToRight))
    }

    @Test func cellsNumberedAgainstTheEyeAreAWarning() throws {
        let against = "layout: Against\ntiles:\n  cells:\n    - {x: 100, y: 0, width: 100, height: 100}\n    - {x: 0, y: 0, width: 100, height: 100}\n"
        let found = try Self.warnings(against)
        #expect(found.count == 1)
        #expect(found.first?.message.contains("item 1 of section 0 is read before item 0") == true)
        #expect(found.first?.message.contains("left to right") == true)
        #expect(found.first?.location == SourceLocation(line: 3, column: 3), "at the cells")
        // In reading order: nothing to say; and mirrored right to left, the same cells read in order.
        let along = "layout: Along\ntiles:\n  cells:\n    - {x: 0, y: 0, width: 100, height: 100}\n    - {x: 100, y: 0, width: 100, height: 100}\n"
        #expect(try Self.warnings(along).isEmpty)
        #expect(try Self.warnings(along.replacingOccurrences(of: "tiles:", with: "direction: rtl\ntiles:")).isEmpty)
        #expect(try Self.warnings(against.replacingOccurrences(of: "tiles:", with: "direction: rtl\ntiles:")).count == 1)
    }

    @Test func aVariantIsCheckedAsItsOwnArrangement() throws {
        // A list on phones, and on screens wider than 700 a grid of two cells numbered right to left.
        let source = """
            layout: Wide
            line:
              item: {width: width, height: 60}
            variants:
              - when: width > 700
                tiles:
                  cells:
                    - {x: 200, y: 0, width: 200, height: 100}
                    - {x: 0, y: 0, width: 200, height: 100}
            """
        let found = try Self.warnings(source)
        #expect(found.count == 1)
        #expect(found.first?.message.contains("a tablet") == true || found.first?.message.contains("landscape") == true)
        #expect(found.first?.location == SourceLocation(line: 7, column: 7), "at the variant's cells")
    }

    @Test func kindsWhoseOrderTheAuthorDoesNotWriteAreNotChecked() throws {
        // A masonry places by heights; items land where the columns are short.
        #expect(try Self.warnings("layout: Fall\nmasonry:\n  columns: 2\n  itemLength: \"index % 3 == 0 ? 300 : 40\"\n").isEmpty)
        // A dense grid that fills a hole before a large item is checked, and found out.
        let dense = "layout: Dense\ngrid:\n  columns: 3\n  span: \"index == 1 ? 3 : 1\"\n  packing: dense\n"
        #expect(try Self.warnings(dense).count == 1)
    }
}
