/// The model's Swift types, their initializers and `map`, and `GeneratedModel`'s names for them.
enum SwiftModelFile {
    static func types() -> String {
        var code: [Code] = []
        for node in ModelDescription.nodes {
            let said = [node.doc, node.swiftOnlyDoc].compactMap { $0 }
            let parameters = node.fields.map { field in
                "\(field.name): \(field.swiftType("F"))" + (field.defaulted ? (field.optional ? " = nil" : " = false") : "")
            }
            code.append(.group([
                .doc(said.isEmpty ? nil : said.joined(separator: "\n\n")),
                .block("@_spi(Generated) public struct \(node.swiftType)<F: Sendable>: Sendable {", [
                    .group(node.fields.map { field in .group([.doc(field.doc), .line("public var \(field.name): \(field.swiftType("F"))")]) }),
                    .blank,
                    .function("public init(\(parameters.joined(separator: ", ")))", node.fields.map { .line("self.\($0.name) = \($0.name)") }),
                ]),
            ]))
        }
        let kinds = ModelDescription.kinds
        code.append(.group([
            .doc("How one section arranges its items: the layout kinds."),
            .block("@_spi(Generated) public enum Arrangement<F: Sendable>: Sendable {", [.members([
                .group(kinds.map { .line("case \($0.kind!)(\($0.swiftType)<F>)") }),
                .block("public var kindName: String {", [.switch("self", kinds.map { .line("case .\($0.kind!): \"\($0.kind!)\"") })]),
            ])]),
        ]))
        for words in ModelDescription.words where words.declared {
            code.append(.group([
                .doc(words.doc),
                .block("@_spi(Generated) public enum \(words.swiftType): String, Sendable {", [
                    .line("case " + words.cases.map { $0.name == $0.raw ? $0.name : "\($0.name) = \"\($0.raw)\"" }.joined(separator: ", ")),
                ]),
            ]))
        }
        return SourceFile(.swift, header: generatedHeader, [.blank, .members(code)]).text
    }

    static func map() -> String {
        var code: [Code] = [.note("""
            Rewriting every formula of a model, e.g. from expression trees to evaluator slots. Fields are
            visited in declaration order, so numbering formulas in this traversal is deterministic.
            """)]
        for node in ModelDescription.nodes {
            code.append(.extension(node.swiftType, [
                .function("public func map<G>(_ transform: (F) -> G) -> \(node.swiftType)<G>", [
                    .wrapped("\(node.swiftType)<G>(", node.fields.map { .line("\($0.name): \(mapped($0))") }, closing: ")"),
                ]),
            ]))
        }
        code.append(.extension("Arrangement", [
            .function("public func map<G>(_ transform: (F) -> G) -> Arrangement<G>", [
                .switch("self", ModelDescription.kinds.map { .line("case .\($0.kind!)(let model): .\($0.kind!)(model.map(transform))") }),
            ]),
        ]))
        return SourceFile(.swift, header: generatedHeader, [.blank, .members(code)]).text
    }

    private static func mapped(_ field: Field) -> String {
        let value = field.name
        let changes: Bool
        let one: String  // the map of a non-optional value named `$0`
        switch field.type {
        case .formula: changes = true; one = "transform"
        case .bool, .integer, .string, .words: changes = false; one = ""
        case .node: changes = true; one = "{ $0.map(transform) }"
        case .list(let element, _, _):
            switch element {
            case .formula: changes = true; one = "{ $0.map(transform) }"
            case .node: changes = true; one = "{ $0.map { $0.map(transform) } }"
            default: changes = false; one = ""
            }
        case .shape(let shape): changes = shape.holdsFormulas; one = "{ $0.map(transform) }"
        }
        guard changes else { return value }
        if field.optional { return one == "transform" ? "\(value).map(transform)" : "\(value).map \(one)" }
        switch field.type {
        case .formula: return "transform(\(value))"
        case .list(.node, _, _): return "\(value).map { $0.map(transform) }"
        default: return "\(value).map(transform)"
        }
    }

    static func names() -> String {
        SourceFile(.swift, header: generatedHeader, [
            .blank,
            .extension("GeneratedModel", attributes: "@_spi(Generated) ",
                       [.group(ModelDescription.nodes.map { .line("public typealias \($0.name) = \($0.swiftType)<Formula>") })]),
        ]).text
    }
}
