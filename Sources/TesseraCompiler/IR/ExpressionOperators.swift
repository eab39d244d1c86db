import TesseraRuntime

/// The operators a `LayoutExpression` applies; the scanner reads them by these spellings.
package enum UnaryOperator: String, Hashable, Sendable {
    case negate = "-"
    case not = "!"
}

package enum BinaryOperator: String, Hashable, Sendable, CaseIterable {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case equal = "==", notEqual = "!="
    case and = "&&", or = "||"

    var isArithmetic: Bool {
        switch self {
        case .add, .subtract, .multiply, .divide, .remainder: true
        default: false
        }
    }

    var isComparison: Bool {
        switch self {
        case .less, .lessOrEqual, .greater, .greaterOrEqual, .equal, .notEqual: true
        default: false
        }
    }
    var isLogical: Bool { self == .and || self == .or }
}

extension BinaryOperator {
    /// The operation on Double values, booleans as 1 and 0: what the interpreter and the constant
    /// folder both compute, so that a folded value is the evaluated one by construction.
    @inline(__always) func apply(_ a: Double, _ b: Double) -> Double {
        switch self {
        case .add: a + b
        case .subtract: a - b
        case .multiply: a * b
        case .divide: a / b
        case .remainder: LayoutMath.remainder(a, b)
        case .less: a < b ? 1 : 0
        case .lessOrEqual: a <= b ? 1 : 0
        case .greater: a > b ? 1 : 0
        case .greaterOrEqual: a >= b ? 1 : 0
        case .equal: a == b ? 1 : 0
        case .notEqual: a != b ? 1 : 0
        // Both sides are already evaluated: the language has no side effects, so this equals short-circuiting.
        case .and: a != 0 && b != 0 ? 1 : 0
        case .or: a != 0 || b != 0 ? 1 : 0
        }
    }
}
