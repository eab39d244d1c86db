import TesseraRuntime

/// Renders the language reference (Markdown) from `LanguageSchema`, so the documentation lists
/// exactly the keys the checker accepts. `docs/REFERENCE.md` is this text; a test keeps it current.
package enum LanguageReference {
    package static func markdown() -> String {
        var out = """
            # Tessera layout language reference

            Generated from the checker's own definitions (`LanguageSchema.swift`); do not edit by hand.
            Regenerate with `swift run tessera reference > docs/REFERENCE.md`.

            Every numeric value may be a number or an expression: `+ - * / %`, parentheses, comparisons
            (`< <= > >= == !=`), `&&`, `||`, `!`, `condition ? a : b`, the functions
            \(BuiltInFunction.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")), `pi`, the constants the
            file defines, and the names listed for the field. `%` keeps the sign of the dividend, as C's
            `fmod` does; `round` takes a half away from zero (`round(2.5)` is 3, `round(-2.5)` is -3).

            ## Quoting expressions

            An expression is YAML text, and YAML ends text early in two places; there, quote it (`"…"`):

            - **A comma inside `{…}` or `[…]`.** In a flow mapping (`{width: 10, height: 20}`) and a
              flow list (`[10, 20]`) every comma ends a value, so `{width: min(300, width), height: 100}`
              reads as `width: min(300` and a key `width)`. Write `{width: "min(300, width)", height: 100}`
              and `["min(100, width / 2)", 50]`, or use block style, one key (or `- item`) a line, where a
              comma is text like any other and `width: min(300, width)` needs no quotes. The checker
              reports an unquoted one at the expression, with the quoted fix.
            - **`: ` anywhere.** A condition, `index == 0 ? 2 : 1`, holds `: `, which YAML reads as a key
              and its value, in block style too: write `"index == 0 ? 2 : 1"`.

            ## Names in expressions

            | name | meaning |
            | --- | --- |

            """
        for variable in ExpressionVariable.allCases {
            out += "| `\(variable.rawValue)` | \(variable.summary) |\n"
        }
        out += "\n| scope | names |\n| --- | --- |\n"
        for scope in VariableScope.allCases {
            out += "| \(scope.rawValue) | \(scope.variables.sorted().map { "`\($0.rawValue)`" }.joined(separator: ", ")) |\n"
        }
        var written: Set<String> = []
        var pending: [SchemaObject] = [LanguageSchema.layout]
        while let object = pending.first {
            pending.removeFirst()
            guard written.insert(object.name).inserted else { continue }
            out += "\n## `\(object.name)`\n\n\(object.summary)\n"
            for group in object.exactlyOneOf {
                out += "\nExactly one of \(group.map { "`\($0)`" }.joined(separator: ", ")).\n"
            }
            for group in object.atMostOneOf {
                out += "\nAt most one of \(group.map { "`\($0)`" }.joined(separator: ", ")).\n"
            }
            out += "\n| key | type | default | meaning |\n| --- | --- | --- | --- |\n"
            for field in object.fields {
                let fallback = field.required ? "required" : field.defaultText.map { "`\($0)`" } ?? "—"
                out += "| `\(field.key)` | \(describe(field.type)) | \(fallback) | \(field.summary.replacing("|", with: "\\|")) |\n"
                pending.append(contentsOf: objects(in: field.type))
            }
            if let example = LanguageExamples.byKind[object.name] {
                out += "\nExample:\n\n```yaml\n\(example)\n```\n"
            }
        }
        out += """

            ## What `validate` checks beyond the keys

            A valid layout is run on typical screens (phones and tablets, portrait and landscape, at
            the typical text sizes when it reads `textScale`, and with Reduce Motion when it has
            effects). Besides errors of its expressions there, it warns of:

            - **touch targets**: a cell of a section people tap (`tappable`, true unless said) smaller
              than 44 points either way (Apple's touch target; WCAG 2.5.8 asks for at least 24 × 24);
            - **reading order**: item i + 1 of a section read before item i on screen, for tiles,
              blocks, rules and grids outside orthogonal sections, unless the section says its order
              on screen is meant (`readingOrder: screen`). Cell A is read before cell B when
              they share at least half the height of the shorter (one line) and A's centre is nearer
              the line's start (its left, or its right with `direction: rtl`), and otherwise when A's
              centre is higher: top to bottom, each line in the reading direction, as VoiceOver and
              keyboard focus meet what is on screen (docs/ACCESSIBILITY.md has the sources).

            """
        return out
    }

    static func describe(_ type: SchemaType) -> String {
        switch type {
        case .number(let scope): "number (\(scope.rawValue))"
        case .condition(let scope): "condition (\(scope.rawValue))"
        case .integer(let range): "integer \(range.lowerBound)…\(range.upperBound)"
        case .boolean: "boolean"
        case .identifier: "name"
        case .text: "text"
        case .choice(let words): words.map { "`\($0)`" }.joined(separator: " \\| ")
        case .object(let object): "[\(object.name)](#\(object.name.replacing(" ", with: "-")))"
        case .list(let element, _): "list of \(describe(element))"
        case .dictionary(let value): "mapping of names to \(describe(value))"
        case .oneOf(let alternatives): alternatives.map(describe).joined(separator: " or ")
        }
    }

    static func objects(in type: SchemaType) -> [SchemaObject] {
        switch type {
        case .object(let object): [object]
        case .list(let element, _): objects(in: element)
        case .dictionary(let value): objects(in: value)
        case .oneOf(let alternatives): alternatives.flatMap(objects)
        default: []
        }
    }
}
