import Foundation
import Testing
@testable import TesseraPreview

/// What the watcher takes: past the most files, those nearest the top, and what it skipped said;
/// a path that is no longer a regular file taken for removed.
@Suite struct LayoutLibraryTests {
    static let strip = "layout: Strip\nline:\n  item: {width: 50, height: 50}\n"

    static func folder() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-library-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// 1,010 files two folders down sort before the top's `grid.yaml` and `mosaic.yaml` (`a/…`):
    /// the top's are taken, 12 of the deep ones skipped, and the library says so.
    @Test func pastTheMostFilesTheTopIsTakenAndTheRestSaid() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let deep = directory.appendingPathComponent("a/b")
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        for index in 0..<1_010 {
            try Self.strip.write(to: deep.appendingPathComponent(String(format: "s%04d.yaml", index)), atomically: false, encoding: .utf8)
        }
        for name in ["grid.yaml", "mosaic.yaml"] { try Self.strip.write(to: directory.appendingPathComponent(name), atomically: false, encoding: .utf8) }
        let library = LayoutLibrary(roots: [directory.path])
        #expect(library.entries.count == LayoutLibrary.maxFiles)
        let labels = Set(library.entries.map(\.label))
        #expect(labels.contains("grid.yaml") && labels.contains("mosaic.yaml"))
        #expect(labels.contains("a/b/s0000.yaml") && !labels.contains("a/b/s1009.yaml"), "the deep ones by name, the last left out")
        let message = try #require(library.skippedMessage)
        #expect(message.contains("at most 1000 layout files") && message.contains("skipped 12 (a/b/s0998.yaml, a/b/s0999.yaml, a/b/s1000.yaml, …)"), "\(message)")
        #expect(message.contains("name the folder you work in"))
    }

    @Test func everyFileTakenSaysNothing() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.strip.write(to: directory.appendingPathComponent("strip.yaml"), atomically: false, encoding: .utf8)
        let library = LayoutLibrary(roots: [directory.path])
        #expect(library.entries.count == 1 && library.skippedMessage == nil)
    }

    /// A layout file replaced by a folder of the same name is removed at the next look (it was
    /// kept as "still there" before, and served as valid).
    @Test func aFileReplacedByAFolderIsRemoved() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("strip.yaml")
        try Self.strip.write(to: file, atomically: false, encoding: .utf8)
        try Self.strip.write(to: directory.appendingPathComponent("other.yaml"), atomically: false, encoding: .utf8)
        var library = LayoutLibrary(roots: [directory.path])
        #expect(library.entries.map(\.label) == ["other.yaml", "strip.yaml"])
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
        let changed = library.refresh()
        #expect(changed)
        #expect(library.entries.map(\.label) == ["other.yaml"])
    }
}
