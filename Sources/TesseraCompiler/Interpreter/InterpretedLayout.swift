import TesseraRuntime

/// A layout loaded at run time: its checked expressions compiled to programs, run by the same
/// engine as generated code.
public struct InterpretedLayout: TesseraLayout {
    package let ir: LayoutIR
    package let engine: LayoutEngine<ProgramEvaluator>

    /// `file` names the layout's file in every `LayoutError` it throws.
    package init(_ ir: LayoutIR, file: String? = nil) {
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
