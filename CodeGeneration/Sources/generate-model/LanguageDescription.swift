/// The shape of the language's side of the description: the keys a node is written with in a
/// layout file, their defaults and meanings, and how the reader fills the node's fields from them.
/// A key is one `Entry` of its node, with the fields it fills (`ModelNodes.swift`).

/// One entry of a node, in the model's order: a key of the language with the fields it fills
/// (usually one; none for a key another field's reading takes, several for a mapping's members),
/// or a field that no key of its own fills (the model's own, derived, or read across keys).
struct Entry: Sendable {
    let key: Key?
    let fields: [Field]

    /// A key that fills one field of its name, read as `read` says.
    static func key(_ name: String, _ type: KeyType, _ defaultValue: KeyDefault = .none, _ summary: String, examples: [String] = [],
                    field: FieldType, read: Reading? = nil, optional: Bool = false, defaulted: Bool = false,
                    since: Since? = nil, doc: String? = nil) -> Entry {
        Entry(key: Key(name, type, defaultValue, summary, examples: examples),
              fields: [Field(name, field, optional: optional, defaulted: defaulted, since: since, read: read, doc: doc)])
    }

    /// A key without a default that fills one field of its name.
    static func key(_ name: String, _ type: KeyType, _ summary: String, examples: [String] = [],
                    field: FieldType, read: Reading? = nil, optional: Bool = false, defaulted: Bool = false,
                    since: Since? = nil, doc: String? = nil) -> Entry {
        key(name, type, .none, summary, examples: examples, field: field, read: read, optional: optional, defaulted: defaulted,
            since: since, doc: doc)
    }

    /// A key and the fields it fills (none: another field's reading takes it, or the node's
    /// hand-written reader does).
    static func key(_ key: Key, fills fields: Field...) -> Entry { Entry(key: key, fields: fields) }

    /// A field that no key of its own fills.
    static func field(_ field: Field) -> Entry { Entry(key: nil, fields: [field]) }
}

/// How a key's value is written, as the compiler's `SchemaType` spells it.
indirect enum KeyType: Sendable {
    /// A number or an expression reading the names of this scope.
    case number(Scope)
    case integer(Bounds)
    case boolean
    case text
    case identifier
    case words([String])
    /// The raw values of one of the description's word sets, in their order.
    case wordsOf(Words)
    /// A `LanguageSchema` object written by hand.
    case object(HandObject)
    /// The `LanguageSchema` object generated from the language of the node of this name.
    case nodeObject(String)
    /// A `LanguageSchema` type written by hand.
    case named(HandType)
    case list(KeyType, count: Bounds)
    case oneOf([KeyType])

    /// The objects it may be, in order: a key's summary can begin with its object's.
    var objects: [KeyType] {
        switch self {
        case .object, .nodeObject: [self]
        case .list(let element, _): element.objects
        case .oneOf(let alternatives): alternatives.flatMap(\.objects)
        default: []
        }
    }
}

/// The names an expression may read: the compiler's `VariableScope`, case for case.
enum Scope: String, Sendable {
    case viewport, section, item, circle, blockColumn, blockItem, masonryItem, gridTrack, effect
}

/// `LanguageSchema`'s objects written by hand that keys of the description hold.
enum HandObject: String, Sendable {
    case size, itemSize, point, cell, rulePeriod, header, footer
}

/// `LanguageSchema`'s types written by hand that keys of the description are: one number or the
/// sides (`insets`), a snap's word or paging (`snapType`).
enum HandType: String, Sendable {
    case insets, snapType
}

/// A whole number's range, from a number to a runtime bound (less `less`).
struct Bounds: Sendable {
    let minimum: Int
    let maximum: LimitName
    var less = 0

    init(_ minimum: Int, _ maximum: LimitName, less: Int = 0) {
        self.minimum = minimum
        self.maximum = maximum
        self.less = less
    }
}

/// What a key is when it is not written.
enum KeyDefault: Sendable {
    case required
    /// Nothing: the field it fills is absent, or another key takes its place.
    case none
    /// A value the reader applies, shown as it is in the reference: an expression or a word.
    case value(String)
    /// A rule the reference states and the reading applies (another key's value, "where it fits").
    case described(String)
}

