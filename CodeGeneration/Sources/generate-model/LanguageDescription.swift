/// The shape of the language's side of the description: the keys a node is written with in a
/// layout file, their defaults and meanings, and how the reader fills the node's fields from them.

/// How a key's value is written, as the compiler's `SchemaType` spells it.
indirect enum KeyType: Sendable {
    /// A number or an expression reading the names of this `VariableScope` case.
    case number(String)
    /// A whole number in this Swift range, e.g. `1...Limits.maxColumns`.
    case integer(String)
    case boolean
    case text
    case identifier
    case words([String])
    /// The raw values of one of the description's word sets, in their order.
    case wordsOf(Words)
    /// A `LanguageSchema` object (`.object(LanguageSchema.<name>)`) written by hand.
    case object(String)
    /// A `LanguageSchema` type written by hand (`LanguageSchema.<name>`), e.g. `insets`.
    case named(String)
    case list(KeyType, count: String)
    case oneOf([KeyType])
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

struct LanguageKey: Sendable {
    let key: String
    let type: KeyType
    let defaultValue: KeyDefault
    let summary: String
    /// A `LanguageSchema` object whose summary comes first, before `summary`: a key that holds
    /// the object says what it is once.
    var summaryOf: String?
    /// Values as a file writes them, where the type alone does not make ones that work (an areas
    /// block, a span within the columns, a rule that repeats): editors offer them (the JSON
    /// Schema's `examples`) and the random layouts the runtimes are compared on try them.
    var examples: [String] = []

    init(_ key: String, _ type: KeyType, _ defaultValue: KeyDefault, _ summary: String, examples: [String] = []) {
        self.key = key
        self.type = type
        self.defaultValue = defaultValue
        self.summary = summary
        self.examples = examples
    }

    /// A key without a default.
    init(_ key: String, _ type: KeyType, _ summary: String, examples: [String] = []) {
        self.init(key, type, .none, summary, examples: examples)
    }

    /// A key whose meaning is the object's summary, then `more`.
    init(_ key: String, _ type: KeyType, _ defaultValue: KeyDefault = .none, summaryOf object: String, then more: String = "") {
        self.init(key, type, defaultValue, more)
        summaryOf = object
    }
}

/// How the reader fills one field of a node from its keys.
enum Reading: Sendable {
    /// The key's expression, in its scope; its default when absent, or nil for an optional field.
    case number(String)
    /// The key's expression; nil when the key is absent or this word.
    case numberUnless(String, word: String)
    /// The key's expression; when absent, the value of the other key (read once).
    case numberOr(String, fallback: String)
    /// A key of the mapping under the first key, in the scope given; the default when absent.
    case member(String, String, scope: String, default: String)
    /// A `{width, height}` mapping, in the scope given.
    case size(String, scope: String)
    /// The node's own `x`, `y`, `width` and `height` keys.
    case frame
    /// Whether the key's word (its default when absent) is this one.
    case flag(String, whenTrue: String)
    /// The field's words, from the key's word (its default when absent).
    case word(String)
    /// A call of a hand-written reader method, which may name the fields read before it.
    case call(String)
}

/// A node as the language writes it.
struct NodeLanguage: Sendable {
    /// The object's name in messages and the reference; nil: only its summary and keys are
    /// generated (`LanguageSchema.<node>Summary`, `<node>Fields`), for objects written by hand
    /// that add keys of their own.
    let object: String?
    /// What the object is; for keys alone, generated when the object written by hand uses it.
    let summary: String?
    let keys: [LanguageKey]
    var exactlyOneOf: [[String]] = []
    /// Whether the reader is generated from the fields' readings; false: written by hand.
    var generatedReader = true
}
