import Testing
@_spi(Adapters) import TesseraRuntime
import TesseraExercise
import TesseraTestSupport

/// What one SwiftUI update that changes the app's data costs (`LazyCollectionCore.dataChanged`,
/// issue 63 item 4): the items and their estimates told at once, laid out once; an append whose
/// estimates only add the new items' continues the layout (`extend`). Counted in prepares and
/// extends (`ScrollDriver.Work`), not timed (Benchmarks/RESULTS.md has the times).
@Suite struct LazyCollectionDataChangeTests {
    typealias ItemData = LazyCollectionCore.ItemData<Int, Size>

    static func estimate(_ item: Int) -> Size { Size(width: 100, height: Double(60 + (item &* 37) % 140)) }

    /// Items 0..<count in one section, each with its estimate.
    static func data(_ count: Int) -> ItemData {
        ItemData(items: [Array(0..<count)], estimates: [(0..<count).map(estimate)])
    }

    static func sizes(_ data: ItemData) -> [[ItemSize]]? {
        data.estimates.isEmpty ? nil : data.estimates.map { $0.map(ItemSize.size) }
    }

    /// A waterfall (sized by data) of 1,000 items, laid out once, scrolled into the middle.
    static func waterfall() throws -> (LazyCollectionCore, CollectionViewBounds, ItemData) {
        var lazy = LazyCollectionCore(layout: try LayoutFixtures.layout("Layouts/waterfall.yaml"))
        let data = data(1_000)
        var view = CollectionViewBounds(Rect(x: 0, y: 0, width: 390, height: 844))
        _ = lazy.update(view: view, sectionCounts: [1_000]) { sizes(data) }
        view.bounds.origin = Point(x: 0, y: 20_000)
        _ = lazy.update(view: view, sectionCounts: [1_000]) { sizes(data) }
        return (lazy, view, data)
    }

    @Test func anAppendWithTheNewItemsEstimatesContinuesTheLayout() throws {
        let start = try Self.waterfall(), old = start.2
        var lazy = start.0, view = start.1
        #expect(lazy.core.driver?.work.prepares == 1)
        let new = Self.data(1_020)
        lazy.dataChanged(from: old, to: new)
        _ = lazy.update(view: view, sectionCounts: [1_020]) { Self.sizes(new) }
        // The estimates only gained the new items' entries: extended, not prepared again.
        #expect(lazy.core.driver?.work.prepares == 1 && lazy.core.driver?.work.extends == 1)
        // A scroll afterwards computes nothing either.
        view.bounds.origin = Point(x: 0, y: 20_100)
        _ = lazy.update(view: view, sectionCounts: [1_020]) { Self.sizes(new) }
        #expect(lazy.core.driver?.work.prepares == 1 && lazy.core.driver?.work.extends == 1)
    }

    /// Items appended while an old item's estimate changed, and items replaced with new estimates:
    /// each one update, one prepare.
    @Test func aBatchOfChangesInOneUpdateCostsOnePrepare() throws {
        var (lazy, view, old) = try Self.waterfall()
        var new = Self.data(1_010)
        new.estimates[0][3] = Size(width: 100, height: 333)
        lazy.dataChanged(from: old, to: new)
        _ = lazy.update(view: view, sectionCounts: [1_010]) { Self.sizes(new) }
        #expect(lazy.core.driver?.work.prepares == 2 && lazy.core.driver?.work.extends == 0)
        old = new
        // Items deleted and inserted, estimates of others changed: one prepare.
        new.items[0].remove(at: 5)
        new.estimates[0].remove(at: 5)
        new.items[0].insert(5_000, at: 900)
        new.estimates[0].insert(Size(width: 100, height: 90), at: 900)
        new.estimates[0][7] = Size(width: 100, height: 45)
        lazy.dataChanged(from: old, to: new)
        view.bounds.origin = Point(x: 0, y: 20_050)
        _ = lazy.update(view: view, sectionCounts: [1_010]) { Self.sizes(new) }
        #expect(lazy.core.driver?.work.prepares == 3)
        // The same data again (SwiftUI's value did not change): nothing.
        lazy.dataChanged(from: new, to: new)
        _ = lazy.update(view: view, sectionCounts: [1_010]) { Self.sizes(new) }
        #expect(lazy.core.driver?.work.prepares == 3 && lazy.core.driver?.work.extends == 0)
    }

