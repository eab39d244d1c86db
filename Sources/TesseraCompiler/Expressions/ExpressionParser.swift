import TesseraRuntime

/// Parses the text of one expression into an `Expression`. Syntax faults are reported with the
/// column of the offending character; the result is nil when the text does not parse.
struct ExpressionParser {
    private enum Token: Equatable {
        case number(Double)
        case name(String)
        case symbol(String)
        case end
    }

    /// Unicode scalars, not `Character`s: comparing and classifying scalars is integer work,
    /// while grapheme clusters cost a string operation each. Columns count scalars, which for
    /// the ASCII that expressions are written in is the same.
    private let characters: [Unicode.Scalar]
    private let origin: SourceLocation
    private let diagnostics: DiagnosticCollector
    private var tokens: [(token: Token, offset: Int)] = []
    private var position = 0
    private var depth = 0

    init(text: String, at origin: SourceLocation, diagnostics: DiagnosticCollector) {
        self.characters = Array(text.unicodeScalars)
        self.origin = origin
        self.diagnostics = diagnostics
    }

    mutating func parse() -> Expression? {
        guard characters.count <= Limits.maxExpressionLength else {
            diagnostics.report(.error(
                "this expression is \(characters.count) characters long; the limit is \(Limits.maxExpressionLength)",
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

    private static let symbols = ["<=", ">=", "==", "!=", "&&", "||", "+", "-", "*", "/", "%", "(", ")", ",", "?", ":", "<", ">", "!"]
    /// The symbols as characters, matched without building a string per attempt.
    private static let symbolCharacters = symbols.map { (text: $0, characters: Array($0.unicodeScalars)) }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 48 && scalar.value <= 57 }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 65...90, 97...122: true
        case 0..<128: false
        default: scalar.properties.isAlphabetic
        }
    }

    private static func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        return text
    }

    private mutating func tokenize() -> Bool {
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == " " || character == "\t" || character == "\n" {
                index += 1
            } else if Self.isDigit(character) || (character == "." && index + 1 < characters.count && Self.isDigit(characters[index + 1])) {
                let start = index
                while index < characters.count, Self.isDigit(characters[index]) || characters[index] == "." { index += 1 }
                if index < characters.count, characters[index] == "e" || characters[index] == "E" {
                    var look = index + 1
                    if look < characters.count, characters[look] == "+" || characters[look] == "-" { look += 1 }
                    if look < characters.count, Self.isDigit(characters[look]) {
                        index = look
                        while index < characters.count, Self.isDigit(characters[index]) { index += 1 }
                    }
                }
                let text = Self.text(characters[start..<index])
                guard let value = Double(text) else {
                    report("'\(text)' is not a number", offset: start)
                    return false
                }
                guard value.isFinite else {
                    report("'\(text)' is too large for a 64-bit floating-point number", offset: start)
                    return false
                }
                tokens.append((.number(value), start))
            } else if Self.isLetter(character) || character == "_" {
                let start = index
                while index < characters.count, Self.isLetter(characters[index]) || Self.isDigit(characters[index]) || characters[index] == "_" { index += 1 }
                tokens.append((.name(Self.text(characters[start..<index])), start))
            } else if let symbol = Self.symbolCharacters.first(where: { matches($0.characters, at: index) }) {
                tokens.append((.symbol(symbol.text), index))
                index += symbol.characters.count
            } else {
                let hint = character == "=" ? " (write '==' to compare)" : character == "^" ? " (use a * a for squares)" : ""
                report("unexpected character '\(character)' in an expression\(hint)", offset: index)
                return false
            }
        }
        tokens.append((.end, characters.count))
        return true
    }

    private func matches(_ symbol: [Unicode.Scalar], at index: Int) -> Bool {
        guard index + symbol.count <= characters.count else { return false }
        for (offset, character) in symbol.enumerated() where characters[index + offset] != character { return false }
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
        guard accept("?") else { return condition }
        guard let whenTrue = parseConditional() else { return nil }
        guard expect(":", after: "the first branch of '?'") else { return nil }
        guard let whenFalse = parseConditional() else { return nil }
        return Expression(.conditional(condition, whenTrue, whenFalse), at: location)
    }

    private static let levels: [[BinaryOperator]] = [
        [.or], [.and], [.equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual],
        [.add, .subtract], [.multiply, .divide, .remainder],
    ]

    private mutating func parseBinary(level: Int) -> Expression? {
        guard level < Self.levels.count else { return parseUnary() }
        guard var lhs = parseBinary(level: level + 1) else { return nil }
        while case .symbol(let symbol) = current, let op = BinaryOperator(rawValue: symbol), Self.levels[level].contains(op) {
            let location = currentLocation
            position += 1
            guard let rhs = parseBinary(level: level + 1) else { return nil }
            lhs = Expression(.binary(op, lhs, rhs), at: location)
            // Comparisons do not chain: `a < b < c` is almost always a mistake.
            if level == 2, case .symbol(let next) = current, let nextOp = BinaryOperator(rawValue: next), nextOp.isComparison {
                fail("comparisons do not chain; combine them with '&&'")
                return nil
            }
        }
        return lhs
    }

    private mutating func parseUnary() -> Expression? {
        let location = currentLocation
        if accept("-") {
            depth += 1
            defer { depth -= 1 }
            guard depth <= Limits.maxExpressionDepth, let operand = parseUnary() else {
                if depth > Limits.maxExpressionDepth { fail("this expression nests deeper than \(Limits.maxExpressionDepth) levels") }
                return nil
            }
            return Expression(.unary(.negate, operand), at: location)
        }
        if accept("+") { return parseUnary() }
        if accept("!") {
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
            guard accept("(") else { return Expression(.name(name), at: location) }
            guard let function = Function(rawValue: name) else {
                let known = Function.allCases.map(\.rawValue).joined(separator: ", ")
                diagnostics.report(.error(
                    "unknown function '\(name)'\(suggestion(for: name, among: Function.allCases.map(\.rawValue))); the functions are \(known)",
                    at: location))
                return nil
            }
            var arguments: [Expression] = []
            if !accept(")") {
                repeat {
                    guard let argument = parseConditional() else { return nil }
                    arguments.append(argument)
                } while accept(",")
                guard expect(")", after: "the arguments of \(name)") else { return nil }
            }
            guard function.arity.contains(arguments.count) else {
                let expected = function.arity.count == 1 ? "\(function.arity.lowerBound) argument\(function.arity.lowerBound == 1 ? "" : "s")" : "at least \(function.arity.lowerBound) arguments"
                diagnostics.report(.error("\(name) takes \(expected), but was given \(arguments.count)", at: location))
                return nil
            }
            return Expression(.call(function, arguments), at: location)
        case .symbol("("):
            position += 1
            guard var inner = parseConditional() else { return nil }
            guard expect(")", after: "the expression in parentheses") else { return nil }
            inner.location = location  // a fault in a parenthesised operand points at its '('
            return inner
        default:
            fail("expected a number, a name or '(', found \(describe(current))")
            return nil
        }
    }

    // MARK: Helpers

    private mutating func accept(_ symbol: String) -> Bool {
        guard current == .symbol(symbol) else { return false }
        position += 1
        return true
    }

    private mutating func expect(_ symbol: String, after context: String) -> Bool {
        if accept(symbol) { return true }
        fail("expected '\(symbol)' after \(context), found \(describe(current))")
        return false
    }

    private func describe(_ token: Token) -> String {
        switch token {
        case .number(let value): "the number \(JSONValue.format(value))"
        case .name(let name): "'\(name)'"
        case .symbol(let symbol): "'\(symbol)'"
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
