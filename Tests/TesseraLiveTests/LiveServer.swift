import FlyingSocks
import Foundation
@testable import TesseraPreview

/// A real `tessera preview` server over a scratch folder, in this process, on a free loopback
/// port: what the live client talks to in the tests.
final class LiveServer: Sendable {
    let folder: URL
    let url: URL
    let api: PreviewAPI
    private let task: Task<Void, Never>

    /// Starts a server on `folder` (a new scratch folder with `files` when nil), on `port` (0: a
    /// free one), asking for `code` when given.
    static func start(files: [String: String] = [:], folder: URL? = nil, port: UInt16 = 0, code: PairingCode? = nil) async throws -> LiveServer {
        let folder = folder ?? FileManager.default.temporaryDirectory.appendingPathComponent("tessera-live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let api = PreviewAPI(roots: [folder.path])
        let server = PreviewServer(host: "127.0.0.1", port: port, api: api, pairingCode: code)
        let (addresses, continuation) = AsyncStream.makeStream(of: String.self)
        let task = Task {
            do { try await server.run { continuation.yield($0) } } catch { continuation.finish() }
        }
        guard let address = await addresses.first(where: { _ in true }), let url = URL(string: address) else {
            task.cancel()
            throw CocoaError(.fileReadUnknown)
        }
        return LiveServer(folder: folder, url: url, api: api, task: task)
    }

    private init(folder: URL, url: URL, api: PreviewAPI, task: Task<Void, Never>) {
        self.folder = folder
        self.url = url
        self.api = api
        self.task = task
    }

    var port: UInt16 { UInt16(url.port ?? 0) }

    /// Saves `text` as `name`, as an editor does.
    func save(_ name: String, _ text: String) throws {
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    /// Stops answering: the port closes.
    func stop() async {
        task.cancel()
        _ = await task.value
    }
}

/// A server on loopback that answers every request with `body`: a hostile preview.
final class FakeServer: Sendable {
    let url: URL
    private let task: Task<Void, Never>

    init(body: String, status: Int = 200) throws {
        let socket = try PreviewServer(host: "127.0.0.1", port: 0, api: PreviewAPI(roots: [])).listeningSocket()
        guard case .ip4(_, let port) = try socket.sockname() else { throw CocoaError(.fileReadUnknown) }
        url = URL(string: "http://127.0.0.1:\(port)/")!
        let reply = HTTPReply(status: status, contentType: "application/json", body: Data(body.utf8))
        let listener = HTTPListener { _ in reply }
        task = Task { try? await listener.serve(on: socket) }
    }

    func stop() async {
        task.cancel()
        _ = await task.value
    }
}

/// Waits until `condition` holds, for about `seconds` of this task's own running; false when it never did.
func eventually(_ seconds: Double = 10, _ condition: () async -> Bool) async -> Bool {
    // Counted in tries, not on the clock: while long tests hold the machine's few threads, the
    // work waited for runs no sooner than this loop does, and a clock would give up first.
    for _ in 0..<Int(seconds * 50) {
        if await condition() { return true }
        try? await Task.sleep(for: .milliseconds(20))
    }
    return await condition()
}