    /// The extend path's answers are a full prepare's: on every bundled layout, random sequences
    /// of appends with their estimates (and of other changes and scrolls between them) give the
    /// same views, content size, outcomes and prepared layout as the same changes told as a
    /// change of every item (a full prepare, what every append with estimates cost before).
    @Test(arguments: LayoutFixtures.paths)
    func theExtendPathAnswersAsAFullPrepare(path: String) throws {
        let layout = try LayoutFixtures.layout(path)
        let sized = CollectionSessionTests.sizedByData(layout)
        var generator = SeededGenerator(seed: UInt64(path.utf8.reduce(11) { $0 &* 31 &+ Int($1) }.magnitude))
        var extending = LazyCollectionCore(layout: layout), preparing = LazyCollectionCore(layout: layout)
        var next = Int.random(in: 0...40, using: &generator)
        var data = ItemData(items: [Array(0..<next)], estimates: sized ? [(0..<next).map(Self.estimate)] : [])
        var view = CollectionViewBounds(Rect(x: 0, y: 0, width: 390, height: 844))
        let vertical = { (lazy: LazyCollectionCore) in lazy.core.driver?.prepared.axis != .horizontal }
        _ = extending.update(view: view, sectionCounts: [next]) { Self.sizes(data) }
        _ = preparing.update(view: view, sectionCounts: [next]) { Self.sizes(data) }
        var appends = 0
        for step in 0..<40 {
            var new = data
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<5:
                let added = Int.random(in: 1...30, using: &generator)
                new.items[0] += next..<next + added
                if sized { new.estimates[0] += (next..<next + added).map(Self.estimate) }
                next += added
                appends += 1
            case 5 where sized && !data.items[0].isEmpty:
                new.estimates[0][Int.random(in: 0..<data.items[0].count, using: &generator)] = Size(width: 100, height: Double(Int.random(in: 30...300, using: &generator)))
            case 6 where !data.items[0].isEmpty:
                let at = Int.random(in: 0..<data.items[0].count, using: &generator)
                new.items[0].remove(at: at)
                if sized { new.estimates[0].remove(at: at) }
            default:
                let delta = Double(Int.random(in: -900...1_500, using: &generator))
                let limit = vertical(extending) ? extending.contentSize.height : extending.contentSize.width
                let u = Swift.min(Swift.max(0, (vertical(extending) ? view.bounds.y : view.bounds.x) + delta), Swift.max(0, limit - 844))
                view.bounds.origin = vertical(extending) ? Point(x: 0, y: u) : Point(x: u, y: 0)
            }
            extending.dataChanged(from: data, to: new)
            // The same change, then laid out again in full (the shell's two calls before).
            preparing.dataChanged(from: data, to: new)
            if new != data { preparing.invalidateData() }
            data = new
            let a = extending.update(view: view, sectionCounts: data.items.map(\.count)) { Self.sizes(data) }
            let b = preparing.update(view: view, sectionCounts: data.items.map(\.count)) { Self.sizes(data) }
            let place = "\(path) step \(step)"
            #expect(a == b, "\(place): outcomes")
            if let offset = a.scrollTo { view.bounds.origin = offset }
            #expect(extending.contentSize == preparing.contentSize, "\(place): content size")
            #expect(extending.elements == preparing.elements, "\(place): views")
            guard let driver = extending.core.driver, let other = preparing.core.driver else {
                #expect(extending.core.driver == nil && preparing.core.driver == nil, "\(place): one failed")
                continue
            }
            #expect(try driver.prepared.allElements() == other.prepared.allElements(), "\(place): prepared")
        }
        #expect(appends > 5)
        // Every append went through `extend` (masonry places only the new items; other layouts
        // prepare inside it), none through a prepare of the core's own.
        if let driver = extending.core.driver, let other = preparing.core.driver {
            #expect(driver.work.extends > 0 && driver.work.prepares < other.work.prepares, "\(path): \(driver.work) against \(other.work)")
        }
    }
}
