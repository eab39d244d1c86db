import Foundation
import Testing
import TesseraRuntime
import TesseraSigning
import TesseraTestSupport

/// The committed test key (Tests/Fixtures/Signing: a key for tests only, trusted by nothing real).
private func testKey(_ number: Int) throws -> LayoutSigningKey {
    let data = try Data(contentsOf: repositoryRoot.appendingPathComponent("Tests/Fixtures/Signing/test-only-\(number).private.json"))
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let seed = (object?["seed"] as? String).flatMap { Data(base64Encoded: $0) }
    return try #require(seed.flatMap(LayoutSigningKey.init(seed:)))
}

private func compiledPayload() throws -> Data {
    try Data(contentsOf: repositoryRoot.appendingPathComponent("Tests/GoldenCompiled/mosaic.json"))
}

private let now: Int64 = 1_767_225_600

private func loader(_ keys: [LayoutSigningKey], serials: InMemorySerialStore = InMemorySerialStore(), at seconds: Int64 = now) -> SignedLayoutLoader {
    SignedLayoutLoader(trustedKeys: keys.map(\.publicKey), serials: serials, now: { Date(timeIntervalSince1970: TimeInterval(seconds)) })
}

private func refusal(_ loader: SignedLayoutLoader, _ bytes: Data, expectedName: String? = nil) -> SignedFileError.Code? {
    do {
        _ = try loader.load(bytes, expectedName: expectedName)
        return nil
    } catch {
        return error.code
    }
}

@Test func aSignedFileLoadsAndRecordsItsSerial() throws {
    let key = try testKey(1)
    let envelope = try key.sign(payload: try compiledPayload(), name: "mosaic", serial: 5, expires: now + 60)
    let serials = InMemorySerialStore()
    let layout = try loader([key], serials: serials).load(Data(envelope.text.utf8), expectedName: "mosaic")
    #expect(layout.name == "Mosaic")
    #expect(serials.lastAcceptedSerial(for: "mosaic") == 5)
    // The same file again (an app restarting) loads; an older one no longer does.
    #expect(refusal(loader([key], serials: serials), Data(envelope.text.utf8)) == nil)
    let older = try key.sign(payload: try compiledPayload(), name: "mosaic", serial: 4, expires: now + 60)
    #expect(refusal(loader([key], serials: serials), Data(older.text.utf8)) == .rollback)
}

@Test func eachRefusalHasItsCode() throws {
    let (key, other) = (try testKey(1), try testKey(2))
    let envelope = try key.sign(payload: try compiledPayload(), name: "mosaic", serial: 5, expires: now + 60)
    let bytes = Data(envelope.text.utf8)
    #expect(refusal(loader([key]), try compiledPayload()) == .signatureMissing)
    #expect(refusal(loader([other]), bytes) == .keyUnknown)
    #expect(refusal(loader([key], at: now + 60), bytes) == .expired)
    #expect(refusal(loader([key]), bytes, expectedName: "feed") == .nameMismatch)
    #expect(refusal(loader([key], serials: InMemorySerialStore(["mosaic": 6])), bytes) == .rollback)
    var changed = envelope
    changed.serial = 6
    #expect(refusal(loader([key]), Data(changed.text.utf8)) == .signatureBad)
    #expect(refusal(loader([key]), bytes.dropLast()) == .envelopeMalformed)
    // Unsigned files load only where the app allows them.
    let permissive = SignedLayoutLoader(trustedKeys: [], serials: InMemorySerialStore(), allowsUnsigned: true)
    #expect(try permissive.load(try compiledPayload()).name == "Mosaic")
}

@Test func envelopeDatesReadOnlyRealDays() {
    #expect(EnvelopeDate.seconds("2026-01-01T00:00:00Z") == now)
    #expect(EnvelopeDate.text(now) == "2026-01-01T00:00:00Z")
    #expect(EnvelopeDate.seconds("2028-02-29T23:59:59Z") != nil)
    for wrong in ["2027-02-29T00:00:00Z", "2026-13-01T00:00:00Z", "2026-01-01T24:00:00Z", "1969-12-31T23:59:59Z", "2026-01-01 00:00:00Z", "2026-01-01T00:00:00"] {
        #expect(EnvelopeDate.seconds(wrong) == nil, "\(wrong)")
    }
    for seconds in stride(from: Int64(0), to: 4_000_000_000, by: 12_345_677) {
        #expect(EnvelopeDate.seconds(EnvelopeDate.text(seconds)) == seconds)
    }
}

