/// A layout's description, every size and position a formula of type `F`.
///
/// The compiler builds it with `F` = its checked expression trees; the interpreter and generated
/// code both run it with `F` = `Formula`, an index into their own evaluators. One shape, so the
/// engine that turns it into frames is written once and both paths give the same answers.
@_spi(Generated) public struct LayoutModel<F: Sendable>: Sendable {
    public var name: String
    public var axis: ScrollAxis
    public var direction: ReadingDirection
    public var base: BodyModel<F>
    /// Tried in order; the first whose condition holds replaces `base`.
    public var variants: [VariantModel<F>]

    public init(name: String, axis: ScrollAxis, direction: ReadingDirection, base: BodyModel<F>, variants: [VariantModel<F>]) {
        self.name = name
        self.axis = axis
        self.direction = direction
        self.base = base
        self.variants = variants
    }
}

@_spi(Generated) public struct VariantModel<F: Sendable>: Sendable {
    public var condition: F
    public var body: BodyModel<F>

    public init(condition: F, body: BodyModel<F>) {
        self.condition = condition
        self.body = body
    }
}

/// Everything a variant can replace.
@_spi(Generated) public struct BodyModel<F: Sendable>: Sendable {
    /// Applies to every section without an override.
    public var defaultSection: SectionModel<F>
    /// Section i uses `sectionOverrides[i]` when there is one.
    public var sectionOverrides: [SectionModel<F>]
    public var effects: EffectsModel<F>?
    public var snap: SnapRule

    public init(defaultSection: SectionModel<F>, sectionOverrides: [SectionModel<F>], effects: EffectsModel<F>?, snap: SnapRule) {
        self.defaultSection = defaultSection
        self.sectionOverrides = sectionOverrides
        self.effects = effects
        self.snap = snap
    }

    public func section(_ index: Int) -> SectionModel<F> {
        index < sectionOverrides.count ? sectionOverrides[index] : defaultSection
    }
}

@_spi(Generated) public struct SectionModel<F: Sendable>: Sendable {
    public var arrangement: Arrangement<F>
    public var insets: InsetsModel<F>
    public var header: SupplementaryModel<F>?
    public var footer: SupplementaryModel<F>?
    /// Decorations: elements that are not items.
    public var background: BackgroundModel<F>?
    public var separators: SeparatorModel<F>?
    /// When given, the section's items scroll across the layout's axis, in a band of their own.
    public var orthogonal: OrthogonalModel<F>?
    /// The section's own scroll effects and snap, instead of the layout's; nil: the layout's.
    /// (Effects with no field set turn the layout's off for the section.)
    public var effects: EffectsModel<F>?
    public var snap: SnapRule?

    public init(arrangement: Arrangement<F>, insets: InsetsModel<F>, header: SupplementaryModel<F>?, footer: SupplementaryModel<F>?,
                background: BackgroundModel<F>? = nil, separators: SeparatorModel<F>? = nil, orthogonal: OrthogonalModel<F>? = nil,
                effects: EffectsModel<F>? = nil, snap: SnapRule? = nil) {
        self.arrangement = arrangement
        self.insets = insets
        self.header = header
        self.footer = footer
        self.background = background
        self.separators = separators
        self.orthogonal = orthogonal
        self.effects = effects
        self.snap = snap
    }
}

/// A section whose items scroll sideways (across the layout's scroll axis), as an App Store
/// shelf in a vertical list: the section's kind is laid out along the cross axis in a band
/// `length` long (along the layout's axis), between the header and the footer, and the band has
/// a scroll offset of its own, which comes to rest by `snap`.
@_spi(Generated) public struct OrthogonalModel<F: Sendable>: Sendable {
    public var length: F
    public var snap: SnapRule

    public init(length: F, snap: SnapRule) {
        self.length = length
        self.snap = snap
    }
}

