/// The compiler's side of the language: `LanguageSchema`'s objects for the nodes the description
/// gives keys to, and the readers that fill those nodes from a layout file's keys.
enum LanguageFiles {
    /// The nodes with keys in the language, in the description's order.
    static var described: [Node] { ModelDescription.nodes.filter { $0.language != nil } }

    static func schema() -> String {
        var members: [Code] = described.map { node in
            let language = node.language!
            let fields = node.keys.map { Code.line(schemaField($0) + ",") }
            guard let object = language.object else {
                // Keys an object written by hand adds to.
                return .group([
                    language.summary.map { .line("static let \(node.readerName)Summary = \(literal($0))") } ?? .group([]),
                    .block("static let \(node.readerName)Fields: [SchemaField] = [", fields, closing: "]"),
                ])
            }
            var arguments: [Code] = [.line(literal(object)), .line(literal(language.summary ?? "")), .block("fields: [", fields, closing: "]")]
            if !language.exactlyOneOf.isEmpty {
                arguments.append(.line("exactlyOneOf: [" + language.exactlyOneOf.map { "[" + $0.map(literal).joined(separator: ", ") + "]" }.joined(separator: ", ") + "]"))
            }
            return .wrapped("static let \(node.readerName) = SchemaObject(", arguments, closing: ")")
        }
        let kinds = ModelDescription.kinds
        members.append(.group([
            .doc("The layout kinds' keys, in the order `Arrangement` lists them."),
            .line("package static let kindKeys = [" + kinds.map { literal($0.kind!) }.joined(separator: ", ") + "]"),
        ]))
        members.append(.block("static let kindFields: [SchemaField] = [", kinds.map { kind in
            .line("SchemaField(\(literal(kind.kind!)), .object(\(kind.readerName)), \(kind.readerName).summary),")
        }, closing: "]"))
        return SourceFile(.swift, header: generatedHeader, [.blank, .line("import TesseraRuntime"), .blank, .extension("LanguageSchema", members)]).text
    }

    static func schemaField(_ key: Key) -> String {
        var arguments = [literal(key.name), schemaType(key.type)]
        switch key.defaultValue {
        case .required: arguments.append("required: true")
        case .none: break
        case .value(let value): arguments.append("default: \(literal(value))")
        case .described(let rule): arguments.append("default: \(literal(rule)), describedDefault: true")
        }
        if key.leadsWithObjectSummary, let object = key.type.objects.first {
            let summary = "\(schemaObject(object)).summary"
            arguments.append(key.summary.isEmpty ? summary : "\(summary) + \(literal(key.summary))")
        } else {
            arguments.append(literal(key.summary))
        }
        if !key.examples.isEmpty { arguments.append("examples: [" + key.examples.map(literal).joined(separator: ", ") + "]") }
        return "SchemaField(" + arguments.joined(separator: ", ") + ")"
    }

    private static func schemaType(_ type: KeyType) -> String {
        switch type {
        case .number(let scope): ".number(.\(scope.rawValue))"
        case .integer(let bounds): ".integer(\(range(bounds)))"
        case .boolean: ".boolean"
        case .text: ".text"
        case .identifier: ".identifier"
        case .words(let words): ".choice([" + words.map(literal).joined(separator: ", ") + "])"
        case .wordsOf(let words): ".choice([" + words.cases.map { literal($0.raw) }.joined(separator: ", ") + "])"
        case .object, .nodeObject: ".object(\(schemaObject(type)))"
        case .named(let name): name.rawValue
        case .list(let element, let count): ".list(\(schemaType(element)), count: \(range(count)))"
        case .oneOf(let alternatives): ".oneOf([" + alternatives.map(schemaType).joined(separator: ", ") + "])"
        }
    }

    /// The `LanguageSchema` object an object key holds.
    private static func schemaObject(_ type: KeyType) -> String {
        switch type {
        case .object(let object): object.rawValue
        case .nodeObject(let name): ModelDescription.node(name)!.readerName
        default: fatalError("\(type) is no object")
        }
    }

