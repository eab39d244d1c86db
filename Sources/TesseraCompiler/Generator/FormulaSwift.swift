/// A checked expression as Swift over `context`, performing the operations of
/// `FormulaProgram` in the same order on the same Double values, so that generated code and
/// the interpreter agree to the bit. Every operation is parenthesised as the tree groups it;
/// Swift's own precedence never decides anything.
///
/// An expression of up to `budget` operations and levels is one Swift expression. A larger one
/// (the checker accepts thousands of operations, nested a thousand deep once constants are
/// substituted) is cut into statements of at most `budget` operations each: swiftc's parser stops
/// at 256 nested parentheses, and its type checker takes tens of milliseconds for each statement
/// of 30 operations but a few for 8.
enum FormulaSwift {
    /// Small enough that swiftc type-checks each statement in a few milliseconds.
    static let budget = 8

    enum Lowered: Equatable {
        case expression(String)
        /// Statements that compute `v0`, `v1`, ..., then the value in terms of them.
        case statements([String], result: String)
    }

    static func lower(_ expression: LayoutExpression, context: String = "context") -> Lowered {
        var emitter = Emitter(context: context)
        let result = unwrapped(emitter.emit(expression).text)
        // Nothing was cut out only if no operation went over budget, the whole included.
        return emitter.statements.isEmpty ? .expression(result) : .statements(emitter.statements, result: result)
    }

    /// One expression's Swift, with the operations and nesting it holds since the last `let`.
    private struct Piece {
        var text: String
        var operations: Int
        var depth: Int

        static func leaf(_ text: String) -> Piece { Piece(text: text, operations: 0, depth: 0) }
    }

    private struct Emitter {
        let context: String
        var statements: [String] = []
        /// Names given so far; branches make statements apart, so their count cannot name them.
        var names = 0
        /// Conditionals around the one being emitted, which may each become an `if`.
        var branchDepth = 0
        let maxBranchDepth = 16

        mutating func emit(_ expression: LayoutExpression) -> Piece {
            // An operation on literals alone is written as its value: Swift warns that a branch
            // under a literal condition "will never be executed", and apps build without warnings.
            switch expression.kind {
            case .number, .boolean, .variable: break
            default:
                if let value = Self.constant(expression) { return Self.literal(value) }
            }
            switch expression.kind {
            case .number(let value):
                return Self.literal(value)
            case .boolean(let value):
                return .leaf(value ? "1.0" : "0.0")
            case .variable(let variable):
                return .leaf("\(context).\(variable.rawValue)")
            case .unary(.negate, let operand):
                return combine([emit(operand)]) { "(-\($0[0]))" }
            case .unary(.not, let operand):
                return combine([emit(operand)]) { "(\($0[0]) != 0 ? 0.0 : 1.0)" }
            case .binary(let op, let lhs, let rhs):
                let operands = [emit(lhs), emit(rhs)]
                switch op {
                case .add, .subtract, .multiply, .divide:
                    return combine(operands) { "(\($0[0]) \(op.rawValue) \($0[1]))" }
                case .remainder:
                    return combine(operands) { "TesseraRuntime.LayoutMath.remainder(\($0[0]), \($0[1]))" }
                case .less, .lessOrEqual, .greater, .greaterOrEqual, .equal, .notEqual:
                    return combine(operands) { "(\($0[0]) \(op.rawValue) \($0[1]) ? 1.0 : 0.0)" }
                case .and, .or:
                    // A literal side decides, or leaves the other's truth (see `emit`).
                    if let side = Self.constant(lhs) ?? Self.constant(rhs) {
                        let other = Self.constant(lhs) == nil ? operands[0] : operands[1]
                        if (side != 0) == (op == .or) { return Self.literal(op == .or ? 1 : 0) }
                        return combine([other]) { "(\($0[0]) != 0 ? 1.0 : 0.0)" }
                    }
                    // Cut into statements, the right operand is computed even when the left one
                    // decides: pure Double arithmetic, which cannot trap, so the value is the same.
                    return combine(operands) { "(\($0[0]) != 0 \(op.rawValue) \($0[1]) != 0 ? 1.0 : 0.0)" }
                }
            case .conditional(let condition, let whenTrue, let whenFalse):
                return conditional(condition, whenTrue, whenFalse)
            case .call(let function, let arguments):
                var folded = emit(arguments[0])
                switch function {
                case .min, .max:
                    // Folded left, as the interpreter does: min(min(a, b), c).
                    for argument in arguments.dropFirst() {
                        folded = combine([folded, emit(argument)]) { "TesseraRuntime.LayoutMath.\(function.rawValue)(\($0[0]), \($0[1]))" }
                    }
                    return folded
                default:
                    let operands = [folded] + arguments.dropFirst().map { emit($0) }
                    return combine(operands) { "TesseraRuntime.LayoutMath.\(function.rawValue)(\($0.joined(separator: ", ")))" }
                }
            }
        }

