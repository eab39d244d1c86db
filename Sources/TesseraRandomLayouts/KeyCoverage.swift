import TesseraCompiler

/// What of the language's description a set of layout files uses: each key of each object
/// (`circle.radius`), each word of a choice (`circle.direction: clockwise`) and each shape a key
/// can take (`section.header as a number`). The shared vectors must use all of them, so that a
/// runtime that ignores a key, a word or a shape disagrees with the Swift one on some vector.
package struct KeyCoverage {
    /// Everything the description has, in the reference's order.
    package static let described: [String] = {
        var items: [String] = []
        var visited: Set<String> = []
        func walk(_ object: SchemaObject) {
            guard visited.insert(object.name).inserted else { return }
            var nested: [SchemaObject] = []
            for field in object.fields {
                let key = Self.key(field, of: object)
                items.append(key)
                items += Self.items(of: field.type, key: key, nested: &nested)
            }
            nested.forEach(walk)
        }
        walk(LanguageSchema.layout)
        return items
    }()

    /// What the files given so far use.
    package private(set) var used: Set<String> = []

    package init() {}

    /// What `described` lacks in `used`, in the description's order.
    package var missing: [String] { Self.described.filter { !used.contains($0) } }

    /// Adds what a layout file uses. The file is read, not checked: a key the checker refuses
    /// counts too, so give only files that compile.
    package mutating func add(source: String) {
        guard let root = YAMLReader().read(source, diagnostics: DiagnosticBag()) else { return }
        add(root, as: .object(LanguageSchema.layout), key: nil)
    }

    private mutating func add(_ node: YAMLNode, as type: SchemaType, key: String?) {
        switch type {
        case .object(let object):
            guard let pairs = node.mapping else { return }
            for pair in pairs {
                guard let field = object.field(pair.keyText) else { continue }
                let key = Self.key(field, of: object)
                used.insert(key)
                add(pair.value, as: field.type, key: key)
            }
        case .choice:
            if let key, let word = node.scalarText { used.insert(Self.word(word, of: key)) }
        case .list(let element, _):
            for item in node.sequence ?? .empty { add(item, as: element, key: key) }
        case .oneOf(let alternatives):
            guard let key, let alternative = Self.alternative(of: node, among: alternatives) else { return }
            used.insert(Self.shape(alternative, of: key))
            add(node, as: alternative, key: key)
        case .number, .condition, .integer, .boolean, .identifier, .text, .dictionary:
            break
        }
    }

    /// The alternative a value is, told apart by its shape as the checker tells them: a word of
    /// a choice, another scalar, a list or a mapping.
    private static func alternative(of node: YAMLNode, among alternatives: [SchemaType]) -> SchemaType? {
        if let text = node.scalarText {
            if let choice = alternatives.first(where: { if case .choice(let words) = $0 { words.contains(text) } else { false } }) { return choice }
            return alternatives.first { $0.isScalar && !$0.isChoice }
        }
        if node.sequence != nil { return alternatives.first { if case .list = $0 { true } else { false } } }
        return alternatives.first { switch $0 { case .object, .dictionary: true; default: false } }
    }

    private static func items(of type: SchemaType, key: String, nested: inout [SchemaObject]) -> [String] {
        switch type {
        case .choice(let words): return words.map { word($0, of: key) }
        case .object(let object): nested.append(object); return []
        case .list(let element, _): return items(of: element, key: key, nested: &nested)
        case .dictionary(let value): return items(of: value, key: key, nested: &nested)
        case .oneOf(let alternatives):
            return alternatives.flatMap { [shape($0, of: key)] + items(of: $0, key: key, nested: &nested) }
        case .number, .condition, .integer, .boolean, .identifier, .text: return []
        }
    }

    /// What the coverage calls a key of an object: `circle.radius`.
    static func key(_ field: SchemaField, of object: SchemaObject) -> String { "\(object.name).\(field.key)" }

    /// What it calls a word of a key: `circle.direction: clockwise`.
    static func word(_ word: String, of key: String) -> String { "\(key): \(word)" }

    /// What it calls one of a key's shapes: `section.header as a number`.
    static func shape(_ type: SchemaType, of key: String) -> String { "\(key) as \(shape(type))" }

    private static func shape(_ type: SchemaType) -> String {
        switch type {
        case .number: "a number"
        case .condition: "a condition"
        case .integer: "a whole number"
        case .boolean: "true or false"
        case .identifier: "a name"
        case .text: "text"
        case .choice: "a word"
        case .object(let object): "an object (\(object.name))"
        case .list: "a list"
        case .dictionary: "a mapping"
        case .oneOf: "one of several"
        }
    }
}

extension SchemaType {
    var isScalar: Bool {
        switch self {
        case .number, .condition, .integer, .boolean, .identifier, .text, .choice: true
        case .object, .list, .dictionary, .oneOf: false
        }
    }

    var isChoice: Bool {
        if case .choice = self { true } else { false }
    }
}
