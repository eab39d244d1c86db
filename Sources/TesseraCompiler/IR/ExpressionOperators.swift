import TesseraRuntime

/// The operators a `LayoutExpression` applies; the scanner reads them by these spellings.
package enum UnaryOperator: String, Hashable, Sendable {
    case negate = "-"
    case not = "!"
}

extension BinaryOperator {
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
