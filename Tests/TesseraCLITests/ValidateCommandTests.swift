import Foundation
import Testing

/// `tessera validate` as people type it: files and directories, the typical screens and
/// `--viewport`, text and JSON; and the small things around it (`--version`, negative option
/// values, messages about a whole file).
@Suite struct ValidateCommandTests {
    let cli = CommandLineTests()

    func temporaryDirectory(_ files: [String: String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-validate-\(UUID().uuidString)")
        for (name, text) in files {
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return directory
    }

    @Test func theBundledLayoutsAreCleanOnEveryTypicalScreen() throws {
        let run = try cli.run(["validate", "Layouts"])
        #expect(run.status == 0)
        #expect(run.errors.isEmpty, "\(run.errors)")
    }

    @Test func aDirectoryIsCheckedRecursivelyAndAnEmptyOneIsAnError() throws {
        let directory = try temporaryDirectory([
            "good.yaml": "layout: Good\nflow: {columns: 2, aspect: 1}\n",
            "nested/bad.yml": "layout: Bad\nflow: {columns: zero}\n",
            "notes.txt": "not a layout",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try cli.run(["validate", directory.path, "--format", "json"])
        #expect(run.status == 1)
        let json = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        let files = try #require(json?["files"] as? [[String: Any]])
        #expect(files.map { ($0["file"] as? String ?? "").replacingOccurrences(of: directory.path + "/", with: "") } == ["good.yaml", "nested/bad.yml"])
        #expect(files.map { $0["valid"] as? Bool } == [true, false])

        let empty = try temporaryDirectory(["readme.md": "# nothing"])
        defer { try? FileManager.default.removeItem(at: empty) }
        let none = try cli.run(["validate", empty.path])
        #expect(none.status == 1)
        #expect(none.errors.contains("holds no layout files"))
    }

    @Test func aSizeThatGoesNegativeOnASmallPhoneIsAnErrorAtTheExpression() throws {
        let directory = try temporaryDirectory(["shelf.yaml": "layout: Shelf\nflow:\n  item: {width: width / 4 - 100, height: 50}\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("shelf.yaml").path
        let run = try cli.run(["validate", path])
        #expect(run.status == 1)
        #expect(run.errors.contains("\(path):3:27: error: on a small phone, portrait (320×568)"), "\(run.errors)")
        // A tablet alone is fine; a replaced list checks only what it names.
        #expect(try cli.run(["validate", path, "--viewport", "1024x768"]).status == 0)
        #expect(try cli.run(["validate", path, "--viewport", "none"]).status == 0)
        let both = try cli.run(["validate", path, "--viewport", "1024x768", "--viewport", "300x600", "--format", "json"])
        #expect(both.status == 1)
        #expect(both.output.contains("on a 300x600 viewport"))
        let bad = try cli.run(["validate", path, "--viewport", "wide"])
        #expect(bad.status == 64 || bad.status == 2)
        #expect(bad.errors.contains("WIDTHxHEIGHT"))
    }

    @Test func effectsOutOfRangeAndCellsOutOfReachAreWarnings() throws {
        let directory = try temporaryDirectory([
            "strip.yaml": """
                layout: Strip
                scroll: horizontal
                line: {item: {width: 100, height: 100}, spacing: 10}
                effects:
                  scale: 1 - abs(distance) / width
                  alpha: 2 - abs(distance) / 100
                """,
            "tiles.yaml": "layout: Tall\nscroll: horizontal\ntiles:\n  cells:\n    - {x: 0, y: 0, width: 50, height: 50}\n    - {x: 0, y: 700, width: 50, height: 50}\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try cli.run(["validate", directory.path])
        #expect(run.status == 0, "warnings do not fail validation")
        #expect(run.errors.contains("strip.yaml:5:12: warning:"), "\(run.errors)")
        #expect(run.errors.contains("a negative scale would mirror the cell"))
        #expect(run.errors.contains("strip.yaml:6:12: warning:"))
        #expect(run.errors.contains("it is held to 0...1"))
        #expect(run.errors.contains("can never be scrolled into view"))
    }

    @Test func aMissingFileGetsNoEmptySourceLine() throws {
        let run = try cli.run(["validate", "no/such/file.yaml"])
        #expect(run.status == 1)
        #expect(run.errors == "no/such/file.yaml:1:1: error: no such file; check the path\n")
    }

    @Test func versionAndNegativeOptionValues() throws {
        let version = try cli.run(["--version"])
        #expect(version.status == 0)
        #expect(version.output.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3)
        let frames = try cli.run(["frames", "Layouts/grid.yaml", "--width", "320", "--height", "500", "--items", "4", "--offset", "-20,0"])
        #expect(frames.status == 0, "\(frames.errors)")
        let snap = try cli.run(["snap", "Layouts/carousel.yaml", "--width", "320", "--height", "200", "--items", "10", "--proposed", "-30,0", "--velocity", "-1,0"])
        #expect(snap.status == 0, "\(snap.errors)")
        #expect(snap.output.contains("\"x\": 0"))
    }
}
