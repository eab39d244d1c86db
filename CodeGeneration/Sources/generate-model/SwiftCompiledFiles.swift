/// The compiled format's writer (the model's `Encodable` conformances) and reader.
enum SwiftCompiledFiles {
    static func writer() -> String {
        var code: [Code] = [.note("""
            The model is the body of a compiled layout file (`tessera compile`, docs/COMPILED-FORMAT.md):
            each node an object of its written fields, absent when nil.
            """)]
        for node in ModelDescription.nodes {
            let written = node.fields.filter(\.written)
            code.append(.extension("\(node.swiftType): Encodable where F: Encodable", [
                .line("enum CodingKeys: String, CodingKey { case \(written.map(\.name).joined(separator: ", ")) }"),
                .function("public func encode(to encoder: any Encoder) throws", [.line("var container = encoder.container(keyedBy: CodingKeys.self)")]
                    + written.map { .line("try container.encode\($0.optional ? "IfPresent" : "")(\($0.name), forKey: .\($0.name))") }),
            ]))
        }
        let kinds = ModelDescription.kinds
        code.append(.group([
            .doc("A kind is written as one key, its name, whose value is the kind's fields:\n`{\"tiles\": {\"cells\": [...], ...}}`."),
            .extension("Arrangement: Encodable where F: Encodable", [
                .block("private enum Kind: String, CodingKey {", [.line("case \(kinds.map { $0.kind! }.joined(separator: ", "))")]),
                .function("public func encode(to encoder: any Encoder) throws", [
                    .line("var container = encoder.container(keyedBy: Kind.self)"),
                    .switch("self", kinds.map { .line("case .\($0.kind!)(let model): try container.encode(model, forKey: .\($0.kind!))") }),
                ]),
            ]),
        ]))
        var seen = Set<String>()
        let words = ModelDescription.nodes.flatMap(\.fields).compactMap { field -> Words? in if case .words(let words) = field.type { words } else { nil } }
        code.append(.group(words.filter { seen.insert($0.swiftType).inserted }.map { .line("extension \($0.swiftType): Encodable {}") }))
        return SourceFile(.swift, header: generatedHeader, [.blank, .members(code)]).text
    }

    static func reader() -> String {
        let kinds = ModelDescription.kinds
        var members: [Code] = [
            .line("static let kinds = [\(kinds.map { Code.swiftString($0.kind!) }.joined(separator: ", "))]"),
            .function("func arrangement(_ fields: Fields) throws(CompiledLayout.LoadError) -> Arrangement<Formula>", [
                .line("let (kind, node) = try oneOf(fields, Self.kinds, \"an arrangement has exactly one key, its kind: \(listInWords(kinds.map { $0.kind! }))\")"),
                .line("let model = try self.fields(node, at: fields.place(kind))"),
                .switch("kind", kinds.dropLast().map { .line("case \"\($0.kind!)\": return .\($0.kind!)(try \($0.readerName)(model))") }
                    + [.line("default: return .\(kinds.last!.kind!)(try \(kinds.last!.readerName)(model))")]),
            ]),
        ]
        for node in ModelDescription.nodes where !node.handWrittenReader {
            members.append(.function("func \(node.readerName)(_ fields: Fields) throws(CompiledLayout.LoadError) -> \(node.swiftType)<Formula>",
                                     node.fields.map(read) + [.line("return \(node.swiftType)(\(node.fields.map { "\($0.name): \($0.name)" }.joined(separator: ", ")))")]))
        }
        return SourceFile(.swift, header: generatedHeader, [
            .blank,
            .doc("Each node read field by field in declaration order, the first fault refused at its place."),
            .extension("CompiledModelReader", members),
        ]).text
    }

    private static func read(_ field: Field) -> Code {
        let key = "\"\(field.name)\""
        let name = field.name
        guard field.written else { return .line("let \(name) = false  // derived from the programs, not read") }
        switch field.type {
        case .formula:
            return .line("let \(name) = try \(field.optional ? "optionalFormula" : "formula")(fields, \(key))")
        case .bool:
            return .line("let \(name) = try bool(fields, \(key))")
        case .integer:
            return .line("let \(name) = try integer(fields, \(key))")
        case .string:
            return .line("let \(name) = try string(try required(fields, \(key)), at: fields.place(\(key)))")
        case .words(let words):
            let list = "[" + words.cases.enumerated().map { $0 == 0 ? "\(words.swiftType).\($1.name)" : ".\($1.name)" }.joined(separator: ", ") + "]"
            return .line("let \(name) = try \(field.optional ? "optionalWord" : "word")(fields, \(key), \(list))")
        case .node(let nodeName):
            let reader = nodeName == "Arrangement" ? "arrangement" : ModelDescription.node(nodeName)!.readerName
            return field.optional
                ? .line("let \(name) = try mapped(try optionalObject(fields, \(key)), self.\(reader))")
                : .line("let \(name) = try self.\(reader)(try object(fields, \(key)))")
        case .list(.node(let nodeName), let limit, _):
            let element = ModelDescription.node(nodeName)!
            var code: [Code] = [.line("let \(name)Nodes = try list(try required(fields, \(key)), at: fields.place(\(key)))")]
            if let limit {
                let message = limit.message(maximum: "\\(Limits.\(limit.maximum.rawValue))", count: "\\(\(name)Nodes.count)")
                code.append(.block("guard (\(limit.minimum)...Limits.\(limit.maximum.rawValue)).contains(\(name)Nodes.count) else {", [
                    .line("throw fault(fields.place(\(key)), \"\(message)\")"),
                ]))
            }
            code.append(.line("var \(name): [\(element.swiftType)<Formula>] = []"))
            code.append(.block("for (index, node) in \(name)Nodes.enumerated() {", [
                .line("\(name).append(try self.\(element.readerName)(try self.fields(node, at: \"\\(fields.place(\(key)))[\\(index)]\")))"),
            ]))
            return .group(code)
        case .list:
            fatalError("\(name): lists hold nodes; give other lists a shape")
        case .shape(let shape) where shape.readsValue:
            return field.optional
                ? .line("let \(name) = try mapped(fields.value(\(key))) { (value) throws(CompiledLayout.LoadError) in try self.\(shape.reader)(value, at: fields.place(\(key))) }")
                : .line("let \(name) = try self.\(shape.reader)(try required(fields, \(key)), at: fields.place(\(key)))")
        case .shape(let shape):
            return .line("let \(name) = try self.\(shape.reader)(fields, \(key)\(field.shapeNoun.map { ", noun: \"\($0)\"" } ?? ""))")
        }
    }
}
