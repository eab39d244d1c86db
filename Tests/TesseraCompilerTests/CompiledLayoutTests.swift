import Foundation
import Testing
import TesseraRuntime
@testable import TesseraCompiler
import TesseraExercise
import TesseraRandomLayouts
import TesseraTestSupport

/// Layouts compiled to JSON (`tessera compile`) and loaded with nothing but the runtime: they
/// must answer as the interpreter does, to the bit, and a file that is wrong in any way must be
/// refused with a place and a reason, never crash or hang the app.
@Suite struct CompiledLayoutTests {
    static func json(_ source: String, file: String? = nil) throws -> Data {
        let ir = try #require(compile(source).ir)
        return Data(CompiledFileWriter.json(for: ir, source: file).utf8)
    }

    @Test(arguments: LayoutFixtures.paths)
    func aLoadedFileAnswersAsTheInterpreterToTheBit(path: String) throws {
        let source = try LayoutFixtures.source(path)
        let loaded = try CompiledLayout(json: try Self.json(source, file: path))
        let interpreted = try InterpretedLayout(yaml: source, file: path)
        #expect(answerDump(loaded) == answerDump(interpreted))
    }

    @Test func randomLayoutsAnswerAsTheInterpreterToTheBit() throws {
        var random = RandomLayouts(seed: 515)
        var compared = 0
        for index in 0..<150 {
            let source = random.layout(name: "Random\(index)")
            guard let ir = compile(source).ir else { continue }
            let loaded = try CompiledLayout(json: Data(CompiledFileWriter.json(for: ir, source: "random.yaml").utf8))
            let dumped = answerDump(loaded)
            let expected = answerDump(InterpretedLayout(ir, file: "random.yaml"))
            #expect(dumped == expected, "random layout \(index):\n\(source)")
            compared += 1
        }
        #expect(compared > 120, "the random layouts should almost all be valid")
    }

    /// Reading a file and writing it again gives the same bytes: nothing is lost on the way,
    /// including negative zero and constants that fold to infinity.
    @Test(arguments: LayoutFixtures.paths)
    func aFileReadsBackAsWritten(path: String) throws {
        let json = try Self.json(try LayoutFixtures.source(path), file: path)
        let file = try CompiledLayoutFile.read(json)
        #expect(Data(try file.encoded()) == json)
    }

    @Test func constantsKeepEveryBit() throws {
        for value: Double in [-0.0, 0.1, 1e300 * 1e10, -Double.infinity, .leastNonzeroMagnitude, 123_456_789_012_345_680, -7] {
            let token = FormulaProgram.Instruction.constant(value).token
            guard case .constant(let read) = FormulaProgram.Instruction(token: Substring(token)) else {
                Issue.record("'\(token)' does not read back as a constant")
                continue
            }
            #expect(read.bitPattern == value.bitPattern, "\(value) as '\(token)'")
        }
    }

    @Test func errorsAboutAFormulaNameTheLayoutFileAndItsPlace() throws {
        let source = """
            layout: Failing
            flow:
              item: { width: 100 - index * 30, height: 40 }
            """
        let loaded = try CompiledLayout(json: try Self.json(source, file: "Layouts/failing.yaml"), file: "failing.json")
        #expect(throws: LayoutError.self) { try loaded.prepare(LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [9])) }
        do {
            _ = try loaded.prepare(LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [9]))
        } catch {
            #expect(error.description.hasPrefix("Layouts/failing.yaml:3:"))
        }
    }

    @Test func aFileIsLoadedFromItsPathAndNamedInErrors() throws {
        try withTemporaryDirectory(named: "tessera-compiled") { directory in
            let url = directory.appendingPathComponent("mosaic.json")
            try Self.json(try seedLayoutSource("mosaic"), file: "Layouts/mosaic.yaml").write(to: url)
            #expect(try CompiledLayout(contentsOf: url).name == "Mosaic")
            let missing = directory.appendingPathComponent("missing.json")
            let error = #expect(throws: CompiledLayout.LoadError.self) { try CompiledLayout(contentsOf: missing) }
            #expect(error?.file == missing.path)
            #expect(error?.description == "\(missing.path): the file does not exist; check the path")
            let remote = #expect(throws: CompiledLayout.LoadError.self) { try CompiledLayout(contentsOf: URL(string: "https://example.com/mosaic.json")!) }
            #expect(remote?.message.contains("init(json:file:)") == true)
        }
    }
}
