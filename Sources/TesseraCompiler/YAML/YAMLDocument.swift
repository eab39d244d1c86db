/// Every node of one YAML file in three flat arrays: a small record per node, the children of
/// all containers one after another, and the text of all scalars as one run of bytes. Reading a
/// file makes no object, string or array per node. `YAMLNode` is a position in here.
///
/// What the reader stores never changes, and is kept in constants. Merging overrides into a
/// layout makes new mappings out of existing keys and values; those go to `added`. A document
/// belongs to one compilation; it is not shared between threads.
package final class YAMLDocument {
    enum Shape: UInt8 {
        case plainScalar, quotedScalar, blockScalar, sequence, mapping

        var isScalar: Bool {
            switch self {
            case .plainScalar, .quotedScalar, .blockScalar: true
            case .sequence, .mapping: false
            }
        }
    }

    struct Stored {
        var line: Int32
        var column: Int32
        /// A scalar's first byte in `text`; a container's first entry in its children.
        var start: Int32
        /// A scalar's byte count; a sequence's items; a mapping's keys and values, two per pair.
        var count: Int32
        var shape: Shape

        /// What an empty sequence or mapping standing for an absent node refers to.
        static let nothing = Stored(at: .start, start: 0, count: 0, shape: .sequence)

        init(at location: SourceLocation, start: Int32, count: Int32, shape: Shape) {
            line = Int32(location.line)
            column = Int32(location.column)
            self.start = start
            self.count = count
            self.shape = shape
        }

        var location: SourceLocation {
            get { SourceLocation(line: Int(line), column: Int(column)) }
            set { (line, column) = (Int32(newValue.line), Int32(newValue.column)) }
        }

        /// Where a scalar's text starts: one column after an opening quote.
        var textLocation: SourceLocation {
            shape == .quotedScalar ? location.advanced(by: 1) : location
        }
    }

    /// The arrays a reader fills, before they become a document.
    struct Parts {
        var stored: [Stored] = []
        var children: [Int32] = []
        var text: [UInt8] = []

        init(expectedBytes: Int) {
            // A layout file averages well over ten bytes per node; this saves most regrowth.
            stored.reserveCapacity(expectedBytes / 12)
            children.reserveCapacity(expectedBytes / 12)
            text.reserveCapacity(expectedBytes)
        }

        mutating func appendScalar(_ bytes: some Collection<UInt8>, shape: Shape, at location: SourceLocation) -> Int32 {
            let start = Int32(text.count)
            text.append(contentsOf: bytes)
            return append(Stored(at: location, start: start, count: Int32(bytes.count), shape: shape))
        }

        mutating func appendContainer(mapping: Bool, items: ArraySlice<Int32>, at location: SourceLocation) -> Int32 {
            let start = Int32(children.count)
            children.append(contentsOf: items)
            return append(Stored(at: location, start: start, count: Int32(items.count), shape: mapping ? .mapping : .sequence))
        }

        /// The node at `index` again, written at `location`: an alias stands for its anchor's node.
        mutating func appendCopy(of index: Int32, at location: SourceLocation) -> Int32 {
            var copy = stored[Int(index)]
            copy.location = location
            return append(copy)
        }

        /// A scalar's text; nil for a container.
        func scalarText(_ index: Int32) -> String? {
            let node = stored[Int(index)]
            return node.shape.isScalar ? YAMLDocument.text(of: node, in: text) : nil
        }

        func isScalar(_ index: Int32) -> Bool {
            stored[Int(index)].shape.isScalar
        }

        /// Whether two scalars have the same text, compared as bytes.
        func sameText(_ first: Int32, _ second: Int32) -> Bool {
            let a = stored[Int(first)], b = stored[Int(second)]
            guard a.count == b.count else { return false }
            return YAMLDocument.bytes(of: a, in: text).elementsEqual(YAMLDocument.bytes(of: b, in: text))
        }

        func location(_ index: Int32) -> SourceLocation {
            stored[Int(index)].location
        }

        /// What a container is called in a message.
        func containerName(_ index: Int32) -> String {
            stored[Int(index)].shape == .mapping ? "a mapping" : "a list"
        }

        private mutating func append(_ node: Stored) -> Int32 {
            stored.append(node)
            return Int32(stored.count - 1)
        }
    }

    private let stored: [Stored]
    private let children: [Int32]
    private let text: [UInt8]
    /// Mappings made by merging, numbered on from the nodes read, and their children. Appended
    /// to only by `makeMapping`; nodes read from the file never touch them.
    private var added: [Stored] = []
    private var addedChildren: [Int32] = []

    init(_ parts: Parts) {
        stored = parts.stored
        children = parts.children
        text = parts.text
    }

    func node(_ index: Int32) -> YAMLNode {
        YAMLNode(document: self, index: index)
    }

    subscript(index: Int32) -> Stored {
        let index = Int(index)
        return index < stored.count ? stored[index] : added[index - stored.count]
    }

    /// Entry `offset` of the children of `container`.
    func child(_ offset: Int, of container: Stored) -> Int32 {
        container.start >= 0 ? children[Int(container.start) + offset] : addedChildren[Int(-container.start - 1) + offset]
    }

    /// A new mapping of nodes already in this document. Its children start is stored negated,
    /// minus one, to tell `addedChildren` from `children`.
    func makeMapping(_ pairs: some Sequence<YAMLNode.Pair>, at location: SourceLocation) -> YAMLNode {
        let start = addedChildren.count
        for pair in pairs {
            addedChildren.append(pair.key.index)
            addedChildren.append(pair.value.index)
        }
        added.append(Stored(at: location, start: Int32(-start - 1), count: Int32(addedChildren.count - start), shape: .mapping))
        return node(Int32(stored.count + added.count - 1))
    }

    func text(of node: Stored) -> String {
        Self.text(of: node, in: text)
    }

    /// Whether a scalar's text is exactly `string`, compared as bytes without making a String.
    func text(of node: Stored, equals string: String) -> Bool {
        // Most keys a lookup passes differ in length, which a String knows without being read.
        guard string.utf8.count == Int(node.count) else { return false }
        return string.utf8.elementsEqual(bytes(of: node))
    }

    /// A scalar's bytes, sharing the document's storage.
    func bytes(of node: Stored) -> ArraySlice<UInt8> {
        Self.bytes(of: node, in: text)
    }

    fileprivate static func text(of node: Stored, in text: [UInt8]) -> String {
        String(decoding: bytes(of: node, in: text), as: UTF8.self)
    }

    /// A scalar's bytes within all of a document's text.
    fileprivate static func bytes(of node: Stored, in text: [UInt8]) -> ArraySlice<UInt8> {
        text[Int(node.start)..<Int(node.start + node.count)]
    }
}
