/// The layout model, described once. Every file `generate-model` writes is derived from this:
/// adding a key to a kind is one `Entry` (the key, its type, default and meaning, and the field
/// it fills with how it is read), plus the engine's use of it. A field's position is its place
/// everywhere: the order of the initializer's parameters, of `map`'s traversal (which numbers
/// formulas), and of the readers, whose first fault is the one reported. A key's position is its
/// place in the reference. The kinds are in `ModelNodes+Kinds.swift`.
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
        layout, variant, body, section, orthogonal, background, separators, insets, supplementary, size, effects,
        // The kinds, in the order `Arrangement` lists them.
        tiles, blocks, circle, line, masonry, flow, rule, grid,
        cell,
    ]

    static let layout = Node(
        name: "Layout", swiftType: "LayoutModel",
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
            Field("variants", .list(.node("Variant"), limit: ListLimit(minimum: 0, maximum: .maxVariants,
                                                                        message: "the layout has {count} variants; at most {maximum} are allowed"),
                                    literalElementName: nil),
                  doc: "Tried in order; the first whose condition holds replaces `base`."),
        ], handWrittenReader: true, handWrittenLiteral: true)

    static let variant = Node(name: "Variant", swiftType: "VariantModel", doc: nil,
                              fields: [Field("condition", .formula), Field("body", .node("Body"))], handWrittenLiteral: true)

    /// A layout's and a variant's own keys, which `LanguageSchema` joins to the kinds', a section's,
    /// the effects and the snap; its readers are written by hand.
    static let body = Node(
        name: "Body", swiftType: "BodyModel", doc: "Everything a variant can replace.",
        entries: [
            .field(Field("defaultSection", .node("Section"), doc: "Applies to every section without an override.")),
            .field(Field("sectionOverrides", .list(.node("Section"), limit: ListLimit(minimum: 0, maximum: .maxSectionOverrides,
                                                                                      message: "the layout has {count} section overrides; at most {maximum} are allowed"),
                                                   literalElementName: nil),
                         doc: "Section i uses `sectionOverrides[i]` when there is one.")),
            // Keys `LanguageSchema` writes by hand, shared with a section's.
            .field(Field("effects", .node("Effects"), optional: true)),
            .field(Field("snap", .shape(snap))),
            .field(Field("reducedMotionEffects", .node("Effects"), optional: true, defaulted: true, since: Since(3, "effects for Reduce Motion", .mustUnderstand),
                         doc: """
                         The effects used instead of `effects` when the reader has turned on Reduce Motion; nil: `effects`
                         without those that move cells (`EffectsModel.stilled`).
                         """)),
            .key("gravity", .wordsOf(gravity), .value("start"),
                 "The end of the scroll axis the content keeps to. `end`, for a chat, a log or comments: the view opens at the end (the newest item at the bottom), content shorter than the view sits against its end, the view stays at the end as items arrive while the reader is there, and items added above the first in view (older messages loaded) do not move what the reader sees. The end is the bottom when scrolling vertically, the right sideways, the left sideways right to left. Sections, headers, footers, insets and shelves keep their order; `snap: page` counts pages from the end; a view at the end stays there when a variant with another gravity takes over. Only where the view starts and what it follows change.",
                 field: .words(gravity), optional: true, defaulted: true, since: Since(4, "a layout's gravity", .mustUnderstand),
                 doc: """
                 The end of the scroll axis the content keeps to; nil: the start. At `end`, content shorter
                 than the viewport sits against its end, and the scroll driver opens there and stays there
                 while the reader is there (`ScrollDriver`).
                 """),
        ],
        handWrittenReader: true, handWrittenLiteral: true,
        language: NodeLanguage(object: nil, summary: nil, generatedReader: false))

    /// A section's own keys, which `LanguageSchema` joins to the kinds', the effects and the snap;
    /// its reader, which reads across the layout's keys, is written by hand.
    static let section = Node(
        name: "Section", swiftType: "SectionModel", doc: nil,
        entries: [
            .field(Field("arrangement", .node("Arrangement"))),
            .key(Key("insets", .named(.insets), .value("0"), "Space around the section's items: one number for every side, or top/left/bottom/right."),
                 fills: Field("insets", .node("Insets"))),
            .key(Key("header", .oneOf([.words(["none"]), .number(.section), .object(.header)]),
                     "A header above the section's items: its length, or {length, pinned}; `none` in a section: not the layout's."),
                 fills: Field("header", .node("Supplementary"), optional: true)),
            .key(Key("footer", .oneOf([.words(["none"]), .number(.section), .object(.footer)]),
                     "A footer below the section's items, after the bottom inset; `none` in a section: not the layout's."),
                 fills: Field("footer", .node("Supplementary"), optional: true)),
            .key(Key("background", .oneOf([.words(["none"]), .nodeObject("Background")]), objectSummaryThen: " `none` in a section: not the layout's."),
                 fills: Field("background", .node("Background"), optional: true, defaulted: true, doc: "Decorations: elements that are not items.")),
            .key(Key("separators", .oneOf([.words(["none"]), .nodeObject("Separators")]), objectSummaryThen: " `none` in a section: not the layout's."),
                 fills: Field("separators", .node("Separators"), optional: true, defaulted: true)),
            // What the section's inputs take, not its model.
            .key(Key("tappable", .boolean, .value("true"),
                     "Whether people tap the cells one by one. `false` for cells that are only looked at or scrolled past (a strip of thumbnails, a pattern), which `validate` then does not hold to the touch-target minimum (44 × 44 points, Apple's; WCAG 2.5.8 asks for at least 24 × 24 CSS pixels). Given in a section, for that section alone.")),
            .key(Key("readingOrder", .words(["data", "screen"]), .value("data"),
                     "The order people should meet the cells in with VoiceOver or a keyboard. `data`: the items' order, which `validate` holds the frames to, since VoiceOver in UIKit reads a collection view as it is drawn (top to bottom, each line in the reading direction). `screen`: the order drawn is meant (a dense grid whose small photos fill in beside a large one), and `validate` does not warn. It changes no platform's order: SwiftUI's collection and the web view read the data's. Given in a section, for that section alone.")),
            .key(Key("orthogonal", .nodeObject("Orthogonal"), objectSummaryThen: ""),
                 fills: Field("orthogonal", .node("Orthogonal"), optional: true, defaulted: true,
                              doc: "When given, the section's items scroll across the layout's axis, in a band of their own.")),
            // Keys `LanguageSchema` writes by hand, shared with the layout's.
            .field(Field("effects", .node("Effects"), optional: true, defaulted: true,
                         since: Since(2, "a section's own effects or snap", .mustUnderstand),
                         doc: """
                         The section's own scroll effects and snap, instead of the layout's; nil: the layout's.
                         (Effects with no field set turn the layout's off for the section.)
                         """)),
            .field(Field("snap", .shape(snap), optional: true, defaulted: true, since: Since(2, "a section's own effects or snap", .mustUnderstand))),
            .field(Field("reducedMotionEffects", .node("Effects"), optional: true, defaulted: true, since: Since(3, "effects for Reduce Motion", .mustUnderstand),
                         doc: "The section's own effects for Reduce Motion, as the body's are.")),
        ],
        language: NodeLanguage(object: nil, summary: nil, generatedReader: false))

    static let orthogonal = Node(
        name: "Orthogonal", swiftType: "OrthogonalModel",
        doc: """
        A section whose items scroll sideways (across the layout's scroll axis), as an App Store
        shelf in a vertical list: the section's kind is laid out along the cross axis in a band
        `length` long (along the layout's axis), between the header and the footer, and the band has
        a scroll offset of its own, which comes to rest by `snap`.
        """,
        entries: [
            .key("length", .number(.section), .required,
                 "How long the band is along the layout's scroll axis (its height in a vertical list). The kind's items are laid out within it, its insets inside it: left and right are the sideways content's ends.",
                 field: .formula, read: .number),
            .key("snap", .named(.snapType), .value("none"),
                 "Where a sideways scroll comes to rest: anywhere, an item's leading edge at the leading inset, an item in the middle, whole pages, or one item a swipe (`{paging: leading}`).",
                 field: .shape(snap), read: .snapRule),
        ],
        language: NodeLanguage(
            object: "orthogonal",
            summary: "Makes the section an orthogonal section: its items scroll across the layout's axis, as App Store shelves do in a vertical list, laid out sideways in the strip between its header and footer (its band), with a scroll offset and a snap of their own. Effects measure its cells' `distance` sideways, from the viewport's middle."))

    static let background = Node(
        name: "Background", swiftType: "BackgroundModel",
        doc: """
        A rectangle behind a section's items: the section between its header and footer, insets
        included, inset by `insets`, with rounded corners.
        """,
        entries: [
            .key("insets", .named(.insets), .value("0"), "How far the background stays inside that rectangle: one number, or top/left/bottom/right.",
                 field: .node("Insets"), read: .insets),
            .key("cornerRadius", .number(.section), .value("0"), "The radius of its rounded corners.", field: .formula, read: .number),
        ],
        language: NodeLanguage(
            object: "background",
            summary: "A decoration behind the section's items: the section from its header's end to its footer's start, insets included, across the whole breadth. An empty section (no items) has one too, as long as its insets."))

    static let separators = Node(
        name: "Separators", swiftType: "SeparatorModel",
        doc: """
        A line after each item but a section's last, along its trailing edge (below it when the
        content scrolls vertically): `thickness` thick, `offset` past the item's end, indented by
        `inset` from the item's leading side across the scroll axis.
        """,
        entries: [
            .key("thickness", .number(.section), .value("1"), "How thick the line is.", field: .formula, read: .number),
            .key("inset", .number(.section), .value("0"), "How far the line starts from the item's leading side, across the scroll axis.",
                 field: .formula, read: .number),
            .key("offset", .number(.section), .value("0"), "How far past the item's end the line starts, along the scroll axis.",
                 field: .formula, read: .number),
        ],
        language: NodeLanguage(
            object: "separators",
            summary: "A decoration after each item but the section's last: a line along the item's trailing edge (below it when scrolling vertically), in the spacing that follows it."))

    static let insets = Node(name: "Insets", swiftType: "InsetsModel", doc: nil,
                             fields: ["top", "left", "bottom", "right"].map { Field($0, .formula) })

    static let supplementary = Node(name: "Supplementary", swiftType: "SupplementaryModel", doc: nil,
                                    fields: [Field("length", .formula), Field("pinned", .bool)])

    static let size = Node(name: "Size", swiftType: "SizeModel", doc: nil, fields: [Field("width", .formula), Field("height", .formula)])

    /// The effects' keys, shared by `effects` and its `reduceMotion`, whose objects `LanguageSchema` writes.
    static let effects = Node(
        name: "Effects", swiftType: "EffectsModel", doc: nil,
        entries: [
            .key("scale", .number(.effect), .value("1"), "The item's scale about its centre.",
                 examples: [#""max(0.2, 1 - abs(distance) / (width + 100))""#], field: .formula, read: .number, optional: true),
            .key("alpha", .number(.effect), .value("1"), "The item's opacity, clamped to 0...1.",
                 examples: [#""1 - abs(distance) / 600""#], field: .formula, read: .number, optional: true),
            .key("zIndex", .number(.effect), .value("0"), "Drawing order; higher is in front (rounded to a whole number).",
                 examples: [#""-abs(distance)""#], field: .formula, read: .number, optional: true),
            .key("rotation", .number(.effect), .value("0"),
                 "Radians, clockwise as drawn, about the item's centre. Transforms apply in the order scale, rotation, turn, perspective, translation; hit testing, rect queries, `render`, the preview and the adapters all take them.",
                 examples: [#""index * 0.3 - distance / 400""#], field: .formula, read: .number, optional: true, defaulted: true,
                 doc: """
                 The transforms (`LayoutAttributes` says how each is drawn): radians in the screen's plane,
                 points as drawn, radians about the cross axis, and the viewer's distance for the turn.
                 """),
            .key("translateX", .number(.effect), .value("0"), "How far right of its frame the item is drawn, held within one viewport width.",
                 examples: [#""12 - distance * 0.2""#], field: .formula, read: .number, optional: true, defaulted: true),
            .key("translateY", .number(.effect), .value("0"), "How far below its frame the item is drawn, held within one viewport height.",
                 examples: [#""sin(distance / 120) * 30""#], field: .formula, read: .number, optional: true, defaulted: true),
            .key("turn", .number(.effect), .value("0"),
                 "Radians about the cross axis through the item's centre, in 3D (a cover flow): a positive turn takes the item's trailing edge along the scroll axis away from the viewer.",
                 examples: [#""max(-1.2, min(1.2, -distance / 200))""#], field: .formula, read: .number, optional: true, defaulted: true),
            .key("perspective", .number(.viewport),
                 "The viewer's distance from the items, in points, for `turn` (which it needs): smaller is a stronger perspective. Without it a turn only foreshortens.",
                 examples: ["500"], field: .formula, read: .number, optional: true, defaulted: true),
        ],
        language: NodeLanguage(
            object: nil,
            summary: "Attributes that change as the content scrolls, computed from `distance`: scale, opacity, order and transforms."))

    static let cell = Node(name: "Cell", swiftType: "CellModel", doc: nil, fields: ["x", "y", "width", "height"].map { Field($0, .formula) })

    static var kinds: [Node] { nodes.filter { $0.kind != nil } }

    /// What came in a later version of the compiled format and is no kind or field of the model
    /// (those say `since:`): a name formulas read, a value of a field. Each runtime's reader
    /// tests for it by hand, and takes its version and words from the constant generated here.
    static let laterFeatures: [LaterFeature] = [
        LaterFeature(name: "textScale", version: 2, feature: "the text size (textScale)", compatibility: .mustUnderstand,
                     member: "input.textScale"),
        LaterFeature(name: "pagingByItem", version: 3, feature: "paging by item", compatibility: .mustUnderstand, member: "snap.pagingByItem"),
        // The list itself: readers before it refuse any newer version; readers from it on refuse
        // only a must-understand member they do not know. Files say only what they use, so none
        // needs version 5 for it.
        LaterFeature(name: "mustUnderstandList", version: 5, feature: "the list of members a reader must understand (mustUnderstand)",
                     compatibility: .ignorable, member: "file.mustUnderstand"),
    ]

    /// The newest version of the compiled format, which the runtimes write and read up to: the
    /// latest that anything of the description came in. A new `since:` raises it everywhere.
    static var formatVersion: Int {
        let fields = nodes.flatMap(\.fields).compactMap { $0.since?.version }
        return ([1] + fields + nodes.compactMap { $0.since?.version } + laterFeatures.map(\.version)).max()!
    }

    static func node(_ name: String) -> Node? { nodes.first { $0.name == name } }
}
