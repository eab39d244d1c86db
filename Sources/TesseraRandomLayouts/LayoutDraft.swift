import TesseraCompiler

/// A layout file being made: each key of the language with its value, kept as a tree until it
/// is written, so that a key the compiler refuses can be found by its line and made again.
struct LayoutDraft {
    /// A key and its value, in an object of the language.
    struct Entry {
        var field: SchemaField
        var value: Value
    }

    indirect enum Value {
        /// A scalar as written (an expression quoted, a number or a word plain).
        case scalar(String)
        /// A value written inline in YAML's flow style (one of a key's examples).
        case flow(String)
        case list([Value])
        case object(Object)
    }

    struct Object {
        var schema: SchemaObject
        var entries: [Entry]
    }

    /// Where an entry is: its index in each object from the root, and in each list passed through.
    typealias Path = [Int]

    var root: Object

    /// The file, and the entry that starts on each of its lines (lines from 1; nil: no entry).
    func written() -> (text: String, entries: [Path?]) {
        var writer = Writer()
        writer.write(root, indent: "", path: [])
        return (writer.lines.joined(separator: "\n") + "\n", [nil] + writer.paths)
    }

    /// The entry at `path`.
    subscript(path: Path) -> Entry {
        get { Self.entry(in: root, at: path[...]) }
        set { Self.setEntry(in: &root, at: path[...], to: newValue) }
    }

    /// The path of the entry whose value holds the entry at `path`; nil for a key of the root.
    static func parent(of path: Path) -> Path? {
        var parent = path.dropLast()
        while let last = parent.last, last < 0 { parent.removeLast() }
        return parent.isEmpty ? nil : Array(parent)
    }

    private static func entry(in object: Object, at path: ArraySlice<Int>) -> Entry {
        let entry = object.entries[path.first!]
        let rest = path.dropFirst()
        guard !rest.isEmpty else { return entry }
        return Self.entry(in: entry.value, at: rest)
    }

    private static func entry(in value: Value, at path: ArraySlice<Int>) -> Entry {
        switch value {
        case .object(let object): return entry(in: object, at: path)
        case .list(let items):
            // A list's element is named by its index, negated minus one.
            return entry(in: items[-path.first! - 1], at: path.dropFirst())
        case .scalar, .flow: preconditionFailure("a path passes only through objects and lists")
        }
    }

    private static func setEntry(in object: inout Object, at path: ArraySlice<Int>, to newValue: Entry) {
        let index = path.first!
        let rest = path.dropFirst()
        if rest.isEmpty { object.entries[index] = newValue; return }
        setEntry(in: &object.entries[index].value, at: rest, to: newValue)
    }

    private static func setEntry(in value: inout Value, at path: ArraySlice<Int>, to newValue: Entry) {
        switch value {
        case .object(var object):
            setEntry(in: &object, at: path, to: newValue)
            value = .object(object)
        case .list(var items):
            setEntry(in: &items[-path.first! - 1], at: path.dropFirst(), to: newValue)
            value = .list(items)
        case .scalar, .flow: preconditionFailure("a path passes only through objects and lists")
        }
    }

    /// Whether the entry at `path` is inside an override (a variant, a section entry), whose
    /// objects state only what changes.
    func isInOverride(_ path: Path) -> Bool {
        var ancestor = path
        while let parent = Self.parent(of: ancestor) {
            if LanguageSchema.overrideKeys.contains(self[parent].field.key) { return true }
            ancestor = parent
        }
        return false
    }

    /// The object that holds the entry at `path`.
    func holder(of path: Path) -> SchemaObject {
        guard let parent = Self.parent(of: path) else { return root.schema }
        var value = self[parent].value
        // Through the list items on the way to the entry.
        for step in path[parent.count..<(path.count - 1)] {
            guard case .list(let items) = value else { break }
            value = items[-step - 1]
        }
        guard case .object(let object) = value else { preconditionFailure("an entry is held by an object") }
        return object.schema
    }

    /// The path of every entry, each before the entries its value holds.
    func paths() -> [Path] {
        var paths: [Path] = []
        func visit(_ object: Object, _ path: Path) {
            for (index, entry) in object.entries.enumerated() {
                paths.append(path + [index])
                visit(entry.value, path + [index])
            }
        }
        func visit(_ value: Value, _ path: Path) {
            switch value {
            case .object(let object): visit(object, path)
            case .list(let items): for (index, item) in items.enumerated() { visit(item, path + [-index - 1]) }
            case .scalar, .flow: break
            }
        }
        visit(root, [])
        return paths
    }

    /// Removes the entry at `path`.
    mutating func remove(_ path: Path) {
        Self.remove(in: &root, at: path[...])
    }

    private static func remove(in object: inout Object, at path: ArraySlice<Int>) {
        let index = path.first!
        let rest = path.dropFirst()
        if rest.isEmpty { object.entries.remove(at: index); return }
        remove(in: &object.entries[index].value, at: rest)
    }

    private static func remove(in value: inout Value, at path: ArraySlice<Int>) {
        switch value {
        case .object(var object):
            remove(in: &object, at: path)
            value = .object(object)
        case .list(var items):
            remove(in: &items[-path.first! - 1], at: path.dropFirst())
            value = .list(items)
        case .scalar, .flow: preconditionFailure("a path passes only through objects and lists")
        }
    }

    /// Block style, a key a line, so that a diagnostic's line names the key it is about.
    private struct Writer {
        var lines: [String] = []
        var paths: [Path?] = []

        mutating func write(_ object: Object, indent: String, path: Path, firstPrefix: String? = nil) {
            for (index, entry) in object.entries.enumerated() {
                let prefix = index == 0 ? (firstPrefix ?? indent) : indent
                write(entry, prefix: prefix, indent: indent, path: path + [index])
            }
        }

        private mutating func write(_ entry: Entry, prefix: String, indent: String, path: Path) {
            let key = prefix + entry.field.key + ":"
            switch entry.value {
            case .scalar(let text), .flow(let text):
                append(key + " " + text, path)
            case .object(let object) where object.entries.isEmpty:
                append(key + " {}", path)
            case .object(let object):
                append(key, path)
                write(object, indent: indent + "  ", path: path)
            case .list(let items) where items.allSatisfy(Self.isInline):
                append(key + " [" + items.map(Self.inline).joined(separator: ", ") + "]", path)
            case .list(let items):
                append(key, path)
                for (index, item) in items.enumerated() {
                    let itemPath = path + [-index - 1]
                    switch item {
                    case .object(let object) where object.entries.isEmpty: append(indent + "  - {}", path)
                    case .object(let object): write(object, indent: indent + "    ", path: itemPath, firstPrefix: indent + "  - ")
                    default: append(indent + "  - " + Self.inline(item), path)
                    }
                }
            }
        }

        private mutating func append(_ line: String, _ path: Path) {
            lines.append(line)
            paths.append(path)
        }

        private static func isInline(_ value: Value) -> Bool {
            switch value {
            case .scalar, .flow: true
            case .list(let items): items.allSatisfy(isInline)
            case .object: false
            }
        }

        private static func inline(_ value: Value) -> String {
            switch value {
            case .scalar(let text), .flow(let text): text
            case .list(let items): "[" + items.map(inline).joined(separator: ", ") + "]"
            case .object: preconditionFailure("objects are written as blocks")
            }
        }
    }
}
