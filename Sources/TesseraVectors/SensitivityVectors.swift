import Foundation
import TesseraCompiler
import TesseraRandomLayouts
import TesseraRuntime

/// Pairs of layouts that differ in one key (left out, another word, shape or value) and whose
/// answers differ: a runtime that ignores the key answers one of the two wrongly. Every key,
/// word and shape of the description needs one, or it is a key that no engine reads.
struct SensitivityVectors {
    /// What of the description changes no answer by design, and why: checked by nothing else.
    static let exempt: [String: String] = {
        var exempt = ["layout.layout": "the layout's name: what an app calls it, not where anything goes"]
        for item in KeyCoverage.described {
            // `layout.readingOrder: screen`, `section.tappable`: the key is the part after the object's name.
            let key = item.split(separator: ".", maxSplits: 1).last.map { String($0.prefix { $0.isLetter || $0.isNumber }) }
            if let key, ScreenHints.keys.contains(key) {
                exempt[item] = "a hint to `tessera validate` alone (ScreenHints), which no runtime carries"
            }
        }
        return exempt
    }()

    /// What must have a pair: the whole description, less what is exempt.
    static let needed = Set(KeyCoverage.described).subtracting(exempt.keys)

    /// What the pairs written so far show to change an answer, and the pair (the base layout's
    /// vector, its variant's) that shows it.
    private(set) var pairs: [String: (base: String, variant: String)] = [:]
    var witnessed: Set<String> { Set(pairs.keys) }
    /// The pairs written, and the variants whose answers were compared.
    private(set) var written = 0, tried = 0

    /// What `needed` lacks in `witnessed`, in the description's order.
    var missing: [String] { KeyCoverage.described.filter { Self.needed.contains($0) && !witnessed.contains($0) } }

    /// Writes, beside `base` (the vectors of `layout`), its variants that show something not yet
    /// shown, and returns the Swift runtime's inconsistencies in them.
    mutating func addPairs(from layout: RandomLayout, base: LayoutVectors, seed: UInt64, to files: VectorFiles) throws -> [String] {
        guard pairs.count < Self.needed.count else { return [] }
        var inconsistencies: [String] = []
        for (index, variant) in layout.variants(seed: seed).enumerated() {
            let shows = Set(variant.witnesses).intersection(Self.needed)
            guard shows.contains(where: { pairs[$0] == nil }) else { continue }
            tried += 1
            // The same seed as the base, so that the two are asked the same questions.
            let name = "\(base.name)-variant-\(index)"
            guard let vectors = try LayoutVectors(name: name, source: variant.text, file: "\(name).yaml", seed: seed),
                  vectors.prepares, vectors.answers != base.answers else { continue }
            try files.put(Data(variant.text.utf8), at: "random/\(name).yaml")
            try vectors.write(to: files)
            inconsistencies += vectors.inconsistencies
            for item in shows where pairs[item] == nil { pairs[item] = (base.name, name) }
            written += 1
        }
        return inconsistencies
    }
}

extension SensitivityVectors {
    /// `sensitivity.json`: for each key, word and shape, the two layout vectors that differ in it
    /// alone and answer differently, for whoever reads a replay that fails on one of them.
    func write(to files: VectorFiles) throws {
        let members = KeyCoverage.described.compactMap { item in
            pairs[item].map { (item, JSONValue.array([.string($0.base), .string($0.variant)])) }
        }
        try files.put(Data(JSONValue.object(members).rendered(indent: "  ").utf8), at: "sensitivity.json")
    }
}
