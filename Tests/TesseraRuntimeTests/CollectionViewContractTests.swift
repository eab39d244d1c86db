import Testing
@_spi(Adapters) import TesseraRuntime
import TesseraCompiler
import TesseraTestSupport

/// What every app meets, replayed as UIKit drives a layout object (`SimulatedCollectionView`):
/// bars over the content, a swipe-to-delete in a list with separators, a layout error in the
/// middle of an update, cells that sized themselves, and rotations with and without a full
/// invalidation. Each test failed before the core handled its case.
@Suite struct CollectionViewContractTests {
    /// An iPhone 15 in a navigation controller with a tab bar: 390×844, bars 91 and 83 points.
    static let phone = Rect(x: 0, y: 0, width: 390, height: 844)
    static let bars = EdgeInsets(top: 91, left: 0, bottom: 83, right: 0)

    // MARK: Content insets

    @Test func flingsRestWhereTheBarsLetTheContentBeSeen() throws {
        var view = SimulatedCollectionView(layout: try LayoutFixtures.layout("Layouts/mosaic.yaml"), bounds: Self.phone,
                                           insets: Self.bars, counts: [60], sizes: nil)
        let content = view.core.contentSize
        // The mosaic lays out in what the bars leave: 390 wide, its content starting under the bar.
        #expect(view.core.driver?.viewport == Size(width: 390, height: 844 - 91 - 83))
        #expect(view.fling(to: Point(x: 0, y: -300)) == Point(x: 0, y: -91), "the first row below the navigation bar")
        #expect(view.fling(to: Point(x: 0, y: 1e6)) == Point(x: 0, y: content.height + 83 - 844), "the last row above the tab bar")
        #expect(view.fling(to: Point(x: 0, y: 400)) == Point(x: 0, y: 400))

        var carousel = SimulatedCollectionView(layout: try LayoutFixtures.layout("Layouts/carousel.yaml"), bounds: Self.phone,
                                               insets: Self.bars, counts: [30], sizes: nil)
        // As tall as what the bars leave, so it never scrolls vertically: a fling keeps y at -91.
        #expect(carousel.core.contentSize.height == 844 - 91 - 83)
        let rest = carousel.fling(to: Point(x: 300, y: -91))
        #expect(rest == Point(x: 330, y: -91))
        let centred = try #require(carousel.shown.values.filter { $0.id.kind == .cell }.max { $0.scale < $1.scale })
        #expect(centred.frame.midX - rest.x == 195, "the snapped cell is in the middle of the screen")
    }

    @Test func pinnedHeadersPinBelowTheNavigationBar() throws {
        let layout = try LayoutFixtures.layout("Tests/Fixtures/Layouts/flow_data_sections.yaml")
        let sizes: [[ItemSize]] = [(0..<40).map { _ in .size(Size(width: 90, height: 60)) }, (0..<200).map { _ in .length(80) }]
        var view = SimulatedCollectionView(layout: layout, bounds: Self.phone, insets: Self.bars, counts: [40, 200], sizes: sizes)
        let sectionStart = try #require(asked(view.core.attributes(for: ElementID(.header, section: 1)))).frame.y
        view.setBounds(Rect(x: 0, y: sectionStart + 500, width: 390, height: 844))
        let header = try #require(view.shown[ElementID(.header, section: 1)])
        #expect(header.frame.y == view.bounds.y + 91)
        #expect(view.shown == (try view.fresh()))
    }

    @Test func aRotationKeepsTheFirstCellBelowTheBarInPlace() throws {
        var view = SimulatedCollectionView(layout: try LayoutFixtures.layout("Layouts/grid.yaml"), bounds: Self.phone,
                                           insets: Self.bars, counts: [300], sizes: nil)
        view.setBounds(Rect(x: 0, y: 3_000, width: 390, height: 844))
        let below = 3_000 + 91.0
        let first = try #require(view.shown.values.filter { $0.id.kind == .cell && $0.frame.maxY > below }.min { $0.id < $1.id })
        let onScreen = try #require(view.onScreen(first.id))
        view.insets = EdgeInsets(top: 71, left: 59, bottom: 21, right: 59)   // landscape bars and safe area
        view.rotate(to: Size(width: 844, height: 390), fullInvalidation: false)
        let moved = try #require(view.shown[first.id])
        #expect(moved.frame.y - view.bounds.y - 71 == onScreen.y - 91, "the same distance below the bar")
        #expect(view.reportedErrors.isEmpty && view.exceptions.isEmpty)
    }

    // MARK: Decorations during updates

