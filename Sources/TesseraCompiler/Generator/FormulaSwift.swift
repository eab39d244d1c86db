/// A checked expression as one Swift expression over `context`, performing the operations of
/// `ExpressionProgram` in the same order on the same Double values, so that generated code and
/// the interpreter agree to the bit. Every operation is parenthesised as the tree groups it;
/// Swift's own precedence never decides anything.
enum FormulaSwift {
    static func source(_ expression: Expression, context: String = "context") -> String {
        func emit(_ expression: Expression) -> String {
            switch expression.kind {
            case .number(let value):
                let literal = SwiftLiteral.double(value)
                return value.sign == .minus ? "(\(literal))" : literal
            case .boolean(let value):
                return value ? "1.0" : "0.0"
            case .variable(let variable):
                return "\(context).\(variable.rawValue)"
            case .unary(.negate, let operand):
                return "(-\(emit(operand)))"
            case .unary(.not, let operand):
                return "(\(emit(operand)) != 0 ? 0.0 : 1.0)"
            case .binary(let op, let lhs, let rhs):
                let a = emit(lhs), b = emit(rhs)
                switch op {
                case .add, .subtract, .multiply, .divide:
                    return "(\(a) \(op.rawValue) \(b))"
                case .remainder:
                    return "TesseraRuntime.LayoutMath.remainder(\(a), \(b))"
                case .less, .lessOrEqual, .greater, .greaterOrEqual, .equal, .notEqual:
                    return "(\(a) \(op.rawValue) \(b) ? 1.0 : 0.0)"
                case .and, .or:
                    return "(\(a) != 0 \(op.rawValue) \(b) != 0 ? 1.0 : 0.0)"
                }
            case .conditional(let condition, let whenTrue, let whenFalse):
                return "(\(emit(condition)) != 0 ? \(emit(whenTrue)) : \(emit(whenFalse)))"
            case .call(let function, let arguments):
                let values = arguments.map(emit)
                switch function {
                case .min, .max:
                    // Folded left, as the interpreter does: min(min(a, b), c).
                    return values.dropFirst().reduce(values[0]) { "TesseraRuntime.LayoutMath.\(function.rawValue)(\($0), \($1))" }
                default:
                    return "TesseraRuntime.LayoutMath.\(function.rawValue)(\(values.joined(separator: ", ")))"
                }
            }
        }
        let text = emit(expression)
        // The outermost parentheses add nothing.
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
