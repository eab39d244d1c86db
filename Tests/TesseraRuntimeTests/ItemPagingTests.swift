import Testing
@_spi(Adapters) import TesseraRuntime
import TesseraCompiler
import TesseraTestSupport

/// Paging by item: a swipe moves at most the rule's count of items from where it began, whatever
/// its velocity. Every expected offset here is worked out by hand from the layout's numbers.
@Suite struct ItemPagingTests {
    /// Cards 300 wide, 20 apart, scrolling sideways in a 375-wide viewport: card k's leading edge
    /// is at 320k, its centre at 320k + 150.
    static func carousel(_ snap: String, count: Int = 10) throws -> ScrollDriver {
        let layout = try InterpretedLayout(yaml: """
            layout: Cards
            scroll: horizontal
            line:
              item: {width: 300, height: 200}
              spacing: 20
            snap: \(snap)
            """)
        return try ScrollDriver(layout: layout, input: LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [count]))
    }

    @Test func aFlingMovesOneCardHoweverFast() throws {
        let driver = try Self.carousel("{paging: leading}")
        // From card 2 at the start (offset 640): forward one card, back one card, at any speed.
        for speed in [1.0, 500, 50_000] {
            #expect(try driver.restingOffset(proposed: Point(x: 2_900, y: 0), velocity: Point(x: speed, y: 0), from: Point(x: 640, y: 0)).x == 960)
            #expect(try driver.restingOffset(proposed: Point(x: -500, y: 0), velocity: Point(x: -speed, y: 0), from: Point(x: 640, y: 0)).x == 320)
        }
        // Released half-way between cards 2 and 3 (at 800): forward rests on 3, back on 2.
        #expect(try driver.restingOffset(proposed: Point(x: 5_000, y: 0), velocity: Point(x: 1, y: 0), from: Point(x: 800, y: 0)).x == 960)
        #expect(try driver.restingOffset(proposed: Point(x: 0, y: 0), velocity: Point(x: -1, y: 0), from: Point(x: 800, y: 0)).x == 640)
        // Without velocity, the nearest card within one of where the gesture began.
        #expect(try driver.restingOffset(proposed: Point(x: 1_300, y: 0), velocity: .zero, from: Point(x: 640, y: 0)).x == 960)
        #expect(try driver.restingOffset(proposed: Point(x: 700, y: 0), velocity: .zero, from: Point(x: 640, y: 0)).x == 640)
    }

    @Test func centredPagingRestsWithTheCardInTheMiddleAndTheEndsHeldInRange() throws {
        let driver = try Self.carousel("{paging: center}")
        // Card k centred: 320k + 150 - 187.5 = 320k - 37.5; card 0 cannot be, so it rests at 0.
        #expect(try driver.restingOffset(proposed: Point(x: 9_000, y: 0), velocity: Point(x: 9, y: 0), from: Point(x: 602.5, y: 0)).x == 922.5)
        #expect(try driver.restingOffset(proposed: Point(x: -9_000, y: 0), velocity: Point(x: -9, y: 0), from: Point(x: 282.5, y: 0)).x == 0)
        // The last card (9): content 10·300 + 9·20 = 3,180, so the offset ends at 2,805, short of
        // its centred 2,842.5; card 8 centres at 2,522.5.
        #expect(try driver.restingOffset(proposed: Point(x: 9_000, y: 0), velocity: Point(x: 9, y: 0), from: Point(x: 2_522.5, y: 0)).x == 2_805)
    }

    @Test func aCountMovesThatManyCards() throws {
        let driver = try Self.carousel("{paging: leading, items: 3}")
        #expect(try driver.restingOffset(proposed: Point(x: 9_000, y: 0), velocity: Point(x: 1, y: 0), from: .zero).x == 960)
        // Without velocity: the card nearest the proposal, no more than three from the start.
        #expect(try driver.restingOffset(proposed: Point(x: 700, y: 0), velocity: .zero, from: .zero).x == 640)
        #expect(try driver.restingOffset(proposed: Point(x: 2_000, y: 0), velocity: .zero, from: .zero).x == 960)
    }

    /// The app store's first shelf (Layouts/store.yaml): cards 335 wide, 12 apart, a stop every 347.
    @Test func theStoreShelfPagesCardByCard() throws {
        let layout = try LayoutFixtures.layout("Layouts/store.yaml")
        var driver = try ScrollDriver(layout: layout, input: LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [10, 12, 12]))
        // The case: a fling proposing 1,200 from the shelf's start rested four cards on.
        #expect(try driver.restingOffset(ofSection: 0, proposed: 1_200, velocity: 1) == 347)
        try driver.scroll(section: 0, to: 347)
        #expect(try driver.restingOffset(ofSection: 0, proposed: 1_200, velocity: 1) == 694)
        #expect(try driver.restingOffset(ofSection: 0, proposed: -400, velocity: -1) == 0)
        #expect(try driver.restingOffset(ofSection: 0, proposed: 9_000, velocity: 1, from: 3_123) == 3_123)
    }

    @Test func cellsSideBySideAreOneStop() throws {
        // A vertical grid of three square columns, 125 wide: each row is one stop, 125 apart.
        let layout = try InterpretedLayout(yaml: """
            layout: Rows
            grid:
              columns: 3
            snap: {paging: leading}
            """)
        let driver = try ScrollDriver(layout: layout, input: LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [60]))
        #expect(try driver.restingOffset(proposed: Point(x: 0, y: 3_000), velocity: Point(x: 0, y: 4), from: Point(x: 0, y: 250)).y == 375)
    }
}

/// The collection-view adapters' part: the offset a drag begins at, which paging counts from.
@Suite struct DragStartTests {
    @Test func pagingCountsFromWhereTheDragBeganNotWhereItEnds() throws {
        var core = CollectionLayoutCore(layout: try InterpretedLayout(yaml: """
            layout: Cards
            scroll: horizontal
            line:
              item: {width: 300, height: 200}
              spacing: 20
            snap: {paging: leading}
            """))
        func bounds(_ x: Double) -> CollectionViewBounds { CollectionViewBounds(Rect(x: x, y: 0, width: 375, height: 667)) }
        try core.prepare(view: bounds(640), sectionCounts: [10]) { nil }
        core.noteDragging(false)
        // The drag begins at card 2 (640) and is let go past card 3 (960), at 1,000.
        core.noteDragging(true)
        for x in stride(from: 700.0, through: 1_000, by: 100) {
            #expect(core.invalidates(forBoundsChange: bounds(x)) == false)
            _ = try core.invalidation(forBoundsChange: bounds(x))
        }
        core.noteDragging(true)
        #expect(try core.restingOffset(proposed: Point(x: 4_000, y: 0), velocity: Point(x: 3, y: 0), insets: .zero) == Point(x: 960, y: 0))
        // Counted from where it was let go, it would have gone a card further.
        #expect(try core.restingOffset(proposed: Point(x: 4_000, y: 0), velocity: Point(x: 3, y: 0), insets: .zero, from: Point(x: 1_000, y: 0))
                == Point(x: 1_280, y: 0))
        // A new drag starts counting again.
        core.noteDragging(false)
        core.noteDragging(true)
        #expect(try core.restingOffset(proposed: Point(x: 4_000, y: 0), velocity: Point(x: 3, y: 0), insets: .zero) == Point(x: 1_280, y: 0))
    }
}
