import Foundation
import Testing
@testable import TesseraCompiler

/// The repository's root, found from this file's path so tests run from any directory.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

func seedLayoutSource(_ name: String) throws -> String {
    try String(contentsOf: repositoryRoot.appendingPathComponent("Layouts/\(name).yaml"), encoding: .utf8)
}

func fixtureLayoutSource(_ name: String) throws -> String {
    try String(contentsOf: repositoryRoot.appendingPathComponent("Tests/Fixtures/Layouts/\(name).yaml"), encoding: .utf8)
}

/// Checks `source` and returns the IR (nil on errors) and every diagnostic.
func compile(_ source: String) -> (ir: LayoutIR?, diagnostics: [Diagnostic]) {
    let bag = DiagnosticBag()
    let ir = LayoutCompiler.check(source: source, diagnostics: bag)
    return (ir, bag.diagnostics)
}

/// Runs `body` with a new empty directory, removed afterwards.
func withTemporaryDirectory<T>(named prefix: String, _ body: (URL) throws -> T) throws -> T {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
}

func errors(_ source: String) -> [Diagnostic] {
    compile(source).diagnostics.filter { $0.severity == .error }
}

/// Asserts that checking `source` gives exactly one error, containing `message`, at line:column.
func expectSingleError(
    _ source: String, contains message: String, at line: Int, _ column: Int,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let found = errors(source)
    #expect(found.count == 1, "expected one error, got \(found.map { "\($0.location): \($0.message)" })", sourceLocation: sourceLocation)
    guard let first = found.first else { return }
    #expect(first.message.contains(message), "message was: \(first.message)", sourceLocation: sourceLocation)
    #expect(first.location == TesseraCompiler.SourceLocation(line: line, column: column),
            "location was \(first.location)", sourceLocation: sourceLocation)
}

func readYAML(_ text: String) -> (node: YAMLNode?, diagnostics: [Diagnostic]) {
    let bag = DiagnosticBag()
    let node = YAMLReader().read(text, diagnostics: bag)
    return (node, bag.diagnostics)
}
