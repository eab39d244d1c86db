import TesseraRuntime

import CYAML

/// Reads YAML text into a `YAMLDocument` through libyaml's event API, which reports the
/// position of every event. Faults are reported to the collector; the result is nil when the
/// text is not a single YAML document Tessera can use.
package struct YAMLReader {
    package init() {}

    /// The document's root node.
    package func read(_ text: String, diagnostics: DiagnosticCollector) -> YAMLNode? {
        read(utf8: Array(text.utf8), diagnostics: diagnostics)
    }

    /// The same for text already in UTF-8; the document keeps its own copy of the scalars' text.
    package func read(utf8 bytes: [UInt8], diagnostics: DiagnosticCollector) -> YAMLNode? {
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
        var builder = DocumentBuilder(parts: YAMLDocument.Parts(expectedBytes: bytes.count), diagnostics: diagnostics, source: bytes)
        // libyaml reads the input where it is, and only while `run` parses: the pointer does not
        // outlive the closure. It asserts a non-null address, which an empty array need not have.
        let input = bytes.isEmpty ? [0] : bytes
        return input.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, bytes.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            return builder.run(&parser)
        }
    }
}

/// Turns the event stream into a document. Finished nodes wait on one stack until the container
/// they belong to ends and takes them as its children; open containers live on an explicit
/// stack, so nesting depth costs no native stack and is bounded by `CompilerLimits.maxNestingDepth`.
private struct DocumentBuilder {
    private struct Open {
        var location: SourceLocation
        var anchor: String?
        var isMapping: Bool
        /// Written `{…}` or `[…]`, where a comma ends a plain value.
        var isFlow: Bool
        /// Where this container's children start on `finished`.
        var firstChild: Int
        /// Nodes inside, aliases counted as what they stand for.
        var nodeCount = 0
        /// The keys so far by their text, to find duplicates in O(1) once a mapping has more than a few.
        var keys: [String: Int32]?
    }

    private struct Anchored {
        var index: Int32
        var nodeCount: Int
    }

    private var parts: YAMLDocument.Parts
    let diagnostics: DiagnosticCollector
    private var stack: [Open] = []
    private var finished: [Int32] = []
    private var anchors: [String: Anchored] = [:]
    private var expandedByAliases = 0
    private var root: Int32?
    private var documents = 0
    /// Expressions YAML split at their commas, and whether there was one: its pieces make keys
    /// and values that are not what was meant, so the document is not used.
    private var splitExpressions: SplitExpressionFinder
    private var foundSplitExpression = false

    private static let keysSearchedInOrder = 8

    /// The file, read again only to explain a syntax error or an expression split at its commas.
    private let source: [UInt8]

