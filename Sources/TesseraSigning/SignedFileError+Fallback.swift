import TesseraRuntime

// A fallback chain reports a refused signed file under its own refusal code.
extension SignedFileError: CodedLayoutRefusal {
    public var refusalCode: String { code.rawValue }
    public var refusalMessage: String { description }
}
