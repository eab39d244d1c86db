import Foundation
import Testing
@testable import TesseraCompiler

/// Checks `source` and returns the IR (nil on errors) and every diagnostic.
func compile(_ source: String) -> (ir: LayoutIR?, diagnostics: [Diagnostic]) {
    let bag = DiagnosticBag()
    let ir = LayoutCompiler.check(source: source, diagnostics: bag)
    return (ir, bag.diagnostics)
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
