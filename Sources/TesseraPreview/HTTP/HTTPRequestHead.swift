import Foundation

/// A request's line and headers, read from the bytes a client sent before the body.
///
/// The preview parses requests itself so that it can refuse what it will not read (a head over
/// `HTTPRequestHead.limit`, a body over `Limits.maxFileBytes`) with an answer instead of silence.
struct HTTPRequestHead: Equatable, Sendable {
    var method: String
    /// The request target as sent: the path and the query, still percent-encoded.
    var target: String
    var version: String
    /// Header names in lower case, in the order they came.
    var headers: [(name: String, value: String)]

    /// The most a request line and its headers may take. Browsers send a few hundred bytes; a
    /// head larger than this is answered with 431 and the connection closed.
    static let limit = 32 * 1024

    static func == (a: Self, b: Self) -> Bool {
        a.method == b.method && a.target == b.target && a.version == b.version
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
    }

    /// Reads a head from the start of `bytes`.
    static func read(_ bytes: [UInt8]) -> Reading {
        guard let end = headEnd(in: bytes) else {
            return bytes.count > limit ? .tooLarge : .incomplete
        }
        if end > limit { return .tooLarge }
        // Bytes outside ASCII become U+FFFD: the preview compares headers only with ASCII words.
        let text = String(decoding: bytes[..<end], as: Unicode.ASCII.self)
        var lines = text.components(separatedBy: "\r\n")
        while lines.last == "" { lines.removeLast() }
        guard let requestLine = lines.first else { return .malformed("the request is empty") }
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty, parts[2].hasPrefix("HTTP/1.") else {
            return .malformed("the request line is not 'METHOD TARGET HTTP/1.x'")
        }
        var headers: [(name: String, value: String)] = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex,
                  !line.hasPrefix(" "), !line.hasPrefix("\t"),
                  !line[..<colon].contains(where: { $0 == " " || $0 == "\t" }) else {
                return .malformed("a header line is not 'Name: value'")
            }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: CharacterSet(charactersIn: " \t"))
            headers.append((String(line[..<colon]).lowercased(), value))
        }
        return .complete(HTTPRequestHead(method: String(parts[0]), target: String(parts[1]), version: String(parts[2]), headers: headers),
                         bodyStart: end + 4)
    }

    /// The index of the blank line's CR LF CR LF, looking no further than one byte past `limit`.
    private static func headEnd(in bytes: [UInt8]) -> Int? {
        let cr: UInt8 = 13, lf: UInt8 = 10
        var index = 0
        let last = min(bytes.count, limit + 4) - 4
        while index <= last {
            if bytes[index] == cr, bytes[index + 1] == lf, bytes[index + 2] == cr, bytes[index + 3] == lf { return index }
            index += 1
        }
        return nil
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
