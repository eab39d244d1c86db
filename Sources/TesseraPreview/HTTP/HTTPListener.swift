import FlyingSocks
import Foundation
import TesseraRuntime

/// The preview's HTTP/1.1 server: accepts connections on a listening socket and answers each
/// request with what `handler` returns. FlyingSocks does the sockets; the protocol is here, so
/// that every request it will not read gets an answer (400, 411, 413, 431) before the close.
struct HTTPListener: Sendable {
    typealias Handler = @Sendable (APIRequest) async -> HTTPReply

    let handler: Handler
    /// The code every request must carry, when the preview serves devices on the network.
    var pairingCode: PairingCode?

    /// Accepts connections until the task is cancelled, then closes the socket.
    func serve(on socket: Socket) async throws {
        defer { try? socket.close() }
        let pool = Self.pool()
        try await pool.prepare()
        let listening = try AsyncSocket(socket: socket, pool: pool)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await pool.run() }
            group.addTask { try await self.accept(on: listening) }
            try await group.next()
            group.cancelAll()
        }
    }

    private func accept(on listening: AsyncSocket) async throws {
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
            try await withThrowingDiscardingTaskGroup { group in
                for try await connection in listening.sockets {
                    group.addTask { await self.converse(on: connection) }
                }
            }
        } else {
            // Older Apple systems have no discarding group: each finished conversation keeps a
            // few bytes until the server stops.
            try await withThrowingTaskGroup(of: Void.self) { group in
                for try await connection in listening.sockets {
                    group.addTask { await self.converse(on: connection) }
                }
            }
        }
    }

    /// One connection: requests in turn, until the client closes, asks to close, or sends
    /// something the server will not read.
    func converse(on socket: AsyncSocket) async {
        defer { try? socket.close() }
        var buffer: [UInt8] = []
        do {
            while true {
                let (head, bodyStart): (HTTPRequestHead, Int)
                switch try await readHead(from: socket, into: &buffer) {
                case nil: return
                case .complete(let complete, let start)?: (head, bodyStart) = (complete, start)
                case .tooLarge?:
                    return try await refuse(.error(431, "the request's headers are larger than \(HTTPRequestHead.limit) bytes; send smaller ones (large cookies for this host are the usual cause)"), on: socket)
                case .malformed(let reason)?:
                    return try await refuse(.error(400, "\(reason); the preview speaks HTTP/1.1"), on: socket)
                case .unsupportedVersion(let version)?:
                    return try await refuse(.error(505, "the preview speaks HTTP/1.1 (and 1.0), not \(version)"), on: socket)
                case .incomplete?: return  // not returned: readHead reads until the head is whole
                }
                let length: Int
                switch head.bodyLength {
                case .bytes(let bytes) where bytes > Limits.maxFileBytes:
                    return try await refuse(.error(413, "the body is larger than \(Limits.maxFileBytes) bytes"), on: socket)
                case .bytes(let bytes): length = bytes
                case .lengthRequired:
                    return try await refuse(.error(411, "send the body with a Content-Length header, not a Transfer-Encoding"), on: socket)
                case .invalid:
                    return try await refuse(.error(400, "the Content-Length header is not one whole number"), on: socket)
                }
                while buffer.count < bodyStart + length {
                    buffer += try await socket.read(atMost: min(64 * 1024, bodyStart + length - buffer.count))
                }
                let body = Array(buffer[bodyStart ..< bodyStart + length])
                buffer.removeFirst(bodyStart + length)
                guard let target = URLComponents(string: head.target), target.path.hasPrefix("/") else {
                    return try await refuse(.error(400, "the request target \(head.target) is not a path"), on: socket)
                }
                let query = (target.queryItems ?? []).map { (name: $0.name, value: $0.value ?? "") }
                var reply: HTTPReply
                if let refusal = RequestOrigin.refusal(of: head) {
                    reply = refusal
                } else if let pairingCode, !pairingCode.admits(head, query: query) {
                    // Nothing about the layouts: not even whether a path exists.
                    reply = .error(401, "this preview serves devices on the network and asks for its pairing code: open the address "
                        + "it printed (with ?code=), or send the code in the X-Tessera-Code header")
                } else {
                    reply = await handler(APIRequest(method: head.method, path: target.path, query: query, body: body))
                    // The page was opened with the code in its address: its later requests carry it as a cookie.
                    if let pairingCode, query.contains(where: { $0.name == "code" }) { reply.headers.append(pairingCode.cookieHeader) }
                }
                try await socket.write(reply.encoded(keepAlive: head.keepsAlive, includeBody: head.method != "HEAD"))
                if !head.keepsAlive { return }
            }
        } catch {
            // The client went away, or the server is stopping: nothing is left to answer.
        }
    }

    /// Reads until `buffer` starts with a whole head or one that cannot be read; nil when the
    /// client closed between requests.
    private func readHead(from socket: AsyncSocket, into buffer: inout [UInt8]) async throws -> HTTPRequestHead.Reading? {
        var scanned = 0
        while true {
            let reading = HTTPRequestHead.read(buffer, scanned: scanned)
            guard reading == .incomplete else { return reading }
            scanned = buffer.count
            do {
                buffer += try await socket.read(atMost: 16 * 1024)
            } catch SocketError.disconnected where buffer.isEmpty {
                return nil
            }
        }
    }

    /// Answers and closes: after a refusal the rest of the connection's bytes cannot be framed.
    private func refuse(_ reply: HTTPReply, on socket: AsyncSocket) async throws {
        try await socket.write(reply.encoded(keepAlive: false, includeBody: true))
        // Closing with unread bytes makes the kernel reset the connection, and a client still
        // sending (a 100 KB header) would lose the answer. So stop writing, and read what it
        // still sends, for a second or a megabyte at most.
        _ = shutdown(socket.socket.file.rawValue, Int32(SHUT_WR))
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                var drained = 0
                while drained < 1 << 20, let bytes = try? await socket.read(atMost: 64 * 1024) { drained += bytes.count }
            }
            group.addTask { try? await Task.sleep(for: .seconds(1)) }
            await group.next()
            group.cancelAll()
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
