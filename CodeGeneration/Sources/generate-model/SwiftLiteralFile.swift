/// The generator's literal of each node: the Swift expression that rebuilds it in a generated
/// layout. A defaulted field is written only when it differs from its default.
enum SwiftLiteralFile {
    static func literal() -> String {
        var members: [Code] = [
            .function("mutating func arrangement(_ arrangement: Arrangement<Formula>, path: String) -> SwiftExpression", [
                .switch("arrangement", ModelDescription.kinds.map { kind in
                    .line("case .\(kind.kind!)(let model): .call(\".\(kind.kind!)\", [SwiftArgument(nil, \(kind.readerName)(model, path: path))])")
                }),
            ]),
        ]
        for node in ModelDescription.nodes where !node.handWrittenLiteral {
            members.append(.function("mutating func \(node.readerName)(_ model: \(node.swiftType)<Formula>, path: String) -> SwiftExpression",
                                     [.line("var arguments: [SwiftArgument] = []")] + node.fields.map(argument)
                                        + [.line("return .call(\"Model.\(node.name)\", arguments)")]))
        }
        return SourceFile(.swift, header: generatedHeader, [
            .blank, .line("@_spi(Generated) import TesseraRuntime"), .blank, .extension("ModelLiteral", members),
        ]).text
    }

    private static func argument(_ field: Field) -> Code {
        let value = "model.\(field.name)"
        let label = "\"\(field.name)\""
        func expression(_ value: String) -> String {
            switch field.type {
            case .formula: return "Self.formula(\(value))"
            case .bool: return ".bool(\(value))"
            case .integer: return ".integer(\(value))"
            case .string: return ".string(\(value))"
            case .words(let words):
                precondition(words.cases.allSatisfy { $0.name == $0.raw }, "\(field.name): words whose cases are not their raw values")
                // An optional's `.none` would read as the optional's own: spelt out.
                return field.optional ? ".token(\"TesseraRuntime.\(words.swiftType).\\(\(value).rawValue)\")" : ".token(\".\\(\(value).rawValue)\")"
            case .node(let name):
                return "\(name == "Arrangement" ? "arrangement" : ModelDescription.node(name)!.readerName)(\(value), path: path)"
            case .list: fatalError("a list is written by `list`")
            case .shape(let shape) where shape.spelledOutWhenOptional && field.optional: return "Self.\(shape.reader)(\(value), spelledOut: true)"
            case .shape(let shape): return "Self.\(shape.reader)(\(value))"
            }
        }
        if case .list(.node(let name), _, let elementName) = field.type {
            let element = ModelDescription.node(name)!
            return .group([
                .line("var \(field.name): [SwiftExpression] = []"),
                .line("for element in \(value) { \(field.name).append(\(element.readerName)(element, path: path)) }"),
                .line("arguments.append(SwiftArgument(\(label), list(\(field.name), type: \"Model.\(element.name)\", path: path, kind: \"\(elementName ?? element.readerName)\")))"),
            ])
        }
        if field.optional {
            if field.defaulted {
                return .line("if let value = \(value) { arguments.append(SwiftArgument(\(label), \(expression("value")))) }")
            }
            return .line("arguments.append(SwiftArgument(\(label), \(value).map { value in \(expression("value")) } ?? .nil))")
        }
        if field.defaulted, case .bool = field.type {
            return .line("if \(value) { arguments.append(SwiftArgument(\(label), .bool(true))) }")
        }
        return .line("arguments.append(SwiftArgument(\(label), \(expression(value))))")
    }
}
