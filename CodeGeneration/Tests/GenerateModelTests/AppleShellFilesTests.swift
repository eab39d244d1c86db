import Foundation
import Testing
@testable import generate_model

/// The UIKit and AppKit layouts' shared body reaches each adapter whole, behind its framework's
/// condition and import, and a template's removal leaves no stale copy behind.
@Suite struct AppleShellFilesTests {
    @Test func eachFrameworkGetsTheTemplateBehindItsCondition() {
        for framework in AppleShellFiles.frameworks {
            let text = AppleShellFiles.text(of: "extension X {}\n", named: "X.swift", for: framework)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(lines[2] == "#if \(framework.condition)")
            #expect(lines[3] == "import \(framework.module)")
            #expect(lines[4] == "extension X {}")
            #expect(text.hasSuffix("#endif\n"))
        }
    }

    @Test func everyTemplateIsWrittenIntoBothAdaptersAndNothingElseIsKept() throws {
        let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("apple-shells-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let templates = root.appendingPathComponent(AppleShellFiles.templateFolder)
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try "extension A {}\n".write(to: templates.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        try "not Swift".write(to: templates.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let files = try AppleShellFiles.files(root: root)
        #expect(files.map(\.path) == ["Sources/TesseraUIKit/Generated/A.swift", "Sources/TesseraAppKit/Generated/A.swift"])

        let generated = root.appendingPathComponent("Sources/TesseraAppKit/Generated")
        try FileManager.default.createDirectory(at: generated, withIntermediateDirectories: true)
        try "old".write(to: generated.appendingPathComponent("Gone.swift"), atomically: true, encoding: .utf8)
        #expect(AppleShellFiles.strays(root: root, keeping: Set(files.map(\.path))) == ["Sources/TesseraAppKit/Generated/Gone.swift"])
    }
}
