import TesseraCompiler
import TesseraRuntime

/// What of the compiled format a set of compiled files uses, by the format's JSON Schema: each
/// member of each definition (`tiles.extent`), each word of an enumeration (`layout.axis:
/// horizontal`) and each value of a flag (`circle.clockwise: true`).
///
/// The runtimes read these files, not the language: a member the compiler writes only for some
/// values of a key (a tiles block's extent, for areas whose last rows are empty) is one the
/// language's coverage (`KeyCoverage`) does not reach, and one a runtime may ignore unseen.
struct FormatCoverage {
    /// Everything the format has, from the layout down, in the schema's order.
    static let described: [String] = {
        var items: [String] = [], visited: Set<String> = []
        func walk(_ schema: JSONValue, name: String) {
            if let definition = schema.reference {
                guard visited.insert(definition).inserted, let resolved = definitions[definition] else { return }
                return walk(resolved, name: definition)
            }
            if let words = schema["enum"]?.arrayValue { items += words.compactMap(\.stringValue).map { "\(name): \($0)" } }
            if schema["type"]?.stringValue == "boolean" { items += ["\(name): true", "\(name): false"] }
            for alternative in schema["oneOf"]?.arrayValue ?? [] { walk(alternative, name: name) }
            for (key, property) in schema["properties"]?.objectValue ?? [] {
                items.append("\(name).\(key)")
                walk(property, name: "\(name).\(key)")
            }
            if let element = schema["items"] { walk(element, name: name) }
        }
        walk(layoutReference, name: "")
        return items
    }()

    private static let layoutReference = JSONValue.object([("$ref", .string("#/$defs/layout"))])

    private static let definitions: [String: JSONValue] = {
        let members = CompiledFormatSchema.schema()["$defs"]?.objectValue ?? []
        return Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }()

    /// What the files given so far use.
    private(set) var used: Set<String> = []

    /// What `described` lacks in `used`, in the schema's order.
    var missing: [String] { Self.described.filter { !used.contains($0) } }

    /// Adds what a compiled file uses; a file that is not JSON adds nothing.
    mutating func add(compiled: String) {
        guard let file = try? JSONDocument.parse(Array(compiled.utf8)), let layout = file["layout"] else { return }
        add(layout, as: Self.layoutReference, name: "")
    }

    private mutating func add(_ value: JSONValue, as schema: JSONValue, name: String) {
        if let definition = schema.reference {
            guard let resolved = Self.definitions[definition] else { return }
            return add(value, as: resolved, name: definition)
        }
        if schema["enum"] != nil, let word = value.stringValue { used.insert("\(name): \(word)") }
        if schema["type"]?.stringValue == "boolean", case .bool(let flag) = value { used.insert("\(name): \(flag)") }
        if let alternatives = schema["oneOf"]?.arrayValue, let alternative = alternatives.first(where: { Self.value(value, fits: $0) }) {
            add(value, as: alternative, name: name)
        }
        if let properties = schema["properties"]?.objectValue, let members = value.objectValue {
            for member in members {
                guard let property = properties.first(where: { $0.key == member.key })?.value else { continue }
                used.insert("\(name).\(member.key)")
                add(member.value, as: property, name: "\(name).\(member.key)")
            }
        }
        if let element = schema["items"], let elements = value.arrayValue {
            for item in elements { add(item, as: element, name: name) }
        }
    }

    /// Which alternative of a `oneOf` a value is, as the format's alternatives differ: a word of
    /// an enumeration, or an object with the alternative's required members.
    private static func value(_ value: JSONValue, fits alternative: JSONValue) -> Bool {
        if let words = alternative["enum"]?.arrayValue { return words.contains(value) }
        guard let members = value.objectValue else { return false }
        let required = alternative["required"]?.arrayValue?.compactMap(\.stringValue) ?? []
        return required.allSatisfy { key in members.contains { $0.key == key } }
    }
}

extension JSONValue {
    fileprivate subscript(key: String) -> JSONValue? {
        objectValue?.first { $0.key == key }?.value
    }

    fileprivate var objectValue: [(key: String, value: JSONValue)]? {
        if case .object(let members) = self { members } else { nil }
    }

    fileprivate var arrayValue: [JSONValue]? {
        if case .array(let items) = self { items } else { nil }
    }

    fileprivate var stringValue: String? {
        if case .string(let text) = self { text } else { nil }
    }

    /// The definition a `$ref` names.
    fileprivate var reference: String? {
        self["$ref"]?.stringValue.map { String($0.split(separator: "/").last ?? "") }
    }
}
