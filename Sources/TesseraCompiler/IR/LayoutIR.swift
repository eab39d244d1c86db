import TesseraRuntime

/// A checked layout: the runtime's layout model with every formula a checked expression tree
/// that keeps its source positions. The interpreter and the code generator both lower it to
/// `LayoutModel<Formula>` with `FormulaTable`.
public typealias LayoutIR = LayoutModel<Expression>
public typealias LayoutBody = BodyModel<Expression>
public typealias SectionIR = SectionModel<Expression>
public typealias InsetsIR = InsetsModel<Expression>
public typealias SupplementaryIR = SupplementaryModel<Expression>
public typealias SizeIR = SizeModel<Expression>
public typealias EffectsIR = EffectsModel<Expression>
public typealias TilesIR = TilesModel<Expression>
public typealias BlocksIR = BlocksModel<Expression>
public typealias CircleIR = CircleModel<Expression>
public typealias LineIR = LineModel<Expression>
public typealias MasonryIR = MasonryModel<Expression>
public typealias FlowIR = FlowModel<Expression>

/// A layout's expressions numbered in the model's traversal order, and the model that refers to
/// them by number: what both the interpreter and the generated code run.
public struct FormulaTable: Sendable {
    public let model: LayoutModel<Formula>
    public let expressions: [Expression]

    public init(_ ir: LayoutIR) {
        var expressions: [Expression] = []
        model = ir.map { expression in
            expressions.append(expression)
            return Formula(expressions.count - 1, line: expression.location.line, column: expression.location.column)
        }
        self.expressions = expressions
    }

    /// The viewport dimensions and the count, where any formula reads them.
    public var reads: InputReads {
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
