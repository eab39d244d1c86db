import Testing
import TesseraRuntime
@testable import TesseraCompiler
@testable import TesseraTooling

/// `validate` checks scale and alpha as the runtime computes them: a section's own effects too,
/// and in an orthogonal section with `distance` measured across, as the shelf scrolls.
@Suite struct EffectsCheckTests {
    func warnings(_ source: String) throws -> [String] {
        let bag = DiagnosticBag()
        let ir = try #require(LayoutCompiler.check(source: source, diagnostics: bag))
        ScreenCheck(screens: [Screen(name: "a phone", size: Size(width: 393, height: 852))]).check(ir, diagnostics: bag)
        return bag.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }

    @Test func aSectionsOwnEffectsAreCheckedAtTheirPlace() throws {
        let found = try warnings("""
            layout: Rows
            line:
              item: {width: width, height: 80}
            sections:
              - {}
              - effects:
                  alpha: 1 - abs(distance) / 200
            """)
        #expect(found == ["7:16: on a phone (393×852) at offset 0, the alpha of item 1 of section 1 is -0.27; it is held to 0...1. Keep it in range, e.g. min(1, max(0, ...))"])
    }

    @Test func anOrthogonalShelfsDistanceIsMeasuredAcross() throws {
        // A shelf of cards that fade with their distance from the middle, across: the shelf's
        // own axis, up to 1,813 points for its seventh card. The shelf starts 5,600 points down
        // the page: measured that way, alpha would be below 0.
        let found = try warnings("""
            layout: Shelves
            line:
              item: {width: width, height: 400}
            sections:
              - {}
              - {}
              - line:
                  item: {width: 300, height: 200}
                  spacing: 10
                orthogonal: {length: 200}
                effects:
                  alpha: 1 - abs(distance) / 2500
            """)
        #expect(found.isEmpty, "\(found)")
    }
}
