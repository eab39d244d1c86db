/// The in-memory front door: text in, checked IR out, every fault reported to the collector.
/// Files, flags and printing live in the `tessera` executable, not here.
public enum LayoutCompiler {
    /// The checked layout, or nil when the text has errors (all of them reported).
    public static func check(source: String, diagnostics: DiagnosticCollector) -> LayoutIR? {
        var source = source
        return source.withUTF8 { check(utf8: $0, diagnostics: diagnostics) }
    }

    /// `utf8` must be valid UTF-8.
    private static func check(utf8: UnsafeBufferPointer<UInt8>, diagnostics: DiagnosticCollector) -> LayoutIR? {
        let counter = ErrorCountingCollector(forwardingTo: diagnostics)
        guard let root = YAMLReader().read(utf8: utf8, diagnostics: counter), counter.errorCount == 0 else { return nil }
        return LayoutBuilder(diagnostics: counter).build(root)
    }

    /// Reads raw bytes, reporting text that is not UTF-8 before YAML sees it.
    public static func check(bytes: [UInt8], diagnostics: DiagnosticCollector) -> LayoutIR? {
        // Layout files are nearly always ASCII, which needs no String made to be validated.
        if isASCII(bytes) || String(validating: bytes, as: UTF8.self) != nil {
            return bytes.withUnsafeBufferPointer { check(utf8: $0, diagnostics: diagnostics) }
        }
        let offset = firstInvalidUTF8Offset(bytes)
        let line = bytes[..<offset].count { $0 == UInt8(ascii: "\n") } + 1
        let lineStart = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        diagnostics.report(.error(
            "the file is not UTF-8 text (invalid byte 0x\(String(bytes[offset], radix: 16, uppercase: true))); save it as UTF-8",
            at: SourceLocation(line: line, column: column)))
        return nil
    }

    /// Eight bytes at a time: this runs over every file read.
    private static func isASCII(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset + 8 <= raw.count {
                guard raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 else { return false }
                offset += 8
            }
            return raw[offset...].allSatisfy { $0 < 0x80 }
        }
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
