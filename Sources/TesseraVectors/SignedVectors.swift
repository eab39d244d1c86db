import Foundation
import TesseraCompiler
import TesseraRuntime
import TesseraSigning

/// Signed files, valid and tampered with in each way an attacker could, with the verdict every
/// runtime must give (`load`, or the refusal's code). The Swift loader's own verdict must match
/// the one written down here, or the tool fails.
enum SignedVectors {
    struct Case {
        var name: String
        var bytes: Data
        var verdict: String
        var now: Int64 = SignedVectors.now
        var lastSerials: [String: UInt64] = [:]
        var expectedName: String? = nil
        var allowsUnsigned = false
    }

    /// The clock every case is checked at, unless it says otherwise: 2026-01-01T00:00:00Z.
    static let now: Int64 = 1_767_225_600
    static let expires: Int64 = now + 86_400 * 365

    /// Writes `signed.json` (docs in Runtimes/web/test/signed.test.mjs) and returns the number of
    /// cases and the cases where the Swift loader disagrees with the verdict written down.
    static func write(layouts: [(name: String, compiled: String)], keyFiles: [String], to files: VectorFiles) throws -> (Int, [String]) {
        let keys = try keyFiles.map(readKey)
        guard keys.count == 2, layouts.count >= 2 else { throw VectorsFailure("signed vectors need two test keys and two layouts") }
        let (key, rotated) = (keys[0], keys[1])
        let stranger = LayoutSigningKey()
        let first = Data(layouts[0].compiled.utf8), second = Data(layouts[1].compiled.utf8)
        let valid = try key.sign(payload: first, name: "home", serial: 7, expires: expires)
        let other = try key.sign(payload: second, name: "feed", serial: 7, expires: expires)
        let text = valid.text

        func edited(_ change: (inout SignedEnvelope) -> Void) -> Data {
            var envelope = valid
            change(&envelope)
            return Data(envelope.text.utf8)
        }
        func replaced(_ old: String, _ new: String) -> Data { Data(text.replacingOccurrences(of: old, with: new).utf8) }
        let signature = valid.signature!.base64EncodedString()
        let signatureSpareBits = String(signature.dropLast(3)) + String(UnicodeScalar(UInt8(signature.utf8.dropLast(2).last!) ^ 1)) + "=="
        var cases: [Case] = [
            Case(name: "valid", bytes: Data(text.utf8), verdict: "load"),
            Case(name: "valid signed with the second trusted key (rotation)", bytes: Data(try rotated.sign(payload: first, name: "home", serial: 7, expires: expires).text.utf8), verdict: "load"),
            Case(name: "valid at the same serial as the last accepted", bytes: Data(text.utf8), verdict: "load", lastSerials: ["home": 7]),
            Case(name: "valid with a lower serial accepted for another name", bytes: Data(text.utf8), verdict: "load", lastSerials: ["feed": 9]),
            Case(name: "valid for the name asked for", bytes: Data(text.utf8), verdict: "load", expectedName: "home"),
            Case(name: "unsigned compiled file where the app allows unsigned", bytes: first, verdict: "load", allowsUnsigned: true),
            Case(name: "unsigned compiled file", bytes: first, verdict: "signature.missing"),
            Case(name: "empty file", bytes: Data(), verdict: "signature.missing"),
            Case(name: "signature stripped", bytes: edited { $0.signature = nil }, verdict: "signature.missing"),
            Case(name: "signature stripped where the app allows unsigned", bytes: edited { $0.signature = nil }, verdict: "signature.missing", allowsUnsigned: true),
            Case(name: "payload byte flipped", bytes: edited { $0.payload[$0.payload.count / 2] ^= 0x01 }, verdict: "signature.bad"),
            Case(name: "payload byte appended", bytes: edited { $0.payload.append(0x20) }, verdict: "signature.bad"),
            Case(name: "signature byte flipped", bytes: edited { $0.signature![10] ^= 0x80 }, verdict: "signature.bad"),
            Case(name: "name changed", bytes: edited { $0.name = "feed" }, verdict: "signature.bad"),
            Case(name: "serial raised", bytes: edited { $0.serial = 8 }, verdict: "signature.bad"),
            Case(name: "expiry extended", bytes: edited { $0.expires += 86_400 }, verdict: "signature.bad"),
            Case(name: "key id swapped for another trusted key's", bytes: edited { $0.keyId = rotated.publicKey.keyId }, verdict: "signature.bad"),
            Case(name: "signature moved from another file", bytes: edited { $0.signature = other.signature }, verdict: "signature.bad"),
            Case(name: "payload moved from another file", bytes: edited { $0.payload = second }, verdict: "signature.bad"),
            Case(name: "signed with an untrusted key", bytes: Data(try stranger.sign(payload: first, name: "home", serial: 7, expires: expires).text.utf8), verdict: "key.unknown"),
            Case(name: "key id of no trusted key", bytes: edited { $0.keyId = String(repeating: "ab", count: 16) }, verdict: "key.unknown"),
            Case(name: "expired", bytes: Data(text.utf8), verdict: "expired", now: expires + 1),
            Case(name: "expired at the very second", bytes: Data(text.utf8), verdict: "expired", now: expires),
            Case(name: "one second before expiry", bytes: Data(text.utf8), verdict: "load", now: expires - 1),
            Case(name: "serial lower than the last accepted (rollback)", bytes: Data(text.utf8), verdict: "rollback", lastSerials: ["home": 8]),
            Case(name: "older release replayed", bytes: Data(try key.sign(payload: first, name: "home", serial: 3, expires: expires).text.utf8), verdict: "rollback", lastSerials: ["home": 7]),
            Case(name: "signed for another layout", bytes: Data(text.utf8), verdict: "name.mismatch", expectedName: "feed"),
            Case(name: "envelope nested in another object", bytes: Data(("{\"envelope\":" + text.dropLast() + "}\n").utf8), verdict: "signature.missing"),
            Case(name: "envelope nested in another object where the app allows unsigned", bytes: Data(("{\"envelope\":" + text.dropLast() + "}\n").utf8), verdict: "layout.invalid", allowsUnsigned: true),
            Case(name: "signed envelope whose payload is an envelope", bytes: Data(try key.sign(payload: Data(text.utf8), name: "home", serial: 8, expires: expires).text.utf8), verdict: "layout.invalid"),
            Case(name: "signed payload that is no compiled layout", bytes: Data(try key.sign(payload: Data("{}".utf8), name: "home", serial: 7, expires: expires).text.utf8), verdict: "layout.invalid"),
            Case(name: "truncated to half", bytes: Data(text.utf8.prefix(text.utf8.count / 2)), verdict: "envelope.malformed"),
            Case(name: "final line feed removed", bytes: Data(text.utf8.dropLast()), verdict: "envelope.malformed"),
            Case(name: "bytes appended", bytes: Data((text + "{}").utf8), verdict: "envelope.malformed"),
            Case(name: "space inserted after the brace", bytes: replaced("{\"tessera-signed\"", "{ \"tessera-signed\""), verdict: "envelope.malformed"),
            Case(name: "envelope version 2", bytes: replaced("\"tessera-signed\":1,", "\"tessera-signed\":2,"), verdict: "envelope.malformed"),
            Case(name: "members reordered", bytes: replaced("\"keyId\":\"\(valid.keyId)\",\"name\":\"home\"", "\"name\":\"home\",\"keyId\":\"\(valid.keyId)\""), verdict: "envelope.malformed"),
            Case(name: "member repeated", bytes: replaced("\"name\":\"home\"", "\"name\":\"home\",\"name\":\"home\""), verdict: "envelope.malformed"),
            Case(name: "serial with a leading zero", bytes: replaced("\"serial\":7,", "\"serial\":07,"), verdict: "envelope.malformed"),
            Case(name: "serial past 2^53-1", bytes: replaced("\"serial\":7,", "\"serial\":9007199254740992,"), verdict: "envelope.malformed"),
            Case(name: "serial negative", bytes: replaced("\"serial\":7,", "\"serial\":-7,"), verdict: "envelope.malformed"),
            Case(name: "expiry not a calendar day", bytes: replaced(EnvelopeDate.text(expires), "2027-02-30T00:00:00Z"), verdict: "envelope.malformed"),
            Case(name: "key id in upper case", bytes: replaced(valid.keyId, valid.keyId.uppercased()), verdict: valid.keyId == valid.keyId.uppercased() ? "key.unknown" : "envelope.malformed"),
            Case(name: "signature with spare bits set (not canonical base64)", bytes: replaced(signature, signatureSpareBits), verdict: "envelope.malformed"),
            Case(name: "signature cut short", bytes: replaced(signature, String(signature.dropFirst(4))), verdict: "envelope.malformed"),
            Case(name: "name escaped in JSON", bytes: replaced("\"name\":\"home\"", "\"name\":\"\\u0068ome\""), verdict: "envelope.malformed"),
        ]
        cases.sort { $0.name < $1.name }

        var disagreements: [String] = []
        var written: [JSONValue] = []
        for item in cases {
            let loader = SignedLayoutLoader(trustedKeys: [key.publicKey, rotated.publicKey], serials: InMemorySerialStore(item.lastSerials),
                                            allowsUnsigned: item.allowsUnsigned, now: { [now = item.now] in Date(timeIntervalSince1970: TimeInterval(now)) })
            let swift: String, report: ErrorReport
            do {
                let (_, layout) = try loader.verify(item.bytes, expectedName: item.expectedName, file: item.name)
                swift = "load"
                report = ErrorReport(LayoutError("a run-time failure, for its report's fields"), layout: layout)
            } catch {
                swift = error.code.rawValue
                report = error.report
            }
            if swift != item.verdict { disagreements.append("signed vector '\(item.name)': the Swift loader says \(swift), the vector \(item.verdict)") }
            written.append(.object([
                ("name", .string(item.name)),
                ("file", .string(item.bytes.base64EncodedString())),
                ("now", .number(Double(item.now))),
                ("lastSerials", .object(item.lastSerials.sorted { $0.key < $1.key }.map { ($0.key, .number(Double($0.value))) })),
                ("expectedName", item.expectedName.map { .string($0) } ?? .null),
                ("allowsUnsigned", .bool(item.allowsUnsigned)),
                ("verdict", .string(item.verdict)),
                ("report", reportFields(report)),
            ]))
        }
        let json = JSONValue.object([
            ("trustedKeys", .array([key, rotated].map { .string($0.publicKey.rawRepresentation.base64EncodedString()) })),
            ("valid", .string(Data(text.utf8).base64EncodedString())),
            ("codes", .array(ErrorCode.signedFileCodes.map { .string($0.rawValue) })),
            ("cases", .array(written)),
        ])
        try files.put(Data(json.rendered(indent: nil).utf8), at: "signed.json")
        return (cases.count, disagreements)
    }

