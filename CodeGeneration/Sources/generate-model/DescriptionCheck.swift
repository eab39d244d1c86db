/// What the generators assume of the description, checked before anything is written, so that a
/// new entry that breaks a rule gets a message naming it instead of a crash or wrong code.
enum DescriptionCheck {
    /// The rules each node and later feature breaks, by name; none for a description the
    /// generators can take.
    static func faults(nodes: [Node] = ModelDescription.nodes, laterFeatures: [LaterFeature] = ModelDescription.laterFeatures) -> [String] {
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
            if let language = node.language {
                faults += languageFaults(node, language)
                if language.object != nil, language.summary == nil { faults.append("\(node.name): an object of the language says what it is (`summary:`)") }
            }
        }
        for later in laterFeatures where later.version < 2 {
            faults.append("\(later.name): what version 1 of the compiled format has came in no later version; remove it from `laterFeatures`")
        }
        return faults
    }

    private static func languageFaults(_ node: Node, _ language: NodeLanguage) -> [String] {
        var faults: [String] = []
        let keys = Set(language.keys.map(\.key))
        func key(_ name: String, of field: Field) {
            if !keys.contains(name) { faults.append("\(node.name).\(field.name) is read from '\(name)', which is not among \(node.name)'s language keys") }
        }
        guard language.generatedReader else { return faults }
        for field in node.fields {
            guard let reading = field.read else {
                faults.append("\(node.name).\(field.name) has no `read:`, and \(node.name)'s reader is generated: say how the field is read")
                continue
            }
            switch reading {
            case .number(let name), .numberUnless(let name, _), .size(let name, _), .member(let name, _, _, _), .flag(let name, _):
                key(name, of: field)
            case .numberOr(let name, let fallback):
                key(name, of: field)
                key(fallback, of: field)
            case .frame:
                for name in ["x", "y", "width", "height"] { key(name, of: field) }
            case .word(let name):
                key(name, of: field)
                let fallback = language.keys.first { $0.key == name }.flatMap { key -> String? in
                    if case .value(let word) = key.defaultValue { word } else { nil }
                }
                guard case .words(let words) = field.type, let fallback, words.cases.contains(where: { $0.raw == fallback }) else {
                    faults.append("\(node.name).\(field.name) is read as words, so it must be of words and its key's default one of them")
                    continue
                }
            case .call:
                break
            }
        }
        return faults
    }
}
