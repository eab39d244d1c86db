import Testing
@testable import TesseraPreview

/// Which requests the preview answers: a `Host` that is an address or a loopback name, and a
/// state-changing request only from the preview's own page.
@Suite struct RequestOriginTests {
    private func status(_ method: String, host: String?, origin: String? = nil, target: String = "/api/layouts",
                        fetch: (site: String, mode: String)? = nil) -> Int? {
        var headers: [(name: String, value: String)] = []
        if let host { headers.append(("host", host)) }
        if let origin { headers.append(("origin", origin)) }
        if let fetch { headers += [("sec-fetch-site", fetch.site), ("sec-fetch-mode", fetch.mode)] }
        return RequestOrigin.refusal(of: HTTPRequestHead(method: method, target: target, version: "HTTP/1.1", headers: headers))?.status
    }

    @Test(arguments: ["127.0.0.1:8080", "localhost:8080", "LOCALHOST", "app.localhost:1", "[::1]:8080", "192.168.1.20:8080", "10.0.0.7"])
    func addressesAndLoopbackNamesAreAnswered(host: String) {
        #expect(status("GET", host: host) == nil)
    }

    /// A rebound name (the attacker's domain resolving to 127.0.0.1) and names that only look
    /// like addresses.
    @Test(arguments: ["evil.example", "evil.example:8080", "localhost.evil.example", "127.0.0.1.evil.example",
                      "256.1.1.1", "1.2.3", "[::1", "[evil]", "", "0x7f.0.0.1"])
    func otherNamesAreRefused(host: String) {
        #expect(status("GET", host: host) == (host.isEmpty ? 400 : 403), "\(host)")
    }

    @Test func aRequestWithoutHostIsRefused() {
        #expect(status("GET", host: nil) == 400)
    }

    @Test func aPostFromAnotherOriginIsRefused() {
        #expect(status("POST", host: "127.0.0.1:8080", origin: "http://127.0.0.1:8080") == nil, "the preview's own page")
        #expect(status("POST", host: "127.0.0.1:8080") == nil, "curl and scripts send no Origin")
        #expect(status("POST", host: "127.0.0.1:8080", origin: "https://evil.example") == 403)
        #expect(status("POST", host: "127.0.0.1:8080", origin: "http://127.0.0.1:9999") == 403, "another port is another site")
        #expect(status("POST", host: "127.0.0.1:8080", origin: "http://localhost:8080") == 403, "another name is another origin")
        #expect(status("POST", host: "127.0.0.1:8080", origin: "null") == 403, "a sandboxed page or a file")
        #expect(status("GET", host: "127.0.0.1:8080", origin: "https://evil.example") == nil, "reading is the Host check's")
    }

    /// A page on another site may open the preview (a link), not make it work: a cross-site or
    /// same-site (another port of this machine) request is refused unless it is a navigation to
    /// the page. Apps and curl send no Sec-Fetch-Site.
    @Test func anotherSitesRequestsAreRefusedButALinkToThePageIsFollowed() {
        let host = "127.0.0.1:8080"
        #expect(status("GET", host: host, fetch: ("same-origin", "cors")) == nil, "the page's own fetch")
        #expect(status("GET", host: host, target: "/?code=ABC", fetch: ("none", "navigate")) == nil, "typed in the address bar")
        #expect(status("GET", host: host, target: "/?code=ABC", fetch: ("cross-site", "navigate")) == nil, "a link from a chat")
        #expect(status("GET", host: host, target: "/index.html", fetch: ("cross-site", "navigate")) == nil)
        #expect(status("GET", host: host) == nil, "an app or curl")
        for (site, mode, target) in [("cross-site", "no-cors", "/api/frames?items=50000000"), ("cross-site", "cors", "/api/layouts"),
                                     ("same-site", "no-cors", "/api/compiled"), ("cross-site", "navigate", "/api/frames"),
                                     ("cross-site", "no-cors", "/tessera.js")] {
            #expect(status("GET", host: host, target: target, fetch: (site, mode)) == 403, "\(site) \(mode) \(target)")
        }
    }
}