        static func literal(_ value: Double) -> Piece {
            let literal = SwiftLiteral.double(value)
            return .leaf(value.sign == .minus ? "(\(literal))" : literal)
        }

        /// The value of an expression that reads no variable, by the operators' and functions'
        /// own arithmetic (the interpreter's), so that writing it changes no answer; nil otherwise.
        static func constant(_ expression: LayoutExpression) -> Double? {
            switch expression.kind {
            case .number(let value): return value
            case .boolean(let value): return value ? 1 : 0
            case .variable: return nil
            case .unary(.negate, let operand): return constant(operand).map { -$0 }
            case .unary(.not, let operand): return constant(operand).map { $0 != 0 ? 0 : 1 }
            case .binary(let op, let lhs, let rhs):
                guard let a = constant(lhs), let b = constant(rhs) else { return nil }
                return op.apply(a, b)
            case .conditional(let condition, let whenTrue, let whenFalse):
                guard let test = constant(condition) else { return nil }
                return constant(test != 0 ? whenTrue : whenFalse)
            case .call(let function, let arguments):
                let values = arguments.compactMap(constant)
                guard values.count == arguments.count else { return nil }
                return function.apply(to: values, from: 0, count: values.count)
            }
        }

        /// `c ? a : b`; over budget, an `if` whose branches each compute only their own value, so
        /// that cutting a large expression never computes the branch that is not taken.
        private mutating func conditional(_ condition: LayoutExpression, _ whenTrue: LayoutExpression, _ whenFalse: LayoutExpression) -> Piece {
            // A literal condition chooses its branch here (see `emit`).
            if let value = Self.constant(condition) { return emit(value != 0 ? whenTrue : whenFalse) }
            let test = emit(condition)
            guard branchDepth < maxBranchDepth else {
                // Deeper, `if`s would pass the parser's nesting limit: both branches are computed,
                // pure Double arithmetic that cannot trap, so the chosen value is the same.
                let operands = [test, emit(whenTrue), emit(whenFalse)]
                return combine(operands) { "(\($0[0]) != 0 ? \($0[1]) : \($0[2]))" }
            }
            let (trueStatements, trueValue) = branch(whenTrue)
            let (falseStatements, falseValue) = branch(whenFalse)
            let operands = [test, trueValue, falseValue]
            let operations = operands.reduce(1) { $0 + $1.operations }
            let depth = operands.reduce(0) { max($0, $1.depth) } + 1
            if trueStatements.isEmpty, falseStatements.isEmpty, operations <= budget, depth <= budget {
                return Piece(text: "(\(test.text) != 0 ? \(trueValue.text) : \(falseValue.text))", operations: operations, depth: depth)
            }
            let condition = bound(test)
            let name = newName()
            statements.append("let \(name): Swift.Double")
            statements.append("if \(condition.text) != 0 {")
            statements += (trueStatements + ["\(name) = \(unwrapped(trueValue.text))"]).map { "    " + $0 }
            statements.append("} else {")
            statements += (falseStatements + ["\(name) = \(unwrapped(falseValue.text))"]).map { "    " + $0 }
            statements.append("}")
            return .leaf(name)
        }

        /// A branch's statements, made apart from the ones before it, and its value.
        private mutating func branch(_ expression: LayoutExpression) -> ([String], Piece) {
            let outer = statements
            statements = []
            branchDepth += 1
            let value = emit(expression)
            defer {
                statements = outer
                branchDepth -= 1
            }
            return (statements, value)
        }

        /// `piece` as a leaf: itself if it is one, otherwise a `let` that holds its value.
        private mutating func bound(_ piece: Piece) -> Piece {
            guard piece.operations > 0 else { return piece }
            let name = newName()
            statements.append("let \(name): Swift.Double = \(unwrapped(piece.text))")
            return .leaf(name)
        }

        private mutating func newName() -> String {
            defer { names += 1 }
            return "v\(names)"
        }

        /// One operation on `operands`. When the result would exceed the budget, each operand that
        /// is not a leaf becomes a `let` first, so the operation starts afresh.
        private mutating func combine(_ operands: [Piece], _ text: ([String]) -> String) -> Piece {
            var operands = operands
            let operations = operands.reduce(1) { $0 + $1.operations }
            let depth = operands.reduce(0) { max($0, $1.depth) } + 1
            guard operations > budget || depth > budget else {
                return Piece(text: text(operands.map(\.text)), operations: operations, depth: depth)
            }
            for index in operands.indices { operands[index] = bound(operands[index]) }
            return Piece(text: text(operands.map(\.text)), operations: 1, depth: 1)
        }
    }

    /// The outermost parentheses add nothing.
    private static func unwrapped(_ text: String) -> String {
        if text.hasPrefix("("), text.hasSuffix(")"), balanced(text.dropFirst().dropLast()) {
            return String(text.dropFirst().dropLast())
        }
        return text
    }

    private static func balanced(_ text: Substring) -> Bool {
        var depth = 0
        for character in text {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1; if depth < 0 { return false } }
        }
        return depth == 0
    }
}
