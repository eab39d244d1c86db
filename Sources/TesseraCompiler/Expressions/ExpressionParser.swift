import TesseraRuntime

/// Parses the text of one expression into a `ParsedExpression`, by recursive descent over
/// tokens read on demand. Faults are reported with the column of the offending character; a
/// character that is not part of the language is reported before any fault of grammar, wherever
/// it is in the text.
struct ExpressionParser {
    private typealias Symbol = ExpressionScanner.Symbol
    private typealias Token = ExpressionScanner.Token

    private var scanner: ExpressionScanner
    private let origin: SourceLocation
    private let diagnostics: DiagnosticCollector
    private var depth = 0
    private var reported = false
    private var output: [ParsedExpression.Entry] = []
    private var words: [String] = []

    /// The parsed expression of `text`, written at `origin`; nil after reporting.
    static func parse(_ text: String, at origin: SourceLocation, diagnostics: DiagnosticCollector) -> ParsedExpression? {
        parse(ArraySlice(text.utf8), at: origin, diagnostics: diagnostics)
    }

    /// `bytes` must be valid UTF-8, as the text of every YAML scalar is.
    static func parse(_ bytes: ArraySlice<UInt8>, at origin: SourceLocation, diagnostics: DiagnosticCollector) -> ParsedExpression? {
        var parsed = ParsedExpression(origin: origin)
        // Written expressions average about four bytes per node (spaces, multi-digit numbers,
        // names): enough room for most, at the price of rare regrowth.
        parsed.entries.reserveCapacity(bytes.count / 4 + 2)
        guard parse(bytes, at: origin, appendingTo: &parsed.entries, words: &parsed.words, diagnostics: diagnostics) != nil else { return nil }
        return parsed
    }

    /// Appends the entries of `bytes` to `buffer` and the names they mention to `words`, and
    /// says where the entries are; nil after reporting, with both as they were.
    static func parse(
        _ bytes: ArraySlice<UInt8>, at origin: SourceLocation, appendingTo buffer: inout [ParsedExpression.Entry],
        words: inout [String], diagnostics: DiagnosticCollector
    ) -> Range<Int>? {
        let start = buffer.count, wordsStart = words.count
        var parser = ExpressionParser(scanner: ExpressionScanner(bytes: bytes), origin: origin, diagnostics: diagnostics)
        // Moved in and back out, never shared, so appending never copies them.
        swap(&parser.output, &buffer)
        swap(&parser.words, &words)
        let parsed = parser.parse()
        swap(&parser.output, &buffer)
        swap(&parser.words, &words)
        guard parsed else {
            buffer.removeSubrange(start...)
            words.removeSubrange(wordsStart...)
            return nil
        }
        return start..<buffer.count
    }

    private init(scanner: ExpressionScanner, origin: SourceLocation, diagnostics: DiagnosticCollector) {
        self.scanner = scanner
        self.origin = origin
        self.diagnostics = diagnostics
    }

    /// Appends to `output`; false after reporting.
    private mutating func parse() -> Bool {
        let bytes = scanner.bytes
        guard bytes.count <= CompilerLimits.maxExpressionLength || scanner.scalarCount <= CompilerLimits.maxExpressionLength else {
            diagnostics.report(.error(
                "this expression is \(scanner.scalarCount) characters long; the limit is \(CompilerLimits.maxExpressionLength)", at: origin))
            return false
        }
        advance()
        if current.isEnd {
            diagnostics.report(.error("expected a number or an expression, found nothing", at: origin))
            return false
        }
        guard parseConditional() else { return false }
        if !current.isEnd {
            fail("unexpected \(describe(current)) after a complete expression")
            return false
        }
        return true
    }

    // MARK: Grammar, lowest precedence first

    // Each function appends its operands and then its operator (postfix order) and returns
    // false after a fault.

    private mutating func parseConditional() -> Bool {
        depth += 1
        defer { depth -= 1 }
        guard depth <= CompilerLimits.maxExpressionDepth else {
            fail("this expression nests deeper than \(CompilerLimits.maxExpressionDepth) levels")
            return false
        }
        let offset = currentOffset
        guard parseBinary(atLeast: 0) else { return false }
        guard accept(.question) else { return true }
        guard parseConditional() else { return false }
        guard expect(.colon, after: "the first branch of '?'") else { return false }
        guard parseConditional() else { return false }
        emit(.conditional, at: offset)
        return true
    }

    /// Binary operators by precedence, lowest first: || then && then comparisons, then + -, then * / %.
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

