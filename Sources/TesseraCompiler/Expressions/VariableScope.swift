import TesseraRuntime

/// Which names an expression field may read (see `ExpressionVariable`).
package enum VariableScope: String, Sendable, CaseIterable {
    case viewport, section, item, circle, blockColumn, blockItem, masonryItem, gridTrack, effect
    /// Constants: substituted where used, so they may read whatever the using field offers.
    case useSite

    package var variables: Set<ExpressionVariable> {
        let viewport: Set<ExpressionVariable> = [.width, .height, .textScale]
        let section = viewport.union([.section, .count])
        switch self {
        case .viewport: return viewport
        case .section, .circle: return section
        case .item: return section.union([.index])
        case .blockColumn: return section.union([.column, .columnCount, .blockSize])
        case .blockItem: return section.union([.column, .columnCount, .blockSize, .slot])
        case .masonryItem: return section.union([.index, .columnWidth, .columnCount])
        case .gridTrack: return section.union([.columnWidth, .columnCount])
        case .effect: return section.union([.index, .distance])
        case .useSite: return Set(ExpressionVariable.allCases)
        }
    }

    private static let masks = allCases.map { VariableMask($0.variables) }

    /// `variables` as bits, computed once per scope; looked up for every expression checked.
    var mask: VariableMask {
        let position = switch self {
        case .viewport: 0
        case .section: 1
        case .item: 2
        case .circle: 3
        case .blockColumn: 4
        case .blockItem: 5
        case .masonryItem: 6
        case .gridTrack: 7
        case .effect: 8
        case .useSite: 9
        }
        return Self.masks[position]
    }
}
