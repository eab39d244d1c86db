@_spi(Generated) import TesseraRuntime

/// A checked layout: the runtime's layout model with every formula a checked expression tree
/// that keeps its source positions. The interpreter and the code generator both lower it to
/// `LayoutModel<Formula>` with `FormulaTable`.
package typealias LayoutIR = LayoutModel<LayoutExpression>
package typealias LayoutBody = BodyModel<LayoutExpression>
package typealias SectionIR = SectionModel<LayoutExpression>
package typealias InsetsIR = InsetsModel<LayoutExpression>
package typealias SupplementaryIR = SupplementaryModel<LayoutExpression>
package typealias SizeIR = SizeModel<LayoutExpression>
package typealias EffectsIR = EffectsModel<LayoutExpression>
package typealias TilesIR = TilesModel<LayoutExpression>
package typealias BlocksIR = BlocksModel<LayoutExpression>
package typealias CircleIR = CircleModel<LayoutExpression>
package typealias LineIR = LineModel<LayoutExpression>
package typealias RuleIR = RuleModel<LayoutExpression>
package typealias GridIR = GridModel<LayoutExpression>
package typealias MasonryIR = MasonryModel<LayoutExpression>
package typealias FlowIR = FlowModel<LayoutExpression>
