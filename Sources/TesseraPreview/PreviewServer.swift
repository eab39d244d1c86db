import FlyingFox
import FlyingSocks
import Foundation
import TesseraCompiler
import TesseraRuntime

/// `tessera preview`'s web server: the page's files and the JSON API of `PreviewAPI` on one
/// port, and a watcher that reloads layout files when they are saved.
package struct PreviewServer: Sendable {
    package var host: String
    package var port: UInt16
    package let api: PreviewAPI

    /// How often the files are looked at; the page learns of a change on its next poll.
    static let watchInterval: Duration = .milliseconds(150)
    /// How long `GET /api/changes` waits for a change before answering that there was none.
    static let longPollSeconds = 10.0

    package init(host: String, port: UInt16, api: PreviewAPI) {
        self.host = host
        self.port = port
        self.api = api
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
            case .noPage: "the preview page's files (Page/index.html) were not found beside the executable; run it from the build folder SwiftPM made"
            case .portInUse(let port): "port \(port) is already in use; pick another --port, or omit it for a free one"
            case .cannotListen(let reason): "cannot listen (\(reason)); check --host and --port"
            }
        }
    }

    /// Serves until the task is cancelled; `listening` is called with the page's URL once the
    /// port is open.
    package func run(listening: @escaping @Sendable (String) -> Void) async throws {
        guard let page = PageAssets.directory() else { throw StartError.noPage }
        let server: HTTPServer
        if let address = try? sockaddr_in.inet(ip4: host == "localhost" ? "127.0.0.1" : host, port: port) {
            server = HTTPServer(config: .init(address: address, pool: Self.pool(), logger: .disabled))
        } else if let address = try? sockaddr_in6.inet6(ip6: host, port: port) {
            server = HTTPServer(config: .init(address: address, pool: Self.pool(), logger: .disabled))
        } else {
            throw StartError.badHost(host)
        }
        let api = self.api
        await server.appendRoute("GET /api/changes") { request in
            let since = Int(request.query["since"] ?? "") ?? -1
            let deadline = Date().addingTimeInterval(Self.longPollSeconds)
            while await api.version <= since, Date() < deadline {
                try await Task.sleep(for: .milliseconds(50))
            }
            return Self.response(APIResponse(json: .object([("version", .number(Double(await api.version)))])))
        }
        await server.appendRoute("/api/*") { request in
            if let length = request.headers[.contentLength].flatMap(Int.init), length > Limits.maxFileBytes {
                return Self.response(APIError(status: 413, message: "the body is larger than \(Limits.maxFileBytes) bytes").response)
            }
            let body = [UInt8](try await request.bodyData)
            let query = request.query.map { (name: $0.name, value: $0.value) }
            return Self.response(await api.respond(to: APIRequest(method: request.method.rawValue, path: request.path, query: query, body: body)))
        }
        await server.appendRoute("*") { request in
            guard request.method == .GET || request.method == .HEAD, let name = PageAssets.files[request.path],
                  let data = FileManager.default.contents(atPath: page.appendingPathComponent(name).path) else {
                return Self.response(APIError(status: 404, message: "not found: \(request.path); the page is at /").response)
            }
            return HTTPResponse(statusCode: .ok, headers: [.contentType: PageAssets.contentType(of: name), .cacheControl: "no-store"], body: data)
        }
        let watcher = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: Self.watchInterval)
                await api.refresh()
            }
        }
        defer { watcher.cancel() }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                do { try await server.run() } catch let error as SocketError {
                    if case .failed(_, let errno, _) = error, errno == EADDRINUSE { throw StartError.portInUse(self.port) }
                    throw StartError.cannotListen(error.localizedDescription)
                }
            }
            group.addTask {
                try await server.waitUntilListening()
                switch await server.listeningAddress {
                case .ip4(let address, let port): listening("http://\(address):\(port)/")
                case .ip6(let address, let port): listening("http://[\(address)]:\(port)/")
                default: listening("http://\(host):\(port)/")
                }
            }
            try await group.waitForAll()
        }
    }

    private static func pool() -> some AsyncSocketPool {
        NoDelaySocketPool(pool: HTTPServer.defaultPool())
    }

    static func response(_ response: APIResponse) -> HTTPResponse {
        HTTPResponse(
            statusCode: status(response.status),
            headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
            body: Data(response.json.rendered(indent: nil).utf8))
    }

    private static func status(_ code: Int) -> HTTPStatusCode {
        switch code {
        case 200: .ok
        case 400: .badRequest
        case 404: .notFound
        case 405: .methodNotAllowed
        case 413: .payloadTooLarge
        case 422: .unprocessableContent
        default: .internalServerError
        }
    }
}
