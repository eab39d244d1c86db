import TesseraRuntime

/// Why a layout file from outside the app was refused: a stable code an app can count, and a
/// message that says what is wrong and what to do. The codes are the same in every runtime
/// (docs/COMPILED-FORMAT.md, "Signed files").
public struct SignedFileError: ReportedError, Hashable, Sendable, CustomStringConvertible {
    /// Its codes are the generated list's (`ErrorCode.signedFileCodes`).
    public typealias Code = ErrorCode

    public var code: Code
    /// The file as the app named it, if it did.
    public var file: String?
    public var message: String
    /// When `code` is `layoutInvalid`: the compiled loader's own error, with its place in the payload.
    public var loadError: CompiledLayout.LoadError?
    /// The envelope's name and serial as the file gives them (verified or not); nil when the file
    /// is not an envelope or the envelope could not be read.
    public var layoutName: String?
    public var serial: UInt64?
    /// SHA-256 of the whole file as given (`ContentHash`).
    public var contentHash: String?

    public init(_ code: Code, file: String? = nil, _ message: String, loadError: CompiledLayout.LoadError? = nil) {
        self.code = code
        self.file = file
        self.message = message
        self.loadError = loadError
    }

    /// This refusal for an app's analytics; for `layout.invalid`, with the loader's code and place.
    public var report: ErrorReport {
        let inner = loadError?.report
        return ErrorReport(code: code, message: description, layoutName: layoutName, serial: serial, contentHash: contentHash,
                           loaderCode: inner?.code, jsonPath: inner?.jsonPath, file: file, line: inner?.line, column: inner?.column)
    }

    public var description: String {
        (file.map { "\($0): " } ?? "") + "\(code.rawValue): \(message)"
    }
}
