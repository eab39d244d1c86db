/// Checks a YAML tree against the `LanguageSchema`: known keys, required keys, value shapes,
/// words from fixed choices, list lengths. Expressions are only checked to be scalars here; the
/// builder parses and type-checks them, because that needs the constants and the field's names.
struct StructureChecker {
    let diagnostics: DiagnosticCollector
    /// Overrides (variants, section entries) state only what changes, so inside them required
    /// keys are not required; the builder checks the merged result in full.
    var partial = false

    func check(_ node: YAMLNode, against object: SchemaObject) {
        check(node, as: .object(object), context: .name(object.name))
    }

    /// What a message calls the value: an object by name, or a key quoted. Quoted only when a
    /// message is written, not for each of a large file's keys.
    private enum Context: CustomStringConvertible {
        case name(String), key(String), keyOf(YAMLNode)

        var description: String {
            switch self {
            case .name(let name): name
            case .key(let key): "'\(key)'"
            case .keyOf(let node): "'\(node.scalarText ?? "")'"
            }
        }
    }

    private func check(_ node: YAMLNode, as type: SchemaType, context: Context) {
        switch type {
        case .number, .condition:
            checkExpression(node, context)
        case .integer(let range):
            guard let text = node.scalarText, node.scalar?.isPlain == true, let value = Int(text) else {
                return expected("a whole number", node, context, then: Self.countHint(node, context))
            }
            if !range.contains(value) {
                diagnostics.report(.error("\(context) must be from \(range.lowerBound) to \(range.upperBound), not \(value)", at: node.location))
            }
        case .boolean:
            guard node.scalar?.isPlain == true, ["true", "false"].contains(node.scalarText) else {
                return expected("true or false", node, context)
            }
        case .identifier:
            guard let text = node.scalarText, !node.isNull else { return expected("a name", node, context) }
            if SwiftIdentifier.reservedTypeNames.contains(text) {
                diagnostics.report(.error(
                    "'\(text)' is reserved: a generated type with this name would hide the module of the same name; choose another name",
                    at: node.location))
            } else if !SwiftIdentifier.isValid(text) {
                diagnostics.report(.error(
                    "'\(text)' is not a valid name: use a letter or '_' followed by letters, digits or '_' (it becomes a Swift type name)",
                    at: node.location))
            }
        case .text:
            guard node.scalar != nil, !node.isNull else { return expected("text", node, context) }
        case .choice(let words):
            guard let text = node.scalarText, words.contains(text) else {
                let list = words.map { "'\($0)'" }.joined(separator: ", ")
                let hint = node.scalarText.map { suggestion(for: $0, among: words) } ?? ""
                diagnostics.report(.error("\(context) must be one of \(list), not \(node.kindDescription)\(hint)", at: node.location))
                return
            }
        case .list(let element, let count):
            guard let items = node.sequence else { return expected("a list", node, context) }
            if !count.contains(items.count) {
                let bound = items.count < count.lowerBound ? "at least \(count.lowerBound)" : "at most \(count.upperBound)"
                diagnostics.report(.error("\(context) must have \(bound) entr\(count.lowerBound == 1 && items.count < 1 ? "y" : "ies"), not \(items.count)", at: node.location))
            }
            for item in items.prefix(count.upperBound) {
                check(item, as: element, context: context)
            }
        case .dictionary(let value):
            guard let pairs = node.mapping else { return expected("a mapping of names to values", node, context) }
            // Constants are the one dictionary, and a generated file may hold tens of thousands.
            let expressions = switch value {
            case .number, .condition: true
            default: false
            }
            for pair in pairs {
                let (valid, builtIn) = pair.key.withText { bytes, _, _ in (SwiftIdentifier.isValid(bytes), BuiltInWord(bytes) != nil) } ?? (false, false)
                if !valid {
                    diagnostics.report(.error(
                        "'\(pair.keyText)' is not a valid name: use a letter or '_' followed by letters, digits or '_'",
                        at: pair.key.location))
                } else if builtIn {
                    diagnostics.report(.error("'\(pair.keyText)' is a built-in name; choose another name for this constant", at: pair.key.location))
                }
                if expressions {
                    checkExpression(pair.value, .keyOf(pair.key))
                } else {
                    check(pair.value, as: value, context: .keyOf(pair.key))
                }
            }
        case .object(let object):
            checkObject(node, object)
        case .oneOf(let alternatives):
            guard let chosen = alternative(for: node, among: alternatives) else {
                // A word that is none of the words: name them first, and the likely one.
                if let text = node.scalarText, case .choice(let words)? = alternatives.first(where: { if case .choice = $0 { true } else { false } }) {
                    let others = alternatives.filter { if case .choice = $0 { false } else { true } }.map(describe)
                    let list = words.map { "'\($0)'" }.joined(separator: ", ") + others.map { " or \($0)" }.joined()
                    let oneOf = words.count > 1 ? "one of " : ""
                    diagnostics.report(.error("\(context) must be \(oneOf)\(list), not \(node.kindDescription)\(suggestion(for: text, among: words))",
                                              at: node.location))
                    return
                }
                let described = alternatives.map(describe).joined(separator: " or ")
                return expected(described, node, context)
            }
            check(node, as: chosen, context: context)
        }
    }

    /// A number or an expression: any scalar but a null or blank text. The parser checks the rest.
    private func checkExpression(_ node: YAMLNode, _ context: @autoclosure () -> Context) {
        let blank = node.withText { bytes, isPlain, _ in !isPlain && String(decoding: bytes, as: UTF8.self).allSatisfy(\.isWhitespace) }
        if blank ?? true {
            expected("a number or an expression", node, context())
        }
    }

