import Benchmark
import Foundation
import TesseraCompiler
@_spi(Adapters) import TesseraRuntime

// Each layout of Layouts/ at 1e3, 1e5 and 1e7 items, three ways: interpreted, generated (by the
// build plugin, from the same files) and the seeds' own algorithm ported to Swift. Measured:
// prepare; a viewport-sized rect query in the middle of the content; one element by index;
// materialising every frame (prepare, then visit each); and, for the carousel, a query with its
// scroll effect. `TESSERA_BENCH_SMOKE=1` runs a few iterations at 1e3 only, for CI.

let smoke = ProcessInfo.processInfo.environment["TESSERA_BENCH_SMOKE"] != nil
let counts = smoke ? [1_000] : [1_000, 100_000, 10_000_000]
let viewport = Size(width: 375, height: 667)
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Item lengths for the waterfall, the same for every implementation.
func lengths(_ count: Int) -> [Double] {
    (0..<count).map { Double(60 + ($0 &* 37) % 140) }
}

func input(_ name: String, _ count: Int) -> LayoutInput {
    LayoutInput(viewport: viewport, sectionCounts: [count], itemSizes: name == "waterfall" ? [lengths(count).map(ItemSize.length)] : nil)
}

func interpreted(_ name: String) -> InterpretedLayout {
    let url = repository.appendingPathComponent("Layouts/\(name).yaml")
    return try! InterpretedLayout(yaml: String(contentsOf: url, encoding: .utf8))
}

/// Its argument, through a call the optimiser cannot see into: a query's rect is the same in every
/// iteration of a benchmark, and without this the compiler may hoist part of a query (all of a
/// fully inlined one, such as the hand-written baselines) out of the loop, which no app that
/// scrolls would see.
@_optimize(none) func opaque<T>(_ value: T) -> T { value }

/// Sub-microsecond operations run a thousand times a sample, so the clock's own cost does not
/// swamp them; times are reported per operation.
var fine: Benchmark.Configuration {
    var configuration = Benchmark.defaultConfiguration
    configuration.scalingFactor = .kilo
    return configuration
}

/// The four measurements for one implementation of one layout at one count. Generic, so each
/// closure is specialised for its concrete type: no existential or cast on the measured path.
/// The input (counts, the waterfall's sizes) is made in `setup`, outside the measurement: it is
/// what the app hands over.
func register<Input, Prepared>(
    _ label: String, count: Int, linearQueries: Bool = false,
    makeInput: @escaping @Sendable () -> Input,
    prepare: @escaping @Sendable (Input) -> Prepared,
    contentLength: @escaping @Sendable (Prepared) -> Double,
    query: @escaping @Sendable (Prepared, Rect) -> Int,
    element: @escaping @Sendable (Prepared, Int) -> Double,
    visitAll: @escaping @Sendable (Prepared) -> Double
) {
    Benchmark("\(label) prepare \(count)", closure: { _, input in
        blackHole(prepare(input))
    }, setup: makeInput)
    // A linear filter at 1e7 items takes milliseconds: a thousand of them a sample would take minutes.
    Benchmark("\(label) rect query \(count)", configuration: linearQueries && count > 100_000 ? Benchmark.defaultConfiguration : fine, closure: { benchmark, prepared in
        let middle = contentLength(prepared) * 0.5
        let rect = Rect(x: 0, y: max(0, middle - viewport.height * 0.5), width: viewport.width, height: viewport.height)
        for _ in benchmark.scaledIterations { blackHole(query(prepared, opaque(rect))) }
    }, setup: { prepare(makeInput()) })
    Benchmark("\(label) element by index \(count)", configuration: fine, closure: { benchmark, prepared in
        for _ in benchmark.scaledIterations { blackHole(element(prepared, opaque(count / 2))) }
    }, setup: { prepare(makeInput()) })
    Benchmark("\(label) all frames \(count)", closure: { _, input in
        blackHole(visitAll(prepare(input)))
    }, setup: makeInput)
}