/// A rectangle behind a section's items: the section between its header and footer, insets
/// included, inset by `insets`, with rounded corners.
@_spi(Generated) public struct BackgroundModel<F: Sendable>: Sendable {
    public var insets: InsetsModel<F>
    public var cornerRadius: F

    public init(insets: InsetsModel<F>, cornerRadius: F) {
        self.insets = insets
        self.cornerRadius = cornerRadius
    }
}

/// A line after each item but a section's last, along its trailing edge (below it when the
/// content scrolls vertically): `thickness` thick, `offset` past the item's end, indented by
/// `inset` from the item's leading side across the scroll axis.
@_spi(Generated) public struct SeparatorModel<F: Sendable>: Sendable {
    public var thickness: F
    public var inset: F
    public var offset: F

    public init(thickness: F, inset: F, offset: F) {
        self.thickness = thickness
        self.inset = inset
        self.offset = offset
    }
}

@_spi(Generated) public struct InsetsModel<F: Sendable>: Sendable {
    public var top, left, bottom, right: F

    public init(top: F, left: F, bottom: F, right: F) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

@_spi(Generated) public struct SupplementaryModel<F: Sendable>: Sendable {
    public var length: F
    public var pinned: Bool

    public init(length: F, pinned: Bool) {
        self.length = length
        self.pinned = pinned
    }
}

@_spi(Generated) public struct SizeModel<F: Sendable>: Sendable {
    public var width, height: F

    public init(width: F, height: F) {
        self.width = width
        self.height = height
    }
}

@_spi(Generated) public struct EffectsModel<F: Sendable>: Sendable {
    public var scale: F?
    public var alpha: F?
    public var zIndex: F?
    /// The transforms (`LayoutAttributes` says how each is drawn): radians in the screen's plane,
    /// points as drawn, radians about the cross axis, and the viewer's distance for the turn.
    public var rotation: F?
    public var translateX: F?
    public var translateY: F?
    public var turn: F?
    public var perspective: F?

    public init(scale: F?, alpha: F?, zIndex: F?, rotation: F? = nil, translateX: F? = nil, translateY: F? = nil,
                turn: F? = nil, perspective: F? = nil) {
        self.scale = scale
        self.alpha = alpha
        self.zIndex = zIndex
        self.rotation = rotation
        self.translateX = translateX
        self.translateY = translateY
        self.turn = turn
        self.perspective = perspective
    }

    /// Whether the effects move, rotate or turn elements, so that rect queries must look past frames.
    public var transforms: Bool { rotation != nil || translateX != nil || translateY != nil || turn != nil }
}

/// How one section arranges its items: the layout kinds.
@_spi(Generated) public enum Arrangement<F: Sendable>: Sendable {
    case tiles(TilesModel<F>)
    case blocks(BlocksModel<F>)
    case circle(CircleModel<F>)
    case line(LineModel<F>)
    case masonry(MasonryModel<F>)
    case flow(FlowModel<F>)
    case rule(RuleModel<F>)
    case grid(GridModel<F>)

    public var kindName: String {
        switch self {
        case .tiles: "tiles"
        case .blocks: "blocks"
        case .circle: "circle"
        case .line: "line"
        case .masonry: "masonry"
        case .flow: "flow"
        case .rule: "rule"
        case .grid: "grid"
        }
    }
}

/// Items placed in order into fixed columns, each spanning some columns and rows and wherever it
/// first fits, as CSS Grid's auto-placement places them (`grid-auto-flow: row` or `row dense`).
/// In the author's terms: columns across, rows along the scroll axis.
@_spi(Generated) public struct GridModel<F: Sendable>: Sendable {
    public var columns: MasonryModel<F>.Columns
    /// How long each row is along the scroll axis; nil: as long as a column is wide (square cells).
    public var rowLength: F?
    public var columnGap: F
    public var rowGap: F
    /// How many columns and rows item `index` covers; nil: one each.
    public var span: F?
    public var rowSpan: F?
    /// The column item `index` starts at (0-based), or a negative number to place it where it
    /// fits; nil: every item where it fits.
    public var column: F?
    /// Dense packing fills earlier holes with later items, as `grid-auto-flow: row dense`.
    public var dense: Bool
    /// When given, items i and i + period are placed alike, a whole number of rows apart: one
    /// period is placed and queries are closed form (the placement proves the repetition).
    public var period: F?

