import Testing
import TesseraRuntime
import TesseraExercise

/// `MasonryColumns.rewound(to:frames:)`: the pass read back from the frames it placed must be the
/// pass as it stood before that item, for every item and for the end. A relayout continues from
/// it; where it gives nil the relayout places the whole section again instead, which answers
/// alike, so only this test sees a rewind that gives up where it need not.
@Suite struct MasonryRewindTests {
    struct Shape: Sendable, CustomTestStringConvertible {
        var columns: Int, width: Double, spacing: Double, shortestFirst: Bool, tiesToTrailing: Bool
        var testDescription: String { "\(columns) columns \(width) wide, \(spacing) apart, shortest first \(shortestFirst)" }
    }

    static let shapes = [
        Shape(columns: 3, width: 100, spacing: 8, shortestFirst: true, tiesToTrailing: false),
        // A pitch under a point: columns a fraction of a point wide are still told apart.
        Shape(columns: 4, width: 0.5, spacing: 0.25, shortestFirst: true, tiesToTrailing: true),
        Shape(columns: 2, width: 120, spacing: 0, shortestFirst: false, tiesToTrailing: false),
        Shape(columns: 1, width: 300, spacing: 4, shortestFirst: true, tiesToTrailing: false),
        Shape(columns: 5, width: 60, spacing: 10, shortestFirst: false, tiesToTrailing: true),
    ]

    @Test(arguments: shapes)
    func rewindingGivesThePassAsItStoodBeforeEachItem(_ shape: Shape) {
        var generator = SeededGenerator(seed: 71 &+ UInt64(shape.columns))
        var pass = MasonryColumns(columns: shape.columns, columnWidth: shape.width, columnSpacing: shape.spacing, itemSpacing: 6,
                                  shortestFirst: shape.shortestFirst, tiesToTrailing: shape.tiesToTrailing)
        var before = [pass], frames: [AxisRect] = []
        for _ in 0..<40 {
            let length = Double(Int.random(in: 0...400, using: &generator)) / 4
            // Mostly one column, now and then several.
            let span = Int.random(in: 0..<4, using: &generator) == 0 ? Int.random(in: 1...shape.columns, using: &generator) : 1
            frames.append(pass.place(length: length, span: span))
            before.append(pass)
        }
        let explicit = ExplicitFrames(frames: frames)
        for (item, state) in before.enumerated() {
            let rewound = pass.rewound(to: item, frames: explicit)
            #expect(rewound == state, "\(shape.testDescription): rewound to item \(item) of \(frames.count)")
        }
    }
}
