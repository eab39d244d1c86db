import TesseraRuntime

/// A checked arithmetic expression of the IR, e.g. `(width - 20) / 3` or `index == 0 ? 2 : 1`,
/// with constants substituted and operations on literals folded.
///
/// Every node keeps the location of the token that made it, so a fault found while evaluating
/// points into the expression, not just at the start of the YAML value.
package struct LayoutExpression: Hashable, Sendable {
    /// Only the cases that hold expressions are boxed: leaves, most of a tree's nodes and every
    /// field's default, are stored inline instead of each taking an allocation.
    package enum Kind: Hashable, Sendable {
        case number(Double)
        case boolean(Bool)
        case variable(ExpressionVariable)
        indirect case unary(UnaryOperator, LayoutExpression)
        indirect case binary(BinaryOperator, LayoutExpression, LayoutExpression)
        indirect case conditional(LayoutExpression, LayoutExpression, LayoutExpression)
        case call(BuiltInFunction, [LayoutExpression])
    }

    package var kind: Kind
    package var location: SourceLocation

    package init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    package var constantValue: Double? {
        if case .number(let value) = kind { value } else { nil }
    }

    /// The variables this expression reads, after constants were substituted.
    package var variables: Set<ExpressionVariable> {
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
