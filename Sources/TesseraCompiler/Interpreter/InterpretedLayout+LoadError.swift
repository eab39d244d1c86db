import TesseraRuntime

extension InterpretedLayout {
    /// Loading a layout failed; `diagnostics` says where and why. Its twin for compiled files is
    /// `CompiledLayout.LoadError`.
    public struct LoadError: ReportedError, Sendable, CustomStringConvertible {
        public package(set) var file: String?
        public package(set) var diagnostics: [Diagnostic]
        /// The text the diagnostics point into, for the lines `description` quotes.
        package var source: String?

        package init(file: String? = nil, diagnostics: [Diagnostic], source: String? = nil) {
            self.file = file
            self.diagnostics = diagnostics
            self.source = source
        }

        /// The first error's code (docs/ERRORS.md: `yaml.syntax`, `yaml.layoutInvalid`, …).
        public var code: ErrorCode {
            diagnostics.first { $0.severity == .error }?.code ?? .yamlLayoutInvalid
        }

        /// The first error for an app's or a tool's analytics, at its file:line:col; every error's
        /// code and place are in `diagnostics`.
        public var report: ErrorReport {
            let first = diagnostics.first { $0.severity == .error }
            return ErrorReport(code: code, message: first?.message ?? description, file: file,
                               line: first?.location.line, column: first?.location.column)
        }

        /// Every diagnostic as `tessera validate` prints it: `FILE:LINE:COL: error: message`, the
        /// line quoted with a caret under the column, and each note at its own place.
        public var description: String {
            let formatter = DiagnosticFormatter(path: file ?? "", source: source ?? "")
            return String(diagnostics.map(formatter.text).joined().dropLast())
        }
    }
}
