import Foundation
import Testing
@testable import TesseraCompiler
@_spi(Generated) import TesseraRuntime
import TesseraTestSupport

@Suite struct ReferenceTests {
    @Test func theCommittedReferenceIsCurrent() throws {
        let committed = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/REFERENCE.md"), encoding: .utf8)
        #expect(committed == LanguageReference.markdown(), "docs/REFERENCE.md is stale: run `swift run tessera reference > docs/REFERENCE.md`")
    }

    @Test func theCommittedSchemaIsCurrent() throws {
        let committed = try String(contentsOf: repositoryRoot.appendingPathComponent("Schema/tessera.schema.json"), encoding: .utf8)
        #expect(committed == JSONSchemaExport.schema().rendered() + "\n", "Schema/tessera.schema.json is stale: run `swift run tessera schema > Schema/tessera.schema.json`")
    }

    /// Every property the schema lets an editor complete is in the reference's table of its object.
    @Test func everyKeyOfTheSchemaIsInTheReference() throws {
        let reference = LanguageReference.markdown()
        guard case .object(let root) = JSONSchemaExport.schema(),
              case .object(let definitions)? = root.first(where: { $0.0 == "$defs" })?.1 else {
            Issue.record("the schema has no $defs")
            return
        }
        var checked = 0
        for (name, definition) in definitions + [("layout", .object(root))] {
            guard case .object(let members) = definition, case .object(let properties)? = members.first(where: { $0.0 == "properties" })?.1 else { continue }
            let objectName = name.replacing("-partial", with: "").replacing("-", with: " ")
            guard let section = reference.split(separator: "\n## ").first(where: { $0.hasPrefix("`\(objectName)`") }) else {
                Issue.record("the reference has no section for \(objectName)")
                continue
            }
            for (key, _) in properties {
                #expect(section.contains("| `\(key)` |"), "\(objectName).\(key) is not in the reference")
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    @Test(arguments: try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("Tests/Fixtures/Invalid").path).sorted())
    func theCheckerRejectsEveryStructurallyInvalidFixture(_ name: String) throws {
        let source = try String(contentsOf: repositoryRoot.appendingPathComponent("Tests/Fixtures/Invalid/\(name)"), encoding: .utf8)
        #expect(!errors(source).isEmpty, "\(name) should be rejected")
    }

    @Test(arguments: LanguageSchema.kindKeys)
    func everyKindHasAValidExample(_ kind: String) throws {
        let example = try #require(LanguageExamples.byKind[kind])
        let (ir, diagnostics) = compile(example)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(ir?.base.defaultSection.arrangement.kindName == kind)
        _ = try InterpretedLayout(yaml: example).prepare(LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [9], itemSizes: [(0..<9).map { .length(Double(50 + $0)) }]))
    }

    @Test func everyKeyOfTheLanguageIsDocumented() {
        let reference = LanguageReference.markdown()
        var pending = [LanguageSchema.layout]
        var seen: Set<String> = []
        while let object = pending.popLast() {
            guard seen.insert(object.name).inserted else { continue }
            #expect(reference.contains("## `\(object.name)`"))
            for field in object.fields {
                #expect(!field.summary.isEmpty, "\(object.name).\(field.key) has no summary")
                pending.append(contentsOf: LanguageReference.objects(in: field.type))
            }
        }
        #expect(seen.count >= 15)
    }

    /// The fuzzer's dictionary (Fuzz/tessera.dict, generated) names every key of the language, so that new
    /// keys are fuzzed from the start.
    @Test func theFuzzDictionaryHasEveryKey() throws {
        let dictionary = try String(contentsOf: repositoryRoot.appendingPathComponent("Fuzz/tessera.dict"), encoding: .utf8)
        let entries = Set(dictionary.split(separator: "\n").filter { !$0.hasPrefix("#") })
        var pending = [LanguageSchema.layout]
        var seen: Set<String> = []
        while let object = pending.popLast() {
            guard seen.insert(object.name).inserted else { continue }
            for field in object.fields {
                #expect(entries.contains("\"\(field.key):\""), "Fuzz/tessera.dict lacks \"\(field.key):\": add it to FuzzDictionary.handWrittenKeys (CodeGeneration) and run generate-model")
                pending.append(contentsOf: LanguageReference.objects(in: field.type))
            }
        }
    }

    /// The dictionary's expression names (written in the generator, which cannot import the
    /// compiler) are exactly the words the compiler's expressions give a meaning (`BuiltInWord`).
    @Test func theFuzzDictionaryHasEveryExpressionName() throws {
        let dictionary = try String(contentsOf: repositoryRoot.appendingPathComponent("Fuzz/tessera.dict"), encoding: .utf8)
        let lines = dictionary.split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex(of: "# The expression language's names:"))
        let names = lines[(start + 1)...].prefix { !$0.hasPrefix("#") }.map { String($0.dropFirst().dropLast()) }
        let table = ["true", "false", "pi"] + ExpressionVariable.allCases.map(\.rawValue) + BuiltInFunction.allCases.map(\.rawValue)
        #expect(Set(names) == Set(table), "Fuzz/tessera.dict's expression names differ from the compiler's; fix FuzzDictionary.expressionNames")
        #expect(names.count == table.count)
        for name in table { #expect(BuiltInWord(name) != nil, "\(name) is no word the compiler knows") }
    }
}
