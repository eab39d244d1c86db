import FlyingSocks
import Foundation

/// One connection: requests in turn, until the client closes, asks to close, sends something
/// the server will not read, or lets a deadline pass. Each request's head is checked (origin,
/// pairing code) before a byte of its body is read.
struct HTTPConversation: Sendable {
    let handler: HTTPListener.Handler
    let pairingCode: PairingCode?
    let limits: ConnectionLimits
    let table: ConnectionTable
    /// The listening port: the code's cookie names it, so that two previews in one browser keep
    /// a cookie each.
    var port: UInt16 = 0

    func converse(on socket: AsyncSocket, id: Int) async {
        defer { try? socket.close() }
        var buffer: [UInt8] = []
        do {
            while true {
                await table.enter(.idle, id)
                guard let head = try await nextHead(from: socket, into: &buffer, id: id) else { return }
                let (length, path, query): (Int, String, [(name: String, value: String)])
                switch admission(of: head) {
                case .refused(let reply): return try await refuse(reply, on: socket, id: id)
                case .redirected(let reply):
                    guard head.bodyLength == .bytes(0) else { return try await refuse(reply, on: socket, id: id) }
                    try await write(reply, for: head, on: socket, id: id)
                    if !head.keepsAlive { return }
                    continue
                case .admitted(let bodyLength, let targetPath, let targetQuery): (length, path, query) = (bodyLength, targetPath, targetQuery)
                }
                guard await table.reserveBody(length, for: id) else {
                    return try await refuse(.error(503, "the preview is receiving as many bodies as it holds at once; send this one again in a moment"), on: socket, id: id)
                }
                let body: [UInt8]
                do {
                    body = try await readBody(length, after: head, from: socket, into: &buffer)
                    await table.releaseBody(id)
                } catch {
                    await table.releaseBody(id)
                    throw error
                }
                let polls = head.method == "GET" && Self.longPolls.contains(path)
                await table.enter(polls ? .polling : .answering, id)
                let reply = await handler(APIRequest(method: head.method, path: path, query: query, body: body))
                switch await table.end(of: id) {
                case .madeRoom(.polling)?:
                    // Answered early to make room: what the poll would have said had its wait
                    // ended now. One attempt, never waiting: the connection is being let go of.
                    _ = try? socket.socket.write(reply.encoded(keepAlive: false, includeBody: true))
                    return
                case .tooManyFromAddress(.polling)?:
                    // A 503, not the early answer: the page and the apps wait before they ask
                    // again after one, so that an address past its most does not poll in a loop.
                    var busy = HTTPReply.error(503, "this address holds \(limits.maxPollsPerAddress) long polls, the most one address may, "
                        + "and a newer one took this one's place; follow fewer layouts at once, or ask again in a moment")
                    busy.headers = [("Retry-After", "1")]
                    _ = try? socket.socket.write(busy.encoded(keepAlive: false, includeBody: true))
                    return
                default:
                    break
                }
                try await write(reply, for: head, on: socket, id: id)
                if !head.keepsAlive { return }
            }
        } catch {
            // A deadline passed: a request cut off in its head or body is told why; otherwise
            // the client went away, or the server is making room or stopping, and nothing is
            // left to answer.
            switch await table.end(of: id) {
            case .timedOut(let phase)? where phase == .head || phase == .body:
                let reply = HTTPReply.error(408, "the request's \(phase == .head ? "head" : "body") did not arrive within \(Int(limits.seconds(in: phase) ?? 0)) s; send it at once")
                _ = try? socket.socket.write(reply.encoded(keepAlive: false, includeBody: true))
            case .madeRoom(.body)?:
                let reply = HTTPReply.error(503, "the preview let go of this request to make room: its body was arriving the slowest "
                    + "while the bodies being read were at their most; send it again, at once")
                _ = try? socket.socket.write(reply.encoded(keepAlive: false, includeBody: true))
            case .tooManyFromAddress(.body)?:
                let reply = HTTPReply.error(503, "the preview let go of this request: this address was sending \(limits.maxBodiesPerAddress) bodies, "
                    + "the most one address may, and this one was arriving the slowest; send it again, at once")
                _ = try? socket.socket.write(reply.encoded(keepAlive: false, includeBody: true))
            default:
                break
            }
        }
    }

    /// Requests that wait in the handler for a change: a connection holding one may be answered
    /// early to make room (`ConnectionPhase.polling`).
    static let longPolls: Set<String> = ["/api/changes", "/api/live"]

    private enum Admission {
        case admitted(bodyLength: Int, path: String, query: [(name: String, value: String)])
        /// Answered without the handler (the page opened with the code, sent to its address without it).
        case redirected(HTTPReply)
        case refused(HTTPReply)
    }

