import Foundation
import Testing

/// What an app that imports TesseraCompiler sees, type-checked by swiftc as the app's own code
/// would be (another module, outside Tessera's package): the loader and its errors, and none of
/// the compiler's internals.
@Suite struct PublicAPITests {
    func typecheck(_ source: String, named name: String) throws -> (status: Int32, output: String) {
        let build = try BuildProducts.locate()
        return try withTemporaryDirectory(named: "tessera-api") { directory in
            let file = directory.appendingPathComponent("\(name).swift")
            try source.write(to: file, atomically: true, encoding: .utf8)
            let moduleMap = repositoryRoot.appendingPathComponent("Sources/CYAML/module.modulemap")
            return try GeneratedProgram.run("/usr/bin/env", [
                "swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", build.modules.path,
                "-Xcc", "-fmodule-map-file=\(moduleMap.path)", file.path,
            ])
        }
    }

    @Test func anAppLoadsLayoutsAndReadsTheirErrors() throws {
        let app = """
            import TesseraCompiler
            import TesseraRuntime

            func frames(of text: String) throws -> [Rect] {
                let layout = try InterpretedLayout.load(source: text, file: "Layouts/grid.yaml")
                let prepared = try layout.prepare(LayoutInput(viewport: Size(width: 320, height: 480), sectionCounts: [3]))
                return try prepared.allElements().map(\\.frame) + [Rect(x: 0, y: 0, width: 1, height: 1)]
            }

            func messages(_ error: LayoutLoadError) -> [String] {
                error.diagnostics.map { diagnostic in
                    let place = diagnostic.location
                    return "\\(error.file ?? "-"):\\(place.line):\\(place.column): \\(diagnostic.severity.rawValue): \\(diagnostic.message)"
                        + diagnostic.notes.map { " (\\($0.message))" }.joined()
                }
            }
            """
        let result = try typecheck(app, named: "App")
        #expect(result.status == 0, "\(result.output)")
    }

    @Test(arguments: [
        "YAMLReader.self", "LayoutCompiler.self", "LayoutIR.self", "LayoutExpression.self", "SwiftGenerator.self",
        "DiagnosticBag.self", "LayoutPipeline.self", "ScreenCheck.self", "SVGPicture.self", "CompilerStages.self",
    ])
    func theCompilersInternalsAreNotPublic(_ name: String) throws {
        let result = try typecheck("import TesseraCompiler\n\nlet hidden: Any = \(name)\n", named: "Internal")
        #expect(result.status != 0, "\(name) is visible to apps")
        #expect(result.output.contains("cannot find") || result.output.contains("inaccessible"), "\(result.output)")
    }
}
