import TesseraRuntime

/// The layout language as a JSON Schema (draft 2020-12), generated from `LanguageSchema`, the
/// definitions the checker uses, so editors (yaml-language-server) complete and check files by
/// the same rules. Expressions are strings to the schema; the checker alone reads them.
package enum JSONSchemaExport {
    package static let identifier = "https://tessera.dev/schema/tessera.schema.json"

    package static func schema() -> JSONValue {
        var exporter = Exporter()
        let root = exporter.object(LanguageSchema.layout, partial: false)
        guard case .object(var members) = root else { return root }
        members.insert(("$schema", .string("https://json-schema.org/draft/2020-12/schema")), at: 0)
        members.insert(("$id", .string(identifier)), at: 1)
        members.insert(("title", .string("Tessera layout")), at: 2)
        members.append(("$defs", .object(exporter.definitions.sorted { $0.0 < $1.0 })))
        return .object(members)
    }

    private struct Exporter {
        var definitions: [(String, JSONValue)] = []

        /// Inside `variants` and `sections` a file states only what changes, so objects there
        /// require nothing and their "exactly one of" groups become "at most one of".
        mutating func object(_ object: SchemaObject, partial: Bool) -> JSONValue {
            var properties: [(String, JSONValue)] = []
            for field in object.fields {
                let childPartial = partial || LanguageSchema.overrideKeys.contains(field.key)
                var property = type(field.type, partial: childPartial)
                if case .object(var members) = property {
                    members.insert(("description", .string(field.summary)), at: 0)
                    if let defaultText = field.defaultText { members.append(("default", defaultValue(defaultText))) }
                    if !field.examples.isEmpty { members.append(("examples", .array(field.examples.map(Self.json(yaml:))))) }
                    property = .object(members)
                }
                properties.append((field.key, property))
            }
            var members: [(String, JSONValue)] = [
                ("type", .string("object")),
                ("description", .string(object.summary)),
                ("properties", .object(properties)),
                ("additionalProperties", .bool(false)),
            ]
            let required = partial ? [] : object.fields.filter(\.required).map(\.key)
            if !required.isEmpty { members.append(("required", .array(required.map(JSONValue.string)))) }
            let exactly = partial ? [] : object.exactlyOneOf
            let atMost = object.atMostOneOf + (partial ? object.exactlyOneOf : [])
            var groups: [JSONValue] = exactly.map { .object([("oneOf", .array($0.map(requiring)))]) }
            groups += atMost.map { keys in
                .object([("oneOf", .array(keys.map(requiring) + [.object([("not", .object([("anyOf", .array(keys.map(requiring)))]))])]))])
            }
            if !groups.isEmpty { members.append(("allOf", .array(groups))) }
            return .object(members)
        }

        /// An example as JSON: the value a file writes in YAML (a plain number a number).
        private static func json(yaml: String) -> JSONValue {
            guard let node = YAMLReader().read(yaml, diagnostics: DiagnosticBag()) else { preconditionFailure("an example is YAML: \(yaml)") }
            return json(node)
        }

        private static func json(_ node: YAMLNode) -> JSONValue {
            switch node.value {
            case .scalar(let scalar):
                if scalar.isPlain, let number = Double(scalar.text) { return .number(number) }
                return .string(scalar.text)
            case .sequence(let items): return .array(items.map(json))
            case .mapping(let pairs): return .object(pairs.map { ($0.keyText, json($0.value)) })
            }
        }

        private func requiring(_ key: String) -> JSONValue {
            .object([("required", .array([.string(key)]))])
        }

        private func defaultValue(_ text: String) -> JSONValue {
            if let number = Double(text) { return .number(number) }
            if text == "true" || text == "false" { return .bool(text == "true") }
            return .string(text)
        }

        mutating func type(_ type: SchemaType, partial: Bool) -> JSONValue {
            switch type {
            case .number(let scope):
                let names = scope.variables.sorted().map(\.rawValue).joined(separator: ", ")
                return .object([
                    ("type", .array([.string("number"), .string("string")])),
                    ("markdownDescription", .string("A number or an expression of: \(names).")),
                ])
            case .condition:
                return .object([("type", .array([.string("boolean"), .string("string")]))])
            case .integer(let range):
                return .object([("type", .string("integer")), ("minimum", .number(Double(range.lowerBound))), ("maximum", .number(Double(range.upperBound)))])
            case .boolean:
                return .object([("type", .string("boolean"))])
            case .identifier:
                return .object([("type", .string("string")), ("pattern", .string("^[A-Za-z_][A-Za-z0-9_]*$"))])
            case .text:
                return .object([("type", .string("string"))])
            case .choice(let words):
                return .object([("enum", .array(words.map(JSONValue.string)))])
            case .object(let object):
                let key = object.name.replacing(" ", with: "-") + (partial ? "-partial" : "")
                if !definitions.contains(where: { $0.0 == key }) {
                    definitions.append((key, .null))  // reserve the name: objects may nest themselves
                    let definition = self.object(object, partial: partial)
                    definitions = definitions.map { $0.0 == key ? (key, definition) : $0 }
                }
                return .object([("$ref", .string("#/$defs/\(key)"))])
            case .list(let element, let count):
                return .object([
                    ("type", .string("array")),
                    ("items", self.type(element, partial: partial)),
                    ("minItems", .number(Double(count.lowerBound))),
                    ("maxItems", .number(Double(count.upperBound))),
                ])
            case .dictionary(let value):
                return .object([
                    ("type", .string("object")),
                    ("propertyNames", .object([("pattern", .string("^[A-Za-z_][A-Za-z0-9_]*$"))])),
                    ("additionalProperties", self.type(value, partial: partial)),
                ])
            case .oneOf(let alternatives):
                // anyOf: an expression string and a word such as 'even' are both strings.
                return .object([("anyOf", .array(alternatives.map { self.type($0, partial: partial) }))])
            }
        }
    }
}
