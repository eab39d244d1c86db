import Benchmark
import CYAML
import Foundation
@_spi(Benchmarks) import TesseraCompiler

// The compiler: each file of Layouts/ from bytes to generated Swift, a 1,000-file batch, and the
// front end (bytes to checked IR) on one large generated layout file, whose size is in the
// benchmark's name so that throughput can be read off its time.

let smoke = ProcessInfo.processInfo.environment["TESSERA_BENCH_SMOKE"] != nil
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let names = ["mosaic", "circle", "carousel", "waterfall", "blocks", "grid"]
let sources: [(name: String, bytes: [UInt8])] = names.map { name in
    (name, [UInt8](try! Data(contentsOf: repository.appendingPathComponent("Layouts/\(name).yaml"))))
}

func compile(_ bytes: [UInt8]) -> Int {
    switch CompilerStages.generateSwift(bytes, sourcePath: "layout.yaml") {
    case .success(let swift): swift.utf8.count
    case .failure(let error): fatalError("\(error)")
    }
}

/// A layout file of two megabytes: many constants, a thousand section overrides, a few variants
/// (each variant rebuilds every section, so variants multiply the work), every
/// value an expression, so that every stage of the front end has work.
func largeLayout() -> [UInt8] {
    var text = "layout: Large\nconstants:\n"
    for index in 0..<40_000 { text += "  c\(index): (width - \(index % 97)) / \(index % 7 + 1) + min(height, \(index))\n" }
    text += "flow:\n  minItemWidth: c1 + 40\n  spacing: c2 % 8\nsections:\n"
    for index in 0..<1_000 {
        text += "  - insets: {top: c\(index) % 10, left: 4, bottom: c\(index + 1) % 10, right: 4}\n"
        text += "    header: {length: 20 + c\(index * 3) % 30, pinned: true}\n"
        text += "    flow: {columns: \(index % 6 + 1), aspect: 0.75, spacing: c\(index * 7) % 6}\n"
    }
    text += "variants:\n"
    for index in 0..<3 { text += "  - when: width > \(300 + index * 10) && height < c\(index) + 900\n    snap: leading\n" }
    return Array(text.utf8)
}

/// libyaml's parser alone on the same bytes, every event read and freed: the bound for any front
/// end built on it.
func libyamlEvents(_ bytes: [UInt8]) -> Int {
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else { fatalError("libyaml could not start") }
    defer { yaml_parser_delete(&parser) }
    return bytes.withUnsafeBufferPointer { buffer in
        yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
        var events = 0
        var event = yaml_event_t()
        while yaml_parser_parse(&parser, &event) == 1 {
            events += 1
            let done = event.type == YAML_STREAM_END_EVENT
            yaml_event_delete(&event)
            if done { return events }
        }
        fatalError("libyaml failed at event \(events)")
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: smoke ? 0 : 1,
        maxDuration: .seconds(smoke ? 1 : 3),
        maxIterations: smoke ? 3 : 1_000)

    for (name, bytes) in sources {
        Benchmark("compile \(name) (parse, check, generate)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(compile(bytes)) }
        }
    }
    Benchmark("compile 1000 files") { _ in
        var total = 0
        for index in 0..<(smoke ? 60 : 1_000) { total += compile(sources[index % sources.count].bytes) }
        blackHole(total)
    }
    let large = largeLayout()
    // Timed without counting allocations, which costs each of the half a million mallocs
    // (most of them libyaml's) several nanoseconds; the allocations are counted by runs of
    // their own.
    var timeOnly = Benchmark.defaultConfiguration
    timeOnly.metrics = [.wallClock]
    var allocationsOnly = Benchmark.defaultConfiguration
    allocationsOnly.metrics = [.mallocCountTotal]
    allocationsOnly.maxIterations = smoke ? 1 : 5
    for (suffix, configuration) in [("", timeOnly), (", allocations", allocationsOnly)] {
        Benchmark("libyaml events only, the same \(large.count) bytes\(suffix)", configuration: configuration) { _ in
            blackHole(libyamlEvents(large))
        }
        Benchmark("front end \(large.count) bytes (bytes to checked IR)\(suffix)", configuration: configuration) { _ in
            let checked = CompilerStages.check(large)
            if case .failure(let error) = checked { fatalError("\(error.diagnostics.prefix(3))") }
            blackHole(checked)
        }
    }
}
