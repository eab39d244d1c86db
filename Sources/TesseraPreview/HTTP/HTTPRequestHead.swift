import Foundation

/// A request's line and headers, read from the bytes a client sent before the body.
///
/// The preview parses requests itself so that it can refuse what it will not read (a head over
/// `HTTPRequestHead.limit`, a body over the listener's limit) with an answer instead of
/// silence. It reads strictly, as RFC 9112 asks of a server that others may reach: lines end
/// with CR LF, one `Host`, a version it speaks; a request two parsers could read two ways (the
/// root of request smuggling) is refused, not guessed at.
struct HTTPRequestHead: Equatable, Sendable {
    var method: String
    /// The path and the query, still percent-encoded (an absolute-form target's authority is in
    /// `authority`).
    var target: String
    var version: String
    /// Header names in lower case, in the order they came.
    var headers: [(name: String, value: String)]
    /// The host (and port) the request is for: an absolute-form target's authority, which RFC
    /// 9112 puts before `Host`, else the `Host` header. Checked by `RequestOrigin`.
    var authority: String

    init(method: String, target: String, version: String = "HTTP/1.1", headers: [(name: String, value: String)], authority: String? = nil) {
        self.method = method
        self.target = target
        self.version = version
        self.headers = headers
        self.authority = authority ?? headers.first { $0.name == "host" }?.value ?? ""
    }

    /// The most a request line and its headers may take. Browsers send a few hundred bytes; a
    /// head larger than this is answered with 431 and the connection closed.
    static let limit = 32 * 1024

    static func == (a: Self, b: Self) -> Bool {
        a.method == b.method && a.target == b.target && a.version == b.version && a.authority == b.authority
            && a.headers.map(\.name) == b.headers.map(\.name) && a.headers.map(\.value) == b.headers.map(\.value)
    }

    /// The value of the header `name` (lower case); nil if absent.
    func header(_ name: String) -> String? {
        headers.first { $0.name == name }?.value
    }

    /// Whether the connection stays open after the answer, by the version's default and the
    /// client's `Connection` header.
    var keepsAlive: Bool {
        let options = (header("connection") ?? "").lowercased().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        if options.contains("close") { return false }
        return version == "HTTP/1.1" || options.contains("keep-alive")
    }

    /// What the bytes received so far hold.
    enum Reading: Equatable {
        /// The head is not complete yet; read more.
        case incomplete
        /// The head ends at `bodyStart`, where the body (if any) begins.
        case complete(HTTPRequestHead, bodyStart: Int)
        /// The head is, or will be, longer than `limit`.
        case tooLarge
        /// Not an HTTP/1 request head; the reason is sent back with 400.
        case malformed(String)
        /// HTTP, but not 1.0 or 1.1: answered with 505.
        case unsupportedVersion(String)
    }