    private static func range(_ bounds: Bounds) -> String {
        "\(bounds.minimum)...Limits.\(bounds.maximum.rawValue)" + (bounds.less == 0 ? "" : " - \(bounds.less)")
    }

    static func readers() -> String {
        var members = described.filter { $0.language!.generatedReader }.map(reader)
        members.append(.group([
            .doc("The arrangement of kind `kind`, whose keys this reader reads."),
            .function("func arrangement(_ kind: String) -> Arrangement<LayoutExpression>", [
                .switch("kind", ModelDescription.kinds.map { .line("case \(literal($0.kind!)): .\($0.kind!)(\($0.readerName)())") }
                    + [.line("default: preconditionFailure(\"'\\(kind)' is not a layout kind\")")]),
            ]),
        ]))
        return SourceFile(.swift, header: generatedHeader, [
            .blank, .line("@_spi(Generated) import TesseraRuntime"), .blank, .extension("NodeReader", members),
        ]).text
    }

    /// A node's reader: each field read in order into a local of its name, then the node. The
    /// description's keys and readings were checked first (`DescriptionCheck`).
    static func reader(_ node: Node) -> Code {
        var body: [Code] = [], read: [String: String] = [:]  // key → the local already holding its number
        for field in node.fields {
            let key = node.key(filling: field.name)
            let name = literal(key?.name ?? "")
            let value: String
            switch field.read! {
            case .number:
                value = field.optional ? "optionalNumber(\(name))" : "number(\(name))"
                if !field.optional { read[key!.name] = field.name }
            case .numberUnless(let word):
                value = "number(\(name), unless: \(literal(word)))"
            case .numberOr(let fallback):
                // The fallback key is read once, however many fields fall back to it.
                if read[fallback] == nil {
                    body.append(.line("let \(fallback) = number(\(literal(fallback)))"))
                    read[fallback] = fallback
                }
                value = "node[\(name)] == nil ? \(read[fallback]!) : number(\(name))"
            case .member(let member, let scope, let defaultValue):
                value = "number(\(literal(member)), of: \(name), .\(scope.rawValue), default: \(literal(defaultValue)))"
            case .size(let scope):
                value = "size(\(name), .\(scope.rawValue))"
            case .frame:
                value = "CellModel(x: number(\"x\"), y: number(\"y\"), width: number(\"width\"), height: number(\"height\"))"
            case .flag(let word):
                value = "word(\(name)) == \(literal(word))"
            case .word:
                guard case .words(let words) = field.type, case .value(let fallback)? = key?.defaultValue,
                      let fallbackCase = words.cases.first(where: { $0.raw == fallback })
                else { fatalError("\(node.name).\(field.name): checked by DescriptionCheck") }
                value = "\(words.swiftType)(rawValue: word(\(name))) ?? .\(fallbackCase.name)"
            case .insets:
                value = "self.insets(of: \(name))"
            case .snapRule:
                value = "self.snapRule(\(name))"
            case .handWritten(let reader):
                value = "self." + call(reader)  // the field's own local may share the method's name
            }
            body.append(.line("let \(field.name) = \(value)"))
        }
        let arguments = node.fields.map { "\($0.name): \($0.name)" }.joined(separator: ", ")
        return .function("func \(node.readerName)() -> \(node.swiftType)<LayoutExpression>", body + [.line("return \(node.swiftType)(\(arguments))")])
    }

    /// The call of `NodeReader`'s hand-written method.
    private static func call(_ reader: HandReader) -> String {
        switch reader {
        case .columnSpec: "columnSpec()"
        case .columnCount: "columnCount()"
        case .span(let columns): "span(fixedColumns: \(columns).fixedCount)"
        case .flowSizing: "flowSizing()"
        case .flowAlign(let sizing): "flowAlign(\(sizing))"
        case .flowSpan(let sizing): "flowSpan(\(sizing))"
        case .rulePeriod: "rulePeriod()"
        case .readsIndex(let size): "readsIndex(\(size))"
        }
    }

    /// A Swift string literal.
    static func literal(_ text: String) -> String { Code.swiftString(text) }
}
