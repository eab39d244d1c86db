import Foundation
import Synchronization
import Testing
@testable import TesseraLive
@testable import TesseraPreview
@_spi(Adapters) import TesseraRuntime
import TesseraCompiler

/// The live client against the real preview server, over HTTP on loopback: what an app in a
/// debug build sees while its developer saves a layout.
@Suite(.serialized) struct LiveLayoutsTests {
    static func grid(spacing: Int) -> String {
        "layout: Grid\nflow:\n  item: {width: 100, height: 80}\n  align: leading\n  spacing: \(spacing)\n  lineSpacing: \(spacing)\n"
    }

    static let input = LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [20])

    /// Where `layout` puts the second cell: it moves with the spacing.
    static func secondCell(_ layout: any TesseraLayout) throws -> Double {
        try layout.prepare(input).attributes(for: .cell(1))?.frame.x ?? -1
    }

    static func fallback(spacing: Int = 1) throws -> InterpretedLayout {
        try InterpretedLayout(yaml: grid(spacing: spacing), file: "fallback.yaml")
    }

    @Test func aSavedFileReachesTheAppAndAFileWithErrorsKeepsTheLastGoodLayout() async throws {
        let server = try await LiveServer.start(files: ["grid.yaml": Self.grid(spacing: 10)])
        let told = Told()
        let live = LiveLayouts.connect(to: server.url, code: nil, device: "test phone") { layout, diagnostics in
            told.append(layout, diagnostics)
        }
        let layout = live.layout(try Self.fallback())
        #expect(try Self.secondCell(layout) == 101, "the fallback until the server answers")
        #expect(await eventually { layout.version != nil }, "the server's layout arrives")
        #expect(try Self.secondCell(layout) == 110)

        // Saved: the app holds the new layout.
        let first = try #require(layout.version)
        try server.save("grid.yaml", Self.grid(spacing: 20))
        #expect(await eventually { (try? Self.secondCell(layout)) == 120 })
        #expect(try #require(layout.version) > first)

        // Saved with an error: the last good layout stays, and the app is told where.
        try server.save("grid.yaml", Self.grid(spacing: 20) + "  lineSpacng: 3\n")
        #expect(await eventually { !layout.diagnostics.isEmpty })
        #expect(try Self.secondCell(layout) == 120)
        let message = try #require(layout.diagnostics.first)
        #expect(message.contains("grid.yaml:7:3") && message.contains("lineSpacng"), "\(message)")
        #expect(await eventually { told.lines.contains { $0.contains("grid.yaml:7:3") } })

        // Fixed: the new layout, and no diagnostics.
        try server.save("grid.yaml", Self.grid(spacing: 30))
        #expect(await eventually { (try? Self.secondCell(layout)) == 130 })
        #expect(layout.diagnostics.isEmpty)

        // The page lists the device.
        let listed = await server.api.liveDevices()
        #expect(listed == nil, "a preview without --devices shows no device panel")
        let devices = await server.api.devices
        #expect(devices["test phone"]?.layout == "Grid")
        live.disconnect()
        await server.stop()
    }

    /// A SwiftUI body asks for its live layout every time it runs: the same name gives the same
    /// layout, with one poll on the server however often it is asked.
    @Test func askingAgainGivesTheSameLayoutAndOnePoll() async throws {
        let server = try await LiveServer.start(files: ["grid.yaml": Self.grid(spacing: 10)])
        let live = LiveLayouts.connect(to: server.url, code: nil) { _, _ in }
        let first = live.layout(try Self.fallback())
        let again = (0..<20).map { _ in live.layout(try! Self.fallback()) }
        #expect(again.allSatisfy { $0 === first })
        #expect(await eventually { first.version != nil })
        // The one poll waits for the next save.
        #expect(await eventually { await server.api.waitingPolls == 1 })
        try await Task.sleep(for: .milliseconds(300))
        #expect(await server.api.waitingPolls == 1, "one poll for one name")
        live.disconnect()
        await server.stop()
    }

    /// The app keeps its layouts, not necessarily the connection it made them with: a layout
    /// follows its file while the app holds it.
    @Test func aLayoutFollowsItsFileAfterTheConnectionIsReleased() async throws {
        let server = try await LiveServer.start(files: ["grid.yaml": Self.grid(spacing: 10)])
        var live: LiveLayouts? = LiveLayouts.connect(to: server.url, code: nil) { _, _ in }
        let layout = try #require(live?.layout(try Self.fallback()))
        #expect(await eventually { layout.version != nil })
        live = nil
        try server.save("grid.yaml", Self.grid(spacing: 20))
        #expect(await eventually { (try? Self.secondCell(layout)) == 120 }, "still following")
        await server.stop()
    }

    /// `disconnect()` while polls are between their stop check and their request: none starts on
    /// the invalidated session (Apple's URLSession raises for one), and every poll ends.
    @Test func disconnectingWhilePollsStartIsSafe() async throws {
        let server = try await LiveServer.start(files: ["grid.yaml": Self.grid(spacing: 10)])
        for round in 0..<20 {
            let live = LiveLayouts.connect(to: server.url, code: nil) { _, _ in }
            let layouts = (0..<4).map { index in live.layout(try! InterpretedLayout(yaml: "layout: L\(index)\nline:\n  item: {width: 10, height: 10}\n")) }
            if round % 2 == 0 { try await Task.sleep(for: .milliseconds(round)) }
            live.disconnect()
            #expect(layouts.count == 4)
        }
        #expect(await eventually(20) { await server.api.waitingPolls == 0 }, "every poll ended")
        await server.stop()
    }

    @Test func theAdaptersLayOutAgainKeepingTheFirstVisibleItemInPlace() async throws {
        let server = try await LiveServer.start(files: ["grid.yaml": Self.grid(spacing: 10)])
        let live = LiveLayouts.connect(to: server.url, code: nil)
        let layout = live.layout(try Self.fallback())
        #expect(await eventually { layout.version != nil })
        let changes = Told()
        let observation = layout.observe { changes.append("Grid", ["changed"]) }
        // The SwiftUI collection's core, scrolled well into the grid.
        var lazy = LazyCollectionCore(layout: layout)
        let view = CollectionViewBounds(Rect(x: 0, y: 2_000, width: 375, height: 667))
        _ = lazy.update(view: view, sectionCounts: [300]) { nil }
        let anchor = try #require(lazy.firstVisibleCell)
        let before = try #require(lazy.elements.first { $0.id == anchor }).frame.y - 2_000

        try server.save("grid.yaml", Self.grid(spacing: 40))
        #expect(await eventually { changes.lines.count == 1 }, "the adapters are told once")
        lazy.layoutDidChange()
        let outcome = lazy.update(view: nil, sectionCounts: [300]) { nil }
        let offset = try #require(outcome.scrollTo, "the view scrolls to keep the item in place")
        let after = try #require(lazy.elements.first { $0.id == anchor }).frame.y - offset.y
        #expect(after == before, "\(anchor) was \(before) from the top, now \(after)")
        _ = observation
        live.disconnect()
        await server.stop()
    }

    @Test func aWrongOrMissingCodeIsRefusedAndTheRightOneAdmitted() async throws {
        let code = PairingCode(value: "ABCD2345")
        let server = try await LiveServer.start(files: ["grid.yaml": Self.grid(spacing: 10)], code: code)
        for offered in [nil, "WRONG999", "ABCD234"] as [String?] {
            let live = LiveLayouts.connect(to: server.url, code: offered) { _, _ in }
            let layout = live.layout(try Self.fallback())
            #expect(await eventually { layout.diagnostics.contains { $0.contains("pairing code") } }, "\(offered ?? "no code")")
            let second = try Self.secondCell(layout)
            #expect(layout.version == nil && second == 101, "the fallback stays")
            live.disconnect()
        }
        let live = LiveLayouts.connect(to: server.url, code: "abcd2345") { _, _ in }
        let layout = live.layout(try Self.fallback())
        #expect(await eventually { layout.version != nil }, "the code, typed in lower case")
        live.disconnect()
        await server.stop()
    }

    @Test func theServerGoneAndBackTheAppKeepsItsLayoutAndReconnects() async throws {
        let server = try await LiveServer.start(files: ["grid.yaml": Self.grid(spacing: 10)])
        let live = LiveLayouts.connect(to: server.url, code: nil) { _, _ in }
        let layout = live.layout(try Self.fallback())
        #expect(await eventually { (try? Self.secondCell(layout)) == 110 })
        await server.stop()
        #expect(await eventually { layout.diagnostics.contains { $0.contains("cannot reach") } })
        #expect(try Self.secondCell(layout) == 110, "the last layout stays")
        // The laptop wakes: the preview starts again on the same port, the file changed meanwhile.
        try Self.grid(spacing: 50).write(to: server.folder.appendingPathComponent("grid.yaml"), atomically: true, encoding: .utf8)
        let again = try await LiveServer.start(folder: server.folder, port: server.port)
        #expect(await eventually(15) { (try? Self.secondCell(layout)) == 150 }, "reconnected, with backoff")
        live.disconnect()
        await again.stop()
    }

    @Test func aBurstOfSavesReachesTheAppAsFewUpdatesEndingWithTheLast() async throws {
        let server = try await LiveServer.start(files: ["grid.yaml": Self.grid(spacing: 1)])
        let live = LiveLayouts.connect(to: server.url, code: nil)
        let layout = live.layout(try Self.fallback(spacing: 0))
        #expect(await eventually { layout.version != nil })
        let changes = Told()
        let observation = layout.observe { changes.append("Grid", ["changed"]) }
        for spacing in 2...101 {
            try server.save("grid.yaml", Self.grid(spacing: spacing))
            try await Task.sleep(for: .milliseconds(2))
        }
        #expect(await eventually { (try? Self.secondCell(layout)) == 201 }, "the last save arrives")
        try await Task.sleep(for: .milliseconds(500))
        #expect(changes.lines.count <= 10, "\(changes.lines.count) updates for 100 saves")
        _ = observation
        live.disconnect()
        await server.stop()
    }

    /// A server that answers what a preview never sends: each is refused, and the app keeps its layout.
    @Test(arguments: [
        "not json at all",
        #"{"version": 5}"#,
        #"{"version": "five", "compiled": "{}"}"#,
        #"{"version": 5, "compiled": "{\"format\": 99}"}"#,
        #"{"version": 5, "compiled": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}"#,
    ])
    func aHostileAnswerIsKeptOut(body: String) async throws {
        let fake = try FakeServer(body: body)
        let live = LiveLayouts.connect(to: fake.url, code: nil) { _, _ in }
        let layout = live.layout(try Self.fallback())
        #expect(await eventually { layout.diagnostics.contains { $0.contains("refused") } }, "\(body)")
        let second = try Self.secondCell(layout)
        #expect(layout.version == nil && second == 101)
        live.disconnect()
        await fake.stop()
    }

    @Test func anAnswerLargerThanALayoutIsRefusedUnread() {
        let big = Data(repeating: UInt8(ascii: " "), count: LiveLayouts.maximumAnswerBytes + 1)
        guard case .problem(let problem) = LiveAnswer.read(big, status: 200, name: "Grid", since: -1, limit: LiveLayouts.maximumAnswerBytes) else {
            Issue.record("a huge answer was taken")
            return
        }
        #expect(problem.contains("refused"))
    }
}

/// What the app was told, from the main actor, read by the test.
final class Told: Sendable {
    private let state = Mutex<[String]>([])
    var lines: [String] { state.withLock { $0 } }
    func append(_ layout: String, _ diagnostics: [String]) {
        state.withLock { $0 += diagnostics }
    }
}
