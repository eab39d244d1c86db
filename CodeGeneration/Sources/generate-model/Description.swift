/// The shape of the model's description: nodes (the model's structs), their fields, and the
/// words and hand-written shapes fields can hold.

/// A set of words a field takes, as a Swift enum's raw values.
struct Words: Sendable {
    /// The Swift enum whose raw values these are.
    let swiftType: String
    /// The TypeScript name of the union, when it has one; otherwise the union is written inline.
    let typeScriptName: String?
    /// The enum's cases and their raw values, in the order messages list them.
    let cases: [(name: String, raw: String)]
    /// Whether the generator declares the enum (false: the runtime declares it by hand).
    let declared: Bool
    let doc: String?

    var typeScriptType: String { typeScriptName ?? cases.map { "\"\($0.raw)\"" }.joined(separator: " | ") }
}

/// A shape too particular for fields (a choice with payloads, a checked integer list): its Swift
/// type, map, reader, literal and TypeScript type are written by hand, under these names.
struct Shape: Sendable {
    /// The Swift type with `F` for the formula type, e.g. `MasonryModel<F>.Columns`.
    let swiftType: String
    /// Its TypeScript type (hand-written in `Runtimes/web/src/model/shapes.ts` unless built in; generic ones name their arguments).
    let typeScriptType: String
    /// The hand-written type's own name, without generic arguments: what is imported, and the
    /// Java class of the same shape.
    var typeName: String { String(typeScriptType.prefix { $0 != "<" }) }
    /// The name of its hand-written reader, `func <reader>(_ fields: Fields, _ key: String)` in Swift
    /// and `<reader>(fields, key)` in TypeScript (both with `noun` when the field gives one), and
    /// of its hand-written literal, `static func <reader>(_ value:) -> SwiftExpression`.
    let reader: String
    /// Whether `map` must transform it (it holds formulas) or copy it.
    let holdsFormulas: Bool
    /// Its definition in the compiled format's JSON Schema (`$defs`), written by hand in
    /// `CompiledFormatSchema`.
    let schemaDefinition: String
    /// Whether its reader reads the field's value, `func <reader>(_ value: JSONValue, at place:
    /// String)` (`<reader>(value, place)`), and the generated code reads the field, absent or
    /// present; otherwise the reader reads the field itself, as above.
    var readsValue = false
    /// Whether its literal must name its type when the field is optional (`.none` would read as
    /// the optional's own): the literal is then `<reader>(value, spelledOut: true)`.
    var spelledOutWhenOptional = false
}

/// A limit on a list's length, checked where it is read.
struct ListLimit: Sendable {
    let minimum: Int
    /// The `Limits` constant (`limits` in TypeScript).
    let maximum: LimitName
    /// The message; `{minimum}`, `{maximum}` and `{count}` are filled in.
    let message: String

    /// The message with the maximum and the count as the target language interpolates them.
    func message(maximum: String, count: String) -> String {
        message.replacingOccurrences(of: "{minimum}", with: "\(minimum)")
            .replacingOccurrences(of: "{maximum}", with: maximum).replacingOccurrences(of: "{count}", with: count)
    }
}

indirect enum FieldType: Sendable {
    case formula
    case bool
    case integer
    case string
    case words(Words)
    case node(String)
    case list(FieldType, limit: ListLimit?, literalElementName: String?)
    case shape(Shape)
}

struct Field: Sendable {
    let name: String
    let type: FieldType
    var optional = false
    var doc: String?
    /// The Swift initializer defaults it (nil or false), and the generator's literal writes it
    /// only when it differs: fields that came after layouts were first generated, which leave
    /// those layouts' code as it was.
    var defaulted = false
    /// Written to compiled files; false: derived by the readers from the programs.
    var written = true
    /// What a shape's reader calls the node in its messages ("a grid has 1 to 1024 columns").
    var shapeNoun: String?
    /// The compiled format's version that brought the field, what a reader calls it when a file
    /// of an earlier version uses it, and whether an older reader may ignore it (`Compatibility`).
    /// Only a section's and a kind's fields can come later.
    var since: Since?
    /// How the compiler's reader fills it from its entry's key (or others) in a layout file, when
    /// the node's reader is generated (`NodeLanguage.generatedReader`).
    var read: Reading?

