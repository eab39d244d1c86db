/// The model's types with formulas as evaluator slots: the names generated code spells its
/// layout description with.
@_spi(Generated) public enum GeneratedModel {
    public typealias Formula = TesseraRuntime.Formula
    public typealias Layout = LayoutModel<Formula>
    public typealias Variant = VariantModel<Formula>
    public typealias Body = BodyModel<Formula>
    public typealias Section = SectionModel<Formula>
    public typealias Insets = InsetsModel<Formula>
    public typealias Supplementary = SupplementaryModel<Formula>
    public typealias Size = SizeModel<Formula>
    public typealias Effects = EffectsModel<Formula>
    public typealias Tiles = TilesModel<Formula>
    public typealias Cell = CellModel<Formula>
    public typealias Blocks = BlocksModel<Formula>
    public typealias Circle = CircleModel<Formula>
    public typealias Line = LineModel<Formula>
    public typealias Masonry = MasonryModel<Formula>
    public typealias Flow = FlowModel<Formula>
    public typealias Rule = RuleModel<Formula>
    public typealias Grid = GridModel<Formula>
    public typealias Background = BackgroundModel<Formula>
    public typealias Separators = SeparatorModel<Formula>
    public typealias Orthogonal = OrthogonalModel<Formula>
}

/// Generated code names the version of the runtime API it was generated for by conforming to
/// this protocol; a runtime with another API version has no such protocol, and the generated
/// file fails to compile with a message that names it, instead of misbehaving. Version 4 put what
/// generated code uses behind `@_spi(Generated)`: files of versions 1 to 3 import the runtime
/// without it, so they cannot compile against this runtime, and their protocols are gone.
@_spi(Generated) public protocol TesseraGeneratedCodeVersion4 {}
