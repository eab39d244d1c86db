import Foundation
import TesseraCompiler
import TesseraLive
import TesseraRuntime

// From saving a layout file to a running app holding the new layout: the real `tessera preview`
// (a release build of this checkout, or TESSERA_BIN) over a scratch folder on loopback, and the
// real client (`TesseraLive`), as an app in a debug build uses it. Each of 200 saves writes a new
// spacing and waits for the app's layout to place its second cell there; the time is from the
// write to the adapters' change notification. Run with
// `swift run --package-path Benchmarks/Live -c release LiveLatency` (see RESULTS.md).

let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let binary = ProcessInfo.processInfo.environment["TESSERA_BIN"] ?? repository.appendingPathComponent(".build/release/tessera").path
let saves = Int(ProcessInfo.processInfo.environment["LIVE_SAVES"] ?? "") ?? 200

func grid(spacing: Int) -> String {
    "layout: Grid\nflow:\n  item: {width: 100, height: 80}\n  align: leading\n  spacing: \(spacing)\n  lineSpacing: \(spacing)\n"
}

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-live-latency-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
let file = folder.appendingPathComponent("grid.yaml")
try grid(spacing: 0).write(to: file, atomically: true, encoding: .utf8)

let server = Process()
server.executableURL = URL(fileURLWithPath: binary)
server.arguments = ["preview", folder.path, "--port", "0"]
let output = Pipe()
server.standardOutput = output
try server.run()
defer { server.terminate() }
var firstLine = Data()
while !firstLine.contains(UInt8(ascii: "\n")) { firstLine += output.fileHandleForReading.availableData }
guard let address = String(decoding: firstLine, as: UTF8.self).split(separator: " ").first(where: { $0.hasPrefix("http://") }),
      let url = URL(string: String(address)) else { fatalError("the preview did not print its address") }

let live = LiveLayouts.connect(to: url, code: nil, device: "latency benchmark")
let layout = live.layout(try InterpretedLayout(yaml: grid(spacing: 0)))
let input = LayoutInput(viewport: Size(width: 10_000, height: 667), sectionCounts: [20])

/// Where the live layout puts the second cell now.
func secondCell() -> Double? {
    try? layout.prepare(input).attributes(for: .cell(1))?.frame.x
}

/// When the adapters were last told of a change.
@MainActor final class Changes {
    var last = Date.distantPast
}
let changes = Changes()
let observation = layout.observe { changes.last = Date() }

func waitFor(_ condition: @MainActor () -> Bool, seconds: Double = 10) async -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if await condition() { return true }
        try? await Task.sleep(for: .milliseconds(1))
    }
    return false
}

guard await waitFor({ layout.version != nil }) else { fatalError("the layout never arrived") }
var latencies: [Double] = []
for save in 1...saves {
    let written = Date()
    try grid(spacing: save).write(to: file, atomically: true, encoding: .utf8)
    guard await waitFor({ secondCell() == Double(100 + save) }) else { fatalError("save \(save) never arrived") }
    latencies.append(changes.last.timeIntervalSince(written) * 1000)
    // An editor's saves are seconds apart: let the preview's watcher settle between them.
    try await Task.sleep(for: .milliseconds(Int.random(in: 200...400)))
}
_ = observation
live.disconnect()
latencies.sort()
@MainActor func percentile(_ p: Double) -> Double { latencies[min(latencies.count - 1, Int((Double(latencies.count) * p).rounded(.up)) - 1)] }
print(String(format: "save to app, %d saves: p50 %.0f ms, p95 %.0f ms, max %.0f ms", saves, percentile(0.5), percentile(0.95), latencies.last ?? 0))
