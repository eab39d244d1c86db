import Foundation
import Testing
@_spi(Generated) @testable import TesseraRuntime
@testable import TesseraCompiler
import TesseraExercise
import TesseraTestSupport

/// A compiled layout file is untrusted input: each way it can be wrong is refused with the place
/// in the file and what to do, and no file, however mangled, crashes or hangs the loader or the
/// layout it gives.
@Suite struct CompiledLayoutCheckTests {
    static func seedJSON(_ name: String) throws -> String {
        String(decoding: try CompiledLayoutTests.json(try seedLayoutSource(name), file: "Layouts/\(name).yaml"), as: UTF8.self)
    }

    /// The compiled seed with a change made to its decoded file.
    static func seedJSON(_ name: String, changing change: (inout CompiledLayoutFile) -> Void) throws -> String {
        var file = try CompiledLayoutFile.read(Data(try seedJSON(name).utf8))
        change(&file)
        return String(decoding: try file.encoded(), as: UTF8.self)
    }

    /// Loads `json`, expecting a refusal at `place` whose message contains `message`.
    func expectRefused(_ json: String, at place: String, _ message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        do {
            _ = try CompiledLayout(json: Data(json.utf8), file: "bad.json")
            Issue.record("the file was accepted", sourceLocation: sourceLocation)
        } catch {
            #expect(error.file == "bad.json", sourceLocation: sourceLocation)
            #expect(error.place == place, "\(error)", sourceLocation: sourceLocation)
            #expect(error.message.contains(message), "\(error)", sourceLocation: sourceLocation)
        }
    }

