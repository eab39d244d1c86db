import Foundation
import Testing
import TesseraCoreGraphics
@_spi(Adapters) import TesseraRuntime
import TesseraCompiler
import TesseraExercise
@_spi(Adapters) import TesseraTestSupport

/// The collection-view adapters' decisions, replayed as UIKit and AppKit make their calls: a
/// simulated view (`SimulatedCollectionView`) keeps the attributes it was given and refreshes
/// only what the core invalidates, and after every step what it shows must equal a fresh
/// layout's answer. `CollectionViewContractTests` replays what every app meets: bars, deletes
/// with decorations, errors, self-sizing across updates, rotations.
@Suite struct CollectionLayoutCoreTests {
    @Test(arguments: LayoutFixtures.paths)
    func aSimulatedViewShowsAFreshLayoutAfterEveryStep(path: String) throws {
        let layout = try LayoutFixtures.layout(path)
        var generator = SeededGenerator(seed: UInt64(path.utf8.reduce(11) { $0 &* 31 &+ Int($1) }.magnitude))
        let input = LayoutInput.random(using: &generator, maxItems: 100)
        // Bars as a navigation and a tab bar leave them, none, or a landscape safe area.
        let insets = [EdgeInsets.zero, EdgeInsets(top: 91, left: 0, bottom: 83, right: 0),
                      EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)][Int.random(in: 0..<3, using: &generator)]
        var view = SimulatedCollectionView(layout: layout, bounds: Rect(x: 0, y: 0, width: input.viewport.width, height: input.viewport.height),
                                           insets: insets, counts: input.sectionCounts, sizes: input.itemSizes)
        guard view.core.driver != nil else { return }   // a viewport the insets cover
        for step in 0..<300 {
            let driver = try #require(view.core.driver, "\(path), step \(step): \(view.reportedErrors)")
            let vertical = driver.prepared.axis == .vertical
            let work = driver.work
            var scrolled = false
            switch Int.random(in: 0..<100, using: &generator) {
            case 0..<70:
                let delta = Double(Int.random(in: -600...600, using: &generator))
                var bounds = view.bounds
                if vertical { bounds.origin.y += delta } else { bounds.origin.x += delta }
                view.setBounds(bounds)
                scrolled = true
            case 70..<78:
                let proposed = vertical ? Point(x: view.bounds.x, y: view.bounds.y + 150) : Point(x: view.bounds.x + 150, y: view.bounds.y)
                _ = view.fling(to: proposed)
                scrolled = true
            case 78..<84:
                view.rotate(to: Size(width: view.bounds.height, height: view.bounds.width), fullInvalidation: Bool.random(using: &generator))
                #expect(view.core.offsetAfterChange(proposed: view.bounds.origin, insets: insets) == view.bounds.origin, "the anchored offset is given once")
            case 84..<94:
                let section = Int.random(in: 0..<view.counts.count, using: &generator)
                var counts = view.counts
                let updates: [ItemUpdate]
                if counts[section] > 0, Bool.random(using: &generator) {
                    updates = [.delete(item: Int.random(in: 0..<counts[section], using: &generator), section: section)]
                    counts[section] -= 1
                } else {
                    updates = [.insert(item: Int.random(in: 0...counts[section], using: &generator), section: section)]
                    counts[section] += 1
                }
                let sizes = view.sizes.map { _ in counts.map { (0..<$0).map { ItemSize.length(Double(20 + $0 % 50)) } } }
                view.performBatchUpdates(updates, counts: counts, sizes: sizes)
            default:
                guard let id = view.shown.keys.filter({ $0.kind == .cell }).min() else { continue }
                let size = Size(width: Double(Int.random(in: 10...300, using: &generator)), height: Double(Int.random(in: 10...300, using: &generator)))
                guard view.core.invalidates(forPreferredSize: size, of: id) else {
                    #expect(view.sizes == nil || view.core.driver?.input.itemSizes?[id.section][id.item] == .size(size), "\(path): a new size was refused")
                    continue
                }
                view.reportPreferredSize(size, of: id)
                #expect(!view.core.invalidates(forPreferredSize: size, of: id))
            }
            if scrolled { #expect(view.core.driver?.work.prepares == work.prepares, "\(path): scrolling prepared") }
            #expect(view.exceptions.isEmpty, "\(path), step \(step): \(view.exceptions)")
            #expect(view.reportedErrors.isEmpty, "\(path), step \(step): \(view.reportedErrors)")
            #expect(view.shown == (try view.fresh()), "\(path), step \(step): the view shows stale attributes at \(view.bounds)")
        }
    }

