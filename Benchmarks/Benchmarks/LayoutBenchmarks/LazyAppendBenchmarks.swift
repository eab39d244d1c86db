import Benchmark
@_spi(Adapters) import TesseraRuntime

// An append to SwiftUI's lazy collection whose app gives estimates (`itemSize`): ten items at the
// end of the waterfall with their estimates, told as one SwiftUI update tells it
// (`LazyCollectionCore.dataChanged`, then `update`). Through `extend` (the new items' estimates
// only add entries) against the same append laid out by a full prepare, what it cost while the
// shell told the estimates' change apart (issue 63 item 4). Both include comparing the old data
// with the new, as SwiftUI's `onChange` does.

final class LazyAppending: @unchecked Sendable {
    var core: LazyCollectionCore
    let view = CollectionViewBounds(Rect(x: 0, y: -91, width: 390, height: 844), insets: EdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
    var data: LazyCollectionCore.ItemData<Int, Size>

    init(count: Int) {
        core = LazyCollectionCore(layout: interpreted("waterfall"))
        data = LazyCollectionCore.ItemData(items: [Array(0..<count)], estimates: [(0..<count).map(Self.estimate)])
        let sizes = sizes
        _ = core.update(view: view, sectionCounts: [count]) { sizes }
        // The reader is in the middle of the feed.
        var middle = view
        middle.bounds.origin = Point(x: 0, y: (core.contentSize.height * 0.5).rounded())
        _ = core.update(view: middle, sectionCounts: [count]) { sizes }
    }

    static func estimate(_ item: Int) -> Size { Size(width: 100, height: Double(60 + (item &* 37) % 140)) }
    var sizes: [[ItemSize]] { data.estimates.map { $0.map(ItemSize.size) } }

    /// Ten items at the end, with their estimates; `fullPrepare`: laid out again in full.
    func append(fullPrepare: Bool) {
        var new = data
        let count = new.items[0].count
        new.items[0] += count..<count + 10
        new.estimates[0] += (count..<count + 10).map(Self.estimate)
        core.dataChanged(from: data, to: new)
        if fullPrepare { core.invalidateData() }
        data = new
        let sizes = sizes
        blackHole(core.update(view: nil, sectionCounts: [count + 10]) { sizes })
    }
}

func registerLazyAppendBenchmarks() {
    // Each iteration adds ten items: at most 500 keep the count within 0.5 % of the start.
    var configuration = Benchmark.defaultConfiguration
    configuration.maxIterations = 500
    for count in [100_000, 1_000_000] {
        for (way, full) in [("through extend", false), ("by a full prepare", true)] {
            Benchmark("waterfall lazy append with estimates \(way) \(count)", configuration: configuration, closure: { (benchmark: Benchmark, appending: LazyAppending) in
                for _ in benchmark.scaledIterations { appending.append(fullPrepare: full) }
            }, setup: { LazyAppending(count: count) })
        }
    }
}
