import TesseraRuntime

/// Computes the value of an operation whose operands are all literals.
enum ConstantFolder {
    enum Value { case number(Double), boolean(Bool) }

    static func value(of expression: Expression) -> Value? {
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

    static func arithmetic(_ op: BinaryOperator, _ a: Double, _ b: Double) -> Double {
        switch op {
        case .add: a + b
        case .subtract: a - b
        case .multiply: a * b
        case .divide: a / b
        case .remainder: LayoutMath.remainder(a, b)
        default: .nan
        }
    }

    static func compare(_ op: BinaryOperator, _ a: Double, _ b: Double) -> Bool {
        switch op {
        case .less: a < b
        case .lessOrEqual: a <= b
        case .greater: a > b
        case .greaterOrEqual: a >= b
        case .equal: a == b
        case .notEqual: a != b
        default: false
        }
    }

    /// Variadic min and max fold left to right, as generated code nests them.
    static func call(_ function: Function, _ values: [Double]) -> Double {
        switch function {
        case .min: values.dropFirst().reduce(values[0], LayoutMath.min)
        case .max: values.dropFirst().reduce(values[0], LayoutMath.max)
        case .abs: LayoutMath.abs(values[0])
        case .floor: LayoutMath.floor(values[0])
        case .ceil: LayoutMath.ceil(values[0])
        case .round: LayoutMath.round(values[0])
        case .sqrt: LayoutMath.sqrt(values[0])
        case .sin: LayoutMath.sin(values[0])
        case .cos: LayoutMath.cos(values[0])
        case .tan: LayoutMath.tan(values[0])
        case .atan2: LayoutMath.atan2(values[0], values[1])
        }
    }
}
