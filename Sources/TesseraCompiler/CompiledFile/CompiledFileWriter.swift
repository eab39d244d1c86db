import TesseraRuntime

/// The checked layout as a compiled layout file: the formula table's model, and each formula as
/// the interpreter's program for it, so a loaded file runs exactly what the interpreter runs.
package enum CompiledFileWriter {
    /// `source` is the layout file's path as the file should name it in errors about a formula.
    package static func file(for ir: LayoutIR, source: String?) -> CompiledLayoutFile {
        let table = FormulaTable(ir)
        let formulas = table.expressions.map { expression in
            CompiledFormula(line: expression.location.line, column: expression.location.column,
                            program: FormulaProgram(expression).instructions)
        }
        return CompiledLayoutFile(source: source, layout: table.model, formulas: formulas, reads: table.reads)
    }

    /// The file's JSON text.
    package static func json(for ir: LayoutIR, source: String?) -> String {
        do {
            return String(decoding: try file(for: ir, source: source).encoded(), as: UTF8.self)
        } catch {
            // The file holds integers, strings, booleans and lists of them (constants are written
            // in the programs' text, infinities included): JSONEncoder has nothing to refuse.
            preconditionFailure("a compiled layout could not be encoded: \(error)")
        }
    }
}
