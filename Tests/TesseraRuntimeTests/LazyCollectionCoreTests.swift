import Testing
@_spi(Adapters) import TesseraRuntime
import TesseraCompiler
import TesseraExercise
import TesseraRandomLayouts
import TesseraTestSupport

/// The lazy SwiftUI collection's decisions (`LazyCollectionCore`), in scripted scroll sessions:
/// after each step the views are exactly what a brute-force scan of the kept rect finds, the
/// views made are exactly those that entered and the views dropped those that left, and a fling
/// rests where the layout snaps.
@Suite struct LazyCollectionCoreTests {
    /// What a brute-force scan of every element finds in the driver's kept rect at the view's
    /// offset: each element whose frame meets it, and (where effects move cells) any drawn there.
    static func check(_ lazy: LazyCollectionCore, _ context: String) throws {
        guard let driver = lazy.core.driver, let view = lazy.view else {
            #expect(lazy.elements.isEmpty, "\(context): views of an empty layout")
            return
        }
        var position = driver.position
        position.offset = view.layoutOffset
        let fresh = try lazy.core.layout.prepare(driver.input)
        let all = try fresh.allElements(at: position)
        let rect = driver.keptRect(at: view.layoutOffset)
        let byFrame = Set(all.filter { $0.frame.intersects(rect) }.map(\.id))
        // Drawn there as a rect query counts it: an element partly behind the viewer (a turn under
        // a short perspective) has no bounds, and may be anywhere.
        let drawn = Set(all.filter { $0.appears(in: rect) }.map(\.id))
        let shown = Set(lazy.elements.map(\.id))
        #expect(byFrame.isSubset(of: shown) && shown.isSubset(of: drawn), "\(context): \(byFrame.subtracting(shown).sorted().prefix(3)) missing, \(shown.subtracting(drawn).sorted().prefix(3)) too many")
        let bands = (0..<fresh.sectionCount).filter { fresh.band(ofSection: $0)?.intersects(rect) == true }
        #expect(lazy.bands.map(\.section) == bands, "\(context): the bands near the screen")
        for band in lazy.bands {
            #expect(band.offset == position.offset(ofSection: band.section) && band.frame == fresh.band(ofSection: band.section)
                    && band.contentLength == fresh.orthogonalContentLength(section: band.section), "\(context): band \(band.section)")
        }
        let attributes = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })
        for element in lazy.elements where attributes[element.id] != element {
            Issue.record("\(context): \(element.id) is not drawn as a fresh layout draws it")
            break
        }
    }

    /// The cell that starts first in the viewport (the driver's anchor), and how far from its
    /// leading edge; nil at the very start of the content, which stays at the start.
    static func firstCellInView(_ lazy: LazyCollectionCore) -> (id: ElementID, distance: Double)? {
        guard let driver = lazy.core.driver else { return nil }
        let mapping = driver.prepared.mapping
        let start = mapping.u(driver.offset), end = start + mapping.u(driver.viewport)
        guard start > 0 else { return nil }
        return lazy.elements.filter { $0.id.kind == .cell }
            .map { (id: $0.id, u: mapping.u($0.frame.origin), end: mapping.u($0.frame.origin) + mapping.u($0.frame.size)) }
            .filter { $0.end > start && $0.u < end }
            .min { $0.u < $1.u }
            .map { (id: $0.id, distance: $0.u - start) }
    }

    /// After a resize or a new text size, `anchor` is as far from the viewport's leading edge as
    /// it was, unless the offset is held at one end of the content.
    static func expectInPlace(_ anchor: (id: ElementID, distance: Double), _ lazy: LazyCollectionCore, _ context: String) throws {
        guard let driver = lazy.core.driver, let element = try driver.attributes(for: anchor.id) else { return }
        let mapping = driver.prepared.mapping
        let start = mapping.u(driver.offset)
        guard start > 0, start < mapping.u(driver.maximumOffset) else { return }
        #expect(abs(mapping.u(element.frame.origin) - start - anchor.distance) < 1e-6,
                "\(context): \(anchor.id) moved from \(anchor.distance) to \(mapping.u(element.frame.origin) - start) from the viewport's edge")
    }

    @Test(arguments: LayoutFixtures.paths.filter { $0.hasPrefix("Layouts/") })
    func viewsAreWhatABruteForceScanFindsAfterEveryStep(path: String) throws {
        let layout = try LayoutFixtures.layout(path)
        var generator = SeededGenerator(seed: UInt64(path.utf8.reduce(7) { $0 &* 31 &+ Int($1) }.magnitude))
        let input = LayoutInput.random(using: &generator, maxItems: 200)
        var lazy = LazyCollectionCore(layout: layout)
        var view = CollectionViewBounds(Rect(x: 0, y: 0, width: input.viewport.width, height: input.viewport.height))
        var counts = input.sectionCounts
        var textScale = 1.0
        let sized = input.itemSizes != nil
        func sizes() -> [[ItemSize]]? { sized ? counts.map { (0..<$0).map { .size(Size(width: 100, height: Double(40 + $0 % 9 * 15))) } } : nil }
        #expect(lazy.update(view: view, sectionCounts: counts, itemSizes: sizes).failure == nil)
        #expect(lazy.made == lazy.elements.map(\.id) && lazy.dropped.isEmpty, "the first update makes every view")
        try Self.check(lazy, "\(path), start")
        for step in 0..<80 {
            let before = Set(lazy.elements.map(\.id))
            let prepares = lazy.core.driver?.work.prepares
            var scrolled = false, resized = false
            let anchor = Self.firstCellInView(lazy)
            let roll = Int.random(in: 0..<100, using: &generator)
            if roll < 15, let band = lazy.bands.randomElement(using: &generator) {
                // A shelf scrolls sideways in its own band.
                let sideways = band.offset + Double(Int.random(in: -500...500, using: &generator))
                #expect(lazy.scroll(section: band.section, to: sideways).failure == nil)
                let after = Set(lazy.elements.map(\.id))
                #expect(Set(lazy.made) == after.subtracting(before) && Set(lazy.dropped) == before.subtracting(after),
                        "\(path), step \(step): a sideways scroll made or dropped views that did not enter or leave")
                if let prepares { #expect(lazy.core.driver?.work.prepares == prepares, "\(path), step \(step): a sideways scroll laid out again") }
                try Self.check(lazy, "\(path), step \(step), section \(band.section) sideways")
                continue
            }
            switch roll {
            case 0..<65:
                let delta = Double(Int.random(in: -700...700, using: &generator))
                let vertical = lazy.core.driver?.prepared.axis != .horizontal
                view.bounds.origin = vertical ? Point(x: view.bounds.x, y: view.bounds.y + delta) : Point(x: view.bounds.x + delta, y: view.bounds.y)
                scrolled = true
            case 65..<75:
                view.bounds.size = Size(width: view.bounds.height, height: view.bounds.width)
                resized = true
            case 75..<85:
                let section = Int.random(in: 0..<counts.count, using: &generator)
                counts[section] = max(0, counts[section] + Int.random(in: -5...20, using: &generator))
            case 85..<92:
                textScale = [0.82, 1, 1.76, 3.12][Int.random(in: 0..<4, using: &generator)]
                resized = true
            default:
                // Bars come and go (a navigation bar, a keyboard).
                view.insets = [EdgeInsets.zero, EdgeInsets(top: 91, left: 0, bottom: 83, right: 0)][Int.random(in: 0..<2, using: &generator)]
            }
            let outcome = lazy.update(view: view, sectionCounts: counts, textScale: textScale, itemSizes: sizes)
            // The scroll view takes the offset it is given, as `TesseraCollection` scrolls it.
            if let offset = outcome.scrollTo { view.bounds.origin = offset }
            if resized, outcome.failure == nil, let anchor { try Self.expectInPlace(anchor, lazy, "\(path), step \(step)") }
            let after = Set(lazy.elements.map(\.id))
            #expect(Set(lazy.made) == after.subtracting(before) && Set(lazy.dropped) == before.subtracting(after),
                    "\(path), step \(step): views made or dropped that did not enter or leave")
            if scrolled, let prepares { #expect(lazy.core.driver?.work.prepares == prepares, "\(path), step \(step): a scroll laid out again") }
            try Self.check(lazy, "\(path), step \(step)")
        }
    }

    @Test(arguments: [1_000, 100_000, 1_000_000])
    func aSessionAtScaleBuildsOnlyWhatIsNearTheScreen(items: Int) throws {
        for path in ["Layouts/mosaic.yaml", "Layouts/carousel.yaml", "Layouts/grid.yaml"] {
            var lazy = LazyCollectionCore(layout: try LayoutFixtures.layout(path))
            var view = CollectionViewBounds(Rect(x: 0, y: 0, width: 390, height: 844), insets: EdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
            _ = lazy.update(view: view, sectionCounts: [items]) { nil }
            let vertical = lazy.core.driver?.prepared.axis == .vertical
            let end = vertical ? lazy.core.contentSize.height : lazy.core.contentSize.width
            for fraction in [0.5, 0.999] {
                let u = (end * fraction).rounded()
                view.bounds.origin = vertical ? Point(x: 0, y: u) : Point(x: u, y: -91)
                _ = lazy.update(view: view, sectionCounts: [items]) { nil }
                #expect(!lazy.elements.isEmpty && lazy.elements.count < 120, "\(path), \(items) items: \(lazy.elements.count) views")
                #expect(lazy.core.driver?.work.prepares == 1)
                if items <= 100_000 { try Self.check(lazy, "\(path), \(items) items at \(u)") }
            }
        }
    }

    /// Random layouts (every kind, orthogonal sections among them) at 1,000 to 1,000,000 items:
    /// at the middle and the end of the content, and with an orthogonal section scrolled
    /// sideways, the views are what a brute-force scan finds, and the layout was computed once.
    /// (A million items, and three more layouts at 100,000, under `TESSERA_FULL_TESTS=1`.)
    @Test(arguments: TestScale.choose(quick: [(1_000, 24), (100_000, 1)], full: [(1_000, 24), (100_000, 4), (1_000_000, 1)]))
    func randomLayoutsAtScaleBuildOnlyWhatIsNearTheScreen(items: Int, layouts: Int) throws {
        var random = RandomLayouts(seed: UInt64(items))
        var generator = SeededGenerator(seed: 4_242)
        var sessions = 0
        for index in 0..<(layouts * 10) where sessions < layouts {
            let source = random.layout(name: "Random\(index)")
            guard let layout = try? InterpretedLayout(yaml: source, file: "random.yaml") else { continue }
            let sections = Int.random(in: 1...3, using: &generator)
            let counts = (0..<sections).map { items / sections + ($0 == 0 ? items % sections : 0) }
            let sizes: [[ItemSize]] = counts.map { count in
                (0..<count).map { item -> ItemSize in
                    let width = Double(40 + item % 5 * 30), height = Double(30 + item % 7 * 20)
                    return .size(Size(width: width, height: height))
                }
            }
            var lazy = LazyCollectionCore(layout: layout)
            var view = CollectionViewBounds(Rect(x: 0, y: -91, width: 390, height: 844), insets: EdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
            // Some random layouts fail for some viewports, by design (a negative size): not a session.
            guard lazy.update(view: view, sectionCounts: counts, itemSizes: { sizes }).failure == nil, let driver = lazy.core.driver else { continue }
            sessions += 1
            let context = "random layout \(index) at \(items) items"
            let vertical = driver.prepared.axis == .vertical
            let end = vertical ? lazy.core.contentSize.height : lazy.core.contentSize.width
            for fraction in [0.5, 0.999] {
                let u = (end * fraction).rounded()
                view.bounds.origin = vertical ? Point(x: 0, y: u - 91) : Point(x: u, y: -91)
                #expect(lazy.update(view: view, sectionCounts: counts, itemSizes: { sizes }).failure == nil, "\(context)")
                if let band = lazy.bands.first {
                    #expect(lazy.scroll(section: band.section, to: 1_234).failure == nil, "\(context)")
                }
                try Self.check(lazy, "\(context) at \(u):\n\(source)")
            }
            #expect(lazy.core.driver?.work.prepares == 1, "\(context): a scroll laid out again")
        }
        #expect(sessions == layouts, "too few random layouts were valid at \(items) items")
    }

    /// SwiftUI's scroll target is the region the scroll view shows inside its insets
    /// (`ScrollTarget.rect`, sized `containerSize`: "the bounds of the scroll view subtracting any
    /// insets"), so its origin is the layout's offset, under the bar: no inset is added or taken.
    @Test func aFlingRestsWhereTheLayoutSnapsBelowTheBars() throws {
        var lazy = LazyCollectionCore(layout: try LayoutFixtures.layout("Layouts/carousel.yaml"))
        let view = CollectionViewBounds(Rect(x: 0, y: -91, width: 390, height: 844), insets: EdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
        #expect(lazy.restingOffset(proposed: Point(x: 300, y: 0), velocity: .zero) == Point(x: 300, y: 0), "nothing to snap to before the first update")
        _ = lazy.update(view: view, sectionCounts: [30]) { nil }
        #expect(lazy.restingOffset(proposed: Point(x: 300, y: 0), velocity: .zero) == Point(x: 330, y: 0))
        // The same as the collection-view core's, whose proposals are content offsets.
        var core = lazy.core
        #expect(core.restingOffset(proposed: Point(x: 300, y: -91), velocity: .zero, insets: view.insets) == Point(x: 330, y: -91))
    }

    @Test func aLayoutErrorIsReportedOnceAndTheCollectionIsEmpty() throws {
        var lazy = LazyCollectionCore(layout: AtMost(10, of: try LayoutFixtures.layout("Layouts/grid.yaml")))
        let view = CollectionViewBounds(Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(lazy.update(view: view, sectionCounts: [10]) { nil }.failure == nil)
        #expect(lazy.update(view: nil, sectionCounts: [11]) { nil }.failure != nil)
        #expect(lazy.elements.isEmpty && lazy.dropped.count == 10)
        #expect(lazy.update(view: view.with(bounds: Rect(x: 0, y: 50, width: 375, height: 667)), sectionCounts: [11]) { nil }.failure == nil)
        #expect(lazy.update(view: nil, sectionCounts: [9]) { nil }.failure == nil)
        #expect(lazy.elements.count == 9)
    }

    @Test(arguments: ["Layouts/waterfall.yaml", "Layouts/grid.yaml", "Layouts/feed.yaml"])
    func anInfiniteFeedContinuesTheLayoutInsteadOfComputingItAgain(path: String) throws {
        var lazy = LazyCollectionCore(layout: try LayoutFixtures.layout(path))
        var view = CollectionViewBounds(Rect(x: 0, y: 0, width: 390, height: 844), insets: EdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
        var count = 100
        let sized = path.hasSuffix("waterfall.yaml")   // the one of the three sized by data
        func sizes() -> [[ItemSize]]? { sized ? [(0..<count).map { .size(Size(width: 100, height: Double(60 + $0 % 7 * 20))) }] : nil }
        #expect(lazy.update(view: view, sectionCounts: [count], itemSizes: sizes).failure == nil)
        for page in 1...5 {
            // Near the end, the feed loads the next page.
            let vertical = lazy.core.driver?.prepared.axis != .horizontal
            let end = vertical ? lazy.core.contentSize.height : lazy.core.contentSize.width
            view.bounds.origin.y = max(-91, end - 1_200)
            _ = lazy.update(view: view, sectionCounts: [count], itemSizes: sizes)
            count += 100
            lazy.itemsAppended()
            #expect(lazy.update(view: nil, sectionCounts: [count], itemSizes: sizes).failure == nil)
            #expect(lazy.core.driver?.work.prepares == 1 && lazy.core.driver?.work.extends == page, "\(path), page \(page)")
            try Self.check(lazy, "\(path), page \(page)")
        }
        // Counts that shrank were no append: the layout is computed again.
        count -= 50
        lazy.itemsAppended()
        #expect(lazy.update(view: nil, sectionCounts: [count], itemSizes: sizes).failure == nil)
        #expect(lazy.core.driver?.work.prepares == 2)
        try Self.check(lazy, "\(path), after a shrink")
    }

    /// Issue 58, defect 8: the first item in view moved six places (`onItemMove`, a re-sort)
    /// would take the view along with it (2000 → 2497); the first cell in view that kept its
    /// place among its neighbours keeps its place on the screen, as UIKit's batch path does.
    @Test func aMovedItemDoesNotTakeTheViewAlong() throws {
        var lazy = LazyCollectionCore(layout: try LayoutFixtures.layout("Layouts/grid.yaml"))
        let view = CollectionViewBounds(Rect(x: 0, y: 2_000, width: 390, height: 844))
        _ = lazy.update(view: view, sectionCounts: [300]) { nil }
        let driver = try #require(lazy.core.driver)
        let inView = try driver.prepared.elements(in: Rect(x: 0, y: 2_000, width: 390, height: 844), at: driver.position)
            .filter { $0.id.kind == .cell }.sorted { ($0.frame.y, $0.frame.x) < ($1.frame.y, $1.frame.x) }
        let first = try #require(inView.first?.id), second = try #require(inView.dropFirst().first?.id)
        let secondOnScreen = try #require(inView.dropFirst().first).frame.y - 2_000
        var items = Array(0..<300)
        let moved = items.remove(at: first.item)
        items.insert(moved, at: first.item + 6)
        guard case .changed(let newPath, let movedItem) = LazyCollectionCore.change(from: [Array(0..<300)], to: [items]) else { Issue.record("a move is a change"); return }
        lazy.itemsChanged(newPath: newPath, moved: movedItem)
        _ = lazy.update(view: nil, sectionCounts: [300]) { nil }
        let offset = try #require(lazy.core.driver).offset
        let neighbour = try #require(newPath(second))
        let frame = try #require(try lazy.core.driver?.attributes(for: neighbour)).frame
        #expect(frame.y - offset.y == secondOnScreen, "the view moved to \(offset.y)")
    }

    /// Issue 58, found by the random SwiftUI sessions: the safe area or the keyboard changing the
    /// insets alone (same bounds) moved the first cell in view (a waterfall: −67.8 → 6232.5), as
    /// UIKit, which keeps its content offset then, would; SwiftUI's collection scrolls where its
    /// core says, so the cell keeps its distance from the edge of what the bars leave.
    @Test func newInsetsAloneKeepTheFirstCellInView() throws {
        var lazy = LazyCollectionCore(layout: try LayoutFixtures.layout("Layouts/waterfall.yaml"))
        let estimates: [[ItemSize]] = [(0..<500).map { .size(Size(width: 100, height: Double(80 + $0 % 5 * 10))) }]
        let bounds = Rect(x: 0, y: 3_000, width: 390, height: 844)
        _ = lazy.update(view: CollectionViewBounds(bounds), sectionCounts: [500]) { estimates }
        for insets in [EdgeInsets(top: 91, left: 0, bottom: 83, right: 0), EdgeInsets(top: 91, left: 0, bottom: 336, right: 0), .zero] {
            let anchor = try #require(Self.firstCellInView(lazy))
            let outcome = lazy.update(view: CollectionViewBounds(lazy.view?.bounds ?? bounds, insets: insets), sectionCounts: [500]) { estimates }
            #expect(outcome.failure == nil)
            try Self.expectInPlace(anchor, lazy, "insets \(insets)")
            try Self.check(lazy, "insets \(insets)")
        }
    }

    /// Issue 58, defect 6 on SwiftUI's side: the app's estimates changed for items above the
    /// screen (`sizesChanged`) moved the first cell in view (−139.3 → −126.0); it keeps its place,
    /// as UIKit's `invalidateLayout()` keeps it (docs/SESSIONS.md, rule 5).
    @Test func estimatesChangedAboveTheScreenKeepTheFirstCellInView() throws {
        var lazy = LazyCollectionCore(layout: try LayoutFixtures.layout("Layouts/waterfall.yaml"))
        var estimates: [[ItemSize]] = [(0..<500).map { .size(Size(width: 100, height: Double(80 + $0 % 5 * 10))) }]
        let bars = EdgeInsets(top: 91, left: 0, bottom: 83, right: 0)
        _ = lazy.update(view: CollectionViewBounds(Rect(x: 0, y: 3_000, width: 390, height: 844), insets: bars), sectionCounts: [500]) { estimates }
        let anchor = try #require(Self.firstCellInView(lazy))
        for item in 0..<6 { estimates[0][item] = .size(Size(width: 100, height: 400)) }
        lazy.invalidateData()
        let outcome = lazy.update(view: nil, sectionCounts: [500]) { estimates }
        #expect(outcome.failure == nil && outcome.scrollTo != nil, "the content above moved: the view follows it")
        try Self.expectInPlace(anchor, lazy, "estimates")
        try Self.check(lazy, "estimates")
    }

    @Test func scrollingToAnItemShowsItBelowTheBarOrInTheMiddle() throws {
        let bars = EdgeInsets(top: 91, left: 0, bottom: 83, right: 0)
        var grid = LazyCollectionCore(layout: try LayoutFixtures.layout("Layouts/grid.yaml"))
        _ = grid.update(view: CollectionViewBounds(Rect(x: 0, y: -91, width: 390, height: 844), insets: bars), sectionCounts: [300]) { nil }
        let target = try #require(grid.offset(showing: .cell(150)))
        _ = grid.update(view: CollectionViewBounds(Rect(x: 0, y: target.y, width: 390, height: 844), insets: bars), sectionCounts: [300]) { nil }
        let shown = try #require(grid.elements.first { $0.id == .cell(150) })
        #expect(shown.frame.y - target.y == 91, "at the top of what the navigation bar leaves")
        // The last items cannot come to the top: the offset is held where the content ends.
        let end = try #require(grid.offset(showing: .cell(299)))
        #expect(end.y == grid.core.contentSize.height + 83 - 844)
        #expect(grid.offset(showing: .cell(300)) == nil)

        var carousel = LazyCollectionCore(layout: try LayoutFixtures.layout("Layouts/carousel.yaml"))
        _ = carousel.update(view: CollectionViewBounds(Rect(x: 0, y: -91, width: 390, height: 844), insets: bars), sectionCounts: [30]) { nil }
        let middle = try #require(carousel.offset(showing: .cell(7), placement: .center))
        let card = try #require(try carousel.core.driver?.attributes(for: .cell(7)))
        #expect(card.frame.midX - middle.x == 195 && middle.y == -91)
    }

    @Test func theFirstVisibleCellIsTheFirstBelowTheBar() throws {
        let bars = EdgeInsets(top: 91, left: 0, bottom: 83, right: 0)
        var grid = LazyCollectionCore(layout: try LayoutFixtures.layout("Layouts/grid.yaml"))
        #expect(grid.firstVisibleCell == nil, "no cell before the first update")
        _ = grid.update(view: CollectionViewBounds(Rect(x: 0, y: -91, width: 390, height: 844), insets: bars), sectionCounts: [300]) { nil }
        #expect(grid.firstVisibleCell == .cell(0))
        // Scrolled to show item 150 at the top of what the bar leaves: it is the first, although
        // the row above it is still kept (and drawn under the bar).
        let target = try #require(grid.offset(showing: .cell(150)))
        _ = grid.update(view: CollectionViewBounds(Rect(x: 0, y: target.y, width: 390, height: 844), insets: bars), sectionCounts: [300]) { nil }
        let row = try #require(grid.elements.first { $0.id == .cell(150) }).frame.y
        let first = try #require(grid.elements.filter { $0.id.kind == .cell && $0.frame.y == row }.min { $0.frame.x < $1.frame.x })
        #expect(grid.firstVisibleCell == first.id)
        _ = grid.update(view: nil, sectionCounts: [0]) { nil }
        #expect(grid.firstVisibleCell == nil, "no cells")
    }

    @Test func aCellThatSizesItselfKeepsTheItemsOnScreenWhereTheyAre() throws {
        var lazy = LazyCollectionCore(layout: try LayoutFixtures.layout("Layouts/waterfall.yaml"))
        let estimates: [[ItemSize]] = [(0..<500).map { _ in .size(Size(width: 100, height: 100)) }]
        let bars = EdgeInsets(top: 91, left: 0, bottom: 83, right: 0)
        _ = lazy.update(view: CollectionViewBounds(Rect(x: 0, y: 3_000, width: 390, height: 844), insets: bars), sectionCounts: [500]) { estimates }
        let below = 3_091.0
        let anchor = try #require(lazy.elements.filter { $0.id.kind == .cell && $0.frame.maxY > below }.min { $0.frame.y < $1.frame.y })
        let onScreen = anchor.frame.y - 3_000
        // A cell above the screen grows: the content moves down, the view follows it.
        let outcome = lazy.report(Size(width: 100, height: 400), of: .cell(2))
        let moved = try #require(outcome.scrollTo)
        #expect(outcome.failure == nil && moved.y > 3_000)
        let now = try #require(lazy.elements.first { $0.id == anchor.id })
        #expect(now.frame.y - moved.y == onScreen, "the first item below the bar stays put")
        try Self.check(lazy, "after a report")
        // The same size again moves nothing; a layout that takes no sizes takes none.
        #expect(lazy.report(Size(width: 100, height: 400), of: .cell(2)).scrollTo == nil)
        var grid = LazyCollectionCore(layout: try LayoutFixtures.layout("Layouts/grid.yaml"))
        _ = grid.update(view: CollectionViewBounds(Rect(x: 0, y: 0, width: 390, height: 844)), sectionCounts: [50]) { nil }
        #expect(grid.report(Size(width: 10, height: 10), of: .cell(0)).scrollTo == nil)
    }
}

/// SwiftUI's collection core in random sessions (`LazyCollectionSession`): scrolls and flings,
/// resizes, text sizes, data replaced, inserted, deleted and moved above measured cells, shelf
/// scrolls and layout swaps, with its invariants checked after every event.
@Suite struct LazyCollectionSessionTests {
    @Test(arguments: LayoutFixtures.paths)
    func aSessionKeepsTheLazyCollectionsContract(path: String) throws {
        let layout = try LayoutFixtures.layout(path)
        let seed = UInt64(path.utf8.reduce(5) { $0 &* 31 &+ Int($1) }.magnitude)
        let others = LayoutFixtures.paths.filter { $0 != path }
        let other = try LayoutFixtures.layout(others[Int(seed % UInt64(others.count))])
        var session = LazyCollectionSession(layouts: [layout, other], sizedByData: CollectionSessionTests.sizedByData(layout), seed: seed)
        session.run(events: CollectionSessionTests.events)
        SentFeatures.record(session.sent, by: "LazyCollectionSession")
        #expect(session.violations.isEmpty, "\(path)\n\(session.violations.prefix(3).joined(separator: "\n"))")
    }

    /// A scroll of a layout with effects moves what `visualEffect` draws, not the placements:
    /// SwiftUI's body runs when elements come and go or the drawing order changes, not for each
    /// frame (the issue counted one body a frame before).
    @Test(arguments: ["Layouts/carousel.yaml", "Layouts/coverflow.yaml", "Tests/Fixtures/Layouts/line_effects.yaml"])
    func aScrollRunsTheBodyOnlyWhenElementsComeAndGo(path: String) throws {
        var lazy = LazyCollectionCore(layout: try LayoutFixtures.layout(path))
        var view = CollectionViewBounds(Rect(x: 0, y: 0, width: 390, height: 844))
        _ = lazy.update(view: view, sectionCounts: [200]) { nil }
        let vertical = lazy.core.driver?.prepared.axis == .vertical
        var frames = 0, revisions = 0
        for _ in 0..<300 {
            let before = lazy.placementRevision
            view.bounds.origin = vertical ? Point(x: 0, y: view.bounds.y + 7) : Point(x: view.bounds.x + 7, y: 0)
            _ = lazy.update(view: view, sectionCounts: [200]) { nil }
            frames += 1
            if lazy.placementRevision != before { revisions += 1 }
        }
        #expect(revisions * 3 < frames, "\(path): the placements changed in \(revisions) of \(frames) frames")
    }
}
