/// What the UIKit and AppKit adapters name alike: the decoration kinds they register, and the
/// elements a change invalidates, grouped as an invalidation context takes them. Each adapter
/// keeps only its framework's spelling of these (index paths, kind strings, context calls).
extension CollectionLayoutCore {
    /// The decoration kinds' names, as both adapters register them.
    public static let backgroundKindName = "TesseraSectionBackground"
    public static let separatorKindName = "TesseraSeparator"

    /// The decoration kind a view asks about by name; nil for a kind the layout does not make.
    public static func decorationKind(named name: String) -> ElementKind? {
        switch name {
        case backgroundKindName: .background
        case separatorKindName: .separator
        default: nil
        }
    }

    public static func decorationName(_ kind: ElementKind) -> String? {
        switch kind {
        case .background: backgroundKindName
        case .separator: separatorKindName
        case .cell, .header, .footer: nil
        }
    }

    /// The decoration a view names by kind and index path: a section's background is its item 0,
    /// a separator the item it follows.
    public static func decorationID(kindNamed name: String, section: Int, item: Int) -> ElementID? {
        decorationKind(named: name).map { ElementID($0, section: section, item: $0 == .separator ? item : 0) }
    }

    /// Elements grouped as an invalidation context takes them: the cells, then each supplementary
    /// kind and each decoration kind with its elements (kinds without any left out), in the
    /// order `ids` gives them.
    public struct InvalidatedElements: Hashable, Sendable {
        public var cells: [ElementID] = []
        public var supplementaries: [ElementKind: [ElementID]] = [:]
        public var decorations: [ElementKind: [ElementID]] = [:]

        public init(_ ids: [ElementID]) {
            for id in ids {
                switch id.kind {
                case .cell: cells.append(id)
                case .header, .footer: supplementaries[id.kind, default: []].append(id)
                case .background, .separator: decorations[id.kind, default: []].append(id)
                }
            }
        }
    }
}

extension ElementID {
    /// The element's place in the data's order, for screen readers and keyboard focus: sections
    /// in turn, in each its header, its cells by index, then its footer; lower comes first.
    /// Decorations are not read, and rank after their section's cells. Exact in a `Double`: a
    /// section's ranks take 2^32 places, and sections are at most 100,000.
    @_spi(Adapters) public var readingRank: Double {
        let place: Int
        switch kind {
        case .header: place = 0
        case .cell: place = 1 + item
        case .footer: place = 1 << 31
        case .background, .separator: place = (1 << 31) + 1 + item
        }
        return Double(section) * 4_294_967_296 + Double(place)
    }

    /// Whether screen readers skip the element: decorations are drawn, not read.
    @_spi(Adapters) public var isRead: Bool { !kind.isDecoration }
}
