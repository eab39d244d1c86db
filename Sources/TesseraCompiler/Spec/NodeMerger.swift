/// Applies overrides (a variant, or a section entry) to a layout's mapping.
///
/// Keys replace keys, with two exceptions that match what authors mean: `constants` merge name
/// by name, and a kind given again (e.g. `blocks:` in a landscape variant) merges key by key
/// into the base's same kind, so a variant states only what changes. Within a kind, a key of an
/// exclusive group (e.g. flow's `columns` over the base's `minItemWidth`) replaces the group.
enum NodeMerger {
    static let notInherited: Set<String> = ["when", "variants"]

    static func merge(_ base: YAMLNode, with override: YAMLNode) -> YAMLNode {
        guard var pairs = base.mapping, let overrides = override.mapping else { return base }
        pairs.removeAll { $0.keyText == "variants" }
        let overridesKind = overrides.contains { LanguageSchema.kindKeys.contains($0.keyText) }
        for pair in overrides where !notInherited.contains(pair.keyText) {
            let key = pair.keyText
            if let index = pairs.firstIndex(where: { $0.keyText == key }) {
                if key == "constants" {
                    pairs[index].value = mergeMappings(pairs[index].value, pair.value)
                } else if LanguageSchema.kindKeys.contains(key) {
                    pairs[index].value = mergeMappings(pairs[index].value, pair.value, exclusive: exclusiveGroups(ofKind: key))
                } else {
                    pairs[index] = pair
                }
            } else {
                if overridesKind, LanguageSchema.kindKeys.contains(key) {
                    pairs.removeAll { LanguageSchema.kindKeys.contains($0.keyText) }
                }
                pairs.append(pair)
            }
        }
        return YAMLNode(value: .mapping(pairs), location: base.location)
    }

    private static func exclusiveGroups(ofKind kind: String) -> [[String]] {
        guard let field = LanguageSchema.layout.field(kind), case .object(let schema) = field.type else { return [] }
        return schema.exactlyOneOf + schema.atMostOneOf
    }

    private static func mergeMappings(_ base: YAMLNode, _ override: YAMLNode, exclusive groups: [[String]] = []) -> YAMLNode {
        guard var pairs = base.mapping, let overrides = override.mapping else { return override }
        for group in groups {
            let overridden = group.filter { key in overrides.contains { $0.keyText == key } }
            guard !overridden.isEmpty else { continue }
            pairs.removeAll { group.contains($0.keyText) && !overridden.contains($0.keyText) }
        }
        for pair in overrides {
            if let index = pairs.firstIndex(where: { $0.keyText == pair.keyText }) {
                pairs[index] = pair
            } else {
                pairs.append(pair)
            }
        }
        return YAMLNode(value: .mapping(pairs), location: override.location)
    }
}
