import Foundation
import Testing
@testable import TesseraPreview

/// What one address may hold of what waits (bodies arriving, long polls), through real sockets,
/// and where the pairing code may be: the head or the cookie, never a request's address (but
/// the page's, once, exchanged for the cookie).
@Suite struct HTTPListenerRoomTests {
    /// A long poll that waits until it is let go of (its task cancelled), then answers.
    static let polls: HTTPListener.Handler = { request in
        if request.path == "/api/changes" {
            while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(20)) }
            return HTTPReply(status: 200, contentType: "text/plain", body: Data("no change yet".utf8))
        }
        return HTTPReply(status: 200, contentType: "text/plain", body: Data("\(request.method) \(request.path) \(request.body.count)".utf8))
    }

    /// Past an address's most long polls, its oldest is told 503 (clients wait before they ask
    /// again after one, so an address over its most does not poll in a loop).
    @Test func pastItsMostLongPollsAnAddressesOldestIsRefused() async throws {
        var limits = HTTPListenerTests.fast
        limits.maxPollsPerAddress = 2
        let server = try TestServer(limits: limits, handler: Self.polls)
        defer { Task { await server.stop() } }
        var clients: [Client] = []
        defer { for client in clients { client.close() } }
        for _ in 0..<3 {
            let client = try await server.connect()
            try await client.send("GET /api/changes?since=1 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            clients.append(client)
            try await Task.sleep(for: .milliseconds(50))
        }
        let oldest = await clients[0].readUntilClosed(seconds: 3)
        #expect(oldest.status == 503 && oldest.text.contains("holds 2 long polls") && oldest.closed, "\(oldest.text)")
        #expect(oldest.text.contains("Retry-After: 1") && oldest.text.contains("Connection: close"))
        // The other two still wait.
        let second = await clients[1].readUntilClosed(seconds: 0.2)
        #expect(second.text.isEmpty && !second.closed)
        #expect(server.reports.all.contains { $0.contains("holds 2 long polls, the most one address may") }, "\(server.reports.all)")
    }

    /// At the connections' cap, a long poll makes room (once no connection waits for its
    /// request) and is answered as if its wait had ended: 200.
    @Test func atTheCapALongPollIsAnsweredEarly() async throws {
        let server = try TestServer(limits: HTTPListenerTests.fast, handler: Self.polls)
        defer { Task { await server.stop() } }
        var polls: [Client] = []
        defer { for client in polls { client.close() } }
        for _ in 0..<8 {
            let client = try await server.connect()
            try await client.send("GET /api/changes?since=1 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            polls.append(client)
            try await Task.sleep(for: .milliseconds(30))
        }
        let asked = try await server.exchange("GET /x HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", seconds: 3)
        #expect(asked.status == 200, "\(asked.text)")
        let oldest = await polls[0].readUntilClosed(seconds: 3)
        #expect(oldest.status == 200 && oldest.text.hasSuffix("no change yet") && oldest.closed, "\(oldest.text)")
    }

    @Test func pastItsMostBodiesAnAddressesSlowestIsLetGoOf() async throws {
        var limits = HTTPListenerTests.fast
        limits.bodySeconds = 60
        limits.maxBodiesPerAddress = 2
        let server = try TestServer(limits: limits, handler: Self.polls)
        defer { Task { await server.stop() } }
        var clients: [Client] = []
        defer { for client in clients { client.close() } }
        for _ in 0..<2 {
            let client = try await server.connect()
            try await client.send("POST /x HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 10\r\n\r\nab")
            clients.append(client)
            try await Task.sleep(for: .milliseconds(50))
        }
        let third = try await server.exchange("POST /x HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Length: 10\r\n\r\n0123456789", seconds: 3)
        #expect(third.status == 200 && third.text.hasSuffix("POST /x 10"), "\(third.text)")
        let slowest = await clients[0].readUntilClosed(seconds: 3)
        #expect(slowest.status == 503 && slowest.text.contains("send it again"), "\(slowest.text)")
    }

    /// The code in any address but the page's is refused, right or wrong, with where it goes
    /// instead; the page's own is still exchanged for the cookie.
    @Test func theCodeInAnAddressIsRefusedButThePagesFirstOpening() async throws {
        let server = try TestServer(code: PairingCode(value: "ABCD2345"), handler: Self.polls)
        defer { Task { await server.stop() } }
        for target in ["/api/layouts?code=ABCD2345", "/app.js?code=ABCD2345", "/api/frames?file=a&code=WRONG234", "/style.css?code="] {
            let answer = try await server.exchange("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            #expect(answer.status == 400, "\(target): \(answer.text)")
            #expect(answer.text.contains("X-Tessera-Code header") && answer.text.contains("http://127.0.0.1/?code=CODE once"), "\(answer.text)")
            #expect(!answer.text.contains("Set-Cookie"))
        }
        let header = try await server.exchange("GET /api/layouts HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Tessera-Code: ABCD2345\r\nConnection: close\r\n\r\n")
        #expect(header.status == 200, "\(header.text)")
        let opened = try await server.exchange("GET /?code=ABCD2345 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        #expect(opened.status == 303 && opened.text.contains("\r\nLocation: /\r\n") && opened.text.contains("Set-Cookie: tessera-code-"), "\(opened.text)")
        let cookie = try await server.exchange("GET /app.js HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: tessera-code-\(server.port)=ABCD2345\r\nConnection: close\r\n\r\n")
        #expect(cookie.status == 200, "\(cookie.text)")
    }
}
