@_spi(Generated) import TesseraRuntime

/// Turns a checked layout into the source of a Swift type that conforms to `TesseraLayout`: the
/// layout's model as a literal and its expressions as a switch of straight-line Swift, run by the
/// same `LayoutEngine` as the interpreter. Deterministic: the same layout, options and Tessera
/// version give the same bytes.
package struct SwiftGenerator: Sendable {
    package enum Access: String, Sendable, CaseIterable {
        case `public`, `internal`
    }

    package var access: Access

    package init(access: Access = .public) {
        self.access = access
    }

    /// The file the generated type is written to, named after the layout's path relative to the
    /// target (or output) directory; the build plugin declares its outputs by the same rule.
    package static func fileName(forLayoutAt relativePath: String) -> String {
        GeneratedFileName.forLayout(atRelativePath: relativePath)
    }

    /// - Parameters:
    ///   - sourcePath: how the header names the layout file (a path relative to the package, so
    ///     the output does not depend on where the package is checked out).
    ///   - typeName: a valid Swift identifier (the layout's name unless overridden).
    package func generate(_ ir: LayoutIR, sourcePath: String, typeName: String) -> String {
        let table = FormulaTable(ir)
        let publicAccess = access == .public ? "public" : nil
        let signaturePrefix = publicAccess.map { $0 + " " } ?? ""
        var reads: [String] = []
        if table.reads.contains(.width) { reads.append(".width") }
        if table.reads.contains(.height) { reads.append(".height") }
        if table.reads.contains(.count) { reads.append(".count") }
        if table.reads.contains(.textScale) { reads.append(".textScale") }

        let file = SwiftLiteral.commentText(sourcePath)
        var cases: [(pattern: String, comment: String?, value: String)] = []
        // Expressions too large for one Swift expression get a function each, after the switch.
        var largeFormulas: [SwiftDeclaration] = []
        for (id, expression) in table.expressions.enumerated() {
            let comment = "\(file):\(expression.location)"
            switch FormulaSwift.lower(expression) {
            case .expression(let value):
                cases.append((String(id), comment, value))
            case .statements(let statements, let result):
                cases.append((String(id), comment, "Self.formula\(id)(context)"))
                largeFormulas += [.blank, .documentation([comment]), .function(
                    signature: "private static func formula\(id)(_ context: TesseraRuntime.EvaluationContext) -> Swift.Double",
                    body: statements.map(SwiftStatement.line) + [.line("return \(result)")])]
            }
        }
        let model = ModelLiteral.layout(table.model)
        let members: [SwiftDeclaration] = [
            .typealias(access: "private", name: "Model", type: "TesseraRuntime.GeneratedModel"),
            .blank,
            .function(signature: "\(signaturePrefix)var name: Swift.String", body: [.line(SwiftLiteral.string(ir.name))]),
            .blank,
            .function(signature: "\(signaturePrefix)init()", body: []),
            .blank,
            .function(
                signature: "\(signaturePrefix)func prepare(_ input: TesseraRuntime.LayoutInput) throws(TesseraRuntime.LayoutError) -> TesseraRuntime.PreparedLayout",
                body: [.line("try Self.engine.prepare(input)")]),
            .blank,
            .function(
                signature: "\(signaturePrefix)func extend(_ prepared: inout TesseraRuntime.PreparedLayout, to input: TesseraRuntime.LayoutInput) throws(TesseraRuntime.LayoutError)",
                body: [.line("try Self.engine.extend(&prepared, to: input)")]),
            .blank,
            // Both declared with their types, so that swiftc checks each literal against a known
            // type instead of inferring the type from it (Benchmarks/RESULTS.md has the build times).
            .let(access: "private", isStatic: true, name: "engine", type: "TesseraRuntime.LayoutEngine<Formulas>", value: .call("TesseraRuntime.LayoutEngine", [
                SwiftArgument("model", .token("model")),
                SwiftArgument("evaluator", .token("Formulas()")),
                SwiftArgument("reads", .token("[" + reads.joined(separator: ", ") + "]")),
                SwiftArgument("file", .token(SwiftLiteral.string(sourcePath))),
            ])),
            .blank,
            .let(access: "private", isStatic: true, name: "model", type: "Model.Layout", value: model.value),
        ] + model.elementDeclarations.flatMap { [SwiftDeclaration.blank, $0] } + [
            .blank,
            .documentation(["The layout's expressions as Swift, by formula number; each comment is where it is written."]),
            .struct(access: "private", name: "Formulas", conformances: ["TesseraRuntime.FormulaEvaluator"], members: [
                .function(
                    signature: "func value(of formula: TesseraRuntime.Formula, in context: TesseraRuntime.EvaluationContext) -> Swift.Double",
                    // Every formula the model names has a case; another number is a bug, and
                    // traps rather than becoming a NaN frame.
                    body: [.returningSwitch(subject: "formula.id", cases: cases,
                                            defaultStatement: "Swift.fatalError(\"Tessera: formula \\(formula.id) is not in this layout\")")]),
            ] + largeFormulas),
        ]
        return SwiftRenderer.render([
            .comment([
                "Generated by Tessera \(TesseraVersion.current) from \(SwiftLiteral.string(sourcePath)).",
                "Do not edit: edit the layout file and generate again (the build plugin does so on every build).",
            ]),
            .blank,
            .import("TesseraRuntime", spi: "Generated"),
            .blank,
            // In the runtime's namespace, so that no layout's name can collide with a type of the
            // app or of a framework it imports (SwiftUI's Circle and Grid).
            .extension(type: "TesseraRuntime.TesseraLayouts", members: [
                .documentation(["The \(SwiftLiteral.string(ir.name)) layout, compiled from \(SwiftLiteral.string(sourcePath))."]),
                .struct(access: publicAccess, name: typeName, conformances: ["TesseraRuntime.TesseraLayout"], members: members),
            ]),
            .blank,
            .documentation(["Fails to compile against a runtime whose API differs from the one this file was generated for."]),
            .struct(access: "private", name: "TesseraVersionCheck", conformances: ["TesseraRuntime.TesseraGeneratedCodeVersion4"], members: []),
        ])
    }
}

