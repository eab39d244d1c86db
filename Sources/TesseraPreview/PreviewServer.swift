import FlyingSocks
import Foundation
import TesseraCompiler
import TesseraRuntime
import TesseraTooling

/// `tessera preview`'s web server: the page's files and the JSON API of `PreviewAPI` on one
/// port, and a watcher that reloads layout files when they are saved.
package struct PreviewServer: Sendable {
    package var host: String
    package var port: UInt16
    package let api: PreviewAPI
    /// Set when the preview serves devices on the network: every request must carry it.
    package var pairingCode: PairingCode?
    /// Told, once each, what the server does about its clients or the system (out of
    /// descriptors, at its most connections): the command prints it as a note.
    package var report: @Sendable (String) -> Void = { message in
        FileHandle.standardError.write(Data("note: \(message)\n".utf8))
    }

    /// How often the files are looked at; the page learns of a change on its next poll. A tree
    /// whose look takes longer than a 40th of this is looked at less often: every 40 times its
    /// look's time, so that watching costs at most a 40th of a core.
    static let watchInterval: Duration = .milliseconds(100)
    static let watchShare = 40
    /// How long `GET /api/changes` waits for a change before answering that there was none.
    static let longPollSeconds = 10.0

    package init(host: String, port: UInt16, api: PreviewAPI, pairingCode: PairingCode? = nil) {
        self.host = host
        self.port = port
        self.api = api
        self.pairingCode = pairingCode
    }

    /// The address a phone on the same network reaches the preview at, answering on `host`:
    /// the machine's first IPv4 address that is not the loopback (Wi-Fi or Ethernet, usually the
    /// only one) when it answers every interface, `host` itself when it names one address, and
    /// nil when it answers the loopback only, which no phone can reach.
    package static func deviceAddress(host: String) -> String? {
        switch host {
        case "0.0.0.0", "::":
            return Host.current().addresses.first { address in
                let parts = address.split(separator: ".")
                return parts.count == 4 && parts.allSatisfy { Int($0) != nil } && parts[0] != "127"
            }
        case "localhost", "::1": return nil
        default:
            if host.hasPrefix("127.") { return nil }
            return host.contains(":") ? "[\(host)]" : host
        }
    }

    /// Why the server could not start, said so that the user knows what to change.
    package enum StartError: Error, CustomStringConvertible {
        case badHost(String)
        case noPage
        case portInUse(UInt16)
        case cannotListen(String)

        package var description: String {
            switch self {
            case .badHost(let host): "--host \(host) is not an IPv4 or IPv6 address; use 127.0.0.1 (the default), ::1, or 0.0.0.0 to answer on every interface"
            case .noPage: "the preview page's files (Page/index.html) were not found in Tessera_TesseraPreview.resources (.bundle on macOS) beside the executable; keep that folder beside tessera, as the Linux archive and SwiftPM's build folder have it"
            case .portInUse(let port): "port \(port) is already in use; pick another --port, or omit it for a free one"
            case .cannotListen(let reason): "cannot listen (\(reason)); check --host and --port"
            }
        }
    }

    /// Serves until the task is cancelled; `listening` is called with the page's URL once the
    /// port is open.
    package func run(listening: @escaping @Sendable (String) -> Void) async throws {
        guard let page = PageAssets.directory() else { throw StartError.noPage }
        let socket = try listeningSocket()
        let api = self.api
        var listener = HTTPListener { request in await Self.answer(request, api: api, page: page) }
        listener.pairingCode = pairingCode
        listener.report = report
        let report = self.report
        let watcher = Task {
            var said = await api.skippedMessage
            if let said { report(said) }
            while !Task.isCancelled {
                try? await Task.sleep(for: max(Self.watchInterval, await api.lastScan * Self.watchShare))
                await api.refresh()
                // Said when it changes: files past the most, or all of them served again.
                let skipped = await api.skippedMessage
                if skipped != said {
                    report(skipped ?? "the preview serves every layout file again")
                    said = skipped
                }
            }
        }
        defer { watcher.cancel() }
        // Answering every interface, the page is opened on this machine through the loopback
        // (browsers refuse the unspecified address 0.0.0.0).
        switch try? socket.sockname() {
        case .ip4(let address, let port)?: listening("http://\(address == "0.0.0.0" ? "127.0.0.1" : address):\(port)/")
        case .ip6(let address, let port)?: listening("http://[\(address == "::" ? "::1" : address)]:\(port)/")
        default: listening("http://\(host):\(port)/")
        }
        do {
            try await listener.serve(on: socket)
        } catch let error as SocketError {
            throw Stopped(reason: error.localizedDescription)
        }
    }

    /// The listening socket failed while the server ran (the accept loop outlives every error
    /// a client or a shortage can cause, so this is the system taking the socket away).
    package struct Stopped: Error, CustomStringConvertible {
        package var reason: String
        package var description: String { "the preview server stopped: its listening socket failed (\(reason)); start it again" }
    }

    /// A socket bound to `host` and `port` and listening, or the reason it cannot be.
    func listeningSocket() throws -> Socket {
        let bind: (Socket) throws -> Void
        let family: Int32
        if let address = try? sockaddr_in.inet(ip4: host == "localhost" ? "127.0.0.1" : host, port: port) {
            (family, bind) = (AF_INET, { try $0.bind(to: address) })
        } else if let address = try? sockaddr_in6.inet6(ip6: host, port: port) {
            (family, bind) = (AF_INET6, { try $0.bind(to: address) })
        } else {
            throw StartError.badHost(host)
        }
        do {
            let socket = try Socket(domain: family)
            try socket.setValue(true, for: .localAddressReuse)
            #if canImport(Darwin)
            try socket.setValue(true, for: .noSIGPIPE)
            #endif
            try bind(socket)
            try socket.listen()
            return socket
        } catch let error as SocketError {
            if case .failed(_, let errno, _) = error, errno == EADDRINUSE { throw StartError.portInUse(port) }
            throw StartError.cannotListen(error.localizedDescription)
        }
    }

    /// The answer to one request: the long poll (which waits at most `wait` seconds), the JSON
    /// API, or one of the page's files.
    static func answer(_ request: APIRequest, api: PreviewAPI, page: URL, wait: Double = longPollSeconds) async -> HTTPReply {
        if request.path == "/api/changes", request.method == "GET" {
            let since = request.query.last { $0.name == "since" }.flatMap { Int($0.value) } ?? -1
            await api.waitForChange(after: since, seconds: wait)
            return .json(APIResponse(json: ChangesAnswer(version: await api.version).json))
        }
        if request.path == "/api/live", request.method == "GET" {
            // A device's long poll: answered at once when its version is old (or it has none),
            // else when the file changes or the wait ends. A burst of saves within one wait
            // reaches the device as one answer, the last. It waits on the watcher, not a timer:
            // a waiting device costs nothing.
            let since = request.query.last { $0.name == "since" }.flatMap { Int($0.value) } ?? -1
            let deadline = ContinuousClock.now + .seconds(wait)
            while true {
                let (version, response, filesVersion) = await api.liveAnswer(request)
                let left = deadline - ContinuousClock.now
                if version.map({ $0 > since }) ?? true || left <= .zero || Task.isCancelled { return .json(response) }
                await api.waitForChange(after: filesVersion, seconds: Double(left.components.seconds) + Double(left.components.attoseconds) * 1e-18)
            }
        }
        if request.path.hasPrefix("/api/") {
            return .json(await api.respond(to: request))
        }
        // The web runtime the page runs layouts with, from TesseraTooling's resources.
        if request.path == "/tessera.js", request.method == "GET" || request.method == "HEAD" {
            guard let script = WebRuntimeScript.text() else {
                return .error(500, "the web runtime (WebRuntime/tessera.js) was not found in Tessera_TesseraTooling.resources (.bundle on macOS) beside the executable; keep that folder beside tessera, as the Linux archive and SwiftPM's build folder have it")
            }
            return HTTPReply(status: 200, contentType: PageAssets.contentType(of: "tessera.js"), body: Data(script.utf8))
        }
        guard request.method == "GET" || request.method == "HEAD", let name = PageAssets.files[request.path],
              let data = FileManager.default.contents(atPath: page.appendingPathComponent(name).path) else {
            return .error(404, "not found: \(request.path); the page is at /")
        }
        return HTTPReply(status: 200, contentType: PageAssets.contentType(of: name), body: data)
    }
}
