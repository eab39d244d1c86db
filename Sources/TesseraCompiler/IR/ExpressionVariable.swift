import TesseraRuntime

/// What the checker and messages need to know of the names a formula reads (the names
/// themselves are the runtime's).
extension ExpressionVariable: Comparable {
    /// The position of the case, which orders variables and gives each its bit in a `VariableMask`.
    private var ordinal: UInt32 {
        switch self {
        case .width: 0
        case .height: 1
        case .index: 2
        case .count: 3
        case .section: 4
        case .column: 5
        case .columnCount: 6
        case .slot: 7
        case .blockSize: 8
        case .columnWidth: 9
        case .distance: 10
        case .textScale: 11
        }
    }

    var bit: UInt32 { 1 << ordinal }

    package static func < (lhs: ExpressionVariable, rhs: ExpressionVariable) -> Bool { lhs.ordinal < rhs.ordinal }

    package var summary: String {
        switch self {
        case .width: "the viewport's width"
        case .height: "the viewport's height"
        case .index: "the item's index in its section"
        case .count: "the number of items in the section"
        case .section: "the section's index"
        case .column: "the column being sized (0-based)"
        case .columnCount: "the number of columns of the spec"
        case .slot: "the item's slot in its block (index % blockSize)"
        case .blockSize: "the number of slots in a block"
        case .columnWidth: "the width of a masonry column"
        case .distance: "the element's centre minus the viewport's centre, along the scroll axis"
        case .textScale: "the reader's text size relative to the default (Dynamic Type): 1 at the default size, up to about 3.1 at the largest accessibility size"
        }
    }
}

/// Variables as bits, for testing names against what a field offers without hashing.
struct VariableMask: Hashable, Sendable {
    var bits: UInt32

    static let none = VariableMask(bits: 0)

    init(bits: UInt32) {
        self.bits = bits
    }

    init(_ variable: ExpressionVariable) {
        bits = variable.bit
    }

    init(_ variables: Set<ExpressionVariable>) {
        bits = variables.reduce(0) { $0 | $1.bit }
    }

    func contains(_ variable: ExpressionVariable) -> Bool { bits & variable.bit != 0 }

    func union(_ other: VariableMask) -> VariableMask { VariableMask(bits: bits | other.bits) }

    /// The variables of this mask that `other` lacks.
    func subtracting(_ other: VariableMask) -> VariableMask { VariableMask(bits: bits & ~other.bits) }

    var isEmpty: Bool { bits == 0 }

    func intersects(_ other: VariableMask) -> Bool { bits & other.bits != 0 }
}
