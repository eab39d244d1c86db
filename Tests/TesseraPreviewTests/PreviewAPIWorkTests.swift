import Dispatch
import Foundation
import Testing
import TesseraRuntime
@testable import TesseraPreview

/// What one request may cost the server and whom it makes wait: the work's limits, the lanes
/// that keep a long preparation from holding the rest, and long polls that wait on the watcher.
@Suite struct PreviewAPIWorkTests {
    static func get(_ api: PreviewAPI, _ path: String, _ query: [(String, String)]) async -> APIResponse {
        await PreviewAPITests.get(api, path, query)
    }

    static func error(_ response: APIResponse) -> String {
        if case .string(let message)? = PreviewAPITests.member(response.json, "error") { return message }
        return ""
    }

    @Test func requestsPastWhatAPreviewNeedsAreRefusedWithTheLimit() async throws {
        let directory = try PreviewAPITests.workspace()
        let api = PreviewAPI(roots: [directory.path])
        let mosaic = directory.path + "/mosaic.yaml", waterfall = directory.path + "/waterfall.yaml"
        let screen = [("width", "375"), ("height", "667")]
        let many = await Self.get(api, "/api/frames", [("file", mosaic), ("items", "1000001")] + screen)
        #expect(many.status == 413 && Self.error(many).contains("1000000") && Self.error(many).contains("tessera frames"), "\(Self.error(many))")
        #expect(await Self.get(api, "/api/frames", [("file", mosaic), ("items", "1000000")] + screen).status == 200)
        // Sized by data: a size each, in the answer; the page runs any count of a layout that is not.
        let sized = await Self.get(api, "/api/compiled", [("file", waterfall), ("items", "200001")])
        #expect(sized.status == 413 && Self.error(sized).contains("200000"), "\(Self.error(sized))")
        #expect(await Self.get(api, "/api/compiled", [("file", waterfall), ("items", "200000")]).status == 200)
        #expect(await Self.get(api, "/api/compiled", [("file", mosaic), ("items", "50000000")]).status == 200)
        let upload = await api.respond(to: APIRequest(method: "POST", path: "/api/sizes", body: Array(("[" + Array(repeating: "1", count: 200_001).joined(separator: ",") + "]").utf8)))
        #expect(upload.status == 413 && Self.error(upload).contains("--sizes"), "\(Self.error(upload))")
        // Kept drivers hold at most two million items in all, however many are asked for.
        for count in [900_000, 800_000, 700_000, 600_000] {
            #expect(await Self.get(api, "/api/frames", [("file", mosaic), ("items", String(count))] + screen).status == 200)
        }
        #expect(await api.keptItems <= PreviewLimits.maxKeptItems)
        #expect(await api.keptItems >= 600_000)
    }

    /// A request that prepares a layout afresh runs in its own lane: while that lane is held,
    /// the list, a device's live layout and a request on a kept driver are answered, and the
    /// preparation waits its turn.
    @Test func aLongPreparationDoesNotHoldOtherRequests() async throws {
        let directory = try PreviewAPITests.workspace()
        let api = PreviewAPI(roots: [directory.path])
        let mosaic = directory.path + "/mosaic.yaml"
        let screen = [("width", "375"), ("height", "667")]
        #expect(await Self.get(api, "/api/frames", [("file", mosaic), ("items", "100")] + screen).status == 200)
        // A preparation under way, as long as the test likes.
        let gate = DispatchSemaphore(value: 0)
        let holding = Task { try await api.work.run(.preparing) { gate.wait() } }
        try #require(await eventually { await api.work.running(.preparing) == 1 })
        let finished = Finished()
        let fresh = Task {
            let response = await Self.get(api, "/api/frames", [("file", mosaic), ("items", "5000")] + screen)
            await finished.mark("fresh")
            return response.status
        }
        try #require(await eventually { await api.work.waiting(.preparing) == 1 })
        #expect(await Self.get(api, "/api/layouts", []).status == 200)
        #expect(await Self.get(api, "/api/live", [("layout", "Mosaic")]).status == 200)
        #expect(await Self.get(api, "/api/frames", [("file", mosaic), ("items", "100"), ("offset", "0,300")] + screen).status == 200)
        await finished.mark("others")
        gate.signal()
        try await holding.value
        #expect(await fresh.value == 200)
        #expect(await finished.order == ["others", "fresh"])
    }

    @Test func preparationsPastTheQueueAreTurnedAwayAndTheRestRunInTurn() async throws {
        let queue = WorkQueue(quick: 1, preparing: 1, maxWaitingPreparations: 1)
        let gate = DispatchSemaphore(value: 0)
        let first = Task { try await queue.run(.preparing) { gate.wait(); return 1 } }
        try #require(await eventually { await queue.running(.preparing) == 1 })
        let second = Task { try await queue.run(.preparing) { 2 } }
        try #require(await eventually { await queue.waiting(.preparing) == 1 })
        await #expect(throws: WorkQueue.Busy.self) { try await queue.run(.preparing) { 3 } }
        // The quick lane is not held by the preparation.
        #expect(try await queue.run(.quick) { 4 } == 4)
        gate.signal()
        #expect(try await first.value == 1)
        #expect(try await second.value == 2)
    }

