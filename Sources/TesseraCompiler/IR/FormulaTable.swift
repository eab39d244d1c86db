@_spi(Generated) import TesseraRuntime

/// A layout's expressions numbered in the model's traversal order, and the model that refers to
/// them by number: what both the interpreter and the generated code run.
package struct FormulaTable: Sendable {
    package let model: LayoutModel<Formula>
    package let expressions: [LayoutExpression]

    package init(_ ir: LayoutIR) {
        var expressions: [LayoutExpression] = []
        // A variant or a section override repeats every field it does not change: the same
        // expression from the same place gets one number, so it is compiled, generated and
        // type-checked once.
        var numbers: [LayoutExpression: Int] = [:]
        model = ir.map { expression in
            let number: Int
            if let known = numbers[expression] {
                number = known
            } else {
                number = expressions.count
                numbers[expression] = number
                expressions.append(expression)
            }
            return Formula(number, line: expression.location.line, column: expression.location.column)
        }
        self.expressions = expressions
    }

    /// The viewport dimensions and the count, where any formula reads them.
    package var reads: InputReads {
        InputReads(reading: expressions.lazy.flatMap(\.variables))
    }
}
