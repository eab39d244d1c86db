/// An expression that YAML cut at its commas. Inside a flow collection (`{…}` or `[…]`) a comma
/// ends a plain value, so `{width: min(300, width)}` reads as `width: min(300` and a key
/// `width)`, and the checker then blames the pieces ("unknown key 'width)'", or "duplicate key
/// 'width'" for `clamp(10, width, 300)`). Every comma of an expression is inside a call's
/// parentheses, so its first piece opens more parentheses than it closes; the source from there
/// to the bracket or comma after its last closing parenthesis is the expression as written.
struct SplitExpression {
    /// The whole expression, its line breaks and runs of spaces as single spaces.
    let text: String
    /// Where the source after the expression starts, so that its other pieces are not reported again.
    let end: Int

    /// The expression a plain scalar `piece` of a flow collection begins, when YAML split it at a
    /// comma; nil when the piece is whole.
    static func starting(with piece: UnsafeBufferPointer<UInt8>, at location: SourceLocation, in source: [UInt8]) -> SplitExpression? {
        let opens = piece.count { $0 == UInt8(ascii: "(") }, closes = piece.count { $0 == UInt8(ascii: ")") }
        guard opens > closes, let start = offset(of: location, in: source) else { return nil }
        var depth = 0, sawComma = false, end = start
        scan: while end < source.count {
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
        guard sawComma, depth <= 0 else { return nil }
        let words = String(decoding: source[start..<end], as: UTF8.self).split(whereSeparator: \.isWhitespace)
        return SplitExpression(text: words.joined(separator: " "), end: end)
    }

    /// The byte offset of a libyaml line and column, which count characters, not bytes.
    static func offset(of location: SourceLocation, in source: [UInt8]) -> Int? {
        var offset = 0, line = 1
        while line < location.line {
            guard let newline = source[offset...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            offset = newline + 1
            line += 1
        }
        for _ in 1..<max(location.column, 1) {
            guard offset < source.count else { return nil }
            offset += 1
            while offset < source.count, source[offset] & 0xC0 == 0x80 { offset += 1 }  // a character's continuation bytes
        }
        return offset
    }

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
