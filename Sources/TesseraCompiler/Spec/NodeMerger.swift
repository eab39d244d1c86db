/// Applies overrides (a variant, or a section entry) to a layout's mapping.
///
/// Keys replace keys, with two exceptions that match what authors mean: `constants` merge name
/// by name, and a kind given again (e.g. `blocks:` in a landscape variant) merges key by key
/// into the base's same kind, so a variant states only what changes. Within a kind, a key of an
/// exclusive group (e.g. flow's `columns` over the base's `minItemWidth`) replaces the group.
enum NodeMerger {
    static let notInherited = ["when", "variants"]

    /// Every section of a large file is merged into its layout: keys are compared as bytes, and
    /// each override's key is made a String once.
    static func merge(_ base: YAMLNode, with override: YAMLNode) -> YAMLNode {
        guard let basePairs = base.mapping, let overrides = override.mapping else { return base }
        var pairs = basePairs.filter { !$0.key.hasText("variants") }
        let overridesKind = overrides.contains { pair in LanguageSchema.kindKeys.contains { pair.key.hasText($0) } }
        for pair in overrides {
            let key = pair.keyText
            guard !notInherited.contains(key) else { continue }
            if let index = pairs.firstIndex(where: { $0.key.hasText(key) }) {
                if key == "constants" {
                    pairs[index].value = mergeMappings(pairs[index].value, pair.value)
                } else if LanguageSchema.kindKeys.contains(key) {
                    pairs[index].value = mergeMappings(pairs[index].value, pair.value, exclusive: exclusiveGroups(ofKind: key))
                } else {
                    pairs[index] = pair
                }
            } else {
                if overridesKind, LanguageSchema.kindKeys.contains(key) {
                    pairs.removeAll { existing in LanguageSchema.kindKeys.contains { existing.key.hasText($0) } }
                }
                pairs.append(pair)
            }
        }
        return base.mapping(of: pairs, at: base.location)
    }

    private static func exclusiveGroups(ofKind kind: String) -> [[String]] {
        exclusiveGroupsByKind[kind] ?? []
    }

    /// Looked up for every section that gives its kind again, so computed once.
    private static let exclusiveGroupsByKind: [String: [[String]]] = Dictionary(uniqueKeysWithValues: LanguageSchema.kindKeys.map { kind in
        guard let field = LanguageSchema.layout.field(kind), case .object(let schema) = field.type else { return (kind, []) }
        return (kind, schema.exactlyOneOf + schema.atMostOneOf)
    })

    private static func mergeMappings(_ base: YAMLNode, _ override: YAMLNode, exclusive groups: [[String]] = []) -> YAMLNode {
        guard let basePairs = base.mapping, let overrides = override.mapping else { return override }
        var pairs = Array(basePairs)
        for group in groups {
            let overridden = group.filter { key in overrides.contains { $0.key.hasText(key) } }
            guard !overridden.isEmpty else { continue }
            pairs.removeAll { pair in group.contains { pair.key.hasText($0) } && !overridden.contains { pair.key.hasText($0) } }
        }
        for pair in overrides {
            let key = pair.keyText
            if let index = pairs.firstIndex(where: { $0.key.hasText(key) }) {
                pairs[index] = pair
            } else {
                pairs.append(pair)
            }
        }
        return base.mapping(of: pairs, at: override.location)
    }
}
