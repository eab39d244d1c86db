import TesseraRuntime

/// The in-memory front door: text in, checked IR out, every fault reported to the collector.
/// Files, flags and printing live in the `tessera` executable, not here.
package enum LayoutCompiler {
    /// The checked layout, or nil when the text has errors (all of them reported).
    package static func check(source: String, diagnostics: DiagnosticCollector) -> LayoutIR? {
        check(utf8: Array(source.utf8), diagnostics: diagnostics)
    }

    /// `utf8` must be valid UTF-8. Tests turn `sharesWork` off to see that what variants and
    /// sections share is what they would build alone.
    static func check(utf8: [UInt8], diagnostics: DiagnosticCollector, sharesWork: Bool = true) -> LayoutIR? {
        let counter = ErrorCountingCollector(forwardingTo: diagnostics)
        guard let root = YAMLReader().read(utf8: utf8, diagnostics: CodeStampingCollector(.yamlSyntax, forwardingTo: counter)),
              counter.errorCount == 0 else { return nil }
        return LayoutBuilder(diagnostics: counter, sharesWork: sharesWork).build(root)
    }

    /// Reads raw bytes, reporting text that is not UTF-8 before YAML sees it.
    package static func check(bytes: [UInt8], diagnostics: DiagnosticCollector) -> LayoutIR? {
        // Layout files are nearly always ASCII, which needs no String made to be validated.
        if isASCII(bytes) || String(validating: bytes, as: UTF8.self) != nil {
            return check(utf8: bytes, diagnostics: diagnostics)
        }
        let offset = firstInvalidUTF8Offset(bytes)
        let line = bytes[..<offset].count { $0 == UInt8(ascii: "\n") } + 1
        let lineStart = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        diagnostics.report(.error(
            "the file is not UTF-8 text (invalid byte 0x\(String(bytes[offset], radix: 16, uppercase: true))); save it as UTF-8",
            at: SourceLocation(line: line, column: column), code: .yamlNotUtf8))
        return nil
    }

    /// Every byte or-ed together, with no early exit: a loop the optimiser vectorises, and this
    /// runs over every file read.
    private static func isASCII(_ bytes: [UInt8]) -> Bool {
        var union: UInt8 = 0
        for byte in bytes { union |= byte }
        return union < 0x80
    }

    private static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return max(0, bytes.count - 1)
            case .error: return offset
            }
        }
    }
}
