/// Generated source as structure: lines, blocks, declarations one blank line apart, comments.
/// The file writers build it, and `Renderer` alone decides indentation, braces, blank lines and
/// how a comment is spelt in the file's language, as swift-syntax's CodeGeneration builds syntax
/// and swift-openapi-generator renders its structured Swift.
indirect enum Code: Sendable {
    /// One line, at the depth it stands at.
    case line(String)
    /// An empty line, however deep.
    case blank
    /// A documentation comment on what follows (`///` in Swift, `/** */` in TypeScript and
    /// Java); nothing when nil.
    case doc(String?)
    /// A `//` comment, one line a line of the text.
    case note(String)
    /// `opening`, the body one level deeper (at the same depth when not `indented`, as a Swift
    /// `switch`'s cases are), then `closing` (none for a Java `case`'s statements).
    case block(String, [Code], closing: String? = "}", indented: Bool = true)
    /// `opening`, each item one level deeper and ended by a comma but the last, which `closing`
    /// ends: a call or a literal whose arguments are one a line.
    case wrapped(String, [Code], closing: String)
    /// Declarations, one blank line apart.
    case members([Code])
    /// Pieces one after another.
    case group([Code])

    /// A block ended by `}`.
    static func function(_ signature: String, _ body: [Code]) -> Code { .block(signature + " {", body) }
}

/// A generated file: the header every generated file begins with, then its code.
struct SourceFile: Sendable {
    let language: SourceLanguage
    /// What the file says first, as `//` comments: where it comes from.
    let header: String
    let code: [Code]

    init(_ language: SourceLanguage, header: String, _ code: [Code]) {
        self.language = language
        self.header = header
        self.code = code
    }

    var text: String { Renderer(language: language).render(self) }
}

enum SourceLanguage: Sendable {
    case swift, typeScript, java

    var indentation: String { self == .typeScript ? "  " : "    " }
}
