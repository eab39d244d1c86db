/// The compiled format's writer (the model's `Encodable` conformances) and reader.
enum SwiftCompiledFiles {
    static func writer() -> String {
        var out = generatedHeader + "\n"
        out += "// The model is the body of a compiled layout file (`tessera compile`, docs/COMPILED-FORMAT.md):\n"
        out += "// each node an object of its written fields, absent when nil.\n"
        for node in ModelDescription.nodes {
            let written = node.fields.filter(\.written)
            out += "\nextension \(node.swiftType): Encodable where F: Encodable {\n"
            out += "    enum CodingKeys: String, CodingKey { case \(written.map(\.name).joined(separator: ", ")) }\n\n"
            out += "    public func encode(to encoder: any Encoder) throws {\n"
            out += "        var container = encoder.container(keyedBy: CodingKeys.self)\n"
            for field in written {
                out += "        try container.encode\(field.optional ? "IfPresent" : "")(\(field.name), forKey: .\(field.name))\n"
            }
            out += "    }\n}\n"
        }
        out += """

        /// A kind is written as one key, its name, whose value is the kind's fields:
        /// `{"tiles": {"cells": [...], ...}}`.
        extension Arrangement: Encodable where F: Encodable {
            private enum Kind: String, CodingKey {
                case \(ModelDescription.kinds.map { $0.kind! }.joined(separator: ", "))
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Kind.self)
                switch self {

        """
        for kind in ModelDescription.kinds { out += "        case .\(kind.kind!)(let model): try container.encode(model, forKey: .\(kind.kind!))\n" }
        out += "        }\n    }\n}\n\n"
        var seen = Set<String>()
        for words in ModelDescription.nodes.flatMap(\.fields).compactMap({ field -> Words? in if case .words(let words) = field.type { words } else { nil } })
        where seen.insert(words.swiftType).inserted {
            out += "extension \(words.swiftType): Encodable {}\n"
        }
        return out
    }

    static func reader() -> String {
        var out = generatedHeader + "\n"
        out += "/// Each node read field by field in declaration order, the first fault refused at its place.\n"
        out += "extension CompiledModelReader {\n"
        out += "    static let kinds = [\(ModelDescription.kinds.map { "\"\($0.kind!)\"" }.joined(separator: ", "))]\n\n"
        out += "    func arrangement(_ fields: Fields) throws(CompiledLayout.LoadError) -> Arrangement<Formula> {\n"
        out += "        let (kind, node) = try oneOf(fields, Self.kinds, \"an arrangement has exactly one key, its kind: \(listInWords(ModelDescription.kinds.map { $0.kind! }))\")\n"
        out += "        let model = try self.fields(node, at: fields.place(kind))\n"
        out += "        switch kind {\n"
        for kind in ModelDescription.kinds.dropLast() { out += "        case \"\(kind.kind!)\": return .\(kind.kind!)(try \(kind.readerName)(model))\n" }
        let last = ModelDescription.kinds.last!
        out += "        default: return .\(last.kind!)(try \(last.readerName)(model))\n"
        out += "        }\n    }\n"
        for node in ModelDescription.nodes where !node.handWrittenReader {
            out += "\n    func \(node.readerName)(_ fields: Fields) throws(CompiledLayout.LoadError) -> \(node.swiftType)<Formula> {\n"
            for field in node.fields { out += read(field) }
            out += "        return \(node.swiftType)(\(node.fields.map { "\($0.name): \($0.name)" }.joined(separator: ", ")))\n"
            out += "    }\n"
        }
        out += "}\n"
        return out
    }

    private static func read(_ field: Field) -> String {
        let key = "\"\(field.name)\""
        let name = field.name
        guard field.written else { return "        let \(name) = false  // derived from the programs, not read\n" }
        switch field.type {
        case .formula:
            return "        let \(name) = try \(field.optional ? "optionalFormula" : "formula")(fields, \(key))\n"
        case .bool:
            return "        let \(name) = try bool(fields, \(key))\n"
        case .integer:
            return "        let \(name) = try integer(fields, \(key))\n"
        case .string:
            return "        let \(name) = try string(try required(fields, \(key)), at: fields.place(\(key)))\n"
        case .words(let words):
            let list = "[" + words.cases.enumerated().map { $0 == 0 ? "\(words.swiftType).\($1.name)" : ".\($1.name)" }.joined(separator: ", ") + "]"
            return "        let \(name) = try \(field.optional ? "optionalWord" : "word")(fields, \(key), \(list))\n"
        case .node(let nodeName):
            let reader = nodeName == "Arrangement" ? "arrangement" : ModelDescription.node(nodeName)!.readerName
            return field.optional
                ? "        let \(name) = try mapped(try optionalObject(fields, \(key)), self.\(reader))\n"
                : "        let \(name) = try self.\(reader)(try object(fields, \(key)))\n"
        case .list(.node(let nodeName), let limit, _):
            let element = ModelDescription.node(nodeName)!
            var text = "        let \(name)Nodes = try list(try required(fields, \(key)), at: fields.place(\(key)))\n"
            if let limit {
                let message = limit.message(maximum: "\\(Limits.\(limit.maximum.rawValue))", count: "\\(\(name)Nodes.count)")
                text += "        guard (\(limit.minimum)...Limits.\(limit.maximum.rawValue)).contains(\(name)Nodes.count) else {\n"
                text += "            throw fault(fields.place(\(key)), \"\(message)\")\n        }\n"
            }
            text += "        var \(name): [\(element.swiftType)<Formula>] = []\n"
            text += "        for (index, node) in \(name)Nodes.enumerated() {\n"
            text += "            \(name).append(try self.\(element.readerName)(try self.fields(node, at: \"\\(fields.place(\(key)))[\\(index)]\")))\n"
            text += "        }\n"
            return text
        case .list:
            fatalError("\(name): lists hold nodes; give other lists a shape")
        case .shape(let shape) where shape.readsValue:
            return field.optional
                ? "        let \(name) = try mapped(fields.value(\(key))) { (value) throws(CompiledLayout.LoadError) in try self.\(shape.reader)(value, at: fields.place(\(key))) }\n"
                : "        let \(name) = try self.\(shape.reader)(try required(fields, \(key)), at: fields.place(\(key)))\n"
        case .shape(let shape):
            return "        let \(name) = try self.\(shape.reader)(fields, \(key)\(field.shapeNoun.map { ", noun: \"\($0)\"" } ?? ""))\n"
        }
    }
}
