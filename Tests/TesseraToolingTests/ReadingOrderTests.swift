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
        ScreenCheck().check(ir, hints: ScreenHints(bytes: Array(source.utf8)), diagnostics: bag)
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
        #expect(found.first?.location == SourceLocation(line: 2, column: 1), "at the arrangement")
        #expect(found.first?.message.contains("list the cells) in the order they are read") == true)
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
        #expect(found.first?.location == SourceLocation(line: 6, column: 5), "at the variant's arrangement")
    }

    @Test func kindsWhoseOrderTheAuthorDoesNotWriteAreNotChecked() throws {
        // A masonry places by heights; items land where the columns are short.
        #expect(try Self.warnings("layout: Fall\nmasonry:\n  columns: 2\n  itemLength: \"index % 3 == 0 ? 300 : 40\"\n").isEmpty)
        // A dense grid that fills a hole before a large item is checked, and found out.
        let dense = "layout: Dense\ngrid:\n  columns: 3\n  span: \"index == 1 ? 3 : 1\"\n  packing: dense\n"
        #expect(try Self.warnings(dense).count == 1)
    }

    /// The fix named is this arrangement's: a later item moved up into a hole is dense packing's
    /// doing; one beside a taller item on the side read first wants the tall item at the start.
    @Test func theWarningSaysWhatWouldFixThisArrangement() throws {
        let hole = try Self.warnings("layout: Dense\ngrid:\n  columns: 3\n  span: \"index == 1 ? 3 : 1\"\n  packing: dense\n")
        #expect(hole.first?.message.contains("dense packing moved item 2 up into a hole that the larger item 1 left; 'packing: sparse' keeps the items in order") == true, "\(hole)")
        #expect(hole.first?.location == SourceLocation(line: 2, column: 1), "at grid:, not at its first expression")
        // A tall tile pinned to the right: the photo on its left, in its second row, is read first.
        let beside = """
            layout: Beside
            grid:
              columns: 3
              span: "index == 2 ? 2 : 1"
              rowSpan: "index == 2 ? 2 : 1"
              column: "index == 2 ? 1 : -1"
            """
        let found = try Self.warnings(beside)
        #expect(found.first?.message.contains("item 3 sits beside item 2 on its line, on the side read first, where item 2 stands away from the line's start (pinned by 'column', or spanning rows); put such items at the line's start ('column: 0' pins one there)") == true, "\(found)")
        #expect(try Self.warnings(beside.replacingOccurrences(of: "index == 2 ? 1 : -1", with: "index == 2 ? 0 : -1")).isEmpty, "the tall tile at the start")
    }

    /// Sideways, any kind runs down each column before the next: the warning says so, not the
    /// vertical reading of its kind.
    @Test func aSidewaysLayoutIsToldItsColumnsRunDown() throws {
        let found = try Self.warnings("layout: Side\nscroll: horizontal\ngrid:\n  columns: 3\n")
        #expect(found.count == 1)
        #expect(found.first?.message.contains("a layout that scrolls sideways places its items down each column before the next") == true, "\(found)")
    }

    /// `readingOrder: screen` says the order drawn is meant, at the layout, in a section or in a
    /// variant, as `tappable: false` does for touch targets; a section can take it back.
    @Test func readingOrderScreenSaysTheOrderIsMeant() throws {
        let dense = "layout: Dense\ngrid:\n  columns: 3\n  span: \"index == 1 ? 3 : 1\"\n  packing: dense\n"
        #expect(try Self.warnings(dense.replacingOccurrences(of: "grid:", with: "readingOrder: screen\ngrid:")).isEmpty)
        #expect(try Self.warnings(dense.replacingOccurrences(of: "grid:", with: "readingOrder: data\ngrid:")).count == 1)
        let sections = dense + "readingOrder: screen\nsections:\n  - readingOrder: data\n  - {}\n"
        let found = try Self.warnings(sections)
        #expect(found.count == 1 && found.first?.message.contains("of section 0") == true, "only the section that takes it back: \(found)")
        let variant = dense + "variants:\n  - when: width > 700\n    readingOrder: screen\n"
        #expect(try Self.warnings(variant).allSatisfy { !$0.message.contains("a tablet") && !$0.message.contains("1024") }, "not on the screens where the variant says so")
        #expect(try Self.warnings(variant).count == 1, "still on the phones")
    }
}
