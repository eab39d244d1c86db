import TesseraRuntime

/// Parses the text of one expression into an `Expression`. Syntax faults are reported with the
/// column of the offending character; the result is nil when the text does not parse.
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

    init(text: String, at origin: SourceLocation, diagnostics: DiagnosticCollector) {
        self.bytes = Array(text.utf8)
        self.origin = origin
        self.diagnostics = diagnostics
    }

    mutating func parse() -> Expression? {
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
        guard let expression = parseConditional() else { return nil }
        if current != .end {
            fail("unexpected \(describe(current)) after a complete expression")
            return nil
        }
        return expression
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

    private mutating func parseConditional() -> Expression? {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Limits.maxExpressionDepth else {
            fail("this expression nests deeper than \(Limits.maxExpressionDepth) levels")
            return nil
        }
        let location = currentLocation
        guard let condition = parseBinary(level: 0) else { return nil }
        guard accept(.question) else { return condition }
        guard let whenTrue = parseConditional() else { return nil }
        guard expect(.colon, after: "the first branch of '?'") else { return nil }
        guard let whenFalse = parseConditional() else { return nil }
        return Expression(.conditional(condition, whenTrue, whenFalse), at: location)
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

    private mutating func parseBinary(level: Int) -> Expression? {
        guard level < Self.levelCount else { return parseUnary() }
        guard var lhs = parseBinary(level: level + 1) else { return nil }
        while let op = currentBinaryOperator, Self.level(of: op) == level {
            let location = currentLocation
            position += 1
            guard let rhs = parseBinary(level: level + 1) else { return nil }
            lhs = Expression(.binary(op, lhs, rhs), at: location)
            // Comparisons do not chain: `a < b < c` is almost always a mistake.
            if level == 2, let next = currentBinaryOperator, next.isComparison {
                fail("comparisons do not chain; combine them with '&&'")
                return nil
            }
        }
        return lhs
    }

    private mutating func parseUnary() -> Expression? {
        let location = currentLocation
        if accept(.minus) {
            depth += 1
            defer { depth -= 1 }
            guard depth <= Limits.maxExpressionDepth, let operand = parseUnary() else {
                if depth > Limits.maxExpressionDepth { fail("this expression nests deeper than \(Limits.maxExpressionDepth) levels") }
                return nil
            }
            return Expression(.unary(.negate, operand), at: location)
        }
        if accept(.plus) { return parseUnary() }
        if accept(.bang) {
            guard let operand = parseUnary() else { return nil }
            return Expression(.unary(.not, operand), at: location)
        }
        return parsePrimary()
    }

    private mutating func parsePrimary() -> Expression? {
        let location = currentLocation
        switch current {
        case .number(let value):
            position += 1
            return Expression(.number(value), at: location)
        case .name(let name):
            position += 1
            if name == "true" || name == "false" { return Expression(.boolean(name == "true"), at: location) }
            if name == "pi" { return Expression(.number(Double.pi), at: location) }
            guard accept(.open) else {
                // Variables win over constants of the same name, so they are known here already.
                if let variable = Variable(name: name) { return Expression(.variable(variable), at: location) }
                return Expression(.name(name), at: location)
            }
            guard let function = Function(name: name) else {
                let known = Function.allCases.map(\.rawValue).joined(separator: ", ")
                diagnostics.report(.error(
                    "unknown function '\(name)'\(suggestion(for: name, among: Function.allCases.map(\.rawValue))); the functions are \(known)",
                    at: location))
                return nil
            }
            var arguments: [Expression] = []
            if !accept(.close) {
                repeat {
                    guard let argument = parseConditional() else { return nil }
                    arguments.append(argument)
                } while accept(.comma)
                guard expect(.close, after: "the arguments of \(name)") else { return nil }
            }
            guard function.arity.contains(arguments.count) else {
                let expected = function.arity.count == 1 ? "\(function.arity.lowerBound) argument\(function.arity.lowerBound == 1 ? "" : "s")" : "at least \(function.arity.lowerBound) arguments"
                diagnostics.report(.error("\(name) takes \(expected), but was given \(arguments.count)", at: location))
                return nil
            }
            return Expression(.call(function, arguments), at: location)
        case .symbol(.open):
            position += 1
            guard var inner = parseConditional() else { return nil }
            guard expect(.close, after: "the expression in parentheses") else { return nil }
            inner.location = location  // a fault in a parenthesised operand points at its '('
            return inner
        default:
            fail("expected a number, a name or '(', found \(describe(current))")
            return nil
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
