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

/// The data's order, which the SwiftUI collection gives VoiceOver and the web view the DOM.
@Suite struct ReadingRankTests {
    @Test func ranksFollowSectionsThenHeaderCellsFooter() {
        let inOrder: [ElementID] = [
            ElementID(.header, section: 0), .cell(0), .cell(1), .cell(49_999_999), ElementID(.footer, section: 0),
            ElementID(.header, section: 1), .cell(0, section: 1), ElementID(.footer, section: 1),
            ElementID(.header, section: 99_999), .cell(49_999_999, section: 99_999), ElementID(.footer, section: 99_999),
        ]
        let ranks = inOrder.map(\.readingRank)
        #expect(ranks == ranks.sorted() && Set(ranks).count == ranks.count)
        // Exact: every rank a whole number a Double holds.
        #expect(ranks.allSatisfy { $0 == $0.rounded() && $0 < 9_007_199_254_740_992 })
        #expect(!ElementID(.background, section: 0).isRead && !ElementID(.separator, section: 0, item: 3).isRead)
        #expect(ElementID.cell(3).isRead && ElementID(.header, section: 2).isRead)
    }
}
