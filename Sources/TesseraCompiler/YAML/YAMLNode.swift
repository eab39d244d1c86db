/// One node of a `YAMLDocument`, which remembers where it was written, so that a fault found in
/// any later stage can point at its line and column. A node is a document and a position in it:
/// reading one copies nothing until a caller asks for text as a String.
package struct YAMLNode {
    let document: YAMLDocument
    let index: Int32

    package enum Value {
        case scalar(Scalar)
        case sequence(Items)
        case mapping(Pairs)
    }

    package struct Scalar {
        fileprivate let node: YAMLNode

        package var text: String { node.document.text(of: node.stored) }
        /// Quoted and block scalars are always strings; only plain ones can be numbers, booleans or null.
        package var isPlain: Bool { node.stored.shape == .plainScalar }
        /// Where the text itself starts: one column after an opening quote.
        package var textLocation: SourceLocation { node.stored.textLocation }
    }

    package struct Pair {
        package var key: YAMLNode
        package var value: YAMLNode

        /// Keys are checked to be scalars by the reader.
        package var keyText: String { key.scalarText ?? "" }
    }

    /// The children of one container, which `Items` and `Pairs` read.
    fileprivate struct Children {
        let document: YAMLDocument
        let container: YAMLDocument.Stored

        /// For a node that is absent or of another kind. (An optional document here would be
        /// unwrapped, and retained, on every access.)
        static var none: Children { Children(document: YAMLDocument(.init(expectedBytes: 0)), container: .nothing) }

        func node(_ offset: Int) -> YAMLNode { document.node(document.child(offset, of: container)) }
    }

    /// The items of a sequence, in order.
    package struct Items: RandomAccessCollection {
        fileprivate let children: Children
        package let count: Int

        /// For a node that is absent or of another kind.
        package static var empty: Self { Self(children: .none, count: 0) }

        package var startIndex: Int { 0 }
        package var endIndex: Int { count }
        package subscript(position: Int) -> YAMLNode {
            precondition(position >= 0 && position < count, "sequence item out of range")
            return children.node(position)
        }
    }

    /// The key and value pairs of a mapping, in the order they are written.
    package struct Pairs: RandomAccessCollection {
        fileprivate let children: Children
        package let count: Int

        /// For a node that is absent or of another kind.
        package static var empty: Self { Self(children: .none, count: 0) }

        package var startIndex: Int { 0 }
        package var endIndex: Int { count }
        package subscript(position: Int) -> Pair {
            precondition(position >= 0 && position < count, "mapping pair out of range")
            return Pair(key: children.node(2 * position), value: children.node(2 * position + 1))
        }
    }

    fileprivate var stored: YAMLDocument.Stored { document[index] }

    package var location: SourceLocation { stored.location }

    package var value: Value {
        if let items = sequence { return .sequence(items) }
        if let pairs = mapping { return .mapping(pairs) }
        return .scalar(Scalar(node: self))
    }

    package var isScalar: Bool { stored.shape.isScalar }

    package var scalar: Scalar? {
        isScalar ? Scalar(node: self) : nil
    }

    package var scalarText: String? { isScalar ? document.text(of: stored) : nil }

    /// Whether this is a scalar whose text is `text`, without making a String of it.
    package func hasText(_ text: String) -> Bool {
        isScalar && document.text(of: stored, equals: text)
    }

    package var sequence: Items? {
        let stored = stored
        return stored.shape == .sequence ? Items(children: Children(document: document, container: stored), count: Int(stored.count)) : nil
    }

    package var mapping: Pairs? {
        let stored = stored
        return stored.shape == .mapping ? Pairs(children: Children(document: document, container: stored), count: Int(stored.count) / 2) : nil
    }

    /// The value for `key` in a mapping node, if present.
    package subscript(key: String) -> YAMLNode? {
        let stored = stored
        guard stored.shape == .mapping else { return nil }
        for offset in stride(from: 0, to: Int(stored.count), by: 2)
        where document.text(of: document[document.child(offset, of: stored)], equals: key) {
            return document.node(document.child(offset + 1, of: stored))
        }
        return nil
    }

    /// A new mapping of `pairs`, written at `location`, in this node's document.
    package func mapping(of pairs: some Sequence<Pair>, at location: SourceLocation) -> YAMLNode {
        document.makeMapping(pairs, at: location)
    }

    /// A scalar that is not null, read once: its bytes, whether it is plain, and where its text
    /// starts. Nil for a container or a null. For code that reads every scalar of a large file.
    package func withText<Result>(_ body: (_ bytes: ArraySlice<UInt8>, _ isPlain: Bool, _ at: SourceLocation) -> Result) -> Result? {
        let stored = stored
        guard stored.shape.isScalar, !isNull else { return nil }
        return body(document.bytes(of: stored), stored.shape == .plainScalar, stored.textLocation)
    }

    /// A plain `null`, `~` or empty scalar: YAML's way of writing nothing.
    package var isNull: Bool {
        let stored = stored
        guard stored.shape == .plainScalar, stored.count <= 4 else { return false }
        return switch document.text(of: stored) {
        case "", "~", "null", "Null", "NULL": true
        default: false
        }
    }

    /// What a user would call this node in a message: "a mapping", "a list", "the text 'abc'".
    package var kindDescription: String {
        switch value {
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .scalar(let scalar):
            isNull ? "nothing (null)" : "'\(scalar.text.count > 40 ? scalar.text.prefix(37) + "..." : Substring(scalar.text))'"
        }
    }
}
