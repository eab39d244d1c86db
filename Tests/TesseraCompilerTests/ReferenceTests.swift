import Foundation
import Testing
@testable import TesseraCompiler

@Suite struct ReferenceTests {
    @Test func theCommittedReferenceIsCurrent() throws {
        let committed = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/REFERENCE.md"), encoding: .utf8)
        #expect(committed == LanguageReference.markdown(), "docs/REFERENCE.md is stale: run `swift run tessera reference > docs/REFERENCE.md`")
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
}
