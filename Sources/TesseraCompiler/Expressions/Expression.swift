/// A checked arithmetic expression of the IR, e.g. `(width - 20) / 3` or `index == 0 ? 2 : 1`,
/// with constants substituted and operations on literals folded.
///
/// Every node keeps the location of the token that made it, so a fault found while evaluating
/// points into the expression, not just at the start of the YAML value.
public struct Expression: Hashable, Sendable {
    /// Only the cases that hold expressions are boxed: leaves, most of a tree's nodes and every
    /// field's default, are stored inline instead of each taking an allocation.
    public enum Kind: Hashable, Sendable {
        case number(Double)
        case boolean(Bool)
        case variable(Variable)
        indirect case unary(UnaryOperator, Expression)
        indirect case binary(BinaryOperator, Expression, Expression)
        indirect case conditional(Expression, Expression, Expression)
        case call(Function, [Expression])
    }

    public var kind: Kind
    public var location: SourceLocation

    public init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    public var constantValue: Double? {
        if case .number(let value) = kind { value } else { nil }
    }

    /// The variables this expression reads, after constants were substituted.
    public var variables: Set<Variable> {
        switch kind {
        case .number, .boolean: []
        case .variable(let variable): [variable]
        case .unary(_, let operand): operand.variables
        case .binary(_, let lhs, let rhs): lhs.variables.union(rhs.variables)
        case .conditional(let c, let a, let b): c.variables.union(a.variables).union(b.variables)
        case .call(_, let arguments): arguments.reduce(into: []) { $0.formUnion($1.variables) }
        }
    }
}

public enum UnaryOperator: String, Hashable, Sendable {
    case negate = "-"
    case not = "!"
}

public enum BinaryOperator: String, Hashable, Sendable, CaseIterable {
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

/// The functions an expression may call. Their arithmetic lives in the runtime (`LayoutMath`)
/// so the interpreter and generated code compute bit-identical results.
public enum Function: String, Hashable, Sendable, CaseIterable {
    case min, max, abs, floor, ceil, round, sqrt, sin, cos, tan, atan2

    /// How many arguments it takes; min and max take two or more.
    public var arity: ClosedRange<Int> {
        switch self {
        case .min, .max: 2...16
        case .atan2: 2...2
        default: 1...1
        }
    }
}

/// The names an expression can read from its context. Which ones a field offers depends on the
/// field: `index` exists only where a value is computed per item, `distance` only in effects.
public enum Variable: String, Hashable, Sendable, CaseIterable, Comparable {
    /// The viewport (the collection view's bounds).
    case width, height
    /// The item being placed, its section, and the item count of that section.
    case index, count, section
    /// Column blocks: the column being sized, the number of columns, an item's slot in its block, and the block's size.
    case column, columnCount, slot, blockSize
    /// Masonry: the width of a column.
    case columnWidth
    /// Effects: the element's centre minus the viewport's centre along the scroll axis.
    case distance

    /// The position of the case, which orders variables and gives each its bit in a `VariableMask`.
    private var ordinal: UInt32 {
        switch self {
        case .width: 0
        case .height: 1
        case .index: 2
        case .count: 3
        case .section: 4
        case .column: 5
        case .columnCount: 6
        case .slot: 7
        case .blockSize: 8
        case .columnWidth: 9
        case .distance: 10
        }
    }

    var bit: UInt32 { 1 << ordinal }

    public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.ordinal < rhs.ordinal }

    public var summary: String {
        switch self {
        case .width: "the viewport's width"
        case .height: "the viewport's height"
        case .index: "the item's index in its section"
        case .count: "the number of items in the section"
        case .section: "the section's index"
        case .column: "the column being sized (0-based)"
        case .columnCount: "the number of columns of the spec"
        case .slot: "the item's slot in its block (index % blockSize)"
        case .blockSize: "the number of slots in a block"
        case .columnWidth: "the width of a masonry column"
        case .distance: "the element's centre minus the viewport's centre, along the scroll axis"
        }
    }
}

/// Variables as bits, for testing names against what a field offers without hashing.
struct VariableMask: Hashable, Sendable {
    var bits: UInt32

    static let none = VariableMask(bits: 0)

    init(bits: UInt32) {
        self.bits = bits
    }

    init(_ variable: Variable) {
        bits = variable.bit
    }

    init(_ variables: Set<Variable>) {
        bits = variables.reduce(0) { $0 | $1.bit }
    }

    func contains(_ variable: Variable) -> Bool { bits & variable.bit != 0 }

    func union(_ other: VariableMask) -> VariableMask { VariableMask(bits: bits | other.bits) }

    /// The variables of this mask that `other` lacks.
    func subtracting(_ other: VariableMask) -> VariableMask { VariableMask(bits: bits & ~other.bits) }

    var isEmpty: Bool { bits == 0 }

    func intersects(_ other: VariableMask) -> Bool { bits & other.bits != 0 }
}
