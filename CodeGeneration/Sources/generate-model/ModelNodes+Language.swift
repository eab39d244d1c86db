/// How a layout file writes the nodes the language has keys for: each key's value, default and
/// meaning. The compiler's `LanguageSchema` objects, which the checker, the reference and the JSON
/// Schema are made from, and the defaults its readers apply are generated from these.
extension ModelDescription {
    static let tilesLanguage = NodeLanguage(
        object: "tiles",
        summary: "A block of cells that repeats along the scroll axis: item i takes cell i % k of block i / k.",
        keys: [
            LanguageKey("areas", .list(.text, count: "1...Limits.maxPatternCells"),
                        "The block drawn as rows of cell names, like CSS grid-template-areas: slot numbers (0, 1, ...) or names, '.' for an empty place. A name repeated over a rectangle makes one cell.",
                        examples: [#"["a a b", "c d b"]"#, #"["a b", "a c"]"#, #"["0 1 2", "3 3 2"]"#, #"["x . y", "x z z"]"#]),
            LanguageKey("order", .list(.identifier, count: "1...Limits.maxPatternCells"),
                        "With named areas: the names in item order. Defaults to the order in which names first appear.",
                        examples: ["[c, b, a]", "[d, c, b, a]", "[b, a, c, d]"]),
            LanguageKey("columns", .oneOf([.number("section"), .list(.number("section"), count: "1...Limits.maxPatternCells")]),
                        "With areas: the width of every column, or a list with one width per column."),
            LanguageKey("rows", .oneOf([.number("section"), .list(.number("section"), count: "1...Limits.maxPatternCells")]),
                        "With areas: the height of every row, or a list with one height per row."),
            LanguageKey("cells", .list(.object("cell"), count: "1...Limits.maxPatternCells"), "The block as explicit frames, one per slot."),
            LanguageKey("gap", .number("section"), .value("0"),
                        "With areas: the space between columns and between rows, like CSS grid's gap. A cell that spans tracks covers the gaps between them."),
            LanguageKey("columnGap", .number("section"), .described("gap"), "With areas: the space between columns, like CSS grid's column-gap."),
            LanguageKey("rowGap", .number("section"), .described("gap"), "With areas: the space between rows, like CSS grid's row-gap."),
            LanguageKey("period", .number("section"), .described("the block's extent + spacing"),
                        "How far each block is from the one before, along the scroll axis."),
            LanguageKey("spacing", .number("section"), .described("the gap along the scroll axis (rowGap when vertical), or 0"),
                        "Space between one block and the next, when period is not given."),
        ],
        exactlyOneOf: [["areas", "cells"]],
        generatedReader: false)

    static let blocksLanguage = NodeLanguage(
        object: "blocks",
        summary: "Columns of stacked items in repeating blocks, in the notation [[0], [1,5], [2,6], ...]: each inner list is a column and names the slots of a block that stack in it.",
        keys: [
            LanguageKey("columns", .list(.list(.integer("0...Limits.maxPatternCells - 1"), count: "1...Limits.maxPatternCells"), count: "1...Limits.maxColumns"),
                        .required, "The column spec. The slots must be 0 to k-1, each once; a block holds k items.",
                        examples: ["[[0], [1, 3], [2, 4]]", "[[0, 1]]", "[[1], [0], [2, 3, 4]]", "[[0], [1, 5], [2, 6], [3, 7], [4, 8]]"]),
            LanguageKey("columnWidth", .number("blockColumn"), .required, "The width of column `column`."),
            LanguageKey("itemLength", .number("blockItem"), .required, "The height of the item in slot `slot` of column `column`."),
            LanguageKey("spacing", .oneOf([.words(["even"]), .number("blockColumn")]), .value("even"),
                        "Space between columns, between stacked items and between blocks. 'even': what the column widths leave, spread evenly (0 for a single column)."),
        ])

    static let circleLanguage = NodeLanguage(
        object: "circle",
        summary: "Items on a circle around a centre; the layout does not scroll.",
        keys: [
            LanguageKey("item", .object("size"), .required, "The size of every item."),
            LanguageKey("center", .object("point"), .described("the viewport's centre"), "The centre of the circle."),
            LanguageKey("radius", .number("circle"), .required, "The circle's radius."),
            LanguageKey("start", .number("circle"), .value("0"), "The angle of item 0, in radians, measured from straight down."),
            LanguageKey("step", .number("circle"), .value("2 * pi / count"), "The angle between neighbouring items."),
            LanguageKey("direction", .words(["counterclockwise", "clockwise"]), .value("counterclockwise"),
                        "Which way the angle turns on screen. Counterclockwise puts item centres at (cx + r·sin a, cy + r·cos a): angle 0 straight below the centre, turning towards the right."),
            LanguageKey("single", .words(["center", "circle"]), .value("center"), "Where a lone item goes: the centre, or its place on the circle."),
        ])

    static let lineLanguage = NodeLanguage(
        object: "line",
        summary: "One line of items along the scroll axis: a strip or a carousel.",
        keys: [
            LanguageKey("item", .object("itemSize"), .required,
                        "The size of each item; when it reads `index`, each item starts after the one before."),
            LanguageKey("spacing", .number("section"), .value("0"), "Space between neighbouring items."),
            LanguageKey("align", .wordsOf(crossAlignment), .value("center"), "Where items sit across the scroll axis."),
        ])

    static let masonryLanguage = NodeLanguage(
        object: "masonry",
        summary: "A waterfall: columns of equal width, each item placed in a column below the items before it.",
        keys: [
            LanguageKey("columns", .integer("1...Limits.maxColumns"), "The number of columns."),
            LanguageKey("minColumnWidth", .number("section"), "Instead of columns: as many columns as fit at least this wide."),
            LanguageKey("columnSpacing", .number("section"), .value("0"), "Space between columns."),
            LanguageKey("itemSpacing", .number("section"), .value("0"), "Space between items stacked in a column."),
            LanguageKey("itemLength", .oneOf([.words(["data"]), .number("masonryItem")]), .required,
                        "The height of item `index`, or 'data' to take it from the item sizes the app supplies (a {width, height} entry is scaled to the column's width)."),
            LanguageKey("placement", .words(["shortest", "order"]), .value("shortest"),
                        "'shortest': each item goes to the shortest column; 'order': items go to columns in turn."),
            LanguageKey("ties", .words(["leading", "trailing"]), .value("leading"), "Among equally short columns, the first (leading) or the last (trailing)."),
            LanguageKey("span", .number("masonryItem"), .value("1"),
                        "How many adjacent columns item `index` covers, 1 to columnCount (a full-width banner: columnCount). It starts below the lowest of them; a {width, height} size from data is scaled to its width.",
                        examples: [#""index % 5 == 0 ? columnCount : 1""#, #""min(2, columnCount)""#, #""index % 3 == 1 ? max(1, columnCount - 1) : 1""#]),
        ],
        exactlyOneOf: [["columns", "minColumnWidth"]])

    static let flowLanguage = NodeLanguage(
        object: "flow",
        summary: "Items in lines across the scroll axis, a new line when one is full, like UICollectionViewFlowLayout.",
        keys: [
            LanguageKey("columns", .integer("1...Limits.maxColumns"), "Items per line; their width is what the line leaves after spacing, shared equally."),
            LanguageKey("minItemWidth", .number("section"), "Instead of columns: as many items a line as fit at least this wide."),
            LanguageKey("item", .oneOf([.words(["data"]), .object("itemSize")]),
                        "Instead of columns: each item's size, or 'data' to take sizes from the app (self-sizing)."),
            LanguageKey("aspect", .number("section"), .value("1"),
                        "With columns or minItemWidth: width divided by height of an item one place wide, as drawn (also when the layout scrolls sideways). An item that spans places keeps that height: it is wider, not taller."),
            LanguageKey("spacing", .number("section"), .value("0"), "The least space between items in a line."),
            LanguageKey("lineSpacing", .number("section"), .described("spacing"), "Space between lines."),
            LanguageKey("span", .number("masonryItem"), .value("1"),
                        "With columns or minItemWidth: how many places of a line item `index` takes, 1 to columnCount (a full-width row: columnCount); an item that does not fit starts the next line.",
                        examples: [#""index % 4 == 0 ? columnCount : 1""#, #""min(2, columnCount)""#]),
            LanguageKey("align", .wordsOf(lineAlignment), .described("leading with columns, justify otherwise"),
                        "How a line's spare space is shared: 'justify' spreads it between items (a lone item is centred), as UIKit's flow layout does."),
        ],
        exactlyOneOf: [["columns", "minItemWidth", "item"]])

    static let ruleLanguage = NodeLanguage(
        object: "rule",
        summary: "Frames as expressions of `index`, for what no fixed kind gives: waves, staggers, spirals, scattered photos.",
        keys: [
            LanguageKey("x", .number("item"), .required, "Left edge of item `index` in its section, as drawn.",
                        examples: [#""index % 3 * 60""#, #""(width - 80) / 2 * (1 + sin(index * pi / 3))""#]),
            LanguageKey("y", .number("item"), .required, "Top edge of item `index` in its section, as drawn (0 or more when scrolling vertically).",
                        examples: [#""index * 50""#, #""index * 50 + index % 2 * 20""#]),
            LanguageKey("width", .number("item"), .required, "Width of item `index`."),
            LanguageKey("height", .number("item"), .required, "Height of item `index`."),
            LanguageKey("period", .object("rulePeriod"),
                        "Declares that the frames repeat: only one period is computed and queries are closed form. Checked against the second period.",
                        examples: ["{items: 6, length: 300}", "{items: 12, length: 600}"]),
        ])

    static let gridLanguage = NodeLanguage(
        object: "grid",
        summary: "Items placed in order into fixed columns, each spanning columns and rows, each where it first fits: CSS Grid's auto-placement (grid-auto-flow: row, or row dense).",
        keys: [
            LanguageKey("columns", .integer("1...Limits.maxColumns"), "The number of columns."),
            LanguageKey("minColumnWidth", .number("section"), "Instead of columns: as many columns as fit at least this wide."),
            LanguageKey("rowLength", .oneOf([.words(["square"]), .number("gridTrack")]), .value("square"),
                        "How long every row is along the scroll axis (its height when scrolling vertically); 'square': as long as a column is wide."),
            LanguageKey("gap", .number("section"), .value("0"),
                        "The space between columns and between rows, like CSS grid's gap. An item that spans tracks covers the gaps between them."),
            LanguageKey("columnGap", .number("section"), .described("gap"), "The space between columns."),
            LanguageKey("rowGap", .number("section"), .described("gap"), "The space between rows."),
            LanguageKey("span", .number("masonryItem"), .value("1"), "How many columns item `index` covers, 1 to columnCount.",
                        examples: [#""index % 6 == 0 ? min(2, columnCount) : 1""#, #""index % 3 == 1 ? columnCount : 1""#]),
            LanguageKey("rowSpan", .number("masonryItem"), .value("1"), "How many rows item `index` covers, 1 or more.",
                        examples: [#""index % 6 == 0 ? 2 : 1""#, #""index % 3 == 2 ? 3 : 1""#]),
            LanguageKey("column", .number("masonryItem"), .described("where it fits"),
                        "The column item `index` starts at, 0 to columnCount - span, to pin it (a big tile on the left or the right); a negative number places it where it fits.",
                        examples: [#""index % 6 == 0 ? 0 : -1""#, #""index % 6 == 3 ? columnCount - 1 : -1""#]),
            LanguageKey("packing", .words(["sparse", "dense"]), .value("sparse"),
                        "'sparse': each item goes after the one before, leaving holes a wide item skipped; 'dense': each item takes the first place it fits, filling earlier holes."),
            LanguageKey("period", .number("gridTrack"),
                        "Declares that items i and i + period are placed alike, a whole number of rows apart: one period is placed and queries are closed form. Checked: an error names the first item that does not repeat.",
                        examples: ["6", "12"]),
        ],
        exactlyOneOf: [["columns", "minColumnWidth"]])

    /// A section's own keys, which `LanguageSchema` joins to the kinds', the effects and the snap.
    static let sectionLanguage = NodeLanguage(
        object: nil,
        summary: nil,
        keys: [
            LanguageKey("insets", .named("insets"), .value("0"), "Space around the section's items: one number for every side, or top/left/bottom/right."),
            LanguageKey("header", .oneOf([.words(["none"]), .number("section"), .object("header")]),
                        "A header above the section's items: its length, or {length, pinned}; `none` in a section: not the layout's."),
            LanguageKey("footer", .oneOf([.words(["none"]), .number("section"), .object("footer")]),
                        "A footer below the section's items, after the bottom inset; `none` in a section: not the layout's."),
            LanguageKey("background", .oneOf([.words(["none"]), .object("background")]),
                        summaryOf: "background", then: " `none` in a section: not the layout's."),
            LanguageKey("separators", .oneOf([.words(["none"]), .object("separators")]),
                        summaryOf: "separators", then: " `none` in a section: not the layout's."),
            LanguageKey("tappable", .boolean, .value("true"),
                        "Whether people tap the cells one by one. `false` for cells that are only looked at or scrolled past (a strip of thumbnails, a pattern), which `validate` then does not hold to the touch-target minimum (44 × 44 points, Apple's; WCAG 2.5.8 asks for at least 24 × 24 CSS pixels). Given in a section, for that section alone."),
            LanguageKey("readingOrder", .words(["data", "screen"]), .value("data"),
                        "The order people should meet the cells in with VoiceOver or a keyboard. `data`: the items' order, which `validate` holds the frames to, since VoiceOver in UIKit reads a collection view as it is drawn (top to bottom, each line in the reading direction). `screen`: the order drawn is meant (a dense grid whose small photos fill in beside a large one), and `validate` does not warn. It changes no platform's order: SwiftUI's collection and the web view read the data's. Given in a section, for that section alone."),
            LanguageKey("orthogonal", .object("orthogonal"), summaryOf: "orthogonal"),
        ],
        generatedReader: false)

    static let orthogonalLanguage = NodeLanguage(
        object: "orthogonal",
        summary: "Makes the section an orthogonal section: its items scroll across the layout's axis, as App Store shelves do in a vertical list, laid out sideways in the strip between its header and footer (its band), with a scroll offset and a snap of their own. Effects measure its cells' `distance` sideways, from the viewport's middle.",
        keys: [
            LanguageKey("length", .number("section"), .required,
                        "How long the band is along the layout's scroll axis (its height in a vertical list). The kind's items are laid out within it, its insets inside it: left and right are the sideways content's ends."),
            LanguageKey("snap", .named("snapType"), .value("none"),
                        "Where a sideways scroll comes to rest: anywhere, an item's leading edge at the leading inset, an item in the middle, whole pages, or one item a swipe (`{paging: leading}`)."),
        ])

    static let backgroundLanguage = NodeLanguage(
        object: "background",
        summary: "A decoration behind the section's items: the section from its header's end to its footer's start, insets included, across the whole breadth. An empty section (no items) has one too, as long as its insets.",
        keys: [
            LanguageKey("insets", .named("insets"), .value("0"), "How far the background stays inside that rectangle: one number, or top/left/bottom/right."),
            LanguageKey("cornerRadius", .number("section"), .value("0"), "The radius of its rounded corners."),
        ])

    static let separatorsLanguage = NodeLanguage(
        object: "separators",
        summary: "A decoration after each item but the section's last: a line along the item's trailing edge (below it when scrolling vertically), in the spacing that follows it.",
        keys: [
            LanguageKey("thickness", .number("section"), .value("1"), "How thick the line is."),
            LanguageKey("inset", .number("section"), .value("0"), "How far the line starts from the item's leading side, across the scroll axis."),
            LanguageKey("offset", .number("section"), .value("0"), "How far past the item's end the line starts, along the scroll axis."),
        ])

    /// The effects' keys, shared by `effects` and its `reduceMotion`, which `LanguageSchema` writes.
    static let effectsLanguage = NodeLanguage(
        object: nil,
        summary: "Attributes that change as the content scrolls, computed from `distance`: scale, opacity, order and transforms.",
        keys: [
            LanguageKey("scale", .number("effect"), .value("1"), "The item's scale about its centre.",
                        examples: [#""max(0.2, 1 - abs(distance) / (width + 100))""#]),
            LanguageKey("alpha", .number("effect"), .value("1"), "The item's opacity, clamped to 0...1.",
                        examples: [#""1 - abs(distance) / 600""#]),
            LanguageKey("zIndex", .number("effect"), .value("0"), "Drawing order; higher is in front (rounded to a whole number).",
                        examples: [#""-abs(distance)""#]),
            LanguageKey("rotation", .number("effect"), .value("0"),
                        "Radians, clockwise as drawn, about the item's centre. Transforms apply in the order scale, rotation, turn, perspective, translation; hit testing, rect queries, `render`, the preview and the adapters all take them.",
                        examples: [#""index * 0.3 - distance / 400""#]),
            LanguageKey("translateX", .number("effect"), .value("0"), "How far right of its frame the item is drawn, held within one viewport width.",
                        examples: [#""12 - distance * 0.2""#]),
            LanguageKey("translateY", .number("effect"), .value("0"), "How far below its frame the item is drawn, held within one viewport height.",
                        examples: [#""sin(distance / 120) * 30""#]),
            LanguageKey("turn", .number("effect"), .value("0"),
                        "Radians about the cross axis through the item's centre, in 3D (a cover flow): a positive turn takes the item's trailing edge along the scroll axis away from the viewer.",
                        examples: [#""max(-1.2, min(1.2, -distance / 200))""#]),
            LanguageKey("perspective", .number("viewport"),
                        "The viewer's distance from the items, in points, for `turn` (which it needs): smaller is a stronger perspective. Without it a turn only foreshortens.",
                        examples: ["500"]),
        ])
}
