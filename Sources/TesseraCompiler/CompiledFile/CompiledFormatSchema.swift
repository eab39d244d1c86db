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
            ("layout", ref("layout")),
            ("formulas", list(ref("formula"))),
        ]) + [("$defs", .object(definitions))])
    }

    private static let formula = ref("formulaIndex")

    private static let definitions: [(String, JSONValue)] = [
        ("formulaIndex", .object([("type", .string("integer")), ("minimum", .number(0)), ("description", .string("An index into `formulas`."))])),
        ("formula", schemaObject(required: ["line", "column", "program"], [
            ("line", .object([("type", .string("integer")), ("minimum", .number(1))])),
            ("column", .object([("type", .string("integer")), ("minimum", .number(1))])),
            ("program", .object([("type", .string("string")), ("minLength", .number(1)),
                                 ("description", .string("Postfix instructions separated by single spaces, e.g. `width 2 /`."))])),
        ])),
        ("layout", schemaObject(required: ["name", "axis", "direction", "base", "variants"], [
            ("name", .object([("type", .string("string")), ("minLength", .number(1))])),
            ("axis", words(["vertical", "horizontal"])),
            ("direction", words(["ltr", "rtl"])),
            ("base", ref("body")),
            ("variants", list(schemaObject(required: ["condition", "body"], [("condition", formula), ("body", ref("body"))]), maximum: Limits.maxVariants)),
        ])),
        ("body", schemaObject(required: ["defaultSection", "sectionOverrides", "snap"], [
            ("defaultSection", ref("section")),
            ("sectionOverrides", list(ref("section"), maximum: Limits.maxSectionOverrides)),
            ("effects", ref("effects")),
            ("snap", snap),
        ])),
        ("section", schemaObject(required: ["arrangement", "insets"], [
            ("arrangement", ref("arrangement")),
            ("insets", ref("insets")),
            ("header", ref("supplementary")),
            ("footer", ref("supplementary")),
            ("background", schemaObject(required: ["insets", "cornerRadius"], [("insets", ref("insets")), ("cornerRadius", formula)])),
            ("separators", formulas(["thickness", "inset", "offset"])),
            ("orthogonal", schemaObject(required: ["length", "snap"], [("length", formula), ("snap", snap)])),
            ("effects", ref("effects")),
            ("snap", snap),
        ])),
        ("insets", formulas(["top", "left", "bottom", "right"])),
        ("supplementary", schemaObject(required: ["length", "pinned"], [("length", formula), ("pinned", boolean)])),
        ("effects", formulas(["scale", "alpha", "zIndex", "rotation", "translateX", "translateY", "turn", "perspective"], required: [])),
        ("size", formulas(["width", "height"])),
        ("frame", formulas(["x", "y", "width", "height"])),
        ("columns", .object([("oneOf", .array([
            schemaObject(required: ["count"], [("count", count(Limits.maxColumns))]),
            schemaObject(required: ["minimumWidth"], [("minimumWidth", formula)]),
        ]))])),
        ("arrangement", .object([("oneOf", .array(kinds.map { kind in schemaObject(required: [kind.0], [kind]) }))])),
    ]

    /// Each kind's fields, in the order the document lists them.
    private static let kinds: [(String, JSONValue)] = [
        ("tiles", schemaObject(required: ["cells", "spacing"], [
            ("cells", list(ref("frame"), minimum: 1, maximum: Limits.maxPatternCells)), ("period", formula), ("spacing", formula), ("extent", formula),
        ])),
        ("blocks", schemaObject(required: ["columns", "columnWidth", "itemLength"], [
            ("columns", list(list(count(Limits.maxPatternCells - 1, from: 0), minimum: 1), minimum: 1, maximum: Limits.maxColumns)),
            ("columnWidth", formula), ("itemLength", formula), ("spacing", formula),
        ])),
        ("circle", schemaObject(required: ["item", "centerX", "centerY", "radius", "start", "step", "clockwise", "singleAtCenter"], [
            ("item", ref("size")), ("centerX", formula), ("centerY", formula), ("radius", formula), ("start", formula), ("step", formula),
            ("clockwise", boolean), ("singleAtCenter", boolean),
        ])),
        ("line", schemaObject(required: ["item", "spacing", "align"], [("item", ref("size")), ("spacing", formula), ("align", words(["start", "center", "end"]))])),
        ("masonry", schemaObject(required: ["columns", "columnSpacing", "itemSpacing", "shortestFirst", "tiesToTrailing"], [
            ("columns", ref("columns")), ("columnSpacing", formula), ("itemSpacing", formula), ("itemLength", formula),
            ("shortestFirst", boolean), ("tiesToTrailing", boolean), ("span", formula),
        ])),
        ("flow", schemaObject(required: ["sizing", "spacing", "lineSpacing", "align"], [
            ("sizing", .object([("oneOf", .array([
                schemaObject(required: ["columns"], [("columns", schemaObject(required: ["count", "aspect"], [("count", count(Limits.maxColumns)), ("aspect", formula)]))]),
                schemaObject(required: ["minimumWidth"], [("minimumWidth", schemaObject(required: ["width", "aspect"], [("width", formula), ("aspect", formula)]))]),
                schemaObject(required: ["item"], [("item", schemaObject(required: ["size", "perItem"], [("size", ref("size")), ("perItem", boolean)]))]),
                schemaObject(required: ["data"], [("data", schemaObject(required: [], []))]),
            ]))])),
            ("spacing", formula), ("lineSpacing", formula), ("align", words(["justify", "leading", "center", "trailing"])), ("span", formula),
        ])),
        ("rule", schemaObject(required: ["frame"], [
            ("frame", ref("frame")),
            ("period", schemaObject(required: ["items", "length"], [("items", count(Limits.maxPatternCells)), ("length", formula)])),
        ])),
        ("grid", schemaObject(required: ["columns", "columnGap", "rowGap", "dense"], [
            ("columns", ref("columns")), ("rowLength", formula), ("columnGap", formula), ("rowGap", formula),
            ("span", formula), ("rowSpan", formula), ("column", formula), ("dense", boolean), ("period", formula),
        ])),
    ]

    private static let snap = words(["none", "center", "leading", "page"])
    private static let boolean = JSONValue.object([("type", .string("boolean"))])

    private static func ref(_ name: String) -> JSONValue { .object([("$ref", .string("#/$defs/\(name)"))]) }

    private static func words(_ words: [String]) -> JSONValue { .object([("enum", .array(words.map { .string($0) }))]) }

    private static func count(_ maximum: Int, from minimum: Int = 1) -> JSONValue {
        .object([("type", .string("integer")), ("minimum", .number(Double(minimum))), ("maximum", .number(Double(maximum)))])
    }

    private static func list(_ items: JSONValue, minimum: Int = 0, maximum: Int? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [("type", .string("array")), ("items", items)]
        if minimum > 0 { members.append(("minItems", .number(Double(minimum)))) }
        if let maximum { members.append(("maxItems", .number(Double(maximum)))) }
        return .object(members)
    }

    /// An object of formula fields, all required unless said otherwise.
    private static func formulas(_ keys: [String], required: [String]? = nil) -> JSONValue {
        schemaObject(required: required ?? keys, keys.map { ($0, formula) })
    }

    private static func object(required: [String], _ properties: [(String, JSONValue)]) -> [(String, JSONValue)] {
        [("type", .string("object")), ("required", .array(required.map { .string($0) })),
         ("properties", .object(properties)), ("additionalProperties", .bool(false))]
    }

    private static func schemaObject(required: [String], _ properties: [(String, JSONValue)]) -> JSONValue {
        .object(object(required: required, properties))
    }
}
