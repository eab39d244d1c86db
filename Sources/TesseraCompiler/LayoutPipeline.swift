import TesseraRuntime

/// Runs bytes through every stage — YAML, checks, IR, the interpreter for a few viewports and
/// counts, the code generator — and reports whether each fault came out as a located
/// diagnostic or a layout error. The fuzzer and the mutation test drive it.
package enum LayoutPipeline {
    package enum Outcome: Equatable, Sendable {
        /// Valid, and every query answered.
        case answered
        /// Rejected with diagnostics, each with a line and column.
        case rejected
        /// Valid, but a viewport makes an expression fail: an error that names where.
        case failedAtExpression
        /// A fault without a place: a bug.
        case unlocated(String)
    }

    static let viewports = [Size(width: 375, height: 667), Size(width: 1024, height: 300), Size(width: 0, height: 0), Size(width: 1e6, height: 3)]
    static let counts: [[Int]] = [[0], [5], [40, 3]]

    @discardableResult
    package static func exercise(_ bytes: [UInt8]) -> Outcome {
        let bag = DiagnosticBag()
        guard let ir = LayoutCompiler.check(bytes: bytes, diagnostics: bag), !bag.hasErrors else {
            let errors = bag.diagnostics.filter { $0.severity == .error }
            if errors.isEmpty { return .unlocated("rejected without an error") }
            if let bad = errors.first(where: { $0.location.line < 1 || $0.location.column < 1 }) { return .unlocated(bad.message) }
            return .rejected
        }
        let layout = InterpretedLayout(ir)
        _ = SwiftGenerator().generate(ir, sourcePath: "fuzz.yaml", typeName: "Fuzz")
        var outcome = Outcome.answered
        for viewport in viewports {
            for counts in counts {
                let sizes = counts.map { count in (0..<count).map { ItemSize.length(Double($0 % 7) * 13 + 1) } }
                do {
                    let prepared = try layout.prepare(LayoutInput(viewport: viewport, sectionCounts: counts, itemSizes: sizes))
                    let all = try prepared.allElements(at: Point(x: 3, y: 17))
                    let middle = Rect(x: prepared.contentSize.width / 3, y: prepared.contentSize.height / 3, width: viewport.width, height: viewport.height)
                    _ = try prepared.elements(in: middle, at: .zero)
                    _ = try prepared.targetOffset(proposed: Point(x: middle.x, y: middle.y), velocity: Point(x: 1, y: -1))
                    _ = try prepared.element(at: Point(x: middle.midX, y: middle.midY))
                    for element in all where ![element.frame.x, element.frame.y, element.frame.width, element.frame.height, element.scale, element.alpha].allSatisfy(\.isFinite) {
                        return .unlocated("a non-finite frame for \(element.id)")
                    }
                } catch {
                    // Every item has a size here, so the only faults left are expressions'.
                    guard error.line != nil else { return .unlocated(error.message) }
                    outcome = .failedAtExpression
                }
            }
        }
        return outcome
    }
}
