/// Loading a layout failed; `diagnostics` says where and why.
public struct LayoutLoadError: Error, Sendable, CustomStringConvertible {
    public package(set) var file: String?
    public package(set) var diagnostics: [Diagnostic]

    package init(file: String? = nil, diagnostics: [Diagnostic]) {
        self.file = file
        self.diagnostics = diagnostics
    }

    public var description: String {
        let prefix = file.map { "\($0):" } ?? ""
        return diagnostics.map { "\(prefix)\($0.location): \($0.severity.rawValue): \($0.message)" }.joined(separator: "\n")
    }
}