struct Key: Sendable {
    let name: String
    let type: KeyType
    let defaultValue: KeyDefault
    let summary: String
    /// Whether the summary of the key's object comes first, before `summary`: a key that holds
    /// the object says what it is once.
    var leadsWithObjectSummary = false
    /// Values as a file writes them, where the type alone does not make ones that work (an areas
    /// block, a span within the columns, a rule that repeats): editors offer them (the JSON
    /// Schema's `examples`) and the random layouts the runtimes are compared on try them.
    var examples: [String] = []

    init(_ name: String, _ type: KeyType, _ defaultValue: KeyDefault = .none, _ summary: String, examples: [String] = []) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.summary = summary
        self.examples = examples
    }

    /// A key without a default.
    init(_ name: String, _ type: KeyType, _ summary: String, examples: [String] = []) {
        self.init(name, type, .none, summary, examples: examples)
    }

    /// A key whose meaning is its object's summary, then `more`.
    init(_ name: String, _ type: KeyType, _ defaultValue: KeyDefault = .none, objectSummaryThen more: String) {
        self.init(name, type, defaultValue, more)
        leadsWithObjectSummary = true
    }
}

/// How the reader fills one field of a node. All but the last two read the field's own key (the
/// key of its entry).
enum Reading: Sendable {
    /// The key's expression, in its scope; its default when absent, or nil for an optional field.
    case number
    /// The key's expression; nil when the key is absent or this word.
    case numberUnless(word: String)
    /// The key's expression; when absent, the value of the other key (read once).
    case numberOr(fallback: String)
    /// A key of the mapping under the key, in the scope given; the default when absent.
    case member(String, scope: Scope, default: String)
    /// A `{width, height}` mapping, in the scope given.
    case size(Scope)
    /// Whether the key's word (its default when absent) is this one.
    case flag(whenTrue: String)
    /// The field's words, from the key's word (its default when absent).
    case word
    /// One number for every side, or top/left/bottom/right.
    case insets
    /// A snap's word, or paging by item.
    case snapRule
    /// The node's own `x`, `y`, `width` and `height` keys, as a frame.
    case frame
    /// A reader written by hand, for what reads across keys or checks across fields.
    case handWritten(HandReader)

    /// Whether it reads the key of the field's entry.
    var readsOwnKey: Bool {
        switch self {
        case .frame, .handWritten: false
        default: true
        }
    }

    /// The other keys it reads, by name.
    var otherKeys: [String] {
        switch self {
        case .numberOr(let fallback): [fallback]
        case .frame: ["x", "y", "width", "height"]
        case .handWritten(let reader): reader.keys
        default: []
        }
    }
}

/// `NodeReader`'s methods written by hand that fill a field: each reads the keys it names, and
/// some take fields read before them.
enum HandReader: Sendable {
    /// A blocks spec, each slot once.
    case columnSpec
    /// A fixed count of columns, or as many as fit at least so wide.
    case columnCount
    /// How many columns item `index` covers, checked against the count in the field named.
    case span(fixedColumnsOf: String)
    /// A flow's columns, minimum widths or sizes of its items.
    case flowSizing
    /// A flow's alignment, whose default follows the sizing in the field named.
    case flowAlign(sizing: String)
    /// A flow's span, which only the sizings of the field named with places have.
    case flowSpan(sizing: String)
    case rulePeriod
    /// Whether the size in the field named reads `index`.
    case readsIndex(of: String)

    /// The keys it reads.
    var keys: [String] {
        switch self {
        case .columnSpec: ["columns"]
        case .columnCount: ["columns", "minColumnWidth"]
        case .span, .flowSpan: ["span"]
        case .flowSizing: ["columns", "minItemWidth", "item", "aspect"]
        case .flowAlign: ["align"]
        case .rulePeriod: ["period"]
        case .readsIndex: []
        }
    }

    /// The fields read before it that it takes.
    var fields: [String] {
        switch self {
        case .span(let columns): [columns]
        case .flowAlign(let sizing), .flowSpan(let sizing): [sizing]
        case .readsIndex(let size): [size]
        default: []
        }
    }
}

/// A node as the language writes it; its keys are its entries'.
struct NodeLanguage: Sendable {
    /// The object's name in messages and the reference; nil: only its summary and keys are
    /// generated (`LanguageSchema.<node>Summary`, `<node>Fields`), for objects written by hand
    /// that add keys of their own.
    let object: String?
    /// What the object is; for keys alone, generated when the object written by hand uses it.
    let summary: String?
    var exactlyOneOf: [[String]] = []
    /// Whether the reader is generated from the fields' readings; false: written by hand.
    var generatedReader = true
}
