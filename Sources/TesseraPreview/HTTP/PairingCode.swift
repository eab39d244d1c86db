import Foundation

/// The secret a preview that serves devices on the network asks of every request: random for
/// each run, short enough to type on a phone. A request carries it in the `X-Tessera-Code`
/// header (the live client), the `code` query parameter (the address the command prints), or
/// the `tessera-code` cookie the server sets when the page is opened with it.
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

    /// Whether `head` (with `query`, its target's parameters) carries the code.
    func admits(_ head: HTTPRequestHead, query: [(name: String, value: String)]) -> Bool {
        let offered = head.header("x-tessera-code") ?? query.last { $0.name == "code" }?.value ?? Self.cookie(in: head)
        return offered.map(matches) ?? false
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

    /// The `Set-Cookie` header that lets the page's later requests carry the code.
    var cookieHeader: (name: String, value: String) {
        ("Set-Cookie", "tessera-code=\(value); Path=/; HttpOnly; SameSite=Strict")
    }

    private static func cookie(in head: HTTPRequestHead) -> String? {
        for header in head.headers where header.name == "cookie" {
            for pair in header.value.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "tessera-code" {
                    return String(parts[1]).trimmingCharacters(in: .whitespaces)
                }
            }
        }
        return nil
    }
}
