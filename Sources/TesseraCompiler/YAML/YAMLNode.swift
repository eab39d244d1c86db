/// A YAML document as a tree in which every node remembers where it was written, so that a
/// fault found in any later stage can point at its line and column.
public struct YAMLNode: Sendable {
    public enum Value: Sendable {
        case scalar(Scalar)
        case sequence([YAMLNode])
        case mapping([Pair])
    }

    public struct Scalar: Sendable {
        public var text: String
        /// Quoted and block scalars are always strings; only plain ones can be numbers, booleans or null.
        public var isPlain: Bool
        /// Where the text itself starts: one column after an opening quote.
        public var textLocation: SourceLocation
    }

    public struct Pair: Sendable {
        public var key: YAMLNode
        public var value: YAMLNode

        /// Keys are checked to be scalars by the reader.
        public var keyText: String { key.scalarText ?? "" }
    }

    public var value: Value
    public var location: SourceLocation

    public var scalar: Scalar? {
        if case .scalar(let scalar) = value { scalar } else { nil }
    }

    public var scalarText: String? { scalar?.text }

    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = value { items } else { nil }
    }

    public var mapping: [Pair]? {
        if case .mapping(let pairs) = value { pairs } else { nil }
    }

    /// The value for `key` in a mapping node, if present.
    public subscript(key: String) -> YAMLNode? {
        mapping?.first { $0.keyText == key }?.value
    }

    /// A plain `null`, `~` or empty scalar: YAML's way of writing nothing.
    public var isNull: Bool {
        guard case .scalar(let scalar) = value, scalar.isPlain else { return false }
        switch scalar.text {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }

    /// What a user would call this node in a message: "a mapping", "a list", "the text 'abc'".
    public var kindDescription: String {
        switch value {
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .scalar(let scalar):
            isNull ? "nothing (null)" : "'\(scalar.text.count > 40 ? scalar.text.prefix(37) + "..." : Substring(scalar.text))'"
        }
    }
}
