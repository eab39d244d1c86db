import Foundation
import Testing
import TesseraRuntime
@testable import TesseraCompiler
import TesseraTestSupport

/// Layouts an app loads from a file at run time: their errors name the file and say where, as
/// `tessera validate` does.
@Suite struct LayoutLoadingTests {
    @Test func aFileIsLoadedAndNamedInTheLayoutsErrors() throws {
        try withTemporaryDirectory(named: "tessera-load") { directory in
            let url = directory.appendingPathComponent("failing.yaml")
            try "layout: Failing\nflow:\n  item: { width: 100 - index * 30, height: 40 }\n".write(to: url, atomically: true, encoding: .utf8)
            let layout = try InterpretedLayout(contentsOf: url)
            let error = #expect(throws: LayoutError.self) {
                try layout.prepare(LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [9]))
            }
            #expect(error?.description.hasPrefix("\(url.path):3:") == true)
        }
    }

    @Test func aFaultyFileIsDescribedWithItsPathTheLineAndTheNotes() throws {
        try withTemporaryDirectory(named: "tessera-load") { directory in
            let url = directory.appendingPathComponent("twice.yaml")
            try "layout: Twice\nflow:\n  columns: 2\n  columns: 3\n  aspect: 1\n".write(to: url, atomically: true, encoding: .utf8)
            let error = #expect(throws: InterpretedLayout.LoadError.self) { try InterpretedLayout(contentsOf: url) }
            let description = error?.description ?? ""
            #expect(error?.file == url.path)
            #expect(description.contains("\(url.path):4:3: error: "), "\(description)")
            #expect(description.contains("\n    columns: 3\n    ^"), "\(description)")
            #expect(description.contains("\(url.path):3:3: note: "), "\(description)")
        }
    }

    @Test func aMissingFileSaysSo() throws {
        let url = URL(fileURLWithPath: "/nonexistent/tessera/layout.yaml")
        let error = #expect(throws: InterpretedLayout.LoadError.self) { try InterpretedLayout(contentsOf: url) }
        #expect(error?.description == "/nonexistent/tessera/layout.yaml:1:1: error: no such file; check the path")
        let remote = #expect(throws: InterpretedLayout.LoadError.self) { try InterpretedLayout(contentsOf: URL(string: "https://example.com/layout.yaml")!) }
        #expect(remote?.description.contains("init(yaml:file:)") == true)
    }
}
