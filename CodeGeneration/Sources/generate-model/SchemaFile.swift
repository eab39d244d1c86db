/// The compiled format's JSON Schema definitions of the model's nodes: each an object of its
/// written fields, those that may not be absent required.
enum SchemaFile {
    static func definitions() -> String {
        var definitions: [Code] = ModelDescription.nodes.map { node in
            let written = node.fields.filter(\.written)
            let required = written.filter { !$0.optional }.map { Code.swiftString($0.name) }
            return .block("(\"\(node.readerName)\", schemaObject(required: [\(required.joined(separator: ", "))], [",
                          written.map { .line("(\"\($0.name)\", \(schema($0.type, in: node))),") }, closing: "])),")
        }
        definitions.append(.block("(\"arrangement\", .object([(\"oneOf\", .array([", ModelDescription.kinds.map { kind in
            .line("schemaObject(required: [\"\(kind.kind!)\"], [(\"\(kind.kind!)\", ref(\"\(kind.readerName)\"))]),")
        }, closing: "]))])),"))
        return SourceFile(.swift, header: generatedHeader, [
            .blank, .line("import TesseraRuntime"), .blank,
            .extension("CompiledFormatSchema", [.group([
                .doc("One definition per node, named as its reader is, and the arrangement: one key, its kind."),
                .block("static let nodeDefinitions: [(String, JSONValue)] = [", definitions, closing: "]"),
            ])]),
        ]).text
    }

    private static func schema(_ type: FieldType, in node: Node) -> String {
        switch type {
        case .formula: "formula"
        case .bool: "boolean"
        case .integer: ".object([(\"type\", .string(\"integer\"))])"
        case .string where node.name == "Layout": ".object([(\"type\", .string(\"string\")), (\"minLength\", .number(1))])"
        case .string: ".object([(\"type\", .string(\"string\"))])"
        case .words(let words): "words([\(words.cases.map { "\"\($0.raw)\"" }.joined(separator: ", "))])"
        case .node("Arrangement"): "ref(\"arrangement\")"
        case .node(let name): "ref(\"\(ModelDescription.node(name)!.readerName)\")"
        case .list(let element, let limit, _):
            "list(\(schema(element, in: node))" + (limit.map { ", minimum: \($0.minimum), maximum: Limits.\($0.maximum.rawValue)" } ?? "") + ")"
        case .shape(let shape): "ref(\"\(shape.schemaDefinition)\")"
        }
    }
}
