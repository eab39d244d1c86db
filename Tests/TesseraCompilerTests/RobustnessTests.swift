import Foundation
import Testing
import TesseraRuntime
@testable import TesseraCompiler
import TesseraTooling
import TesseraExercise
import TesseraTestSupport

/// Hostile and broken input: every limit holds at its value and fails just past it with a
/// located error, and mutated layouts only ever succeed or fail with a located diagnostic.
@Suite struct RobustnessTests {
    private func firstError(_ source: String) -> Diagnostic? {
        errors(source).first
    }

    private func list(_ count: Int, _ element: String) -> String {
        "[" + Array(repeating: element, count: count).joined(separator: ", ") + "]"
    }

    @Test func tileCellsAreLimited() {
        let cell = "{x: 0, y: 0, width: 1, height: 1}"
        // Cells at one place overlap; at the limit the only errors are overlaps, past it the count.
        let at = "layout: A\ntiles: {cells: \(list(Limits.maxPatternCells, cell))}\n"
        #expect(!errors(at).contains { $0.message.contains("at most") })
        let past = "layout: A\ntiles: {cells: \(list(Limits.maxPatternCells + 1, cell))}\n"
        #expect(firstError(past)?.message.contains("at most \(Limits.maxPatternCells)") == true)
        #expect(firstError(past)?.location == TesseraCompiler.SourceLocation(line: 2, column: 16))
    }

    @Test func columnsVariantsAndSectionOverridesAreLimited() {
        #expect(errors("layout: A\nmasonry: {columns: \(Limits.maxColumns), itemLength: 10}\n").isEmpty)
        #expect(firstError("layout: A\nmasonry: {columns: \(Limits.maxColumns + 1), itemLength: 10}\n")?.message.contains("\(Limits.maxColumns)") == true)
        let variant = "{when: width > 1, insets: 1}"
        #expect(errors("layout: A\nflow: {columns: 2}\nvariants: \(list(Limits.maxVariants, variant))\n").isEmpty)
        #expect(firstError("layout: A\nflow: {columns: 2}\nvariants: \(list(Limits.maxVariants + 1, variant))\n")?.message.contains("at most \(Limits.maxVariants)") == true)
        #expect(errors("layout: A\nflow: {columns: 2}\nsections: \(list(Limits.maxSectionOverrides, "{insets: 1}"))\n").isEmpty)
        let past = "layout: A\nflow: {columns: 2}\nsections: \(list(Limits.maxSectionOverrides + 1, "{insets: 1}"))\n"
        #expect(firstError(past)?.message.contains("at most \(Limits.maxSectionOverrides)") == true)
    }

    @Test func expressionsAtTheirLimitsAreAccepted() {
        let long = Array(repeating: "1", count: CompilerLimits.maxExpressionLength / 2).joined(separator: "+")
        #expect(long.count < CompilerLimits.maxExpressionLength)
        #expect(errors("layout: A\nline: {item: {width: \(long), height: 1}}\n").isEmpty)
        let deep = String(repeating: "(", count: CompilerLimits.maxExpressionDepth - 1) + "1" + String(repeating: ")", count: CompilerLimits.maxExpressionDepth - 1)
        #expect(errors("layout: A\nline: {item: {width: \"\(deep)\", height: 1}}\n").isEmpty)
    }

    @Test func numbersThatDoNotFitAndValuesThatCannotBeAreLocated() throws {
        #expect(firstError("layout: A\nline: {item: {width: 1e400, height: 1}}\n")?.location == TesseraCompiler.SourceLocation(line: 2, column: 22))
        #expect(firstError("layout: A\nline: {item: {width: 1e400, height: 1}}\n")?.message.contains("too large") == true)
        // Zero-width masonry columns: a located error, not a division by zero.
        let layout = try InterpretedLayout(yaml: "layout: A\nmasonry: {minColumnWidth: width - 500, itemLength: 10}\n")
        #expect(throws: LayoutError.self) { try layout.prepare(LayoutInput(viewport: Size(width: 300, height: 300), sectionCounts: [3])) }
    }

