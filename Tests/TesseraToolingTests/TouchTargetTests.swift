import Testing
@testable import TesseraCompiler
import TesseraTooling

/// `validate`'s touch-target check: cells smaller than 44 × 44 points in sections people tap are
/// a warning at the section's arrangement, once; `tappable: false` says a layout's or a section's
/// cells are not tapped one by one.
@Suite struct TouchTargetTests {
    static func warnings(_ source: String) throws -> [Diagnostic] {
        let bag = DiagnosticBag()
        let ir = try #require(LayoutCompiler.check(source: source, diagnostics: bag))
        ScreenCheck().check(ir, hints: ScreenHints(bytes: Array(source.utf8)), diagnostics: bag)
        return bag.diagnostics.filter { $0.message.contains("touch target") }
    }

    @Test func smallCellsAreAWarningAtTheirArrangementOnce() throws {
        let found = try Self.warnings("layout: Chips\nflow:\n  item: {width: 40, height: 40}\n  spacing: 4\n")
        #expect(found.count == 1)
        let warning = try #require(found.first)
        #expect(warning.severity == .warning)
        #expect(warning.location == SourceLocation(line: 3, column: 17))
        #expect(warning.message.contains("item 0 of section 0 is 40×40 points"))
        #expect(warning.message.contains("44×44") && warning.message.contains("24×24") && warning.message.contains("tappable: false"))
    }

    @Test func cellsOfFortyFourPointsPass() throws {
        #expect(try Self.warnings("layout: Rows\nline:\n  item: {width: width, height: 44}\n").isEmpty)
        // Short in one direction is enough to be too small.
        #expect(try Self.warnings("layout: Rows\nline:\n  item: {width: width, height: 43.5}\n").count == 1)
    }

    @Test func tappableFalseExemptsTheLayoutOrOneSection() throws {
        #expect(try Self.warnings("layout: Strip\ntappable: false\nflow:\n  item: {width: 20, height: 20}\n").isEmpty)
        // Section 1 (thumbnails) is exempt; section 0's small cells are still reported, where its own arrangement is.
        let mixed = """
            layout: Mixed
            line:
              item: {width: width, height: 60}
            sections:
              - line:
                  item: {width: 30, height: 30}
              - flow:
                  item: {width: 20, height: 20}
                tappable: false
            """
        let found = try Self.warnings(mixed)
        #expect(found.count == 1)
        #expect(found.first?.message.contains("of section 0") == true)
        #expect(found.first?.location == SourceLocation(line: 6, column: 7), "at the section's item size")
        // A section can take back what the layout says.
        let back = "layout: Back\ntappable: false\nline:\n  item: {width: 20, height: 20}\nsections:\n  - tappable: true\n"
        #expect(try Self.warnings(back).count == 1)
    }
}