    @Test func aScrollInvalidatesOnlyWhatEffectsAndPinnedHeadersChange() throws {
        let bounds = Rect(x: 0, y: 0, width: 375, height: 667)
        var mosaic = CollectionLayoutCore(layout: try LayoutFixtures.layout("Layouts/mosaic.yaml"))
        try mosaic.prepare(view: .init(size: bounds.size, offset: .zero), sectionCounts: [100]) { nil }
        #expect(!mosaic.invalidates(forBoundsChange: .init(Rect(x: 0, y: 500, width: 375, height: 667))))

        var carousel = CollectionLayoutCore(layout: try LayoutFixtures.layout("Layouts/carousel.yaml"))
        try carousel.prepare(view: .init(size: bounds.size, offset: .zero), sectionCounts: [30]) { nil }
        let moved = Rect(x: 40, y: 0, width: 375, height: 667)
        #expect(carousel.invalidates(forBoundsChange: .init(moved)))
        guard case .elements(let ids) = try carousel.invalidation(forBoundsChange: .init(moved)) else {
            Issue.record("a scroll invalidated the whole layout")
            return
        }
        // Cells are scaled by their distance from the centre: those in view that change are named,
        // and the cells far from the viewport are not.
        let fresh = try carousel.layout.prepare(LayoutInput(viewport: bounds.size, sectionCounts: [30]))
        let changedInView = try fresh.elements(in: moved, at: ScrollPosition(moved.origin)).filter { element in
            try fresh.attributes(for: element.id, at: ScrollPosition()) != element
        }
        #expect(!changedInView.isEmpty && Set(ids).isSuperset(of: changedInView.map(\.id)))
        #expect(ids.count < 15 && ids.allSatisfy { $0.item < 15 })
        #expect(carousel.driver?.work.prepares == 1)
        #expect(try carousel.invalidation(forBoundsChange: .init(Rect(x: 40, y: 0, width: 300, height: 667))) == .viewport)
    }

