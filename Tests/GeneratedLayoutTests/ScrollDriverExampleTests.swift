import Testing
import TesseraRuntime

/// docs/APPS.md's `ScrollDriver` example, line for line, on a generated type: it compiles as
/// written and does what its comments say.
@Suite struct ScrollDriverExampleTests {
    @Test func theReadmeExampleRunsAsWritten() throws {
        var driver = try ScrollDriver(layout: TesseraLayouts.Mosaic(),              // generated, or InterpretedLayout
                                      input: LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [1_000]),
                                      margin: 100)
        try driver.scroll(to: Point(x: 0, y: 1_200))                  // never prepares again
        let onScreen = driver.kept                                 // elements in view and in the margin, effects applied
        let (added, removed) = (driver.entered, driver.left)          // what to add and remove
        #expect(driver.work.prepares == 1)
        // The first change reports everything visible as entered: the view started empty.
        #expect(!onScreen.isEmpty && added == onScreen.map(\.id) && removed.isEmpty)
        let rest = try driver.restingOffset(proposed: Point(x: 0, y: 1_230), velocity: Point(x: 0, y: 800))
        #expect(rest == Point(x: 0, y: 1_230))                        // the mosaic does not snap
        #expect(try driver.resize(to: Size(width: 667, height: 375)))  // it reads the width
        let animation = try driver.performBatchUpdates([.insert(item: 0, section: 0)])
        #expect(driver.input.sectionCounts == [1_001] && !animation.elements.isEmpty)
        // The mosaic takes no sizes from data: a report is refused, and nothing changes.
        #expect(throws: LayoutError.self) { try driver.reportSizes([.cell(3): .size(Size(width: 120, height: 90))]) }
    }
}
