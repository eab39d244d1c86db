/// The layout model, described once. Every file `generate-model` writes is derived from this:
/// adding a key to a kind is one `Field` here (and the engine's use of it). A field's position
/// is its place everywhere: the order of the initializer's parameters, of `map`'s traversal
/// (which numbers formulas), and of the readers, whose first fault is the one reported.
enum ModelDescription {
    static let axis = Words(swiftType: "ScrollAxis", typeScriptName: nil, cases: [("vertical", "vertical"), ("horizontal", "horizontal")],
                            declared: false, doc: nil)
    static let direction = Words(swiftType: "ReadingDirection", typeScriptName: nil,
                                 cases: [("leftToRight", "ltr"), ("rightToLeft", "rtl")], declared: false, doc: nil)
    static let lineAlignment = Words(swiftType: "LineAlignment", typeScriptName: nil,
                                     cases: [("justify", "justify"), ("leading", "leading"), ("center", "center"), ("trailing", "trailing")],
                                     declared: true, doc: "Where the items of a line sit across the scroll axis when they do not fill it.")
    static let crossAlignment = Words(swiftType: "CrossAlignment", typeScriptName: nil,
                                      cases: [("start", "start"), ("center", "center"), ("end", "end")], declared: true, doc: nil)
    static let gravity = Words(swiftType: "Gravity", typeScriptName: nil, cases: [("start", "start"), ("end", "end")], declared: true,
                               doc: "Which end of the scroll axis the content keeps to: `end` for a chat or a log, which opens at its newest item.")
    static let words = [lineAlignment, crossAlignment, gravity]

    static let columns = Shape(swiftType: "MasonryModel<F>.Columns", typeScriptType: "Columns", reader: "columns", holdsFormulas: true,
                                schemaDefinition: "columns")
    static let sizing = Shape(swiftType: "FlowModel<F>.Sizing", typeScriptType: "FlowSizing<SizeModel>", reader: "sizing", holdsFormulas: true,
                               schemaDefinition: "sizing")
    static let rulePeriod = Shape(swiftType: "RuleModel<F>.Period", typeScriptType: "RulePeriod", reader: "rulePeriod", holdsFormulas: true,
                                   schemaDefinition: "rulePeriod")
    /// A word (`none`, `center`, `leading`, `page`) or paging by item, `{"paging": "leading", "items": 1}`.
    static let snap = Shape(swiftType: "SnapRule", typeScriptType: "Snap", reader: "snapRule", holdsFormulas: false,
                            schemaDefinition: "snap", readsValue: true, spelledOutWhenOptional: true)
    static let columnSpec = Shape(swiftType: "[[Int]]", typeScriptType: "number[][]", reader: "columnSpec", holdsFormulas: false,
                                   schemaDefinition: "columnSpec")

