import Foundation

/// Which requests the preview answers at all, whoever sends them. A page on another site can
/// make the developer's browser send requests to the preview in three ways, and the preview
/// refuses each (403), as Vite (CVE-2025-24010) and webpack-dev-server (CVE-2018-14732) learned
/// to:
/// - **DNS rebinding**: the other site's name is made to resolve to 127.0.0.1, so the browser
///   treats the preview as that site and lets its page read the answers. Such a request names
///   the other site as its host; the preview answers only a host that is an IP address or a
///   loopback name (`localhost`, `*.localhost`), which no one else's page can be served from.
/// - **Cross-site requests that change state** (`POST`): the browser sends them with the
///   page's `Origin`, and the preview answers them only when that origin is the preview itself.
/// - **Cross-site requests that only cost** (a `GET` of a million items from an `<img>` or a
///   `fetch` in `no-cors` mode, which the page cannot read but the server still works for):
///   browsers say where a request comes from in `Sec-Fetch-Site`, and the preview answers
///   another site's request only when it opens the page itself (a link followed to it).
enum RequestOrigin {
    /// Nil when the request may be answered; otherwise the answer that refuses it.
    static func refusal(of head: HTTPRequestHead) -> HTTPReply? {
        let host = head.authority
        guard !host.isEmpty else {
            return .error(400, "the request has no Host header; HTTP/1.1 requires one, and browsers and curl send it")
        }
        guard isLocalOrAddress(hostName(of: host)) else {
            return .error(403, "the preview answers requests for localhost or an IP address only, not for '\(host)' "
                + "(a defence against DNS rebinding); open it at the address it printed")
        }
        if let site = head.header("sec-fetch-site"), site != "same-origin", site != "none", !opensThePage(head) {
            return .error(403, "a page from another site (Sec-Fetch-Site: \(site)) may not ask the preview for \(pathOnly(head.target)); "
                + "open the preview at the address it printed")
        }
        guard head.method != "GET", head.method != "HEAD", let origin = head.header("origin") else { return nil }
        guard let url = URL(string: origin), url.scheme == "http", let originHost = url.host,
              "\(originHost.lowercased())\(url.port.map { ":\($0)" } ?? "")" == host.lowercased() else {
            return .error(403, "a page from \(origin) may not send \(head.method) to the preview; "
                + "only the preview's own page (\(host)) may change what it shows")
        }
        return nil
    }

    /// A link followed to the page from elsewhere: a top-level navigation to the page's address,
    /// which shows the page and costs nothing (the page then asks for the rest as its own).
    private static func opensThePage(_ head: HTTPRequestHead) -> Bool {
        guard head.method == "GET" || head.method == "HEAD", head.header("sec-fetch-mode") == "navigate" else { return false }
        let path = pathOnly(head.target)
        return path == "/" || path == "/index.html"
    }

    private static func pathOnly(_ target: String) -> String {
        String(target.prefix { $0 != "?" && $0 != "#" })
    }

    /// The host without its port: `127.0.0.1`, `[::1]`, `localhost`.
    static func hostName(of host: String) -> String {
        let lowered = host.lowercased()
        if lowered.hasPrefix("["), let end = lowered.firstIndex(of: "]") { return String(lowered[...end]) }
        return String(lowered.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
    }

    /// An IPv4 address in dotted form, an IPv6 address in brackets, or a loopback name.
    static func isLocalOrAddress(_ name: String) -> Bool {
        if name == "localhost" || name.hasSuffix(".localhost") { return true }
        if name.hasPrefix("["), name.hasSuffix("]") {
            let inner = name.dropFirst().dropLast()
            return !inner.isEmpty && inner.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
        }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in
            !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber) && Int(part).map { $0 <= 255 } == true
        }
    }
}
