import Testing
@_spi(Adapters) import TesseraRuntime
import TesseraCompiler
import TesseraExercise
@_spi(Adapters) import TesseraTestSupport

/// A switch between two layouts, as UIKit and AppKit make it (`setCollectionViewLayout`, an
/// interactive transition): the new layout is told the old one (`prepareForTransition(from:)`),
/// prepares with the view where it is, and is asked for the target content offset. The cell
/// the reader had first in view must keep its distance from the viewport's top, unless the new
/// content's ends hold the offset, where it must still be in view.
@Suite struct LayoutTransitionTests {
    static let layouts = ["Layouts/grid.yaml", "Layouts/mosaic.yaml", "Layouts/blocks.yaml", "Layouts/magazine.yaml", "Layouts/settings.yaml"]
    static let viewport = Size(width: 375, height: 667)
    static let counts = [240]

    @Test(arguments: layouts)
    func theCellFirstInViewKeepsItsPlaceInEveryOtherLayout(from path: String) throws {
        var random = SeededGenerator(seed: UInt64(path.utf8.count * 7_919))
        for other in Self.layouts where other != path {
            for _ in 0..<12 {
                var old = CollectionLayoutCore(layout: try LayoutFixtures.layout(path))
                old.prepare(view: .init(size: Self.viewport, offset: .zero), sectionCounts: Self.counts) { nil }
                let end = old.contentSize.height - Self.viewport.height
                // Scrolled without a `prepare` where nothing was invalidated, as UIKit scrolls.
                let offset = Point(x: 0, y: Double.random(in: 0...end, using: &random).rounded())
                let view = CollectionViewBounds(size: Self.viewport, offset: offset)
                if old.invalidates(forBoundsChange: view) { old.prepare(view: view, sectionCounts: Self.counts) { nil } }
                try expectTransition(from: old, path, to: try LayoutFixtures.layout(other), other, at: offset, reusing: nil)
            }
        }
    }

    /// Back to a layout the view showed before (the app keeps both objects): it is laid out
    /// for the cell the other one has in view, not where it was left.
    @Test func aLayoutShownAgainTakesTheOtherLayoutsCell() throws {
        let grid = try LayoutFixtures.layout("Layouts/grid.yaml"), mosaic = try LayoutFixtures.layout("Layouts/mosaic.yaml")
        var first = CollectionLayoutCore(layout: grid)
        first.prepare(view: .init(size: Self.viewport, offset: Point(x: 0, y: 9_000)), sectionCounts: Self.counts) { nil }
        var second = CollectionLayoutCore(layout: mosaic)
        second.takeAnchor(from: first, view: .init(size: Self.viewport, offset: Point(x: 0, y: 9_000)))
        second.prepare(view: .init(size: Self.viewport, offset: Point(x: 0, y: 9_000)), sectionCounts: Self.counts) { nil }
        let shown = second.offsetAfterChange(proposed: Point(x: 0, y: 9_000), insets: .zero)
        second.prepare(view: .init(size: Self.viewport, offset: shown), sectionCounts: Self.counts) { nil }
        let scrolled = Point(x: 0, y: (shown.y / 3).rounded())
        let view = CollectionViewBounds(size: Self.viewport, offset: scrolled)
        if second.invalidates(forBoundsChange: view) { second.prepare(view: view, sectionCounts: Self.counts) { nil } }
        try expectTransition(from: second, "mosaic", to: grid, "grid (again)", at: scrolled, reusing: first)
    }

    /// Issue 58, defect 1: a chat at its end switched to a layout object the app prepared before
    /// (two layouts it toggles; an interactive transition's next layout) follows the end into
    /// it, as a new object does.
    @Test(arguments: [false, true])
    func aViewAtTheEndFollowsItIntoALayoutPreparedBefore(prepared: Bool) throws {
        let sizes = [(0..<200).map { item in ItemSize.size(Size(width: 300, height: 60 + Double(item % 5) * 20)) }]
        let view = { (offset: Point) in CollectionViewBounds(size: Self.viewport, offset: offset) }
        var chat = CollectionLayoutCore(layout: try LayoutFixtures.layout("Layouts/chat.yaml"))
        chat.prepare(view: view(.zero), sectionCounts: [200]) { sizes }
        let opening = chat.offsetToTakeNow(insets: .zero)
        let end = try #require(opening)
        chat.prepare(view: view(end), sectionCounts: [200]) { sizes }
        var waterfall = CollectionLayoutCore(layout: try LayoutFixtures.layout("Layouts/waterfall.yaml"))
        if prepared {
            waterfall.prepare(view: view(Point(x: 0, y: 500)), sectionCounts: [200]) { sizes }
        }
        waterfall.takeAnchor(from: chat, view: view(end))
        waterfall.prepare(view: view(end), sectionCounts: [200]) { sizes }
        let target = waterfall.offsetAfterChange(proposed: end, insets: .zero)
        let newEnd = try #require(waterfall.driver?.endOffset)
        #expect(newEnd != end)
        #expect(target == newEnd, "from the chat's end \(end.y): \(target.y), the end is \(newEnd.y)")
    }

