/// A 1-based line and column in a layout file. Columns count characters, as editors do.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public package(set) var line: Int
    public package(set) var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Used for diagnostics about a file as a whole (empty, unreadable, not UTF-8).
    package static let start = SourceLocation(line: 1, column: 1)

    /// The location `offset` characters further along the same line.
    package func advanced(by offset: Int) -> SourceLocation {
        SourceLocation(line: line, column: column + offset)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}
