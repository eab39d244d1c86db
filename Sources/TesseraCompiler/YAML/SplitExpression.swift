/// An expression that YAML cut at its commas. Inside a flow collection (`{…}` or `[…]`) a comma
/// ends a plain value, so `{width: min(300, width)}` reads as `width: min(300` and a key
/// `width)`, and the checker then blames the pieces ("unknown key 'width)'", or "duplicate key
/// 'width'" for `clamp(10, width, 300)`). Every comma of an expression is inside a call's
/// parentheses, so its first piece opens more parentheses than it closes; the source from there
/// to the bracket or comma after its last closing parenthesis is the expression as written.
struct SplitExpression {
    /// The whole expression, its line breaks and runs of spaces as single spaces.
    let text: String

    /// The error, with the fix written out: the expression quoted after its key, or block style.
    func message(inMapping: Bool, key: String?) -> String {
        let quoted = "\"\(text)\""
        let fix = key.map { "\($0): \(quoted)" } ?? quoted
        let collection = inMapping ? "a {…} flow mapping" : "a […] flow list"
        let block = inMapping ? "write the mapping in block style, one key a line" : "write the list in block style, one '- item' a line"
        return "the expression '\(text)' contains a comma inside \(collection), where YAML ends a value at every comma; "
            + "quote the expression: \(fix), or \(block)"
    }
}

/// Finds split expressions in one file, whose plain scalars it is shown in order. The source is
/// read forwards only, each byte at most once for positions and once for scans, so a hostile
/// file (a million unclosed pieces, a call nested a hundred thousand deep) costs linear time.
struct SplitExpressionFinder {
    private let source: [UInt8]
    /// Where the last scan stopped: the pieces before it were part of what it read.
    private var scannedUpTo = 0
    /// The last position converted from a line and column, to go on from.
    private var cursor = (line: 1, column: 1, offset: 0)
    /// Bytes read by scans, which a test holds to the file's length.
    private(set) var bytesScanned = 0

    init(source: [UInt8]) {
        self.source = source
    }

    /// The expression a plain scalar `piece` of a flow collection, at `location`, begins, when
    /// YAML split it at a comma; nil when the piece is whole, or part of one already scanned.
    mutating func expression(startingWith piece: UnsafeBufferPointer<UInt8>, at location: SourceLocation) -> SplitExpression? {
        let opens = piece.count { $0 == UInt8(ascii: "(") }, closes = piece.count { $0 == UInt8(ascii: ")") }
        guard opens > closes, let start = offset(of: location), start >= scannedUpTo else { return nil }
        var depth = 0, sawComma = false, end = start
        defer {
            scannedUpTo = end
            bytesScanned += end - start
        }
        scan: while end < source.count, end - start <= CompilerLimits.maxExpressionLength {
            switch source[end] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth -= 1
            case UInt8(ascii: ","):
                if depth <= 0 { break scan }
                sawComma = true
            // A bracket or quote inside the parentheses is no expression's: a parenthesis was
            // left open, which the checker of the piece reports better than a guess at the whole.
            case UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "'"):
                if depth > 0 { return nil }
                break scan
            default: break
            }
            end += 1
        }
        // Longer than an expression may be, the pieces' own errors say so.
        guard sawComma, depth <= 0, end - start <= CompilerLimits.maxExpressionLength else { return nil }
        let words = String(decoding: source[start..<end], as: UTF8.self).split(whereSeparator: \.isWhitespace)
        return SplitExpression(text: words.joined(separator: " "))
    }

    /// The byte offset of a libyaml line and column, which count characters, not bytes, found
    /// from the last one asked for (scalars come in the order they are written).
    private mutating func offset(of location: SourceLocation) -> Int? {
        if (location.line, location.column) < (cursor.line, cursor.column) { cursor = (1, 1, 0) }
        var (line, column, offset) = cursor
        while line < location.line {
            guard let newline = source[offset...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            offset = newline + 1
            line += 1
            column = 1
        }
        while column < location.column {
            guard offset < source.count else { return nil }
            offset += 1
            while offset < source.count, source[offset] & 0xC0 == 0x80 { offset += 1 }  // a character's continuation bytes
            column += 1
        }
        cursor = (line, column, offset)
        return offset
    }
}
