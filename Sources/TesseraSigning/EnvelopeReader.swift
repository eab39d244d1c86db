import Foundation

/// Reads a signed file's text, which must be the canonical form byte for byte (no other spacing,
/// order, escape or member), so that no two texts carry the same envelope. Refusals name the member.
enum EnvelopeReader {
    /// Whether the bytes claim to be an envelope: `{`, then (after any JSON whitespace) the key
    /// `"tessera-signed"`. Anything else is an unsigned file.
    static func isEnvelope(_ bytes: Data) -> Bool {
        var index = bytes.startIndex
        func skipSpace() { while index < bytes.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 } }
        skipSpace()
        guard index < bytes.endIndex, bytes[index] == 0x7B else { return false }
        index += 1
        skipSpace()
        return bytes[index...].starts(with: Data(#""tessera-signed""#.utf8))
    }

    static func read(_ bytes: Data, file: String?) throws(SignedFileError) -> SignedEnvelope {
        func malformed(_ message: String) -> SignedFileError {
            SignedFileError(.envelopeMalformed, file: file, message + "; a signed file is exactly what `tessera compile --sign` writes, re-sign the layout rather than edit the file")
        }
        guard bytes.count <= SignedEnvelope.maximumBytes else { throw malformed("the file is larger than \(SignedEnvelope.maximumBytes) bytes") }
        guard let text = String(data: bytes, encoding: .utf8), text.utf8.allSatisfy({ $0 < 0x80 }) else {
            throw malformed("the file holds bytes that are not ASCII")
        }
        var rest = Substring(text)
        func literal(_ expected: String, _ member: String) throws(SignedFileError) {
            guard rest.hasPrefix(expected) else { throw malformed("expected \(expected) at \(member)") }
            rest = rest.dropFirst(expected.count)
        }
        func field(_ member: String, allowed: (Character) -> Bool, terminator: Character) throws(SignedFileError) -> String {
            guard let end = rest.firstIndex(of: terminator) else { throw malformed("`\(member)` is not closed") }
            let value = rest[..<end]
            guard value.allSatisfy(allowed) else { throw malformed("`\(member)` holds a character it may not hold") }
            rest = rest[end...]
            return String(value)
        }
        let hex: (Character) -> Bool = { "0123456789abcdef".contains($0) }
        let base64: (Character) -> Bool = { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "/" || $0 == "=") }
        try literal(#"{"tessera-signed":"#, "the start")
        guard rest.hasPrefix("1,") else { throw malformed("`tessera-signed` is not 1, the only envelope version there is") }
        rest = rest.dropFirst(2)
        try literal(#""keyId":""#, "`keyId`")
        let keyId = try field("keyId", allowed: hex, terminator: "\"")
        guard keyId.count == 32 else { throw malformed("`keyId` is not 32 lower-case hexadecimal digits") }
        try literal(#"",""#, "after `keyId`")
        try literal(#"name":""#, "`name`")
        let name = try field("name", allowed: { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "_" || $0 == "-") }, terminator: "\"")
        guard SignedEnvelope.isValidName(name) else { throw malformed("`name` is not 1 to 128 of A-Z, a-z, 0-9, '.', '_', '-'") }
        try literal(#"","serial":"#, "after `name`")
        let serialText = try field("serial", allowed: { "0123456789".contains($0) }, terminator: ",")
        guard let serial = UInt64(serialText), serialText == String(serial), serial <= SignedEnvelope.maximumSerial else {
            throw malformed("`serial` is not a whole number from 0 to 2^53-1 without leading zeros")
        }
        try literal(#","expires":""#, "`expires`")
        let expiresText = try field("expires", allowed: { _ in true }, terminator: "\"")
        guard let expires = EnvelopeDate.seconds(expiresText) else { throw malformed("`expires` is not a date YYYY-MM-DDTHH:MM:SSZ from 1970") }
        try literal(#"","payload":""#, "after `expires`")
        let payloadText = try field("payload", allowed: base64, terminator: "\"")
        guard let payload = canonicalBase64(payloadText) else { throw malformed("`payload` is not canonical base64") }
        try literal("\"", "after `payload`")
        var signature: Data?
        if rest.hasPrefix(#","signature":""#) {
            rest = rest.dropFirst(#","signature":""#.count)
            let signatureText = try field("signature", allowed: base64, terminator: "\"")
            guard let decoded = canonicalBase64(signatureText), decoded.count == 64 else {
                throw malformed("`signature` is not 64 bytes in canonical base64")
            }
            signature = decoded
            try literal("\"", "after `signature`")
        }
        guard rest == "}\n" else { throw malformed("expected }, a line feed and the end of the file after the last member") }
        return SignedEnvelope(keyId: keyId, name: name, serial: serial, expires: expires, payload: payload, signature: signature)
    }

    /// Base64 that encodes back to the same text (padded, no spare bits set), or nil.
    static func canonicalBase64(_ text: String) -> Data? {
        guard let data = Data(base64Encoded: text), data.base64EncodedString() == text else { return nil }
        return data
    }
}
