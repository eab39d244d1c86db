#if canImport(CryptoKit)
import CryptoKit
#else
import Crypto
#endif
import Foundation
import Testing
import TesseraRuntime
import TesseraSigning
import TesseraTestSupport

/// The reports of docs/ERRORS.md: what a signed loader's refusals and a fallback chain's skips
/// say about the file (the shared vectors, signed.json, hold the other runtimes to the same).

private func sha256(_ bytes: Data) -> String {
    SHA256.hash(data: bytes).map { String(format: "%02x", $0) }.joined()
}

private func key() throws -> LayoutSigningKey {
    let data = try Data(contentsOf: repositoryRoot.appendingPathComponent("Tests/Fixtures/Signing/test-only-1.private.json"))
    let seed = try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["seed"] as? String)
    return try #require(Data(base64Encoded: seed).flatMap(LayoutSigningKey.init(seed:)))
}

private func golden(_ name: String) throws -> Data {
    try Data(contentsOf: repositoryRoot.appendingPathComponent("Tests/GoldenCompiled/\(name)"))
}

private let now: Int64 = 1_767_225_600

private func loader(_ key: LayoutSigningKey, serials: [String: UInt64] = [:]) -> SignedLayoutLoader {
    SignedLayoutLoader(trustedKeys: [key.publicKey], serials: InMemorySerialStore(serials),
                       now: { Date(timeIntervalSince1970: TimeInterval(now)) })
}

private func refusal(_ loader: SignedLayoutLoader, _ bytes: Data) throws -> ErrorReport {
    try #require(throws: SignedFileError.self) { try loader.load(bytes, file: "https://cdn.example/home.json") }.report
}

@Test(arguments: Array(0...130) + [4096, 100_003])
func theContentHashIsSHA256(length: Int) {
    let bytes = Data((0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ length) })
    #expect(ContentHash.of(bytes) == sha256(bytes))
}

@Test func aRefusedSignedFileIsReportedWithItsNameSerialAndHash() throws {
    let key = try key()
    let file = Data(try key.sign(payload: try golden("mosaic.json"), name: "home", serial: 7, expires: now + 60).text.utf8)
    let report = try refusal(loader(key, serials: ["home": 9]), file)
    #expect(report.code == .rollback)
    #expect(report.layoutName == "home" && report.serial == 7)
    #expect(report.contentHash == sha256(file))
    #expect(report.file == "https://cdn.example/home.json")
    #expect(report.loaderCode == nil && report.jsonPath == nil)
}

@Test func aMalformedEnvelopeHasNoNameButItsHash() throws {
    let key = try key()
    let text = try key.sign(payload: try golden("mosaic.json"), name: "home", serial: 7, expires: now + 60).text
    let file = Data(text.utf8.dropLast())
    let report = try refusal(loader(key), file)
    #expect(report.code == .envelopeMalformed)
    #expect(report.layoutName == nil && report.serial == nil)
    #expect(report.contentHash == sha256(file))
}

@Test func anInvalidPayloadIsReportedWithTheLoadersCodeAndPath() throws {
    let key = try key()
    let file = Data(try key.sign(payload: Data(#"{"format":"tessera-compiled-layout","version":1}"#.utf8), name: "home", serial: 7, expires: now + 60).text.utf8)
    let report = try refusal(loader(key), file)
    #expect(report.code == .layoutInvalid)
    #expect(report.loaderCode == .loadFormulaInvalid)
    #expect(report.jsonPath != nil && report.layoutName == "home" && report.serial == 7)
}

@Test func aPlainFileRefusedByTheLoaderHasItsHashAndPath() throws {
    let bytes = Data(#"{"format":"tessera-compiled","version":99}"#.utf8)
    let report = try #require(throws: CompiledLayout.LoadError.self) { try CompiledLayout(json: bytes, file: "home.json") }.report
    #expect(report.code == .loadNotCompiledLayout && report.jsonPath == "format")
    #expect(report.contentHash == sha256(bytes) && report.layoutName == nil)
    let notJSON = try #require(throws: CompiledLayout.LoadError.self) { try CompiledLayout(json: Data("{\n  oops".utf8)) }.report
    #expect(notJSON.code == .loadNotJson && notJSON.line == 2 && notJSON.column != nil && notJSON.jsonPath == nil)
}

private final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var reports: [ErrorReport] = []
    func append(_ skip: FallbackSkip) { lock.withLock { reports.append(skip.report) } }
    var all: [ErrorReport] { lock.withLock { reports } }
}

/// The carousel's insets turn negative in a viewport 90 points wide: a run-time failure of a
/// layout that came from a signed file is reported with that file's name, serial and hash.
@Test func aFailureWhileRunningIsReportedWithTheFileItCameFrom() throws {
    let key = try key()
    let file = Data(try key.sign(payload: try golden("carousel.json"), name: "home", serial: 7, expires: now + 60).text.utf8)
    let reports = Reports()
    let layout = FallbackLayout([
        LayoutSource("downloaded") { try loader(key).load(file) },
        .builtIn(try CompiledLayout(json: try golden("mosaic.json"))),
    ], onSkip: reports.append)
    _ = try layout.prepare(LayoutInput(viewport: Size(width: 90, height: 300), sectionCounts: [10]))
    let report = try #require(reports.all.first)
    #expect(reports.all.count == 1)
    #expect(report.code == .runLayoutFailed)
    #expect(report.layoutName == "home" && report.serial == 7 && report.contentHash == sha256(file))
    #expect(report.file?.hasSuffix("carousel.yaml") == true && (report.line ?? 0) > 0)
}
