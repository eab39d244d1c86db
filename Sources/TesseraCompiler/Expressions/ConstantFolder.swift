import TesseraRuntime

/// Computes the value of an operation whose operands are all literals.
enum ConstantFolder {
    enum Value { case number(Double), boolean(Bool) }

    static func value(of expression: LayoutExpression) -> Value? {
        switch expression.kind {
        case .number(let value): return .number(value)
        case .boolean(let value): return .boolean(value)
        case .unary(.negate, let operand):
            guard let a = operand.constantValue else { return nil }
            return .number(-a)
        case .unary(.not, let operand):
            guard case .boolean(let a) = operand.kind else { return nil }
            return .boolean(!a)
        case .binary(let op, let lhs, let rhs):
            if op.isLogical {
                guard case .boolean(let a) = lhs.kind, case .boolean(let b) = rhs.kind else { return nil }
                return .boolean(op == .and ? a && b : a || b)
            }
            guard let a = lhs.constantValue, let b = rhs.constantValue else { return nil }
            return op.isArithmetic ? .number(arithmetic(op, a, b)) : .boolean(compare(op, a, b))
        case .conditional(let condition, let whenTrue, let whenFalse):
            guard case .boolean(let c) = condition.kind else { return nil }
            return value(of: c ? whenTrue : whenFalse)
        case .call(let function, let arguments):
            let values = arguments.compactMap(\.constantValue)
            guard values.count == arguments.count else { return nil }
            return .number(call(function, values))
        case .variable:
            return nil
        }
    }

    // The operators' and functions' own arithmetic, which the evaluator runs too, so that a folded
    // value is the evaluated one by construction.

    static func arithmetic(_ op: BinaryOperator, _ a: Double, _ b: Double) -> Double {
        op.apply(a, b)
    }

    static func compare(_ op: BinaryOperator, _ a: Double, _ b: Double) -> Bool {
        op.apply(a, b) != 0
    }

    static func call(_ function: BuiltInFunction, _ values: [Double]) -> Double {
        function.apply(to: values, from: 0, count: values.count)
    }
}
