/// The layout kinds: each a node of the model that `Arrangement` holds, with the keys a layout
/// file writes it with (`ModelNodes.swift` says how entries read).
extension ModelDescription {
    static let tiles = Node(
        name: "Tiles", swiftType: "TilesModel", doc: nil,
        entries: [
            .key(Key("areas", .list(.text, count: Bounds(1, .maxPatternCells)),
                     "The block drawn as rows of cell names, like CSS grid-template-areas: slot numbers (0, 1, ...) or names, '.' for an empty place. A name repeated over a rectangle makes one cell.",
                     examples: [#"["a a b", "c d b"]"#, #"["a b", "a c"]"#, #"["0 1 2", "3 3 2"]"#, #"["x . y", "x z z"]"#])),
            .key(Key("order", .list(.identifier, count: Bounds(1, .maxPatternCells)),
                     "With named areas: the names in item order. Defaults to the order in which names first appear.",
                     examples: ["[c, b, a]", "[d, c, b, a]", "[b, a, c, d]"])),
            .key(Key("columns", .oneOf([.number(.section), .list(.number(.section), count: Bounds(1, .maxPatternCells))]),
                     "With areas: the width of every column, or a list with one width per column.")),
            .key(Key("rows", .oneOf([.number(.section), .list(.number(.section), count: Bounds(1, .maxPatternCells))]),
                     "With areas: the height of every row, or a list with one height per row.")),
            .key(Key("cells", .list(.object(.cell), count: Bounds(1, .maxPatternCells)), "The block as explicit frames, one per slot."),
                 fills: Field("cells", .list(.node("Cell"), limit: ListLimit(minimum: 1, maximum: .maxPatternCells,
                                                                             message: "a tile pattern has {minimum} to {maximum} cells, not {count}"),
                                             literalElementName: "cell"),
                              doc: "One frame per slot, in block coordinates as drawn (x across, y down).")),
            .key(Key("gap", .number(.section), .value("0"),
                     "With areas: the space between columns and between rows, like CSS grid's gap. A cell that spans tracks covers the gaps between them.")),
            .key(Key("columnGap", .number(.section), .described("gap"), "With areas: the space between columns, like CSS grid's column-gap.")),
            .key(Key("rowGap", .number(.section), .described("gap"), "With areas: the space between rows, like CSS grid's row-gap.")),
            .key(Key("period", .number(.section), .described("the block's extent + spacing"),
                     "How far each block is from the one before, along the scroll axis."),
                 fills: Field("period", .formula, optional: true,
                              doc: "The advance from one block to the next along the scroll axis; nil: extent + spacing.")),
            .key(Key("spacing", .number(.section), .described("the gap along the scroll axis (rowGap when vertical), or 0"),
                     "Space between one block and the next, when period is not given."),
                 fills: Field("spacing", .formula)),
            .field(Field("extent", .formula, optional: true, defaulted: true, since: Since(2, "a tiles block's extent", .mustUnderstand),
                         doc: """
                         How long a block is along the scroll axis; nil: to where its cells end. (An areas grid
                         whose last rows are empty is longer than its cells.)
                         """)),
        ],
        kind: "tiles",
        // Its areas are compiled by hand (`NodeReader+Tiles.swift`).
        language: NodeLanguage(object: "tiles",
                               summary: "A block of cells that repeats along the scroll axis: item i takes cell i % k of block i / k.",
                               exactlyOneOf: [["areas", "cells"]], generatedReader: false))

    static let blocks = Node(
        name: "Blocks", swiftType: "BlocksModel", doc: nil,
        entries: [
            .key("columns", .list(.list(.integer(Bounds(0, .maxPatternCells, less: 1)), count: Bounds(1, .maxPatternCells)), count: Bounds(1, .maxColumns)),
                 .required, "The column spec. The slots must be 0 to k-1, each once; a block holds k items.",
                 examples: ["[[0], [1, 3], [2, 4]]", "[[0, 1]]", "[[1], [0], [2, 3, 4]]", "[[0], [1, 5], [2, 6], [3, 7], [4, 8]]"],
                 field: .shape(columnSpec), read: .handWritten(.columnSpec), doc: "columns[c] lists the slots stacked in column c, top to bottom."),
            .key("columnWidth", .number(.blockColumn), .required, "The width of column `column`.", field: .formula, read: .number),
            .key("itemLength", .number(.blockItem), .required, "The height of the item in slot `slot` of column `column`.", field: .formula, read: .number),
            .key("spacing", .oneOf([.words(["even"]), .number(.blockColumn)]), .value("even"),
                 "Space between columns, between stacked items and between blocks. 'even': what the column widths leave, spread evenly (0 for a single column).",
                 field: .formula, read: .numberUnless(word: "even"), optional: true, doc: "nil: what the widths leave, spread evenly."),
        ],
        kind: "blocks",
        language: NodeLanguage(
            object: "blocks",
            summary: "Columns of stacked items in repeating blocks, in the notation [[0], [1,5], [2,6], ...]: each inner list is a column and names the slots of a block that stack in it."))

    static let circle = Node(
        name: "Circle", swiftType: "CircleModel", doc: nil,
        entries: [
            .key("item", .object(.size), .required, "The size of every item.", field: .node("Size"), read: .size(.section)),
            .key(Key("center", .object(.point), .described("the viewport's centre"), "The centre of the circle."),
                 fills: Field("centerX", .formula, read: .member("x", scope: .circle, default: "width / 2")),
                 Field("centerY", .formula, read: .member("y", scope: .circle, default: "height / 2"))),
            .key("radius", .number(.circle), .required, "The circle's radius.", field: .formula, read: .number),
            .key("start", .number(.circle), .value("0"), "The angle of item 0, in radians, measured from straight down.", field: .formula, read: .number),
            .key("step", .number(.circle), .value("2 * pi / count"), "The angle between neighbouring items.", field: .formula, read: .number),
            .key(Key("direction", .words(["counterclockwise", "clockwise"]), .value("counterclockwise"),
                     "Which way the angle turns on screen. Counterclockwise puts item centres at (cx + r·sin a, cy + r·cos a): angle 0 straight below the centre, turning towards the right."),
                 fills: Field("clockwise", .bool, read: .flag(whenTrue: "clockwise"))),
            .key(Key("single", .words(["center", "circle"]), .value("center"), "Where a lone item goes: the centre, or its place on the circle."),
                 fills: Field("singleAtCenter", .bool, read: .flag(whenTrue: "center"))),
        ],
        kind: "circle",
        language: NodeLanguage(object: "circle", summary: "Items on a circle around a centre; the layout does not scroll."))

    static let line = Node(
        name: "Line", swiftType: "LineModel", doc: nil,
        entries: [
            .key("item", .object(.itemSize), .required, "The size of each item; when it reads `index`, each item starts after the one before.",
                 field: .node("Size"), read: .size(.item)),
            .key("spacing", .number(.section), .value("0"), "Space between neighbouring items.", field: .formula, read: .number),
            .key("align", .wordsOf(crossAlignment), .value("center"), "Where items sit across the scroll axis.",
                 field: .words(crossAlignment), read: .word),
            .field(Field("perItem", .bool, defaulted: true, written: false, read: .handWritten(.readsIndex(of: "item")),
                         doc: """
                         Whether the item size reads `index`: then each item is measured and placed after the one
                         before; otherwise every item is the same and the line is a closed-form pattern.
                         """)),
        ],
        kind: "line",
        language: NodeLanguage(object: "line", summary: "One line of items along the scroll axis: a strip or a carousel."))

    static let masonry = Node(
        name: "Masonry", swiftType: "MasonryModel", doc: nil,
        entries: [
            .key(Key("columns", .integer(Bounds(1, .maxColumns)), "The number of columns."),
                 fills: Field("columns", .shape(columns), shapeNoun: "masonry layout", read: .handWritten(.columnCount))),
            .key(Key("minColumnWidth", .number(.section), "Instead of columns: as many columns as fit at least this wide.")),
            .key("columnSpacing", .number(.section), .value("0"), "Space between columns.", field: .formula, read: .number),
            .key("itemSpacing", .number(.section), .value("0"), "Space between items stacked in a column.", field: .formula, read: .number),
            .key("itemLength", .oneOf([.words(["data"]), .number(.masonryItem)]), .required,
                 "The height of item `index`, or 'data' to take it from the item sizes the app supplies (a {width, height} entry is scaled to the column's width).",
                 field: .formula, read: .numberUnless(word: "data"), optional: true, doc: "nil: from the app's item sizes."),
            .key(Key("placement", .words(["shortest", "order"]), .value("shortest"),
                     "'shortest': each item goes to the shortest column; 'order': items go to columns in turn."),
                 fills: Field("shortestFirst", .bool, read: .flag(whenTrue: "shortest"))),
            .key(Key("ties", .words(["leading", "trailing"]), .value("leading"), "Among equally short columns, the first (leading) or the last (trailing)."),
                 fills: Field("tiesToTrailing", .bool, read: .flag(whenTrue: "trailing"))),
            .key("span", .number(.masonryItem), .value("1"),
                 "How many adjacent columns item `index` covers, 1 to columnCount (a full-width banner: columnCount). It starts below the lowest of them; a {width, height} size from data is scaled to its width.",
                 examples: [#""index % 5 == 0 ? columnCount : 1""#, #""min(2, columnCount)""#, #""index % 3 == 1 ? max(1, columnCount - 1) : 1""#],
                 field: .formula, read: .handWritten(.span(fixedColumnsOf: "columns")), optional: true, defaulted: true,
                 doc: "How many columns item `index` covers; nil: one each."),
        ],
        kind: "masonry",
        language: NodeLanguage(
            object: "masonry",
            summary: "A waterfall: columns of equal width, each item placed in a column below the items before it.",
            exactlyOneOf: [["columns", "minColumnWidth"]]))

    static let flow = Node(
        name: "Flow", swiftType: "FlowModel", doc: nil,
        entries: [
            .key(Key("columns", .integer(Bounds(1, .maxColumns)), "Items per line; their width is what the line leaves after spacing, shared equally.")),
            .key(Key("minItemWidth", .number(.section), "Instead of columns: as many items a line as fit at least this wide.")),
            .key(Key("item", .oneOf([.words(["data"]), .object(.itemSize)]),
                     "Instead of columns: each item's size, or 'data' to take sizes from the app (self-sizing).")),
            .key(Key("aspect", .number(.section), .value("1"),
                     "With columns or minItemWidth: width divided by height of an item one place wide, as drawn (also when the layout scrolls sideways). An item that spans places keeps that height: it is wider, not taller.")),
            .field(Field("sizing", .shape(sizing), read: .handWritten(.flowSizing))),
            .key("spacing", .number(.section), .value("0"), "The least space between items in a line.", field: .formula, read: .number),
            .key("lineSpacing", .number(.section), .described("spacing"), "Space between lines.", field: .formula, read: .numberOr(fallback: "spacing")),
            // Read before the span, listed after it.
            .field(Field("align", .words(lineAlignment), read: .handWritten(.flowAlign(sizing: "sizing")))),
            .key("span", .number(.masonryItem), .value("1"),
                 "With columns or minItemWidth: how many places of a line item `index` takes, 1 to columnCount (a full-width row: columnCount); an item that does not fit starts the next line.",
                 examples: [#""index % 4 == 0 ? columnCount : 1""#, #""min(2, columnCount)""#],
                 field: .formula, read: .handWritten(.flowSpan(sizing: "sizing")), optional: true, defaulted: true,
                 doc: """
                 With `columns` or `minimumWidth` sizing: how many places of a line item `index` takes;
                 nil: one each.
                 """),
            .key(Key("align", .wordsOf(lineAlignment), .described("leading with columns, justify otherwise"),
                     "How a line's spare space is shared: 'justify' spreads it between items (a lone item is centred), as UIKit's flow layout does.")),
        ],
        kind: "flow",
        language: NodeLanguage(
            object: "flow",
            summary: "Items in lines across the scroll axis, a new line when one is full, like UICollectionViewFlowLayout.",
            exactlyOneOf: [["columns", "minItemWidth", "item"]]))

    static let rule = Node(
        name: "Rule", swiftType: "RuleModel",
        doc: """
        Frames as expressions of `index`, for layouts no fixed kind gives (waves, spirals,
        staggers). Item `index` is at `frame`, in section coordinates as drawn (x across, y down).
        """,
        entries: [
            .key(Key("x", .number(.item), .required, "Left edge of item `index` in its section, as drawn.",
                     examples: [#""index % 3 * 60""#, #""(width - 80) / 2 * (1 + sin(index * pi / 3))""#])),
            .key(Key("y", .number(.item), .required, "Top edge of item `index` in its section, as drawn (0 or more when scrolling vertically).",
                     examples: [#""index * 50""#, #""index * 50 + index % 2 * 20""#])),
            .key(Key("width", .number(.item), .required, "Width of item `index`.")),
            .key(Key("height", .number(.item), .required, "Height of item `index`.")),
            .field(Field("frame", .node("Cell"), read: .frame)),
            .key("period", .object(.rulePeriod),
                 "Declares that the frames repeat: only one period is computed and queries are closed form. Checked against the second period.",
                 examples: ["{items: 6, length: 300}", "{items: 12, length: 600}"],
                 field: .shape(rulePeriod), read: .handWritten(.rulePeriod), optional: true,
                 doc: """
                 When given, item i + items is item i moved by `length` along the scroll axis: only the
                 first `items` frames are computed, and queries are closed form.
                 """),
        ],
        kind: "rule",
        language: NodeLanguage(
            object: "rule",
            summary: "Frames as expressions of `index`, for what no fixed kind gives: waves, staggers, spirals, scattered photos."))

    static let grid = Node(
        name: "Grid", swiftType: "GridModel",
        doc: """
        Items placed in order into fixed columns, each spanning some columns and rows and wherever it
        first fits, as CSS Grid's auto-placement places them (`grid-auto-flow: row` or `row dense`).
        In the author's terms: columns across, rows along the scroll axis.
        """,
        entries: [
            .key(Key("columns", .integer(Bounds(1, .maxColumns)), "The number of columns."),
                 fills: Field("columns", .shape(columns), shapeNoun: "grid", read: .handWritten(.columnCount))),
            .key(Key("minColumnWidth", .number(.section), "Instead of columns: as many columns as fit at least this wide.")),
            .key("rowLength", .oneOf([.words(["square"]), .number(.gridTrack)]), .value("square"),
                 "How long every row is along the scroll axis (its height when scrolling vertically); 'square': as long as a column is wide.",
                 field: .formula, read: .numberUnless(word: "square"), optional: true,
                 doc: "How long each row is along the scroll axis; nil: as long as a column is wide (square cells)."),
            .key(Key("gap", .number(.section), .value("0"),
                     "The space between columns and between rows, like CSS grid's gap. An item that spans tracks covers the gaps between them.")),
            .key("columnGap", .number(.section), .described("gap"), "The space between columns.", field: .formula, read: .numberOr(fallback: "gap")),
            .key("rowGap", .number(.section), .described("gap"), "The space between rows.", field: .formula, read: .numberOr(fallback: "gap")),
            .key("span", .number(.masonryItem), .value("1"), "How many columns item `index` covers, 1 to columnCount.",
                 examples: [#""index % 6 == 0 ? min(2, columnCount) : 1""#, #""index % 3 == 1 ? columnCount : 1""#],
                 field: .formula, read: .handWritten(.span(fixedColumnsOf: "columns")), optional: true,
                 doc: "How many columns and rows item `index` covers; nil: one each."),
            .key("rowSpan", .number(.masonryItem), .value("1"), "How many rows item `index` covers, 1 or more.",
                 examples: [#""index % 6 == 0 ? 2 : 1""#, #""index % 3 == 2 ? 3 : 1""#], field: .formula, read: .number, optional: true),
            .key("column", .number(.masonryItem), .described("where it fits"),
                 "The column item `index` starts at, 0 to columnCount - span, to pin it (a big tile on the left or the right); a negative number places it where it fits.",
                 examples: [#""index % 6 == 0 ? 0 : -1""#, #""index % 6 == 3 ? columnCount - 1 : -1""#],
                 field: .formula, read: .number, optional: true,
                 doc: """
                 The column item `index` starts at (0-based), or a negative number to place it where it
                 fits; nil: every item where it fits.
                 """),
            .key(Key("packing", .words(["sparse", "dense"]), .value("sparse"),
                     "'sparse': each item goes after the one before, leaving holes a wide item skipped; 'dense': each item takes the first place it fits, filling earlier holes."),
                 fills: Field("dense", .bool, read: .flag(whenTrue: "dense"),
                              doc: "Dense packing fills earlier holes with later items, as `grid-auto-flow: row dense`.")),
            .key("period", .number(.gridTrack),
                 "Declares that items i and i + period are placed alike, a whole number of rows apart: one period is placed and queries are closed form. Checked: an error names the first item that does not repeat.",
                 examples: ["6", "12"], field: .formula, read: .number, optional: true,
                 doc: """
                 When given, items i and i + period are placed alike, a whole number of rows apart: one
                 period is placed and queries are closed form (the placement proves the repetition).
                 """),
        ],
        kind: "grid", since: Since(2, "the grid kind", .mustUnderstand),
        language: NodeLanguage(
            object: "grid",
            summary: "Items placed in order into fixed columns, each spanning columns and rows, each where it first fits: CSS Grid's auto-placement (grid-auto-flow: row, or row dense).",
            exactlyOneOf: [["columns", "minColumnWidth"]]))
}