    private func checkObject(_ node: YAMLNode, _ object: SchemaObject) {
        guard let pairs = node.mapping else {
            let keys = object.fields.map(\.key)
            return expected("a mapping of \(keys.prefix(6).joined(separator: ", "))\(keys.count > 6 ? ", ..." : "")", node, .name(object.name))
        }
        var present = FieldSet()
        for pair in pairs {
            // By position: iterating the fields would copy each one, its strings and its type.
            guard let position = object.fields.indices.first(where: { pair.key.hasText(object.fields[$0].key) }) else {
                guard diagnostics.acceptsMoreErrors else {
                    diagnostics.report(.error("unknown key", at: pair.key.location))
                    continue
                }
                if let reason = object.refused[pair.keyText] {
                    diagnostics.report(.error(reason, at: pair.key.location))
                    continue
                }
                let valid = object.fields.map(\.key)
                diagnostics.report(.error(
                    "unknown key '\(pair.keyText)' in \(object.name)\(suggestion(for: pair.keyText, among: valid))",
                    at: pair.key.location,
                    notes: [.init("valid keys here: \(valid.joined(separator: ", "))")]))
                continue
            }
            present.insert(position)
            let key = object.fields[position].key
            var inner = self
            inner.partial = partial || LanguageSchema.overrideKeys.contains(key)
            inner.check(pair.value, as: object.fields[position].type, context: .key(key))
        }
        if object.name == "variant", !pairs.contains(where: { $0.key.hasText("when") }) {
            diagnostics.report(.error("a variant needs 'when': the condition on the viewport that selects it", at: node.location))
        }
        // Overrides state only what changes: whether the merged result is complete is checked
        // where it is built.
        if !partial {
            for position in object.fields.indices where object.requiredFields.contains(position) && !present.contains(position) {
                let field = object.fields[position]
                diagnostics.report(.error("\(object.name) needs '\(field.key)': \(field.summary)", at: node.location))
            }
            for (position, group) in object.exactlyOneOfFields.enumerated() where present.intersection(group).count == 0 {
                let keys = object.exactlyOneOf[position]
                diagnostics.report(.error("\(object.name) needs one of \(keys.map { "'\($0)'" }.joined(separator: ", "))", at: node.location))
            }
        }
        for (position, group) in object.exactlyOneOfFields.enumerated() where present.intersection(group).count > 1 {
            reportConflict(pairs, within: object.exactlyOneOf[position])
        }
        for (position, group) in object.atMostOneOfFields.enumerated() where present.intersection(group).count > 1 {
            reportConflict(pairs, within: object.atMostOneOf[position])
        }
    }

    /// Reports the second key given of a group of which at most one may be.
    private func reportConflict(_ pairs: YAMLNode.Pairs, within group: [String]) {
        let present = pairs.filter { pair in group.contains { pair.key.hasText($0) } }
        diagnostics.report(.error(
            "'\(present[1].keyText)' and '\(present[0].keyText)' cannot both be given; choose one of \(group.joined(separator: ", "))",
            at: present[1].key.location,
            notes: [.init("'\(present[0].keyText)' is given here", at: present[0].key.location)]))
    }

    /// Picks the alternative that fits the node's shape; words of a choice win over expressions.
    private func alternative(for node: YAMLNode, among alternatives: [SchemaType]) -> SchemaType? {
        switch node.value {
        case .mapping: return alternatives.first { if case .object = $0 { true } else { false } }
        case .sequence: return alternatives.first { if case .list = $0 { true } else { false } }
        case .scalar(let scalar):
            for alternative in alternatives {
                if case .choice(let words) = alternative, words.contains(scalar.text) { return alternative }
            }
            return alternatives.first {
                switch $0 {
                case .number, .condition, .integer, .boolean, .identifier, .text: true
                default: false
                }
            }
        }
    }

    private func describe(_ type: SchemaType) -> String {
        switch type {
        case .number: "a number or an expression"
        case .condition: "a condition"
        case .integer: "a whole number"
        case .boolean: "true or false"
        case .identifier: "a name"
        case .text: "text"
        case .choice(let words): words.map { "'\($0)'" }.joined(separator: " or ")
        case .object(let object): "a mapping of \(object.fields.map(\.key).joined(separator: ", "))"
        case .list: "a list"
        case .dictionary: "a mapping"
        case .oneOf(let alternatives): alternatives.map(describe).joined(separator: " or ")
        }
    }

    /// `then`: what to do, after the value is named.
    private func expected(_ what: String, _ node: YAMLNode, _ context: Context, then hint: String = "") {
        diagnostics.report(.error("\(context) must be \(what), not \(node.kindDescription)\(hint)", at: node.location))
    }

    /// A formula given for a count, which is read before any formula runs: how to choose it by
    /// the viewport instead. Nothing for a number that is not whole.
    private static func countHint(_ node: YAMLNode, _ context: Context) -> String {
        guard let text = node.scalarText, !node.isNull, Double(text) == nil else { return "" }
        let key: String? = switch context {
        case .key(let key): key
        case .keyOf(let keyNode): keyNode.scalarText
        case .name: nil
        }
        return key == "columns"
            ? "; to choose the columns by the viewport, give 'minColumnWidth' (as many columns as fit) instead, or a 'variants' entry per size (when: width > 700, with its own columns)"
            : "; it is read before any formula runs: to choose it by the viewport, give a 'variants' entry per size (when: width > 700, with its own value)"
    }
}
