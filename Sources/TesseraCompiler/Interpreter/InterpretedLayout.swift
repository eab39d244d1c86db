import TesseraRuntime

/// A layout loaded at run time: its checked expressions compiled to programs, run by the same
/// engine as generated code.
public struct InterpretedLayout: TesseraLayout {
    public let ir: LayoutIR
    public let engine: LayoutEngine<ProgramEvaluator>

    /// `file` names the layout's file in every `LayoutError` it throws.
    public init(_ ir: LayoutIR, file: String? = nil) {
        self.ir = ir
        let table = FormulaTable(ir)
        engine = LayoutEngine(model: table.model, evaluator: ProgramEvaluator(table.expressions), reads: table.reads, file: file)
    }

    /// Loads a layout from YAML text; the error carries every diagnostic. `file` names where the
    /// text came from, in the load error and in every error the layout throws later.
    public static func load(source: String, file: String? = nil) throws(LayoutLoadError) -> InterpretedLayout {
        let bag = DiagnosticBag()
        guard let ir = LayoutCompiler.check(source: source, diagnostics: bag), !bag.hasErrors else {
            throw LayoutLoadError(file: file, diagnostics: bag.diagnostics)
        }
        return InterpretedLayout(ir, file: file)
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
    public var file: String?
    public var diagnostics: [Diagnostic]

    public init(file: String? = nil, diagnostics: [Diagnostic]) {
        self.file = file
        self.diagnostics = diagnostics
    }

    public var description: String {
        let prefix = file.map { "\($0):" } ?? ""
        return diagnostics.map { "\(prefix)\($0.location): \($0.severity.rawValue): \($0.message)" }.joined(separator: "\n")
    }
}
