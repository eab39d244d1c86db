/// A small structured form of the Swift that Tessera generates. Generators build values of
/// these types; `SwiftRenderer` alone decides spacing, indentation and line breaks, so every
/// generated file is laid out by the same rules.
indirect enum SwiftExpression: Equatable, Sendable {
    /// A token that is already valid Swift: a number, a member such as `.vertical`, a name.
    case token(String)
    /// A string literal; the renderer escapes it.
    case string(String)
    /// `callee(label: value, ...)`; with no arguments, `callee()`.
    case call(String, [SwiftArgument])
    case array([SwiftExpression])

    static func number(_ value: Double) -> SwiftExpression { .token(SwiftLiteral.double(value)) }
    static func integer(_ value: Int) -> SwiftExpression { .token(String(value)) }
    static func bool(_ value: Bool) -> SwiftExpression { .token(value ? "true" : "false") }
    static let `nil` = SwiftExpression.token("nil")
}

struct SwiftArgument: Equatable, Sendable {
    var label: String?
    var value: SwiftExpression

    init(_ label: String?, _ value: SwiftExpression) {
        self.label = label
        self.value = value
    }
}

/// Declarations, in the order they are printed.
indirect enum SwiftDeclaration {
    /// `//` lines; an empty string is an empty comment line.
    case comment([String])
    /// `///` lines.
    case documentation([String])
    /// `import module`, or `@_spi(name) import module` to see what the module keeps for generated code.
    case `import`(String, spi: String? = nil)
    case blank
    /// `[attributes] [access] struct Name: Conformances { members }`
    case `struct`(access: String?, name: String, conformances: [String], members: [SwiftDeclaration])
    case `typealias`(access: String?, name: String, type: String)
    /// `extension type { members }`.
    case `extension`(type: String, members: [SwiftDeclaration])
    /// `[access] [static] let name[: Type] = value`
    case `let`(access: String?, isStatic: Bool, name: String, type: String?, value: SwiftExpression)
    /// A function or initialiser: its signature line, and the body's lines (already statements).
    case function(signature: String, body: [SwiftStatement])
}

/// Statements of a function body: enough for straight-line generated code.
indirect enum SwiftStatement {
    case line(String)
    /// `switch subject { case pattern: return value ... default: statement }`. A statement whose
    /// cases return, not a switch expression: swiftc type-checks an expression's branches together,
    /// which takes minutes for the thousands of formulas a large layout has.
    case returningSwitch(subject: String, cases: [(pattern: String, comment: String?, value: String)], defaultStatement: String)
}

enum SwiftLiteral {
    /// A Double as Swift source that reads back as exactly the same value: the shortest
    /// round-trip form, always with a fraction or exponent so it types as Double.
    static func double(_ value: Double) -> String {
        // The checker folds only finite constants; these spellings keep the output valid anyway.
        if value.isNaN { return "Swift.Double.nan" }
        if value.isInfinite { return value < 0 ? "(-Swift.Double.infinity)" : "Swift.Double.infinity" }
        var text = "\(value)"
        if !text.contains(".") && !text.contains("e") { text += ".0" }
        return text
    }

    /// Text for a `//` comment: escaped like a string literal's content, so no newline can end
    /// the comment and start code.
    static func commentText(_ value: String) -> String {
        String(string(value).dropFirst().dropLast())
    }

    /// A string literal that cannot end early or smuggle code: quotes, backslashes, control
    /// characters and everything outside printable ASCII are escaped.
    static func string(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case " "..."~": out.unicodeScalars.append(scalar)
            default: out += "\\u{\(String(scalar.value, radix: 16))}"
            }
        }
        return out + "\""
    }
}
