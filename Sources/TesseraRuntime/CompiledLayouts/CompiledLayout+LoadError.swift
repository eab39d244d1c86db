extension CompiledLayout {
    /// A compiled layout file could not be loaded: its stable code (docs/ERRORS.md), which file,
    /// where in it, and what to do. Its twin for YAML is `InterpretedLayout.LoadError`.
    public struct LoadError: ReportedError, Hashable, Sendable, CustomStringConvertible {
        /// The code an app counts, the same in every runtime.
        public var code: ErrorCode
        /// The file, as the app named it (`CompiledLayout(contentsOf:)` names it by its path).
        public var file: String?
        /// Where in the file: a path of keys and indices such as
        /// `layout.base.defaultSection.arrangement.blocks.columns[2]`, or a line and column for text
        /// that is not JSON; empty when the fault is the file as a whole.
        public var place: String
        public var message: String
        /// For text that is not JSON, where it stops being JSON (from 1); nil otherwise.
        public var line: Int?
        public var column: Int?
        /// SHA-256 of the bytes refused (`ContentHash`), when the loader was given bytes.
        public var contentHash: String?

        /// `code` nil: the code of a refusal at `place`, as every runtime derives it.
        public init(file: String? = nil, place: String = "", _ message: String, line: Int? = nil, column: Int? = nil, code: ErrorCode? = nil) {
            self.code = code ?? Self.code(of: place)
            self.file = file
            self.place = place
            self.message = message
            self.line = line
            self.column = column
        }

        /// The code of a refusal at `place`; the reader names the codes a place does not tell.
        static func code(of place: String) -> ErrorCode {
            if place.isEmpty { return .loadUnreadable }
            if place.hasPrefix("line ") { return .loadNotJson }
            if place == "format" { return .loadNotCompiledLayout }
            if place == "version" { return .loadVersionUnsupported }
            if place.hasPrefix("formulas") { return .loadFormulaInvalid }
            return .loadFieldInvalid
        }

        /// This error for an app's analytics: no layout name, as the file was refused before one was trusted.
        public var report: ErrorReport {
            ErrorReport(code: code, message: description, contentHash: contentHash, jsonPath: place.isEmpty || line != nil ? nil : place,
                        file: file, line: line, column: column)
        }

        /// `FILE: PLACE: message`, as much of the place as is known.
        public var description: String {
            ([file, place.isEmpty ? nil : place].compactMap { $0 } + [message]).joined(separator: ": ")
        }
    }
}
