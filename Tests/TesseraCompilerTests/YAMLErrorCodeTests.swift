import Foundation
import Testing
import TesseraCompiler
import TesseraRuntime

/// A YAML layout's load error carries a stable code (docs/ERRORS.md, "While reading a YAML
/// layout") and the file:line:col of its first error, in its report and in each diagnostic.

private func loadError(_ yaml: String) throws -> InterpretedLayout.LoadError {
    try #require(throws: InterpretedLayout.LoadError.self) { try InterpretedLayout(yaml: yaml, file: "home.yaml") }
}

@Test func textThatIsNotYAMLIsASyntaxError() throws {
    let error = try loadError("layout: Home\nflow:\n  item: {width: 100, height: 40\n")
    #expect(error.code == .yamlSyntax)
    #expect(error.report.file == "home.yaml" && (error.report.line ?? 0) >= 3 && error.report.column != nil)
    #expect(error.diagnostics.allSatisfy { $0.severity != .error || $0.code == .yamlSyntax })
}

@Test func aRuleOfTheLanguageBrokenIsALayoutError() throws {
    let error = try loadError("layout: Home\nflow:\n  item: {width: 100, height: 40, colour: red}\n")
    #expect(error.code == .yamlLayoutInvalid)
    #expect(error.report.code == .yamlLayoutInvalid && error.report.line == 3 && error.report.column != nil)
    #expect(error.report.contentHash == nil && error.report.jsonPath == nil)
}

@Test func aFileThatIsNotUTF8OrCannotBeReadHasItsOwnCode() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("yaml-codes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let latin1 = folder.appendingPathComponent("latin1.yaml")
    try Data(Array("layout: Caf".utf8) + [0xE9, 0x0A]).write(to: latin1)
    let notUTF8 = try #require(throws: InterpretedLayout.LoadError.self) { try InterpretedLayout(contentsOf: latin1) }
    #expect(notUTF8.code == .yamlNotUtf8 && notUTF8.report.line == 1 && notUTF8.report.column == 12)
    let missing = try #require(throws: InterpretedLayout.LoadError.self) { try InterpretedLayout(contentsOf: folder.appendingPathComponent("none.yaml")) }
    #expect(missing.code == .yamlUnreadable && missing.report.file?.hasSuffix("none.yaml") == true)
}
