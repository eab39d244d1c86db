/// Where scrolling comes to rest.
public enum SnapRule: Hashable, Sendable {
    /// Wherever the fling ends.
    case none
    /// The cell nearest the viewport's middle, centred.
    case center
    /// The nearest leading edge of a cell (the next one in the fling's direction).
    case leading
    /// Whole viewports.
    case page
    /// One item per swipe, as an App Store shelf moves: a fling moves at most `items` rest
    /// positions from where the gesture began, whatever its velocity, and comes to rest with that
    /// item's leading edge at the start or its centre in the middle (`PagingAlignment`).
    case paging(items: Int, alignment: PagingAlignment)

    /// The rule's word in the layout language and the compiled format (`paging` for paging by
    /// item, whose count and alignment are written beside it).
    public var word: String {
        switch self {
        case .none: "none"
        case .center: "center"
        case .leading: "leading"
        case .page: "page"
        case .paging: "paging"
        }
    }

    /// The rules named by a single word.
    package static let wordRules: [SnapRule] = [.none, .center, .leading, .page]
}

/// Where paging by item puts the item it rests on.
public enum PagingAlignment: String, Hashable, Sendable, CaseIterable {
    /// Its leading edge at the start of the viewport (Compositional Layout's `.groupPaging`).
    case leading
    /// Its centre in the middle of the viewport (`.groupPagingCentered`).
    case center
}