    /// Operands joined by operators of at least `minimum` precedence, left to right (precedence
    /// climbing: one loop per operator instead of one call per precedence level per operand).
    private mutating func parseBinary(atLeast minimum: Int) -> Bool {
        guard parseUnary() else { return false }
        while let op = currentBinaryOperator, Self.level(of: op) >= minimum {
            let offset = currentOffset
            advance()
            guard parseBinary(atLeast: Self.level(of: op) + 1) else { return false }
            emit(.binary(op), at: offset)
            // Comparisons do not chain: `a < b < c` is almost always a mistake.
            if op.isComparison, let next = currentBinaryOperator, next.isComparison {
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
            guard depth <= CompilerLimits.maxExpressionDepth else {
                fail("this expression nests deeper than \(CompilerLimits.maxExpressionDepth) levels")
                return false
            }
            guard parseUnary() else { return false }
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
            advance()
            emit(.number(value), at: offset)
            return true
        case .name(let start, let end):
            let word = BuiltInWord(scanner.bytes[start..<end])
            advance()
            switch word {
            case .truth(let truth)?:
                emit(.boolean(truth), at: offset)
                return true
            case .pi?:
                emit(.number(Double.pi), at: offset)
                return true
            default:
                break
            }
            guard accept(.open) else {
                // Variables win over constants of the same name, so they are known here already.
                if case .variable(let variable)? = word {
                    emit(.variable(variable), at: offset)
                } else {
                    words.append(scanner.text(start, end))
                    emit(.name(Int32(words.count - 1)), at: offset)
                }
                return true
            }
            if case .function(let function)? = word { return parseCall(function, at: offset) }
            let name = scanner.text(start, end)
            let known = BuiltInFunction.allCases.map(\.rawValue)
            let hint = suggestion(for: name, among: known), offered = "the functions are \(known.joined(separator: ", "))"
            fail(
                hint.isEmpty ? "unknown function '\(name)'; \(offered)" : "unknown function '\(name)'\(hint) \(sentence(offered))",
                at: origin.advanced(by: offset))
            return false
        case .symbol(.open):
            advance()
            guard parseConditional() else { return false }
            guard expect(.close, after: "the expression in parentheses") else { return false }
            output[output.count - 1].offset = Int32(offset)  // a fault in a parenthesised operand points at its '('
            return true
        default:
            fail("expected a number, a name or '(', found \(describe(current))")
            return false
        }
    }

    /// The arguments after `function(`, then the call.
    private mutating func parseCall(_ function: BuiltInFunction, at offset: Int) -> Bool {
        let name = function.rawValue
        var arguments = 0
        if !accept(.close) {
            repeat {
                guard parseConditional() else { return false }
                arguments += 1
            } while accept(.comma)
            guard expect(.close, after: "the arguments of \(name)") else { return false }
        }
        guard function.arity.contains(arguments) else {
            let arity = function.arity
            let expected = arity.count == 1 ? "\(arity.lowerBound) argument\(arity.lowerBound == 1 ? "" : "s")" : "at least \(arity.lowerBound) arguments"
            fail("\(name) takes \(expected), but was given \(arguments)", at: origin.advanced(by: offset))
            return false
        }
        emit(.call(function, arguments: Int32(arguments)), at: offset)
        return true
    }

    // MARK: Helpers

    private var current: Token { scanner.token }
    private var currentOffset: Int { scanner.tokenOffset }

    private mutating func advance() {
        scanner.advance()
        if current.isInvalid, !reported {
            let fault = scanner.fault
            diagnostics.report(.error(fault.message, at: origin.advanced(by: fault.offset)))
            reported = true
        }
    }

    private mutating func emit(_ node: ParsedExpression.Node, at offset: Int) {
        output.append(.init(node: node, offset: Int32(offset)))
    }

    private mutating func accept(_ symbol: Symbol) -> Bool {
        guard case .symbol(let found) = current, found == symbol else { return false }
        advance()
        return true
    }

    /// `context` is only made into a message on a fault: most calls succeed.
    private mutating func expect(_ symbol: Symbol, after context: @autoclosure () -> String) -> Bool {
        if accept(symbol) { return true }
        fail("expected '\(symbol.text)' after \(context()), found \(describe(current))")
        return false
    }

    private func describe(_ token: Token) -> String {
        switch token {
        case .number(let value): "the number \(JSONValue.format(value))"
        case .name(let start, let end): "'\(scanner.text(start, end))'"
        case .symbol(let symbol): "'\(symbol.text)'"
        case .end, .invalid: "the end of the expression"
        }
    }

    /// Reports a fault at the current token, or at `location`, unless the rest of the text holds
    /// a character that is not part of the language: that is reported instead, as the likelier cause.
    private mutating func fail(_ message: String, at location: SourceLocation? = nil) {
        guard !reported else { return }
        let location = location ?? origin.advanced(by: currentOffset)
        while !current.isEnd, !current.isInvalid { advance() }
        guard !reported else { return }
        diagnostics.report(.error(message, at: location))
        reported = true
    }
}
