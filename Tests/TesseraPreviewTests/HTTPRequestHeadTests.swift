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
                     "GET / HTTP/1.1\r\nHost: x\r\n folded\r\n\r\n", "GET / HTTP/1.1\r\nBad Name: x\r\n\r\n",
                     "GET / HTTP/1.1\r\nName : x\r\n\r\n", "G(T / HTTP/1.1\r\n\r\n", "GET /a\u{7F}b HTTP/1.1\r\n\r\n",
                     "GET  / HTTP/1.1\r\n\r\n", "GET / HTTP/1.1 \r\n\r\n", "GET / http/1.1\r\n\r\n", "\r\n\r\n"] {
            guard case .malformed = read(text) else { Issue.record("\(text.debugDescription) was read"); continue }
        }
    }

    /// Line ends two parsers could read two ways (the root of request smuggling) are refused as
    /// soon as they arrive, not waited on: a bare LF never makes the CR LF CR LF that ends a head.
    @Test func bareLineFeedsCarriageReturnsAndControlCharactersAreRefusedAtOnce() {
        for text in ["GET / HTTP/1.1\nHost: x\n\n", "GET / HTTP/1.1\nHost: x", "GET / HTTP/1.1\r\nHost: x\n\r\n",
                     "GET / HTTP/1.1\rHost: x\r\n\r\n", "GET / HTTP/1.1\r\nHost: x\u{0}y\r\n\r\n", "GET / HTTP/1.1\r\nX: \u{1B}[31m\r\n\r\n"] {
            guard case .malformed = read(text) else { Issue.record("\(text.debugDescription) was not refused"); continue }
        }
        // A tab in a value is text; a CR as the last byte so far may yet be followed by its LF.
        guard case .complete = read("GET / HTTP/1.1\r\nX: a\tb\r\n\r\n") else { Issue.record("a tab was refused"); return }
        #expect(read("GET / HTTP/1.1\r") == .incomplete)
    }

    /// A head that comes a byte at a time is read as a whole one is, each call looking only at
    /// what is new.
    @Test func aHeadReadAByteAtATimeIsTheSameHead() {
        let text = Array("GET /api/layouts HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nX: y\r\n\r\nrest".utf8)
        var bytes: [UInt8] = []
        var reading = HTTPRequestHead.Reading.incomplete
        for byte in text where reading == .incomplete {
            let scanned = bytes.count
            bytes.append(byte)
            reading = HTTPRequestHead.read(bytes, scanned: scanned)
        }
        #expect(reading == HTTPRequestHead.read(text))
        guard case .complete(let head, _) = reading else { Issue.record("not read"); return }
        #expect(head.authority == "127.0.0.1:8080")
    }

    @Test func versionsOtherThanOneOneAndOneZeroAreAnswered505() {
        #expect(read("GET / HTTP/1.9\r\nHost: x\r\n\r\n") == .unsupportedVersion("HTTP/1.9"))
        #expect(read("GET / HTTP/2.0\r\nHost: x\r\n\r\n") == .unsupportedVersion("HTTP/2.0"))
        guard case .complete = read("GET / HTTP/1.0\r\n\r\n") else { Issue.record("HTTP/1.0 was refused"); return }
    }

    /// RFC 9112 3.2: one Host, a valid one; an absolute-form target's authority stands for it.
    @Test func theHostIsOneValidAuthority() {
        func authority(_ text: String) -> String? {
            if case .complete(let head, _) = read(text) { return head.authority }
            return nil
        }
        #expect(authority("GET / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\r\n") == "127.0.0.1:8080")
        #expect(authority("GET / HTTP/1.1\r\nHost: [::1]:80\r\n\r\n") == "[::1]:80")
        #expect(authority("GET http://evil.example/api/layouts HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n") == "evil.example")
        guard case .complete(let head, _) = read("GET http://127.0.0.1:9/api/x?a=1 HTTP/1.1\r\nHost: 127.0.0.1:9\r\n\r\n") else {
            Issue.record("an absolute-form target was refused")
            return
        }
        #expect(head.target == "/api/x?a=1" && head.authority == "127.0.0.1:9")
        for text in ["GET / HTTP/1.1\r\nHost: a\r\nHost: a\r\n\r\n", "GET / HTTP/1.1\r\nHost: 127.0.0.1:8080@evil.example\r\n\r\n",
                     "GET / HTTP/1.1\r\nHost: 127.0.0.1:99999\r\n\r\n", "GET / HTTP/1.1\r\nHost: 127.0.0.1:\r\n\r\n",
                     "GET / HTTP/1.1\r\nHost: a b\r\n\r\n", "GET / HTTP/1.1\r\nHost: [::1\r\n\r\n", "GET / HTTP/1.1\r\nHost: [::1]x\r\n\r\n",
                     "GET / HTTP/1.1\r\nHost: a/b\r\n\r\n", "GET http://u@127.0.0.1/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
                     "GET https://127.0.0.1/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", "GET http:/// HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"] {
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