    @Test func aSidewaysScrollInvalidatesOnlyTheShelfsCells() throws {
        var view = SimulatedCollectionView(layout: try LayoutFixtures.layout("Layouts/store.yaml"),
                                           bounds: Rect(x: 0, y: 0, width: 375, height: 667), counts: [5, 12, 6], sizes: nil)
        #expect(view.core.band(ofSection: 0) == Rect(x: 0, y: 44, width: 375, height: 236))
        for sideways in [120.0, 347, 900, 0] {
            let changed = try view.core.scroll(section: 0, to: sideways)
            #expect(!changed.isEmpty && changed.allSatisfy { $0.kind == .cell && $0.section == 0 })
            for id in changed { view.shown[id] = try view.core.attributes(for: id) }
            view.layoutPass()
            let fresh = try view.core.layout.prepare(try #require(view.core.driver).input)
            var position = ScrollPosition()
            try position.setOffset(sideways, ofSection: 0, in: fresh)
            let expected = Dictionary(uniqueKeysWithValues: try fresh.elements(in: view.bounds, at: position).map { ($0.id, $0) })
            #expect(view.shown == expected, "at \(sideways)")
        }
        #expect(try view.core.restingOffset(ofSection: 0, proposed: 200, velocity: 0) == 347)
        #expect(view.core.driver?.work.prepares == 1)
        // A page scroll keeps the shelf where it was.
        _ = try view.core.scroll(section: 1, to: 208)
        view.setBounds(Rect(x: 0, y: 100, width: 375, height: 667))
        #expect(view.core.driver?.position.offset(ofSection: 1) == 208)
    }

    @Test func aViewWithNoSizeYetIsNotLaidOut() throws {
        // The carousel's insets are (width - 100) / 2: negative, and an error, at width 0.
        var core = CollectionLayoutCore(layout: try LayoutFixtures.layout("Layouts/carousel.yaml"))
        try core.prepare(view: .init(size: .zero, offset: .zero), sectionCounts: [30]) { nil }
        #expect(core.driver == nil && core.contentSize == .zero)
        #expect(try core.attributes(in: Rect(x: 0, y: 0, width: 375, height: 667)).isEmpty)
        try core.prepare(view: .init(size: Size(width: 375, height: 667), offset: .zero), sectionCounts: [30]) { nil }
        #expect(core.driver?.margin == 667 && core.driver?.viewport == Size(width: 375, height: 667))
        try core.prepare(view: .init(size: Size(width: 375, height: 0), offset: .zero), sectionCounts: [30]) { nil }
        #expect(core.driver?.viewport == Size(width: 375, height: 667), "a view collapsed to nothing keeps its layout")
    }

    @Test func batchUpdatesFadeInsertedAndDeletedCells() throws {
        let layout = try LayoutFixtures.layout("Layouts/grid.yaml")
        var core = CollectionLayoutCore(layout: layout)
        let viewport = Size(width: 375, height: 667)
        try core.prepare(view: .init(size: viewport, offset: .zero), sectionCounts: [6]) { nil }
        let before = try (0..<6).map { try #require(try core.attributes(for: .cell($0))) }

        core.invalidateData()
        try core.prepare(view: .init(size: viewport, offset: .zero), sectionCounts: [7]) { nil }
        try core.beginUpdates(CollectionLayoutCore.itemUpdates(from: [.init(action: .insert, before: nil, after: [0, 0])]))
        let appearing = try #require(try core.initialAttributes(forAppearing: .cell(0)))
        #expect(appearing.alpha == 0 && appearing.frame == before[0].frame)
        #expect(try core.initialAttributes(forAppearing: .cell(1)) == nil, "a pushed cell moves from its old place")
        #expect(try core.finalAttributes(forDisappearing: .cell(0)) == nil)
        _ = core.endUpdates()
        #expect(try core.initialAttributes(forAppearing: .cell(0)) == nil)

        core.invalidateData()
        try core.prepare(view: .init(size: viewport, offset: .zero), sectionCounts: [6]) { nil }
        try core.beginUpdates(CollectionLayoutCore.itemUpdates(from: [.init(action: .delete, before: [0, 3], after: nil)]))
        let disappearing = try #require(try core.finalAttributes(forDisappearing: .cell(3)))
        #expect(disappearing.alpha == 0 && disappearing.frame == before[3].frame)
        #expect(try core.finalAttributes(forDisappearing: .cell(2)) == nil)
        _ = core.endUpdates()

        // Updates that do not fit the counts (here a whole section) leave the animations to the platform.
        core.invalidateData()
        try core.prepare(view: .init(size: viewport, offset: .zero), sectionCounts: [6, 2]) { nil }
        try core.beginUpdates(CollectionLayoutCore.itemUpdates(from: [.init(action: .insert, before: nil, after: [1])]))
        #expect(try core.initialAttributes(forAppearing: .cell(0, section: 1)) == nil)
    }

    @Test func updateEntriesBecomeItemUpdates() {
        typealias Entry = CollectionLayoutCore.UpdateEntry
        let entries: [Entry] = [
            .init(action: .insert, before: nil, after: [0, 2]), .init(action: .delete, before: [1, 0], after: nil),
            .init(action: .move, before: [0, 4], after: [1, 1]), .init(action: .reload, before: [0, 1], after: [0, 1]),
            .init(action: .none, before: nil, after: nil),
        ]
        #expect(CollectionLayoutCore.itemUpdates(from: entries) == [
            .insert(item: 2, section: 0), .delete(item: 0, section: 1), .move(from: .cell(4), to: .cell(1, section: 1)),
            .delete(item: 1, section: 0), .insert(item: 1, section: 0),
        ])
        #expect(CollectionLayoutCore.itemUpdates(from: [.init(action: .delete, before: [2], after: nil)]) == nil)
        #expect(CollectionLayoutCore.itemUpdates(from: [.init(action: .move, before: [0, 1], after: nil)]) == nil)
    }

