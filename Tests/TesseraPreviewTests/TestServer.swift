import FlyingSocks
import Foundation
@testable import TesseraPreview

/// The preview's HTTP server on a free loopback port, in this process, with limits of the
/// test's choosing (short deadlines, few connections) and a handler of its own; and a client
/// that speaks bytes, as an attacker at the socket does.
final class TestServer: Sendable {
    let port: UInt16
    let reports: Reports
    private let task: Task<Void, any Error>

    final class Reports: @unchecked Sendable {
        private let lock = NSLock()
        private var messages: [String] = []
        func add(_ message: String) { lock.withLock { messages.append(message) } }
        var all: [String] { lock.withLock { messages } }
    }

    init(limits: ConnectionLimits = .preview, code: PairingCode? = nil, handler: @escaping HTTPListener.Handler = { _ in .error(404, "nothing") }) throws {
        let socket = try PreviewServer(host: "127.0.0.1", port: 0, api: PreviewAPI(roots: [])).listeningSocket()
        guard case .ip4(_, let port) = try socket.sockname() else { throw CocoaError(.fileReadUnknown) }
        self.port = port
        let reports = Reports()
        self.reports = reports
        var listener = HTTPListener(handler: handler)
        listener.limits = limits
        listener.pairingCode = code
        listener.report = { reports.add($0) }
        let serving = listener
        task = Task { try await serving.serve(on: socket) }
    }

    /// Stops it, and waits until every connection has ended.
    func stop() async {
        task.cancel()
        _ = try? await task.value
    }

    /// A connection to the server. No test expects one to fail, so the wait is long: in the
    /// whole suite, long tests may hold the threads the server accepts on for a minute.
    func connect() async throws -> Client {
        Client(socket: try await AsyncSocket.connected(to: sockaddr_in.inet(ip4: "127.0.0.1", port: port), timeout: 300))
    }

    /// Sends `text` on a new connection and reads until the server closes it (or `seconds` pass).
    func exchange(_ text: String, seconds: Double = 5) async throws -> Client.Reading {
        let client = try await connect()
        defer { client.close() }
        try await client.send(text)
        return await client.readUntilClosed(seconds: seconds)
    }
}

struct Client: Sendable {
    let socket: AsyncSocket

    struct Reading {
        var text: String
        /// Whether the server closed the connection (else the time ran out first).
        var closed: Bool

        var status: Int? {
            guard text.hasPrefix("HTTP/1.1 ") else { return nil }
            return Int(text.dropFirst(9).prefix(3))
        }
    }

    func send(_ text: String) async throws {
        try await socket.write(Data(text.utf8))
    }

    func close() {
        try? socket.close()
    }

    func readUntilClosed(seconds: Double) async -> Reading {
        await withTaskGroup(of: Reading?.self) { group in
            group.addTask {
                var bytes: [UInt8] = []
                while true {
                    do { bytes += try await socket.read(atMost: 64 * 1024) } catch {
                        return Reading(text: String(decoding: bytes, as: UTF8.self), closed: !(error is CancellationError))
                    }
                }
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(seconds))
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            if let first { return first }
            return await group.next().flatMap { $0 } ?? Reading(text: "", closed: false)
        }
    }

    /// Reads one answer to a request on a connection that stays open: its head and its body.
    func readAnswer(seconds: Double = 5) async throws -> String {
        try await withThrowingTaskGroup(of: String.self) { group in
            group.addTask {
                var bytes: [UInt8] = []
                while true {
                    bytes += try await socket.read(atMost: 64 * 1024)
                    let text = String(decoding: bytes, as: UTF8.self)
                    guard let end = text.range(of: "\r\n\r\n") else { continue }
                    let length = text[..<end.lowerBound].split(separator: "\r\n")
                        .first { $0.lowercased().hasPrefix("content-length:") }
                        .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
                    if text.utf8.count >= text.utf8.distance(from: text.startIndex, to: end.upperBound) + length { return text }
                }
            }
            group.addTask {
                try await Task.sleep(for: .seconds(seconds))
                throw CancellationError()
            }
            let text = try await group.next() ?? ""
            group.cancelAll()
            return text
        }
    }
}

/// Waits until `condition` holds, for about `seconds` of this task's own running; false when it never did.
func eventually(_ seconds: Double = 10, _ condition: () async -> Bool) async -> Bool {
    // Counted in tries, not on the clock: while long tests hold the machine's few threads, the
    // work waited for runs no sooner than this loop does, and a clock would give up first.
    for _ in 0..<Int(seconds * 500) {
        if await condition() { return true }
        try? await Task.sleep(for: .milliseconds(2))
    }
    return await condition()
}
