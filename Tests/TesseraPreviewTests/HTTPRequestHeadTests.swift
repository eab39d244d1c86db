import Testing
@testable import TesseraPreview

@Suite struct HTTPRequestHeadTests {
    private func read(_ text: String) -> HTTPRequestHead.Reading {
        HTTPRequestHead.read(Array(text.utf8))
    }

    @Test func aWholeHeadIsReadWithItsBodyStart() throws {
        let text = "POST /api/check?file=a%20b HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nConnection: Keep-Alive\r\n\r\nabc"
        guard case .complete(let head, let bodyStart) = read(text) else { Issue.record("not complete"); return }
        #expect(head.method == "POST")
        #expect(head.target == "/api/check?file=a%20b")
        #expect(head.header("content-length") == "3")
        #expect(head.bodyLength == .bytes(3))
        #expect(head.keepsAlive)
        #expect(Array(text.utf8)[bodyStart...] == Array("abc".utf8)[...])
    }

    @Test func aHeadWithoutItsBlankLineIsIncomplete() {
        #expect(read("GET / HTTP/1.1\r\nHost: x\r\n") == .incomplete)
        #expect(read("") == .incomplete)
    }

    @Test func aHeadOverTheLimitIsTooLargeBeforeItEnds() {
        let big = "GET / HTTP/1.1\r\nX-Big: " + String(repeating: "a", count: HTTPRequestHead.limit)
        #expect(read(big) == .tooLarge)
        #expect(read(big + "\r\n\r\n") == .tooLarge)
        let fits = "GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: HTTPRequestHead.limit - 40) + "\r\n\r\n"
        guard case .complete = read(fits) else { Issue.record("a head under the limit was refused"); return }
    }

    @Test func linesThatAreNotHTTPAreMalformed() {
        for text in ["garbage\r\n\r\n", "GET /\r\n\r\n", "GET / SPDY/3\r\n\r\n", "GET / HTTP/1.1\r\nno colon\r\n\r\n",
                     "GET / HTTP/1.1\r\nHost: x\r\n folded\r\n\r\n", "GET / HTTP/1.1\r\nBad Name: x\r\n\r\n"] {
            guard case .malformed = read(text) else { Issue.record("\(text.debugDescription) was read"); continue }
        }
    }

    @Test func theConnectionStaysOpenByVersionAndHeader() throws {
        func keepsAlive(_ text: String) -> Bool? {
            if case .complete(let head, _) = read(text) { return head.keepsAlive }
            return nil
        }
        #expect(keepsAlive("GET / HTTP/1.1\r\n\r\n") == true)
        #expect(keepsAlive("GET / HTTP/1.1\r\nConnection: close\r\n\r\n") == false)
        #expect(keepsAlive("GET / HTTP/1.0\r\n\r\n") == false)
        #expect(keepsAlive("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n") == true)
    }

    @Test func bodyLengthsThatCannotBeTrustedAreRefused() throws {
        func length(_ headers: String) -> HTTPRequestHead.BodyLength? {
            if case .complete(let head, _) = read("POST / HTTP/1.1\r\n\(headers)\r\n") { return head.bodyLength }
            return nil
        }
        #expect(length("") == .bytes(0))
        #expect(length("Content-Length: 12\r\n") == .bytes(12))
        #expect(length("Content-Length: 12\r\nContent-Length: 12\r\n") == .bytes(12))
        #expect(length("Content-Length: 12\r\nContent-Length: 13\r\n") == .invalid)
        #expect(length("Content-Length: -1\r\n") == .invalid)
        #expect(length("Content-Length: 99999999999999999999999\r\n") == .invalid)
        #expect(length("Transfer-Encoding: chunked\r\n") == .lengthRequired)
    }

    @Test func theReplySaysItsLengthAndLeavesTheBodyOffForHEAD() {
        let reply = HTTPReply.error(431, "too big")
        let full = String(decoding: reply.encoded(keepAlive: false, includeBody: true), as: UTF8.self)
        #expect(full.hasPrefix("HTTP/1.1 431 Request Header Fields Too Large\r\n"))
        #expect(full.contains("Content-Length: \(reply.body.count)\r\n"))
        #expect(full.contains("Connection: close\r\n"))
        #expect(full.hasSuffix("\r\n\r\n" + String(decoding: reply.body, as: UTF8.self)))
        let head = String(decoding: reply.encoded(keepAlive: true, includeBody: false), as: UTF8.self)
        #expect(head.hasSuffix("Connection: keep-alive\r\n\r\n"))
    }
}
