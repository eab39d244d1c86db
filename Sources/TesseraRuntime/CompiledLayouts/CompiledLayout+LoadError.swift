extension CompiledLayout {
    /// A compiled layout file could not be loaded: which file, where in it, and what to do. Its
    /// twin for YAML is `InterpretedLayout.LoadError`.
    public struct LoadError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The file, as the app named it (`CompiledLayout(contentsOf:)` names it by its path).
        public var file: String?
        /// Where in the file: a path of keys and indices such as
        /// `layout.base.defaultSection.arrangement.blocks.columns[2]`, or a line and column for text
        /// that is not JSON; empty when the fault is the file as a whole.
        public var place: String
        public var message: String
        /// For text that is not JSON, where it stops being JSON (from 1); nil otherwise.
        public var line: Int?
        public var column: Int?

        public init(file: String? = nil, place: String = "", _ message: String, line: Int? = nil, column: Int? = nil) {
            self.file = file
            self.place = place
            self.message = message
            self.line = line
            self.column = column
        }

        /// `FILE: PLACE: message`, as much of the place as is known.
        public var description: String {
            ([file, place.isEmpty ? nil : place].compactMap { $0 } + [message]).joined(separator: ": ")
        }
    }
}
