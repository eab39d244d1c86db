import TesseraRuntime

/// The layout language's keys, their types, defaults and meanings, written once.
///
/// The structure checker validates files against these definitions, the readers take each key's
/// scope and default from them, and the JSON Schema and the language reference are generated from
/// them, so none can drift apart. The keys of the model's nodes (the kinds, a section's own keys,
/// a band, a background, separators, effects) are generated from the model's description
/// (`Generated/LanguageSchema+Nodes.swift`); the objects around them (the layout, variants, a
/// section as a whole, insets, headers, paging) are written here.
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

package struct SchemaField: Sendable {
    package var key: String
    package var type: SchemaType
    package var required: Bool
    /// The default as the reference shows it; nil when there is none or the field is required.
    package var defaultText: String?
    /// Whether the default is a rule the reader applies (another key's value, "where it fits"),
    /// not a value written as `defaultText`.
    package var describedDefault: Bool
    package var summary: String
    /// Values as a file writes them (YAML), where the type alone does not say what works (an
    /// areas block, a column spec, an expression of `distance`): shown in the JSON Schema, which
    /// editors offer, and tried by the random layouts the runtimes are compared on.
    package var examples: [String]

    package init(_ key: String, _ type: SchemaType, required: Bool = false, default defaultText: String? = nil, describedDefault: Bool = false,
                 _ summary: String, examples: [String] = []) {
        self.examples = examples
        self.key = key
        self.type = type
        self.required = required
        self.defaultText = defaultText
        self.describedDefault = describedDefault
        self.summary = summary
    }

    /// The default a reader applies when the key is absent: an expression or a word.
    package var appliedDefault: String? { describedDefault ? nil : defaultText }
}

