import TesseraRuntime

/// A layout's expressions numbered in the model's traversal order, and the model that refers to
/// them by number: what both the interpreter and the generated code run.
package struct FormulaTable: Sendable {
    package let model: LayoutModel<Formula>
    package let expressions: [LayoutExpression]

    package init(_ ir: LayoutIR) {
        var expressions: [LayoutExpression] = []
        model = ir.map { expression in
            expressions.append(expression)
            return Formula(expressions.count - 1, line: expression.location.line, column: expression.location.column)
        }
        self.expressions = expressions
    }

    /// The viewport dimensions and the count, where any formula reads them.
    package var reads: InputReads {
        var reads: InputReads = []
        for expression in expressions {
            let variables = expression.variables
            if variables.contains(.width) { reads.insert(.width) }
            if variables.contains(.height) { reads.insert(.height) }
            if variables.contains(.count) { reads.insert(.count) }
        }
        return reads
    }
}
