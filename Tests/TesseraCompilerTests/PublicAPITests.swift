import Foundation
import Testing
import TesseraTestSupport

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
                let layout = try InterpretedLayout(yaml: text, file: "Layouts/grid.yaml")
                let prepared = try layout.prepare(LayoutInput(viewport: Size(width: 320, height: 480), sectionCounts: [3]))
                return try prepared.allElements().map(\\.frame) + [Rect(x: 0, y: 0, width: 1, height: 1)]
            }

            func messages(_ error: InterpretedLayout.LoadError) -> [String] {
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

    @Test func anAppDrivesALayoutWithTheRuntimeAlone() throws {
        let app = """
            import Foundation
            import TesseraRuntime

            func frame(_ url: URL) throws -> [ElementID] {
                let layout: any TesseraLayout
                do { layout = try CompiledLayout(contentsOf: url) } catch {
                    let typed: CompiledLayout.LoadError = error
                    print(typed.file ?? "-", typed.place, typed.message)
                    throw typed
                }
                var driver = try ScrollDriver(layout: layout, input: LayoutInput(viewport: Size(width: 390, height: 844), sectionCounts: [40]), margin: 100)
                try driver.scroll(to: Point(x: 0, y: 300))
                let rest: Point = try driver.restingOffset(proposed: Point(x: 0, y: 310), velocity: .zero)
                let prepared: PreparedLayout = driver.prepared
                var position: ScrollOffsets = driver.position
                position.offset = rest
                let first: LayoutAttributes? = try prepared.attributes(for: .cell(0), at: position)
                let matrix: Matrix3D = first?.transformMatrix ?? .identity
                let hit: ElementID? = try driver.element(at: Point(x: 10, y: 10))
                let animation: UpdateAnimation = try driver.performBatchUpdates([ItemUpdate.insert(item: 0, section: 0)])
                let middle = LayoutAttributes.interpolate(animation.attributes(at: 0), animation.attributes(at: 1), progress: 0.5)
                _ = (matrix, hit, middle, prepared.hasOrthogonalSections, driver.kept.map { $0.id.kind == ElementKind.cell })
                return driver.entered + driver.left
            }

            func report(_ error: LayoutError) -> String { error.description }
            """
        let result = try typecheck(app, named: "RuntimeApp")
        #expect(result.status == 0, "\(result.output)")
    }

    /// What generated code spells its layouts with: behind `@_spi(Generated)`, which generated
    /// files import and apps do not.
    @Test(arguments: [
        "LayoutModel<Formula>.self", "LayoutEngine<ProgramEvaluator>.self", "Formula.self", "EvaluationContext.self",
        "LayoutMath.self", "GeneratedModel.self", "InputReads.self", "(any FormulaEvaluator).self",
        "(any TesseraGeneratedCodeVersion4).self", "Arrangement<Formula>.self",
    ])
    func whatGeneratedCodeUsesIsBehindTheSPI(_ name: String) throws {
        let plain = try typecheck("import TesseraRuntime\n\nlet hidden: Any = \(name)\n", named: "Plain")
        #expect(plain.status != 0, "\(name) is visible to apps")
        let generated = try typecheck("@_spi(Generated) import TesseraRuntime\n\nlet seen: Any = \(name)\n", named: "Generated")
        if name.contains("ProgramEvaluator") {
            #expect(generated.status != 0, "ProgramEvaluator is the compiled loader's, not generated code's")
        } else {
            #expect(generated.status == 0, "\(generated.output)")
        }
    }

    /// What only Tessera's own modules (the adapters, the tools) use is `package`: no SPI shows it.
    @Test(arguments: [
        "CollectionLayoutCore.self", "SubviewArrangement.self", "SubviewArrangementCache.self", "BatchUpdate.self",
        "Limits.self", "LayoutExercise.self", "TextScale.self", "CompiledLayoutFile.self",
    ])
    func whatTheAdaptersShareIsNotPublic(_ name: String) throws {
        for spi in ["Generated", "Adapters"] {
            let result = try typecheck("@_spi(\(spi)) import TesseraRuntime\n\nlet hidden: Any = \(name)\n", named: "Package")
            #expect(result.status != 0, "\(name) is visible outside the package")
        }
    }

    /// The lazy collection's core, which the benchmarks drive from their own package, is behind
    /// the `Adapters` SPI: apps and generated code do not see it.
    @Test(arguments: ["LazyCollectionCore.self", "CollectionViewBounds.self", "EdgeInsets.self"])
    func theLazyCoreIsAnAdaptersSPI(_ name: String) throws {
        for spi in [nil, "Generated"] {
            let result = try typecheck((spi.map { "@_spi(\($0)) " } ?? "") + "import TesseraRuntime\n\nlet hidden: Any = \(name)\n", named: "Hidden")
            #expect(result.status != 0, "\(name) is visible without the Adapters SPI")
        }
        let seen = try typecheck("@_spi(Adapters) import TesseraRuntime\n\nlet seen: Any = \(name)\n", named: "Adapters")
        #expect(seen.status == 0, "\(seen.output)")
    }
}
