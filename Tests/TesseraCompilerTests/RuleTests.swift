import Foundation
import Testing
import TesseraRuntime
@testable import TesseraCompiler
import TesseraTestSupport

/// The rule kind: frames as expressions of `index`, computed by hand, with and without a period.
@Suite struct RuleTests {
    func prepare(_ source: String, width: Double = 300, height: Double = 500, count: Int) throws -> PreparedLayout {
        try InterpretedLayout(yaml: source).prepare(LayoutInput(viewport: Size(width: width, height: height), sectionCounts: [count]))
    }

    func frames(_ prepared: PreparedLayout) throws -> [Rect] {
        try (0..<prepared.itemCount(inSection: 0)).map { try #require(try prepared.attributes(for: .cell($0))).frame }
    }

    static let stagger = """
        layout: Stagger
        rule:
          x: "index % 2 == 0 ? 0 : width / 2"
          y: index * 40
          width: width / 2
          height: 60
        """

    @Test func eachItemIsWhereItsExpressionsPutIt() throws {
        let prepared = try prepare(Self.stagger, count: 4)
        #expect(try frames(prepared) == [
            Rect(x: 0, y: 0, width: 150, height: 60), Rect(x: 150, y: 40, width: 150, height: 60),
            Rect(x: 0, y: 80, width: 150, height: 60), Rect(x: 150, y: 120, width: 150, height: 60),
        ])
        #expect(prepared.contentSize == Size(width: 300, height: 180))
        // Overlapping frames are queried exactly: y = 90 crosses items 1 and 2 (40...100, 80...140).
        #expect(try prepared.elements(in: Rect(x: 0, y: 90, width: 300, height: 1)).map(\.id) == [.cell(1), .cell(2)])
    }

    @Test func aPeriodRepeatsTheFirstFramesInClosedForm() throws {
        let wave = try prepare(try seedLayoutSource("wave"), width: 400, count: 20)
        let unrolled = try seedLayoutSource("wave").replacingOccurrences(of: "  period: {items: 8, length: 480}\n", with: "")
        #expect(unrolled != (try seedLayoutSource("wave")))
        let computed = try prepare(unrolled, width: 400, count: 20)
        // Item 9 is item 1 moved 480 down: (400 - 20 - 80) / 2 · (1 + sin(π/4)) + 10 across.
        let expectedX = 150 * (1 + sin(Double.pi / 4)) + 10
        let ninth = try #require(try wave.attributes(for: .cell(9))).frame
        #expect(Swift.abs(ninth.x - expectedX) < 1e-9 && ninth.y == 10 + 9 * 60)
        for (a, b) in zip(try frames(wave), try frames(computed)) {
            #expect(Swift.abs(a.x - b.x) < 1e-9 && a.y == b.y && a.size == b.size)
        }
        #expect(wave.contentSize == computed.contentSize)
    }

    @Test func aPeriodThatDoesNotRepeatIsAnErrorAtThePeriod() throws {
        let source = """
            layout: Drifting
            rule:
              x: 0
              y: "index * 50 + (index >= 3 ? 7 : 0)"
              width: 10
              height: 10
              period: {items: 3, length: 150}
            """
        // Three items are one period: nothing to check against yet.
        _ = try prepare(source, count: 3)
        do {
            _ = try prepare(source, count: 4)
            Issue.record("a period that does not repeat was accepted")
        } catch let error as LayoutError {
            #expect(error.message.contains("does not repeat every 3 items: item 3 is at (x: 0, y: 157") && error.line == 7, "\(error)")
        }
    }

    @Test func framesBeforeTheSectionAndBadPeriodsAreRefused() throws {
        do {
            _ = try prepare("layout: Up\nrule:\n  x: 0\n  y: 100 - index * 60\n  width: 10\n  height: 10\n", count: 3)
            Issue.record("a frame above its section was accepted")
        } catch let error as LayoutError {
            #expect(error.message.contains("item 2 starts at -20") && error.line == 4, "\(error)")
        }
        expectSingleError("layout: A\nrule:\n  x: 0\n  y: index\n  width: 1\n  height: 1\n  period: {items: 0, length: 10}\n",
                          contains: "items", at: 7, 19)
        expectSingleError("layout: B\nrule:\n  x: 0\n  y: index\n  width: 1\n", contains: "height", at: 3, 3)
    }
}
