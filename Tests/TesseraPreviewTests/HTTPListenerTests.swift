import FlyingSocks
import Foundation
import Testing
@testable import TesseraPreview

/// The server against clients that do not play fair, through real sockets: what it reads before
/// it has checked the code, how long it waits for each part of a request, how many connections
/// it holds and which it lets go. Short limits keep each test within a second or two.
@Suite struct HTTPListenerTests {
    static let fast = ConnectionLimits(maxConnections: 8, headSeconds: 0.4, bodySeconds: 0.4, idleSeconds: 0.4, writeSeconds: 0.4,
                                       maxBodyBytes: 1_000, bodyBudgetBytes: 2_500, tickSeconds: 0.05)
    static let ok: HTTPListener.Handler = { request in
        HTTPReply(status: 200, contentType: "text/plain", body: Data("\(request.method) \(request.path) \(request.body.count)".utf8))
    }

    /// A client without the code gets its 401 on the head, before it has sent a byte of the
    /// body it announced: the body is never read, so it costs the server nothing.
    @Test func theCodeIsCheckedOnTheHeadBeforeAnyBodyIsRead() async throws {
        let server = try TestServer(code: PairingCode(value: "ABCD2345"), handler: Self.ok)
        defer { Task { await server.stop() } }
        // The body is never sent: an answer that waited for it would never come.
        let client = try await server.connect()
        defer { client.close() }
        try await client.send("POST /api/sizes HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 8000000\r\n\r\n")
        let answer = try await client.readAnswer()
        #expect(answer.hasPrefix("HTTP/1.1 401 "), "\(answer)")
        #expect(answer.contains("http://127.0.0.1/?code=CODE") && answer.contains("X-Tessera-Code"))
        let paired = try await server.exchange("POST /api/sizes HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Tessera-Code: abcd2345\r\nContent-Length: 3\r\nConnection: close\r\n\r\nabc")
        #expect(paired.status == 200 && paired.text.hasSuffix("POST /api/sizes 3"), "\(paired.text)")
    }