    @Test func swipeToDeleteInAListWithSeparatorsAsksNothingTheLayoutLacks() throws {
        let layout = try LayoutFixtures.layout("Layouts/settings.yaml")
        var view = SimulatedCollectionView(layout: layout, bounds: Self.phone, insets: Self.bars, counts: [4, 6], sizes: nil)
        let lastSeparator = ElementID(.separator, section: 0, item: 2)
        #expect(view.shown[lastSeparator] != nil)
        view.performBatchUpdates([.delete(item: 3, section: 0)], counts: [3, 6], sizes: nil)
        #expect(view.exceptions.isEmpty, "\(view.exceptions)")
        #expect(try view.shown[lastSeparator] == nil && view.shown == view.fresh())

        // The calls, one by one: the separator that no longer exists is deleted, fading out where it was.
        var core = CollectionLayoutCore(layout: layout)
        core.prepare(view: CollectionViewBounds(Self.phone), sectionCounts: [4, 6]) { nil }
        let before = try #require(asked(core.attributes(for: lastSeparator)))
        core.invalidateData()
        core.prepare(view: CollectionViewBounds(Self.phone), sectionCounts: [3, 6]) { nil }
        core.beginUpdates([SimulatedCollectionView.entry(.delete(item: 3, section: 0))])
        #expect(core.decorationsToDelete(ofKind: .separator) == [lastSeparator])
        #expect(core.decorationsToDelete(ofKind: .background).isEmpty)
        #expect(core.finalAttributes(forDisappearing: lastSeparator) == LayoutAttributes(id: lastSeparator, frame: before.frame, alpha: 0))
        #expect(core.attributes(for: lastSeparator)?.alpha == 0, "asked all the same, it is hidden rather than nil")
        _ = core.endUpdates()

        // An insert brings the separator back, fading in; a whole section deleted takes its background.
        core.invalidateData()
        core.prepare(view: CollectionViewBounds(Self.phone), sectionCounts: [4, 6]) { nil }
        core.beginUpdates([SimulatedCollectionView.entry(.insert(item: 3, section: 0))])
        #expect(core.decorationsToInsert(ofKind: .separator) == [lastSeparator])
        #expect(core.initialAttributes(forAppearing: lastSeparator)?.alpha == 0)
        _ = core.endUpdates()
        core.invalidateData()
        core.prepare(view: CollectionViewBounds(Self.phone), sectionCounts: [4]) { nil }
        core.beginUpdates([SimulatedCollectionView.entry(.deleteSection(1))])
        #expect(core.decorationsToDelete(ofKind: .background) == [ElementID(.background, section: 1)])
        #expect(core.finalAttributes(forDisappearing: ElementID(.header, section: 1))?.alpha == 0)
        _ = core.endUpdates()
        #expect(core.decorationsToDelete(ofKind: .background).isEmpty, "only during an update")
    }

    @Test func aBatchUpdateKeepsTheFirstCellInViewInPlace() throws {
        var view = SimulatedCollectionView(layout: try LayoutFixtures.layout("Layouts/grid.yaml"), bounds: Self.phone,
                                           insets: Self.bars, counts: [300], sizes: nil)
        view.setBounds(Rect(x: 0, y: 2_000, width: 390, height: 844))
        let first = try #require(view.shown.values.filter { $0.id.kind == .cell && $0.frame.maxY > 2_091 }.min { $0.id < $1.id })
        let onScreen = try #require(view.onScreen(first.id))
        // Three items above it go: it moves up a row in the content, and stays put on the screen.
        view.performBatchUpdates([.delete(item: 0, section: 0), .delete(item: 1, section: 0), .delete(item: 2, section: 0)],
                                 counts: [297], sizes: nil)
        let moved = ElementID.cell(first.id.item - 3)
        #expect(view.onScreen(moved) == onScreen)
        #expect(try view.shown == view.fresh() && view.exceptions.isEmpty)
    }

