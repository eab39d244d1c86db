import Foundation
import TesseraCompiler
import TesseraRuntime

// One rect query, lookup or prepare, run in a loop, for `perf stat` (see cycles.sh) or timed in
// short batches. On a shared machine whose speed flips between two states, user-mode cycles
// and instructions of two runs made seconds apart compare more reliably than the medians of
// the benchmark package, and the fastest of many short batches shows the fast state's time.
//
//   QueryCycles <layout>-<query>-<count> <n>          time 3,000 batches of n (BATCHES= to change)
//   QueryCycles <layout>-<query>-<count> <n> fixed    run n queries, for perf stat
//
// layout: circle or mosaic (interpreted from Layouts/); query: array, visitor, index, prepare,
// seed (the seed port's query); the mosaic also hand (the hand-written loop returning the same
// array) and handvisitor (the hand-optimised loop).

let viewport = Size(width: 375, height: 667)
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Its argument, through a call the optimiser cannot see into, so that no part of a query is
/// hoisted out of the loop.
@inline(never) func opaque<T>(_ value: T) -> T { value }

func load(_ name: String) -> InterpretedLayout {
    let url = repository.appendingPathComponent("Layouts/\(name).yaml")
    return try! InterpretedLayout.load(source: String(contentsOf: url, encoding: .utf8))
}

func usage() -> Never {
    FileHandle.standardError.write(Data("usage: QueryCycles <circle|mosaic>-<query>-<count> <n> [fixed]\n".utf8))
    exit(2)
}

let arguments = CommandLine.arguments
guard arguments.count >= 3, let n = Int(arguments[2]), n > 0 else { usage() }
let parts = arguments[1].split(separator: "-").map(String.init)
guard parts.count == 3, let count = Int(parts[2]), count > 0 else { usage() }
let input = LayoutInput(viewport: viewport, sectionCounts: [count], itemSizes: nil)

/// The queries both layouts have, on the prepared layout and on the seed's port.
func sharedQuery<Port: SeedPort>(_ kind: String, _ layout: InterpretedLayout, _ prepared: PreparedLayout, _ seed: Port,
                                 _ rect: Rect) -> (() -> Double)? {
    switch kind {
    case "array": { Double(try! prepared.elements(in: opaque(rect)).count) }
    case "visitor": { var found = 0; try! prepared.forEachElement(in: opaque(rect)) { _ in found += 1 }; return Double(found) }
    case "index": { try! prepared.attributes(for: .cell(opaque(count / 2)))!.frame.y }
    case "prepare": { try! layout.prepare(opaque(input)).contentSize.height }
    case "seed": { Double(seed.elements(in: opaque(rect)).count) }
    default: nil
    }
}

/// One query; returns something that depends on its answer.
let query: () -> Double
switch (parts[0], parts[1]) {
case ("circle", let kind):
    let layout = load("circle")
    let seed = CYCircleLayoutPort(width: viewport.width, height: viewport.height, count: count, lengths: [])
    // The whole circle is in view: the query returns every item.
    let rect = Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)
    guard let shared = sharedQuery(kind, layout, try! layout.prepare(input), seed, rect) else { usage() }
    query = shared
case ("mosaic", let kind):
    let layout = load("mosaic")
    let hand = HandOptimisedMosaic(width: viewport.width, count: count)
    let seed = CYGridLayoutPort(width: viewport.width, height: viewport.height, count: count, lengths: [])
    let middle = Double((count + 5) / 6) * viewport.width * 0.5
    let rect = Rect(x: 0, y: max(0, middle - viewport.height * 0.5), width: viewport.width, height: viewport.height)
    switch kind {
    case "hand": query = { Double(hand.attributes(in: opaque(rect)).count) }
    case "handvisitor": query = { var found = 0; hand.forEachFrame(in: opaque(rect)) { _ in found += 1 }; return Double(found) }
    default:
        guard let shared = sharedQuery(kind, layout, try! layout.prepare(input), seed, rect) else { usage() }
        query = shared
    }
default: usage()
}

var sink = 0.0
if arguments.count > 3 {
    for _ in 0..<n { sink += query() }
} else {
    let batches = Int(ProcessInfo.processInfo.environment["BATCHES"] ?? "") ?? 3_000
    for _ in 0..<min(n * 20, 100_000) { sink += query() }
    var times: [Double] = []
    for _ in 0..<batches {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<n { sink += query() }
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(n))
    }
    times.sort()
    print(arguments[1], String(format: "fastest %.1f ns, p10 %.1f ns, p50 %.1f ns", times[0], times[times.count / 10], times[times.count / 2]))
}
// Read, so that the queries are not optimised away.
if sink.isNaN { print(sink) }