    @Test func aRotationKeepsTheFirstCellInViewAndScrollingNeverPrepares() throws {
        var core = CollectionLayoutCore(layout: try LayoutFixtures.layout("Layouts/grid.yaml"))
        try core.prepare(view: .init(size: Size(width: 375, height: 667), offset: .zero), sectionCounts: [300]) { nil }
        try core.prepare(view: .init(size: Size(width: 375, height: 667), offset: Point(x: 0, y: 2_000)), sectionCounts: [300]) { nil }
        #expect(core.driver?.work.prepares == 1)
        let first = try #require(try core.attributes(in: Rect(x: 0, y: 2_000, width: 375, height: 667)).filter { $0.frame.maxY > 2_000 }.min { $0.frame.y < $1.frame.y })
        let rotated = Rect(x: 0, y: 2_000, width: 667, height: 375)
        #expect(core.invalidates(forBoundsChange: .init(rotated)))
        #expect(try core.invalidation(forBoundsChange: .init(rotated)) == .viewport)
        try core.prepare(view: .init(size: rotated.size, offset: rotated.origin), sectionCounts: [300]) { nil }
        let target = core.offsetAfterChange(proposed: rotated.origin, insets: .zero)
        let moved = try #require(try core.attributes(for: first.id))
        #expect(moved.frame.y - target.y == first.frame.y - 2_000)
        #expect(core.offsetAfterChange(proposed: Point(x: 0, y: 7), insets: .zero) == Point(x: 0, y: 7))
    }

    @Test func aRotationAfterScrollsThatInvalidatedNothingKeepsTheCellInView() throws {
        // The grid has no effects, so scrolling invalidates nothing and `prepare` is not called
        // until the rotation; the first cell in view must still be the one at the view's offset.
        var core = CollectionLayoutCore(layout: try LayoutFixtures.layout("Layouts/grid.yaml"))
        try core.prepare(view: .init(size: Size(width: 375, height: 667), offset: .zero), sectionCounts: [300]) { nil }
        let scrolled = Rect(x: 0, y: 2_000, width: 375, height: 667)
        #expect(!core.invalidates(forBoundsChange: .init(scrolled)))
        let first = try #require(try core.attributes(in: scrolled).filter { $0.frame.maxY > 2_000 }.min { $0.frame.y < $1.frame.y })
        try core.prepare(view: .init(size: Size(width: 667, height: 375), offset: scrolled.origin), sectionCounts: [300]) { nil }
        let target = core.offsetAfterChange(proposed: scrolled.origin, insets: .zero)
        let moved = try #require(try core.attributes(for: first.id))
        #expect(moved.frame.y - target.y == first.frame.y - 2_000)
    }

    @Test func aCellThatGrowsAfterScrollsThatInvalidatedNothingKeepsTheViewStill() throws {
        // A waterfall has no effects: the core last saw the view at the top, the view is at 1,500.
        let sizes: [ItemSize] = (0..<200).map { .size(Size(width: 100, height: Double(50 + $0 % 7 * 10))) }
        var core = CollectionLayoutCore(layout: try LayoutFixtures.layout("Layouts/waterfall.yaml"))
        try core.prepare(view: .init(size: Size(width: 375, height: 667), offset: .zero), sectionCounts: [200]) { [sizes] }
        let view = Point(x: 0, y: 1_500)
        let shown = try #require(try core.attributes(in: Rect(x: 0, y: 1_500, width: 375, height: 667)).first { $0.frame.y > 1_500 })
        let adjustment = try core.reportPreferredSize(Size(width: 100, height: 150), of: .cell(0), view: .init(size: Size(width: 375, height: 667), offset: view))
        let now = try #require(try core.attributes(for: shown.id))
        #expect(adjustment.y > 0)
        #expect(now.frame.y - (view.y + adjustment.y) == shown.frame.y - view.y)
    }

