import Foundation
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
            throw LayoutLoadError(file: file, diagnostics: bag.diagnostics, source: source)
        }
        return InterpretedLayout(ir, file: file)
    }

    /// Loads the layout file at `url`. Its path names the file in the load error, whose
    /// description quotes each faulty line, and in every error the layout throws later.
    public static func load(contentsOf url: URL) throws(LayoutLoadError) -> InterpretedLayout {
        let file = url.isFileURL ? url.path : url.absoluteString
        func failure(_ message: String) -> LayoutLoadError {
            LayoutLoadError(file: file, diagnostics: [.error(message, at: .start)])
        }
        let bytes: [UInt8]
        do {
            let data = try Data(contentsOf: url)
            guard data.count <= Limits.maxFileBytes else {
                throw failure("the file has \(data.count) bytes; layout files are limited to \(Limits.maxFileBytes)")
            }
            bytes = [UInt8](data)
        } catch let error as LayoutLoadError {
            throw error
        } catch {
            throw failure("the file cannot be read (\(error.localizedDescription)); check that it exists and is readable")
        }
        let bag = DiagnosticBag()
        guard let ir = LayoutCompiler.check(bytes: bytes, diagnostics: bag), !bag.hasErrors else {
            throw LayoutLoadError(file: file, diagnostics: bag.diagnostics, source: String(decoding: bytes, as: UTF8.self))
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
