import TesseraRuntime

/// One problem found in a layout file, with where it is and, where it helps, what to do.
public struct Diagnostic: Hashable, Sendable {
    public enum Severity: String, Sendable, Comparable {
        case note, warning, error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            func rank(_ severity: Severity) -> Int {
                switch severity {
                case .note: 0
                case .warning: 1
                case .error: 2
                }
            }
            return rank(lhs) < rank(rhs)
        }
    }

    /// A secondary message that points somewhere else, e.g. at the first of two duplicate keys.
    public struct Note: Hashable, Sendable {
        public package(set) var message: String
        public package(set) var location: SourceLocation?

        package init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    public package(set) var severity: Severity
    public package(set) var message: String
    public package(set) var location: SourceLocation
    public package(set) var notes: [Note]
    /// An error's stable code (docs/ERRORS.md, `yaml.…`, or the compiled loader's for a compiled
    /// file), for a tool or an app to count; nil for warnings.
    public package(set) var code: ErrorCode?

    package init(_ severity: Severity, _ message: String, at location: SourceLocation, notes: [Note] = [], code: ErrorCode? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
        self.code = severity == .error ? code ?? .yamlLayoutInvalid : code
    }

    /// An error; its code is `yaml.layoutInvalid` unless the stage that found it says otherwise.
    package static func error(_ message: String, at location: SourceLocation, notes: [Note] = [], code: ErrorCode? = nil) -> Diagnostic {
        Diagnostic(.error, message, at: location, notes: notes, code: code)
    }

    package static func warning(_ message: String, at location: SourceLocation, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.warning, message, at: location, notes: notes)
    }
}
