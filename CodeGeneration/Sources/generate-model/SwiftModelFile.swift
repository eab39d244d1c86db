/// The model's Swift types, their initializers and `map`, and `GeneratedModel`'s names for them.
enum SwiftModelFile {
    static func types() -> String {
        var out = generatedHeader + "\n"
        for node in ModelDescription.nodes {
            let said = [node.doc, node.swiftOnlyDoc].compactMap { $0 }
            out += docComment(said.isEmpty ? nil : said.joined(separator: "\n\n"), indent: "")
            out += "@_spi(Generated) public struct \(node.swiftType)<F: Sendable>: Sendable {\n"
            for field in node.fields {
                out += docComment(field.doc, indent: "    ")
                out += "    public var \(field.name): \(field.swiftType("F"))\n"
            }
            let parameters = node.fields.map { field in
                "\(field.name): \(field.swiftType("F"))" + (field.defaulted ? (field.optional ? " = nil" : " = false") : "")
            }
            out += "\n    public init(\(parameters.joined(separator: ", "))) {\n"
            for field in node.fields { out += "        self.\(field.name) = \(field.name)\n" }
            out += "    }\n}\n\n"
        }
        out += "/// How one section arranges its items: the layout kinds.\n"
        out += "@_spi(Generated) public enum Arrangement<F: Sendable>: Sendable {\n"
        for kind in ModelDescription.kinds { out += "    case \(kind.kind!)(\(kind.swiftType)<F>)\n" }
        out += "\n    public var kindName: String {\n        switch self {\n"
        for kind in ModelDescription.kinds { out += "        case .\(kind.kind!): \"\(kind.kind!)\"\n" }
        out += "        }\n    }\n}\n"
        for words in ModelDescription.words where words.declared {
            out += "\n" + docComment(words.doc, indent: "")
            out += "@_spi(Generated) public enum \(words.swiftType): String, Sendable {\n"
            out += "    case " + words.cases.map { $0.name == $0.raw ? $0.name : "\($0.name) = \"\($0.raw)\"" }.joined(separator: ", ") + "\n}\n"
        }
        return out
    }

    static func map() -> String {
        var out = generatedHeader + "\n"
        out += "// Rewriting every formula of a model, e.g. from expression trees to evaluator slots. Fields are\n"
        out += "// visited in declaration order, so numbering formulas in this traversal is deterministic.\n"
        for node in ModelDescription.nodes {
            out += "\nextension \(node.swiftType) {\n"
            out += "    public func map<G>(_ transform: (F) -> G) -> \(node.swiftType)<G> {\n"
            let arguments = node.fields.map { "\($0.name): \(mapped($0))" }
            out += "        \(node.swiftType)<G>(\n            " + arguments.joined(separator: ",\n            ") + ")\n"
            out += "    }\n}\n"
        }
        out += "\nextension Arrangement {\n    public func map<G>(_ transform: (F) -> G) -> Arrangement<G> {\n        switch self {\n"
        for kind in ModelDescription.kinds { out += "        case .\(kind.kind!)(let model): .\(kind.kind!)(model.map(transform))\n" }
        out += "        }\n    }\n}\n"
        return out
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
        var out = generatedHeader + "\n"
        out += "@_spi(Generated) extension GeneratedModel {\n"
        for node in ModelDescription.nodes { out += "    public typealias \(node.name) = \(node.swiftType)<Formula>\n" }
        out += "}\n"
        return out
    }
}