package final class SchemaObject: Sendable {
    package let name: String
    package let summary: String
    package let fields: [SchemaField]
    /// Groups of keys of which exactly one must be present (e.g. the layout kinds).
    package let exactlyOneOf: [[String]]
    /// Groups of keys of which at most one may be present.
    package let atMostOneOf: [[String]]
    /// Keys the object never takes though a reader might expect them (a circle as one section
    /// among others), and why: the checker's message, instead of "unknown key".
    package let refused: [String: String]

    /// The same rules as bits by field position, so that checking each of a large file's
    /// mappings compares integers instead of searching its keys for every rule.
    let requiredFields: FieldSet
    let exactlyOneOfFields: [FieldSet]
    let atMostOneOfFields: [FieldSet]

    package init(_ name: String, _ summary: String, fields: [SchemaField], exactlyOneOf: [[String]] = [], atMostOneOf: [[String]] = [],
                 refused: [(key: String, reason: String)] = []) {
        precondition(fields.count <= FieldSet.capacity, "an object of the language has at most \(FieldSet.capacity) keys")
        self.refused = Dictionary(uniqueKeysWithValues: refused.map { ($0.key, $0.reason) })
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

extension SchemaType {
    /// The scope of the expressions this type takes, when it takes any (a number, or a list or
    /// alternatives with numbers).
    package var numberScope: VariableScope? {
        switch self {
        case .number(let scope): scope
        case .list(let element, _): element.numberScope
        case .oneOf(let alternatives): alternatives.first { $0.numberScope != nil }?.numberScope
        default: nil
        }
    }
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
    /// The keys whose objects are overrides, which state only what changes: inside them nothing
    /// is required, and a group of which exactly one is needed becomes one of which at most one.
    package static let overrideKeys: Set<String> = ["variants", "sections"]

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

    static let cell = SchemaObject("cell", "A cell's frame within its block.", fields: [
        SchemaField("x", .number(.section), required: true, "Left edge within the block."),
        SchemaField("y", .number(.section), required: true, "Top edge within the block."),
        SchemaField("width", .number(.section), required: true, "Width."),
        SchemaField("height", .number(.section), required: true, "Height."),
    ])

    static let rulePeriod = SchemaObject("rule period", "How the rule repeats: item i + items is item i moved by length along the scroll axis.", fields: [
        SchemaField("items", .integer(1...Limits.maxPatternCells), required: true, "Items per period."),
        SchemaField("length", .number(.section), required: true, "How far each period is from the one before, along the scroll axis."),
    ])

    /// Insets: one number for every side, or each side.
    static let insets = SchemaType.oneOf([.number(.section), .object(insetSides)])

    static let insetSides = SchemaObject("insets", "Space around a section's items, per side.", fields: [
        SchemaField("top", .number(.section), default: "0", "Space above the items."),
        SchemaField("left", .number(.section), default: "0", "Space left of the items."),
        SchemaField("bottom", .number(.section), default: "0", "Space below the items."),
        SchemaField("right", .number(.section), default: "0", "Space right of the items."),
    ])

    static let header = supplementary("header", pinnable: true)
    static let footer = supplementary("footer", pinnable: false)

    private static func supplementary(_ what: String, pinnable: Bool) -> SchemaObject {
        var fields = [SchemaField("length", .number(.section), required: true, "Its extent along the scroll axis (its height when scrolling vertically).")]
        if pinnable {
            fields.append(SchemaField("pinned", .boolean, default: "false", "Stays at the top of the viewport while its section scrolls under it."))
        }
        return SchemaObject(what, "A section \(what) spanning the whole width.", fields: fields)
    }

    static let effects = SchemaObject(
        "effects",
        effectsSummary,
        fields: effectsFields + [
            SchemaField("reduceMotion", .oneOf([.choice([none]), .object(reducedMotionEffects)]),
                        default: "these effects without scale, rotation, translation, turn and perspective", describedDefault: true,
                        reducedMotionEffects.summary),
        ])

    /// The effects a layout shows instead when the reader has turned on Reduce Motion.
    static let reducedMotionEffects = SchemaObject(
        "reduceMotion",
        "What the effects are when the reader has turned on Reduce Motion (iOS and macOS accessibility settings, the web's `prefers-reduced-motion`): effects of their own, or `none`. Without it the effects above apply without those that move cells (scale, rotation, translation, turn and perspective), as Apple's Human Interface Guidelines ask; opacity and order stay.",
        fields: effectsFields)

    static let effectsField = SchemaField("effects", .oneOf([.choice([none]), .object(effects)]),
                                          effects.summary + " `none` (or `{}`) in a section: not the layout's.")

    /// What a section says for a decoration, header, footer or effects it would otherwise take from
    /// the layout: none of them.
    static let none = "none"
    static let snapField = SchemaField("snap", snapType, default: "none",
                                       "Where scrolling comes to rest: the item nearest the centre centred, an item's leading edge at its section's leading inset, whole pages, or one item a swipe (`{paging: center}`).")

    /// A snap rule: a word, or paging by item.
    static let snapType = SchemaType.oneOf([.choice(SnapRule.wordRules.map(\.word)), .object(paging)])

    static let paging = SchemaObject(
        "paging",
        "Paging by item, as an App Store shelf pages: a swipe passes at most `items` rest positions from where it began, however fast, and comes to rest on an item, its leading edge at its section's leading inset (`leading`) or its centre in the viewport's middle (`center`), as far as the content can scroll. Cells side by side (a row of a grid) are one position. A swipe that begins within half a point of a position begins at it; one that begins before the first position (a header above the items) or past the last counts that position as its first step. A fast fling forward moves at least one position when there is one ahead.",
        fields: [
            SchemaField("paging", .choice(PagingAlignment.allCases.map(\.rawValue)), required: true,
                        "Where the item a swipe rests on lies: its leading edge at the viewport's start plus its section's leading inset (as an orthogonal section's cards rest after its inset), or its centre in the viewport's middle."),
            SchemaField("items", .integer(1...Limits.maxPagingItems), default: "1", "The most items one swipe moves."),
        ])

    static let section = SchemaObject(
        "section",
        "Overrides for one section (the list's first entry is section 0). Keys not given are the layout's. Its own `effects` apply to its elements instead of the layout's (`effects: {}` turns them off), and its own `snap` decides where scrolling rests while the section is under the viewport's centre, on its own cells.",
        fields: kindFields.filter { !wholeLayoutKinds.contains($0.key) } + sectionFields + [effectsField, snapField],
        atMostOneOf: [kindKeys.filter { !wholeLayoutKinds.contains($0) }],
        refused: wholeLayoutKinds.map { ($0, "a \($0) cannot be one section among others: it does not scroll; make the whole layout a \($0)") }
            + [("gravity", "'gravity' is the whole layout's (or a variant's): the content keeps to one end, not a section; move it to the top level of the file")])

    /// The kinds that are the whole layout, in the viewport (they do not scroll): no section of a
    /// layout may be one.
    static let wholeLayoutKinds = ["circle"]

    static let overridable: [SchemaField] = [
        SchemaField("constants", .dictionary(.number(.useSite)), "Named values that expressions can use, e.g. `unit: (width - 20) / 6`. A constant is substituted where it is used, so it may read the names of every field that uses it."),
    ] + kindFields + sectionFields + [
        effectsField,
        snapField,
    ] + bodyFields + [
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
            SchemaField("scroll", .choice(ScrollAxis.allCases.map(\.rawValue)), default: ScrollAxis.vertical.rawValue, "The scroll axis."),
            SchemaField("direction", .choice(ReadingDirection.allCases.map(\.rawValue)), default: ReadingDirection.leftToRight.rawValue, "'rtl' mirrors the layout left to right, within the content or, when that is narrower, the viewport (as UIKit mirrors): items then start at the right edge."),
        ] + overridable + [
            SchemaField("variants", .list(.object(variant), count: 1...Limits.maxVariants), "Overrides chosen by the viewport; the first match wins."),
        ],
        exactlyOneOf: [kindKeys])
}