    init(_ name: String, _ type: FieldType, optional: Bool = false, defaulted: Bool = false, written: Bool = true,
         shapeNoun: String? = nil, since: Since? = nil, read: Reading? = nil, doc: String? = nil) {
        self.read = read
        self.shapeNoun = shapeNoun
        self.since = since
        self.name = name
        self.type = type
        self.optional = optional
        self.defaulted = defaulted
        self.written = written
        self.doc = doc
    }
}

struct Node: Sendable {
    /// The name `GeneratedModel` gives it and the readers' function name, e.g. `Insets`/`insets`.
    let name: String
    /// The Swift struct, generic over `F`, e.g. `InsetsModel`.
    let swiftType: String
    let doc: String?
    /// What only the Swift type's comment says, after `doc` (the web runtime's model has one `F`).
    var swiftOnlyDoc: String? = nil
    /// Its keys and fields, in the model's order (`Entry`).
    let entries: [Entry]
    /// When set, the node is this kind of `Arrangement`, under this key.
    var kind: String?
    /// For a kind that came after the format's first version: that version, what a reader calls
    /// the kind when a file of an earlier version uses it, and whether older readers may ignore it.
    var since: Since?
    /// Readers written by hand, for checks across fields (a layout's name, a body's circle).
    var handWrittenReader = false
    /// The generator's literal written by hand (lists named after where they are).
    var handWrittenLiteral = false
    /// How a layout file writes it, when the language has keys for it.
    var language: NodeLanguage?

    var readerName: String { name.prefix(1).lowercased() + name.dropFirst() }
    /// The model's fields, in order.
    var fields: [Field] { entries.flatMap(\.fields) }
    /// The language's keys, in the reference's order.
    var keys: [Key] { entries.compactMap(\.key) }
    /// The key whose entry fills the field named.
    func key(filling field: String) -> Key? { entries.first { $0.fields.contains { $0.name == field } }?.key }
}

extension Node {
    /// A node that the language has no keys of its own for.
    init(name: String, swiftType: String, doc: String?, swiftOnlyDoc: String? = nil, fields: [Field], kind: String? = nil,
         since: Since? = nil, handWrittenReader: Bool = false, handWrittenLiteral: Bool = false) {
        self.init(name: name, swiftType: swiftType, doc: doc, swiftOnlyDoc: swiftOnlyDoc, entries: fields.map(Entry.field), kind: kind,
                  since: since, handWrittenReader: handWrittenReader, handWrittenLiteral: handWrittenLiteral)
    }
}

/// Something a later version of the compiled format brought that is no kind or field of the model.
struct LaterFeature: Sendable {
    /// What the runtimes' constant is named after (`textScale`: `textScaleVersion`).
    let name: String
    let version: Int
    /// What a reader calls it when a file of an earlier version uses it.
    let feature: String
    /// Whether an older reader may ignore it.
    let compatibility: Compatibility
    /// Its name in a file's `mustUnderstand` list and in `tessera compat`'s answers.
    var member: String
}

/// The compatibility contract (docs/COMPILED-FORMAT.md, "Compatibility"): whether a reader older
/// than the member may load a file that uses it without understanding it. Every member of version
/// 1 is understood by every reader; each later one says which it is.
enum Compatibility: String, Sendable {
    /// An older reader that skips it gives no answer wrong (a hint, a name for tools).
    case ignorable
    /// An older reader that skipped it would give wrong answers: a file that uses it lists it in
    /// `mustUnderstand`, and a reader that does not know it refuses the file, naming it.
    case mustUnderstand
}

/// When a member came, what a reader calls it, and whether older readers may ignore it.
struct Since: Sendable {
    let version: Int
    let feature: String
    let compatibility: Compatibility

    init(_ version: Int, _ feature: String, _ compatibility: Compatibility) {
        self.version = version
        self.feature = feature
        self.compatibility = compatibility
    }
}