    public init(columns: MasonryModel<F>.Columns, rowLength: F?, columnGap: F, rowGap: F, span: F?, rowSpan: F?,
                column: F?, dense: Bool, period: F?) {
        self.columns = columns
        self.rowLength = rowLength
        self.columnGap = columnGap
        self.rowGap = rowGap
        self.span = span
        self.rowSpan = rowSpan
        self.column = column
        self.dense = dense
        self.period = period
    }
}

/// Frames as expressions of `index`, for layouts no fixed kind gives (waves, spirals,
/// staggers). Item `index` is at `frame`, in section coordinates as drawn (x across, y down).
@_spi(Generated) public struct RuleModel<F: Sendable>: Sendable {
    public var frame: CellModel<F>
    /// When given, item i + items is item i moved by `length` along the scroll axis: only the
    /// first `items` frames are computed, and queries are closed form.
    public var period: Period?

    public struct Period: Sendable {
        public var items: Int
        public var length: F

        public init(items: Int, length: F) {
            self.items = items
            self.length = length
        }
    }

    public init(frame: CellModel<F>, period: Period?) {
        self.frame = frame
        self.period = period
    }
}

@_spi(Generated) public struct TilesModel<F: Sendable>: Sendable {
    /// One frame per slot, in block coordinates as drawn (x across, y down).
    public var cells: [CellModel<F>]
    /// The advance from one block to the next along the scroll axis; nil: extent + spacing.
    public var period: F?
    public var spacing: F
    /// How long a block is along the scroll axis; nil: to where its cells end. (An areas grid
    /// whose last rows are empty is longer than its cells.)
    public var extent: F?

    public init(cells: [CellModel<F>], period: F?, spacing: F, extent: F? = nil) {
        self.cells = cells
        self.period = period
        self.spacing = spacing
        self.extent = extent
    }
}

@_spi(Generated) public struct CellModel<F: Sendable>: Sendable {
    public var x, y, width, height: F

    public init(x: F, y: F, width: F, height: F) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

@_spi(Generated) public struct BlocksModel<F: Sendable>: Sendable {
    /// columns[c] lists the slots stacked in column c, top to bottom.
    public var columns: [[Int]]
    public var columnWidth: F
    public var itemLength: F
    /// nil: what the widths leave, spread evenly.
    public var spacing: F?

    public init(columns: [[Int]], columnWidth: F, itemLength: F, spacing: F?) {
        self.columns = columns
        self.columnWidth = columnWidth
        self.itemLength = itemLength
        self.spacing = spacing
    }

    public var blockSize: Int { columns.reduce(0) { $0 + $1.count } }
}

@_spi(Generated) public struct CircleModel<F: Sendable>: Sendable {
    public var item: SizeModel<F>
    public var centerX, centerY: F
    public var radius, start, step: F
    public var clockwise: Bool
    public var singleAtCenter: Bool

    public init(item: SizeModel<F>, centerX: F, centerY: F, radius: F, start: F, step: F, clockwise: Bool, singleAtCenter: Bool) {
        self.item = item
        self.centerX = centerX
        self.centerY = centerY
        self.radius = radius
        self.start = start
        self.step = step
        self.clockwise = clockwise
        self.singleAtCenter = singleAtCenter
    }
}

@_spi(Generated) public struct LineModel<F: Sendable>: Sendable {
    public var item: SizeModel<F>
    public var spacing: F
    public var align: CrossAlignment
    /// Whether the item size reads `index`: then each item is measured and placed after the one
    /// before; otherwise every item is the same and the line is a closed-form pattern.
    public var perItem = false

