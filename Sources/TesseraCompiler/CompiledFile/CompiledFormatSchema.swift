import TesseraRuntime

/// The compiled layout file (docs/COMPILED-FORMAT.md) as a JSON Schema (draft 2020-12): what
/// `tessera compile` writes, for other tools and runtimes to check files against. It describes the
/// shape only; the checks of programs, formula indexes and limits are a reader's (the document
/// lists them). Readers also ignore keys they do not know; the schema, which checks writers, does not.
package enum CompiledFormatSchema {
    package static let identifier = "https://tessera.dev/schema/tessera-compiled.schema.json"

    package static func schema() -> JSONValue {
        .object([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string(identifier)),
            ("title", .string("Tessera compiled layout")),
            ("description", .string("What `tessera compile` writes: a checked layout whose formulas are postfix programs. See docs/COMPILED-FORMAT.md.")),
        ] + object(required: ["format", "version", "layout", "formulas"], [
            ("format", .object([("const", .string(CompiledLayoutFile.formatName))])),
            ("version", .object([("type", .string("integer")), ("minimum", .number(1)), ("maximum", .number(Double(CompiledLayoutFile.formatVersion)))])),
            ("source", .object([("type", .string("string"))])),
            ("mustUnderstand", list(schemaObject(required: ["member", "path"], [
                ("member", .object([("type", .string("string")), ("description", .string("A member that came after version 1 and that a reader may not ignore, e.g. `body.gravity`."))])),
                ("path", .object([("type", .string("string")), ("description", .string("Where the file uses it, e.g. `layout.base.gravity`."))])),
            ]))),
            ("layout", ref("layout")),
            ("formulas", list(ref("formula"))),
        ]) + [("$defs", .object(definitions))])
    }

    static let formula = ref("formulaIndex")

    /// The programs' definitions and the model's hand-written shapes; the nodes' definitions are
    /// generated from the model's description (Generated/CompiledFormatSchema+Nodes.swift).
    private static var definitions: [(String, JSONValue)] {
        [
            ("formulaIndex", .object([("type", .string("integer")), ("minimum", .number(0)), ("description", .string("An index into `formulas`."))])),
            ("formula", schemaObject(required: ["line", "column", "program"], [
                ("line", .object([("type", .string("integer")), ("minimum", .number(1))])),
                ("column", .object([("type", .string("integer")), ("minimum", .number(1))])),
                ("program", .object([("type", .string("string")), ("minLength", .number(1)),
                                     ("description", .string("Postfix instructions separated by single spaces, e.g. `width 2 /`."))])),
            ])),
        ] + nodeDefinitions + shapeDefinitions
    }

    private static let shapeDefinitions: [(String, JSONValue)] = [
        ("columns", .object([("oneOf", .array([
            schemaObject(required: ["count"], [("count", count(Limits.maxColumns))]),
            schemaObject(required: ["minimumWidth"], [("minimumWidth", formula)]),
        ]))])),
        ("sizing", .object([("oneOf", .array([
            schemaObject(required: ["columns"], [("columns", schemaObject(required: ["count", "aspect"], [("count", count(Limits.maxColumns)), ("aspect", formula)]))]),
            schemaObject(required: ["minimumWidth"], [("minimumWidth", schemaObject(required: ["width", "aspect"], [("width", formula), ("aspect", formula)]))]),
            schemaObject(required: ["item"], [("item", schemaObject(required: ["size", "perItem"], [("size", ref("size")), ("perItem", boolean)]))]),
            schemaObject(required: ["data"], [("data", schemaObject(required: [], []))]),
        ]))])),
        ("snap", .object([("oneOf", .array([
            words(SnapRule.wordRules.map(\.word)),
            schemaObject(required: ["paging", "items"], [
                ("paging", words(PagingAlignment.allCases.map(\.rawValue))), ("items", count(Limits.maxPagingItems)),
            ]),
        ]))])),
        ("rulePeriod", schemaObject(required: ["items", "length"], [("items", count(Limits.maxPatternCells)), ("length", formula)])),
        ("columnSpec", list(list(count(Limits.maxPatternCells - 1, from: 0), minimum: 1), minimum: 1, maximum: Limits.maxColumns)),
    ]

    static let boolean = JSONValue.object([("type", .string("boolean"))])

    static func ref(_ name: String) -> JSONValue { .object([("$ref", .string("#/$defs/\(name)"))]) }

    static func words(_ words: [String]) -> JSONValue { .object([("enum", .array(words.map { .string($0) }))]) }

    static func count(_ maximum: Int, from minimum: Int = 1) -> JSONValue {
        .object([("type", .string("integer")), ("minimum", .number(Double(minimum))), ("maximum", .number(Double(maximum)))])
    }

    static func list(_ items: JSONValue, minimum: Int = 0, maximum: Int? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [("type", .string("array")), ("items", items)]
        if minimum > 0 { members.append(("minItems", .number(Double(minimum)))) }
        if let maximum { members.append(("maxItems", .number(Double(maximum)))) }
        return .object(members)
    }

    private static func object(required: [String], _ properties: [(String, JSONValue)]) -> [(String, JSONValue)] {
        [("type", .string("object")), ("required", .array(required.map { .string($0) })),
         ("properties", .object(properties)), ("additionalProperties", .bool(false))]
    }

    static func schemaObject(required: [String], _ properties: [(String, JSONValue)]) -> JSONValue {
        .object(object(required: required, properties))
    }
}
