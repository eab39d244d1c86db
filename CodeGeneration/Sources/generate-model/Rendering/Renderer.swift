/// Turns `Code` into text: the one place that indents, closes blocks, separates declarations
/// and spells comments, for every language the generator writes.
struct Renderer {
    let language: SourceLanguage

    func render(_ file: SourceFile) -> String {
        ([.note(file.header)] + file.code).flatMap { lines($0, depth: 0) }.map { $0 + "\n" }.joined()
    }

    /// The lines of `code` at `depth` levels of indentation, without line ends.
    func lines(_ code: Code, depth: Int) -> [String] {
        let indent = String(repeating: language.indentation, count: depth)
        switch code {
        case .line(let text):
            return [text.isEmpty ? "" : indent + text]
        case .blank:
            return [""]
        case .doc(let text):
            guard let text else { return [] }
            return documentation(text).map { (indent + $0).trimmingTrailingSpaces() }
        case .note(let text):
            return text.split(separator: "\n", omittingEmptySubsequences: false).map { (indent + "// " + $0).trimmingTrailingSpaces() }
        case .block(let opening, let body, let closing, let indented):
            return [indent + opening] + body.flatMap { lines($0, depth: indented ? depth + 1 : depth) } + (closing.map { [indent + $0] } ?? [])
        case .wrapped(let opening, let items, let closing):
            var out = [indent + opening]
            for (index, item) in items.enumerated() {
                var itemLines = lines(item, depth: depth + 1)
                itemLines[itemLines.count - 1] += index == items.count - 1 ? closing : ","
                out += itemLines
            }
            return out
        case .members(let members):
            return members.enumerated().flatMap { index, member in (index == 0 ? [] : [""]) + lines(member, depth: depth) }
        case .group(let parts):
            return parts.flatMap { lines($0, depth: depth) }
        }
    }

    /// A documentation comment's lines, unindented.
    private func documentation(_ text: String) -> [String] {
        let textLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        switch language {
        case .swift:
            return textLines.map { "/// \($0)" }
        case .typeScript, .java:
            if textLines.count == 1 { return ["/** \(text) */"] }
            return ["/**"] + textLines.map { " * \($0)" } + [" */"]
        }
    }
}
