import TesseraRuntime

/// Why a layout file from outside the app was refused: a stable code an app can count, and a
/// message that says what is wrong and what to do. The codes are the same in every runtime
/// (docs/COMPILED-FORMAT.md, "Signed files").
public struct SignedFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Code: String, Sendable, CaseIterable {
        /// The file looks like a signed envelope but is not one in the exact form a writer makes.
        case envelopeMalformed = "envelope.malformed"
        /// The file carries no signature (an unsigned compiled file, or an envelope without one)
        /// and the app does not allow unsigned files.
        case signatureMissing = "signature.missing"
        /// The signature does not verify: the file was changed after it was signed.
        case signatureBad = "signature.bad"
        /// The file names a key that is not among the app's trusted keys.
        case keyUnknown = "key.unknown"
        /// The file is for another layout than the app asked for.
        case nameMismatch = "name.mismatch"
        /// The file's expiry has passed.
        case expired = "expired"
        /// The file's serial is lower than the last one accepted for its name.
        case rollback = "rollback"
        /// The signed payload is not a compiled layout this runtime loads.
        case layoutInvalid = "layout.invalid"
    }

    public var code: Code
    /// The file as the app named it, if it did.
    public var file: String?
    public var message: String
    /// When `code` is `layoutInvalid`: the compiled loader's own error, with its place in the payload.
    public var loadError: CompiledLayout.LoadError?

    public init(_ code: Code, file: String? = nil, _ message: String, loadError: CompiledLayout.LoadError? = nil) {
        self.code = code
        self.file = file
        self.message = message
        self.loadError = loadError
    }

    public var description: String {
        (file.map { "\($0): " } ?? "") + "\(code.rawValue): \(message)"
    }
}
