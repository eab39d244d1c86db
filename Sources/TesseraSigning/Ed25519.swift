// The platform's own Ed25519 and SHA-256: CryptoKit on Apple platforms, swift-crypto's Crypto
// (the same API) elsewhere. Tessera verifies with no cryptography of its own (ContentHash, in the
// runtime, only names a file in error reports and checks nothing).
#if canImport(CryptoKit)
import CryptoKit
#else
import Crypto
#endif
import Foundation

/// A public key the app trusts, as `tessera keygen` writes it (`publicKey`: 32 bytes in base64).
public struct TrustedKey: Hashable, Sendable {
    /// The raw 32-byte Ed25519 public key.
    public let rawRepresentation: Data
    /// The first 16 bytes of the key's SHA-256, in lower-case hexadecimal: what a signed file names.
    public let keyId: String

    /// The key from its base64 text (the `publicKey` of a `.public.json` file); nil when it is not 32 bytes.
    public init?(base64: String) {
        guard let raw = Data(base64Encoded: base64) else { return nil }
        self.init(raw: raw)
    }

    public init?(raw: Data) {
        guard raw.count == 32, (try? Curve25519.Signing.PublicKey(rawRepresentation: raw)) != nil else { return nil }
        rawRepresentation = raw
        keyId = Self.keyId(of: raw)
    }

    static func keyId(of raw: Data) -> String {
        SHA256.hash(data: raw).prefix(16).map { byte in
            let hex = String(byte, radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }.joined()
    }

    func isValidSignature(_ signature: Data, for message: Data) -> Bool {
        guard let key = try? Curve25519.Signing.PublicKey(rawRepresentation: rawRepresentation) else { return false }
        return key.isValidSignature(signature, for: message)
    }
}

/// A private signing key, for the tools that sign (`tessera compile --sign`); apps never hold one.
public struct LayoutSigningKey: Sendable {
    private let key: Curve25519.Signing.PrivateKey

    /// A new random key.
    public init() { key = Curve25519.Signing.PrivateKey() }

    /// The key from its 32-byte seed; nil when it is not one.
    public init?(seed: Data) {
        guard seed.count == 32, let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: seed) else { return nil }
        self.key = key
    }

    public var seed: Data { key.rawRepresentation }
    public var publicKey: TrustedKey { TrustedKey(raw: key.publicKey.rawRepresentation)! }

    /// The envelope for `payload`, signed.
    public func sign(payload: Data, name: String, serial: UInt64, expires: Int64) throws -> SignedEnvelope {
        var envelope = SignedEnvelope(keyId: publicKey.keyId, name: name, serial: serial, expires: expires, payload: payload, signature: nil)
        envelope.signature = try key.signature(for: envelope.signedBytes)
        return envelope
    }
}