    /// Opened with the code in its address, the page is sent to the same address without it,
    /// with a cookie named for this port; the cookie of another port's preview is not this one's.
    @Test func thePageOpenedWithTheCodeLosesItFromTheAddressAndKeepsItInACookieForItsPort() async throws {
        let server = try TestServer(code: PairingCode(value: "ABCD2345"), handler: Self.ok)
        defer { Task { await server.stop() } }
        let opened = try await server.exchange("GET /?code=ABCD2345&x=a%20b HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        #expect(opened.status == 303, "\(opened.text)")
        #expect(opened.text.contains("\r\nLocation: /?x=a%20b\r\n"))
        #expect(opened.text.contains("\r\nSet-Cookie: tessera-code-\(server.port)=ABCD2345; Path=/; HttpOnly; SameSite=Strict\r\n"))
        let withCookie = try await server.exchange("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: a=b; tessera-code-\(server.port)=ABCD2345\r\nConnection: close\r\n\r\n")
        #expect(withCookie.status == 200)
        let otherPort = try await server.exchange("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: tessera-code-\(server.port &+ 1)=ABCD2345\r\nConnection: close\r\n\r\n")
        #expect(otherPort.status == 401)
        let wrong = try await server.exchange("GET /?code=WRONG234 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        #expect(wrong.status == 401 && !wrong.text.contains("Set-Cookie"))
    }

    /// A body over the limit is refused before it is read; past the budget of bodies arriving at
    /// once, the slowest (the one arriving longest) is let go of with a 503 that says to send it
    /// again, and the new one is read.
    @Test func aBodyOverTheLimitIsRefusedAndPastTheBudgetTheSlowestMakesRoom() async throws {
        // Bodies under way for as long as the test takes, however loaded the machine.
        var limits = Self.fast
        limits.bodySeconds = 60
        let server = try TestServer(limits: limits, handler: Self.ok)
        defer { Task { await server.stop() } }
        let large = try await server.exchange("POST /x HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1001\r\n\r\n")
        #expect(large.status == 413 && large.text.contains("1001"), "\(large.text)")
        // Two bodies of 1,000 bytes under way (the budget is 2,500): a third takes the first's place.
        let first = try await server.connect(), second = try await server.connect()
        defer { first.close(); second.close() }
        for client in [first, second] {
            try await client.send("POST /x HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1000\r\n\r\nabc")
            try await Task.sleep(for: .milliseconds(50))
        }
        let third = try await server.exchange("POST /x HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Length: 1000\r\n\r\n"
            + String(repeating: "x", count: 1000), seconds: 3)
        #expect(third.status == 200 && third.text.hasSuffix("POST /x 1000"), "\(third.text)")
        let slowest = await first.readUntilClosed(seconds: 3)
        #expect(slowest.status == 503 && slowest.text.contains("send it again"), "\(slowest.text)")
        #expect(server.reports.all.contains { $0.contains("each new one takes the place of the slowest") }, "\(server.reports.all)")
    }

    /// A head or a body that stops coming is answered 408 when its time is up; a connection that
    /// says nothing is closed without a word.
    @Test func slowHeadsAndBodiesAre408AndSilentConnectionsAreClosed() async throws {
        let server = try TestServer(limits: Self.fast, handler: Self.ok)
        defer { Task { await server.stop() } }
        let head = try await server.exchange("GET /x HTTP/1.1\r\nHost: 127.0.0.1\r\n", seconds: 3)
        #expect(head.status == 408 && head.closed && head.text.contains("head"), "\(head.text)")
        let body = try await server.exchange("POST /x HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 10\r\n\r\nabc", seconds: 3)
        #expect(body.status == 408 && body.closed && body.text.contains("body"), "\(body.text)")
        let silent = try await server.exchange("", seconds: 3)
        #expect(silent.closed && silent.text.isEmpty)
        // Idle after an answer: the same.
        let client = try await server.connect()
        defer { client.close() }
        try await client.send("GET /x HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(try await client.readAnswer().hasPrefix("HTTP/1.1 200 "))
        let after = await client.readUntilClosed(seconds: 3)
        #expect(after.closed && after.text.isEmpty)
    }

    /// At its most connections the server lets go of the one that has waited longest for its
    /// request, so that a client that asks at once is answered however many others sit idle;
    /// a connection being answered (a long poll) is never let go.
    @Test func atTheCapTheLongestWaitingMakesRoomAndAnsweringOnesAreKept() async throws {
        var limits = Self.fast
        limits.idleSeconds = 60
        limits.headSeconds = 60
        let gate = Gate()
        let server = try TestServer(limits: limits) { request in
            if request.path == "/hold" { await gate.wait() }
            return HTTPReply(status: 200, contentType: "text/plain", body: Data("done".utf8))
        }
        defer { Task { await server.stop() } }
        var idle: [Client] = []
        for _ in 0..<8 {
            idle.append(try await server.connect())
            try await Task.sleep(for: .milliseconds(5))
        }
        defer { for client in idle { client.close() } }
        // The ninth asks and is answered; the first idle one was let go for it.
        let asked = try await server.exchange("GET /x HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", seconds: 3)
        #expect(asked.status == 200, "\(asked.text)")
        let oldest = await idle[0].readUntilClosed(seconds: 2)
        #expect(oldest.closed && oldest.text.isEmpty)
        #expect(server.reports.all.contains { $0.contains("holds 8 connections, its most") }, "\(server.reports.all)")
        // Eight long polls fill it: none is let go, and a new connection is told it is busy.
        var polls: [Client] = []
        for _ in 0..<8 {
            let client = try await server.connect()
            try await client.send("GET /hold HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            polls.append(client)
            try await Task.sleep(for: .milliseconds(20))
        }
        // Each poll's request read and being answered (a busy machine reads them late): only then
        // is none of them a connection waiting for its request, which the cap would let go of.
        for _ in 0..<500 where await gate.arrived < 8 { try await Task.sleep(for: .milliseconds(10)) }
        #expect(await gate.arrived == 8)
        let refused = try await server.exchange("GET /x HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", seconds: 3)
        #expect(refused.status == 503, "\(refused.text)")
        await gate.open()
        for poll in polls {
            #expect(try await poll.readAnswer().hasSuffix("done"))
            poll.close()
        }
    }

    /// Stopping the server ends every connection, idle or being answered, and returns.
    @Test func stoppingEndsEveryConnection() async throws {
        let server = try TestServer(handler: { _ in
            try? await Task.sleep(for: .seconds(60))
            return .error(500, "late")
        })
        let idle = try await server.connect(), waiting = try await server.connect()
        try await waiting.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        try await Task.sleep(for: .milliseconds(100))
        await server.stop()
        #expect(await idle.readUntilClosed(seconds: 2).closed)
        #expect(await waiting.readUntilClosed(seconds: 2).closed)
    }

    @Test func acceptErrorsAreSortedByWhatTheyMeanForTheLoop() {
        for code in [ECONNABORTED, EINTR, EPROTO, ECONNRESET, EPERM] { #expect(AcceptFailure(errno: code) == .retry, "\(code)") }
        for code in [EMFILE, ENFILE, ENOBUFS, ENOMEM] { #expect(AcceptFailure(errno: code) == .outOfResources, "\(code)") }
        for code in [EBADF, EINVAL, ENOTSOCK] { #expect(AcceptFailure(errno: code) == .fatal, "\(code)") }
    }

    @Test func theConnectionsHeldFollowTheDescriptorLimit() {
        #expect(ConnectionLimits.preview.capacity(descriptorLimit: 256) == 224)
        #expect(ConnectionLimits.preview.capacity(descriptorLimit: 1_048_576) == 1_000)
        #expect(ConnectionLimits.preview.capacity(descriptorLimit: 20) == 8)
        #expect(ConnectionLimits.preview.capacity(descriptorLimit: 256, open: 40) == 184, "inherited descriptors are not the server's to use")
    }
}

/// Requests wait here until the test opens it.
actor Gate {
    private var isOpen = false
    private var waiting: [CheckedContinuation<Void, Never>] = []
    /// How many requests have reached the gate: the server has read them and is answering.
    private(set) var arrived = 0

    func wait() async {
        arrived += 1
        if isOpen { return }
        await withCheckedContinuation { waiting.append($0) }
    }

    func open() {
        isOpen = true
        for continuation in waiting { continuation.resume() }
        waiting = []
    }
}
