import Testing
@_spi(Adapters) import TesseraRuntime

/// What both collection view adapters take from the core: decoration names and how invalidated
/// elements are grouped for an invalidation context.
@Suite struct CollectionElementNamesTests {
    @Test func decorationNamesRoundTripAndOthersAreNotDecorations() throws {
        for kind in [ElementKind.background, .separator] {
            let name = try #require(CollectionLayoutCore.decorationName(kind))
            #expect(CollectionLayoutCore.decorationKind(named: name) == kind)
        }
        for kind in [ElementKind.cell, .header, .footer] { #expect(CollectionLayoutCore.decorationName(kind) == nil) }
        #expect(CollectionLayoutCore.decorationKind(named: "UICollectionElementKindSectionHeader") == nil)
        #expect(CollectionLayoutCore.decorationKind(named: "") == nil)
    }

    @Test func aBackgroundIsItemZeroOfItsSectionAndASeparatorTheItemItFollows() {
        #expect(CollectionLayoutCore.decorationID(kindNamed: "TesseraSectionBackground", section: 3, item: 7) == ElementID(.background, section: 3))
        #expect(CollectionLayoutCore.decorationID(kindNamed: "TesseraSeparator", section: 3, item: 7) == ElementID(.separator, section: 3, item: 7))
        #expect(CollectionLayoutCore.decorationID(kindNamed: "Other", section: 3, item: 7) == nil)
    }

    @Test func invalidatedElementsAreGroupedByKindInTheirOrder() {
        let ids = [
            ElementID.cell(4, section: 1), ElementID(.header, section: 0), ElementID(.separator, section: 1, item: 2),
            ElementID.cell(1), ElementID(.footer, section: 2), ElementID(.header, section: 2), ElementID(.background, section: 1),
            ElementID(.separator, section: 0, item: 5),
        ]
        let grouped = CollectionLayoutCore.InvalidatedElements(ids)
        #expect(grouped.cells == [.cell(4, section: 1), .cell(1)])
        #expect(grouped.supplementaries == [.header: [ElementID(.header, section: 0), ElementID(.header, section: 2)],
                                            .footer: [ElementID(.footer, section: 2)]])
        #expect(grouped.decorations == [.separator: [ElementID(.separator, section: 1, item: 2), ElementID(.separator, section: 0, item: 5)],
                                        .background: [ElementID(.background, section: 1)]])
        // Every element lands in exactly one group.
        #expect(grouped.cells.count + grouped.supplementaries.values.map(\.count).reduce(0, +)
                + grouped.decorations.values.map(\.count).reduce(0, +) == ids.count)
        #expect(CollectionLayoutCore.InvalidatedElements([]) == CollectionLayoutCore.InvalidatedElements([]))
        #expect(CollectionLayoutCore.InvalidatedElements([]).cells.isEmpty)
    }
}
