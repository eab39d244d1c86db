import Foundation
import Testing

/// `tessera compile`: one JSON file per layout, named after it, written only when it changes,
/// and nothing written at all when any input is faulty.
@Suite struct CompileCommandTests {
    let cli = CommandLineTests()

    private func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-compile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func writesOneVersionedFilePerLayout() throws {
        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try cli.run(["compile", "Layouts/mosaic.yaml", "Layouts/grid.yaml", "--output", out.path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == ["grid.json", "mosaic.json"])
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("mosaic.json"))) as? [String: Any]
        #expect(json?["format"] as? String == "tessera-compiled-layout")
        #expect(json?["version"] as? Int == 1)
        #expect(json?["source"] as? String == "Layouts/mosaic.yaml")
        // The same layout compiles to the same bytes.
        let again = try cli.run(["compile", "Layouts/mosaic.yaml", "-o", "-"])
        #expect(again.output == (try String(contentsOf: out.appendingPathComponent("mosaic.json"), encoding: .utf8)))
    }

    @Test func anyFaultWritesNothingAndLeavesEarlierOutputAlone() throws {
        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let bad = out.appendingPathComponent("bad.yaml")
        try "layout: Bad\nline: {item: {width: widht, height: 10}}\n".write(to: bad, atomically: true, encoding: .utf8)
        let existing = out.appendingPathComponent("mosaic.json")
        try "{}\n".write(to: existing, atomically: true, encoding: .utf8)
        let result = try cli.run(["compile", "Layouts/mosaic.yaml", "Layouts/grid.yaml", bad.path, "--output", out.path])
        #expect(result.status == 1)
        #expect(result.errors.contains("\(bad.path):2:22: error: unknown name 'widht'"))
        #expect(try String(contentsOf: existing, encoding: .utf8) == "{}\n")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("grid.json").path))
    }

    @Test func usageErrorsSayWhatToGive() throws {
        let noOutput = try cli.run(["compile", "Layouts/mosaic.yaml"])
        #expect(noOutput.status == 2)
        #expect(noOutput.errors.contains("-o FILE"))
        let two = try cli.run(["compile", "Layouts/mosaic.yaml", "Layouts/grid.yaml", "-o", "/tmp/x.json"])
        #expect(two.status == 2)
        #expect(two.errors.contains("--output DIR"))
    }

    @Test func equalFileNamesInDifferentFoldersAreRefused() throws {
        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let other = out.appendingPathComponent("other")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try String(contentsOf: CommandLineTests.root.appendingPathComponent("Layouts/grid.yaml"), encoding: .utf8).write(to: other.appendingPathComponent("mosaic.yaml"), atomically: true, encoding: .utf8)
        let result = try cli.run(["compile", "Layouts/mosaic.yaml", other.appendingPathComponent("mosaic.yaml").path, "--output", out.path])
        #expect(result.status == 1)
        #expect(result.errors.contains("would overwrite the one for Layouts/mosaic.yaml"))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("mosaic.json").path))
    }
}
