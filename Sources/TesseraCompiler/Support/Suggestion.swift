/// "; did you mean 'width'?" when a known word is within a small edit distance, else "". What a
/// message says after it is a sentence of its own (`sentence(_:)`), never "?;".
func suggestion(for word: String, among candidates: [String]) -> String {
    guard let best = nearest(to: word, among: candidates) else { return "" }
    return "; did you mean '\(best)'?"
}

/// `text` as a sentence of its own: its first letter a capital, for after a question mark.
func sentence(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
}

func nearest(to word: String, among candidates: [String]) -> String? {
    // Other words for the ends that the language calls start and end ('gravity: bottom').
    if let synonym = endSynonyms[word.lowercased()], candidates.contains(synonym) { return synonym }
    let scored = candidates.map { ($0, editDistance(word.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    let tolerance = word.count <= 3 ? 1 : max(2, word.count / 3)
    if best.1 <= tolerance { return best.0 }
    // A word cut short ('lead' for 'leading') names the one candidate it begins.
    let lowered = word.lowercased()
    let extended = candidates.filter { $0.lowercased().hasPrefix(lowered) }
    return word.count >= 3 && extended.count == 1 ? extended[0] : nil
}

private let endSynonyms = ["bottom": "end", "top": "start", "leading": "start", "trailing": "end", "first": "start", "last": "end"]

/// Edits between two words, where a swap of two neighbouring letters ('gpa' for 'gap') counts as
/// one edit, as typing makes it, not two (optimal string alignment: no letter is edited twice).
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    // Three rows: the one before the previous is where a swap of a[i-2...i-1] comes from.
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            var best = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                best = Swift.min(best, beforePrevious[j - 2] + 1)
            }
            current[j] = best
        }
        (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
}
