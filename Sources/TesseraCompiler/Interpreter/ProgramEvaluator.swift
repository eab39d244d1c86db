import TesseraRuntime

/// Evaluates formulas by running their expressions' postfix programs.
package struct ProgramEvaluator: FormulaEvaluator {
    let programs: [ExpressionProgram]

    init(_ expressions: [LayoutExpression]) {
        programs = expressions.map(ExpressionProgram.init)
    }

    package func value(of formula: Formula, in context: EvaluationContext) -> Double {
        programs[formula.id].evaluate(context)
    }
}
