import ArgumentParser
import Foundation
import TesseraCompiler
import TesseraExercise
import TesseraRuntime

/// Writes the shared test vectors: layouts compiled, with the questions an app asks and the
/// Swift runtime's answers, and the compiled-loader corpus with the Swift loader's verdict on
/// each file. Another runtime (the web one) must give the same answers. CI writes them afresh
/// from the Swift side; nothing here is committed.
@main
struct VectorsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tessera-vectors",
        abstract: "Write the shared test vectors that every Tessera runtime must answer alike.")

    @Option(name: .customShort("o"), help: ArgumentHelp("The directory to write (created; its vector files are replaced).", valueName: "DIR"))
    var output: String

    @Option(help: "How many random layouts to add to the layout files.")
    var random = 300

    @Option(help: ArgumentHelp("A directory of compiled files (hostile or not) to give the loader's verdict on (repeatable).", valueName: "DIR"))
    var corpus: [String] = []

    @Argument(help: "Layout files (.yaml).")
    var layouts: [String] = []

    func validate() throws {
        guard (0...5_000).contains(random) else { throw ValidationError("--random must be from 0 to 5000.") }
    }

    func run() throws {
        let directory = URL(fileURLWithPath: output, isDirectory: true)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("layouts"), withIntermediateDirectories: true)
        var written = 0, inconsistencies: [String] = []
        for path in layouts {
            let source = try String(contentsOfFile: path, encoding: .utf8)
            let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            guard let vectors = try LayoutVectors(name: name, source: source, file: path, seed: UInt64(written + 1)) else {
                throw ValidationError("\(path) does not compile; run `tessera validate \(path)`")
            }
            try vectors.write(to: directory)
            inconsistencies += vectors.inconsistencies
            written += 1
        }
        var layoutsFromYAML = RandomLayouts(seed: 2026)
        var randomWritten = 0
        for index in 0..<random {
            let source = layoutsFromYAML.layout(name: "Random\(index)")
            guard let vectors = try LayoutVectors(name: "random-\(index)", source: source, file: "random-\(index).yaml", seed: UInt64(10_000 + index)) else { continue }
            try vectors.write(to: directory)
            inconsistencies += vectors.inconsistencies
            randomWritten += 1
        }
        let verdicts = try HostileVectors.write(corpora: corpus, to: directory)
        print("tessera-vectors: \(written) layout files, \(randomWritten) random layouts, \(verdicts) loader verdicts in \(output)")
        guard inconsistencies.isEmpty else {
            for inconsistency in inconsistencies { FileHandle.standardError.write(Data("tessera-vectors: error: \(inconsistency)\n".utf8)) }
            throw ExitCode.failure
        }
    }
}

/// One layout's vectors: its compiled file (as text, so that every runtime reads the same bytes)
/// and its answers for three inputs.
struct LayoutVectors {
    let name: String
    let json: JSONValue
    let inconsistencies: [String]

    /// Nil when `source` does not compile.
    init?(name: String, source: String, file: String, seed: UInt64) throws {
        let bag = DiagnosticBag()
        guard let ir = LayoutCompiler.check(source: source, diagnostics: bag), !bag.hasErrors else { return nil }
        let compiled = CompiledFileWriter.json(for: ir, source: file)
        let layout = try CompiledLayout(json: Data(compiled.utf8), file: file)
        var questions = LayoutQuestions(layout: layout, random: SeededGenerator(seed: seed))
        // A phone with one section, a wide short viewport with three under Reduce Motion, and a
        // random input (viewport, counts, sizes, text scale); the first two take their item sizes
        // from the third.
        var generator = SeededGenerator(seed: seed &* 7919)
        let sized = LayoutInput.random(using: &generator, maxItems: 40)
        func input(_ viewport: Size, _ counts: [Int]) -> LayoutInput {
            LayoutQuestions.input(LayoutInput(viewport: viewport, sectionCounts: sized.sectionCounts, itemSizes: sized.itemSizes), counts: counts)
        }
        var still = input(Size(width: 1024, height: 300), [12, 5, 9])
        still.reduceMotion = true
        let inputs = [input(Size(width: 375, height: 667), [30]), still, sized]
        let cases = inputs.map { questions.answers(for: $0) }
        self.name = name
        inconsistencies = questions.inconsistencies
        json = .object([
            ("name", .string(name)),
            ("file", .string(file)),
            // Answers that pass through the platform's trigonometry may differ in their last bits
            // between runtimes: a reader compares them within a bound, not to the bit.
            ("approximate", .bool(Self.usesTrigonometry(compiled))),
            ("compiled", .string(compiled)),
            ("cases", .array(cases)),
        ])
    }

    /// Whether a formula calls sin, cos, tan or atan2, or a section is a circle (placed by sin and cos).
    static func usesTrigonometry(_ compiled: String) -> Bool {
        ["sin/1", "cos/1", "tan/1", "atan2/2", "\"circle\" :"].contains { compiled.contains($0) }
    }

    func write(to directory: URL) throws {
        let url = directory.appendingPathComponent("layouts").appendingPathComponent("\(name).json")
        try Data(json.rendered(indent: nil).utf8).write(to: url)
    }
}