    /// Reads a head from the start of `bytes`. `scanned` is how many bytes an earlier call saw
    /// (the head not yet complete), so that a head that comes a byte at a time is looked at once,
    /// not once per byte.
    static func read(_ bytes: [UInt8], scanned: Int = 0) -> Reading {
        let end: Int
        switch scan(bytes, from: max(0, scanned - 1)) {
        case .end(let index): end = index
        case .notYet: return bytes.count > limit ? .tooLarge : .incomplete
        case .badByte(let reason): return .malformed(reason)
        }
        if end > limit { return .tooLarge }
        let text = String(decoding: bytes[..<end], as: UTF8.self)
        let lines = text.components(separatedBy: "\r\n")
        guard let requestLine = lines.first, !requestLine.isEmpty else { return .malformed("the request line is empty") }
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, isToken(parts[0]), !parts[1].isEmpty, parts[1].utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
            return .malformed("the request line is not 'METHOD TARGET HTTP/1.1'")
        }
        let version = String(parts[2])
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            let digits = version.utf8.dropFirst(5)
            if version.hasPrefix("HTTP/"), digits.count == 3, digits.allSatisfy({ $0 == UInt8(ascii: ".") || (0x30...0x39).contains($0) }) {
                return .unsupportedVersion(version)
            }
            return .malformed("the request line ends with '\(version.prefix(16))', not HTTP/1.1")
        }
        var headers: [(name: String, value: String)] = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":"), isToken(line[..<colon]) else {
                return .malformed("a header line is not 'Name: value' (no spaces before the colon, none folded onto the next line)")
            }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: CharacterSet(charactersIn: " \t"))
            headers.append((String(line[..<colon]).lowercased(), value))
        }
        let hosts = headers.filter { $0.name == "host" }
        guard hosts.count <= 1 else { return .malformed("the request has \(hosts.count) Host headers; send one") }
        var target = String(parts[1])
        var authority = hosts.first?.value
        if let absolute = absoluteForm(target) {
            // RFC 9112 3.2.2: the target's authority stands, whatever `Host` says.
            guard let split = absolute else { return .malformed("the request target \(target.prefix(64)) is not http://HOST[:PORT]/PATH") }
            (authority, target) = split
        }
        if let authority, !isHostAndPort(authority) {
            return .malformed("the host '\(authority.prefix(64))' is not a name or an address with an optional port")
        }
        return .complete(HTTPRequestHead(method: String(parts[0]), target: target, version: version, headers: headers, authority: authority ?? ""),
                         bodyStart: end + 4)
    }

    private enum Scan {
        case end(Int)
        case notYet
        case badByte(String)
    }

    /// Finds the blank line's CR LF CR LF, looking no further than one byte past `limit`, and
    /// refuses bytes no head may hold: a line feed without its carriage return (which some
    /// parsers take as a line end and others do not), a lone carriage return, other control
    /// characters.
    private static func scan(_ bytes: [UInt8], from start: Int) -> Scan {
        let cr: UInt8 = 13, lf: UInt8 = 10, tab: UInt8 = 9
        let last = min(bytes.count, limit + 4)
        var index = start
        while index < last {
            let byte = bytes[index]
            if byte == lf {
                guard index > 0, bytes[index - 1] == cr else { return .badByte("a line ends with a bare line feed; end lines with CR LF") }
                if index >= 3, bytes[index - 2] == lf, bytes[index - 3] == cr { return .end(index - 3) }
            } else if byte == cr {
                if index + 1 < bytes.count, bytes[index + 1] != lf { return .badByte("a carriage return is not followed by a line feed") }
            } else if byte < 0x20 && byte != tab || byte == 0x7F {
                return .badByte("the head holds a control character (\(byte)); send printable text")
            }
            index += 1
        }
        return .notYet
    }

    /// `http://AUTHORITY/PATH?QUERY` as (authority, path and query); nil (the outer optional)
    /// for a target that is not in absolute form, `.some(nil)` for one that is but cannot be used.
    private static func absoluteForm(_ target: String) -> (String, String)?? {
        guard let colon = target.firstIndex(of: ":"), !target.hasPrefix("/") else { return nil }
        guard target[..<colon].lowercased() == "http", target[colon...].hasPrefix("://") else { return .some(nil) }
        let rest = target[target.index(colon, offsetBy: 3)...]
        let slash = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) ?? rest.endIndex
        let authority = String(rest[..<slash])
        let path = rest[slash...]
        guard !authority.isEmpty else { return .some(nil) }
        return .some((authority, path.hasPrefix("/") ? String(path) : "/" + path))
    }

    /// RFC 9110's token: the characters a method or a header name is made of.
    private static func isToken(_ text: Substring) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    /// A host name, an IPv4 address or a bracketed IPv6 address, and an optional port: no user
    /// (`user@host`), no path, nothing a URL parser could read another way.
    static func isHostAndPort(_ text: String) -> Bool {
        var host = Substring(text)
        var port: Substring?
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return false }
            let inner = host[host.index(after: host.startIndex)..<close]
            guard !inner.isEmpty, inner.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else { return false }
            let after = host[host.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { return false }
                port = after.dropFirst()
            }
            host = host[...close]
        } else {
            if let colon = host.firstIndex(of: ":") {
                port = host[host.index(after: colon)...]
                host = host[..<colon]
            }
            guard !host.isEmpty, host.utf8.allSatisfy({ byte in
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            }) else { return false }
        }
        if let port {
            guard !port.isEmpty, port.count <= 5, port.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(port), number <= 65535 else { return false }
        }
        return true
    }

    /// How long the body is, from `Content-Length`; nil when the head does not say it properly.
    enum BodyLength: Equatable {
        case bytes(Int)
        /// `Transfer-Encoding` was sent; the preview's clients always send a length.
        case lengthRequired
        case invalid
    }

    var bodyLength: BodyLength {
        if header("transfer-encoding") != nil { return .lengthRequired }
        let lengths = headers.filter { $0.name == "content-length" }.map(\.value)
        guard let first = lengths.first else { return .bytes(0) }
        guard lengths.allSatisfy({ $0 == first }), !first.isEmpty, first.utf8.count <= 18,
              first.allSatisfy({ $0.isASCII && $0.isNumber }), let length = Int(first) else { return .invalid }
        return .bytes(length)
    }
}
