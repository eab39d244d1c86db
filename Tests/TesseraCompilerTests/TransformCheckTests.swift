import Testing
@testable import TesseraCompiler

/// What the checker says of transforms, and the code generated for them.
@Suite struct TransformCheckTests {
    @Test func perspectiveNeedsATurn() {
        expectSingleError("""
            layout: L
            line: {item: {width: 50, height: 40}}
            effects:
              rotation: distance / 100
              perspective: 500
            """, contains: "'perspective' shows a turn in depth, and these effects have no 'turn'", at: 5, 16)
    }

    @Test func perspectiveIsTheViewportsNotAnItemsNumber() {
        expectSingleError("""
            layout: L
            line: {item: {width: 50, height: 40}}
            effects:
              turn: distance / 100
              perspective: 500 + distance
            """, contains: "distance", at: 5, 22)
    }

    @Test func effectsWithoutTransformsGenerateTheCodeTheyAlwaysDid() throws {
        let generated = try GeneratedCodeTests.generated(seed: "carousel").text
        #expect(!generated.contains("rotation:") && !generated.contains("turn:"))
        let turning = try GeneratedCodeTests.generated(seed: "coverflow").text
        #expect(turning.contains("turn: Model.Formula(") && turning.contains("perspective: Model.Formula("))
    }
}
