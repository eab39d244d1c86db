/// Prints `SwiftDeclaration`s as source: four-space indentation, calls on one line when they fit
/// in `lineLength` columns, otherwise one argument a line.
struct SwiftRenderer {
    var lineLength = 110
    private(set) var output = ""

    static func render(_ declarations: [SwiftDeclaration]) -> String {
        var renderer = SwiftRenderer()
        for declaration in declarations { renderer.write(declaration, depth: 0) }
        return renderer.output
    }

    private mutating func line(_ text: String, _ depth: Int) {
        output += text.isEmpty ? "\n" : String(repeating: "    ", count: depth) + text + "\n"
    }

    private mutating func write(_ declaration: SwiftDeclaration, depth: Int) {
        switch declaration {
        case .comment(let lines):
            for text in lines { line(text.isEmpty ? "//" : "// " + text, depth) }
        case .documentation(let lines):
            for text in lines { line(text.isEmpty ? "///" : "/// " + text, depth) }
        case .import(let module, let spi):
            line((spi.map { "@_spi(\($0)) " } ?? "") + "import \(module)", depth)
        case .blank:
            line("", depth)
        case .struct(let access, let name, let conformances, let members):
            let inheritance = conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")
            guard !members.isEmpty else {
                line("\(prefix(access))struct \(name)\(inheritance) {}", depth)
                return
            }
            line("\(prefix(access))struct \(name)\(inheritance) {", depth)
            for member in members { write(member, depth: depth + 1) }
            line("}", depth)
        case .let(let access, let isStatic, let name, let type, let value):
            let head = "\(prefix(access))\(isStatic ? "static " : "")let \(name)\(type.map { ": \($0)" } ?? "") = "
            writeExpression(value, head: head, tail: "", depth: depth)
        case .extension(let type, let members):
            line("extension \(type) {", depth)
            for member in members { write(member, depth: depth + 1) }
            line("}", depth)
        case .typealias(let access, let name, let type):
            line("\(prefix(access))typealias \(name) = \(type)", depth)
        case .function(let signature, let body) where body.isEmpty:
            line(signature + " {}", depth)
        case .function(let signature, let body):
            line(signature + " {", depth)
            for statement in body { write(statement, depth: depth + 1) }
            line("}", depth)
        }
    }

    private mutating func write(_ statement: SwiftStatement, depth: Int) {
        switch statement {
        case .line(let text):
            line(text, depth)
        case .returningSwitch(let subject, let cases, let defaultStatement):
            line("switch \(subject) {", depth)
            for entry in cases {
                if let comment = entry.comment { line("// " + comment, depth) }
                line("case \(entry.pattern): return \(entry.value)", depth)
            }
            line("default: \(defaultStatement)", depth)
            line("}", depth)
        }
    }

    private func prefix(_ access: String?) -> String {
        access.map { $0 + " " } ?? ""
    }

    /// `head` + expression + `tail`, broken over lines when it does not fit.
    private mutating func writeExpression(_ expression: SwiftExpression, head: String, tail: String, depth: Int) {
        let flat = Self.flat(expression)
        if String(repeating: " ", count: depth * 4).count + head.count + flat.count + tail.count <= lineLength {
            line(head + flat + tail, depth)
            return
        }
        switch expression {
        case .call(let callee, let arguments) where !arguments.isEmpty:
            line(head + callee + "(", depth)
            for (index, argument) in arguments.enumerated() {
                let label = argument.label.map { $0 + ": " } ?? ""
                writeExpression(argument.value, head: label, tail: index == arguments.count - 1 ? "" : ",", depth: depth + 1)
            }
            line(")" + tail, depth)
        case .array(let elements) where !elements.isEmpty:
            line(head + "[", depth)
            for element in elements {
                writeExpression(element, head: "", tail: ",", depth: depth + 1)
            }
            line("]" + tail, depth)
        default:
            line(head + flat + tail, depth)
        }
    }

    static func flat(_ expression: SwiftExpression) -> String {
        switch expression {
        case .token(let text): text
        case .string(let text): SwiftLiteral.string(text)
        case .call(let callee, let arguments):
            callee + "(" + arguments.map { ($0.label.map { $0 + ": " } ?? "") + flat($0.value) }.joined(separator: ", ") + ")"
        case .array(let elements):
            "[" + elements.map(flat).joined(separator: ", ") + "]"
        }
    }
}