    @Test func selfSizingCellsReportOnlyToLayoutsSizedByData() throws {
        let sizes: [ItemSize] = (0..<200).map { .size(Size(width: 100, height: Double(50 + $0 % 7 * 10))) }
        var core = CollectionLayoutCore(layout: try LayoutFixtures.layout("Layouts/waterfall.yaml"))
        try core.prepare(view: .init(size: Size(width: 375, height: 667), offset: Point(x: 0, y: 1_500)), sectionCounts: [200]) { [sizes] }
        #expect(!core.invalidates(forPreferredSize: Size(width: 100, height: 50), of: .cell(0)))
        #expect(core.invalidates(forPreferredSize: Size(width: 100, height: 150), of: .cell(0)))
        #expect(!core.invalidates(forPreferredSize: Size(width: 100, height: .nan), of: .cell(0)))
        #expect(!core.invalidates(forPreferredSize: Size(width: 100, height: 150), of: .cell(900)))
        let first = try #require(try core.attributes(for: .cell(40)))
        let adjustment = try core.reportPreferredSize(Size(width: 100, height: 150), of: .cell(0), view: .init(size: Size(width: 375, height: 667), offset: Point(x: 0, y: 1_500)))
        let offset = try #require(core.driver).offset
        #expect(adjustment.y > 0 && offset.y == 1_500 + adjustment.y)
        let now = try #require(try core.attributes(for: .cell(40)))
        #expect(now.frame.y - offset.y == first.frame.y - 1_500, "the cells in view stay where they were on screen")

        var mosaic = CollectionLayoutCore(layout: try LayoutFixtures.layout("Layouts/mosaic.yaml"))
        try mosaic.prepare(view: .init(size: Size(width: 375, height: 667), offset: .zero), sectionCounts: [10]) { nil }
        #expect(!mosaic.invalidates(forPreferredSize: Size(width: 1, height: 1), of: .cell(0)))
        #expect(try mosaic.reportPreferredSize(Size(width: 1, height: 1), of: .cell(0), view: .init(size: Size(width: 375, height: 667), offset: .zero)) == .zero)
    }

    @Test func snappingMovesAndFaultsGoThroughTheDriver() throws {
        var core = CollectionLayoutCore(layout: try LayoutFixtures.layout("Layouts/carousel.yaml"))
        #expect(core.contentSize == .zero)
        #expect(try core.attributes(in: Rect(x: 0, y: 0, width: 100, height: 100)).isEmpty)
        #expect(try core.restingOffset(proposed: Point(x: 130, y: 0), velocity: .zero, insets: .zero) == Point(x: 130, y: 0), "nothing to snap to before prepare")
        try core.prepare(view: .init(size: Size(width: 375, height: 667), offset: .zero), sectionCounts: [10]) { nil }
        #expect(try core.restingOffset(proposed: Point(x: 130, y: 0), velocity: .zero, insets: .zero) == Point(x: 110, y: 0))
        #expect(try core.element(at: Point(x: 187.5, y: 333.5)) == .cell(0))
        let cell2 = try #require(try core.attributes(for: .cell(2)))
        #expect(try core.moveTarget(for: .cell(0), at: cell2.frame.center) == .cell(2))

        // An error empties the layout (the docs promise it; UIKit must not get a stale layout's
        // attributes), is thrown once, and the same inputs are not laid out again.
        let viewport = Size(width: 375, height: 667)
        #expect(throws: LayoutError.self) { try core.prepare(view: .init(size: viewport, offset: .zero), sectionCounts: [-1]) { nil } }
        #expect(core.failure != nil && core.contentSize == .zero)
        #expect(try core.attributes(in: Rect(x: 0, y: 0, width: 375, height: 667)).isEmpty)
        #expect(try core.attributes(for: .cell(2))?.alpha == 0, "what the view still shows is hidden, not nil")
        try core.prepare(view: .init(size: viewport, offset: .zero), sectionCounts: [-1]) { nil }
        #expect(!core.invalidates(forBoundsChange: .init(size: viewport, offset: Point(x: 300, y: 0))), "a scroll does not try again")
        #expect(core.invalidates(forBoundsChange: .init(size: Size(width: 667, height: 375), offset: .zero)))
        core.invalidateData()
        #expect(throws: LayoutError.self) { try core.prepare(view: .init(size: viewport, offset: .zero), sectionCounts: [-1]) { nil } }
        core.invalidateData()
        try core.prepare(view: .init(size: viewport, offset: .zero), sectionCounts: [10]) { nil }
        #expect(core.failure == nil && core.contentSize.width > 375, "new data lays it out again")
        #expect(throws: LayoutError.self) { try core.prepare(view: .init(size: viewport, offset: Point(x: .infinity, y: 0)), sectionCounts: [10]) { nil } }
        #expect(core.driver == nil)
    }

