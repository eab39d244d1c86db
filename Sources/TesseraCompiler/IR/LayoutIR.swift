import TesseraRuntime

/// A checked layout: every expression resolved and typed, every reference valid, positions kept.
/// The interpreter evaluates it; the code generator prints it as Swift.
public struct LayoutIR: Sendable {
    public var name: String
    public var nameLocation: SourceLocation
    public var axis: ScrollAxis
    public var direction: LayoutDirection
    public var base: LayoutBody
    /// Tried in order; the first whose condition holds replaces `base`.
    public var variants: [Variant]

    public struct Variant: Sendable {
        public var condition: Expression
        public var body: LayoutBody
    }
}

/// Everything a variant can replace.
public struct LayoutBody: Sendable {
    /// Applies to every section without an override.
    public var defaultSection: SectionIR
    /// Section i uses `sectionOverrides[i]` when there is one.
    public var sectionOverrides: [SectionIR]
    public var effects: EffectsIR?
    public var snap: SnapRule

    public func section(_ index: Int) -> SectionIR {
        index < sectionOverrides.count ? sectionOverrides[index] : defaultSection
    }
}

public struct SectionIR: Sendable {
    public var arrangement: Arrangement
    public var insets: InsetsIR
    public var header: SupplementaryIR?
    public var footer: SupplementaryIR?
}

public struct InsetsIR: Sendable {
    public var top, left, bottom, right: Expression
}

public struct SupplementaryIR: Sendable {
    public var length: Expression
    public var pinned: Bool
}

public struct SizeIR: Sendable {
    public var width, height: Expression
}

public struct EffectsIR: Sendable {
    public var scale: Expression?
    public var alpha: Expression?
    public var zIndex: Expression?
}

/// How one section arranges its items: the layout kinds.
public enum Arrangement: Sendable {
    case tiles(TilesIR)
    case blocks(BlocksIR)
    case circle(CircleIR)
    case line(LineIR)
    case masonry(MasonryIR)
    case flow(FlowIR)

    public var kindName: String {
        switch self {
        case .tiles: "tiles"
        case .blocks: "blocks"
        case .circle: "circle"
        case .line: "line"
        case .masonry: "masonry"
        case .flow: "flow"
        }
    }
}

public struct TilesIR: Sendable {
    /// One frame per slot, in block coordinates as drawn (x across, y down).
    public var cells: [CellIR]
    /// The advance from one block to the next along the scroll axis; nil: extent + spacing.
    public var period: Expression?
    public var spacing: Expression

    public struct CellIR: Sendable {
        public var x, y, width, height: Expression
        public var location: SourceLocation
    }
}

public struct BlocksIR: Sendable {
    /// columns[c] lists the slots stacked in column c, top to bottom.
    public var columns: [[Int]]
    public var columnWidth: Expression
    public var itemLength: Expression
    /// nil: what the widths leave, spread evenly.
    public var spacing: Expression?

    public var blockSize: Int { columns.reduce(0) { $0 + $1.count } }
}

public struct CircleIR: Sendable {
    public var item: SizeIR
    public var centerX, centerY: Expression
    public var radius, start, step: Expression
    public var clockwise: Bool
    public var singleAtCenter: Bool
}

public struct LineIR: Sendable {
    public var item: SizeIR
    public var spacing: Expression
    public var align: CrossAlignment
}

public enum CrossAlignment: String, Sendable {
    case start, center, end
}

public struct MasonryIR: Sendable {
    public enum Columns: Sendable {
        case count(Int)
        case minimumWidth(Expression)
    }

    public var columns: Columns
    public var columnSpacing: Expression
    public var itemSpacing: Expression
    /// nil: from the app's item sizes.
    public var itemLength: Expression?
    public var shortestFirst: Bool
    public var tiesToTrailing: Bool
}

public struct FlowIR: Sendable {
    public enum Sizing: Sendable {
        case columns(Int, aspect: Expression)
        case minimumWidth(Expression, aspect: Expression)
        case item(SizeIR)
        case data
    }

    public enum Alignment: String, Sendable {
        case justify, leading, center, trailing
    }

    public var sizing: Sizing
    public var spacing: Expression
    public var lineSpacing: Expression
    public var align: Alignment
}
