import TesseraRuntime

/// Prints diagnostics the way compilers do, so editors, Xcode and CI annotate the YAML:
///
///     Layouts/mosaic.yaml:7:12: error: unknown name 'widht'
///       columns: [widht / 2, width / 2]
///                 ^
package struct DiagnosticFormatter: Sendable {
    package var path: String
    package var sourceLines: [Substring]

    package init(path: String, source: String) {
        self.path = path
        self.sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false)
    }

    package func text(_ diagnostic: Diagnostic) -> String {
        var out = "\(place(diagnostic.location)): \(diagnostic.severity.rawValue): \(diagnostic.message)\n"
        out += snippet(at: diagnostic.location)
        for note in diagnostic.notes {
            if let location = note.location {
                out += "\(place(location)): note: \(note.message)\n"
                out += snippet(at: location)
            } else {
                out += "\(place(diagnostic.location)): note: \(note.message)\n"
            }
        }
        return out
    }

    /// `PATH:LINE:COL`, or `LINE:COL` for text that came from no file.
    private func place(_ location: SourceLocation) -> String {
        path.isEmpty ? "\(location)" : "\(path):\(location)"
    }

    /// The source line and a caret under the column; nothing when the line is not in the file or
    /// is blank (a message about a whole file, such as one that does not exist, points at 1:1).
    private func snippet(at location: SourceLocation) -> String {
        guard location.line >= 1, location.line <= sourceLines.count else { return "" }
        let line = sourceLines[location.line - 1].replacing("\r", with: "")
        guard line.contains(where: { !$0.isWhitespace }) else { return "" }
        // Tabs stay tabs under the caret so it lines up in any terminal.
        let padding = line.prefix(max(0, location.column - 1)).map { $0 == "\t" ? "\t" : " " }.joined()
        return "  \(line)\n  \(padding)^\n"
    }
}

extension Diagnostic {
    /// The JSON object `tessera validate --format json` prints for each diagnostic.
    package func jsonObject(path: String) -> JSONValue {
        var object: [(String, JSONValue)] = [
            ("file", .string(path)),
            ("line", .number(Double(location.line))),
            ("column", .number(Double(location.column))),
            ("severity", .string(severity.rawValue)),
            ("message", .string(message)),
        ]
        if let code { object.append(("code", .string(code.rawValue))) }
        object.append(("notes", .array(notes.map { note in
            var fields: [(String, JSONValue)] = [("message", .string(note.message))]
            if let location = note.location {
                fields.append(("line", .number(Double(location.line))))
                fields.append(("column", .number(Double(location.column))))
            }
            return .object(fields)
        })))
        return .object(object)
    }
}
