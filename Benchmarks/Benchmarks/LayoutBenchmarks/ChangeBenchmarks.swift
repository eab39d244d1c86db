import Benchmark
import TesseraCompiler
@_spi(Adapters) import TesseraRuntime

// Changes at a million items (issue 63): a cell's self-sizing report in a chat (one column of
// messages) and in the two-column waterfall, at its first item, in the middle and near the
// end; and a reorder step, UIKit's interactive move, which is one batch update moving one item.
// Each against the same change taken by a full prepare (`reload`, what a report cost before).
// The driver lives in a box holding the only reference to it, as in an app's layout object.

final class Changing: @unchecked Sendable {
    var driver: ScrollDriver
    var step = 0
    init(_ driver: ScrollDriver) { self.driver = driver }
}

/// Item `item`'s size, a few points more or less every other time, so that every report changes it.
func reportedSize(_ item: Int, step: Int) -> ItemSize {
    .length(Double(60 + (item &* 37) % 140) + (step % 2 == 0 ? 5 : 0))
}

func registerChangeBenchmarks() {
    let count = 1_000_000
    func driver(_ name: String) -> Changing {
        Changing(try! ScrollDriver(layout: interpreted(name), input: LayoutInput(
            viewport: viewport, sectionCounts: [count], itemSizes: [lengths(count).map(ItemSize.length)])))
    }
    for name in ["chat", "waterfall"] {
        for (place, item) in [("the first item", { (_: Int) in 0 }), ("the middle item", { (_: Int) in count / 2 }),
                              ("the last 1000", { (step: Int) in count - 1 - (step &* 7) % 1_000 })] {
            Benchmark("\(name) interpreted report at \(place) \(count)", closure: { (benchmark: Benchmark, changing: Changing) in
                for _ in benchmark.scaledIterations {
                    changing.step += 1
                    let at = item(changing.step)
                    blackHole(try! changing.driver.reportSizes([.cell(at): reportedSize(at, step: changing.step)]))
                }
            }, setup: { driver(name) })
        }
        // The report at the first item with a length off the 1/256-point grid (a third): a list
        // cannot move what follows by one sum exactly, so it places everything after in order,
        // as every report did before the list's path (issue 63).
        Benchmark("\(name) interpreted report off the grid at the first item \(count)", closure: { (benchmark: Benchmark, changing: Changing) in
            for _ in benchmark.scaledIterations {
                changing.step += 1
                blackHole(try! changing.driver.reportSizes([.cell(0): .length(60 + Double(changing.step % 2 == 0 ? 1 : 2) / 3)]))
            }
        }, setup: { driver(name) })
        // A rect query in the middle of the list after a report at its first item (the items
        // after it read through their blocks' shifts), against the same query without.
        for shifted in [false, true] {
            Benchmark("\(name) interpreted query \(shifted ? "after" : "before") a report at the first item \(count)", closure: { (benchmark: Benchmark, changing: Changing) in
                let prepared = changing.driver.prepared
                let middle = prepared.contentSize.height / 2
                for index in benchmark.scaledIterations {
                    blackHole(try! prepared.elements(in: Rect(x: 0, y: middle + Double(index % 64), width: viewport.width, height: viewport.height)).count)
                }
            }, setup: {
                let changing = driver(name)
                if shifted { _ = try! changing.driver.reportSizes([.cell(0): .length(65)]) }
                return changing
            })
        }
        // Before: the same report at the first item taken by preparing the whole layout again.
        Benchmark("\(name) interpreted report by a full prepare \(count)", closure: { (benchmark: Benchmark, changing: Changing) in
            for _ in benchmark.scaledIterations {
                changing.step += 1
                var input = changing.driver.input
                input.itemSizes?[0][0] = reportedSize(0, step: changing.step)
                try! changing.driver.reload(input)
                blackHole(changing.driver.kept.count)
            }
        }, setup: { driver(name) })
    }
    // A reorder step near the top (the worst place for the waterfall: everything after it is
    // placed again; the chat, a list, places the two items again and moves nothing): the
    // dragged item moves one place on, then back.
    for name in ["chat", "waterfall"] {
        Benchmark("\(name) interpreted reorder step \(count)", closure: { (benchmark: Benchmark, changing: Changing) in
            for _ in benchmark.scaledIterations {
                changing.step += 1
                let (from, to) = changing.step % 2 == 0 ? (10, 11) : (11, 10)
                blackHole(try! changing.driver.performBatchUpdates([.move(from: .cell(from), to: .cell(to))]))
            }
        }, setup: { driver(name) })
    }
}
