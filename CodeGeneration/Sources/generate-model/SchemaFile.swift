/// The compiled format's JSON Schema definitions of the model's nodes: each an object of its
/// written fields, those that may not be absent required.
enum SchemaFile {
    static func definitions() -> String {
        var out = generatedHeader + "\nimport TesseraRuntime\n\n"
        out += "extension CompiledFormatSchema {\n"
        out += "    /// One definition per node, named as its reader is, and the arrangement: one key, its kind.\n"
        out += "    static let nodeDefinitions: [(String, JSONValue)] = [\n"
        for node in ModelDescription.nodes {
            let written = node.fields.filter(\.written)
            let required = written.filter { !$0.optional }.map { "\"\($0.name)\"" }
            out += "        (\"\(node.readerName)\", schemaObject(required: [\(required.joined(separator: ", "))], [\n"
            for field in written { out += "            (\"\(field.name)\", \(schema(field.type, in: node))),\n" }
            out += "        ])),\n"
        }
        out += "        (\"arrangement\", .object([(\"oneOf\", .array([\n"
        for kind in ModelDescription.kinds {
            out += "            schemaObject(required: [\"\(kind.kind!)\"], [(\"\(kind.kind!)\", ref(\"\(kind.readerName)\"))]),\n"
        }
        out += "        ]))])),\n    ]\n}\n"
        return out
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