    @Test func hugeCountsAreRefusedNotAllocated() throws {
        let layout = try InterpretedLayout(yaml: try seedLayoutSource("waterfall"))
        #expect(throws: LayoutError.self) { try layout.prepare(LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [Int.max])) }
        #expect(throws: LayoutError.self) { try layout.prepare(LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [Int](repeating: 0, count: Limits.maxSections + 1))) }
        // At the limit a closed-form layout answers at once: nothing is allocated per item.
        let mosaic = try InterpretedLayout(yaml: try seedLayoutSource("mosaic"))
        let prepared = try mosaic.prepare(LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [Limits.maxItems]))
        #expect(try prepared.attributes(for: .cell(Limits.maxItems - 1)) != nil)
        #expect(try prepared.elements(in: Rect(x: 0, y: prepared.contentSize.height - 10, width: 375, height: 10)).count > 0)
    }

    @Test func theLibraryThrowsTypedErrorsWithTheDiagnostics() {
        do {
            _ = try InterpretedLayout(yaml: "layout: A\nflow: {columns: 2, spacng: 3}\n")
            Issue.record("expected an error")
        } catch {
            #expect(error.diagnostics.first?.location == TesseraCompiler.SourceLocation(line: 2, column: 20))
            #expect(error.description.contains("2:20: error: unknown key 'spacng'"))
        }
    }

    /// The regression inputs the fuzzer found, and its minimised corpus: each through every stage.
    /// `swift test` replays every regression and one corpus file in 20 (the same ones each run,
    /// by name); `TESSERA_FULL_TESTS=1` all 4,700.
    @Test func theFuzzCorpusReplaysCleanly() throws {
        var count = 0
        for directory in ["Fuzz/Corpus", "Fuzz/Regressions"] {
            let url = repositoryRoot.appendingPathComponent(directory)
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
            let every = directory == "Fuzz/Corpus" ? TestScale.choose(quick: 20, full: 1) : 1
            for name in stride(from: 0, to: names.count, by: every).map({ names[$0] }) {
                let bytes = [UInt8](try Data(contentsOf: url.appendingPathComponent(name)))
                let outcome = LayoutPipeline.exercise(bytes)
                if case .unlocated(let message) = outcome { Issue.record("\(directory)/\(name): \(message)") }
                count += 1
            }
        }
        #expect(count > 0, "the corpus is committed under Fuzz/")
    }

    /// A few thousand mutations of the layouts and fixtures: byte flips, YAML punctuation,
    /// numbers that do not fit, deletions, duplicated lines, truncation.
    @Test func mutatedLayoutsSucceedOrFailWithALocatedDiagnostic() throws {
        let seeds = try LayoutFixtures.paths.map { [UInt8](try LayoutFixtures.source($0).utf8) }
        let tokens: [[UInt8]] = [":", "- ", "{", "}", "[", "]", "&a ", "*a", "'", "\"", "1e400", "nan", "-", "width", "/ 0", "\t", "\u{0}", "?", "!!str ", "#", "\n  ", "0x1F", "%", "1e-320", "index", "layout: B\n"]
            .map { Array($0.utf8) } + [[0xFF], [0xC3]]
        var generator = SeededGenerator(seed: 99)
        var outcomes: [String: Int] = [:]
        for _ in 0..<3000 {
            var bytes = seeds.randomElement(using: &generator)!
            for _ in 0..<Int.random(in: 1...4, using: &generator) where !bytes.isEmpty {
                let at = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<6, using: &generator) {
                case 0: bytes[at] ^= UInt8(1 << Int.random(in: 0..<8, using: &generator))
                case 1: bytes.insert(contentsOf: tokens.randomElement(using: &generator)!, at: at)
                case 2: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...12, using: &generator)))
                case 3: bytes.replaceSubrange(at..<min(bytes.count, at + 1), with: tokens.randomElement(using: &generator)!)
                case 4: bytes.removeSubrange(at...)
                default:
                    let lineStart = bytes[..<at].lastIndex(of: 10).map { $0 + 1 } ?? 0
                    let lineEnd = bytes[at...].firstIndex(of: 10) ?? bytes.count
                    bytes.insert(contentsOf: bytes[lineStart..<lineEnd] + [10], at: lineStart)
                }
            }
            let outcome = LayoutPipeline.exercise(bytes)
            if case .unlocated(let message) = outcome {
                Issue.record("unlocated fault \(message) for:\n\(String(decoding: bytes, as: UTF8.self))")
            }
            outcomes["\(outcome)", default: 0] += 1
        }
        // Most mutations break a layout; enough survive for the engine to be exercised too.
        #expect(outcomes["rejected", default: 0] > 500)
        #expect(outcomes["answered", default: 0] > 100)
    }
}
