#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TesseraRuntime

/// Asks a layout everything an app asks, for a few viewports and counts, and says whether each
/// fault came out as an error that names where. The fuzzers and the mutation tests drive it
/// through `LayoutPipeline` (YAML) and `CompiledLayout.exercise` (compiled files).
package enum LayoutExercise {
    package enum Outcome: Equatable, Sendable {
        /// Every query answered.
        case answered
        /// A viewport makes a formula fail: an error that names where.
        case failedAtExpression
        /// A fault without a place: a bug.
        case unlocated(String)
    }

    static let viewports = [Size(width: 375, height: 667), Size(width: 1024, height: 300), Size(width: 0, height: 0), Size(width: 1e6, height: 3)]
    static let counts: [[Int]] = [[0], [5], [40, 3]]

    package static func run(_ layout: some TesseraLayout) -> Outcome {
        var outcome = Outcome.answered
        for viewport in viewports {
            for counts in counts {
                let sizes = counts.map { count in (0..<count).map { ItemSize.length(Double($0 % 7) * 13 + 1) } }
                do {
                    let prepared = try layout.prepare(LayoutInput(viewport: viewport, sectionCounts: counts, itemSizes: sizes))
                    let all = try prepared.allElements(at: ScrollOffsets(x: 3, y: 17))
                    let middle = Rect(x: prepared.contentSize.width / 3, y: prepared.contentSize.height / 3, width: viewport.width, height: viewport.height)
                    _ = try prepared.elements(in: middle, at: ScrollOffsets())
                    _ = try prepared.restingOffset(proposed: Point(x: middle.x, y: middle.y), velocity: Point(x: 1, y: -1))
                    _ = try prepared.element(at: Point(x: middle.midX, y: middle.midY))
                    for element in all where ![element.frame.x, element.frame.y, element.frame.width, element.frame.height, element.scale, element.alpha].allSatisfy(\.isFinite) {
                        return .unlocated("a non-finite frame for \(element.id)")
                    }
                } catch {
                    // Every item has a size here, so the only faults left are formulas'.
                    guard error.line != nil else { return .unlocated(error.message) }
                    outcome = .failedAtExpression
                }
            }
        }
        return outcome
    }
}

extension CompiledLayout {
    /// Loads bytes as a compiled layout file and, if they load, exercises the layout. A refusal
    /// must be a `CompiledLayout.LoadError` with a message; `nil` stands for one.
    package static func exercise(_ bytes: [UInt8]) -> LayoutExercise.Outcome? {
        do {
            return LayoutExercise.run(try CompiledLayout(json: Data(bytes)))
        } catch {
            return error.message.isEmpty ? .unlocated("a refusal without a message") : nil
        }
    }
}
