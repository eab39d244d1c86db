/// What the generators assume of the description, checked before anything is written, so that a
/// new entry that breaks a rule gets a message naming it instead of a crash or wrong code.
enum DescriptionCheck {
    /// The rules each node and later feature breaks, by name; none for a description the
    /// generators can take.
    static func faults(nodes: [Node] = ModelDescription.nodes, laterFeatures: [LaterFeature] = ModelDescription.laterFeatures,
                       limits: [LimitsDescription.Limit] = LimitsDescription.limits) -> [String] {
        var faults: [String] = []
        for node in nodes {
            let laterAllowed = node.kind != nil || node.name == "Section" || node.name == "Body"
            for field in node.fields {
                let name = "\(node.name).\(field.name)"
                if field.since != nil, !laterAllowed {
                    faults.append("\(name): only a body's, a section's and a kind's fields can come in a later format version")
                }
                if field.since != nil, !field.optional {
                    faults.append("\(name): a field that came in a later format version must be optional (`optional: true`), so that earlier files lack it")
                }
                if case .list(let element, _, _) = field.type {
                    if case .node = element {} else { faults.append("\(name): a list holds nodes; give any other list a shape") }
                }
                if case .words(let words) = field.type, !node.handWrittenLiteral, words.cases.contains(where: { $0.name != $0.raw }) {
                    faults.append("\(name): the generator's literal spells words by their raw values, so \(words.swiftType)'s cases must be named as them")
                }
            }
            faults += entryFaults(node)
            if let language = node.language {
                faults += readingFaults(node, language)
                if language.object != nil, language.summary == nil { faults.append("\(node.name): an object of the language says what it is (`summary:`)") }
            } else if !node.keys.isEmpty {
                faults.append("\(node.name) has keys but no `language:`: say what object of the language they are")
            }
        }
        for later in laterFeatures where later.version < 2 {
            faults.append("\(later.name): what version 1 of the compiled format has came in no later version; remove it from `laterFeatures`")
        }
        let described = limits.map(\.name)
        for name in LimitName.allCases where described.filter({ $0 == name }).count != 1 {
            faults.append("\(name.rawValue): a bound is described once in `LimitsDescription.limits`")
        }
        return faults
    }

    /// Names once each, and what keys name: objects of the description, keys of the node.
    private static func entryFaults(_ node: Node) -> [String] {
        var faults: [String] = []
        let keyNames = node.keys.map(\.name), fieldNames = node.fields.map(\.name)
        for name in Set(keyNames) where keyNames.filter({ $0 == name }).count > 1 { faults.append("\(node.name): two keys are named '\(name)'") }
        for name in Set(fieldNames) where fieldNames.filter({ $0 == name }).count > 1 { faults.append("\(node.name): two fields are named '\(name)'") }
        for key in node.keys {
            for case .nodeObject(let name) in key.type.objects where ModelDescription.node(name)?.language?.object == nil {
                faults.append("\(node.name).\(key.name) holds the object of node \(name), which is no object of the language")
            }
            if key.leadsWithObjectSummary, key.type.objects.isEmpty {
                faults.append("\(node.name).\(key.name) begins with its object's summary, but holds no object")
            }
        }
        for group in node.language?.exactlyOneOf ?? [] {
            for name in group where !keyNames.contains(name) { faults.append("\(node.name): exactly one of '\(name)'…, which is no key of it") }
        }
        return faults
    }

    /// How a generated reader reads each field: from the field's own key or keys the node has, and
    /// every key read by some field (a key joined to no field is a key no reader reads).
    private static func readingFaults(_ node: Node, _ language: NodeLanguage) -> [String] {
        var faults: [String] = []
        guard language.generatedReader else { return faults }
        let keys = Set(node.keys.map(\.name))
        var readKeys: Set<String> = [], readFields: Set<String> = []
        for field in node.fields {
            defer { readFields.insert(field.name) }
            let name = "\(node.name).\(field.name)"
            guard let reading = field.read else {
                faults.append("\(name) has no `read:`, and \(node.name)'s reader is generated: say how the field is read")
                continue
            }
            let key = node.key(filling: field.name)
            if reading.readsOwnKey {
                if let key { readKeys.insert(key.name) } else { faults.append("\(name) is read from its key, but no key fills it: give it an entry of its key") }
            }
            for other in reading.otherKeys {
                if keys.contains(other) { readKeys.insert(other) } else { faults.append("\(name) is read from '\(other)', which is not among \(node.name)'s keys") }
            }
            if case .handWritten(let reader) = reading {
                for taken in reader.fields where !readFields.contains(taken) {
                    faults.append("\(name) is read from field '\(taken)', which is no field of \(node.name) read before it")
                }
            }
            if case .word = reading {
                let fallback: String? = if case .value(let word)? = key?.defaultValue { word } else { nil }
                guard case .words(let words) = field.type, let fallback, words.cases.contains(where: { $0.raw == fallback }) else {
                    faults.append("\(name) is read as words, so it must be of words and its key's default one of them")
                    continue
                }
            }
        }
        for key in node.keys where !readKeys.contains(key.name) {
            faults.append("\(node.name): key '\(key.name)' fills no field and no field's reading reads it")
        }
        return faults
    }
}
