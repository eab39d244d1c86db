import TesseraRuntime

/// Parses the text of one expression into a `ParsedExpression`. Syntax faults are reported with
/// the column of the offending character; the result is nil when the text does not parse.
struct ExpressionParser {
    /// The operators and punctuation of the language, one byte each instead of a string.
    private enum Symbol: UInt8 {
        case lessOrEqual, greaterOrEqual, equal, notEqual, and, or
        case plus, minus, star, slash, percent, open, close, comma, question, colon, less, greater, bang

        var text: String {
            switch self {
            case .lessOrEqual: "<="
            case .greaterOrEqual: ">="
            case .equal: "=="
            case .notEqual: "!="
            case .and: "&&"
            case .or: "||"
            case .plus: "+"
            case .minus: "-"
            case .star: "*"
            case .slash: "/"
            case .percent: "%"
            case .open: "("
            case .close: ")"
            case .comma: ","
            case .question: "?"
            case .colon: ":"
            case .less: "<"
            case .greater: ">"
            case .bang: "!"
            }
        }

        var binaryOperator: BinaryOperator? {
            switch self {
            case .lessOrEqual: .lessOrEqual
            case .greaterOrEqual: .greaterOrEqual
            case .equal: .equal
            case .notEqual: .notEqual
            case .and: .and
            case .or: .or
            case .plus: .add
            case .minus: .subtract
            case .star: .multiply
            case .slash: .divide
            case .percent: .remainder
            case .less: .less
            case .greater: .greater
            case .open, .close, .comma, .question, .colon, .bang: nil
            }
        }
    }

    private enum Token: Equatable {
        case number(Double)
        case name(String)
        case symbol(Symbol)
        case end
    }

    /// The expression's UTF-8 bytes: classifying a byte is integer work, and expressions are
    /// ASCII but for the odd letter in a name. Token offsets count Unicode scalars, as columns do.
    private let bytes: [UInt8]
    private let origin: SourceLocation
    private let diagnostics: DiagnosticCollector
    private var tokens: [(token: Token, offset: Int)] = []
    private var position = 0
    private var depth = 0
    private var output: ParsedExpression

    init(text: String, at origin: SourceLocation, diagnostics: DiagnosticCollector) {
        self.bytes = Array(text.utf8)
        self.origin = origin
        self.diagnostics = diagnostics
        output = ParsedExpression(origin: origin)
    }

    mutating func parse() -> ParsedExpression? {
        guard bytes.count <= Limits.maxExpressionLength || scalarCount(bytes[...]) <= Limits.maxExpressionLength else {
            diagnostics.report(.error(
                "this expression is \(scalarCount(bytes[...])) characters long; the limit is \(Limits.maxExpressionLength)",
                at: origin))
            return nil
        }
        guard tokenize() else { return nil }
        if tokens.first?.token == .end {
            diagnostics.report(.error("expected a number or an expression, found nothing", at: origin))
            return nil
        }
        output.entries.reserveCapacity(tokens.count)
        guard parseConditional() else { return nil }
        if current != .end {
            fail("unexpected \(describe(current)) after a complete expression")
            return nil
        }
        return output
    }

    // MARK: Tokens

    private func scalarCount(_ slice: ArraySlice<UInt8>) -> Int {
        slice.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
    private static func isASCIILetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 97 && (byte | 0x20) <= 122 }

