import Testing
@testable import generate_model

/// The fuzz dictionary and the compiled format's member list follow the description, and the
/// document's hand-written text around the markers is left as it is.
@Suite struct DerivedDocumentTests {
    @Test func theDictionaryHasEveryKeyAndWordOfTheDescription() {
        let entries = Set(FuzzDictionary.text().split(separator: "\n").map(String.init))
        for key in ModelDescription.nodes.flatMap(\.keys) {
            #expect(entries.contains("\"\(key.name):\""), "\(key.name)")
        }
        for word in ModelDescription.gravity.cases.map(\.raw) + ModelDescription.lineAlignment.cases.map(\.raw) {
            #expect(entries.contains("\"\(word)\""), "\(word)")
        }
    }

    @Test func theMemberListRewritesOnlyBetweenItsMarkers() throws {
        let document = "# Before\n\(CompiledFormatMembers.start)\nstale\n\(CompiledFormatMembers.end)\nAfter\n"
        let rewritten = try #require(CompiledFormatMembers.document(replacingListIn: document))
        #expect(rewritten.hasPrefix("# Before\n\(CompiledFormatMembers.start)\n| object | member |"))
        #expect(rewritten.hasSuffix("\(CompiledFormatMembers.end)\nAfter\n"))
        #expect(!rewritten.contains("stale"))
        #expect(rewritten.contains("| `body` | *`gravity`* | `\"start\"`, `\"end\"` | 4 | must understand it |"))
        #expect(CompiledFormatMembers.document(replacingListIn: "no markers") == nil)
        #expect(CompiledFormatMembers.document(replacingListIn: "\(CompiledFormatMembers.end)\n\(CompiledFormatMembers.start)") == nil)
    }
}
