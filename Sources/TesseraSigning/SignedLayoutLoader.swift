import Foundation
import TesseraRuntime

/// Where an app keeps the highest serial it has accepted for each layout name, so that an older
/// file (a rollback) is refused even after the app restarts: back it with the app's own storage.
public protocol LayoutSerialStore: Sendable {
    func lastAcceptedSerial(for name: String) -> UInt64?
    /// Called after a file has been verified and loaded, with its serial (never lower than the last).
    func accept(serial: UInt64, for name: String)
}

/// A serial store in memory, for tests and for apps that keep no state between launches.
public final class InMemorySerialStore: LayoutSerialStore, @unchecked Sendable {
    private let lock = NSLock()
    private var serials: [String: UInt64]

    public init(_ serials: [String: UInt64] = [:]) { self.serials = serials }

    // lock()/unlock() rather than withLock, which Apple's Foundation has only from iOS 17 / macOS 14.
    public func lastAcceptedSerial(for name: String) -> UInt64? {
        lock.lock()
        defer { lock.unlock() }
        return serials[name]
    }

    public func accept(serial: UInt64, for name: String) {
        lock.lock()
        defer { lock.unlock() }
        serials[name] = max(serials[name] ?? 0, serial)
    }
}

/// Loads layout files from outside the app (a server, a CDN) only when they were signed with a key
/// the app trusts, have not expired, and are no older than the last one accepted for their name.
public struct SignedLayoutLoader: Sendable {
    public var trustedKeys: [TrustedKey]
    public var serials: any LayoutSerialStore
    /// Whether a file without a signature (a plain compiled file) may load: off unless the app says so.
    public var allowsUnsigned: Bool
    public var now: @Sendable () -> Date

    /// - Parameters:
    ///   - trustedKeys: every key a file may be signed with; several while keys rotate.
    ///   - serials: the last serial accepted per layout name.
    ///   - allowsUnsigned: whether plain compiled files load too (development builds, bundled files).
    ///   - now: the clock expiry is checked against.
    public init(trustedKeys: [TrustedKey], serials: any LayoutSerialStore, allowsUnsigned: Bool = false,
                now: @escaping @Sendable () -> Date = { Date() }) {
        self.trustedKeys = trustedKeys
        self.serials = serials
        self.allowsUnsigned = allowsUnsigned
        self.now = now
    }

    /// The layout in `bytes`, verified; the serial store records its serial.
    /// - Parameters:
    ///   - expectedName: the name the app asked for: a file signed for another layout is refused.
    ///   - file: how errors name the file (its URL, say).
    public func load(_ bytes: Data, expectedName: String? = nil, file: String? = nil) throws(SignedFileError) -> CompiledLayout {
        let (envelope, layout) = try verify(bytes, expectedName: expectedName, file: file)
        if let envelope { serials.accept(serial: envelope.serial, for: envelope.name) }
        return layout
    }

    /// Checks everything `load` checks without recording the serial: the envelope (nil for an
    /// unsigned file the app allows) and the layout.
    /// Every refusal's report and the layout carry the file's content hash, and the envelope's
    /// name and serial once it is read.
    public func verify(_ bytes: Data, expectedName: String? = nil, file: String? = nil) throws(SignedFileError) -> (SignedEnvelope?, CompiledLayout) {
        let contentHash = ContentHash.of(bytes)
        var envelope: SignedEnvelope?
        do {
            var (checked, layout) = try check(bytes, expectedName: expectedName, file: file, envelope: &envelope)
            layout.contentHash = contentHash
            layout.envelopeName = checked?.name
            layout.serial = checked?.serial
            return (checked, layout)
        } catch {
            var refusal = error
            refusal.contentHash = contentHash
            refusal.layoutName = envelope?.name
            refusal.serial = envelope?.serial
            throw refusal
        }
    }

    /// The checks of `verify`; `envelope` is the envelope as soon as it is read.
    private func check(_ bytes: Data, expectedName: String?, file: String?,
                       envelope read: inout SignedEnvelope?) throws(SignedFileError) -> (SignedEnvelope?, CompiledLayout) {
        guard EnvelopeReader.isEnvelope(bytes) else {
            guard allowsUnsigned else {
                throw SignedFileError(.signatureMissing, file: file, "the file is not signed, and this app loads only signed files; sign it with `tessera compile --sign KEYFILE`")
            }
            return (nil, try compiled(bytes, file: file))
        }
        let envelope = try EnvelopeReader.read(bytes, file: file)
        read = envelope
        guard let signature = envelope.signature else {
            throw SignedFileError(.signatureMissing, file: file, "the envelope has no `signature`; sign the layout with `tessera compile --sign KEYFILE`")
        }
        guard let key = trustedKeys.first(where: { $0.keyId == envelope.keyId }) else {
            throw SignedFileError(.keyUnknown, file: file, "it is signed with key \(envelope.keyId), which is not among the app's trusted keys; add its public key to the app, or sign with a trusted key")
        }
        guard key.isValidSignature(signature, for: envelope.signedBytes) else {
            throw SignedFileError(.signatureBad, file: file, "the signature does not verify with key \(envelope.keyId): the file was changed after it was signed")
        }
        if let expectedName, expectedName != envelope.name {
            throw SignedFileError(.nameMismatch, file: file, "it is signed for layout '\(envelope.name)', not '\(expectedName)'")
        }
        let seconds = Int64(now().timeIntervalSince1970.rounded(.down))
        guard seconds < envelope.expires else {
            throw SignedFileError(.expired, file: file, "it expired at \(EnvelopeDate.text(envelope.expires)); publish a newer signed file")
        }
        if let last = serials.lastAcceptedSerial(for: envelope.name), envelope.serial < last {
            throw SignedFileError(.rollback, file: file, "its serial \(envelope.serial) is lower than \(last), the last accepted for '\(envelope.name)': an older release served again")
        }
        if EnvelopeReader.isEnvelope(envelope.payload) {
            throw SignedFileError(.layoutInvalid, file: file, "its payload is another signed envelope; a payload is a compiled layout")
        }
        return (envelope, try compiled(envelope.payload, file: file))
    }

    private func compiled(_ bytes: Data, file: String?) throws(SignedFileError) -> CompiledLayout {
        do {
            return try CompiledLayout(json: bytes, file: file)
        } catch {
            throw SignedFileError(.layoutInvalid, file: file, "the compiled layout is refused: \(error)", loadError: error)
        }
    }
}
