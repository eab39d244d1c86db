import Foundation

/// The secret a preview that serves devices on the network asks of every request: random for
/// each run, short enough to type on a phone. A request carries it in the `X-Tessera-Code`
/// header (the live client) or the `tessera-code-PORT` cookie (the page). The address the
/// command prints carries it as `/?code=`, once: that request is exchanged for the cookie and
/// sent to the address without it. Anywhere else the code in an address is refused (400): an
/// address is kept in histories, logs and links, and passed on with the code in it.
package struct PairingCode: Sendable, CustomStringConvertible {
    package let value: String

    /// Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L).
    private static let alphabet = Array("ABCDEFGHJKMNPQRSTUVWXYZ23456789")

    package init(value: String) {
        self.value = value
    }

    /// Eight characters from the system's secure random source: 31^8, about 8.5e11 codes.
    package static func random() -> PairingCode {
        var generator = SystemRandomNumberGenerator()
        return PairingCode(value: String((0..<8).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }))
    }

    package var description: String { value }

    /// Whether `head` (with `query`, its target's parameters) carries the code, for the preview
    /// listening on `port`.
    func admits(_ head: HTTPRequestHead, query: [(name: String, value: String)], port: UInt16) -> Bool {
        let inTheAddress = Self.opensThePage(head) ? query.last { $0.name == "code" }?.value : nil
        let offered = head.header("x-tessera-code") ?? inTheAddress ?? Self.cookie(Self.cookieName(port: port), in: head)
        return offered.map(matches) ?? false
    }

    /// A 400 for the code in the address of anything but the page (`/?code=`, which is exchanged
    /// for the cookie), whether the code is right or not: it says where the code goes instead.
    func refusalOfTheCodeInTheAddress(_ head: HTTPRequestHead, query: [(name: String, value: String)]) -> HTTPReply? {
        guard query.contains(where: { $0.name == "code" }), !Self.opensThePage(head) else { return nil }
        let path = String(head.target.prefix { $0 != "?" }.prefix(200))
        return .error(400, "the pairing code is not taken in the address of \(path) (an address is kept in histories and logs, and shared); "
            + "send it in the X-Tessera-Code header, or open http://\(head.authority)/?code=CODE once in the browser, "
            + "which keeps it in a cookie for the page's requests")
    }

    /// A `GET` (or `HEAD`) of the page itself, the one request that may carry the code in its address.
    private static func opensThePage(_ head: HTTPRequestHead) -> Bool {
        guard head.method == "GET" || head.method == "HEAD" else { return false }
        let path = head.target.prefix { $0 != "?" }
        return path == "/" || path == "/index.html"
    }

    /// Compares in time that depends on the lengths only, not on where the first difference is,
    /// so that the answer's timing does not reveal the code a character at a time.
    func matches(_ offered: String) -> Bool {
        let a = Array(value.utf8), b = Array(offered.uppercased().utf8)
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }

    /// The page opened with the code in its address (`/?code=...`, as the command prints it):
    /// a 303 to the same address without the code, with the cookie that carries it from then
    /// on, so that the code never stays in the address bar, the history, a bookmark or a link
    /// shared from the page. Nil for any other request.
    func redirectKeepingTheCodeOutOfTheAddress(_ head: HTTPRequestHead, query: [(name: String, value: String)], port: UInt16) -> HTTPReply? {
        guard Self.opensThePage(head), query.contains(where: { $0.name == "code" }) else { return nil }
        let path = String(head.target.prefix { $0 != "?" })
        var rest = URLComponents()
        rest.queryItems = query.filter { $0.name != "code" }.map { URLQueryItem(name: $0.name, value: $0.value) }
        let location = path + (rest.queryItems?.isEmpty == false ? "?" + (rest.percentEncodedQuery ?? "") : "")
        var reply = HTTPReply(status: 303, contentType: "text/plain; charset=utf-8", body: Data("paired; the page is at \(location)\n".utf8))
        reply.headers = [("Location", location), cookieHeader(port: port)]
        return reply
    }

    /// The `Set-Cookie` header that lets the page's later requests carry the code. Cookies are
    /// kept by host, not port: the name holds the port, so that two previews in one browser do
    /// not take each other's.
    func cookieHeader(port: UInt16) -> (name: String, value: String) {
        ("Set-Cookie", "\(Self.cookieName(port: port))=\(value); Path=/; HttpOnly; SameSite=Strict")
    }

    static func cookieName(port: UInt16) -> String {
        "tessera-code-\(port)"
    }

    private static func cookie(_ name: String, in head: HTTPRequestHead) -> String? {
        for header in head.headers where header.name == "cookie" {
            for pair in header.value.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == name {
                    return String(parts[1]).trimmingCharacters(in: .whitespaces)
                }
            }
        }
        return nil
    }
}