func registerTessera<Layout: TesseraLayout>(_ name: String, _ kind: String, _ layout: Layout, count: Int) {
    register(
        // The whole circle lies in the viewport: its rect query returns every item.
        "\(name) \(kind)", count: count, linearQueries: name == "circle",
        makeInput: { input(name, count) },
        prepare: { try! layout.prepare($0) },
        contentLength: { $0.contentSize.height },
        query: { prepared, rect in try! prepared.elements(in: rect).count },
        element: { prepared, item in try! prepared.attributes(for: .cell(item))!.frame.y },
        visitAll: { prepared in
            var sum = 0.0
            prepared.forEachFrame { _, frame in sum += frame.y }
            return sum
        })
}

func registerSeed<Port: SeedPort>(_ name: String, _ port: Port.Type, count: Int) {
    let isWaterfall = name == "waterfall"
    register(
        "\(name) seed", count: count, linearQueries: true,
        makeInput: { isWaterfall ? lengths(count) : [] },
        prepare: { Port(width: viewport.width, height: viewport.height, count: count, lengths: $0) },
        contentLength: { $0.contentSize.height },
        query: { prepared, rect in prepared.elements(in: rect).count },
        element: { prepared, item in prepared.frames[item].y },
        visitAll: { prepared in prepared.frames.reduce(0) { $0 + $1.y } })
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: smoke ? 0 : 1,
        maxDuration: .seconds(smoke ? 1 : 2),
        maxIterations: smoke ? 3 : 1_000)

    for count in counts {
        registerTessera("mosaic", "interpreted", interpreted("mosaic"), count: count)
        registerTessera("mosaic", "generated", TesseraLayouts.Mosaic(), count: count)
        registerSeed("mosaic", CYGridLayoutPort.self, count: count)
        registerTessera("circle", "interpreted", interpreted("circle"), count: count)
        registerTessera("circle", "generated", TesseraLayouts.Circle(), count: count)
        registerSeed("circle", CYCircleLayoutPort.self, count: count)
        registerTessera("carousel", "interpreted", interpreted("carousel"), count: count)
        registerTessera("carousel", "generated", TesseraLayouts.Carousel(), count: count)
        registerSeed("carousel", CYLineLayoutPort.self, count: count)
        registerTessera("waterfall", "interpreted", interpreted("waterfall"), count: count)
        registerTessera("waterfall", "generated", TesseraLayouts.Waterfall(), count: count)
        registerSeed("waterfall", WaterfallPort.self, count: count)
        registerTessera("blocks", "interpreted", interpreted("blocks"), count: count)
        registerTessera("blocks", "generated", TesseraLayouts.Blocks(), count: count)
        registerSeed("blocks", YJCollectionViewFlowLayoutPort.self, count: count)
        registerTessera("grid", "interpreted", interpreted("grid"), count: count)
        registerTessera("grid", "generated", TesseraLayouts.Grid(), count: count)
        registerSeed("grid", FlowGridPort.self, count: count)
    }

    // The carousel's scroll effect: the visible cells with their scale at an offset mid-content.
    for count in counts {
        let position = ScrollOffsets(x: Double(count / 2) * 110, y: 0)
        let visible = Rect(x: position.offset.x, y: 0, width: viewport.width, height: viewport.height)
        func scrollEffect<Layout: TesseraLayout>(_ kind: String, _ layout: Layout) {
            Benchmark("carousel \(kind) scroll effect \(count)", configuration: fine, closure: { benchmark, prepared in
                for _ in benchmark.scaledIterations {
                    blackHole(try! prepared.elements(in: visible, at: position).reduce(0) { $0 + $1.scale })
                }
            }, setup: { try! layout.prepare(input("carousel", count)) })
        }
        scrollEffect("interpreted", interpreted("carousel"))
        scrollEffect("generated", TesseraLayouts.Carousel())
        Benchmark("carousel seed scroll effect \(count)", configuration: count > 100_000 ? Benchmark.defaultConfiguration : fine, closure: { benchmark, prepared in
            for _ in benchmark.scaledIterations {
                blackHole(prepared.scaledElements(in: visible, offsetX: position.offset.x).reduce(0) { $0 + $1.1 })
            }
        }, setup: { CYLineLayoutPort(width: viewport.width, height: viewport.height, count: count, lengths: []) })
    }

    // Paging by item: where a fling from the middle of the content comes to rest (the carousel
    // with `snap: {paging: center}`): it looks only at the cells near where the gesture began.
    let pagingSource = try! String(contentsOf: repository.appendingPathComponent("Layouts/carousel.yaml"), encoding: .utf8)
        .replacingOccurrences(of: "snap: center", with: "snap: {paging: center}")
    let paging = try! InterpretedLayout(yaml: pagingSource)
    for count in counts {
        Benchmark("carousel paging resting offset \(count)", configuration: fine, closure: { benchmark, prepared in
            let start = ScrollOffsets(x: prepared.contentSize.width / 2, y: 0)
            for _ in benchmark.scaledIterations {
                blackHole(try! prepared.restingOffset(proposed: opaque(Point(x: start.offset.x + 5_000, y: 0)), velocity: Point(x: 3_000, y: 0), from: start))
            }
        }, setup: { try! paging.prepare(input("carousel", count)) })
    }

    // Masonry at exactly a million items, the count its prepare target is set at.
    if !smoke {
        let million = 1_000_000
        let waterfall = interpreted("waterfall")
        Benchmark("waterfall interpreted prepare \(million)", closure: { _, input in
            blackHole(try! waterfall.prepare(input))
        }, setup: { input("waterfall", million) })
        Benchmark("waterfall generated prepare \(million)", closure: { _, input in
            blackHole(try! TesseraLayouts.Waterfall().prepare(input))
        }, setup: { input("waterfall", million) })
        Benchmark("waterfall seed prepare \(million)", closure: { _, lengths in
            blackHole(WaterfallPort(width: viewport.width, height: viewport.height, count: million, lengths: lengths))
        }, setup: { lengths(million) })
    }

    // Infinite scroll: 100 more items appended to a waterfall of `count`, again and again. The
    // prepared layout lives in a box that holds the only reference to it, as an app's layout
    // object does, so the pass continues in place.
    final class Growing: @unchecked Sendable {
        var prepared: PreparedLayout
        var count: Int
        let sizes: [ItemSize]
        init(_ prepared: PreparedLayout, count: Int, sizes: [ItemSize]) {
            self.prepared = prepared
            self.count = count
            self.sizes = sizes
        }
    }
    for count in counts {
        func append<Layout: TesseraLayout>(_ kind: String, _ layout: Layout) {
            Benchmark("waterfall \(kind) append 100 items to \(count)", closure: { (benchmark: Benchmark, growing: Growing) in
                for _ in benchmark.scaledIterations {
                    growing.count += 100
                    try! layout.extend(&growing.prepared, to: LayoutInput(viewport: viewport, sectionCounts: [growing.count], itemSizes: [growing.sizes]))
                }
                blackHole(growing.prepared.itemCount(inSection: 0))
            }, setup: {
                // Room for the warm-up and every iteration the configuration allows.
                let sizes = lengths(count + 100 * 2_000).map(ItemSize.length)
                let prepared = try! layout.prepare(LayoutInput(viewport: viewport, sectionCounts: [count], itemSizes: [sizes]))
                return Growing(prepared, count: count, sizes: sizes)
            })
        }
        append("interpreted", interpreted("waterfall"))
        append("generated", TesseraLayouts.Waterfall())
    }

    // The circle's rect query off the ring (a 10-point square at its centre, which no cell
    // reaches): what a query costs apart from the elements it returns.
    for count in counts {
        let hole = Rect(x: viewport.width / 2 - 5, y: viewport.height / 2 - 5, width: 10, height: 10)
        func holeQuery<Layout: TesseraLayout>(_ kind: String, _ layout: Layout) {
            Benchmark("circle \(kind) empty rect query \(count)", configuration: fine, closure: { benchmark, prepared in
                for _ in benchmark.scaledIterations { blackHole(try! prepared.elements(in: hole).count) }
            }, setup: { try! layout.prepare(input("circle", count)) })
        }
        holeQuery("interpreted", interpreted("circle"))
        holeQuery("generated", TesseraLayouts.Circle())
        Benchmark("circle seed empty rect query \(count)", configuration: count > 100_000 ? Benchmark.defaultConfiguration : fine, closure: { benchmark, prepared in
            for _ in benchmark.scaledIterations { blackHole(prepared.elements(in: hole).count) }
        }, setup: { CYCircleLayoutPort(width: viewport.width, height: viewport.height, count: count, lengths: []) })
    }

    // The hand-optimised mosaic: the bar generated code is held to.
    for count in counts {
        Benchmark("mosaic hand-optimised all frames \(count)") { benchmark in
            let mosaic = HandOptimisedMosaic(width: viewport.width, count: count)
            var sum = 0.0
            mosaic.forEachFrame { sum += $0.y }
            blackHole(sum)
        }
        Benchmark("mosaic hand-optimised rect query \(count)", configuration: fine) { benchmark in
            let mosaic = HandOptimisedMosaic(width: viewport.width, count: count)
            let middle = Double((count + 5) / 6) * viewport.width * 0.5
            let rect = Rect(x: 0, y: max(0, middle - viewport.height * 0.5), width: viewport.width, height: viewport.height)
            for _ in benchmark.scaledIterations {
                var found = 0
                mosaic.forEachFrame(in: opaque(rect)) { _ in found += 1 }
                blackHole(found)
            }
        }
        // The bar for the array form: a hand-written loop that returns the same array.
        Benchmark("mosaic hand-written rect query array \(count)", configuration: fine) { benchmark in
            let mosaic = HandOptimisedMosaic(width: viewport.width, count: count)
            let middle = Double((count + 5) / 6) * viewport.width * 0.5
            let rect = Rect(x: 0, y: max(0, middle - viewport.height * 0.5), width: viewport.width, height: viewport.height)
            for _ in benchmark.scaledIterations { blackHole(mosaic.attributes(in: opaque(rect)).count) }
        }
        // The rect query as a visitor, without an array.
        Benchmark("mosaic generated rect query visitor \(count)", configuration: fine, closure: { benchmark, prepared in
            let middle = prepared.contentSize.height * 0.5
            let rect = Rect(x: 0, y: max(0, middle - viewport.height * 0.5), width: viewport.width, height: viewport.height)
            for _ in benchmark.scaledIterations {
                var found = 0
                try! prepared.forEachElement(in: opaque(rect)) { _ in found += 1 }
                blackHole(found)
            }
        }, setup: { try! TesseraLayouts.Mosaic().prepare(input("mosaic", count)) })
    }

    // One frame of a continuous scroll through the scroll driver: the elements at the next
    // offset (7 points on, within a screen of the middle), effects and pinned headers applied,
    // and what entered and left. The driver lives in a box, as in an app's layout object.
    final class Scrolling: @unchecked Sendable {
        var driver: ScrollDriver
        var step = 0
        let start: Double
        init(_ driver: ScrollDriver) {
            self.driver = driver
            let vertical = driver.prepared.axis == .vertical
            let content = vertical ? driver.contentSize.height : driver.contentSize.width
            let screen = vertical ? driver.viewport.height : driver.viewport.width
            start = max(0, content * 0.5 - screen)
        }
    }
    for count in counts {
        func frame<Layout: TesseraLayout>(_ name: String, _ kind: String, _ layout: Layout) {
            Benchmark("\(name) \(kind) scroll frame \(count)", configuration: fine, closure: { benchmark, scrolling in
                let vertical = scrolling.driver.prepared.axis == .vertical
                for _ in benchmark.scaledIterations {
                    scrolling.step = (scrolling.step + 1) % 100
                    let u = scrolling.start + Double(scrolling.step) * 7
                    try! scrolling.driver.scroll(to: vertical ? Point(x: 0, y: u) : Point(x: u, y: 0))
                    blackHole(scrolling.driver.kept.count + scrolling.driver.entered.count)
                }
            }, setup: { Scrolling(try! ScrollDriver(layout: layout, input: input(name, count))) })
        }
        frame("mosaic", "interpreted", interpreted("mosaic"))
        frame("mosaic", "generated", TesseraLayouts.Mosaic())
        frame("carousel", "interpreted", interpreted("carousel"))
        frame("carousel", "generated", TesseraLayouts.Carousel())
        frame("waterfall", "interpreted", interpreted("waterfall"))
        frame("waterfall", "generated", TesseraLayouts.Waterfall())
        frame("blocks", "generated", TesseraLayouts.Blocks())
        frame("grid", "generated", TesseraLayouts.Grid())
        if count <= 100_000 { frame("circle", "generated", TesseraLayouts.Circle()) }
    }

    // One frame of SwiftUI's lazy collection (`LazyCollectionCore.update`): the scroll view
    // reports an offset 7 points on, under a navigation bar and a tab bar; the core moves the
    // driver's frame and lists the views to make and drop. Also counted: views made per frame,
    // which should be only those that entered (a few, whatever the count).
    final class LazyScrolling: @unchecked Sendable {
        var core: LazyCollectionCore
        var view: CollectionViewBounds
        var step = 0
        let start: Double
        let counts: [Int]
        let horizontal: Bool
        init(_ layout: any TesseraLayout, count: Int, horizontal: Bool) {
            self.horizontal = horizontal
            core = LazyCollectionCore(layout: layout)
            counts = [count]
            view = CollectionViewBounds(Rect(x: 0, y: -91, width: 390, height: 844), insets: EdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
            _ = core.update(view: view, sectionCounts: counts) { nil }
            start = ((horizontal ? core.contentSize.width : core.contentSize.height) * 0.5).rounded()
        }
    }
    for count in smoke ? [1_000] : [1_000, 100_000, 1_000_000] {
        for name in ["mosaic", "grid", "carousel"] {
            var metrics = fine
            metrics.metrics = [.wallClock, .mallocCountTotal, .custom("views made per 1000 frames", polarity: .prefersSmaller, useScalingFactor: false)]
            Benchmark("\(name) lazy collection frame \(count)", configuration: metrics, closure: { benchmark, scrolling in
                let horizontal = scrolling.horizontal
                var made = 0
                for _ in benchmark.scaledIterations {
                    scrolling.step = (scrolling.step + 1) % 100
                    let u = scrolling.start + Double(scrolling.step) * 7
                    scrolling.view.bounds.origin = horizontal ? Point(x: u, y: -91) : Point(x: 0, y: u - 91)
                    let outcome = scrolling.core.update(view: scrolling.view, sectionCounts: scrolling.counts) { nil }
                    made += scrolling.core.made.count
                    blackHole(outcome)
                }
                benchmark.measurement(.custom("views made per 1000 frames", polarity: .prefersSmaller, useScalingFactor: false), made)
            }, setup: { LazyScrolling(interpreted(name), count: count, horizontal: name == "carousel") })
            // The driver alone on the same frames (the lazy core keeps a viewport's length either
            // side, four times the rect of the driver's own benchmark above): what the core adds.
            Benchmark("\(name) driver frame with the lazy margin \(count)", configuration: fine, closure: { (benchmark: Benchmark, scrolling: Scrolling) in
                let horizontal = name == "carousel"
                for _ in benchmark.scaledIterations {
                    scrolling.step = (scrolling.step + 1) % 100
                    let u = scrolling.start + Double(scrolling.step) * 7
                    try! scrolling.driver.scroll(to: horizontal ? Point(x: u, y: 0) : Point(x: 0, y: u))
                    blackHole(scrolling.driver.kept.count)
                }
            }, setup: {
                let input = LayoutInput(viewport: Size(width: 390, height: 670), sectionCounts: [count])
                return Scrolling(try! ScrollDriver(layout: interpreted(name), input: input, margin: 670))
            })
        }
    }

    if !smoke {
        registerChangeBenchmarks()
        registerLazyAppendBenchmarks()
    }
}
