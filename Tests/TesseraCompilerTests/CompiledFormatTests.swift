import Foundation
import Testing
import TesseraRuntime
@testable import TesseraCompiler
import TesseraTestSupport

/// The compiled format is specified (docs/COMPILED-FORMAT.md), not whatever Swift derives: each
/// layout of `Layouts/` compiles to its golden file byte for byte, so a change to the format
/// fails here until it is recorded on purpose, with a new version when older readers would
/// misread it, and the document describes the version the runtime writes.
@Suite struct CompiledFormatTests {
    static let goldenDirectory = repositoryRoot.appendingPathComponent("Tests/GoldenCompiled")

    static var layouts: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("Layouts").path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
    }

    @Test(arguments: layouts)
    func eachLayoutCompilesToItsGoldenFile(_ name: String) throws {
        let ir = try #require(compile(try seedLayoutSource(name)).ir)
        let text = CompiledFileWriter.json(for: ir, source: "Layouts/\(name).yaml")
        let url = Self.goldenDirectory.appendingPathComponent("\(name).json")
        if ProcessInfo.processInfo.environment["TESSERA_RECORD_GOLDEN"] == "1" {
            try text.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("recorded \(name).json; run the tests again without TESSERA_RECORD_GOLDEN to check it")
            return
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        #expect(text == golden, """
            Layouts/\(name).yaml no longer compiles to Tests/GoldenCompiled/\(name).json: the compiled format changed. \
            If that is intended, say so in docs/COMPILED-FORMAT.md, raise CompiledLayoutFile.formatVersion when a reader \
            of the old version would misread the new files, and record with TESSERA_RECORD_GOLDEN=1.
            """)
        // And the runtime reads what it wrote.
        _ = try CompiledLayout(json: Data(golden.utf8), file: "\(name).json")
    }

    @Test func theDocumentDescribesTheVersionTheRuntimeWrites() throws {
        let document = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/COMPILED-FORMAT.md"), encoding: .utf8)
        #expect(document.contains("## Version \(CompiledLayoutFile.formatVersion)\n"),
                "docs/COMPILED-FORMAT.md has no section for version \(CompiledLayoutFile.formatVersion)")
        // Every instruction word is documented.
        for function in BuiltInFunction.allCases { #expect(document.contains("`\(function.rawValue)/"), "\(function.rawValue)") }
        for op in BinaryOperator.allCases {
            // In a Markdown table `|` is written `\|`.
            let inTable = op.rawValue.replacingOccurrences(of: "|", with: "\\|")
            #expect(document.contains("`\(op.rawValue)`") || document.contains("`\(inTable)`"), "\(op.rawValue)")
        }
        for variable in ExpressionVariable.allCases { #expect(document.contains("`\(variable.rawValue)`"), "\(variable.rawValue)") }
    }

    /// Every key a compiled file may hold (every property of the compiled format's schema, which
    /// the description generates) is named in the document, so that a key added to the
    /// description fails here until docs/COMPILED-FORMAT.md says what it is.
    @Test func theDocumentNamesEveryKey() throws {
        let document = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/COMPILED-FORMAT.md"), encoding: .utf8)
        let schema = try JSONSerialization.jsonObject(with: Data(CompiledFormatSchema.schema().rendered().utf8))
        var keys: Set<String> = [], pending: [Any] = [schema]
        while let node = pending.popLast() {
            if let object = node as? [String: Any] {
                if let properties = object["properties"] as? [String: Any] { keys.formUnion(properties.keys) }
                pending.append(contentsOf: object.values)
            } else if let array = node as? [Any] {
                pending.append(contentsOf: array)
            }
        }
        #expect(keys.count > 50, "the schema's keys were not found")
        for key in keys.sorted() {
            #expect(document.contains("`\(key)`") || document.contains("\"\(key)\""),
                    "docs/COMPILED-FORMAT.md does not name the compiled key '\(key)': say where it goes and what it holds")
        }
    }

    @Test func theCommittedCompiledSchemaIsCurrent() throws {
        let committed = try String(contentsOf: repositoryRoot.appendingPathComponent("Schema/tessera-compiled.schema.json"), encoding: .utf8)
        #expect(committed == CompiledFormatSchema.schema().rendered() + "\n",
                "Schema/tessera-compiled.schema.json is stale: run `swift run tessera schema --compiled > Schema/tessera-compiled.schema.json`")
    }
}

