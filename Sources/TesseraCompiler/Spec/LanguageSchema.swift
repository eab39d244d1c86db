import TesseraRuntime

/// The layout language's keys, their types, defaults and meanings, written once.
///
/// The structure checker validates files against these definitions, and the JSON Schema and
/// the language reference are generated from them, so the three cannot drift apart.
package indirect enum SchemaType: Sendable {
    /// A number or an expression that may read the given names.
    case number(VariableScope)
    /// A comparison, e.g. `width > height`.
    case condition(VariableScope)
    case integer(ClosedRange<Int>)
    case boolean
    /// A name that becomes a Swift identifier: a letter or '_', then letters, digits or '_'.
    case identifier
    case text
    /// One of fixed words.
    case choice([String])
    case object(SchemaObject)
    case list(SchemaType, count: ClosedRange<Int>)
    /// A mapping from names the author chooses to values, e.g. `constants:`.
    case dictionary(SchemaType)
    /// Alternatives told apart by the shape of the value: a scalar, a list or a mapping.
    case oneOf([SchemaType])
}

/// Which names an expression field may read (see `ExpressionVariable`).
package enum VariableScope: String, Sendable, CaseIterable {
    case viewport, section, item, circle, blockColumn, blockItem, masonryItem, gridTrack, effect
    /// Constants: substituted where used, so they may read whatever the using field offers.
    case useSite

    package var variables: Set<ExpressionVariable> {
        let viewport: Set<ExpressionVariable> = [.width, .height, .textScale]
        let section = viewport.union([.section, .count])
        switch self {
        case .viewport: return viewport
        case .section, .circle: return section
        case .item: return section.union([.index])
        case .blockColumn: return section.union([.column, .columnCount, .blockSize])
        case .blockItem: return section.union([.column, .columnCount, .blockSize, .slot])
        case .masonryItem: return section.union([.index, .columnWidth, .columnCount])
        case .gridTrack: return section.union([.columnWidth, .columnCount])
        case .effect: return section.union([.index, .distance])
        case .useSite: return Set(ExpressionVariable.allCases)
        }
    }

    private static let masks = allCases.map { VariableMask($0.variables) }

    /// `variables` as bits, computed once per scope; looked up for every expression checked.
    var mask: VariableMask {
        let position = switch self {
        case .viewport: 0
        case .section: 1
        case .item: 2
        case .circle: 3
        case .blockColumn: 4
        case .blockItem: 5
        case .masonryItem: 6
        case .gridTrack: 7
        case .effect: 8
        case .useSite: 9
        }
        return Self.masks[position]
    }
}

package struct SchemaField: Sendable {
    package var key: String
    package var type: SchemaType
    package var required: Bool
    /// The default as the reference shows it; nil when there is none or the field is required.
    package var defaultText: String?
    package var summary: String

    package init(_ key: String, _ type: SchemaType, required: Bool = false, default defaultText: String? = nil, _ summary: String) {
        self.key = key
        self.type = type
        self.required = required
        self.defaultText = defaultText
        self.summary = summary
    }
}

package final class SchemaObject: Sendable {
    package let name: String
    package let summary: String
    package let fields: [SchemaField]
    /// Groups of keys of which exactly one must be present (e.g. the layout kinds).
    package let exactlyOneOf: [[String]]
    /// Groups of keys of which at most one may be present.
    package let atMostOneOf: [[String]]

    /// The same rules as bits by field position, so that checking each of a large file's
    /// mappings compares integers instead of searching its keys for every rule.
    let requiredFields: FieldSet
    let exactlyOneOfFields: [FieldSet]
    let atMostOneOfFields: [FieldSet]

    package init(_ name: String, _ summary: String, fields: [SchemaField], exactlyOneOf: [[String]] = [], atMostOneOf: [[String]] = []) {
        precondition(fields.count <= FieldSet.capacity, "an object of the language has at most \(FieldSet.capacity) keys")
        self.name = name
        self.summary = summary
        self.fields = fields
        self.exactlyOneOf = exactlyOneOf
        self.atMostOneOf = atMostOneOf
        let positions = { (keys: [String]) in
            FieldSet(keys.map { key in
                guard let position = fields.firstIndex(where: { $0.key == key }) else { preconditionFailure("'\(key)' is not a key of \(name)") }
                return position
            })
        }
        requiredFields = FieldSet(fields.indices.filter { fields[$0].required })
        exactlyOneOfFields = exactlyOneOf.map(positions)
        atMostOneOfFields = atMostOneOf.map(positions)
    }

    package func field(_ key: String) -> SchemaField? { fields.first { $0.key == key } }
}