    init(parts: YAMLDocument.Parts, diagnostics: DiagnosticCollector, source: [UInt8]) {
        self.parts = parts
        self.diagnostics = diagnostics
        self.source = source
        splitExpressions = SplitExpressionFinder(source: source)
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
                guard let root else {
                    diagnostics.report(.error(
                        "the file is empty; a layout is a mapping that starts with 'layout: Name'", at: .start))
                    return nil
                }
                return foundSplitExpression ? nil : YAMLDocument(parts).node(root)
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
                let shape: YAMLDocument.Shape = switch scalar.style {
                case YAML_PLAIN_SCALAR_STYLE: .plainScalar
                case YAML_SINGLE_QUOTED_SCALAR_STYLE, YAML_DOUBLE_QUOTED_SCALAR_STYLE: .quotedScalar
                default: .blockScalar
                }
                // The event owns `length` bytes at `value` until the deferred `yaml_event_delete`; they are copied here.
                let bytes = UnsafeBufferPointer(start: scalar.value, count: scalar.length)
                if shape == .plainScalar { reportSplitExpression(startingWith: bytes, at: location) }
                let index = parts.appendScalar(bytes, shape: shape, at: location)
                guard add(index, nodeCount: 1, anchor: cString(scalar.anchor)) else { return nil }
            case YAML_ALIAS_EVENT:
                let name = cString(event.data.alias.anchor) ?? ""
                guard let anchored = anchors[name] else {
                    diagnostics.report(.error("the alias '*\(name)' names no anchor defined before it", at: location))
                    return nil
                }
                expandedByAliases += anchored.nodeCount
                guard expandedByAliases <= CompilerLimits.maxAliasExpansion else {
                    diagnostics.report(.error(
                        "aliases in this file stand for more than \(CompilerLimits.maxAliasExpansion) nodes; "
                            + "a layout needs far fewer (is this an alias bomb?)",
                        at: location))
                    return nil
                }
                guard add(parts.appendCopy(of: anchored.index, at: location), nodeCount: anchored.nodeCount, anchor: nil)
                else { return nil }
            case YAML_SEQUENCE_START_EVENT:
                let sequence = event.data.sequence_start
                guard open(cString(sequence.anchor), mapping: false, flow: sequence.style == YAML_FLOW_SEQUENCE_STYLE, at: location) else { return nil }
            case YAML_MAPPING_START_EVENT:
                let mapping = event.data.mapping_start
                guard open(cString(mapping.anchor), mapping: true, flow: mapping.style == YAML_FLOW_MAPPING_STYLE, at: location) else { return nil }
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let closed = stack.popLast() else { return nil }
                let index = parts.appendContainer(mapping: closed.isMapping, items: finished[closed.firstChild...], at: closed.location)
                finished.removeSubrange(closed.firstChild...)
                guard add(index, nodeCount: closed.nodeCount + 1, anchor: closed.anchor) else { return nil }
            default:
                break  // stream start, document end: nothing to build
            }
        }
    }

    private mutating func open(_ anchor: String?, mapping: Bool, flow: Bool, at location: SourceLocation) -> Bool {
        guard stack.count < CompilerLimits.maxNestingDepth else {
            diagnostics.report(.error(
                "nesting deeper than \(CompilerLimits.maxNestingDepth) levels; layouts need only a few", at: location))
            return false
        }
        stack.append(Open(location: location, anchor: anchor, isMapping: mapping, isFlow: flow, firstChild: finished.count))
        return true
    }

    /// Adds a finished node to the container it belongs to; false stops reading.
    private mutating func add(_ index: Int32, nodeCount: Int, anchor: String?) -> Bool {
        if let anchor {
            anchors[anchor] = Anchored(index: index, nodeCount: nodeCount)
        }
        guard !stack.isEmpty else {
            root = index
            return true
        }
        let top = stack.count - 1
        stack[top].nodeCount += nodeCount
        let position = finished.count - stack[top].firstChild
        finished.append(index)
        // A mapping's children alternate key, value: an even position holds a key.
        guard stack[top].isMapping, position % 2 == 0 else { return true }
        guard parts.isScalar(index) else {
            diagnostics.report(.error("a key must be plain text, not \(parts.containerName(index))", at: parts.location(index)))
            return false
        }
        // After a split expression, a repeated key is likely one of its pieces ('clamp(10, width, 300)').
        if let first = earlierKey(like: index, inMappingAt: top), !foundSplitExpression {
            let keyText = parts.scalarText(index) ?? ""
            diagnostics.report(.error(
                "duplicate key '\(keyText)'; each key may appear once in a mapping",
                at: parts.location(index),
                notes: [.init("'\(keyText)' was first given here", at: parts.location(first))]))
        }
        return true
    }

    /// Reports a plain scalar of a flow collection that is the first piece of an expression YAML
    /// split at its commas, once per expression, with the fix. Reading goes on, to find the others.
    private mutating func reportSplitExpression(startingWith piece: UnsafeBufferPointer<UInt8>, at location: SourceLocation) {
        guard let top = stack.last, top.isFlow, let split = splitExpressions.expression(startingWith: piece, at: location) else { return }
        foundSplitExpression = true
        // A value's key is the node before it; a key or a list item is quoted on its own.
        let isValue = top.isMapping && (finished.count - top.firstChild) % 2 == 1
        let key = isValue ? finished.last.flatMap { parts.scalarText($0) } : nil
        diagnostics.report(.error(split.message(inMapping: top.isMapping, key: key), at: location))
    }

    /// An earlier key of the open mapping with the text of `key`, which is the mapping's last
    /// key. Most mappings have a few keys, searched in order; larger ones get a table.
    private mutating func earlierKey(like key: Int32, inMappingAt top: Int) -> Int32? {
        let firstChild = stack[top].firstChild
        let pairs = (finished.count - firstChild + 1) / 2
        if stack[top].keys == nil {
            guard pairs > Self.keysSearchedInOrder else {
                for pair in 0..<(pairs - 1) where parts.sameText(finished[firstChild + 2 * pair], key) { return finished[firstChild + 2 * pair] }
                return nil
            }
            var keys: [String: Int32] = [:]
            keys.reserveCapacity(pairs * 2)
            for pair in 0..<(pairs - 1) {
                let earlier = finished[firstChild + 2 * pair], text = parts.scalarText(earlier) ?? ""
                if keys[text] == nil { keys[text] = earlier }  // a repeat was reported; the first is kept
            }
            stack[top].keys = keys
        }
        let text = parts.scalarText(key) ?? ""
        if let first = stack[top].keys![text] { return first }
        stack[top].keys![text] = key
        return nil
    }

    private func reportParserError(_ parser: yaml_parser_t) {
        let problem = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
        var message = problem
        if let context = parser.context.map({ String(cString: $0) }) {
            message = "\(problem) \(context)"
        }
        let line = Int(parser.problem_mark.line)
        if problem.contains("mapping values are not allowed") || problem.contains("did not find expected key") {
            if let hint = Self.indentationHint(in: source, line: line) {
                message += hint
            } else if problem.contains("mapping values are not allowed") {
                message += "; an expression with '? :' or ': ' must be quoted, e.g. \"index == 0 ? 2 : 1\""
            } else {
                message += "; check this line's indentation: the keys of one mapping start in the same column"
            }
        }
        let offset = Int(parser.problem_mark.index)
        if source.indices.contains(offset), source[offset] == UInt8(ascii: "\t") {
            // libyaml's words ("found character that cannot start any token", "a tab character
            // that violates indentation") do not say what to do.
            message = "a tab character here: YAML indents with spaces only; replace the tab with spaces"
        }
        if problem.contains("UTF-8") || problem.contains("octet") {
            message += "; layout files must be UTF-8 text"
        }
        diagnostics.report(.error(message, at: SourceLocation(mark: parser.problem_mark)))
    }

    /// When line `line` (0-based) is a key indented deeper than the key before it, which already
    /// has its value: the usual indentation mistake, which YAML reports as a misplaced mapping.
    static func indentationHint(in source: [UInt8], line: Int) -> String? {
        let lines = String(decoding: source, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.indices.contains(line) else { return nil }
        func indent(_ text: Substring) -> Int { text.prefix { $0 == " " }.count }
        func key(_ text: Substring) -> Substring? {
            var body = text.drop { $0 == " " }
            if body.hasPrefix("- ") { body = body.dropFirst(2).drop { $0 == " " } }
            let name = body.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !name.isEmpty, body.dropFirst(name.count).drop(while: { $0 == " " }).hasPrefix(":") else { return nil }
            return name
        }
        let current = lines[line]
        guard key(current) != nil,
              let previous = lines[..<line].last(where: { !$0.allSatisfy { $0 == " " } && !$0.drop { $0 == " " }.hasPrefix("#") }),
              let above = key(previous), indent(current) > indent(previous) else { return nil }
        let value = previous.drop { $0 == " " }.dropFirst(above.count).drop { $0 == " " }.dropFirst().drop { $0 == " " }
        guard !value.isEmpty, !value.hasPrefix("#") else { return nil }
        return "; this line is indented deeper than '\(above)' above it, which already has a value: to give '\(above)' a sibling, start the line in the same column as '\(above)'"
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