    public init(item: SizeModel<F>, spacing: F, align: CrossAlignment, perItem: Bool = false) {
        self.item = item
        self.spacing = spacing
        self.align = align
        self.perItem = perItem
    }
}

/// Where the items of a line sit across the scroll axis when they do not fill it.
@_spi(Generated) public enum LineAlignment: String, Sendable {
    case justify, leading, center, trailing
}

@_spi(Generated) public enum CrossAlignment: String, Sendable {
    case start, center, end
}

@_spi(Generated) public struct MasonryModel<F: Sendable>: Sendable {
    public enum Columns: Sendable {
        case count(Int)
        case minimumWidth(F)
    }

    public var columns: Columns
    public var columnSpacing: F
    public var itemSpacing: F
    /// nil: from the app's item sizes.
    public var itemLength: F?
    public var shortestFirst: Bool
    public var tiesToTrailing: Bool
    /// How many columns item `index` covers; nil: one each.
    public var span: F?

    public init(columns: Columns, columnSpacing: F, itemSpacing: F, itemLength: F?, shortestFirst: Bool, tiesToTrailing: Bool, span: F? = nil) {
        self.columns = columns
        self.columnSpacing = columnSpacing
        self.itemSpacing = itemSpacing
        self.itemLength = itemLength
        self.shortestFirst = shortestFirst
        self.tiesToTrailing = tiesToTrailing
        self.span = span
    }
}

@_spi(Generated) public struct FlowModel<F: Sendable>: Sendable {
    public enum Sizing: Sendable {
        case columns(Int, aspect: F)
        case minimumWidth(F, aspect: F)
        /// `perItem`: the size reads `index`, so each item is measured and lines are broken.
        case item(SizeModel<F>, perItem: Bool)
        case data
    }

    public var sizing: Sizing
    public var spacing: F
    public var lineSpacing: F
    public var align: LineAlignment
    /// With `columns` or `minimumWidth` sizing: how many places of a line item `index` takes;
    /// nil: one each.
    public var span: F?

