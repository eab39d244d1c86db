import TesseraRuntime

/// A layout loaded at run time: its checked expressions compiled to programs, run by the same
/// engine as generated code.
public struct InterpretedLayout: TesseraLayout {
    public let ir: LayoutIR
    public let engine: LayoutEngine<ProgramEvaluator>

    public init(_ ir: LayoutIR) {
        self.ir = ir
        let table = FormulaTable(ir)
        engine = LayoutEngine(model: table.model, evaluator: ProgramEvaluator(table.expressions), reads: table.reads)
    }

    /// Loads a layout from YAML text; the error carries every diagnostic.
    public static func load(source: String) throws(LayoutLoadError) -> InterpretedLayout {
        let bag = DiagnosticBag()
        guard let ir = LayoutCompiler.check(source: source, diagnostics: bag), !bag.hasErrors else {
            throw LayoutLoadError(diagnostics: bag.diagnostics)
        }
        return InterpretedLayout(ir)
    }

    public var name: String { ir.name }

    public func prepare(_ input: LayoutInput) throws(LayoutError) -> PreparedLayout {
        try engine.prepare(input)
    }

    public func extend(_ prepared: inout PreparedLayout, to input: LayoutInput) throws(LayoutError) {
        try engine.extend(&prepared, to: input)
    }
}

/// Evaluates formulas by running their expressions' postfix programs.
public struct ProgramEvaluator: FormulaEvaluator {
    let programs: [ExpressionProgram]

    init(_ expressions: [Expression]) {
        programs = expressions.map(ExpressionProgram.init)
    }

    public func value(of formula: Formula, in context: EvaluationContext) -> Double {
        programs[formula.id].evaluate(context)
    }
}

/// Loading a layout failed; `diagnostics` says where and why.
public struct LayoutLoadError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public var description: String {
        diagnostics.map { "\($0.location): \($0.severity.rawValue): \($0.message)" }.joined(separator: "\n")
    }
}
