import Testing
import TesseraRuntime
@testable import TesseraCompiler
import TesseraExercise

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
        let drawn = Set(all.filter { $0.frame.intersects(rect) || ($0.displayedBounds ?? $0.frame).intersects(rect) }.map(\.id))
        let shown = Set(lazy.elements.map(\.id))
        #expect(byFrame.isSubset(of: shown) && shown.isSubset(of: drawn), "\(context): \(byFrame.subtracting(shown).sorted().prefix(3)) missing, \(shown.subtracting(drawn).sorted().prefix(3)) too many")
        let attributes = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })
        for element in lazy.elements where attributes[element.id] != element {
            Issue.record("\(context): \(element.id) is not drawn as a fresh layout draws it")
            break
        }
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
        #expect(lazy.update(view: view, sectionCounts: counts, itemSizes: sizes) == nil)
        #expect(lazy.made == lazy.elements.map(\.id) && lazy.dropped.isEmpty, "the first update makes every view")
        try Self.check(lazy, "\(path), start")
        for step in 0..<80 {
            let before = Set(lazy.elements.map(\.id))
            let prepares = lazy.core.driver?.work.prepares
            var scrolled = false
            switch Int.random(in: 0..<100, using: &generator) {
            case 0..<65:
                let delta = Double(Int.random(in: -700...700, using: &generator))
                let vertical = lazy.core.driver?.prepared.axis != .horizontal
                view.bounds.origin = vertical ? Point(x: view.bounds.x, y: view.bounds.y + delta) : Point(x: view.bounds.x + delta, y: view.bounds.y)
                scrolled = true
            case 65..<75:
                view.bounds.size = Size(width: view.bounds.height, height: view.bounds.width)
            case 75..<85:
                let section = Int.random(in: 0..<counts.count, using: &generator)
                counts[section] = max(0, counts[section] + Int.random(in: -5...20, using: &generator))
            case 85..<92:
                textScale = [0.82, 1, 1.76, 3.12][Int.random(in: 0..<4, using: &generator)]
            default:
                // Bars come and go (a navigation bar, a keyboard).
                view.insets = [EdgeInsets.zero, EdgeInsets(top: 91, left: 0, bottom: 83, right: 0)][Int.random(in: 0..<2, using: &generator)]
            }
            _ = lazy.update(view: view, sectionCounts: counts, textScale: textScale, itemSizes: sizes)
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

    @Test func aFlingRestsWhereTheLayoutSnapsBelowTheBars() throws {
        var lazy = LazyCollectionCore(layout: try LayoutFixtures.layout("Layouts/carousel.yaml"))
        let view = CollectionViewBounds(Rect(x: 0, y: -91, width: 390, height: 844), insets: EdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
        #expect(lazy.restingOffset(proposed: Point(x: 300, y: -91), velocity: .zero) == Point(x: 300, y: -91), "nothing to snap to before the first update")
        _ = lazy.update(view: view, sectionCounts: [30]) { nil }
        #expect(lazy.restingOffset(proposed: Point(x: 300, y: -91), velocity: .zero) == Point(x: 330, y: -91))
    }

    @Test func aLayoutErrorIsReportedOnceAndTheCollectionIsEmpty() throws {
        var lazy = LazyCollectionCore(layout: AtMost(10, of: try LayoutFixtures.layout("Layouts/grid.yaml")))
        let view = CollectionViewBounds(Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(lazy.update(view: view, sectionCounts: [10]) { nil } == nil)
        #expect(lazy.update(view: nil, sectionCounts: [11]) { nil } != nil)
        #expect(lazy.elements.isEmpty && lazy.dropped.count == 10)
        #expect(lazy.update(view: view.with(bounds: Rect(x: 0, y: 50, width: 375, height: 667)), sectionCounts: [11]) { nil } == nil)
        #expect(lazy.update(view: nil, sectionCounts: [9]) { nil } == nil)
        #expect(lazy.elements.count == 9)
    }

    @Test(arguments: ["Layouts/waterfall.yaml", "Layouts/grid.yaml", "Layouts/feed.yaml"])
    func anInfiniteFeedContinuesTheLayoutInsteadOfComputingItAgain(path: String) throws {
        var lazy = LazyCollectionCore(layout: try LayoutFixtures.layout(path))
        var view = CollectionViewBounds(Rect(x: 0, y: 0, width: 390, height: 844), insets: EdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
        var count = 100
        let sized = path.hasSuffix("waterfall.yaml")   // the one of the three sized by data
        func sizes() -> [[ItemSize]]? { sized ? [(0..<count).map { .size(Size(width: 100, height: Double(60 + $0 % 7 * 20))) }] : nil }
        #expect(lazy.update(view: view, sectionCounts: [count], itemSizes: sizes) == nil)
        for page in 1...5 {
            // Near the end, the feed loads the next page.
            let vertical = lazy.core.driver?.prepared.axis != .horizontal
            let end = vertical ? lazy.core.contentSize.height : lazy.core.contentSize.width
            view.bounds.origin.y = max(-91, end - 1_200)
            _ = lazy.update(view: view, sectionCounts: [count], itemSizes: sizes)
            count += 100
            #expect(lazy.update(view: nil, sectionCounts: [count], appended: true, itemSizes: sizes) == nil)
            #expect(lazy.core.driver?.work.prepares == 1 && lazy.core.driver?.work.extends == page, "\(path), page \(page)")
            try Self.check(lazy, "\(path), page \(page)")
        }
        // Counts that shrank were no append: the layout is computed again.
        count -= 50
        #expect(lazy.update(view: nil, sectionCounts: [count], appended: true, itemSizes: sizes) == nil)
        #expect(lazy.core.driver?.work.prepares == 2)
        try Self.check(lazy, "\(path), after a shrink")
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

    @Test func aCellThatSizesItselfKeepsTheItemsOnScreenWhereTheyAre() throws {
        var lazy = LazyCollectionCore(layout: try LayoutFixtures.layout("Layouts/waterfall.yaml"))
        let estimates: [[ItemSize]] = [(0..<500).map { _ in .size(Size(width: 100, height: 100)) }]
        let bars = EdgeInsets(top: 91, left: 0, bottom: 83, right: 0)
        _ = lazy.update(view: CollectionViewBounds(Rect(x: 0, y: 3_000, width: 390, height: 844), insets: bars), sectionCounts: [500]) { estimates }
        let below = 3_091.0
        let anchor = try #require(lazy.elements.filter { $0.id.kind == .cell && $0.frame.maxY > below }.min { $0.frame.y < $1.frame.y })
        let onScreen = anchor.frame.y - 3_000
        // A cell above the screen grows: the content moves down, the view follows it.
        let (offset, failure) = lazy.report(Size(width: 100, height: 400), of: .cell(2))
        let moved = try #require(offset)
        #expect(failure == nil && moved.y > 3_000)
        let now = try #require(lazy.elements.first { $0.id == anchor.id })
        #expect(now.frame.y - moved.y == onScreen, "the first item below the bar stays put")
        try Self.check(lazy, "after a report")
        // The same size again moves nothing; a layout that takes no sizes takes none.
        #expect(lazy.report(Size(width: 100, height: 400), of: .cell(2)).offset == nil)
        var grid = LazyCollectionCore(layout: try LayoutFixtures.layout("Layouts/grid.yaml"))
        _ = grid.update(view: CollectionViewBounds(Rect(x: 0, y: 0, width: 390, height: 844)), sectionCounts: [50]) { nil }
        #expect(grid.report(Size(width: 10, height: 10), of: .cell(0)).offset == nil)
    }
}
