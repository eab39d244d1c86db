import TesseraCompiler
import TesseraExercise
import TesseraRuntime

/// Runs bytes through every stage — YAML, checks, IR, the interpreter for a few viewports and
/// counts, the code generator and the compiled file's writer — and reports whether each fault came out as a located
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

    @discardableResult
    package static func exercise(_ bytes: [UInt8]) -> Outcome {
        let bag = DiagnosticBag()
        guard let ir = LayoutCompiler.check(bytes: bytes, diagnostics: bag), !bag.hasErrors else {
            let errors = bag.diagnostics.filter { $0.severity == .error }
            if errors.isEmpty { return .unlocated("rejected without an error") }
            if let bad = errors.first(where: { $0.location.line < 1 || $0.location.column < 1 }) { return .unlocated(bad.message) }
            return .rejected
        }
        _ = SwiftGenerator().generate(ir, sourcePath: "fuzz.yaml", typeName: "Fuzz")
        _ = CompiledFileWriter.json(for: ir, source: "fuzz.yaml")
        switch LayoutExercise.run(InterpretedLayout(ir)) {
        case .answered: return .answered
        case .failedAtExpression: return .failedAtExpression
        case .unlocated(let message): return .unlocated(message)
        }
    }
}
