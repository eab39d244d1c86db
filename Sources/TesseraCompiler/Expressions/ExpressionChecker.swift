import TesseraRuntime

/// The two types of the expression language.
public enum ExpressionType: String, Sendable {
    case number, boolean

    var article: String { self == .number ? "a number" : "a condition (true or false)" }
}

/// A named constant of a layout's `constants:` mapping, as written.
struct ConstantDefinition {
    var name: String
    var expression: Expression
    var location: SourceLocation
}

/// Resolves names, checks types and folds constants.
///
/// Constants are substituted where they are used, so one constant can read `index` in a per-item
/// field and still be used for a viewport-only field elsewhere, as long as each use makes sense.
/// Folding follows the operations and their order exactly, so folded results equal evaluated ones.
struct ExpressionChecker {
    var available: Set<Variable>
    var constants: [String: ConstantDefinition]
    let diagnostics: DiagnosticCollector
    private var expanding: [String] = []

    init(available: Set<Variable>, constants: [String: ConstantDefinition], diagnostics: DiagnosticCollector) {
        self.available = available
        self.constants = constants
        self.diagnostics = diagnostics
    }

    /// The checked expression when it is well typed and of the expected type; nil after reporting.
    mutating func check(_ expression: Expression, expecting type: ExpressionType) -> Expression? {
        guard let (checked, actual) = resolve(expression) else { return nil }
        guard actual == type else {
            diagnostics.report(.error("expected \(type.article), but this is \(actual.article)", at: expression.location))
            return nil
        }
        return checked
    }

    private mutating func resolve(_ expression: Expression) -> (Expression, ExpressionType)? {
        let location = expression.location
        switch expression.kind {
        case .number: return (expression, .number)
        case .boolean: return (expression, .boolean)
        case .variable: return (expression, .number)
        case .name(let name):
            return resolveName(name, at: location)
        case .unary(let op, let operand):
            guard let (inner, type) = resolve(operand) else { return nil }
            let expected: ExpressionType = op == .negate ? .number : .boolean
            guard type == expected else {
                diagnostics.report(.error("'\(op.rawValue)' needs \(expected.article), but its operand is \(type.article)", at: location))
                return nil
            }
            return (fold(Expression(.unary(op, inner), at: location)), expected)
        case .binary(let op, let lhs, let rhs):
            let left = resolve(lhs)
            let right = resolve(rhs)
            guard let (l, lt) = left, let (r, rt) = right else { return nil }
            let operandType: ExpressionType = op.isLogical ? .boolean : .number
            for (type, operand) in [(lt, lhs), (rt, rhs)] where type != operandType {
                diagnostics.report(.error("'\(op.rawValue)' needs \(operandType.article) on each side, but this is \(type.article)", at: operand.location))
                return nil
            }
            if op == .divide || op == .remainder, r.constantValue == 0 {
                diagnostics.report(.error(
                    op == .divide ? "division by zero: the divisor is always 0" : "remainder by zero: the divisor is always 0",
                    at: rhs.location))
                return nil
            }
            let resultType: ExpressionType = op.isArithmetic ? .number : .boolean
            return (fold(Expression(.binary(op, l, r), at: location)), resultType)
        case .conditional(let condition, let whenTrue, let whenFalse):
            let c = resolve(condition), a = resolve(whenTrue), b = resolve(whenFalse)
            guard let (cc, ct) = c, let (aa, at) = a, let (bb, bt) = b else { return nil }
            guard ct == .boolean else {
                diagnostics.report(.error("the condition before '?' must be a comparison, but this is \(ct.article)", at: condition.location))
                return nil
            }
            guard at == bt else {
                diagnostics.report(.error("both branches of '?' must have one type; this one is \(bt.article), the other \(at.article)", at: whenFalse.location))
                return nil
            }
            return (fold(Expression(.conditional(cc, aa, bb), at: location)), at)
        case .call(let function, let arguments):
            var checked: [Expression] = []
            for argument in arguments {
                guard let (value, type) = resolve(argument) else { return nil }
                guard type == .number else {
                    diagnostics.report(.error("\(function.rawValue) takes numbers, but this is \(type.article)", at: argument.location))
                    return nil
                }
                checked.append(value)
            }
            return (fold(Expression(.call(function, checked), at: location)), .number)
        }
    }

    private mutating func resolveName(_ name: String, at location: SourceLocation) -> (Expression, ExpressionType)? {
        if let variable = Variable(rawValue: name) {
            guard available.contains(variable) else {
                let offered = available.sorted().map(\.rawValue).joined(separator: ", ")
                diagnostics.report(.error(
                    "'\(name)' (\(variable.summary)) is not available here; this field can use \(offered.isEmpty ? "no names, only numbers and constants" : offered)",
                    at: location))
                return nil
            }
            return (Expression(.variable(variable), at: location), .number)
        }
        if let constant = constants[name] {
            if let start = expanding.firstIndex(of: name) {
                let cycle = (expanding[start...] + [name]).joined(separator: " → ")
                diagnostics.report(.error("the constant '\(name)' depends on itself (\(cycle))", at: constant.location))
                return nil
            }
            expanding.append(name)
            defer { expanding.removeLast() }
            return resolve(constant.expression)
        }
        let candidates = available.map(\.rawValue) + constants.keys.sorted()
        let offered = (available.sorted().map(\.rawValue) + constants.keys.sorted()).joined(separator: ", ")
        diagnostics.report(.error(
            "unknown name '\(name)'\(suggestion(for: name, among: candidates)); names available here: \(offered.isEmpty ? "none" : offered)",
            at: location))
        return nil
    }

    /// Replaces an operation on constants by its value, computed as evaluation would compute it.
    private func fold(_ expression: Expression) -> Expression {
        guard let value = ConstantFolder.value(of: expression) else { return expression }
        switch value {
        case .number(let number) where number.isFinite:
            return Expression(.number(number), at: expression.location)
        case .boolean(let truth):
            return Expression(.boolean(truth), at: expression.location)
        default:
            return expression  // a non-finite constant is left for evaluation to report with its context
        }
    }
}

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
        case .name, .variable:
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
