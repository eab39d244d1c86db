/// A fault that depends on the viewport or the data, found while computing a layout.
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Its stable code (docs/ERRORS.md), for an app to count.
    public var code: ErrorCode { .runLayoutFailed }
    public var message: String
    /// The layout file, when the layout came from one (generated types and loaded files name it).
    public var file: String?
    /// Where the faulty expression is written, when the layout came from a file.
    public var line: Int?
    public var column: Int?

    public init(_ message: String, file: String? = nil, line: Int? = nil, column: Int? = nil) {
        self.message = message
        self.file = file
        self.line = line
        self.column = column
    }

    /// The same fault, naming `file` unless it names one already.
    func naming(_ file: String?) -> LayoutError {
        var named = self
        named.file = self.file ?? file
        return named
    }

    /// `FILE:LINE:COL: message`, as much of the place as is known.
    public var description: String {
        let place = [file, line.map(String.init), line == nil ? nil : column.map(String.init)].compactMap { $0 }
        return place.isEmpty ? message : place.joined(separator: ":") + ": " + message
    }
}
