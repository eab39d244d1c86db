import ArgumentParser
import Foundation
import TesseraCompiler
import TesseraExercise
import TesseraRandomLayouts
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
    var output: String?

    @Option(help: ArgumentHelp("In place of -o: write nothing, compare each vector file as it is made with DIR's (written by an earlier run with the same inputs) and stop at the first that differs, naming it (exit 1), or when the next file is not made within twice the time the run that wrote DIR took to it and a minute (a loop). For telling a changed runtime from the unchanged one quickly (scripts/mutation-score.py).", valueName: "DIR"))
    var expect: String?

    @Option(help: "How many random layouts, made from the language's description, to add to the layout files; with any, every key, word and shape of the language must be in some vector.")
    var random = 300

    @Option(help: ArgumentHelp("A directory of compiled files (hostile or not) to give the loader's verdict on (repeatable).", valueName: "DIR"))
    var corpus: [String] = []

    @Option(name: .customLong("signing-key"), help: ArgumentHelp("The two test keys (private key files) the signed vectors are signed with: the first, and a second for rotation.", valueName: "KEYFILE"))
    var signingKeys: [String] = ["Tests/Fixtures/Signing/test-only-1.private.json", "Tests/Fixtures/Signing/test-only-2.private.json"]

    @Argument(help: "Layout files (.yaml), or compiled files (.json) to load and answer as they are (the golden files of each format version).")
    var layouts: [String] = []

    func validate() throws {
        guard (0...5_000).contains(random) else { throw ValidationError("--random must be from 0 to 5000.") }
        guard (output == nil) != (expect == nil) else {
            throw ValidationError("Give either -o DIR (write the vectors) or --expect DIR (compare them with those written there), not both.")
        }
    }

    func run() throws {
        let files = try expect.map(VectorFiles.expecting) ?? VectorFiles.writing(to: output ?? "")
        var written = 0, inconsistencies: [String] = []
        // What of the language's description the vectors use: only layouts that some input
        // prepares count, so that a key is held to the same answers, not only to the same error.
        var coverage = KeyCoverage()
        // And what of the compiled format, which the runtimes read.
        var format = FormatCoverage()
        var compiledLayouts: [(name: String, compiled: String)] = []
        for path in layouts {
            let source = try String(contentsOfFile: path, encoding: .utf8)
            let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            let vectors: LayoutVectors
            if path.hasSuffix(".json") {
                vectors = try LayoutVectors(name: name, compiled: source, file: path, seed: UInt64(written + 1))
            } else if let compiled = try LayoutVectors(name: name, source: source, file: path, seed: UInt64(written + 1)) {
                vectors = compiled
            } else {
                throw ValidationError("\(path) does not compile; run `tessera validate \(path)`")
            }
            try vectors.write(to: files)
            inconsistencies += vectors.inconsistencies
            if vectors.prepares {
                coverage.add(source: source)
                format.add(compiled: vectors.compiled)
            }
            compiledLayouts.append((name, vectors.compiled))
            written += 1
        }
        // The vectors of the layout files come first, the random ones last: with --expect, a
        // changed engine is most often told by the first, in a few seconds.
        // Each layout file switched to the next (random layouts are not: a pair of the files
        // already meets every kind and axis).
        let switches = try SwitchVectors.write(layouts: compiledLayouts, to: files)
        // What a collection decides over time, for the runtimes' session models to replay.
        let sessions = try SessionVectors.write(compiled: compiledLayouts, to: files)
        let sessionCount = "\(sessions.sessions) sessions (\(sessions.events) events)"
        let verdicts = try HostileVectors.write(corpora: corpus, to: files)
        var randomLayouts = RandomLayouts(seed: 2026)
        var randomWritten = 0, randomPrepared = 0
        // Beside each random layout, layouts that differ from it in one key and answer otherwise,
        // until every key, word and shape has such a pair.
        var sensitivity = SensitivityVectors()
        for index in 0..<random {
            let layout = randomLayouts.drafted(name: "Random\(index)")
            let source = layout.text
            // Its source too, for whoever reads a vector that fails.
            try files.put(Data(source.utf8), at: "random/random-\(index).yaml")
            let seed = UInt64(10_000 + index)
            guard let vectors = try LayoutVectors(name: "random-\(index)", source: source, file: "random-\(index).yaml", seed: seed) else { continue }
            try vectors.write(to: files)
            inconsistencies += vectors.inconsistencies
            if vectors.prepares {
                coverage.add(source: source)
                format.add(compiled: vectors.compiled)
                randomPrepared += 1
                inconsistencies += try sensitivity.addPairs(from: layout, base: vectors, seed: seed, to: files)
            }
            randomWritten += 1
        }
        try sensitivity.write(to: files)
        let (signed, signedDisagreements) = try SignedVectors.write(layouts: compiledLayouts, keyFiles: signingKeys, to: files)
        inconsistencies += signedDisagreements
        try files.finish()
        print("tessera-vectors: \(written) layout files, \(randomWritten) random layouts (\(randomPrepared) prepared for some input), "
            + "\(switches) layout switches, \(sessionCount), \(signed) signed files, \(verdicts) loader verdicts \(expect.map { "equal to those in \($0)" } ?? "in \(output ?? "")"); \(KeyCoverage.described.count - coverage.missing.count) of the description's "
            + "\(KeyCoverage.described.count) keys, words and shapes used, \(FormatCoverage.described.count - format.missing.count) of the "
            + "compiled format's \(FormatCoverage.described.count) members, words and flags; \(sensitivity.witnessed.count) of the "
            + "\(SensitivityVectors.needed.count) keys, words and shapes that must change an answer shown to (\(sensitivity.written) pairs, "
            + "\(sensitivity.tried) layouts tried)")
        for inconsistency in inconsistencies { FileHandle.standardError.write(Data("tessera-vectors: error: \(inconsistency)\n".utf8)) }
        // A key, word or shape of the language no vector uses is one a runtime may ignore unseen.
        // (Without random layouts, vectors of a few files are written to look at, not checked.)
        let uncovered = random > 0 ? coverage.missing : []
        for item in uncovered {
            FileHandle.standardError.write(Data(("tessera-vectors: error: no vector uses \(item) in a layout that prepares, so no runtime is "
                + "held to it; give the key values that work (`examples:` in CodeGeneration/Sources/generate-model/ModelNodes+Language.swift, "
                + "or in LanguageSchema.swift for the objects written by hand), or add a layout that uses it to Tests/Fixtures/Layouts\n").utf8))
        }
        let unread = random > 0 ? format.missing : []
        for item in unread {
            FileHandle.standardError.write(Data(("tessera-vectors: error: no vector's compiled file has \(item) in a layout that prepares, "
                + "so no runtime is held to reading it; give the language key that writes it an example that does (`examples:` in "
                + "CodeGeneration/Sources/generate-model/ModelNodes+Language.swift), or add a layout that does to Tests/Fixtures/Layouts, or "
                + "to Tests/Fixtures/VectorLayouts for the vectors alone\n").utf8))
        }
        // A key, word or shape whose every change answers the same is one no engine reads: a
        // runtime could ignore it and pass.
        let unchanging = random > 0 && uncovered.isEmpty ? sensitivity.missing : []
        for item in unchanging {
            FileHandle.standardError.write(Data(("tessera-vectors: error: no change of \(item) changed an answer of any vector (left out, "
                + "another word, shape or value, in every random layout that uses it), so no runtime is held to it: an engine that "
                + "ignores it passes. Make an engine use it, give it `examples:` whose values change what it does, or, if it changes no "
                + "frame, offset or error by design, list it with the reason in SensitivityVectors.exempt\n").utf8))
        }
        guard inconsistencies.isEmpty, uncovered.isEmpty, unread.isEmpty, unchanging.isEmpty else { throw ExitCode.failure }
    }
}

