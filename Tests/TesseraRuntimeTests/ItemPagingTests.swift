import Testing
@_spi(Adapters) import TesseraRuntime
import TesseraCompiler
import TesseraExercise
import TesseraRandomLayouts
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
    /// The three classes of gesture that broke the rule as REFERENCE.md states it, each worked
    /// out by hand.
    @Test func leadingRestsAfterTheInsetAndEndsCountAsOneStep() throws {
        // Cards 200 wide, 10 apart, after a 16-point inset: card k starts at 16 + 210k, so it
        // rests at 210k with the inset before it.
        let shelf = try InterpretedLayout(yaml: """
            layout: R1
            scroll: horizontal
            line: {item: {width: 200, height: 150}, spacing: 10}
            insets: {left: 16, right: 16}
            snap: {paging: leading}
            """)
        let cards = try ScrollDriver(layout: shelf, input: LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [10]))
        #expect(try cards.restingOffset(proposed: Point(x: 300, y: 0), velocity: Point(x: 1, y: 0), from: Point(x: 210, y: 0)).x == 420)
        // A vertical pager under a 300-point header: item k (height 300, 10 apart) is centred at
        // 300 + 310k + 150 - 333.5 = 116.5 + 310k. From 0, before item 0's rest, a swipe reaches
        // item 0, not item 1; from the end (2,403, past item 7's 2,286.5) back to item 7.
        let pager = try InterpretedLayout(yaml: """
            layout: R2
            line: {item: {width: width - 32, height: 300}, spacing: 10}
            insets: {left: 16, right: 16}
            header: 300
            footer: 300
            snap: {paging: center}
            """)
        let pages = try ScrollDriver(layout: pager, input: LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [8]))
        #expect(try pages.restingOffset(proposed: Point(x: 0, y: 40), velocity: Point(x: 0, y: 1), from: .zero).y == 116.5)
        #expect(try pages.restingOffset(proposed: Point(x: 0, y: 2_380), velocity: Point(x: 0, y: -1), from: Point(x: 0, y: 2_403)).y == 2_286.5)
        // A section's own paging decides even when a fling proposes far past the content.
        let sectioned = try InterpretedLayout(yaml: """
            layout: R3
            scroll: horizontal
            line: {item: {width: 180, height: 150}, spacing: 10}
            insets: {left: 16, right: 16}
            snap: leading
            sections:
              - snap: {paging: center}
            """)
        let shelves = try ScrollDriver(layout: sectioned, input: LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [15]))
        for proposed in [2_000.0, 100_000] {
            #expect(try shelves.restingOffset(proposed: Point(x: proposed, y: 0), velocity: Point(x: 1, y: 0), from: Point(x: 108.5, y: 0)).x == 298.5)
        }
    }

    /// The rule checked against a reference of its own on random layouts and gestures: every
    /// cell's rest offset found by brute force, then the rest must be one of them, a swipe must
    /// pass at most `items` of them from where it began, a fling must pass at least one where
    /// there is one ahead, and without velocity the rest is the nearest one within reach.
    @Test(arguments: 0..<6)
    func theRuleHoldsOnRandomLayoutsAndGestures(batch: UInt64) throws {
        var random = RandomLayouts(seed: 4_800 + batch)
        var checked = 0
        for index in 0..<TestScale.choose(quick: 12, full: 40) {
            let items = Int.random(in: 1...3, using: &random.generator)
            let alignment = Bool.random(using: &random.generator) ? "leading" : "center"
            // The layout's rule alone decides: sections' own snaps are taken out.
            let yaml = random.layout(name: "P\(index)").split(separator: "\n").filter { !$0.contains("snap:") || $0.contains("orthogonal") }
                .joined(separator: "\n") + "\nsnap: {paging: \(alignment), items: \(items)}\n"
            // A layout whose formulas fail for this input (a perspective of 0) is not a case.
            guard let layout = try? InterpretedLayout(yaml: yaml),
                  let prepared = try? layout.prepare(.random(using: &random.generator)), (try? prepared.allElements()) != nil else { continue }
            guard let positions = try RestPositions.of(prepared, rule: prepared.snap), !positions.isEmpty else { continue }
            let span = (positions.last ?? 0) + 400
            for _ in 0..<12 {
                let start = Double(Int.random(in: -50...Int(span), using: &random.generator)) / (Bool.random(using: &random.generator) ? 1 : 2)
                let proposed = start + Double(Int.random(in: -3_000...3_000, using: &random.generator))
                let velocity = [-2.0, -0.1, 0, 0.1, 3][Int.random(in: 0..<5, using: &random.generator)]
                let rest = try prepared.restingOffset(proposed: Self.point(prepared, proposed), velocity: Self.point(prepared, velocity),
                                                      from: ScrollOffsets(Self.point(prepared, start)))
                let restU = prepared.mapping.u(rest)
                let context = "\(yaml)from \(start) proposing \(proposed) at \(velocity): rested at \(restU) among \(positions)"
                #expect(RestPositions.contains(positions, restU), "not a rest position: \(context)")
                #expect(RestPositions.passed(positions, from: start, to: restU) <= items, "passed more than \(items): \(context)")
                let tolerance = 0.5
                if velocity > 0, positions.contains(where: { $0 > start + tolerance }) {
                    #expect(restU > start + tolerance, "a fling forward did not move: \(context)")
                }
                if velocity < 0, positions.contains(where: { $0 < start - tolerance }) {
                    #expect(restU < start - tolerance, "a fling back did not move: \(context)")
                }
                if velocity == 0 {
                    let reachable = positions.filter { RestPositions.passed(positions, from: start, to: $0) <= items }
                    let nearest = reachable.map { Swift.abs($0 - proposed) }.min() ?? 0
                    #expect(Swift.abs(restU - proposed) <= nearest + 1e-9, "not the nearest within reach: \(context)")
                }
                checked += 1
            }
        }
        #expect(checked > TestScale.choose(quick: 20, full: 100))
    }

    static func point(_ prepared: PreparedLayout, _ u: Double) -> Point {
        prepared.axis == .vertical ? Point(x: 0, y: u) : Point(x: u, y: 0)
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
        core.prepare(view: bounds(640), sectionCounts: [10]) { nil }
        core.noteDragging(false, view: bounds(640))
        // The drag begins at card 2 (640) and is let go past card 3 (960), at 1,000: each bounds
        // change is told with the view as it was before it.
        var x = 640.0
        for next in stride(from: 700.0, through: 1_000, by: 100) {
            core.noteDragging(true, view: bounds(x))
            #expect(core.invalidates(forBoundsChange: bounds(next)) == false)
            x = next
        }
        #expect(core.restingOffset(proposed: Point(x: 4_000, y: 0), velocity: Point(x: 3, y: 0), insets: .zero) == Point(x: 960, y: 0))
        // Counted from where it was let go, it would have gone a card further.
        #expect(core.restingOffset(proposed: Point(x: 4_000, y: 0), velocity: Point(x: 3, y: 0), insets: .zero, from: Point(x: 1_000, y: 0))
                == Point(x: 1_280, y: 0))
        // A new drag starts counting again, from where the view is, though nothing invalidated
        // and the layout's own frame is still at 640.
        core.noteDragging(false, view: bounds(1_000))
        core.noteDragging(true, view: bounds(1_000))
        #expect(core.restingOffset(proposed: Point(x: 4_000, y: 0), velocity: Point(x: 3, y: 0), insets: .zero) == Point(x: 1_280, y: 0))
    }
}