    /// The report's fields every runtime must give alike (docs/ERRORS.md): all but the message,
    /// whose wording is each runtime's, and the file, which is the case's name. For a file that
    /// loads, those of a run-time failure of its layout.
    private static func reportFields(_ report: ErrorReport) -> JSONValue {
        func text(_ value: String?) -> JSONValue { value.map { .string($0) } ?? .null }
        func number(_ value: Int?) -> JSONValue { value.map { .number(Double($0)) } ?? .null }
        return .object([
            ("code", .string(report.code.rawValue)),
            ("layoutName", text(report.layoutName)),
            ("serial", number(report.serial.map { Int($0) })),
            ("contentHash", text(report.contentHash)),
            ("loaderCode", text(report.loaderCode?.rawValue)),
            ("jsonPath", text(report.jsonPath)),
            ("line", number(report.line)),
            ("column", number(report.column)),
        ])
    }

    private static func readKey(_ path: String) throws -> LayoutSigningKey {
        guard let data = FileManager.default.contents(atPath: path),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let seed = (object["seed"] as? String).flatMap({ Data(base64Encoded: $0) }), let key = LayoutSigningKey(seed: seed)
        else { throw VectorsFailure("\(path): not a private key file of `tessera keygen`") }
        return key
    }
}

struct VectorsFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
