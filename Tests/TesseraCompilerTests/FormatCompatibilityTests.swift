import Foundation
import Testing
import TesseraRuntime
@testable import TesseraCompiler
import TesseraTestSupport

/// The compatibility contract (docs/COMPILED-FORMAT.md, "Compatibility"): every old version's
/// golden file still loads and answers, a newer file loads when what it holds beyond this reader is
/// ignorable and is refused, naming the member and its path, when it is not; and `tessera compat`'s
/// library says the same.
@Suite struct FormatCompatibilityTests {
    static let versions = repositoryRoot.appendingPathComponent("Tests/GoldenVersions")
    static let hostile = repositoryRoot.appendingPathComponent("Tests/Fixtures/CompiledHostile")

    static func data(_ url: URL, _ name: String) throws -> Data { try Data(contentsOf: url.appendingPathComponent(name)) }

    @Test(arguments: 1...4)
    func eachVersionsGoldenFileLoadsAndAnswers(_ version: Int) throws {
        let bytes = try Self.data(Self.versions, "version\(version).json")
        let file = try CompiledLayoutFile.read(bytes)
        #expect(file.version == version)
        // Written before the contract: no list.
        #expect(!String(decoding: bytes, as: UTF8.self).contains("mustUnderstand"))
        let prepared = try CompiledLayout(json: bytes).prepare(LayoutInput(
            viewport: Size(width: 390, height: 844), sectionCounts: [20, 20, 20],
            itemSizes: Array(repeating: Array(repeating: .size(Size(width: 120, height: 80)), count: 20), count: 3)))
        #expect(try !prepared.elements(in: Rect(x: 0, y: 0, width: 390, height: 844)).isEmpty)
    }

    @Test func everyVersionUpToTodaysHasItsGoldenFile() throws {
        // Version 5 brought only the (ignorable) list, which no file needs; every other version has a file.
        let needed = CompiledLayoutFile.laterMembers.filter(\.mustUnderstand).map(\.version)
        for version in Set([1] + needed) {
            #expect(FileManager.default.fileExists(atPath: Self.versions.appendingPathComponent("version\(version).json").path), "version \(version) has no golden file")
        }
    }

    @Test func aNewerFileWhoseUnknownMembersAreIgnorableLoads() throws {
        let layout = try CompiledLayout(json: try Self.data(Self.hostile, "newer-ignorable.json"))
        #expect(layout.name == "Chat")
    }

    @Test func aNewerFileWithAnUnknownMustUnderstandMemberIsRefusedByName() throws {
        let error = #expect(throws: CompiledLayout.LoadError.self) { try CompiledLayout(json: try Self.data(Self.hostile, "newer-must-understand.json")) }
        #expect(error?.place == "mustUnderstand[1]")
        #expect(error?.code == .loadMemberNotUnderstood)
        #expect(error?.message.hasPrefix("the file uses 'body.stretch' at 'layout.base.stretch', which this runtime (compiled format versions 1 to 5) does not understand and may not ignore") == true)
    }

    @Test func aNewerFileWithoutTheListIsRefusedByVersion() throws {
        var text = String(decoding: try Self.data(Self.versions, "version1.json"), as: UTF8.self)
        text = text.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 6")
        let error = #expect(throws: CompiledLayout.LoadError.self) { try CompiledLayout(json: Data(text.utf8)) }
        #expect(error?.place == "version")
        #expect(error?.code == .loadVersionUnsupported)
    }

    @Test func theWriterListsTheMustUnderstandMembersItUses() throws {
        let chat = try CompiledLayoutFile.read(try Self.data(repositoryRoot.appendingPathComponent("Tests/GoldenCompiled"), "chat.json"))
        #expect(chat.mustUnderstand == [MemberUse(member: "body.gravity", path: "layout.base.gravity")])
        let mosaic = try CompiledLayoutFile.read(try Self.data(Self.versions, "version1.json"))
        #expect(mosaic.mustUnderstand == nil)
    }

    @Test func compatAnswersFromTheDescription() throws {
        let chat = try Self.data(repositoryRoot.appendingPathComponent("Tests/GoldenCompiled"), "chat.json")
        let refused = try FormatCompatibility.answer(readerVersion: 3, file: chat)
        #expect(!refused.readable)
        #expect(refused.refusals == [.init(member: "body.gravity", path: "layout.base.gravity", version: 4, feature: "a layout's gravity")])
        #expect(try FormatCompatibility.answer(readerVersion: 4, file: chat).readable)
        #expect(try FormatCompatibility.answer(readerVersion: 5, file: try Self.data(Self.hostile, "newer-ignorable.json")).readable)
        let unknown = try FormatCompatibility.answer(readerVersion: 5, file: try Self.data(Self.hostile, "newer-must-understand.json"))
        #expect(unknown.refusals == [.init(member: "body.stretch", path: "layout.base.stretch")])
        // Readers before the contract refuse every newer version, even one whose members are all ignorable.
        #expect(!FormatCompatibility.answer(readerVersion: 4, version: 5).readable)
        #expect(FormatCompatibility.answer(readerVersion: 5, version: 5).readable)
        #expect(FormatCompatibility.answer(readerVersion: 3, version: 4).refusals.map(\.member) == ["body.gravity"])
    }
}