    static let nodes: [Node] = [
        Node(name: "Layout", swiftType: "LayoutModel",
             doc: "A layout's description, every size and position a formula of type `F`.",
             swiftOnlyDoc: """
             The compiler builds it with `F` = its checked expression trees; the interpreter and generated
             code both run it with `F` = `Formula`, an index into their own evaluators. One shape, so the
             engine that turns it into frames is written once and both paths give the same answers.
             """,
             fields: [
                Field("name", .string),
                Field("axis", .words(axis)),
                Field("direction", .words(direction)),
                Field("base", .node("Body")),
                Field("variants", .list(.node("Variant"), limit: ListLimit(minimum: 0, maximum: "maxVariants",
                                                                            message: "the layout has {count} variants; at most {maximum} are allowed"),
                                        literalElementName: nil),
                      doc: "Tried in order; the first whose condition holds replaces `base`."),
             ], handWrittenReader: true, handWrittenLiteral: true),
        Node(name: "Variant", swiftType: "VariantModel", doc: nil,
             fields: [Field("condition", .formula), Field("body", .node("Body"))], handWrittenLiteral: true),
        Node(name: "Body", swiftType: "BodyModel", doc: "Everything a variant can replace.",
             fields: [
                Field("defaultSection", .node("Section"), doc: "Applies to every section without an override."),
                Field("sectionOverrides", .list(.node("Section"), limit: ListLimit(minimum: 0, maximum: "maxSectionOverrides",
                                                                                   message: "the layout has {count} section overrides; at most {maximum} are allowed"),
                                                literalElementName: nil),
                      doc: "Section i uses `sectionOverrides[i]` when there is one."),
                Field("effects", .node("Effects"), optional: true),
                Field("snap", .shape(snap)),
                Field("reducedMotionEffects", .node("Effects"), optional: true, defaulted: true, since: (3, "effects for Reduce Motion"),
                      doc: """
                      The effects used instead of `effects` when the reader has turned on Reduce Motion; nil: `effects`
                      without those that move cells (`EffectsModel.stilled`).
                      """),
                Field("gravity", .words(gravity), optional: true, defaulted: true, since: (4, "a layout's gravity"),
                      doc: """
                      The end of the scroll axis the content keeps to; nil: the start. At `end`, content shorter
                      than the viewport sits against its end, and the scroll driver opens there and stays there
                      while the reader is there (`ScrollDriver`).
                      """),
             ], handWrittenReader: true, handWrittenLiteral: true),
        Node(name: "Section", swiftType: "SectionModel", doc: nil,
             fields: [
                Field("arrangement", .node("Arrangement")),
                Field("insets", .node("Insets")),
                Field("header", .node("Supplementary"), optional: true),
                Field("footer", .node("Supplementary"), optional: true),
                Field("background", .node("Background"), optional: true, defaulted: true, doc: "Decorations: elements that are not items."),
                Field("separators", .node("Separators"), optional: true, defaulted: true),
                Field("orthogonal", .node("Orthogonal"), optional: true, defaulted: true,
                      doc: "When given, the section's items scroll across the layout's axis, in a band of their own."),
                Field("effects", .node("Effects"), optional: true, defaulted: true,
                      since: (2, "a section's own effects or snap"),
                      doc: """
                      The section's own scroll effects and snap, instead of the layout's; nil: the layout's.
                      (Effects with no field set turn the layout's off for the section.)
                      """),
                Field("snap", .shape(snap), optional: true, defaulted: true, since: (2, "a section's own effects or snap")),
                Field("reducedMotionEffects", .node("Effects"), optional: true, defaulted: true, since: (3, "effects for Reduce Motion"),
                      doc: "The section's own effects for Reduce Motion, as the body's are."),
             ],
             language: sectionLanguage),
        Node(name: "Orthogonal", swiftType: "OrthogonalModel",
             doc: """
             A section whose items scroll sideways (across the layout's scroll axis), as an App Store
             shelf in a vertical list: the section's kind is laid out along the cross axis in a band
             `length` long (along the layout's axis), between the header and the footer, and the band has
             a scroll offset of its own, which comes to rest by `snap`.
             """,
             fields: [Field("length", .formula, read: .number("length")), Field("snap", .shape(snap), read: .call(#"snapRule("snap")"#))],
             language: orthogonalLanguage),
        Node(name: "Background", swiftType: "BackgroundModel",
             doc: """
             A rectangle behind a section's items: the section between its header and footer, insets
             included, inset by `insets`, with rounded corners.
             """,
             fields: [Field("insets", .node("Insets"), read: .call(#"insets(of: "insets")"#)), Field("cornerRadius", .formula, read: .number("cornerRadius"))],
             language: backgroundLanguage),
        Node(name: "Separators", swiftType: "SeparatorModel",
             doc: """
             A line after each item but a section's last, along its trailing edge (below it when the
             content scrolls vertically): `thickness` thick, `offset` past the item's end, indented by
             `inset` from the item's leading side across the scroll axis.
             """,
             fields: ["thickness", "inset", "offset"].map { Field($0, .formula, read: .number($0)) },
             language: separatorsLanguage),
        Node(name: "Insets", swiftType: "InsetsModel", doc: nil,
             fields: ["top", "left", "bottom", "right"].map { Field($0, .formula) }),
        Node(name: "Supplementary", swiftType: "SupplementaryModel", doc: nil,
             fields: [Field("length", .formula), Field("pinned", .bool)]),
        Node(name: "Size", swiftType: "SizeModel", doc: nil, fields: [Field("width", .formula), Field("height", .formula)]),
        Node(name: "Effects", swiftType: "EffectsModel", doc: nil,
             fields: [
                Field("scale", .formula, optional: true, read: .number("scale")),
                Field("alpha", .formula, optional: true, read: .number("alpha")),
                Field("zIndex", .formula, optional: true, read: .number("zIndex")),
                Field("rotation", .formula, optional: true, defaulted: true, read: .number("rotation"),
                      doc: """
                      The transforms (`LayoutAttributes` says how each is drawn): radians in the screen's plane,
                      points as drawn, radians about the cross axis, and the viewer's distance for the turn.
                      """),
                Field("translateX", .formula, optional: true, defaulted: true, read: .number("translateX")),
                Field("translateY", .formula, optional: true, defaulted: true, read: .number("translateY")),
                Field("turn", .formula, optional: true, defaulted: true, read: .number("turn")),
                Field("perspective", .formula, optional: true, defaulted: true, read: .number("perspective")),
             ],
             language: effectsLanguage),
        // The kinds, in the order `Arrangement` lists them.
        Node(name: "Tiles", swiftType: "TilesModel", doc: nil,
             fields: [
                Field("cells", .list(.node("Cell"), limit: ListLimit(minimum: 1, maximum: "maxPatternCells",
                                                                      message: "a tile pattern has {minimum} to {maximum} cells, not {count}"),
                                     literalElementName: "cell"),
                      doc: "One frame per slot, in block coordinates as drawn (x across, y down)."),
                Field("period", .formula, optional: true,
                      doc: "The advance from one block to the next along the scroll axis; nil: extent + spacing."),
                Field("spacing", .formula),
                Field("extent", .formula, optional: true, defaulted: true, since: (2, "a tiles block's extent"),
                      doc: """
                      How long a block is along the scroll axis; nil: to where its cells end. (An areas grid
                      whose last rows are empty is longer than its cells.)
                      """),
             ], kind: "tiles", language: tilesLanguage),
        Node(name: "Blocks", swiftType: "BlocksModel", doc: nil,
             fields: [
                Field("columns", .shape(columnSpec), read: .call("columnSpec()"),
                      doc: "columns[c] lists the slots stacked in column c, top to bottom."),
                Field("columnWidth", .formula, read: .number("columnWidth")),
                Field("itemLength", .formula, read: .number("itemLength")),
                Field("spacing", .formula, optional: true, read: .numberUnless("spacing", word: "even"),
                      doc: "nil: what the widths leave, spread evenly."),
             ], kind: "blocks", language: blocksLanguage),
        Node(name: "Circle", swiftType: "CircleModel", doc: nil,
             fields: [
                Field("item", .node("Size"), read: .size("item", scope: "section")),
                Field("centerX", .formula, read: .member("center", "x", scope: "circle", default: "width / 2")),
                Field("centerY", .formula, read: .member("center", "y", scope: "circle", default: "height / 2")),
                Field("radius", .formula, read: .number("radius")),
                Field("start", .formula, read: .number("start")),
                Field("step", .formula, read: .number("step")),
                Field("clockwise", .bool, read: .flag("direction", whenTrue: "clockwise")),
                Field("singleAtCenter", .bool, read: .flag("single", whenTrue: "center")),
             ], kind: "circle", language: circleLanguage),
        Node(name: "Line", swiftType: "LineModel", doc: nil,
             fields: [
                Field("item", .node("Size"), read: .size("item", scope: "item")),
                Field("spacing", .formula, read: .number("spacing")),
                Field("align", .words(crossAlignment), read: .word("align")),
                Field("perItem", .bool, defaulted: true, written: false, read: .call("readsIndex(item)"),
                      doc: """
                      Whether the item size reads `index`: then each item is measured and placed after the one
                      before; otherwise every item is the same and the line is a closed-form pattern.
                      """),
             ], kind: "line", language: lineLanguage),
        Node(name: "Masonry", swiftType: "MasonryModel", doc: nil,
             fields: [
                Field("columns", .shape(columns), shapeNoun: "masonry layout", read: .call("columnCount()")),
                Field("columnSpacing", .formula, read: .number("columnSpacing")),
                Field("itemSpacing", .formula, read: .number("itemSpacing")),
                Field("itemLength", .formula, optional: true, read: .numberUnless("itemLength", word: "data"),
                      doc: "nil: from the app's item sizes."),
                Field("shortestFirst", .bool, read: .flag("placement", whenTrue: "shortest")),
                Field("tiesToTrailing", .bool, read: .flag("ties", whenTrue: "trailing")),
                Field("span", .formula, optional: true, defaulted: true, read: .call("span(fixedColumns: columns.fixedCount)"),
                      doc: "How many columns item `index` covers; nil: one each."),
             ], kind: "masonry", language: masonryLanguage),
        Node(name: "Flow", swiftType: "FlowModel", doc: nil,
             fields: [
                Field("sizing", .shape(sizing), read: .call("flowSizing()")),
                Field("spacing", .formula, read: .number("spacing")),
                Field("lineSpacing", .formula, read: .numberOr("lineSpacing", fallback: "spacing")),
                Field("align", .words(lineAlignment), read: .call("flowAlign(sizing)")),
                Field("span", .formula, optional: true, defaulted: true, read: .call("flowSpan(sizing)"),
                      doc: """
                      With `columns` or `minimumWidth` sizing: how many places of a line item `index` takes;
                      nil: one each.
                      """),
             ], kind: "flow", language: flowLanguage),
        Node(name: "Rule", swiftType: "RuleModel",
             doc: """
             Frames as expressions of `index`, for layouts no fixed kind gives (waves, spirals,
             staggers). Item `index` is at `frame`, in section coordinates as drawn (x across, y down).
             """,
             fields: [
                Field("frame", .node("Cell"), read: .frame),
                Field("period", .shape(rulePeriod), optional: true, read: .call("rulePeriod()"),
                      doc: """
                      When given, item i + items is item i moved by `length` along the scroll axis: only the
                      first `items` frames are computed, and queries are closed form.
                      """),
             ], kind: "rule", language: ruleLanguage),
        Node(name: "Grid", swiftType: "GridModel",
             doc: """
             Items placed in order into fixed columns, each spanning some columns and rows and wherever it
             first fits, as CSS Grid's auto-placement places them (`grid-auto-flow: row` or `row dense`).
             In the author's terms: columns across, rows along the scroll axis.
             """,
             fields: [
                Field("columns", .shape(columns), shapeNoun: "grid", read: .call("columnCount()")),
                Field("rowLength", .formula, optional: true, read: .numberUnless("rowLength", word: "square"),
                      doc: "How long each row is along the scroll axis; nil: as long as a column is wide (square cells)."),
                Field("columnGap", .formula, read: .numberOr("columnGap", fallback: "gap")),
                Field("rowGap", .formula, read: .numberOr("rowGap", fallback: "gap")),
                Field("span", .formula, optional: true, read: .call("span(fixedColumns: columns.fixedCount)"),
                      doc: "How many columns and rows item `index` covers; nil: one each."),
                Field("rowSpan", .formula, optional: true, read: .number("rowSpan")),
                Field("column", .formula, optional: true, read: .number("column"),
                      doc: """
                      The column item `index` starts at (0-based), or a negative number to place it where it
                      fits; nil: every item where it fits.
                      """),
                Field("dense", .bool, read: .flag("packing", whenTrue: "dense"), doc: "Dense packing fills earlier holes with later items, as `grid-auto-flow: row dense`."),
                Field("period", .formula, optional: true, read: .number("period"),
                      doc: """
                      When given, items i and i + period are placed alike, a whole number of rows apart: one
                      period is placed and queries are closed form (the placement proves the repetition).
                      """),
             ], kind: "grid", since: (2, "the grid kind"), language: gridLanguage),
        Node(name: "Cell", swiftType: "CellModel", doc: nil, fields: ["x", "y", "width", "height"].map { Field($0, .formula) }),
    ]

    static var kinds: [Node] { nodes.filter { $0.kind != nil } }

    /// What came in a later version of the compiled format and is no kind or field of the model
    /// (those say `since:`): a name formulas read, a value of a field. Each runtime's reader
    /// tests for it by hand, and takes its version and words from the constant generated here.
    static let laterFeatures: [LaterFeature] = [
        LaterFeature(name: "textScale", version: 2, feature: "the text size (textScale)"),
        LaterFeature(name: "pagingByItem", version: 3, feature: "paging by item"),
    ]

    /// The newest version of the compiled format, which the runtimes write and read up to: the
    /// latest that anything of the description came in. A new `since:` raises it everywhere.
    static var formatVersion: Int {
        let fields = nodes.flatMap(\.fields).compactMap { $0.since?.version }
        return ([1] + fields + nodes.compactMap { $0.since?.version } + laterFeatures.map(\.version)).max()!
    }

    static func node(_ name: String) -> Node? { nodes.first { $0.name == name } }
}