/// The tamper fuzzer (Fuzz/README.md): random changes to a valid signed file, from a fixed seed,
/// each refused with a code and none loading; the count is bounded so the test stays quick.
@Test func tamperedFilesNeverLoad() throws {
    let key = try testKey(1)
    let valid = Data(try key.sign(payload: try compiledPayload(), name: "mosaic", serial: 5, expires: now + 60).text.utf8)
    var random = SplitMix(seed: 61)
    var refused: [SignedFileError.Code: Int] = [:]
    let count = ProcessInfo.processInfo.environment["TESSERA_FULL_TESTS"] == nil ? 2_000 : 20_000
    for _ in 0..<count {
        let mutated = TamperMutation.apply(to: valid, using: &random)
        guard mutated != valid else { continue }
        do {
            _ = try loader([key]).verify(mutated)
            Issue.record("a tampered file loaded: \(String(decoding: mutated.prefix(200), as: UTF8.self))")
        } catch {
            refused[error.code, default: 0] += 1
        }
    }
    #expect(refused.values.reduce(0, +) > count * 9 / 10)
    #expect(refused[.signatureBad, default: 0] > 0 && refused[.envelopeMalformed, default: 0] > 0)
}

struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

/// The mutations every runtime's tamper fuzzer makes (the same kinds in each): a bit flipped, a
/// byte replaced, inserted or removed, the file cut short, a run of bytes duplicated or moved.
enum TamperMutation {
    static func apply(to file: Data, using random: inout SplitMix) -> Data {
        var bytes = [UInt8](file)
        for _ in 0...random.below(3) {
            guard !bytes.isEmpty else { break }
            let at = random.below(bytes.count)
            switch random.below(6) {
            case 0: bytes[at] ^= UInt8(1 << random.below(8))
            case 1: bytes[at] = UInt8(random.below(256))
            case 2: bytes.insert(UInt8(random.below(256)), at: at)
            case 3: bytes.remove(at: at)
            case 4: bytes.removeSubrange(at...)
            default:
                let length = min(1 + random.below(16), bytes.count - at)
                let run = bytes[at..<at + length]
                bytes.insert(contentsOf: run, at: random.below(bytes.count))
            }
        }
        return Data(bytes)
    }
}

/// The committed test keys were made outside Swift (with node's WebCrypto): Swift's key ids and
/// public keys are theirs, so the runtimes compute the same ids.
@Test func keyIdsAgreeWithTheKeyFiles() throws {
    for number in [1, 2] {
        let data = try Data(contentsOf: repositoryRoot.appendingPathComponent("Tests/Fixtures/Signing/test-only-\(number).public.json"))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let publicKey = object?["publicKey"] as? String ?? ""
        let trusted = try #require(TrustedKey(base64: publicKey))
        #expect(trusted.keyId == object?["keyId"] as? String)
        #expect(try testKey(number).publicKey == trusted)
    }
}

@Test func aFallbackChainReportsARefusedSignedFileByItsCode() throws {
    let key = try testKey(1)
    let expired = try key.sign(payload: try compiledPayload(), name: "mosaic", serial: 5, expires: now - 60)
    let builtIn = try CompiledLayout(json: try compiledPayload(), file: "bundled mosaic.json")
    let skips = SkipLog()
    let layout = FallbackLayout([
        LayoutSource("downloaded") { try loader([key]).load(Data(expired.text.utf8), expectedName: "mosaic") },
        .builtIn(builtIn),
    ], onSkip: skips.append)
    #expect(layout.currentSource == "built-in")
    #expect(skips.all.map(\.code) == ["expired"])
}

private final class SkipLog: @unchecked Sendable {
    private let lock = NSLock()
    private var skips: [FallbackSkip] = []
    func append(_ skip: FallbackSkip) { lock.withLock { skips.append(skip) } }
    var all: [FallbackSkip] { lock.withLock { skips } }
}
