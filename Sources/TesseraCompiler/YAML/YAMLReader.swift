import TesseraRuntime

import CYAML

/// Reads YAML text into a `YAMLNode` tree through libyaml's event API, which reports the
/// position of every event. Faults are reported to the collector; the result is nil when the
/// text is not a single YAML document Tessera can use.
public struct YAMLReader {
    public init() {}

    public func read(_ text: String, diagnostics: DiagnosticCollector) -> YAMLNode? {
        let bytes = Array(text.utf8)
        guard bytes.count <= Limits.maxFileBytes else {
            diagnostics.report(.error(
                "the file is \(bytes.count) bytes; layouts are limited to \(Limits.maxFileBytes) bytes",
                at: .start))
            return nil
        }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            diagnostics.report(.error("the YAML parser could not be initialised (out of memory)", at: .start))
            return nil
        }
        defer { yaml_parser_delete(&parser) }
        return bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var builder = TreeBuilder(diagnostics: diagnostics)
            return builder.run(&parser)
        }
    }
}

/// Turns the event stream into a tree. Containers under construction live on an explicit
/// stack, so nesting depth costs no native stack and is bounded by `Limits.maxNestingDepth`.
private struct TreeBuilder {
    /// A container being built. Mutated in place on the stack: taking its arrays out to append
    /// would copy them each time, which makes a large mapping quadratic.
    private struct Open {
        var location: SourceLocation
        var anchor: String?
        var isMapping: Bool
        var items: [YAMLNode] = []
        var pairs: [YAMLNode.Pair] = []
        var pendingKey: YAMLNode?
        /// The keys so far, to find duplicates in O(1); a key's position is its pair's.
        var keys = NameIndex()
    }

    private struct Anchored {
        var node: YAMLNode
        var nodeCount: Int
    }

    let diagnostics: DiagnosticCollector
    private var stack: [Open] = []
    private var nodeCounts: [Int] = []  // nodes inside each open container, for anchors
    private var anchors: [String: Anchored] = [:]
    private var expandedByAliases = 0
    private var root: YAMLNode?
    private var documents = 0

    init(diagnostics: DiagnosticCollector) {
        self.diagnostics = diagnostics
    }

    mutating func run(_ parser: inout yaml_parser_t) -> YAMLNode? {
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else {
                reportParserError(parser)
                return nil
            }
            defer { yaml_event_delete(&event) }
            let location = SourceLocation(mark: event.start_mark)
            switch event.type {
            case YAML_STREAM_END_EVENT:
                if root == nil {
                    diagnostics.report(.error(
                        "the file is empty; a layout is a mapping that starts with 'layout: Name'", at: .start))
                }
                return root
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 {
                    diagnostics.report(.error(
                        "a second YAML document ('---'); a file holds one layout, so split it into two files",
                        at: location))
                    return nil
                }
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let text = string(scalar.value, length: scalar.length)
                let isPlain = scalar.style == YAML_PLAIN_SCALAR_STYLE
                let quoted = scalar.style == YAML_SINGLE_QUOTED_SCALAR_STYLE || scalar.style == YAML_DOUBLE_QUOTED_SCALAR_STYLE
                let node = YAMLNode(
                    value: .scalar(.init(text: text, isPlain: isPlain, textLocation: quoted ? location.advanced(by: 1) : location)),
                    location: location)
                guard add(node, nodeCount: 1, anchor: cString(scalar.anchor)) else { return nil }
            case YAML_ALIAS_EVENT:
                let name = cString(event.data.alias.anchor) ?? ""
                guard let anchored = anchors[name] else {
                    diagnostics.report(.error("the alias '*\(name)' names no anchor defined before it", at: location))
                    return nil
                }
                expandedByAliases += anchored.nodeCount
                guard expandedByAliases <= Limits.maxAliasExpansion else {
                    diagnostics.report(.error(
                        "aliases in this file stand for more than \(Limits.maxAliasExpansion) nodes; "
                            + "a layout needs far fewer (is this an alias bomb?)",
                        at: location))
                    return nil
                }
                var node = anchored.node
                node.location = location
                guard add(node, nodeCount: anchored.nodeCount, anchor: nil) else { return nil }
            case YAML_SEQUENCE_START_EVENT:
                guard open(Open(location: location, anchor: cString(event.data.sequence_start.anchor), isMapping: false), at: location)
                else { return nil }
            case YAML_MAPPING_START_EVENT:
                guard open(Open(location: location, anchor: cString(event.data.mapping_start.anchor), isMapping: true), at: location)
                else { return nil }
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let closed = stack.popLast(), let count = nodeCounts.popLast() else { return nil }
                let node = YAMLNode(value: closed.isMapping ? .mapping(closed.pairs) : .sequence(closed.items), location: closed.location)
                guard add(node, nodeCount: count + 1, anchor: closed.anchor) else { return nil }
            default:
                break  // stream start, document end: nothing to build
            }
        }
    }

    private mutating func open(_ container: Open, at location: SourceLocation) -> Bool {
        guard stack.count < Limits.maxNestingDepth else {
            diagnostics.report(.error(
                "nesting deeper than \(Limits.maxNestingDepth) levels; layouts need only a few", at: location))
            return false
        }
        stack.append(container)
        nodeCounts.append(0)
        return true
    }

    /// Adds a finished node to the container it belongs to; false stops reading.
    private mutating func add(_ node: YAMLNode, nodeCount: Int, anchor: String?) -> Bool {
        if let anchor {
            anchors[anchor] = Anchored(node: node, nodeCount: nodeCount)
        }
        guard !stack.isEmpty else {
            root = node
            return true
        }
        let top = stack.count - 1
        nodeCounts[top] += nodeCount
        guard stack[top].isMapping else {
            stack[top].items.append(node)
            return true
        }
        if let key = stack[top].pendingKey {
            stack[top].pairs.append(.init(key: key, value: node))
            stack[top].pendingKey = nil
            return true
        }
        guard let keyText = node.scalarText else {
            diagnostics.report(.error("a key must be plain text, not \(node.kindDescription)", at: node.location))
            return false
        }
        if let first = stack[top].keys.insert(keyText) {
            diagnostics.report(.error(
                "duplicate key '\(keyText)'; each key may appear once in a mapping",
                at: node.location,
                notes: [.init("'\(keyText)' was first given here", at: stack[top].pairs[first].key.location)]))
        }
        stack[top].pendingKey = node
        return true
    }

    private func reportParserError(_ parser: yaml_parser_t) {
        let problem = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
        var message = problem
        if let context = parser.context.map({ String(cString: $0) }) {
            message = "\(problem) \(context)"
        }
        if problem.contains("mapping values are not allowed") {
            message += "; an expression with '? :' or ': ' must be quoted, e.g. \"index == 0 ? 2 : 1\""
        }
        if problem.contains("UTF-8") || problem.contains("octet") {
            message += "; layout files must be UTF-8 text"
        }
        diagnostics.report(.error(message, at: SourceLocation(mark: parser.problem_mark)))
    }

    private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?, length: Int) -> String {
        guard let pointer else { return "" }
        return String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
    }

    private func cString(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }
}

extension SourceLocation {
    init(mark: yaml_mark_t) {
        self.init(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }
}
