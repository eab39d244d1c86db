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
    let scope: VariableScope
    private let available: VariableMask
    var constants: [String: ConstantDefinition]
    let diagnostics: DiagnosticCollector
    private var expanding: [String] = []

    init(scope: VariableScope, constants: [String: ConstantDefinition], diagnostics: DiagnosticCollector) {
        self.scope = scope
        available = scope.mask
        self.constants = constants
        self.diagnostics = diagnostics
    }

    /// The checked expression when it is well typed and of the expected type; nil after reporting.
    mutating func check(_ expression: Expression, expecting type: ExpressionType) -> Expression? {
        guard let resolved = resolve(expression) else { return nil }
        guard resolved.type == type else {
            diagnostics.report(.error("expected \(type.article), but this is \(resolved.type.article)", at: expression.location))
            return nil
        }
        return resolved.expression
    }

    /// A checked expression, its type, and whether it differs from the one written: unchanged
    /// subtrees are kept as they are, so checking allocates only where constants are substituted
    /// or folded.
    private struct Resolved {
        var expression: Expression
        var type: ExpressionType
        var changed: Bool
    }

    private mutating func resolve(_ expression: Expression) -> Resolved? {
        let location = expression.location
        switch expression.kind {
        case .number: return Resolved(expression: expression, type: .number, changed: false)
        case .boolean: return Resolved(expression: expression, type: .boolean, changed: false)
        case .variable(let variable):
            guard available.contains(variable) else {
                reportUnavailable(variable, at: location)
                return nil
            }
            return Resolved(expression: expression, type: .number, changed: false)
        case .name(let name):
            return resolveName(name, at: location)
        case .unary(let op, let operand):
            guard let inner = resolve(operand) else { return nil }
            let expected: ExpressionType = op == .negate ? .number : .boolean
            guard inner.type == expected else {
                diagnostics.report(.error("'\(op.rawValue)' needs \(expected.article), but its operand is \(inner.type.article)", at: location))
                return nil
            }
            return folded(inner.changed ? Expression(.unary(op, inner.expression), at: location) : expression, expected, inner.changed)
        case .binary(let op, let lhs, let rhs):
            // In functions of their own, so that the frame repeated per level of a long chain
            // such as 1+1+...+1 stays small.
            return resolveBinary(expression, op, lhs, rhs)
        case .conditional(let condition, let whenTrue, let whenFalse):
            return resolveConditional(expression, condition, whenTrue, whenFalse)
        case .call(let function, let arguments):
            return resolveCall(expression, function, arguments)
        }
    }

    private mutating func resolveBinary(_ expression: Expression, _ op: BinaryOperator, _ lhs: Expression, _ rhs: Expression) -> Resolved? {
        let location = expression.location
        let left = resolve(lhs)
        let right = resolve(rhs)
        guard let left, let right else { return nil }
        let operandType: ExpressionType = op.isLogical ? .boolean : .number
        if let (type, operand) = left.type != operandType ? (left.type, lhs) : right.type != operandType ? (right.type, rhs) : nil {
            diagnostics.report(.error("'\(op.rawValue)' needs \(operandType.article) on each side, but this is \(type.article)", at: operand.location))
            return nil
        }
        if op == .divide || op == .remainder, right.expression.constantValue == 0 {
            diagnostics.report(.error(
                op == .divide ? "division by zero: the divisor is always 0" : "remainder by zero: the divisor is always 0",
                at: rhs.location))
            return nil
        }
        let changed = left.changed || right.changed
        let rebuilt = changed ? Expression(.binary(op, left.expression, right.expression), at: location) : expression
        return folded(rebuilt, op.isArithmetic ? .number : .boolean, changed)
    }

    private mutating func resolveConditional(_ expression: Expression, _ condition: Expression, _ whenTrue: Expression, _ whenFalse: Expression) -> Resolved? {
        let location = expression.location
        let c = resolve(condition), a = resolve(whenTrue), b = resolve(whenFalse)
        guard let c, let a, let b else { return nil }
        guard c.type == .boolean else {
            diagnostics.report(.error("the condition before '?' must be a comparison, but this is \(c.type.article)", at: condition.location))
            return nil
        }
        guard a.type == b.type else {
            diagnostics.report(.error("both branches of '?' must have one type; this one is \(b.type.article), the other \(a.type.article)", at: whenFalse.location))
            return nil
        }
        let changed = c.changed || a.changed || b.changed
        let rebuilt = changed ? Expression(.conditional(c.expression, a.expression, b.expression), at: location) : expression
        return folded(rebuilt, a.type, changed)
    }

    private mutating func resolveCall(_ expression: Expression, _ function: Function, _ arguments: [Expression]) -> Resolved? {
        let location = expression.location
        // A new argument list only once an argument changed.
        var checked: [Expression]?
        for (position, argument) in arguments.enumerated() {
            guard let value = resolve(argument) else { return nil }
            guard value.type == .number else {
                diagnostics.report(.error("\(function.rawValue) takes numbers, but this is \(value.type.article)", at: argument.location))
                return nil
            }
            if value.changed, checked == nil { checked = Array(arguments[..<position]) }
            checked?.append(value.expression)
        }
        let rebuilt = checked.map { Expression(.call(function, $0), at: location) } ?? expression
        return folded(rebuilt, .number, checked != nil)
    }

    private mutating func resolveName(_ name: String, at location: SourceLocation) -> Resolved? {
        if let variable = Variable(name: name) {
            guard available.contains(variable) else {
                reportUnavailable(variable, at: location)
                return nil
            }
            return Resolved(expression: Expression(.variable(variable), at: location), type: .number, changed: true)
        }
        if let constant = constants[name] {
            if let start = expanding.firstIndex(of: name) {
                let cycle = (expanding[start...] + [name]).joined(separator: " → ")
                diagnostics.report(.error("the constant '\(name)' depends on itself (\(cycle))", at: constant.location))
                return nil
            }
            expanding.append(name)
            defer { expanding.removeLast() }
            guard var resolved = resolve(constant.expression) else { return nil }
            resolved.changed = true
            return resolved
        }
        let candidates = scope.variables.map(\.rawValue) + constants.keys.sorted()
        let offered = (scope.variables.sorted().map(\.rawValue) + constants.keys.sorted()).joined(separator: ", ")
        diagnostics.report(.error(
            "unknown name '\(name)'\(suggestion(for: name, among: candidates)); names available here: \(offered.isEmpty ? "none" : offered)",
            at: location))
        return nil
    }

    private func reportUnavailable(_ variable: Variable, at location: SourceLocation) {
        let offered = scope.variables.sorted().map(\.rawValue).joined(separator: ", ")
        diagnostics.report(.error(
            "'\(variable.rawValue)' (\(variable.summary)) is not available here; this field can use \(offered.isEmpty ? "no names, only numbers and constants" : offered)",
            at: location))
    }

    private func folded(_ expression: Expression, _ type: ExpressionType, _ changed: Bool) -> Resolved {
        guard let result = fold(expression) else { return Resolved(expression: expression, type: type, changed: changed) }
        return Resolved(expression: result, type: type, changed: true)
    }

    /// The value of an operation on constants, computed as evaluation would compute it; nil
    /// when there is nothing to fold.
    private func fold(_ expression: Expression) -> Expression? {
        switch expression.kind {
        case .number, .boolean: return nil  // already a value
        default: break
        }
        guard let value = ConstantFolder.value(of: expression) else { return nil }
        switch value {
        case .number(let number) where number.isFinite:
            return Expression(.number(number), at: expression.location)
        case .boolean(let truth):
            return Expression(.boolean(truth), at: expression.location)
        default:
            return nil  // a non-finite constant is left for evaluation to report with its context
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