    /// Issue 58, defect 11: the first cell in view began above the top and is shorter in the new
    /// layout than the part of it that was above: at its distance it would be wholly out of view,
    /// so its top goes to the viewport's top. A switch from the very top opens at the top.
    @Test func theFirstCellInViewStaysInViewAcrossASwitch() throws {
        var feed = CollectionLayoutCore(layout: try LayoutFixtures.layout("Layouts/magazine.yaml"))
        feed.prepare(view: .init(size: Self.viewport, offset: .zero), sectionCounts: Self.counts) { nil }
        // A large cell, 200 points of it above the top: more than a grid cell's height.
        let first = try #require(feed.driver?.kept.first { $0.id.kind == .cell && $0.frame.y > 0 && $0.frame.height > 220 })
        let offset = Point(x: 0, y: first.frame.y + 200)
        feed.prepare(view: .init(size: Self.viewport, offset: offset), sectionCounts: Self.counts) { nil }
        var grid = CollectionLayoutCore(layout: try LayoutFixtures.layout("Layouts/grid.yaml"))
        grid.takeAnchor(from: feed, view: .init(size: Self.viewport, offset: offset))
        grid.prepare(view: .init(size: Self.viewport, offset: offset), sectionCounts: Self.counts) { nil }
        let target = grid.offsetAfterChange(proposed: offset, insets: .zero)
        grid.prepare(view: .init(size: Self.viewport, offset: target), sectionCounts: Self.counts) { nil }
        let placed = grid.attributes(for: first.id)
        let cell = try #require(placed)
        #expect(cell.frame.height < 200 && cell.frame.y == target.y, "\(first.id) at \(cell.frame.y - target.y) from the top")
        // From the very top: the top.
        var top = CollectionLayoutCore(layout: try LayoutFixtures.layout("Layouts/grid.yaml"))
        feed.prepare(view: .init(size: Self.viewport, offset: .zero), sectionCounts: Self.counts) { nil }
        top.takeAnchor(from: feed, view: .init(size: Self.viewport, offset: .zero))
        top.prepare(view: .init(size: Self.viewport, offset: .zero), sectionCounts: Self.counts) { nil }
        #expect(top.offsetAfterChange(proposed: .zero, insets: .zero) == .zero)
    }

    /// Issue 58, defect 2: a chat prepared as an interactive transition's next layout, while the
    /// view is still the old layout's, asks the view to take no offset; the transition's target
    /// content offset gives its end when the transition finishes.
    @Test func aLayoutPreparedForATransitionTakesNoOffsetUntilItIsTheViews() throws {
        let sizes = [(0..<200).map { _ in ItemSize.size(Size(width: 300, height: 80)) }]
        var next = CollectionLayoutCore(layout: try LayoutFixtures.layout("Layouts/chat.yaml"))
        let view = CollectionViewBounds(size: Self.viewport, offset: .zero)
        next.prepare(view: view, sectionCounts: [200]) { sizes }
        #expect(next.offsetToTakeNow(insets: .zero, shownByView: false) == nil)
        next.prepare(view: view, sectionCounts: [200]) { sizes }
        #expect(next.offsetToTakeNow(insets: .zero) == nil, "not due later either")
        let target = next.offsetAfterChange(proposed: view.layoutOffset, insets: .zero)
        #expect(target == next.driver?.endOffset)
    }

    /// Switches from `old` (showing `offset`) to `layout`, in a new core or in `reusing`, and
    /// checks the cell `old` had first in view.
    private func expectTransition(from old: CollectionLayoutCore, _ oldName: String, to layout: any TesseraLayout, _ newName: String,
                                  at offset: Point, reusing: CollectionLayoutCore?) throws {
        let view = CollectionViewBounds(size: Self.viewport, offset: offset)
        let before = Rect(x: 0, y: offset.y, width: Self.viewport.width, height: Self.viewport.height)
        let inView = ((try? old.driver?.prepared.elements(in: before, at: ScrollOffsets(offset))) ?? []).filter { $0.id.kind == .cell && $0.frame.maxY > offset.y }
        var new = reusing ?? CollectionLayoutCore(layout: layout)
        new.takeAnchor(from: old, view: view)
        new.prepare(view: view, sectionCounts: Self.counts) { nil }
        let target = new.offsetAfterChange(proposed: offset, insets: .zero)
        let end = new.contentSize.height - Self.viewport.height
        #expect(target.y >= 0 && target.y <= Swift.max(0, end), "\(oldName) → \(newName) at \(offset.y): \(target.y) is not an offset the view can rest at")
        new.prepare(view: .init(size: Self.viewport, offset: target), sectionCounts: Self.counts) { nil }
        guard offset.y > 0, let leading = inView.map(\.frame.y).min() else {
            #expect(target.y == 0, "\(oldName) → \(newName): at the top, the new layout starts at the top")
            return
        }
        // Cells that start together are all first in view: one of them keeps its distance.
        let first = inView.filter { $0.frame.y == leading }
        let distance = leading - offset.y
        var placed: [LayoutAttributes] = []
        for cell in first { placed.append(try #require(asked(new.attributes(for: cell.id)))) }
        let held = target.y == 0 || target.y == end
        if held {
            let after = Rect(x: 0, y: target.y, width: Self.viewport.width, height: Self.viewport.height)
            #expect(placed.contains { $0.frame.intersects(after) || $0.frame.height > Self.viewport.height },
                    "\(oldName) → \(newName) at \(offset.y): with the offset held at \(target.y), no first cell is in view")
        } else {
            // At its distance, or at the leading edge when it began before the edge and is too
            // short now to reach past it: in view either way.
            #expect(placed.contains { cell in
                let atDistance = abs((cell.frame.y - target.y) - distance) < 1e-9 && cell.frame.height + distance > 0
                let atEdge = abs(cell.frame.y - target.y) < 1e-9 && cell.frame.height + distance <= 0
                return atDistance || atEdge
            }, "\(oldName) → \(newName) at \(offset.y): the first cell in view moved from \(distance) to \(placed.map { $0.frame.y - target.y })")
        }
    }
}
