import Foundation
import Testing
@_spi(Generated) import TesseraRuntime
@testable import TesseraCompiler
import TesseraExercise
import TesseraRandomLayouts
import TesseraTestSupport

/// The generator's output: golden files for the seeds, and random layouts compiled with swiftc
/// and compared, answer by answer, with the interpreter.
@Suite struct GeneratedCodeTests {
    static let goldenDirectory = repositoryRoot.appendingPathComponent("Tests/Golden")
    static let seeds = ["mosaic", "circle", "carousel", "waterfall", "blocks", "grid", "coverflow"]

    static func generated(seed name: String) throws -> (file: String, text: String) {
        let ir = try #require(compile(try seedLayoutSource(name)).ir)
        return (SwiftGenerator.fileName(forLayoutAt: "\(name).yaml"),
                SwiftGenerator().generate(ir, sourcePath: "\(name).yaml", typeName: ir.name))
    }

    /// `TESSERA_RECORD_GOLDEN=1 swift test` writes the current output as the new golden files.
    @Test(arguments: seeds)
    func generatedSwiftMatchesTheGoldenFile(_ name: String) throws {
        let (file, text) = try Self.generated(seed: name)
        let url = Self.goldenDirectory.appendingPathComponent(file)
        if ProcessInfo.processInfo.environment["TESSERA_RECORD_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: Self.goldenDirectory, withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            // A recording run checks nothing: it fails, so that it is never taken for a pass.
            Issue.record("recorded \(file); run the tests again without TESSERA_RECORD_GOLDEN to check it")
            return
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        if let difference = Self.firstDifference(golden, text) {
            Issue.record("\(file) differs from its golden file (re-record with TESSERA_RECORD_GOLDEN=1 if the change is intended):\n\(difference)")
        }
    }

    /// Each process hashes with a seed of its own, so a set or a dictionary iterated into the
    /// output would make two processes disagree; one process would always agree with itself.
    @Test func generationIsTheSameInEveryProcess() throws {
        let tessera = try BuildProducts.locate().tessera
        let layouts = try FileManager.default.contentsOfDirectory(at: repositoryRoot.appendingPathComponent("Layouts"), includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "yaml" }
        #expect(layouts.count > 10)
        for layout in layouts {
            let runs = try (0..<3).map { _ in try GeneratedProgram.run(tessera.path, ["generate", layout.path]) }
            #expect(runs.allSatisfy { $0.status == 0 && !$0.output.isEmpty }, "\(layout.lastPathComponent)")
            #expect(Set(runs.map(\.output)).count == 1, "\(layout.lastPathComponent) generates differently from one process to the next")
        }
    }

    @Test func namesAreEscaped() throws {
        #expect(SwiftGenerator.fileName(forLayoutAt: "Layouts/mosaic.yaml") == "Layouts+mosaic.swift")
        #expect(SwiftGenerator.fileName(forLayoutAt: "a/b+c.yaml") != SwiftGenerator.fileName(forLayoutAt: "a+b/c.yaml"))
        #expect(SwiftGenerator.fileName(forLayoutAt: "my layouts/é.yml") == "my@20layouts+@C3@A9.swift")
        // A hostile path cannot leave the comments or string literals it appears in.
        let ir = try #require(compile("layout: Safe\nline: {item: {width: 10, height: 10}}\n").ir)
        let text = SwiftGenerator().generate(ir, sourcePath: "x\"); fatalError(\"\n}\nfunc evil() {", typeName: "Safe")
        #expect(!text.contains("\nfunc evil"))
        #expect(!text.contains("\n}\nfunc"))
        #expect(text.contains(#"x\"); fatalError(\"\n}\nfunc evil() {"#))
    }

    /// Random layouts, valid layouts from the fuzz corpus and the golden files, compiled together
    /// into one program whose answers must equal the interpreter's bit for bit.
    /// `swift test` compiles 10 of each, `TESSERA_FULL_TESTS=1` 40, and `TESSERA_COMPILED_CASES`
    /// as many as it says.
    @Test func compiledRandomLayoutsAgreeWithTheInterpreter() throws {
        let caseCount = Int(ProcessInfo.processInfo.environment["TESSERA_COMPILED_CASES"] ?? "") ?? TestScale.choose(quick: 10, full: 40)
        let build = try BuildProducts.locate()
        try withTemporaryDirectory(named: "tessera-compile") { directory in
            var sources: [URL] = []
            var expected = ""
            var typeNames: [String] = []
            var random = RandomLayouts(seed: 2026)
            var attempts = 0
            while typeNames.count < caseCount, attempts < caseCount * 4 {
                attempts += 1
                let name = "Random\(typeNames.count)"
                let yaml = random.layout(name: name)
                guard let ir = compile(yaml).ir else { continue }  // the odd invalid combination
                let url = directory.appendingPathComponent("\(name).swift")
                try SwiftGenerator(access: .internal).generate(ir, sourcePath: "\(name).yaml", typeName: name).write(to: url, atomically: true, encoding: .utf8)
                sources.append(url)
                typeNames.append(name)
                expected += answerDump(InterpretedLayout(ir, file: "\(name).yaml"))
            }
            #expect(typeNames.count == caseCount, "the random layouts should almost all be valid")
            // Valid layouts the fuzzer found, odd as they are, must compile too.
            let corpus = repositoryRoot.appendingPathComponent("Fuzz/Corpus")
            let corpusFiles = ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).sorted()
            var fuzzCases = 0
            for file in corpusFiles where fuzzCases < caseCount {
                let bytes = [UInt8]((try? Data(contentsOf: corpus.appendingPathComponent(file))) ?? Data())
                let bag = DiagnosticBag()
                guard let ir = LayoutCompiler.check(bytes: bytes, diagnostics: bag), !bag.hasErrors else { continue }
                let name = "Fuzzed\(fuzzCases)"
                let url = directory.appendingPathComponent("\(name).swift")
                try SwiftGenerator(access: .internal).generate(ir, sourcePath: "Fuzz/Corpus/\(file)", typeName: name).write(to: url, atomically: true, encoding: .utf8)
                sources.append(url)
                typeNames.append(name)
                expected += answerDump(InterpretedLayout(ir, file: "Fuzz/Corpus/\(file)"))
                fuzzCases += 1
            }
            #expect(fuzzCases == caseCount, "the fuzz corpus has valid layouts")
            for seed in Self.seeds {
                let (file, _) = try Self.generated(seed: seed)
                sources.append(Self.goldenDirectory.appendingPathComponent(file))
                let ir = try #require(compile(try seedLayoutSource(seed)).ir)
                typeNames.append(ir.name)
                expected += answerDump(InterpretedLayout(ir, file: "\(seed).yaml"))
            }
            // An app's own types (or SwiftUI's) named as layouts are: the generated types must not
            // collide with them, nor hide them.
            let appTypes = directory.appendingPathComponent("AppTypes.swift")
            try "struct Circle { var radius = 1.0 }\nstruct Grid {}\nlet appCircle: Circle = Circle()\nlet appGrid: Grid = Grid()\n"
                .write(to: appTypes, atomically: true, encoding: .utf8)
            sources.append(appTypes)
            let answers = try GeneratedProgram(directory: directory, build: build).compileAndRun(sources: sources, typeNames: typeNames)
            if let difference = Self.firstDifference(expected, answers) {
                Issue.record("generated code and interpreter disagree:\n\(difference)")
            }
        }
    }

    /// The first line that differs, with its number and both versions; nil when equal.
    static func firstDifference(_ expected: String, _ actual: String) -> String? {
        guard expected != actual else { return nil }
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(a.count, b.count) where index >= a.count || index >= b.count || a[index] != b[index] {
            return "line \(index + 1):\n- \(index < a.count ? String(a[index]) : "(end)")\n+ \(index < b.count ? String(b[index]) : "(end)")"
        }
        return "they differ in line endings"
    }
}