/// Fields of one object by position.
struct FieldSet: Sendable {
    static let capacity = 64
    private(set) var bits: UInt64 = 0

    init() {}

    init(_ positions: some Sequence<Int>) {
        for position in positions { insert(position) }
    }

    mutating func insert(_ position: Int) { bits |= 1 << UInt64(position) }

    func contains(_ position: Int) -> Bool { bits & (1 << UInt64(position)) != 0 }

    func intersection(_ other: FieldSet) -> FieldSet {
        var result = FieldSet()
        result.bits = bits & other.bits
        return result
    }

    var count: Int { bits.nonzeroBitCount }
}

package enum LanguageSchema {
    package static let kindKeys = ["tiles", "blocks", "circle", "line", "masonry", "flow", "rule", "grid"]

    static let size = SchemaObject("size", "A width and a height.", fields: [
        SchemaField("width", .number(.section), required: true, "Width in points."),
        SchemaField("height", .number(.section), required: true, "Height in points."),
    ])

    /// A size that may differ from item to item: expressions of `index` are evaluated per item.
    static let itemSize = SchemaObject("item size", "The size of item `index`.", fields: [
        SchemaField("width", .number(.item), required: true, "Width of item `index`."),
        SchemaField("height", .number(.item), required: true, "Height of item `index`."),
    ])

    static let point = SchemaObject("point", "A point in the viewport.", fields: [
        SchemaField("x", .number(.section), required: true, "Horizontal position."),
        SchemaField("y", .number(.section), required: true, "Vertical position."),
    ])

    static let insets = SchemaType.oneOf([
        .number(.section),
        .object(SchemaObject("insets", "Space around a section's items, per side.", fields: [
            SchemaField("top", .number(.section), default: "0", "Space above the items."),
            SchemaField("left", .number(.section), default: "0", "Space left of the items."),
            SchemaField("bottom", .number(.section), default: "0", "Space below the items."),
            SchemaField("right", .number(.section), default: "0", "Space right of the items."),
        ])),
    ])

    static func supplementary(_ what: String, pinnable: Bool) -> SchemaType {
        var fields = [SchemaField("length", .number(.section), required: true, "Its extent along the scroll axis (its height when scrolling vertically).")]
        if pinnable {
            fields.append(SchemaField("pinned", .boolean, default: "false", "Stays at the top of the viewport while its section scrolls under it."))
        }
        return .oneOf([.choice([none]), .number(.section), .object(SchemaObject(what, "A section \(what) spanning the whole width.", fields: fields))])
    }

    static let tiles = SchemaObject(
        "tiles",
        "A block of cells that repeats along the scroll axis: item i takes cell i % k of block i / k.",
        fields: [
            SchemaField("areas", .list(.text, count: 1...Limits.maxPatternCells),
                        "The block drawn as rows of cell names, like CSS grid-template-areas: slot numbers (0, 1, ...) or names, '.' for an empty place. A name repeated over a rectangle makes one cell."),
            SchemaField("order", .list(.identifier, count: 1...Limits.maxPatternCells),
                        "With named areas: the names in item order. Defaults to the order in which names first appear."),
            SchemaField("columns", .oneOf([.number(.section), .list(.number(.section), count: 1...Limits.maxPatternCells)]),
                        "With areas: the width of every column, or a list with one width per column."),
            SchemaField("rows", .oneOf([.number(.section), .list(.number(.section), count: 1...Limits.maxPatternCells)]),
                        "With areas: the height of every row, or a list with one height per row."),
            SchemaField("cells", .list(.object(SchemaObject("cell", "A cell's frame within its block.", fields: [
                SchemaField("x", .number(.section), required: true, "Left edge within the block."),
                SchemaField("y", .number(.section), required: true, "Top edge within the block."),
                SchemaField("width", .number(.section), required: true, "Width."),
                SchemaField("height", .number(.section), required: true, "Height."),
            ])), count: 1...Limits.maxPatternCells), "The block as explicit frames, one per slot."),
            SchemaField("gap", .number(.section), default: "0",
                        "With areas: the space between columns and between rows, like CSS grid's gap. A cell that spans tracks covers the gaps between them."),
            SchemaField("columnGap", .number(.section), default: "gap", "With areas: the space between columns, like CSS grid's column-gap."),
            SchemaField("rowGap", .number(.section), default: "gap", "With areas: the space between rows, like CSS grid's row-gap."),
            SchemaField("period", .number(.section), default: "the block's extent + spacing", "How far each block is from the one before, along the scroll axis."),
            SchemaField("spacing", .number(.section), default: "the gap along the scroll axis (rowGap when vertical), or 0",
                        "Space between one block and the next, when period is not given."),
        ],
        exactlyOneOf: [["areas", "cells"]])

    static let blocks = SchemaObject(
        "blocks",
        "Columns of stacked items in repeating blocks, in the notation [[0], [1,5], [2,6], ...]: each inner list is a column and names the slots of a block that stack in it.",
        fields: [
            SchemaField("columns", .list(.list(.integer(0...Limits.maxPatternCells - 1), count: 1...Limits.maxPatternCells), count: 1...Limits.maxColumns), required: true,
                        "The column spec. The slots must be 0 to k-1, each once; a block holds k items."),
            SchemaField("columnWidth", .number(.blockColumn), required: true, "The width of column `column`."),
            SchemaField("itemLength", .number(.blockItem), required: true, "The height of the item in slot `slot` of column `column`."),
            SchemaField("spacing", .oneOf([.choice(["even"]), .number(.blockColumn)]), default: "even",
                        "Space between columns, between stacked items and between blocks. 'even': what the column widths leave, spread evenly (0 for a single column)."),
        ])

    static let circle = SchemaObject(
        "circle",
        "Items on a circle around a centre; the layout does not scroll.",
        fields: [
            SchemaField("item", .object(size), required: true, "The size of every item."),
            SchemaField("center", .object(point), default: "the viewport's centre", "The centre of the circle."),
            SchemaField("radius", .number(.circle), required: true, "The circle's radius."),
            SchemaField("start", .number(.circle), default: "0", "The angle of item 0, in radians, measured from straight down."),
            SchemaField("step", .number(.circle), default: "2 * pi / count", "The angle between neighbouring items."),
            SchemaField("direction", .choice(["counterclockwise", "clockwise"]), default: "counterclockwise",
                        "Which way the angle turns on screen. Counterclockwise puts item centres at (cx + r·sin a, cy + r·cos a), as the seeds do."),
            SchemaField("single", .choice(["center", "circle"]), default: "center", "Where a lone item goes: the centre, or its place on the circle."),
        ])

    static let line = SchemaObject(
        "line",
        "One line of items along the scroll axis: a strip or a carousel.",
        fields: [
            SchemaField("item", .object(itemSize), required: true,
                        "The size of each item; when it reads `index`, each item starts after the one before."),
            SchemaField("spacing", .number(.section), default: "0", "Space between neighbouring items."),
            SchemaField("align", .choice(["start", "center", "end"]), default: "center", "Where items sit across the scroll axis."),
        ])

    static let masonry = SchemaObject(
        "masonry",
        "A waterfall: columns of equal width, each item placed in a column below the items before it.",
        fields: [
            SchemaField("columns", .integer(1...Limits.maxColumns), "The number of columns."),
            SchemaField("minColumnWidth", .number(.section), "Instead of columns: as many columns as fit at least this wide."),
            SchemaField("columnSpacing", .number(.section), default: "0", "Space between columns."),
            SchemaField("itemSpacing", .number(.section), default: "0", "Space between items stacked in a column."),
            SchemaField("itemLength", .oneOf([.choice(["data"]), .number(.masonryItem)]), required: true,
                        "The height of item `index`, or 'data' to take it from the item sizes the app supplies (a {width, height} entry is scaled to the column's width)."),
            SchemaField("placement", .choice(["shortest", "order"]), default: "shortest", "'shortest': each item goes to the shortest column; 'order': items go to columns in turn."),
            SchemaField("ties", .choice(["leading", "trailing"]), default: "leading", "Among equally short columns, the first (leading) or the last (trailing)."),
            SchemaField("span", .number(.masonryItem), default: "1",
                        "How many adjacent columns item `index` covers, 1 to columnCount (a full-width banner: columnCount). It starts below the lowest of them; a {width, height} size from data is scaled to its width."),
        ],
        exactlyOneOf: [["columns", "minColumnWidth"]])

    static let flow = SchemaObject(
        "flow",
        "Items in lines across the scroll axis, a new line when one is full, like UICollectionViewFlowLayout.",
        fields: [
            SchemaField("columns", .integer(1...Limits.maxColumns), "Items per line; their width is what the line leaves after spacing, shared equally."),
            SchemaField("minItemWidth", .number(.section), "Instead of columns: as many items a line as fit at least this wide."),
            SchemaField("item", .oneOf([.choice(["data"]), .object(itemSize)]),
                        "Instead of columns: each item's size, or 'data' to take sizes from the app (self-sizing)."),
            SchemaField("aspect", .number(.section), default: "1", "With columns or minItemWidth: width divided by height of an item one place wide, as drawn (also when the layout scrolls sideways). An item that spans places keeps that height: it is wider, not taller."),
            SchemaField("spacing", .number(.section), default: "0", "The least space between items in a line."),
            SchemaField("lineSpacing", .number(.section), default: "spacing", "Space between lines."),
            SchemaField("span", .number(.masonryItem), default: "1",
                        "With columns or minItemWidth: how many places of a line item `index` takes, 1 to columnCount (a full-width row: columnCount); an item that does not fit starts the next line."),
            SchemaField("align", .choice(["justify", "leading", "center", "trailing"]), default: "leading with columns, justify otherwise",
                        "How a line's spare space is shared: 'justify' spreads it between items (a lone item is centred), as UIKit's flow layout does."),
        ],
        exactlyOneOf: [["columns", "minItemWidth", "item"]])

    static let rule = SchemaObject(
        "rule",
        "Frames as expressions of `index`, for what no fixed kind gives: waves, staggers, spirals, scattered photos.",
        fields: [
            SchemaField("x", .number(.item), required: true, "Left edge of item `index` in its section, as drawn."),
            SchemaField("y", .number(.item), required: true, "Top edge of item `index` in its section, as drawn (0 or more when scrolling vertically)."),
            SchemaField("width", .number(.item), required: true, "Width of item `index`."),
            SchemaField("height", .number(.item), required: true, "Height of item `index`."),
            SchemaField("period", .object(SchemaObject("rule period", "How the rule repeats: item i + items is item i moved by length along the scroll axis.", fields: [
                SchemaField("items", .integer(1...Limits.maxPatternCells), required: true, "Items per period."),
                SchemaField("length", .number(.section), required: true, "How far each period is from the one before, along the scroll axis."),
            ])), "Declares that the frames repeat: only one period is computed and queries are closed form. Checked against the second period."),
        ])

    static let grid = SchemaObject(
        "grid",
        "Items placed in order into fixed columns, each spanning columns and rows, each where it first fits: CSS Grid's auto-placement (grid-auto-flow: row, or row dense).",
        fields: [
            SchemaField("columns", .integer(1...Limits.maxColumns), "The number of columns."),
            SchemaField("minColumnWidth", .number(.section), "Instead of columns: as many columns as fit at least this wide."),
            SchemaField("rowLength", .oneOf([.choice(["square"]), .number(.gridTrack)]), default: "square",
                        "How long every row is along the scroll axis (its height when scrolling vertically); 'square': as long as a column is wide."),
            SchemaField("gap", .number(.section), default: "0", "The space between columns and between rows, like CSS grid's gap. An item that spans tracks covers the gaps between them."),
            SchemaField("columnGap", .number(.section), default: "gap", "The space between columns."),
            SchemaField("rowGap", .number(.section), default: "gap", "The space between rows."),
            SchemaField("span", .number(.masonryItem), default: "1", "How many columns item `index` covers, 1 to columnCount."),
            SchemaField("rowSpan", .number(.masonryItem), default: "1", "How many rows item `index` covers, 1 or more."),
            SchemaField("column", .number(.masonryItem), default: "where it fits",
                        "The column item `index` starts at, 0 to columnCount - span, to pin it (a big tile on the left or the right); a negative number places it where it fits."),
            SchemaField("packing", .choice(["sparse", "dense"]), default: "sparse",
                        "'sparse': each item goes after the one before, leaving holes a wide item skipped; 'dense': each item takes the first place it fits, filling earlier holes."),
            SchemaField("period", .number(.gridTrack),
                        "Declares that items i and i + period are placed alike, a whole number of rows apart: one period is placed and queries are closed form. Checked: an error names the first item that does not repeat."),
        ],
        exactlyOneOf: [["columns", "minColumnWidth"]])

    static let effects = SchemaObject(
        "effects",
        "Attributes that change as the content scrolls, computed from `distance`: scale, opacity, order and transforms.",
        fields: effectFields + [
            SchemaField("reduceMotion", .oneOf([.choice([none]), .object(reducedMotionEffects)]),
                        default: "these effects without scale, rotation, translation, turn and perspective",
                        reducedMotionEffects.summary),
        ])

    /// The effects a layout shows instead when the reader has turned on Reduce Motion.
    static let reducedMotionEffects = SchemaObject(
        "reduceMotion",
        "What the effects are when the reader has turned on Reduce Motion (iOS and macOS accessibility settings, the web's `prefers-reduced-motion`): effects of their own, or `none`. Without it the effects above apply without those that move cells (scale, rotation, translation, turn and perspective), as Apple's Human Interface Guidelines ask; opacity and order stay.",
        fields: effectFields)

    static let effectFields: [SchemaField] = [
            SchemaField("scale", .number(.effect), default: "1", "The item's scale about its centre."),
            SchemaField("alpha", .number(.effect), default: "1", "The item's opacity, clamped to 0...1."),
            SchemaField("zIndex", .number(.effect), default: "0", "Drawing order; higher is in front (rounded to a whole number)."),
            SchemaField("rotation", .number(.effect), default: "0", "Radians, clockwise as drawn, about the item's centre. Transforms apply in the order scale, rotation, turn, perspective, translation; hit testing, rect queries, `render`, the preview and the adapters all take them."),
            SchemaField("translateX", .number(.effect), default: "0", "How far right of its frame the item is drawn, held within one viewport width."),
            SchemaField("translateY", .number(.effect), default: "0", "How far below its frame the item is drawn, held within one viewport height."),
            SchemaField("turn", .number(.effect), default: "0", "Radians about the cross axis through the item's centre, in 3D (a cover flow): a positive turn takes the item's trailing edge along the scroll axis away from the viewer."),
            SchemaField("perspective", .number(.viewport), "The viewer's distance from the items, in points, for `turn` (which it needs): smaller is a stronger perspective. Without it a turn only foreshortens."),
        ]

    static let kindFields: [SchemaField] = [
        SchemaField("tiles", .object(tiles), tiles.summary),
        SchemaField("blocks", .object(blocks), blocks.summary),
        SchemaField("circle", .object(circle), circle.summary),
        SchemaField("line", .object(line), line.summary),
        SchemaField("masonry", .object(masonry), masonry.summary),
        SchemaField("flow", .object(flow), flow.summary),
        SchemaField("rule", .object(rule), rule.summary),
        SchemaField("grid", .object(grid), grid.summary),
    ]

    static let sectionFields: [SchemaField] = [
        SchemaField("insets", insets, default: "0", "Space around the section's items: one number for every side, or top/left/bottom/right."),
        SchemaField("header", supplementary("header", pinnable: true), "A header above the section's items: its length, or {length, pinned}; `none` in a section: not the layout's."),
        SchemaField("footer", supplementary("footer", pinnable: false), "A footer below the section's items, after the bottom inset; `none` in a section: not the layout's."),
        SchemaField("background", .oneOf([.choice([none]), .object(background)]), background.summary + " `none` in a section: not the layout's."),
        SchemaField("separators", .oneOf([.choice([none]), .object(separators)]), separators.summary + " `none` in a section: not the layout's."),
        SchemaField("tappable", .boolean, default: "true",
                    "Whether people tap the cells one by one. `false` for cells that are only looked at or scrolled past (a strip of thumbnails, a pattern), which `validate` then does not hold to the touch-target minimum (44 × 44 points, Apple's; WCAG 2.5.8 asks for at least 24 × 24 CSS pixels). Given in a section, for that section alone."),
        SchemaField("orthogonal", .object(orthogonal), orthogonal.summary),
    ]

    static let orthogonal = SchemaObject(
        "orthogonal",
        "Makes the section's items scroll across the layout's axis (App Store shelves in a vertical list): the kind is laid out sideways in a band between the header and the footer, which has its own scroll offset and snap. Effects measure its cells' `distance` sideways, from the viewport's middle.",
        fields: [
            SchemaField("length", .number(.section), required: true, "How long the band is along the layout's scroll axis (its height in a vertical list). The kind's items are laid out within it, its insets inside it: left and right are the sideways content's ends."),
            SchemaField("snap", snapType, default: "none",
                        "Where a sideways scroll comes to rest: anywhere, an item's leading edge at the leading inset, an item in the middle, whole pages, or one item a swipe (`{paging: leading}`)."),
        ])

    static let background = SchemaObject(
        "background",
        "A decoration behind the section's items: the section from its header's end to its footer's start, insets included, across the whole breadth. An empty section (no items) has one too, as long as its insets.",
        fields: [
            SchemaField("insets", insets, default: "0", "How far the background stays inside that rectangle: one number, or top/left/bottom/right."),
            SchemaField("cornerRadius", .number(.section), default: "0", "The radius of its rounded corners."),
        ])

    static let separators = SchemaObject(
        "separators",
        "A decoration after each item but the section's last: a line along the item's trailing edge (below it when scrolling vertically), in the spacing that follows it.",
        fields: [
            SchemaField("thickness", .number(.section), default: "1", "How thick the line is."),
            SchemaField("inset", .number(.section), default: "0", "How far the line starts from the item's leading side, across the scroll axis."),
            SchemaField("offset", .number(.section), default: "0", "How far past the item's end the line starts, along the scroll axis."),
        ])

    static let effectsField = SchemaField("effects", .oneOf([.choice([none]), .object(effects)]),
                                          effects.summary + " `none` (or `{}`) in a section: not the layout's.")

    /// What a section says for a decoration, header, footer or effects it would otherwise take from
    /// the layout: none of them.
    static let none = "none"
    static let snapField = SchemaField("snap", snapType, default: "none",
                                       "Where scrolling comes to rest: the item nearest the centre centred, an item's leading edge, whole pages, or one item a swipe (`{paging: center}`).")

    /// A snap rule: a word, or paging by item.
    static let snapType = SchemaType.oneOf([.choice(SnapRule.wordRules.map(\.word)), .object(paging)])

    static let paging = SchemaObject(
        "paging",
        "Paging by item, as an App Store shelf pages: a swipe moves at most `items` items from where it began, however fast, and comes to rest on an item, its leading edge at the start (`leading`) or its centre in the middle (`center`). Cells side by side (a row of a grid) are one stop.",
        fields: [
            SchemaField("paging", .choice(PagingAlignment.allCases.map(\.rawValue)), required: true,
                        "Where the item a swipe rests on lies: its leading edge at the viewport's start (after the insets' leading edge of the cell), or its centre in the viewport's middle."),
            SchemaField("items", .integer(1...Limits.maxPagingItems), default: "1", "The most items one swipe moves."),
        ])

    static let section = SchemaObject(
        "section",
        "Overrides for one section (the list's first entry is section 0). Keys not given are the layout's. Its own `effects` apply to its elements instead of the layout's (`effects: {}` turns them off), and its own `snap` decides where scrolling rests while the section is under the viewport's centre, on its own cells.",
        fields: kindFields + sectionFields + [effectsField, snapField],
        atMostOneOf: [kindKeys])

    static let overridable: [SchemaField] = [
        SchemaField("constants", .dictionary(.number(.useSite)), "Named values that expressions can use, e.g. `unit: (width - 20) / 6`. A constant is substituted where it is used, so it may read the names of every field that uses it."),
    ] + kindFields + sectionFields + [
        effectsField,
        snapField,
        SchemaField("sections", .list(.object(section), count: 1...Limits.maxSectionOverrides), "Per-section overrides, by position."),
    ]

    static let variant = SchemaObject(
        "variant",
        "Overrides that apply when a condition on the viewport holds; the first variant that matches wins.",
        fields: [SchemaField("when", .condition(.viewport), required: true, "The condition, e.g. `width > height`.")] + overridable,
        atMostOneOf: [kindKeys])

    /// The root of a layout file.
    package static let layout = SchemaObject(
        "layout",
        "A Tessera layout.",
        fields: [
            SchemaField("layout", .identifier, required: true, "The layout's name; generated Swift types are named from it."),
            SchemaField("scroll", .choice(["vertical", "horizontal"]), default: "vertical", "The scroll axis."),
            SchemaField("direction", .choice(["ltr", "rtl"]), default: "ltr", "'rtl' mirrors the layout left to right, within the content or, when that is narrower, the viewport (as UIKit mirrors): items then start at the right edge."),
        ] + overridable + [
            SchemaField("variants", .list(.object(variant), count: 1...Limits.maxVariants), "Overrides chosen by the viewport; the first match wins."),
        ],
        exactlyOneOf: [kindKeys])
}
