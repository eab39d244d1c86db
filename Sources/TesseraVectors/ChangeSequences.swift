import TesseraExercise
import TesseraRuntime

/// A sequence of self-sizing reports in a section long enough to span blocks of items (issue 63):
/// after each report, the content size and the first elements in a rect around the reported item, as
/// the Swift runtime answers them. Another runtime replays the reports through its driver and
/// must answer the same, to the bit; where the sizes are on the grid a list takes its shifts
/// (`ExplicitFrames+Shifts`), so the vectors compare that path with Swift's.
enum ChangeSequences {
    /// Items in the one section: more than two blocks of 1,024.
    static let count = 2_100
    /// How many of the elements in each step's rect the vectors hold, in element order.
    static let elementsKept = 24

    /// `{"input", "steps": [[reports, contentSize, rect, count, elements]]}` (`count` elements meet
    /// the rect, the first `elementsKept` of them are written), or nil when the layout
    /// cannot be prepared for the input (the cases answer its error).
    static func answers(_ layout: CompiledLayout, seed: UInt64) -> JSONValue? {
        var random = SeededGenerator(seed: seed &* 104_729)
        // Quarters of a point: sums on the grid are exact, so lists take their shifts.
        let sizes = (0..<count).map { _ in ItemSize.length(Double(Int.random(in: 0...800, using: &random)) / 4) }
        let input = LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [count], itemSizes: [sizes])
        guard var driver = try? ScrollDriver(layout: layout, input: input) else { return nil }
        // The first and last items, either side of a block's edge, the middle, and a size off
        // the grid (a width: a masonry's item takes its aspect), which sends a list back to the
        // path in order; then a report on the grid again.
        let reports: [(Int, ItemSize)] = [
            (0, .length(57.25)), (count - 1, .length(12)), (1_023, .length(200.5)), (1_024, .length(0)),
            (count / 2, .size(Size(width: 70, height: 99))), (Int.random(in: 0..<count, using: &random), .length(33.75)),
            (1, .length(Double(Int.random(in: 0...800, using: &random)) / 4)),
        ]
        var steps: [JSONValue] = []
        for (item, size) in reports {
            let id = ElementID.cell(item, section: 0)
            do {
                try driver.reportSizes([id: size])
                let prepared = driver.prepared, content = prepared.contentSize
                // Around the reported item's place in the content, across its whole breadth.
                let along = prepared.axis == .vertical ? content.height : content.width
                let u = (along * Double(item) / Double(count) - 300).rounded(.down)
                let rect = prepared.axis == .vertical
                    ? Rect(x: 0, y: u, width: content.width, height: 667) : Rect(x: u, y: 0, width: 375, height: content.height)
                // The first of them only: a layout of tiny cells has thousands in the rect.
                let elements = try prepared.elements(in: rect)
                steps.append(.array([.array(LayoutQuestions.reportVectors([(id, size)])), VectorJSON.size(content), VectorJSON.rect(rect),
                                     .number(Double(elements.count)), .array(elements.prefix(Self.elementsKept).map(VectorJSON.element))]))
            } catch {
                steps.append(.array([.array(LayoutQuestions.reportVectors([(id, size)])), .string("error"), VectorJSON.error(error)]))
                break
            }
        }
        return .object([("input", VectorJSON.input(input)), ("steps", .array(steps))])
    }
}