    /// Whether the request may go on to its body and the handler, from its head alone.
    private func admission(of head: HTTPRequestHead) -> Admission {
        if let refusal = RequestOrigin.refusal(of: head) { return .refused(refusal) }
        guard let target = URLComponents(string: head.target), target.path.hasPrefix("/") else {
            return .refused(.error(400, "the request target \(head.target.prefix(200)) is not a path"))
        }
        let query = (target.queryItems ?? []).map { (name: $0.name, value: $0.value ?? "") }
        if let pairingCode {
            if let refusal = pairingCode.refusalOfTheCodeInTheAddress(head, query: query) { return .refused(refusal) }
            guard pairingCode.admits(head, query: query, port: port) else {
                // Nothing about the layouts: not even whether a path exists.
                return .refused(.error(401, "this preview serves devices on the network and asks for its pairing code (printed when it started, "
                    + "and shown on its page on that machine): in a browser, open http://\(head.authority)/?code=CODE once, "
                    + "which keeps it in a cookie; an app sends it in the X-Tessera-Code header"))
            }
            if let redirect = pairingCode.redirectKeepingTheCodeOutOfTheAddress(head, query: query, port: port) { return .redirected(redirect) }
        }
        switch head.bodyLength {
        case .bytes(let bytes) where bytes > limits.maxBodyBytes:
            return .refused(.error(413, "the body is \(bytes) bytes, more than the preview takes (\(limits.maxBodyBytes))"))
        case .bytes(let bytes): return .admitted(bodyLength: bytes, path: target.path, query: query)
        case .lengthRequired: return .refused(.error(411, "send the body with a Content-Length header, not a Transfer-Encoding"))
        case .invalid: return .refused(.error(400, "the Content-Length header is not one whole number"))
        }
    }

    /// The next request's head; nil when the client closed between requests.
    private func nextHead(from socket: AsyncSocket, into buffer: inout [UInt8], id: Int) async throws -> HTTPRequestHead? {
        var scanned = 0
        var started = !buffer.isEmpty
        if started { await table.enter(.head, id) }
        while true {
            switch HTTPRequestHead.read(buffer, scanned: scanned) {
            case .complete(let head, let bodyStart):
                buffer.removeFirst(bodyStart)
                return head
            case .tooLarge:
                try await refuse(.error(431, "the request's headers are larger than \(HTTPRequestHead.limit) bytes; send smaller ones (large cookies for this host are the usual cause)"), on: socket, id: id)
                return nil
            case .malformed(let reason):
                try await refuse(.error(400, "\(reason); the preview speaks HTTP/1.1"), on: socket, id: id)
                return nil
            case .unsupportedVersion(let version):
                try await refuse(.error(505, "the preview speaks HTTP/1.1 (and 1.0), not \(version)"), on: socket, id: id)
                return nil
            case .incomplete:
                scanned = buffer.count
                do {
                    buffer += try await socket.read(atMost: 16 * 1024)
                } catch SocketError.disconnected where buffer.isEmpty {
                    return nil
                }
                if !started {
                    started = true
                    await table.enter(.head, id)
                }
            }
        }
    }

    /// The body, `length` bytes after the head (some may be in `buffer` already).
    private func readBody(_ length: Int, after head: HTTPRequestHead, from socket: AsyncSocket, into buffer: inout [UInt8]) async throws -> [UInt8] {
        guard length > 0 else { return [] }
        var body = [UInt8]()
        body.reserveCapacity(length)
        let carried = min(length, buffer.count)
        body += buffer[..<carried]
        buffer.removeFirst(carried)
        while body.count < length {
            body += try await socket.read(atMost: min(64 * 1024, length - body.count))
        }
        return body
    }

    private func write(_ reply: HTTPReply, for head: HTTPRequestHead, on socket: AsyncSocket, id: Int) async throws {
        await table.enter(.writing, id)
        try await socket.write(reply.encoded(keepAlive: head.keepsAlive, includeBody: head.method != "HEAD"))
    }

    /// Answers and closes: after a refusal the rest of the connection's bytes cannot be framed.
    private func refuse(_ reply: HTTPReply, on socket: AsyncSocket, id: Int) async throws {
        await table.enter(.writing, id)
        try await socket.write(reply.encoded(keepAlive: false, includeBody: true))
        // Closing with unread bytes makes the kernel reset the connection, and a client still
        // sending (a 100 KB header, a body refused unread) would lose the answer. So stop
        // writing, and read what it still sends, for a second or a megabyte at most.
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
}