    @Test func theScrollDriverKeepsTheFirstCellInViewThroughABatchUpdate() throws {
        var driver = try ScrollDriver(layout: try LayoutFixtures.layout("Layouts/grid.yaml"),
                                      input: LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [300]))
        try driver.scroll(to: Point(x: 0, y: 2_000))
        let first = try #require(driver.kept.filter { $0.id.kind == .cell && $0.frame.maxY > 2_000 }.min { $0.id < $1.id })
        // The first cell in view itself is deleted: the next one that survives is kept in place.
        let next = try #require(try driver.attributes(for: .cell(first.id.item + 1)))
        _ = try driver.performBatchUpdates([.delete(item: first.id.item, section: 0), .insert(item: 0, section: 0)])
        let now = try #require(try driver.attributes(for: .cell(first.id.item + 1)))
        #expect(now.frame.y - driver.offset.y == next.frame.y - 2_000)
    }

    @Test func anAnchorTheViewDidNotTakeDoesNotReachALaterUpdate() throws {
        var core = CollectionLayoutCore(layout: try LayoutFixtures.layout("Layouts/grid.yaml"))
        core.prepare(view: CollectionViewBounds(Rect(x: 0, y: 2_000, width: 375, height: 667)), sectionCounts: [300]) { nil }
        // A resize outside any animation: the anchor is not asked for.
        core.prepare(view: CollectionViewBounds(Rect(x: 0, y: 2_000, width: 667, height: 375)), sectionCounts: [300]) { nil }
        core.prepare(view: CollectionViewBounds(Rect(x: 0, y: 0, width: 667, height: 375)), sectionCounts: [300]) { nil }
        core.invalidateData()
        core.prepare(view: CollectionViewBounds(Rect(x: 0, y: 0, width: 667, height: 375)), sectionCounts: [301]) { nil }
        core.beginUpdates([SimulatedCollectionView.entry(.insert(item: 300, section: 0))])
        #expect(core.offsetAfterChange(proposed: .zero, insets: .zero) == .zero)
        _ = core.endUpdates()
    }

    // MARK: Rotations

    @Test(arguments: [false, true])
    func aRotationKeepsTheFirstCellInViewWithOrWithoutAFullInvalidation(fullInvalidation: Bool) throws {
        // Apps call invalidateLayout() in viewWillTransition(to:with:); a new text size does too.
        var view = SimulatedCollectionView(layout: try LayoutFixtures.layout("Layouts/grid.yaml"),
                                           bounds: Rect(x: 0, y: 0, width: 375, height: 667), counts: [300], sizes: nil)
        view.setBounds(Rect(x: 0, y: 3_000, width: 375, height: 667))
        let first = try #require(view.shown.values.filter { $0.id.kind == .cell && $0.frame.maxY > 3_000 }.min { $0.id < $1.id })
        let onScreen = try #require(view.onScreen(first.id))
        view.rotate(to: Size(width: 667, height: 375), fullInvalidation: fullInvalidation)
        #expect(view.bounds.y != 3_000)
        #expect(view.onScreen(first.id)?.y == onScreen.y)
        #expect(view.shown == (try view.fresh()))
    }

    // MARK: Errors

    @Test func aLayoutErrorInTheMiddleOfAnUpdateEmptiesTheLayoutOnceUntilTheDataChanges() throws {
        let limited = AtMost(12, of: try LayoutFixtures.layout("Layouts/grid.yaml"))
        var view = SimulatedCollectionView(layout: limited, bounds: Rect(x: 0, y: 0, width: 375, height: 667), counts: [12], sizes: nil)
        #expect(view.shown.count == 12)
        view.performBatchUpdates([.insert(item: 0, section: 0)], counts: [13], sizes: nil)
        #expect(view.reportedErrors.isEmpty, "not inside the layout pass")
        view.runLoop()
        #expect(view.reportedErrors.count == 1)
        #expect(view.exceptions.isEmpty, "what the view still shows gets hidden attributes, never nil: \(view.exceptions)")
        #expect(view.shown.isEmpty && view.core.contentSize == .zero)
        // Scrolls and layout passes neither lay it out again nor report the error again.
        for y in stride(from: 0.0, through: 600, by: 100) { view.setBounds(Rect(x: 0, y: y, width: 375, height: 667)) }
        view.setBounds(Rect(x: 0, y: 0, width: 375, height: 667))
        view.layoutPass(preparing: true)
        view.runLoop()
        #expect(view.reportedErrors.count == 1)
        // The data changes again: laid out, fresh.
        view.performBatchUpdates([.delete(item: 12, section: 0)], counts: [12], sizes: nil)
        #expect(view.reportedErrors.count == 1 && view.shown.count == 12)
        #expect(view.shown == (try view.fresh()))
    }

    // MARK: Self-sizing

    @Test func sizesCellsReportedFollowTheirItemsThroughUpdates() throws {
        let estimates = { (count: Int) in [(0..<count).map { _ in ItemSize.size(Size(width: 100, height: 146)) }] }
        var view = SimulatedCollectionView(layout: try LayoutFixtures.layout("Layouts/waterfall.yaml"),
                                           bounds: Rect(x: 0, y: 0, width: 375, height: 667), counts: [20], sizes: estimates(20))
        view.reportPreferredSize(Size(width: 100, height: 300), of: .cell(2))
        let grown = try #require(view.shown[.cell(2)]).frame.height
        // An unrelated item appended: the cell keeps the size it reported, not the estimate.
        view.performBatchUpdates([.insert(item: 20, section: 0)], counts: [21], sizes: estimates(21))
        #expect(view.shown[.cell(2)]?.frame.height == grown)
        #expect(!view.core.invalidates(forPreferredSize: Size(width: 100, height: 300), of: .cell(2)), "no new report, no new prepare")
        // One inserted before it: the size moves with the item to index 3.
        view.performBatchUpdates([.insert(item: 0, section: 0)], counts: [22], sizes: estimates(22))
        #expect(view.shown[.cell(3)]?.frame.height == grown)
        #expect(view.shown[.cell(2)]?.frame.height != grown)
        // Deleted: forgotten, and its place takes the estimate again.
        view.performBatchUpdates([.delete(item: 3, section: 0)], counts: [21], sizes: estimates(21))
        #expect(view.core.reportedSizes.isEmpty)
        #expect(try view.shown == view.fresh() && view.exceptions.isEmpty)
    }

    /// A move changes no count, so the platform may bracket it with no invalidation of the
    /// counts: the sizes cells reported follow their items all the same (they were all dropped).
    @Test func sizesCellsReportedFollowAMoveThatInvalidatesNoCounts() throws {
        let estimates = [(0..<20).map { _ in ItemSize.size(Size(width: 100, height: 146)) }]
        var view = SimulatedCollectionView(layout: try LayoutFixtures.layout("Layouts/waterfall.yaml"),
                                           bounds: Rect(x: 0, y: 0, width: 375, height: 667), counts: [20], sizes: estimates)
        view.reportPreferredSize(Size(width: 100, height: 300), of: .cell(2))
        view.reportPreferredSize(Size(width: 100, height: 250), of: .cell(1))
        let grown = try #require(view.shown[.cell(2)]).frame.height, other = try #require(view.shown[.cell(1)]).frame.height
        view.performBatchUpdates([.move(from: .cell(2), to: .cell(5))], counts: [20], sizes: estimates, invalidatingCounts: false)
        #expect(view.core.reportedSizes[.cell(5)] != nil && view.core.reportedSizes[.cell(1)] != nil && view.core.reportedSizes.count == 2,
                "\(view.core.reportedSizes)")
        #expect(view.core.attributes(for: .cell(5))?.frame.height == grown && view.core.attributes(for: .cell(1))?.frame.height == other)
        #expect(try view.shown == view.fresh() && view.exceptions.isEmpty)
    }

    // MARK: Sizes the app changes

    /// Issue 58, defect 6: an item above the screen grows through the app's sizes and the app
    /// calls `invalidateLayout()`: the first cell in view stays where it was on the screen, as
    /// when the cell reports the size itself.
    @Test func anItemAboveTheScreenGrownByTheAppMovesNothingInView() throws {
        var sizes = [(0..<60).map { _ in ItemSize.size(Size(width: 100, height: 120)) }]
        var view = SimulatedCollectionView(layout: try LayoutFixtures.layout("Layouts/waterfall.yaml"),
                                           bounds: Rect(x: 0, y: 0, width: 375, height: 667), counts: [60], sizes: sizes)
        view.scroll(to: Point(x: 0, y: 1_500))
        let first = try #require(view.firstCellInView())
        let before = try #require(view.shown[first.id]).frame.y - view.bounds.y
        sizes[0][0] = .size(Size(width: 100, height: 420))
        view.appInvalidatesLayout(sizes: sizes)
        #expect(try #require(view.shown[first.id]).frame.y - view.bounds.y == before)
        #expect(try view.shown == view.fresh() && view.exceptions.isEmpty)
    }

    /// Issue 58, defect 5: a chat at its end whose last message grows (streaming text) through
    /// the app's sizes, then `invalidateLayout()`: the view follows the end.
    @Test func aChatAtItsEndFollowsItThroughSizesTheAppChanged() throws {
        var sizes = [(0..<80).map { _ in ItemSize.size(Size(width: 300, height: 96)) }]
        var view = SimulatedCollectionView(layout: try LayoutFixtures.layout("Layouts/chat.yaml"),
                                           bounds: Rect(x: 0, y: 0, width: 375, height: 667), counts: [80], sizes: sizes)
        let end = try #require(view.core.driver).endOffset
        #expect(view.bounds.origin == end)
        sizes[0][79] = .size(Size(width: 300, height: 443))
        view.appInvalidatesLayout(sizes: sizes)
        let newEnd = try #require(view.core.driver).endOffset
        #expect(newEnd.y > end.y && view.bounds.origin == newEnd)
        #expect(try view.shown == view.fresh() && view.exceptions.isEmpty)
    }

    /// Issue 58, defect 7: `invalidateItems(at:)` for an item whose size the app changed lays it
    /// out at its new size.
    @Test func anItemTheAppInvalidatesTakesItsNewSize() throws {
        var sizes = [(0..<30).map { _ in ItemSize.size(Size(width: 100, height: 79)) }]
        var view = SimulatedCollectionView(layout: try LayoutFixtures.layout("Layouts/waterfall.yaml"),
                                           bounds: Rect(x: 0, y: 0, width: 375, height: 667), counts: [30], sizes: sizes)
        let width = try #require(view.shown[.cell(3)]).frame.width
        sizes[0][3] = .size(Size(width: 100, height: 400))
        view.appInvalidatesItems([.cell(3)], sizes: sizes)
        #expect(view.shown[.cell(3)]?.frame.height == 400 * width / 100)
        #expect(try view.shown == view.fresh() && view.exceptions.isEmpty)
    }

    /// Issue 58, defect 3: an interactive move in a layout sized by the app: the moved item and
    /// those it passed take their sizes at their new places (item 0, 300 tall, dropped at 5 left
    /// cell 5 at 50 and cell 0 at 300); a cancelled move changes nothing.
    @Test func anInteractiveMoveLaysTheItemsOutAtTheirNewPlaces() throws {
        var sizes = [(0..<30).map { _ in ItemSize.size(Size(width: 100, height: 50)) }]
        sizes[0][0] = .size(Size(width: 100, height: 300))
        var view = SimulatedCollectionView(layout: try LayoutFixtures.layout("Layouts/waterfall.yaml"),
                                           bounds: Rect(x: 0, y: 0, width: 375, height: 667), counts: [30], sizes: sizes)
        let tall = try #require(view.shown[.cell(0)]).frame.height, short = try #require(view.shown[.cell(1)]).frame.height
        view.interactiveMove(from: .cell(0), to: .cell(5), sizes: sizes, cancelled: true)
        #expect(view.shown[.cell(0)]?.frame.height == tall)
        let moved = sizes[0].remove(at: 0)
        sizes[0].insert(moved, at: 5)
        view.interactiveMove(from: .cell(0), to: .cell(5), sizes: sizes)
        #expect(view.shown[.cell(5)]?.frame.height == tall && view.shown[.cell(0)]?.frame.height == short)
        #expect(try view.shown == view.fresh() && view.exceptions.isEmpty)
    }

    @Test func anAdjustmentFromSelfSizingDuringAnUpdateIsAppliedWhenItEnds() throws {
        let sizes: [[ItemSize]] = [(0..<200).map { _ in .size(Size(width: 100, height: 100)) }]
        var core = CollectionLayoutCore(layout: try LayoutFixtures.layout("Layouts/waterfall.yaml"))
        let view = CollectionViewBounds(Rect(x: 0, y: 1_500, width: 375, height: 667))
        core.prepare(view: view, sectionCounts: [200]) { sizes }
        core.invalidateData()
        core.prepare(view: view, sectionCounts: [200]) { sizes }
        core.beginUpdates([])
        // A cell above the viewport grows: UIKit ignores an adjustment made during the update.
        #expect(core.reportPreferredSize(Size(width: 100, height: 400), of: .cell(0), view: view).contentOffset == .zero)
        let ended = core.endUpdates()
        let staged = try #require(ended)
        #expect(staged.y > 0)
        let again = core.endUpdates()
        #expect(again == nil, "given once")
    }
}

/// A layout that fails past `limit` items: a layout error that data can cause, in the middle of
/// an update (a real layout fails so past its limits, `Limits.swift`).
struct AtMost: TesseraLayout {
    var limit: Int
    var layout: any TesseraLayout
    var name: String { layout.name }

    init(_ limit: Int, of layout: any TesseraLayout) {
        self.limit = limit
        self.layout = layout
    }

    func prepare(_ input: LayoutInput) throws(LayoutError) -> PreparedLayout {
        guard input.sectionCounts.allSatisfy({ $0 <= limit }) else { throw LayoutError("at most \(limit) items") }
        return try layout.prepare(input)
    }
}
