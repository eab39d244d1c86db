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
    @Test func aScrollInvalidatesOnlyWhatEffectsAndPinnedHeadersChange() throws {
        let bounds = Rect(x: 0, y: 0, width: 375, height: 667)
        var mosaic = CollectionLayoutCore(layout: try LayoutFixtures.layout("Layouts/mosaic.yaml"))
        mosaic.prepare(view: .init(size: bounds.size, offset: .zero), sectionCounts: [100]) { nil }
        #expect(mosaic.invalidates(forBoundsChange: .init(Rect(x: 0, y: 500, width: 375, height: 667))) == false)

        var carousel = CollectionLayoutCore(layout: try LayoutFixtures.layout("Layouts/carousel.yaml"))
        carousel.prepare(view: .init(size: bounds.size, offset: .zero), sectionCounts: [30]) { nil }
        let moved = Rect(x: 40, y: 0, width: 375, height: 667)
        #expect(carousel.invalidates(forBoundsChange: .init(moved)) == true)
        guard case .elements(let ids) = carousel.invalidation(forBoundsChange: .init(moved)) else {
            Issue.record("a scroll invalidated the whole layout")
            return
        }
        // Cells are scaled by their distance from the centre: those in view that change are named,
        // and the cells far from the viewport are not.
        let fresh = try carousel.layout.prepare(LayoutInput(viewport: bounds.size, sectionCounts: [30]))
        let changedInView = try fresh.elements(in: moved, at: ScrollOffsets(moved.origin)).filter { element in
            try fresh.attributes(for: element.id, at: ScrollOffsets()) != element
        }
        #expect(!changedInView.isEmpty && Set(ids).isSuperset(of: changedInView.map(\.id)))
        #expect(ids.count < 15 && ids.allSatisfy { $0.item < 15 })
        #expect(carousel.driver?.work.prepares == 1)
        guard case .viewport = carousel.invalidation(forBoundsChange: .init(Rect(x: 40, y: 0, width: 300, height: 667))) else {
            Issue.record("a new viewport was taken for a scroll")
            return
        }
    }

    @Test func aSidewaysScrollInvalidatesOnlyTheShelfsCells() throws {
        var view = SimulatedCollectionView(layout: try LayoutFixtures.layout("Layouts/store.yaml"),
                                           bounds: Rect(x: 0, y: 0, width: 375, height: 667), counts: [5, 12, 6], sizes: nil)
        #expect(view.core.band(ofSection: 0) == Rect(x: 0, y: 44, width: 375, height: 236))
        for sideways in [120.0, 347, 900, 0] {
            let changed = view.core.scroll(section: 0, to: sideways)
            #expect(!changed.isEmpty && changed.allSatisfy { $0.kind == .cell && $0.section == 0 })
            for id in changed { view.shown[id] = view.core.attributes(for: id) }
            view.layoutPass(preparing: false)
            let fresh = try view.core.layout.prepare(try #require(view.core.driver).input)
            var position = ScrollOffsets()
            try position.setOffset(sideways, ofSection: 0, in: fresh)
            let expected = Dictionary(uniqueKeysWithValues: try fresh.elements(in: view.bounds, at: position).map { ($0.id, $0) })
            #expect(view.shown == expected, "at \(sideways)")
        }
        #expect(view.core.restingOffset(ofSection: 0, proposed: 200, velocity: 0) == 347)
        #expect(view.core.driver?.work.prepares == 1)
        // A page scroll keeps the shelf where it was.
        _ = view.core.scroll(section: 1, to: 208)
        view.setBounds(Rect(x: 0, y: 100, width: 375, height: 667))
        #expect(view.core.driver?.position.offset(ofSection: 1) == 208)
    }

    @Test func aViewWithNoSizeYetIsNotLaidOut() throws {
        // The carousel's insets are (width - 100) / 2: negative, and an error, at width 0.
        var core = CollectionLayoutCore(layout: try LayoutFixtures.layout("Layouts/carousel.yaml"))
        core.prepare(view: .init(size: .zero, offset: .zero), sectionCounts: [30]) { nil }
        #expect(core.driver == nil && core.contentSize == .zero)
        #expect(core.attributes(in: Rect(x: 0, y: 0, width: 375, height: 667)).isEmpty)
        core.prepare(view: .init(size: Size(width: 375, height: 667), offset: .zero), sectionCounts: [30]) { nil }
        #expect(core.driver?.margin == 667 && core.driver?.viewport == Size(width: 375, height: 667))
        core.prepare(view: .init(size: Size(width: 375, height: 0), offset: .zero), sectionCounts: [30]) { nil }
        #expect(core.driver?.viewport == Size(width: 375, height: 667), "a view collapsed to nothing keeps its layout")
        core.prepare(view: .init(size: Size(width: 0, height: 667), offset: .zero), sectionCounts: [30]) { nil }
        #expect(core.driver?.viewport == Size(width: 375, height: 667), "a view with no width keeps its layout")
    }

    /// Elements are kept a length of the view's bounds past it either way, and the deepest inset
    /// more (what the bars and the keyboard cover).
    @Test func theKeptMarginIsTheViewsLongerSideAndItsDeepestInset() throws {
        var core = CollectionLayoutCore(layout: try LayoutFixtures.layout("Layouts/grid.yaml"))
        let insets = EdgeInsets(top: 91, left: 0, bottom: 83, right: 0)
        core.prepare(view: CollectionViewBounds(Rect(x: 0, y: -91, width: 390, height: 844), insets: insets), sectionCounts: [30]) { nil }
        let margin = try #require(core.driver?.margin)
        #expect(margin == 844 + 91)
    }

    @Test func batchUpdatesFadeInsertedAndDeletedCells() throws {
        let layout = try LayoutFixtures.layout("Layouts/grid.yaml")
        var core = CollectionLayoutCore(layout: layout)
        let viewport = Size(width: 375, height: 667)
        core.prepare(view: .init(size: viewport, offset: .zero), sectionCounts: [6]) { nil }
        let before = try (0..<6).map { try #require(asked(core.attributes(for: .cell($0)))) }

        core.invalidateData()
        core.prepare(view: .init(size: viewport, offset: .zero), sectionCounts: [7]) { nil }
        core.beginUpdates([.init(action: .insert, before: nil, after: [0, 0])])
        let appearing = try #require(asked(core.initialAttributes(forAppearing: .cell(0))))
        #expect(appearing.alpha == 0 && appearing.frame == before[0].frame)
        #expect(core.initialAttributes(forAppearing: .cell(1)) == nil, "a pushed cell moves from its old place")
        #expect(core.finalAttributes(forDisappearing: .cell(0)) == nil)
        _ = core.endUpdates()
        #expect(core.initialAttributes(forAppearing: .cell(0)) == nil)

        core.invalidateData()
        core.prepare(view: .init(size: viewport, offset: .zero), sectionCounts: [6]) { nil }
        core.beginUpdates([.init(action: .delete, before: [0, 3], after: nil)])
        let disappearing = try #require(asked(core.finalAttributes(forDisappearing: .cell(3))))
        #expect(disappearing.alpha == 0 && disappearing.frame == before[3].frame)
        #expect(core.finalAttributes(forDisappearing: .cell(2)) == nil)
        _ = core.endUpdates()

        // A whole section inserted: its cells fade in; an update list that does not fit the
        // counts leaves the animations to the platform.
        core.invalidateData()
        core.prepare(view: .init(size: viewport, offset: .zero), sectionCounts: [6, 2]) { nil }
        core.beginUpdates([.init(action: .insert, before: nil, after: [1, Int.max])])
        #expect(core.initialAttributes(forAppearing: .cell(0, section: 1))?.alpha == 0)
        _ = core.endUpdates()
        core.invalidateData()
        core.prepare(view: .init(size: viewport, offset: .zero), sectionCounts: [6, 3]) { nil }
        core.beginUpdates([.init(action: .insert, before: nil, after: [0, 0])])
        #expect(core.initialAttributes(forAppearing: .cell(0, section: 1)) == nil)
    }

    /// Items inserted above the view: the first cell in view keeps its place at the offset the
    /// view takes after the update, and until it takes it the frame stays at the view's offset
    /// (UIKit asks for the animations' start there, between `beginUpdates` and the offset).
    @Test func anUpdateAnchorsTheViewButTheFrameWaitsForTheOffset() throws {
        var core = CollectionLayoutCore(layout: try LayoutFixtures.layout("Layouts/grid.yaml"))
        let viewport = Size(width: 375, height: 667), offset = Point(x: 0, y: 2_000)
        core.prepare(view: .init(size: viewport, offset: .zero), sectionCounts: [300]) { nil }
        core.prepare(view: .init(size: viewport, offset: offset), sectionCounts: [300]) { nil }
        let first = try #require(asked(core.attributes(in: Rect(x: offset.x, y: offset.y, width: viewport.width, height: viewport.height)).filter { $0.frame.maxY > offset.y }.min { $0.frame.y < $1.frame.y }))
        core.invalidateData()
        core.prepare(view: .init(size: viewport, offset: offset), sectionCounts: [306]) { nil }
        core.beginUpdates((0..<6).map { .init(action: .insert, before: nil, after: [0, $0]) })
        #expect(core.driver?.offset == offset, "the frame moved before the view took the anchored offset")
        let target = core.offsetAfterChange(proposed: offset, insets: .zero)
        #expect(target.y > offset.y)
        let moved = try #require(asked(core.attributes(for: .cell(first.id.item + 6))))
        #expect(moved.frame.y - target.y == first.frame.y - offset.y)
        _ = core.endUpdates()
    }

    /// An update list that does not fit the counts forgets the sizes cells reported and lays out
    /// without them; the frame stays at the view's offset, past the shorter content's end, until
    /// the view moves: the view is where it was.
    @Test func forgottenSizesLeaveTheFrameAtTheViewsOffset() throws {
        var core = CollectionLayoutCore(layout: try LayoutFixtures.layout("Layouts/waterfall.yaml"))
        let viewport = Size(width: 375, height: 667)
        let sizes: [[ItemSize]] = [(0..<40).map { _ in .size(Size(width: 100, height: 100)) }]
        core.prepare(view: .init(size: viewport, offset: .zero), sectionCounts: [40]) { sizes }
        _ = core.reportPreferredSize(Size(width: 100, height: 3_000), of: .cell(39), view: .init(size: viewport, offset: .zero))
        let end = Point(x: 0, y: core.contentSize.height - viewport.height)
        core.prepare(view: .init(size: viewport, offset: end), sectionCounts: [40]) { sizes }
        core.invalidateData()
        core.prepare(view: .init(size: viewport, offset: end), sectionCounts: [40]) { sizes }
        // An insert where the counts stayed: the list does not fit them.
        core.beginUpdates([.init(action: .insert, before: nil, after: [0, 0])])
        #expect(core.contentSize.height < end.y, "the reported size was not forgotten")
        #expect(core.driver?.offset == end)
        _ = core.endUpdates()
    }

    /// `itemsChanged(newPath:)` asks the app's mapping only of items the data had (an app's
    /// mapping may index its old items): the last cell's neighbour after it is none.
    @Test func itemsChangedAsksTheMappingOnlyOfItemsThatWere() throws {
        var core = CollectionLayoutCore(layout: try LayoutFixtures.layout("Layouts/grid.yaml"))
        // Scrolled from the start (else there is no cell to keep), all ten cells kept.
        core.prepare(view: .init(size: Size(width: 375, height: 300), offset: Point(x: 0, y: 10)), sectionCounts: [10]) { nil }
        var asked: [ElementID] = []
        // Every item but the last was deleted: the cells in view are tried in turn up to it.
        core.itemsChanged(newPath: { id in
            asked.append(id)
            return id.item == 9 ? .cell(0) : nil
        })
        #expect(asked.contains(.cell(9)))
        #expect(asked.allSatisfy { (0..<10).contains($0.item) }, "asked of \(asked.filter { !(0..<10).contains($0.item) })")
    }

    @Test func updateEntriesBecomeUpdatesWithSectionsAsUIKitEncodesThem() {
        typealias Entry = CollectionLayoutCore.UpdateEntry
        let entries: [Entry] = [
            .init(action: .insert, before: nil, after: [0, 2]), .init(action: .delete, before: [1, 0], after: nil),
            .init(action: .move, before: [0, 4], after: [1, 1]), .init(action: .reload, before: [0, 1], after: [0, 1]),
            .init(action: .none, before: nil, after: nil),
        ]
        #expect(CollectionLayoutCore.updates(from: entries, newCounts: [5, 5]) == [
            .insert(item: 2, section: 0), .delete(item: 0, section: 1), .move(from: .cell(4), to: .cell(1, section: 1)),
            .delete(item: 1, section: 0), .insert(item: 1, section: 0),
        ])
        // UICollectionViewUpdateItem's index path for a section has item NSNotFound (Int.max).
        let sections: [Entry] = [
            .init(action: .delete, before: [2, Int.max], after: nil), .init(action: .insert, before: nil, after: [0, Int.max]),
            .init(action: .move, before: [1, Int.max], after: [2, Int.max]), .init(action: .reload, before: [0, Int.max], after: [1, Int.max]),
            .init(action: .delete, before: [3], after: nil),
        ]
        #expect(CollectionLayoutCore.updates(from: sections, newCounts: [7, 8, 9]) == [
            .deleteSection(2), .insertSection(0, items: 7), .moveSection(from: 1, to: 2),
            .deleteSection(0), .insertSection(1, items: 8), .deleteSection(3),
        ])
        #expect(CollectionLayoutCore.updates(from: [.init(action: .insert, before: nil, after: [5, Int.max])], newCounts: [1]) == nil)
        #expect(CollectionLayoutCore.updates(from: [.init(action: .move, before: [0, 1], after: nil)], newCounts: [1]) == nil)
    }

    /// Rule 11: a scroll to an item the data does not have yet waits in the core until a layout
    /// has the item, then gives its offset once; another request replaces it, and a switch of
    /// layouts keeps it.
    @Test func aScrollToAnItemNotYetInTheDataWaitsForIt() throws {
        let view = CollectionViewBounds(size: Size(width: 375, height: 667), offset: .zero)
        var core = CollectionLayoutCore(layout: try LayoutFixtures.layout("Layouts/grid.yaml"))
        core.prepare(view: view, sectionCounts: [0]) { nil }
        #expect(core.scrollTarget(toItem: .cell(250), view: view) == nil)
        #expect(core.pendingScroll == .cell(250))
        var next = CollectionLayoutCore(layout: try LayoutFixtures.layout("Layouts/grid.yaml"))
        next.takeAnchor(from: core, view: view)
        #expect(next.pendingScroll == .cell(250), "a switch of layouts keeps the request")
        core.invalidate(everything: true, dataSourceCounts: true)
        #expect(core.pendingScrollTarget(view: view) == nil, "not before the data is laid out")
        core.prepare(view: view, sectionCounts: [300]) { nil }
        let found = core.attributes(for: .cell(250))
        let cell = try #require(found)
        #expect(core.pendingScrollTarget(view: view) == Point(x: 0, y: cell.frame.y))
        #expect(core.pendingScroll == nil && core.pendingScrollTarget(view: view) == nil, "given once")
        #expect(core.scrollTarget(toItem: .cell(400), view: view) == nil)
        #expect(core.scrollTarget(toItem: .cell(3), view: view) != nil && core.pendingScroll == nil, "a later request replaces it")
    }

    /// Sideways right to left an item's leading edge is its right one: a scroll to it puts that
    /// edge at the viewport's right edge.
    @Test func aScrollToAnItemRightToLeftPutsItsRightEdgeAtTheViewportsRight() throws {
        let view = CollectionViewBounds(size: Size(width: 375, height: 200), offset: .zero)
        var core = CollectionLayoutCore(layout: try LayoutFixtures.layout("Tests/Fixtures/VectorLayouts/rtl_lengths_by_index.yaml"))
        core.prepare(view: view, sectionCounts: [120]) { nil }
        let scrolled = core.scrollTarget(toItem: .cell(40), view: view)
        let target = try #require(scrolled)
        let found = core.attributes(for: .cell(40))
        let cell = try #require(found)
        #expect(target.x + 375 == cell.frame.maxX)
    }

    @Test func aRotationKeepsTheFirstCellInViewAndScrollingNeverPrepares() throws {
        var core = CollectionLayoutCore(layout: try LayoutFixtures.layout("Layouts/grid.yaml"))
        core.prepare(view: .init(size: Size(width: 375, height: 667), offset: .zero), sectionCounts: [300]) { nil }
        core.prepare(view: .init(size: Size(width: 375, height: 667), offset: Point(x: 0, y: 2_000)), sectionCounts: [300]) { nil }
        #expect(core.driver?.work.prepares == 1)
        let first = try #require(asked(core.attributes(in: Rect(x: 0, y: 2_000, width: 375, height: 667)).filter { $0.frame.maxY > 2_000 }.min { $0.frame.y < $1.frame.y }))
        let rotated = Rect(x: 0, y: 2_000, width: 667, height: 375)
        #expect(core.invalidates(forBoundsChange: .init(rotated)) == true)
        guard case .viewport(let adjustment) = core.invalidation(forBoundsChange: .init(rotated)) else {
            Issue.record("a rotation was taken for a scroll")
            return
        }
        let adjusted = Point(x: rotated.x + adjustment.x, y: rotated.y + adjustment.y)
        core.prepare(view: .init(size: rotated.size, offset: adjusted), sectionCounts: [300]) { nil }
        let target = core.offsetAfterChange(proposed: adjusted, insets: .zero)
        #expect(target == adjusted, "the adjustment and the target content offset agree")
        let moved = try #require(asked(core.attributes(for: first.id)))
        #expect(moved.frame.y - target.y == first.frame.y - 2_000)
        #expect(core.offsetAfterChange(proposed: Point(x: 0, y: 7), insets: .zero) == Point(x: 0, y: 7))
    }

    @Test func aRotationAfterScrollsThatInvalidatedNothingKeepsTheCellInView() throws {
        // The grid has no effects, so scrolling invalidates nothing and `prepare` is not called
        // until the rotation; the first cell in view must still be the one at the view's offset.
        var core = CollectionLayoutCore(layout: try LayoutFixtures.layout("Layouts/grid.yaml"))
        core.prepare(view: .init(size: Size(width: 375, height: 667), offset: .zero), sectionCounts: [300]) { nil }
        let scrolled = Rect(x: 0, y: 2_000, width: 375, height: 667)
        #expect(core.invalidates(forBoundsChange: .init(scrolled)) == false)
        let first = try #require(asked(core.attributes(in: scrolled).filter { $0.frame.maxY > 2_000 }.min { $0.frame.y < $1.frame.y }))
        core.prepare(view: .init(size: Size(width: 667, height: 375), offset: scrolled.origin), sectionCounts: [300]) { nil }
        let target = core.offsetAfterChange(proposed: scrolled.origin, insets: .zero)
        let moved = try #require(asked(core.attributes(for: first.id)))
        #expect(moved.frame.y - target.y == first.frame.y - 2_000)
    }

    @Test func aCellThatGrowsAfterScrollsThatInvalidatedNothingKeepsTheViewStill() throws {
        // A waterfall has no effects: the core last saw the view at the top, the view is at 1,500.
        let sizes: [ItemSize] = (0..<200).map { .size(Size(width: 100, height: Double(50 + $0 % 7 * 10))) }
        var core = CollectionLayoutCore(layout: try LayoutFixtures.layout("Layouts/waterfall.yaml"))
        core.prepare(view: .init(size: Size(width: 375, height: 667), offset: .zero), sectionCounts: [200]) { [sizes] }
        let view = Point(x: 0, y: 1_500)
        let shown = try #require(asked(core.attributes(in: Rect(x: 0, y: 1_500, width: 375, height: 667)).first { $0.frame.y > 1_500 }))
        let adjustment = core.reportPreferredSize(Size(width: 100, height: 150), of: .cell(0), view: .init(size: Size(width: 375, height: 667), offset: view))
        let now = try #require(asked(core.attributes(for: shown.id)))
        #expect(adjustment.contentOffset.y > 0)
        #expect(now.frame.y - (view.y + adjustment.contentOffset.y) == shown.frame.y - view.y)
    }

    @Test func selfSizingCellsReportOnlyToLayoutsSizedByData() throws {
        let sizes: [ItemSize] = (0..<200).map { .size(Size(width: 100, height: Double(50 + $0 % 7 * 10))) }
        var core = CollectionLayoutCore(layout: try LayoutFixtures.layout("Layouts/waterfall.yaml"))
        core.prepare(view: .init(size: Size(width: 375, height: 667), offset: Point(x: 0, y: 1_500)), sectionCounts: [200]) { [sizes] }
        #expect(!core.invalidates(forPreferredSize: Size(width: 100, height: 50), of: .cell(0)))
        #expect(core.invalidates(forPreferredSize: Size(width: 100, height: 150), of: .cell(0)))
        #expect(!core.invalidates(forPreferredSize: Size(width: 100, height: .nan), of: .cell(0)))
        #expect(!core.invalidates(forPreferredSize: Size(width: 100, height: 150), of: .cell(900)))
        // A cell may collapse to nothing or to a hairline: every size from 0 up is one, a negative one is not.
        #expect(core.invalidates(forPreferredSize: Size(width: 100, height: 0), of: .cell(0)))
        #expect(core.invalidates(forPreferredSize: Size(width: 0, height: 0.5), of: .cell(0)))
        #expect(!core.invalidates(forPreferredSize: Size(width: 100, height: -1), of: .cell(0)))
        let first = try #require(asked(core.attributes(for: .cell(40))))
        let adjustment = core.reportPreferredSize(Size(width: 100, height: 150), of: .cell(0), view: .init(size: Size(width: 375, height: 667), offset: Point(x: 0, y: 1_500)))
        let offset = try #require(core.driver).offset
        #expect(adjustment.contentOffset.y > 0 && offset.y == 1_500 + adjustment.contentOffset.y)
        #expect(adjustment.contentSize.height > 0 && adjustment.contentSize.width == 0)
        let now = try #require(asked(core.attributes(for: .cell(40))))
        #expect(now.frame.y - offset.y == first.frame.y - 1_500, "the cells in view stay where they were on screen")

        var mosaic = CollectionLayoutCore(layout: try LayoutFixtures.layout("Layouts/mosaic.yaml"))
        mosaic.prepare(view: .init(size: Size(width: 375, height: 667), offset: .zero), sectionCounts: [10]) { nil }
        #expect(!mosaic.invalidates(forPreferredSize: Size(width: 1, height: 1), of: .cell(0)))
        #expect(mosaic.reportPreferredSize(Size(width: 1, height: 1), of: .cell(0), view: .init(size: Size(width: 375, height: 667), offset: .zero)).contentOffset == .zero)
    }

    @Test func snappingMovesAndFaultsGoThroughTheDriver() throws {
        var core = CollectionLayoutCore(layout: try LayoutFixtures.layout("Layouts/carousel.yaml"))
        #expect(core.contentSize == .zero)
        #expect(core.attributes(in: Rect(x: 0, y: 0, width: 100, height: 100)).isEmpty)
        #expect(core.restingOffset(proposed: Point(x: 130, y: 0), velocity: .zero, insets: .zero) == Point(x: 130, y: 0), "nothing to snap to before prepare")
        core.prepare(view: .init(size: Size(width: 375, height: 667), offset: .zero), sectionCounts: [10]) { nil }
        #expect(core.restingOffset(proposed: Point(x: 130, y: 0), velocity: .zero, insets: .zero) == Point(x: 110, y: 0))
        #expect(core.element(at: Point(x: 187.5, y: 333.5)) == .cell(0))
        let cell2 = try #require(asked(core.attributes(for: .cell(2))))
        #expect(core.moveTarget(for: .cell(0), at: cell2.frame.center) == .cell(2))

        // An error empties the layout (the docs promise it; UIKit must not get a stale layout's
        // attributes), is kept for the app once, and the same inputs are not laid out again.
        let viewport = Size(width: 375, height: 667)
        core.prepare(view: .init(size: viewport, offset: .zero), sectionCounts: [-1]) { nil }
        #expect(core.takeUnreportedErrors().count == 1)
        #expect(core.failure != nil && core.contentSize == .zero)
        #expect(core.attributes(in: Rect(x: 0, y: 0, width: 375, height: 667)).isEmpty)
        #expect(core.attributes(for: .cell(2))?.alpha == 0, "what the view still shows is hidden, not nil")
        core.prepare(view: .init(size: viewport, offset: .zero), sectionCounts: [-1]) { nil }
        #expect(core.invalidates(forBoundsChange: .init(size: viewport, offset: Point(x: 300, y: 0))) == false, "a scroll does not try again")
        #expect(core.invalidates(forBoundsChange: .init(size: Size(width: 667, height: 375), offset: .zero)) == true)
        #expect(core.takeUnreportedErrors().isEmpty, "reported once")
        core.invalidateData()
        core.prepare(view: .init(size: viewport, offset: .zero), sectionCounts: [-1]) { nil }
        #expect(core.takeUnreportedErrors().isEmpty, "tried again after a data change: the same fault is the same failure")
        core.invalidateData()
        core.prepare(view: .init(size: viewport, offset: .zero), sectionCounts: [10]) { nil }
        #expect(core.failure == nil && core.contentSize.width > 375, "new data lays it out again")
        core.prepare(view: .init(size: viewport, offset: Point(x: .infinity, y: 0)), sectionCounts: [10]) { nil }
        #expect(core.driver == nil && core.takeUnreportedErrors().count == 1)
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
