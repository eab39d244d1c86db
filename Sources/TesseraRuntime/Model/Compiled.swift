/// The model's types with formulas as evaluator slots: the names generated code spells its
/// layout description with.
public enum Compiled {
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
/// file fails to compile with a message that names it, instead of misbehaving.
public protocol TesseraGeneratedCodeVersion1 {}
/// Version 2 added `TesseraLayout.extend(_:to:)`; version 1 files still compile against it.
public protocol TesseraGeneratedCodeVersion2 {}
/// Version 3 nests generated types in `TesseraLayouts`; version 1 and 2 files still compile.
public protocol TesseraGeneratedCodeVersion3 {}
