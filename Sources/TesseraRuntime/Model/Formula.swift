/// One formula of a layout: which one, for the evaluator, and where its author wrote it, for
/// errors about its value.
@_spi(Generated) public struct Formula: Hashable, Sendable {
    public var id: Int
    public var line: Int
    public var column: Int

    public init(_ id: Int, line: Int, column: Int) {
        self.id = id
        self.line = line
        self.column = column
    }
}

/// Computes a layout's formulas. The interpreter runs compiled expression programs; generated
/// code, a switch of straight-line Swift. Both perform the same operations in the same order.
@_spi(Generated) public protocol FormulaEvaluator: Sendable {
    func value(of formula: Formula, in context: EvaluationContext) -> Double
}

/// The values of the names a formula can read. One flat struct, so reading a variable is a
/// field load and evaluating allocates nothing.
@_spi(Generated) public struct EvaluationContext: Sendable {
    public var width = 0.0, height = 0.0
    public var index = 0.0, count = 0.0, section = 0.0
    public var column = 0.0, columnCount = 0.0, slot = 0.0, blockSize = 0.0
    public var columnWidth = 0.0
    public var distance = 0.0
    /// 1 at the default text size; `LayoutInput.textScale`.
    public var textScale = 1.0

    public init(width: Double = 0, height: Double = 0, textScale: Double = 1) {
        self.width = width
        self.height = height
        self.textScale = textScale
    }
}

/// A number exactly, as JSON writes it: an integer without a fraction, others in the shortest
/// form that reads back as the same Double.
package func exactText(_ value: Double) -> String {
    guard value.isFinite, value == value.rounded(), Swift.abs(value) < 1e15 else { return "\(value)" }
    return value == 0 ? "0" : String(Int64(value))
}

/// A number as messages show it (the web runtime's `describe` writes the same): whole numbers
/// without a fraction, others rounded for a reader.
package func describe(_ value: Double) -> String {
    guard value.isFinite, Swift.abs(value) < 1e15, value != value.rounded() else { return exactText(value) }
    // Two decimals, or three significant digits below 1: -16.470588235294116 reads -16.47,
    // 0.000123456 reads 0.000123. A number too small to show so is written in full.
    var scale = 100.0
    while Swift.abs(value) * scale < 100 {
        guard scale < 1e20 else { return "\(value)" }
        scale *= 10
    }
    return exactText((value * scale).rounded() / scale)
}

/// In a compiled layout file a formula is written as its number in the file's list of programs;
/// where its author wrote it is stored once, with the program, and the loader fills it in.
extension Formula: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(id)
    }
}