    /// The scalar that starts at `index` and its length in bytes (the text is valid UTF-8).
    private func scalar(at index: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0x7F >> UInt32(length))
        for offset in 1..<length where index + offset < bytes.count {
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// Whether a name may contain the scalar at `index`; its length in bytes if so.
    private func nameScalar(at index: Int, first: Bool) -> Int? {
        let byte = bytes[index]
        if byte < 0x80 { return Self.isASCIILetter(byte) || byte == 95 || (!first && Self.isDigit(byte)) ? 1 : nil }
        let (scalar, length) = scalar(at: index)
        return scalar.properties.isAlphabetic ? length : nil
    }

    private func symbol(at index: Int) -> Symbol? {
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        switch bytes[index] {
        case UInt8(ascii: "<"): return next == UInt8(ascii: "=") ? .lessOrEqual : .less
        case UInt8(ascii: ">"): return next == UInt8(ascii: "=") ? .greaterOrEqual : .greater
        case UInt8(ascii: "="): return next == UInt8(ascii: "=") ? .equal : nil
        case UInt8(ascii: "!"): return next == UInt8(ascii: "=") ? .notEqual : .bang
        case UInt8(ascii: "&"): return next == UInt8(ascii: "&") ? .and : nil
        case UInt8(ascii: "|"): return next == UInt8(ascii: "|") ? .or : nil
        case UInt8(ascii: "+"): return .plus
        case UInt8(ascii: "-"): return .minus
        case UInt8(ascii: "*"): return .star
        case UInt8(ascii: "/"): return .slash
        case UInt8(ascii: "%"): return .percent
        case UInt8(ascii: "("): return .open
        case UInt8(ascii: ")"): return .close
        case UInt8(ascii: ","): return .comma
        case UInt8(ascii: "?"): return .question
        case UInt8(ascii: ":"): return .colon
        default: return nil
        }
    }

    private mutating func tokenize() -> Bool {
        var index = 0
        // Scalars before `index`: the column offset of what starts there.
        var offset = 0
        tokens.reserveCapacity(bytes.count / 2 + 1)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") {
                index += 1
                offset += 1
            } else if Self.isDigit(byte) || (byte == UInt8(ascii: ".") && index + 1 < bytes.count && Self.isDigit(bytes[index + 1])) {
                let start = index
                while index < bytes.count, Self.isDigit(bytes[index]) || bytes[index] == UInt8(ascii: ".") { index += 1 }
                if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
                    var look = index + 1
                    if look < bytes.count, bytes[look] == UInt8(ascii: "+") || bytes[look] == UInt8(ascii: "-") { look += 1 }
                    if look < bytes.count, Self.isDigit(bytes[look]) {
                        index = look
                        while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
                    }
                }
                let text = String(decoding: bytes[start..<index], as: UTF8.self)
                guard let value = Double(text) else {
                    report("'\(text)' is not a number", offset: offset)
                    return false
                }
                guard value.isFinite else {
                    report("'\(text)' is too large for a 64-bit floating-point number", offset: offset)
                    return false
                }
                tokens.append((.number(value), offset))
                offset += index - start
            } else if let first = nameScalar(at: index, first: true) {
                let start = index, startOffset = offset
                index += first
                offset += 1
                while index < bytes.count, let length = nameScalar(at: index, first: false) {
                    index += length
                    offset += 1
                }
                tokens.append((.name(String(decoding: bytes[start..<index], as: UTF8.self)), startOffset))
            } else if let symbol = symbol(at: index) {
                tokens.append((.symbol(symbol), offset))
                let length = symbol.text.utf8.count
                index += length
                offset += length
            } else {
                let character = scalar(at: index).scalar
                let hint = character == "=" ? " (write '==' to compare)" : character == "^" ? " (use a * a for squares)" : ""
                report("unexpected character '\(character)' in an expression\(hint)", offset: offset)
                return false
            }
        }
        tokens.append((.end, offset))
        return true
    }

    // MARK: Grammar, lowest precedence first

    private var current: Token { tokens[position].token }
    private var currentLocation: SourceLocation { origin.advanced(by: tokens[position].offset) }
    private var currentOffset: Int32 { Int32(tokens[position].offset) }

    private mutating func emit(_ node: ParsedExpression.Node, at offset: Int32) {
        output.entries.append(.init(node: node, offset: offset))
    }

    // Each function appends its operands and then its operator (postfix order) and returns
    // false after reporting a fault.

    private mutating func parseConditional() -> Bool {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Limits.maxExpressionDepth else {
            fail("this expression nests deeper than \(Limits.maxExpressionDepth) levels")
            return false
        }
        let offset = currentOffset
        guard parseBinary(level: 0) else { return false }
        guard accept(.question) else { return true }
        guard parseConditional() else { return false }
        guard expect(.colon, after: "the first branch of '?'") else { return false }
        guard parseConditional() else { return false }
        emit(.conditional, at: offset)
        return true
    }

    /// Binary operators by precedence, lowest first: || then && then comparisons, then + -, then * / %.
    private static let levelCount = 5

    private static func level(of op: BinaryOperator) -> Int {
        switch op {
        case .or: 0
        case .and: 1
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: 2
        case .add, .subtract: 3
        case .multiply, .divide, .remainder: 4
        }
    }

    private var currentBinaryOperator: BinaryOperator? {
        if case .symbol(let symbol) = current { symbol.binaryOperator } else { nil }
    }

    private mutating func parseBinary(level: Int) -> Bool {
        guard level < Self.levelCount else { return parseUnary() }
        guard parseBinary(level: level + 1) else { return false }
        while let op = currentBinaryOperator, Self.level(of: op) == level {
            let offset = currentOffset
            position += 1
            guard parseBinary(level: level + 1) else { return false }
            emit(.binary(op), at: offset)
            // Comparisons do not chain: `a < b < c` is almost always a mistake.
            if level == 2, let next = currentBinaryOperator, next.isComparison {
                fail("comparisons do not chain; combine them with '&&'")
                return false
            }
        }
        return true
    }

    private mutating func parseUnary() -> Bool {
        let offset = currentOffset
        if accept(.minus) {
            depth += 1
            defer { depth -= 1 }
            guard depth <= Limits.maxExpressionDepth, parseUnary() else {
                if depth > Limits.maxExpressionDepth { fail("this expression nests deeper than \(Limits.maxExpressionDepth) levels") }
                return false
            }
            emit(.unary(.negate), at: offset)
            return true
        }
        if accept(.plus) { return parseUnary() }
        if accept(.bang) {
            guard parseUnary() else { return false }
            emit(.unary(.not), at: offset)
            return true
        }
        return parsePrimary()
    }

    private mutating func parsePrimary() -> Bool {
        let offset = currentOffset
        switch current {
        case .number(let value):
            position += 1
            emit(.number(value), at: offset)
            return true
        case .name(let name):
            let location = currentLocation
            position += 1
            if name == "true" || name == "false" {
                emit(.boolean(name == "true"), at: offset)
                return true
            }
            if name == "pi" {
                emit(.number(Double.pi), at: offset)
                return true
            }
            guard accept(.open) else {
                // Variables win over constants of the same name, so they are known here already.
                if let variable = Variable(name: name) {
                    emit(.variable(variable), at: offset)
                } else {
                    emit(.name(name), at: offset)
                }
                return true
            }
            guard let function = Function(name: name) else {
                let known = Function.allCases.map(\.rawValue).joined(separator: ", ")
                diagnostics.report(.error(
                    "unknown function '\(name)'\(suggestion(for: name, among: Function.allCases.map(\.rawValue))); the functions are \(known)",
                    at: location))
                return false
            }
            var arguments = 0
            if !accept(.close) {
                repeat {
                    guard parseConditional() else { return false }
                    arguments += 1
                } while accept(.comma)
                guard expect(.close, after: "the arguments of \(name)") else { return false }
            }
            guard function.arity.contains(arguments) else {
                let expected = function.arity.count == 1 ? "\(function.arity.lowerBound) argument\(function.arity.lowerBound == 1 ? "" : "s")" : "at least \(function.arity.lowerBound) arguments"
                diagnostics.report(.error("\(name) takes \(expected), but was given \(arguments)", at: location))
                return false
            }
            emit(.call(function, arguments: arguments), at: offset)
            return true
        case .symbol(.open):
            position += 1
            guard parseConditional() else { return false }
            guard expect(.close, after: "the expression in parentheses") else { return false }
            output.entries[output.entries.count - 1].offset = offset  // a fault in a parenthesised operand points at its '('
            return true
        default:
            fail("expected a number, a name or '(', found \(describe(current))")
            return false
        }
    }

    // MARK: Helpers

    private mutating func accept(_ symbol: Symbol) -> Bool {
        guard current == .symbol(symbol) else { return false }
        position += 1
        return true
    }

    private mutating func expect(_ symbol: Symbol, after context: String) -> Bool {
        if accept(symbol) { return true }
        fail("expected '\(symbol.text)' after \(context), found \(describe(current))")
        return false
    }

    private func describe(_ token: Token) -> String {
        switch token {
        case .number(let value): "the number \(JSONValue.format(value))"
        case .name(let name): "'\(name)'"
        case .symbol(let symbol): "'\(symbol.text)'"
        case .end: "the end of the expression"
        }
    }

    private func fail(_ message: String) {
        diagnostics.report(.error(message, at: currentLocation))
    }

    private func report(_ message: String, offset: Int) {
        diagnostics.report(.error(message, at: origin.advanced(by: offset)))
    }
}

/// "; did you mean 'width'?" when a known word is within a small edit distance, else "".
func suggestion(for word: String, among candidates: [String]) -> String {
    guard let best = nearest(to: word, among: candidates) else { return "" }
    return "; did you mean '\(best)'?"
}

func nearest(to word: String, among candidates: [String]) -> String? {
    let scored = candidates.map { ($0, editDistance(word.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    let tolerance = word.count <= 3 ? 1 : max(2, word.count / 3)
    return best.1 <= tolerance ? best.0 : nil
}

func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