    /// A file says the lowest version that holds it: older runtimes keep reading layouts that use
    /// nothing newer, and a file that uses more than its version has is refused by name.
    @Test func aFileSaysTheLowestVersionThatHoldsIt() throws {
        let mosaic = try Self.seedJSON("mosaic"), explore = try Self.seedJSON("explore")
        #expect(mosaic.contains("\"version\" : 1") && explore.contains("\"version\" : 2"))
        _ = try CompiledLayout(json: Data(mosaic.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 2").utf8))
        expectRefused(explore.replacingOccurrences(of: "\"version\" : 2", with: "\"version\" : 1"), at: "version",
                      "the file says version 1 but uses the grid kind, which came in version 2")
        let settings = try Self.seedJSON("settings")
        expectRefused(settings.replacingOccurrences(of: "\"version\" : 2", with: "\"version\" : 1"), at: "version", "uses the text size (textScale)")
    }

    @Test func anotherFormatOrVersionIsRefusedForThatReason() throws {
        let json = try Self.seedJSON("mosaic")
        // The newest version is the description's (`since:`): one past it is refused, whatever it is.
        let newest = CompiledLayoutFile.formatVersion, reads = "this runtime reads versions 1 to \(newest)"
        expectRefused(json.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : \(newest + 1)"), at: "version", reads)
        #expect(throws: Never.self) { try CompiledLayout(json: Data(json.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : \(newest)").utf8)) }
        expectRefused(json.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 0"), at: "version", reads)
        expectRefused(json.replacingOccurrences(of: "tessera-compiled-layout", with: "something-else"), at: "format", "not a compiled Tessera layout")
        expectRefused("{\"layout\": 3}", at: "format", "tessera compile")
        expectRefused("[1, 2]", at: "", "must be a JSON object")
        expectRefused("{\"format\": \"tessera-compiled-layout\", \"version\": 1, \"layout\": ", at: "line 1, column 63", "the text ends where a value was expected")
        expectRefused("", at: "line 1, column 1", "not valid JSON here")
        // Text that is not JSON is placed by line and column.
        expectRefused("{\n  \"format\": \"tessera-compiled-layout\",\n  version: 1\n}", at: "line 3, column 3", "not valid JSON here")
        expectRefused("{\"format\": \"é\", x}", at: "line 1, column 17", "not valid JSON here")
    }

    /// The JSON a compiled file may be is RFC 8259 exactly, with limits: each other text is
    /// refused at its line and column, so that every runtime refuses the same texts.
    @Test func theJSONIsStrictAndItsFaultsArePlaced() throws {
        func fault(_ text: String) -> JSONDocument.Fault? {
            do { _ = try JSONDocument.parse(Array(text.utf8)); return nil } catch { return error }
        }
        #expect(fault(#"{"a": [1, -0.5e3, "x\u00e9\ud83d\ude00", true, false, null, {}], "b": {}}"#) == nil)
        #expect(fault("[1, 2,]") == .init(line: 1, column: 7, message: "a value was expected (an object, array, string, number, true, false or null)"))
        // The web runtime's reader gives the same answer (the shared vectors' loader verdicts).
        #expect(fault("{\"a\": 1,}") == .init(line: 1, column: 9, message: "a key in double quotes was expected"))
        #expect(fault("{\"a\": 1, \"a\": 2}") == .init(line: 1, column: 10, message: "the key 'a' appears twice in this object"))
        #expect(fault("[1e400]")?.message == "this number is too large for a double")
        #expect(fault("[01]")?.message == "',' or ']' was expected")
        #expect(fault("[NaN]")?.column == 2)
        #expect(fault("\u{FEFF}{}")?.column == 1)
        #expect(fault(#"["\udc00"]"#)?.message.contains("low surrogate alone") == true)
        #expect(fault("[\"\u{7}\"]")?.message.contains("control character") == true)
        #expect(fault("{} {}")?.message == "there is more text after the JSON value")
        let deep = String(repeating: "[", count: 200_000)
        #expect(fault(deep) == .init(line: 1, column: 65, message: "the JSON nests deeper than 64 levels; a compiled layout nests about 12"))
        #expect(fault(String(repeating: "[", count: 64) + String(repeating: "]", count: 64)) == nil)
        // What it accepts, Foundation's parser accepts too (it is the stricter of the two), over
        // mutations of a real compiled file.
        let json = Array(try Self.seedJSON("carousel").utf8)
        var generator = SeededGenerator(seed: 23)
        let pieces = Array("{}[],:\"\\ -+.eE0123456789tfnu\u{7}é".utf8)
        for round in 0..<2_000 {
            var text = json
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let at = Int.random(in: 0..<text.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: text.remove(at: at)
                case 1: text.insert(pieces.randomElement(using: &generator)!, at: at)
                default: text.removeSubrange(at...)
                }
                if text.isEmpty { text = [UInt8(ascii: "[")] }
            }
            let foundationAccepts = (try? JSONSerialization.jsonObject(with: Data(text), options: [.fragmentsAllowed])) != nil
            let accepted = (try? JSONDocument.parse(text)) != nil
            #expect(!accepted || foundationAccepts, "round \(round): \(String(decoding: text, as: UTF8.self).prefix(300))")
        }
    }

    @Test func missingOrMistypedFieldsAreNamedByTheirPath() throws {
        let json = try Self.seedJSON("mosaic")
        expectRefused(json.replacingOccurrences(of: "\"axis\" : \"vertical\"", with: "\"axis\" : \"diagonal\""), at: "layout.axis",
                      "one of 'vertical', 'horizontal', not 'diagonal'")
        expectRefused(json.replacingOccurrences(of: "\"spacing\" : ", with: "\"spacng\" : "), at: "layout.base.defaultSection.arrangement.tiles.spacing", "missing")
        expectRefused(json.replacingOccurrences(of: "\"line\" : 6", with: "\"line\" : \"six\""), at: "formulas[0].line", "an integer")
    }

    @Test func malformedProgramsAreRefusedAtTheirInstruction() throws {
        let json = try Self.seedJSON("mosaic")
        let program = "\"program\" : \"width 2 /\""
        #expect(json.contains(program))
        func with(_ text: String) -> String { json.replacingOccurrences(of: program, with: "\"program\" : \"\(text)\"") }
        expectRefused(with("width /"), at: "formulas[1].program[1]", "takes 2 values but the stack holds 1")
        expectRefused(with("width 2"), at: "formulas[1].program[2]", "ends with 2 values")
        expectRefused(with(""), at: "formulas[1].program[0]", "empty")
        expectRefused(with("width jumpIfFalse:40 2"), at: "formulas[1].program[1]", "leaves the program")
        expectRefused(with("width jump:-1"), at: "formulas[1].program[1]", "backwards")
        expectRefused(with("width jumpIfFalse:1 1 2"), at: "formulas[1].program[2]", "different stack depths")
        expectRefused(with("width jump:1 2 3"), at: "formulas[1].program[2]", "no path reaches")
        expectRefused(with("width min/1"), at: "formulas[1].program[1]", "min takes 2 to 16 arguments, not 1")
        expectRefused(with("width frobnicate 2"), at: "formulas[1].program", "'frobnicate', is not a number")
        expectRefused(with("width min/99999999999999999999"), at: "formulas[1].program", "is not a number")
        expectRefused(with(Array(repeating: "1", count: 5_000).joined(separator: " ")), at: "formulas[1].program[4096]", "beyond 4096")
    }

    @Test func formulaNumbersAndStructureAreChecked() throws {
        let mosaic = try Self.seedJSON("mosaic")
        let cell = "layout.base.defaultSection.arrangement.tiles.cells[0].height"
        expectRefused(mosaic.replacingOccurrences(of: "\"height\" : 2,", with: "\"height\" : 60,"), at: cell, "refers to formula 60, but the file has formulas 0 to 5")
        expectRefused(mosaic.replacingOccurrences(of: "\"height\" : 2,", with: "\"height\" : -1,"), at: cell, "refers to formula -1")
        expectRefused(mosaic.replacingOccurrences(of: "\"height\" : 2,", with: "\"height\" : 2.5,"), at: cell, "must be an integer")
        expectRefused(mosaic.replacingOccurrences(of: "\"line\" : 6", with: "\"line\" : 0"), at: "formulas[0]", "start at 1")
        func blocks(_ columns: [[Int]]) throws -> String {
            try Self.seedJSON("blocks") { file in
                guard case .blocks(var blocks) = file.layout.base.defaultSection.arrangement else { return }
                blocks.columns = columns
                file.layout.base.defaultSection.arrangement = .blocks(blocks)
            }
        }
        let place = "layout.base.defaultSection.arrangement.blocks.columns"
        expectRefused(try blocks([[0], [1, 0]]), at: "\(place)[1]", "listed twice")
        expectRefused(try blocks([[0], [900]]), at: "\(place)[1]", "out of range")
        expectRefused(try blocks([[0], [-1]]), at: "\(place)[1]", "out of range")
        expectRefused(try blocks([]), at: place, "1 to 1024 columns, not 0")
        expectRefused(try blocks([[], []]), at: place, "1 to 1024 slots, not 0")
        let noCells = try Self.seedJSON("mosaic") { file in
            guard case .tiles(var tiles) = file.layout.base.defaultSection.arrangement else { return }
            tiles.cells = []
            file.layout.base.defaultSection.arrangement = .tiles(tiles)
        }
        expectRefused(noCells, at: "layout.base.defaultSection.arrangement.tiles.cells", "1 to 1024 cells, not 0")
        let noColumns = try Self.seedJSON("waterfall") { file in
            guard case .masonry(var masonry) = file.layout.base.defaultSection.arrangement else { return }
            masonry.columns = .count(0)
            file.layout.base.defaultSection.arrangement = .masonry(masonry)
        }
        expectRefused(noColumns, at: "layout.base.defaultSection.arrangement.masonry.columns", "1 to 1024 columns, not 0")
        let circleAmongOthers = try Self.seedJSON("circle") { file in
            file.layout.base.sectionOverrides = [file.layout.base.defaultSection]
        }
        expectRefused(circleAmongOthers, at: "layout.base.sectionOverrides", "a circle cannot be one section among others")
        // The circle is the whole layout: nothing scrolls before, after or behind it.
        let zero = Formula(0, line: 1, column: 1)
        let circleWithHeader = try Self.seedJSON("circle") { file in
            file.layout.base.defaultSection.header = SupplementaryModel(length: zero, pinned: false)
        }
        expectRefused(circleWithHeader, at: "layout.base.defaultSection.header", "a circle does not scroll, so it has no header")
        let circleWithSeparators = try Self.seedJSON("circle") { file in
            file.layout.base.defaultSection.separators = SeparatorModel(thickness: zero, inset: zero, offset: zero)
        }
        expectRefused(circleWithSeparators, at: "layout.base.defaultSection.separators", "a circle does not scroll, so it has no separators")
        let orthogonalCircle = try Self.seedJSON("circle") { file in
            file.layout.base.defaultSection.orthogonal = OrthogonalModel(length: zero, snap: .none)
        }
        expectRefused(orthogonalCircle, at: "layout.base.defaultSection.orthogonal", "a circle does not scroll, so it has no orthogonal")
        let manyVariants = try Self.seedJSON("blocks") { file in
            file.layout.variants = Array(repeating: file.layout.variants[0], count: Limits.maxVariants + 1)
        }
        expectRefused(manyVariants, at: "layout.variants", "at most 64")
        expectRefused(try Self.seedJSON("grid") { $0.layout.name = "" }, at: "layout.name", "1 to 1024 bytes")
    }

    /// The file says nothing the programs already say: a flow that measures each item does so
    /// because its size reads `index`, whatever the file claims.
    @Test func whatTheProgramsSayIsDerivedNotRead() throws {
        let source = """
            layout: Staggered
            flow:
              item: { width: "80 + index % 3 * 20", height: 40 }
            """
        let json = String(decoding: try CompiledLayoutTests.json(source), as: UTF8.self)
        #expect(json.contains("\"perItem\" : true"))
        let lying = try CompiledLayout(json: Data(json.replacingOccurrences(of: "\"perItem\" : true", with: "\"perItem\" : false").utf8))
        let input = LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [10])
        #expect(try lying.prepare(input).allElements() == (try InterpretedLayout(yaml: source).prepare(input).allElements()))
    }

    /// Thousands of mutations of the compiled seeds and fixtures: byte flips, JSON punctuation,
    /// numbers and instructions swapped in, deletions, truncation. Each file is refused or gives
    /// a layout whose every answer is a value or a `LayoutError`.
    @Test func mutatedFilesAreRefusedOrAnswer() throws {
        let files = try LayoutFixtures.paths.map { Array(try CompiledLayoutTests.json(try LayoutFixtures.source($0), file: $0)) }
        let tokens: [[UInt8]] = ["{", "}", "[", "]", ",", ":", "\"", "0", "-1", "1e400", "99999999999", "\"nan\"", "null", "true",
                                 "width", "jump:3", "jumpIfFalse:1", "min/2", "neg", " ", "\\u0000", "\"_0\"", "1024", "2"]
            .map { Array($0.utf8) } + [[0xFF], [0xC3]]
        var generator = SeededGenerator(seed: 4242)
        var refused = 0, loaded = 0
        for _ in 0..<2000 {
            var bytes = files.randomElement(using: &generator)!
            for _ in 0..<Int.random(in: 1...3, using: &generator) where !bytes.isEmpty {
                let at = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<5, using: &generator) {
                case 0: bytes[at] = UInt8.random(in: 0...255, using: &generator)
                case 1: bytes.insert(contentsOf: tokens.randomElement(using: &generator)!, at: at)
                case 2: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...12, using: &generator)))
                case 3: bytes.removeSubrange(at...)
                default:
                    // A digit changed, so that numbers (formula numbers, slots, counts) move.
                    if let digit = bytes[at...].firstIndex(where: { (48...57).contains($0) }) {
                        bytes[digit] = UInt8.random(in: 48...57, using: &generator)
                    }
                }
            }
            switch CompiledLayout.exercise(bytes) {
            case nil: refused += 1
            case .unlocated(let message)?: Issue.record("\(message)")
            case .answered?, .failedAtExpression?: loaded += 1
            }
        }
        #expect(refused > 0 && loaded > 0, "the mutations should both break files and leave some loadable")
    }

    /// What the compiled-layout fuzzer found, and the crashes it found, kept as regressions.
    @Test func theCompiledFuzzCorpusReplaysCleanly() throws {
        var count = 0
        for directory in ["Fuzz/CompiledCorpus", "Fuzz/CompiledRegressions"] {
            let url = repositoryRoot.appendingPathComponent(directory)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] {
                let bytes = [UInt8](try Data(contentsOf: url.appendingPathComponent(name)))
                if case .unlocated(let message) = CompiledLayout.exercise(bytes) { Issue.record("\(directory)/\(name): \(message)") }
                count += 1
            }
        }
        #expect(count > 0, "the corpus is committed under Fuzz/")
    }
}
