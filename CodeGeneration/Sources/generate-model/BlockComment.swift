/// The description's comment as a `/** ... */` block, for the TypeScript and Java runtimes' model:
/// in their words, an absent field is absent (`undefined`, `null`), not Swift's nil.
func blockComment(_ text: String?, indent: String) -> String {
    guard let text = text?.replacing(/\bnil\b/, with: "absent") else { return "" }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.count == 1 { return "\(indent)/** \(text) */\n" }
    return "\(indent)/**\n" + lines.map { "\(indent) * \($0)".trimmingTrailingSpaces() }.joined(separator: "\n") + "\n\(indent) */\n"
}
