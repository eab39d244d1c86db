/// The compiler's side of the language: `LanguageSchema`'s objects for the nodes the description
/// gives keys to, and the readers that fill those nodes from a layout file's keys.
enum LanguageFiles {
    /// The nodes with keys in the language, in the description's order.
    static var described: [Node] { ModelDescription.nodes.filter { $0.language != nil } }

    static func schema() -> String {
        var out = generatedHeader + "\nimport TesseraRuntime\n\nextension LanguageSchema {\n"
        for node in described {
            let language = node.language!
            let indent = language.object == nil ? "        " : "            "
            let fields = language.keys.map { indent + schemaField($0) + "," }.joined(separator: "\n")
            if let object = language.object {
                out += "    static let \(node.readerName) = SchemaObject(\n"
                out += "        \(literal(object)),\n        \(literal(language.summary ?? "")),\n"
                out += "        fields: [\n" + fields + "\n        ]"
                if !language.exactlyOneOf.isEmpty {
                    out += ",\n        exactlyOneOf: [" + language.exactlyOneOf.map { "[" + $0.map(literal).joined(separator: ", ") + "]" }.joined(separator: ", ") + "]"
                }
                out += ")\n\n"
            } else {
                // Keys an object written by hand adds to.
                if let summary = language.summary { out += "    static let \(node.readerName)Summary = \(literal(summary))\n" }
                out += "    static let \(node.readerName)Fields: [SchemaField] = [\n" + fields + "\n    ]\n\n"
            }
        }
        let kinds = ModelDescription.kinds
        out += "    /// The layout kinds' keys, in the order `Arrangement` lists them.\n"
        out += "    package static let kindKeys = [" + kinds.map { literal($0.kind!) }.joined(separator: ", ") + "]\n\n"
        out += "    static let kindFields: [SchemaField] = [\n"
        for kind in kinds { out += "        SchemaField(\(literal(kind.kind!)), .object(\(kind.readerName)), \(kind.readerName).summary),\n" }
        out += "    ]\n}\n"
        return out
    }

    private static func schemaField(_ key: LanguageKey) -> String {
        var arguments = [literal(key.key), schemaType(key.type)]
        switch key.defaultValue {
        case .required: arguments.append("required: true")
        case .none: break
        case .value(let value): arguments.append("default: \(literal(value))")
        case .described(let rule): arguments.append("default: \(literal(rule)), describedDefault: true")
        }
        if let object = key.summaryOf {
            arguments.append(key.summary.isEmpty ? "\(object).summary" : "\(object).summary + \(literal(key.summary))")
        } else {
            arguments.append(literal(key.summary))
        }
        if !key.examples.isEmpty { arguments.append("examples: [" + key.examples.map(literal).joined(separator: ", ") + "]") }
        return "SchemaField(" + arguments.joined(separator: ", ") + ")"
    }

    private static func schemaType(_ type: KeyType) -> String {
        switch type {
        case .number(let scope): ".number(.\(scope))"
        case .integer(let range): ".integer(\(range))"
        case .boolean: ".boolean"
        case .text: ".text"
        case .identifier: ".identifier"
        case .words(let words): ".choice([" + words.map(literal).joined(separator: ", ") + "])"
        case .wordsOf(let words): ".choice([" + words.cases.map { literal($0.raw) }.joined(separator: ", ") + "])"
        case .object(let name): ".object(\(name))"
        case .named(let name): name
        case .list(let element, let count): ".list(\(schemaType(element)), count: \(count))"
        case .oneOf(let alternatives): ".oneOf([" + alternatives.map(schemaType).joined(separator: ", ") + "])"
        }
    }

    static func readers() -> String {
        var out = generatedHeader + "\n@_spi(Generated) import TesseraRuntime\n\nextension NodeReader {\n"
        for node in described where node.language!.generatedReader {
            out += reader(node) + "\n"
        }
        out += "    /// The arrangement of kind `kind`, whose keys this reader reads.\n"
        out += "    func arrangement(_ kind: String) -> Arrangement<LayoutExpression> {\n        switch kind {\n"
        for kind in ModelDescription.kinds { out += "        case \(literal(kind.kind!)): .\(kind.kind!)(\(kind.readerName)())\n" }
        out += "        default: preconditionFailure(\"'\\(kind)' is not a layout kind\")\n        }\n    }\n}\n"
        return out
    }

    /// A node's reader: each field read in order into a local of its name, then the node. The
    /// description's keys and readings were checked first (`DescriptionCheck`).
    private static func reader(_ node: Node) -> String {
        let keys = node.language!.keys
        var body = "", read: [String: String] = [:]  // key → the local already holding its number
        for field in node.fields {
            let value: String
            switch field.read! {
            case .number(let name):
                value = field.optional ? "optionalNumber(\(literal(name)))" : "number(\(literal(name)))"
                if !field.optional { read[name] = field.name }
            case .numberUnless(let name, let word):
                value = "number(\(literal(name)), unless: \(literal(word)))"
            case .numberOr(let name, let fallback):
                // The fallback key is read once, however many fields fall back to it.
                if read[fallback] == nil {
                    body += "        let \(fallback) = number(\(literal(fallback)))\n"
                    read[fallback] = fallback
                }
                value = "node[\(literal(name))] == nil ? \(read[fallback]!) : number(\(literal(name)))"
            case .member(let name, let member, let scope, let defaultValue):
                value = "number(\(literal(member)), of: \(literal(name)), .\(scope), default: \(literal(defaultValue)))"
            case .size(let name, let scope):
                value = "size(\(literal(name)), .\(scope))"
            case .frame:
                value = "CellModel(x: number(\"x\"), y: number(\"y\"), width: number(\"width\"), height: number(\"height\"))"
            case .flag(let name, let word):
                value = "word(\(literal(name))) == \(literal(word))"
            case .word(let name):
                guard case .words(let words) = field.type, case .value(let fallback)? = keys.first(where: { $0.key == name })?.defaultValue,
                      let fallbackCase = words.cases.first(where: { $0.raw == fallback })
                else { fatalError("\(node.name).\(field.name): checked by DescriptionCheck") }
                value = "\(words.swiftType)(rawValue: word(\(literal(name)))) ?? .\(fallbackCase.name)"
            case .call(let call):
                value = "self." + call  // the field's own local may share the method's name
            }
            body += "        let \(field.name) = \(value)\n"
        }
        let arguments = node.fields.map { "\($0.name): \($0.name)" }.joined(separator: ", ")
        return "    func \(node.readerName)() -> \(node.swiftType)<LayoutExpression> {\n" + body
            + "        return \(node.swiftType)(\(arguments))\n    }\n"
    }

    /// A Swift string literal.
    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