    public init(sizing: Sizing, spacing: F, lineSpacing: F, align: LineAlignment, span: F? = nil) {
        self.sizing = sizing
        self.spacing = spacing
        self.lineSpacing = lineSpacing
        self.align = align
        self.span = span
    }
}

// The model is the body of a compiled layout file (`tessera compile`, docs/COMPILED-FORMAT.md).
// Its keys are spelt out, so that renaming a property cannot change the format unnoticed: the
// conformance then fails to compile, and the golden compiled files catch any other change.
extension LayoutModel: Encodable where F: Encodable {
    enum CodingKeys: String, CodingKey { case name, axis, direction, base, variants }
}
extension VariantModel: Encodable where F: Encodable {
    enum CodingKeys: String, CodingKey { case condition, body }
}
extension BodyModel: Encodable where F: Encodable {
    enum CodingKeys: String, CodingKey { case defaultSection, sectionOverrides, effects, snap }
}
extension SectionModel: Encodable where F: Encodable {
    enum CodingKeys: String, CodingKey { case arrangement, insets, header, footer, background, separators, orthogonal, effects, snap }
}
extension InsetsModel: Encodable where F: Encodable {
    enum CodingKeys: String, CodingKey { case top, left, bottom, right }
}
extension SupplementaryModel: Encodable where F: Encodable {
    enum CodingKeys: String, CodingKey { case length, pinned }
}
extension SizeModel: Encodable where F: Encodable {
    enum CodingKeys: String, CodingKey { case width, height }
}
extension EffectsModel: Encodable where F: Encodable {
    enum CodingKeys: String, CodingKey { case scale, alpha, zIndex, rotation, translateX, translateY, turn, perspective }
}
extension TilesModel: Encodable where F: Encodable {
    enum CodingKeys: String, CodingKey { case cells, period, spacing, extent }
}
extension CellModel: Encodable where F: Encodable {
    enum CodingKeys: String, CodingKey { case x, y, width, height }
}
extension BlocksModel: Encodable where F: Encodable {
    enum CodingKeys: String, CodingKey { case columns, columnWidth, itemLength, spacing }
}
extension CircleModel: Encodable where F: Encodable {
    enum CodingKeys: String, CodingKey { case item, centerX, centerY, radius, start, step, clockwise, singleAtCenter }
}
extension LineModel: Encodable where F: Encodable {
    // `perItem` is not written: a compiled file's reader derives it from the programs (a flow's is
    // written, and derived again all the same, so that a file cannot contradict its programs).
    enum CodingKeys: String, CodingKey { case item, spacing, align }
}
extension MasonryModel: Encodable where F: Encodable {
    enum CodingKeys: String, CodingKey { case columns, columnSpacing, itemSpacing, itemLength, shortestFirst, tiesToTrailing, span }
}
extension FlowModel: Encodable where F: Encodable {
    enum CodingKeys: String, CodingKey { case sizing, spacing, lineSpacing, align, span }
}
extension RuleModel: Encodable where F: Encodable {
    enum CodingKeys: String, CodingKey { case frame, period }
}
extension GridModel: Encodable where F: Encodable {
    enum CodingKeys: String, CodingKey { case columns, rowLength, columnGap, rowGap, span, rowSpan, column, dense, period }
}
extension BackgroundModel: Encodable where F: Encodable {
    enum CodingKeys: String, CodingKey { case insets, cornerRadius }
}
extension SeparatorModel: Encodable where F: Encodable {
    enum CodingKeys: String, CodingKey { case thickness, inset, offset }
}
extension OrthogonalModel: Encodable where F: Encodable {
    enum CodingKeys: String, CodingKey { case length, snap }
}
extension RuleModel.Period: Encodable where F: Encodable {
    enum CodingKeys: String, CodingKey { case items, length }
}
extension FlowModel.Sizing: Encodable where F: Encodable {
    enum ColumnsCodingKeys: String, CodingKey { case _0 = "count", aspect }
    enum MinimumWidthCodingKeys: String, CodingKey { case _0 = "width", aspect }
    enum ItemCodingKeys: String, CodingKey { case _0 = "size", perItem }
}
extension LineAlignment: Encodable {}
extension CrossAlignment: Encodable {}
extension ScrollAxis: Encodable {}
extension ReadingDirection: Encodable {}
extension SnapRule: Encodable {}

/// A kind is written as one key, its name, whose value is the kind's fields:
/// `{"tiles": {"cells": [...], ...}}`.
extension Arrangement: Encodable where F: Encodable {
    private enum Kind: String, CodingKey {
        case tiles, blocks, circle, line, masonry, flow, rule, grid
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Kind.self)
        switch self {
        case .tiles(let model): try container.encode(model, forKey: .tiles)
        case .blocks(let model): try container.encode(model, forKey: .blocks)
        case .circle(let model): try container.encode(model, forKey: .circle)
        case .line(let model): try container.encode(model, forKey: .line)
        case .masonry(let model): try container.encode(model, forKey: .masonry)
        case .flow(let model): try container.encode(model, forKey: .flow)
        case .rule(let model): try container.encode(model, forKey: .rule)
        case .grid(let model): try container.encode(model, forKey: .grid)
        }
    }
}

/// `{"count": 3}` or `{"minimumWidth": <formula>}`.
extension MasonryModel.Columns: Encodable where F: Encodable {
    private enum Keys: String, CodingKey {
        case count, minimumWidth
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch self {
        case .count(let count): try container.encode(count, forKey: .count)
        case .minimumWidth(let width): try container.encode(width, forKey: .minimumWidth)
        }
    }
}
