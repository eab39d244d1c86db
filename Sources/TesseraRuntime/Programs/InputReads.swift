/// Which parts of the input a layout's formulas read: the viewport's dimensions (a change of
/// the others needs no new layout) and the item count (which every item's place may depend on).
@_spi(Generated) public struct InputReads: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let width = InputReads(rawValue: 1)
    public static let height = InputReads(rawValue: 2)
    public static let count = InputReads(rawValue: 4)
    public static let textScale = InputReads(rawValue: 8)
}