    @Test func subviewsArePlacedWhereTheLayoutPutsCells() throws {
        let mosaic = try LayoutFixtures.layout("Layouts/mosaic.yaml")
        let arrangement = try SubviewArrangement(layout: mosaic, proposedWidth: 375, proposedHeight: nil, count: 8)
        // An open height takes the width: a square viewport.
        #expect(arrangement.viewport == Size(width: 375, height: 375))
        let prepared = try mosaic.prepare(LayoutInput(viewport: Size(width: 375, height: 375), sectionCounts: [8]))
        #expect(arrangement.frames == (try (0..<8).map { try #require(try prepared.attributes(for: .cell($0))).frame }))
        #expect(arrangement.size == prepared.contentSize)
        #expect(try SubviewArrangement(layout: mosaic, proposedWidth: .infinity, proposedHeight: nil, count: 3).viewport == .zero)

        let waterfall = try LayoutFixtures.layout("Layouts/waterfall.yaml")
        #expect(throws: LayoutError.self) { try SubviewArrangement(layout: waterfall, proposedWidth: 320, proposedHeight: 480, count: 2) }
        var cache = SubviewArrangementCache()
        let sizes: [ItemSize] = [.length(40), .length(90)]
        var measured = 0
        let measure = { () -> [ItemSize]? in
            measured += 1
            return sizes
        }
        let first = try #require(try cache.arrangement(layout: waterfall, proposedWidth: 320, proposedHeight: nil, count: 2, sizes: measure))
        #expect(try cache.arrangement(layout: waterfall, proposedWidth: 320, proposedHeight: nil, count: 2, sizes: measure) == first)
        #expect(cache.computed == 1 && measured == 1, "the subviews are measured only when the arrangement is computed")
        _ = try cache.arrangement(layout: waterfall, proposedWidth: 300, proposedHeight: nil, count: 2, sizes: measure)
        cache.removeAll()
        _ = try cache.arrangement(layout: waterfall, proposedWidth: 300, proposedHeight: nil, count: 2, sizes: measure)
        #expect(cache.computed == 3 && measured == 3)
        #expect(first.frames.map(\.height) == [40, 90])
    }

    @Test func swiftUIsProbingProposalsAreNotErrorsAndAFailureIsThrownOnce() throws {
        // SwiftUI asks a Layout's size "more than once with different proposals": .zero,
        // .unspecified (nil × nil) and .infinity, besides the real one. Each leaves no viewport
        // with area; the carousel's insets, (width - 100) / 2, would be negative there.
        let carousel = try LayoutFixtures.layout("Layouts/carousel.yaml")
        var cache = SubviewArrangementCache()
        for (width, height) in [(0.0, 0.0), (nil, nil), (Double.infinity, Double.infinity)] as [(Double?, Double?)] {
            #expect(try cache.arrangement(layout: carousel, proposedWidth: width, proposedHeight: height, count: 10) == nil)
        }
        #expect(cache.computed == 0)
        #expect(try cache.arrangement(layout: carousel, proposedWidth: 375, proposedHeight: 300, count: 10)?.size.height == 300)
        // A real failure (here 90 points wide) is thrown once: SwiftUI asks again in the same pass.
        #expect(throws: LayoutError.self) { try cache.arrangement(layout: carousel, proposedWidth: 90, proposedHeight: 300, count: 10) }
        #expect(try cache.arrangement(layout: carousel, proposedWidth: 90, proposedHeight: 300, count: 10) == nil)
        #expect(cache.computed == 2)
    }

    @Test func itemSizesComeFromTheAppsFunctionInSectionOrder() {
        let sizes = CollectionLayoutCore.itemSizes(counts: [2, 0, 1]) { Size(width: Double($0), height: Double($1)) }
        #expect(sizes == [[.size(Size(width: 0, height: 0)), .size(Size(width: 1, height: 0))], [], [.size(Size(width: 0, height: 2))]])
    }

    @Test func coreGraphicsValuesConvertExactly() {
        let rect = Rect(x: -0.5, y: 1e9, width: 0.1, height: 375)
        #expect(Rect(CGRect(rect)) == rect)
        #expect(Point(CGPoint(Point(x: 3, y: -4))) == Point(x: 3, y: -4))
        #expect(Size(CGSize(Size(width: 0, height: 1e-300))) == Size(width: 0, height: 1e-300))
    }
}
