import TesseraCompiler
import TesseraExercise

/// A random layout file and the tree it was written from, from which layouts that differ from
/// it in one key are made: the key left out, another word of a choice, another shape, another
/// value. Where such a pair gets different answers, the pair holds every runtime to the key (a
/// runtime that ignores it answers one of the two wrongly); a key that changes no answer
/// anywhere is one no engine uses.
package struct RandomLayout {
    package let text: String
    let draft: LayoutDraft
    let name: String

    /// A layout that differs from this one in one entry, and what of the description
    /// (`KeyCoverage`'s names) a difference in answers between the two shows to be used.
    package struct Variant {
        package let text: String
        package let witnesses: [String]
        /// The lines of the layout's text (from 1) that the entry takes: the rest is the same.
        package let entryLines: ClosedRange<Int>
    }

    /// The layouts that differ from this one in one entry each, in the file's order; some may
    /// not compile. `seed` draws the new values, so the same seed makes the same variants.
    package func variants(seed: UInt64) -> [Variant] {
        var values = ValueMaker(generator: SeededGenerator(seed: seed), name: name, wanted: [])
        var variants: [Variant] = []
        let lineEntries = draft.written().entries
        for path in draft.paths() {
            let lines = lineEntries.indices.filter { lineEntries[$0].map { $0.starts(with: path) } ?? false }
            guard let first = lines.first, let last = lines.last else { continue }
            let entry = draft[path]
            let holder = draft.holder(of: path)
            let key = KeyCoverage.key(entry.field, of: holder)
            // The layout's own name changes what it is called, not where anything is.
            if case .identifier = entry.field.type, holder === LanguageSchema.layout { continue }
            let before = Self.items(of: entry.value, type: entry.field.type, key: key)
            if !entry.field.required, !holder.exactlyOneOf.contains(where: { $0.contains(entry.field.key) }) {
                var removed = draft
                removed.remove(path)
                variants.append(Variant(text: removed.written().text, witnesses: [key] + before, entryLines: first...last))
            }
            let partial = draft.isInOverride(path) || LanguageSchema.overrideKeys.contains(entry.field.key)
            for value in Self.otherValues(than: entry.value, for: entry.field, key: key, partial: partial, using: &values) {
                var changed = draft
                changed[path] = LayoutDraft.Entry(field: entry.field, value: value)
                let after = Self.items(of: value, type: entry.field.type, key: key)
                variants.append(Variant(text: changed.written().text, witnesses: [key] + before + after, entryLines: first...last))
            }
        }
        return variants
    }

    /// Each other word of a choice, a value of each other shape and one of the same, or two
    /// other values of the key's type: each written differently from `value`.
    private static func otherValues(than value: LayoutDraft.Value, for field: SchemaField, key: String, partial: Bool,
                                    using values: inout ValueMaker) -> [LayoutDraft.Value] {
        let written = value.written
        var made: [LayoutDraft.Value] = []
        func add(_ candidate: LayoutDraft.Value) {
            if candidate.written != written, !made.contains(where: { $0.written == candidate.written }) { made.append(candidate) }
        }
        switch field.type {
        case .choice(let words):
            words.forEach { add(.scalar($0)) }
        case .oneOf(let alternatives):
            for alternative in alternatives {
                for _ in 0..<3 where made.count < alternatives.count + 1 {
                    add(values.made(alternative, for: field, key: key, partial: partial))
                }
            }
        default:
            for _ in 0..<4 where made.count < 2 {
                add(values.value(field.type, for: field, key: key, partial: partial))
            }
        }
        return made
    }

    /// The words and shapes a value of `type` uses, as `KeyCoverage` names them.
    static func items(of value: LayoutDraft.Value, type: SchemaType, key: String) -> [String] {
        switch type {
        case .choice(let words):
            if case .scalar(let word) = value, words.contains(word) { return [KeyCoverage.word(word, of: key)] }
            return []
        case .oneOf(let alternatives):
            guard let alternative = alternative(of: value, among: alternatives) else { return [] }
            return [KeyCoverage.shape(alternative, of: key)] + items(of: value, type: alternative, key: key)
        case .list(let element, _):
            guard case .list(let elements) = value else { return [] }
            return elements.flatMap { items(of: $0, type: element, key: key) }
        case .number, .condition, .integer, .boolean, .identifier, .text, .object, .dictionary:
            return []
        }
    }

    /// The alternative a value is, told apart as the checker tells them: a word of a choice,
    /// another scalar, a list or a mapping (written inline, a key's example, or as a block).
    private static func alternative(of value: LayoutDraft.Value, among alternatives: [SchemaType]) -> SchemaType? {
        let isList: Bool, isMapping: Bool
        switch value {
        case .scalar(let text):
            if let choice = alternatives.first(where: { if case .choice(let words) = $0 { words.contains(text) } else { false } }) { return choice }
            return alternatives.first { $0.isScalar && !$0.isChoice }
        case .flow(let text):
            isList = text.hasPrefix("[")
            isMapping = text.hasPrefix("{")
            if !isList, !isMapping { return alternative(of: .scalar(text), among: alternatives) }
        case .list: isList = true; isMapping = false
        case .object: isList = false; isMapping = true
        }
        if isList { return alternatives.first { if case .list = $0 { true } else { false } } }
        guard isMapping else { return nil }
        return alternatives.first { switch $0 { case .object, .dictionary: true; default: false } }
    }
}

extension LayoutDraft.Value {
    /// The value as the file writes it, to tell two values apart.
    fileprivate var written: String {
        switch self {
        case .scalar(let text), .flow(let text): text
        case .list(let items): "[" + items.map(\.written).joined(separator: ", ") + "]"
        case .object(let object): "{" + object.entries.map { "\($0.field.key): \($0.value.written)" }.joined(separator: ", ") + "}"
        }
    }
}
