// A run-time failure's report, in the stage that runs layouts: it reads what a compiled layout
// knows of its file, which the Errors stage comes before.
extension ErrorReport {
    /// The report of `error`, met while `layout` ran: its name (its envelope's, when signed), and
    /// its file's serial and hash when it was loaded from one.
    public init(_ error: LayoutError, layout: any TesseraLayout) {
        let compiled = layout as? CompiledLayout
        self.init(code: error.code, message: error.description, layoutName: compiled?.envelopeName ?? layout.name, serial: compiled?.serial,
                  contentHash: compiled?.contentHash, file: error.file, line: error.line, column: error.column)
    }
}