    /// Long polls wait on the watcher: fifty waiting cost no work until a file changes, and then
    /// each is answered at once with the new version.
    @Test func longPollsWaitForAChangeInsteadOfAskingAgain() async throws {
        let directory = try PreviewAPITests.workspace()
        let api = PreviewAPI(roots: [directory.path])
        let page = try #require(PageAssets.directory())
        let live = await Self.get(api, "/api/live", [("layout", "Mosaic")])
        guard case .number(let since)? = PreviewAPITests.member(live.json, "version") else { Issue.record("no version"); return }
        // Twenty devices: enough to see that none asks again. Their polls wait ten minutes, not
        // the server's ten seconds, so that on a loaded machine the first still waits when the
        // last starts.
        let polls = (0..<20).map { index in
            Task {
                await PreviewServer.answer(APIRequest(path: "/api/live", query: [("layout", "Mosaic"), ("since", String(Int(since))), ("device", "phone \(index)")]),
                                           api: api, page: page, wait: 600)
            }
        }
        let version = await api.version
        let changes = Task {
            await PreviewServer.answer(APIRequest(path: "/api/changes", query: [("since", String(version))]), api: api, page: page, wait: 600)
        }
        try #require(await eventually(60) { await api.waitingPolls == 21 }, "the polls wait on the watcher")
        let text = try String(contentsOf: directory.appendingPathComponent("mosaic.yaml"), encoding: .utf8)
        try text.replacingOccurrences(of: "spacing: 2", with: "spacing: 3").write(to: directory.appendingPathComponent("mosaic.yaml"), atomically: true, encoding: .utf8)
        await api.refresh()
        await api.refresh()
        for poll in polls {
            let reply = await poll.value
            #expect(reply.status == 200)
            #expect(String(decoding: reply.body, as: UTF8.self).contains("\"version\":\(Int(since) + 1)"))
        }
        #expect(await changes.value.status == 200)
        #expect(await api.waitingPolls == 0)
    }

    /// An app follows a layout by its `layout:` name, whatever the file is called, also while
    /// the file has errors: it is told them instead of "no such layout".
    @Test func aLayoutFollowedByNameKeepsItsNameWhileItsFileHasErrors() async throws {
        let directory = try PreviewAPITests.workspace()
        let file = directory.appendingPathComponent("cards.yaml")
        try "layout: Deck\nline:\n  item: {width: 50, height: 50}\n".write(to: file, atomically: true, encoding: .utf8)
        try "layout: Other\nline:\n  item: {width: wrong, height: 50}\n".write(to: directory.appendingPathComponent("broken.yaml"), atomically: true, encoding: .utf8)
        let api = PreviewAPI(roots: [directory.path])
        #expect(PreviewAPITests.member(await Self.get(api, "/api/live", [("layout", "Deck")]).json, "compiled") != nil)
        try "layout: Deck\nline:\n  item: {width: 5 +, height: 50}\n".write(to: file, atomically: true, encoding: .utf8)
        await api.refresh()
        await api.refresh()
        for name in ["Deck", "Other"] {
            let broken = await Self.get(api, "/api/live", [("layout", name)])
            #expect(broken.status == 200 && PreviewAPITests.member(broken.json, "diagnostics") != nil, "\(name): \(broken.json)")
        }
    }

    /// The list carries what `tessera validate` says of a valid layout, warnings included.
    @Test func theListCarriesValidatesWarnings() async throws {
        let directory = try PreviewAPITests.workspace()
        try "layout: Tiny\nline:\n  item: {width: 20, height: 20}\n".write(to: directory.appendingPathComponent("tiny.yaml"), atomically: true, encoding: .utf8)
        let api = PreviewAPI(roots: [directory.path])
        guard case .array(let layouts)? = PreviewAPITests.member(await Self.get(api, "/api/layouts", []).json, "layouts"),
              let tiny = layouts.first(where: { PreviewAPITests.member($0, "label") == .string("tiny.yaml") }),
              case .array(let diagnostics)? = PreviewAPITests.member(tiny, "diagnostics") else {
            Issue.record("no list")
            return
        }
        #expect(PreviewAPITests.member(tiny, "valid") == .bool(true))
        #expect(diagnostics.contains { PreviewAPITests.member($0, "severity") == .string("warning") && "\(PreviewAPITests.member($0, "message") ?? .null)".contains("touch target") },
                "\(diagnostics)")
    }
}

/// The order in which tasks finished.
actor Finished {
    private(set) var order: [String] = []
    func mark(_ name: String) { order.append(name) }
}
