import FlyingSocks
import Foundation
import TesseraRuntime

/// The preview's HTTP/1.1 server: accepts connections on a listening socket and answers each
/// request with what `handler` returns. FlyingSocks does the sockets; the protocol is here, so
/// that every request it will not read gets an answer (400, 401, 403, 408, 411, 413, 431, 503,
/// 505) before the close, and no client can stop it: the accept loop outlives every error but
/// a closed socket, connections are capped and each phase of one has a deadline
/// (`ConnectionLimits`).
struct HTTPListener: Sendable {
    typealias Handler = @Sendable (APIRequest) async -> HTTPReply

    let handler: Handler
    /// The code every request must carry, when the preview serves devices on the network.
    var pairingCode: PairingCode?
    var limits = ConnectionLimits.preview
    /// Told, once each, what the server does about a client or the system: out of descriptors,
    /// at its most connections. The command prints it.
    var report: @Sendable (String) -> Void = { _ in }

    init(handler: @escaping Handler) {
        self.handler = handler
    }

    /// Accepts connections until the task is cancelled, then ends them and closes the socket.
    func serve(on socket: Socket) async throws {
        defer { try? socket.close() }
        let pool = Self.pool()
        try await pool.prepare()
        let listening = try AsyncSocket(socket: socket, pool: pool)
        let descriptors = DescriptorLimit.raise(toward: limits.maxConnections + ConnectionLimits.reservedDescriptors * 2)
        let table = ConnectionTable(limits: limits, capacity: limits.capacity(descriptorLimit: descriptors, open: DescriptorLimit.open()), report: report)
        var conversation = HTTPConversation(handler: handler, pairingCode: pairingCode, limits: limits, table: table)
        if case .ip4(_, let port)? = try? socket.sockname() { conversation.port = port }
        if case .ip6(_, let port)? = try? socket.sockname() { conversation.port = port }
        let serving = conversation
        do {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { try await pool.run() }
                group.addTask { try await self.accept(on: listening, pool: pool, table: table, conversation: serving) }
                group.addTask { try await Self.keepDeadlines(table, every: limits.tickSeconds) }
                try await group.next()
                group.cancelAll()
            }
        } catch {
            await Self.endAll(table)
            throw error
        }
        await Self.endAll(table)
    }

    private static func endAll(_ table: ConnectionTable) async {
        for task in await table.endAll() { await task.value }
    }

    private func accept(on listening: AsyncSocket, pool: some AsyncSocketPool, table: ConnectionTable, conversation: HTTPConversation) async throws {
        var pause = Duration.zero
        while true {
            // Connections let go of close at once (their tasks are cancelled); until they have,
            // no more are taken, and the connections wait in the kernel's queue.
            while await !table.hasRoom { try await Task.sleep(for: .milliseconds(2)) }
            let socket: AsyncSocket
            do {
                socket = try await Self.acceptOne(on: listening, pool: pool)
                pause = .zero
            } catch SocketError.failed(_, let code, let message) {
                switch AcceptFailure(errno: code) {
                case .retry:
                    continue
                case .outOfResources:
                    // Connections end and give their descriptors back: make room, wait a little
                    // longer each time (as Go's server does, 5 ms up to 1 s), and go on.
                    await table.sayOnce("descriptors", "the preview is out of descriptors (\(message), with \(await table.count) connections open); "
                        + "it closes the connections waiting longest and goes on (raise the limit with `ulimit -n` to hold more)")
                    await table.endLongestWaiting()
                    pause = min(max(pause * 2, .milliseconds(5)), .seconds(1))
                    try await Task.sleep(for: pause)
                    continue
                case .fatal:
                    throw SocketError.failed(type: "Accept", errno: code, message: message)
                }
            }
            let peer: String
            switch try? socket.socket.remotePeer() {
            case .ip4(let address, _)?: peer = address
            case .ip6(let address, _)?: peer = address
            default: peer = ""
            }
            guard let id = await table.open(peer: peer) else {
                let busy = HTTPReply.error(503, "the preview is answering as many requests as it holds at once; try again in a moment")
                // One attempt, never waiting: the client may not be reading.
                _ = try? socket.socket.write(busy.encoded(keepAlive: false, includeBody: true))
                try? socket.close()
                continue
            }
            let task = Task {
                await conversation.converse(on: socket, id: id)
                await table.close(id)
            }
            await table.attach(task, to: id)
        }
    }

    /// The next connection, waiting for one; its descriptor closed again if it cannot be used.
    private static func acceptOne(on listening: AsyncSocket, pool: some AsyncSocketPool) async throws -> AsyncSocket {
        while true {
            let file: Socket.FileDescriptor
            do {
                file = try listening.socket.accept().file
            } catch SocketError.blocked {
                try await pool.suspendSocket(listening.socket, untilReadyFor: .connection)
                continue
            }
            let socket = Socket(file: file)
            do {
                return try AsyncSocket(socket: socket, pool: pool)
            } catch {
                try? socket.close()
                throw error
            }
        }
    }

    private static func keepDeadlines(_ table: ConnectionTable, every seconds: Double) async throws {
        while true {
            try await Task.sleep(for: .seconds(seconds))
            await table.endExpired()
        }
    }

    private static func pool() -> some AsyncSocketPool {
        #if canImport(Darwin)
        return .kQueue()
        #elseif os(Linux)
        return .ePoll()
        #else
        return .poll()
        #endif
    }
}
