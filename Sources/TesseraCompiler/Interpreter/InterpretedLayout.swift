import Foundation
@_spi(Generated) import TesseraRuntime

/// A layout loaded at run time: its checked expressions compiled to programs, run by the same
/// engine as generated code.
public struct InterpretedLayout: TesseraLayout, LoadedLayout {
    package let ir: LayoutIR
    package let engine: LayoutEngine<ProgramEvaluator>
    package let load = LayoutLoad()

    /// `file` names the layout's file in every `LayoutError` it throws.
    package init(_ ir: LayoutIR, file: String? = nil) {
        self.ir = ir
        let table = FormulaTable(ir)
        engine = LayoutEngine(model: table.model, evaluator: ProgramEvaluator(table.expressions), reads: table.reads, file: file)
    }

    /// Loads a layout from YAML text; the error carries every diagnostic. `file` names where the
    /// text came from, in the load error and in every error the layout throws later.
    public init(yaml: String, file: String? = nil) throws(LoadError) {
        let bag = DiagnosticBag()
        guard let ir = LayoutCompiler.check(source: yaml, diagnostics: bag), !bag.hasErrors else {
            throw LoadError(file: file, diagnostics: bag.diagnostics, source: yaml)
        }
        self.init(ir, file: file)
    }

    /// Loads the layout file at `url` (a file URL; for text from elsewhere, `init(yaml:file:)`).
    /// Its path names the file in the load error, whose description quotes each faulty line, and
    /// in every error the layout throws later.
    public init(contentsOf url: URL) throws(LoadError) {
        let file = url.isFileURL ? url.path : url.absoluteString
        let bag = DiagnosticBag()
        guard url.isFileURL else {
            bag.report(.error("this is not a file URL; fetch the text and load it with init(yaml:file:)", at: .start, code: .yamlUnreadable))
            throw LoadError(file: file, diagnostics: bag.diagnostics)
        }
        let bytes = readFile(file, diagnostics: bag)
        guard let bytes, let ir = LayoutCompiler.check(bytes: bytes, diagnostics: bag), !bag.hasErrors else {
            throw LoadError(file: file, diagnostics: bag.diagnostics, source: bytes.map { String(decoding: $0, as: UTF8.self) })
        }
        self.init(ir, file: file)
    }

    public var name: String { ir.name }

    public func prepare(_ input: LayoutInput) throws(LayoutError) -> PreparedLayout {
        try engine.prepare(input)
    }

    public func extend(_ prepared: inout PreparedLayout, to input: LayoutInput) throws(LayoutError) {
        try engine.extend(&prepared, to: input)
    }

    public func relayout(_ prepared: inout PreparedLayout, changedFrom firstChanged: [Int?], to input: LayoutInput) throws(LayoutError) {
        try engine.relayout(&prepared, changedFrom: firstChanged, to: input)
    }

    public func relayout(_ prepared: inout PreparedLayout, changedItems: [Range<Int>?], to input: LayoutInput) throws(LayoutError) {
        try engine.relayout(&prepared, changedItems: changedItems, to: input)
    }
}
