extension InterpretedLayout {
    /// Loading a layout failed; `diagnostics` says where and why. Its twin for compiled files is
    /// `CompiledLayout.LoadError`.
    public struct LoadError: Error, Sendable, CustomStringConvertible {
        public package(set) var file: String?
        public package(set) var diagnostics: [Diagnostic]
        /// The text the diagnostics point into, for the lines `description` quotes.
        package var source: String?

        package init(file: String? = nil, diagnostics: [Diagnostic], source: String? = nil) {
            self.file = file
            self.diagnostics = diagnostics
            self.source = source
        }

        /// Every diagnostic as `tessera validate` prints it: `FILE:LINE:COL: error: message`, the
        /// line quoted with a caret under the column, and each note at its own place.
        public var description: String {
            let formatter = DiagnosticFormatter(path: file ?? "", source: source ?? "")
            return String(diagnostics.map(formatter.text).joined().dropLast())
        }
    }
}
