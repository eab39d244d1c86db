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
//   QueryCycles <query A>,<query B> <n>               time batches of A and B alternately and
//                                                     report the median of the ratios A/B: each
//                                                     pair of batches runs in one machine state
//
// layout: circle, mosaic or waterfall (interpreted from Layouts/); query: array, visitor, index,
// prepare, seed (the seed port's rect query), seedindex (the seed port's frame of the middle
// item); the mosaic also hand (the hand-written loop returning the same array) and handvisitor
// (the hand-optimised loop).

let viewport = Size(width: 375, height: 667)
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Its argument, through a function left unoptimised, as in the benchmark package: the optimiser
/// can neither inline it nor reason about its result, so no part of a query is hoisted out of
/// the loop.
@_optimize(none) func opaque<T>(_ value: T) -> T { value }

func load(_ name: String) -> InterpretedLayout {
    let url = repository.appendingPathComponent("Layouts/\(name).yaml")
    return try! InterpretedLayout(yaml: String(contentsOf: url, encoding: .utf8))
}

func usage() -> Never {
    FileHandle.standardError.write(Data("usage: QueryCycles <circle|mosaic|waterfall>-<query>-<count>[,<another>] <n> [fixed]\n".utf8))
    exit(2)
}

/// The queries every layout has, on the prepared layout and on the seed's port.
func sharedQuery<Port: SeedPort>(_ kind: String, _ layout: InterpretedLayout, _ input: LayoutInput, _ seed: Port,
                                 _ rect: Rect) -> (() -> Double)? {
    let prepared = try! layout.prepare(input), middle = input.sectionCounts[0] / 2
    switch kind {
    case "array": return { Double(try! prepared.elements(in: opaque(rect)).count) }
    case "visitor": return { var found = 0; try! prepared.forEachElement(in: opaque(rect)) { _ in found += 1 }; return Double(found) }
    case "index": return { try! prepared.attributes(for: .cell(opaque(middle)))!.frame.y }
    case "prepare": return { try! layout.prepare(opaque(input)).contentSize.height }
    case "seed": return { Double(seed.elements(in: opaque(rect)).count) }
    case "seedindex": return { seed.frames[opaque(middle)].y }
    default: return nil
    }
}

/// One query, named `<layout>-<query>-<count>`; it returns something that depends on its answer.
func makeQuery(_ name: Substring) -> () -> Double {
    let parts = name.split(separator: "-").map(String.init)
    guard parts.count == 3, let count = Int(parts[2]), count > 0 else { usage() }
    // The waterfall's item lengths are the benchmark package's; the other layouts take no sizes.
    let lengths = parts[0] == "waterfall" ? (0..<count).map { Double(60 + ($0 &* 37) % 140) } : []
    let input = LayoutInput(viewport: viewport, sectionCounts: [count], itemSizes: lengths.isEmpty ? nil : [lengths.map(ItemSize.length)])
    switch (parts[0], parts[1]) {
    case ("circle", let kind):
        let seed = CYCircleLayoutPort(width: viewport.width, height: viewport.height, count: count, lengths: [])
        // The whole circle is in view: the query returns every item.
        let rect = Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)
        guard let query = sharedQuery(kind, load("circle"), input, seed, rect) else { usage() }
        return query
    case ("mosaic", let kind):
        let hand = HandOptimisedMosaic(width: viewport.width, count: count)
        let seed = CYGridLayoutPort(width: viewport.width, height: viewport.height, count: count, lengths: [])
        let middle = Double((count + 5) / 6) * viewport.width * 0.5
        let rect = Rect(x: 0, y: max(0, middle - viewport.height * 0.5), width: viewport.width, height: viewport.height)
        switch kind {
        case "hand": return { Double(hand.attributes(in: opaque(rect)).count) }
        case "handvisitor": return { var found = 0; hand.forEachFrame(in: opaque(rect)) { _ in found += 1 }; return Double(found) }
        default:
            guard let query = sharedQuery(kind, load("mosaic"), input, seed, rect) else { usage() }
            return query
        }
    case ("waterfall", let kind):
        // The rect in the middle of the content.
        let layout = load("waterfall")
        let seed = WaterfallPort(width: viewport.width, height: viewport.height, count: count, lengths: lengths)
        let middle = try! layout.prepare(input).contentSize.height * 0.5
        let rect = Rect(x: 0, y: max(0, middle - viewport.height * 0.5), width: viewport.width, height: viewport.height)
        guard let query = sharedQuery(kind, layout, input, seed, rect) else { usage() }
        return query
    default: usage()
    }
}

/// Nanoseconds per query over one batch of `n`.
func timeBatch(_ query: () -> Double, _ n: Int, _ sink: inout Double) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<n { sink += query() }
    return Double(DispatchTime.now().uptimeNanoseconds - start) / Double(n)
}

func summary(_ times: [Double]) -> String {
    let times = times.sorted()
    return String(format: "fastest %.1f ns, p10 %.1f ns, p50 %.1f ns", times[0], times[times.count / 10], times[times.count / 2])
}

let arguments = CommandLine.arguments
guard arguments.count >= 3, let n = Int(arguments[2]), n > 0 else { usage() }
let queries = arguments[1].split(separator: ",").map(makeQuery)
let fixed = arguments.count > 3
let batches = Int(ProcessInfo.processInfo.environment["BATCHES"] ?? "") ?? 3_000
// `fixed` runs one query for perf stat; a pair is timed in batches.
guard queries.count == 1 || (queries.count == 2 && !fixed), batches > 0 else { usage() }
var sink = 0.0
if fixed {
    for _ in 0..<n { sink += queries[0]() }
} else if queries.count == 1 {
    for _ in 0..<min(n * 20, 100_000) { sink += queries[0]() }
    print(arguments[1], summary((0..<batches).map { _ in timeBatch(queries[0], n, &sink) }))
} else {
    for query in queries { for _ in 0..<min(n * 20, 100_000) { sink += query() } }
    var first: [Double] = [], second: [Double] = [], ratios: [Double] = []
    for _ in 0..<batches {
        first.append(timeBatch(queries[0], n, &sink))
        second.append(timeBatch(queries[1], n, &sink))
        ratios.append(first.last! / second.last!)
    }
    ratios.sort()
    let names = arguments[1].split(separator: ",")
    print(names[0], summary(first))
    print(names[1], summary(second))
    print(String(format: "ratio of paired batches: p10 %.2f, p50 %.2f, p90 %.2f", ratios[ratios.count / 10], ratios[ratios.count / 2], ratios[ratios.count * 9 / 10]))
}
// Read, so that the queries are not optimised away.
if sink.isNaN { print(sink) }