/// One layout's vectors: its compiled file (as text, so that every runtime reads the same bytes)
/// and its answers for three inputs.
struct LayoutVectors {
    let name: String
    let json: JSONValue
    /// The compiled file, as every runtime reads it.
    let compiled: String
    let inconsistencies: [String]
    /// Whether some input prepares (the others may fail, as the runtimes must agree).
    let prepares: Bool
    /// The answers without the places of errors in the file: two layouts asked with the same seed
    /// answer alike when this is (a layout that differs from another in a line left out reports
    /// the same error a line higher).
    let answers: JSONValue

    /// Nil when `source` does not compile.
    init?(name: String, source: String, file: String, seed: UInt64) throws {
        let bag = DiagnosticBag()
        guard let ir = LayoutCompiler.check(source: source, diagnostics: bag), !bag.hasErrors else { return nil }
        try self.init(name: name, compiled: CompiledFileWriter.json(for: ir, source: file), file: file, seed: seed)
    }

    /// A compiled file as it is (a golden file of an earlier format version, written by that
    /// version's writer), which every runtime must still load and answer.
    init(name: String, compiled: String, file: String, seed: UInt64) throws {
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
        var still = input(Size(width: 1024, height: 300), [12, 1, 9])
        still.reduceMotion = true
        let inputs = [input(Size(width: 375, height: 667), [30]), still, sized]
        let cases = inputs.map { questions.answers(for: $0) }
        answers = JSONValue.array(cases).withoutPlaces
        prepares = inputs.contains { (try? layout.prepare($0)) != nil }
        self.name = name
        self.compiled = compiled
        inconsistencies = questions.inconsistencies
        let changes = ChangeSequences.answers(layout, seed: seed)
        json = .object([
            ("name", .string(name)),
            ("file", .string(file)),
            // Answers that pass through the platform's trigonometry may differ in their last bits
            // between runtimes, by rounding relative to the coordinates they were computed from:
            // a reader compares them within 1e-12 of the larger of the two values and this (the
            // largest coordinate of any element); false: to the bit.
            ("approximate", Self.usesTrigonometry(compiled) ? VectorJSON.number(questions.magnitude) : .bool(false)),
            ("compiled", .string(compiled)),
            ("cases", .array(cases)),
            // Self-sizing reports in a long section, the answers after each (issue 63).
            ("changes", changes ?? .null),
        ])
    }

    /// Whether a formula calls sin, cos, tan or atan2, or a section is a circle (placed by sin and cos).
    static func usesTrigonometry(_ compiled: String) -> Bool {
        ["sin/1", "cos/1", "tan/1", "atan2/2", "\"circle\" :"].contains { compiled.contains($0) }
    }

    func write(to files: VectorFiles) throws {
        try files.put(Data(json.rendered(indent: nil).utf8), at: "layouts/\(name).json")
    }
}

extension JSONValue {
    /// The value with every error's line and column left out.
    fileprivate var withoutPlaces: JSONValue {
        switch self {
        case .null, .bool, .number, .string: self
        case .array(let items): .array(items.map(\.withoutPlaces))
        case .object(let members):
            .object(members.filter { $0.key != "line" && $0.key != "column" }.map { ($0.key, $0.value.withoutPlaces) })
        }
    }
}
