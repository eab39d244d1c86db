/// What an app sends to its analytics for a refusal or failure: a stable code and everything known
/// about the file it came from. The same fields, meaning the same, in every runtime (the web's and
/// Android's `ErrorReport`); docs/ERRORS.md says what each holds and when it is absent.
public struct ErrorReport: Hashable, Sendable, CustomStringConvertible {
    public var code: ErrorCode
    /// What is wrong and what to do, for people: count `code`, not this.
    public var message: String
    /// The layout's name: the signed envelope's (as the file says it), or the loaded layout's; nil
    /// when the file was refused before a name was read from it.
    public var layoutName: String?
    /// The signed envelope's serial; nil for a file that is not signed or whose envelope was not read.
    public var serial: UInt64?
    /// SHA-256 of the file's bytes as the loader was given them, lowercase hex (`ContentHash`);
    /// nil when there were no bytes (a layout built into the app, a YAML error).
    public var contentHash: String?
    /// For `layout.invalid`: the compiled loader's own code.
    public var loaderCode: ErrorCode?
    /// Where in the compiled JSON (in the payload of a signed file): `layout.base.defaultSection`.
    public var jsonPath: String?
    /// The file as the app named it; for a run-time failure, the YAML file of the formula at fault.
    public var file: String?
    /// From 1: where JSON text stops being JSON, or the YAML place of an error or a failing formula.
    public var line: Int?
    public var column: Int?

    public init(code: ErrorCode, message: String, layoutName: String? = nil, serial: UInt64? = nil, contentHash: String? = nil,
                loaderCode: ErrorCode? = nil, jsonPath: String? = nil, file: String? = nil, line: Int? = nil, column: Int? = nil) {
        self.code = code
        self.message = message
        self.layoutName = layoutName
        self.serial = serial
        self.contentHash = contentHash
        self.loaderCode = loaderCode
        self.jsonPath = jsonPath
        self.file = file
        self.line = line
        self.column = column
    }

    /// `CODE` and each known field as `name=value`, the message last.
    public var description: String {
        let fields: [(String, String?)] = [
            ("layoutName", layoutName), ("serial", serial.map(String.init)), ("contentHash", contentHash),
            ("loaderCode", loaderCode?.rawValue), ("jsonPath", jsonPath), ("file", file),
            ("line", line.map(String.init)), ("column", column.map(String.init)),
        ]
        return ([code.rawValue] + fields.compactMap { name, value in value.map { "\(name)=\($0)" } } + [message]).joined(separator: " ")
    }
}

/// An error that gives its own report: the compiled loader's, the signed loader's (TesseraSigning)
/// and the YAML loader's (TesseraCompiler). A fallback chain reports a source's refusal with it.
public protocol ReportedError: Error {
    var report: ErrorReport { get }
}
