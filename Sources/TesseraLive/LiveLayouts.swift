import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import TesseraRuntime

/// A running app's connection to `tessera preview --devices`: the layouts it shows live, each
/// following its file as it is saved. Keep it out of release builds (link `TesseraLive` in a
/// debug configuration only, or wrap its use in `#if DEBUG`).
///
/// ```swift
/// let live = LiveLayouts.connect(to: URL(string: "http://192.168.1.20:8080/")!, code: "ABCD2345")
/// let layout = TesseraCollectionViewLayout(live.layout(TesseraLayouts.Mosaic()))
/// ```
///
/// Each layout name waits on the server in one task of its own (a long poll), however often its
/// layout is asked for: the main thread never waits. A layout follows its file for as long as
/// the app uses it, whether or not the `LiveLayouts` that made it is kept; `disconnect()` stops
/// them all. A saved file reaches the app as its compiled form, loaded as any compiled layout file
/// is (a malformed or hostile answer is refused, and the layout in use stays). A file with errors
/// keeps the last good layout and reports the diagnostics to `onDiagnostics`. When the server
/// is gone (a laptop asleep, another Wi-Fi) the app keeps its layouts and tries again, waiting
/// longer each time, up to `maximumRetryDelay`.
@available(iOS 18.0, macOS 15.0, *)
public final class LiveLayouts: Sendable {
    private let connection: Connection
    /// The layouts made so far, by name: asked for again (a SwiftUI body runs often), a name
    /// gets the layout it got, and no second poll.
    private let layouts = Mutex<[String: LiveLayout]>([:])

    /// The preview's address, as `tessera preview --devices` prints it.
    public var server: URL { connection.server }

    /// The longest wait between attempts to reach a server that is gone.
    public static let maximumRetryDelay: Duration = .seconds(8)
    /// The most an answer may hold: a compiled layout file is a few kilobytes.
    static let maximumAnswerBytes = Limits.maxFileBytes

    /// Connects to the preview at `server` with its pairing `code` (nil for a preview on this
    /// machine without `--devices`). `device` names the app in the preview's page;
    /// `onDiagnostics` is told, on the main actor, what is wrong with a layout's file when it is
    /// saved with errors (`FILE:LINE:COL: error: ...`), or with the connection; by default it
    /// prints them to the console.
    public static func connect(to server: URL, code: String?, device: String = "app",
                               onDiagnostics: @escaping @MainActor @Sendable (_ layout: String, _ diagnostics: [String]) -> Void = LiveLayouts.print)
        -> LiveLayouts {
        LiveLayouts(server: server, code: code, device: device, onDiagnostics: onDiagnostics)
    }

    /// Prints each diagnostic to the console, prefixed with the layout's name.
    @MainActor public static func print(_ layout: String, _ diagnostics: [String]) {
        for line in diagnostics { Swift.print("Tessera live \(layout): \(line)") }
    }

    private init(server: URL, code: String?, device: String,
                 onDiagnostics: @escaping @MainActor @Sendable (String, [String]) -> Void) {
        let configuration = URLSessionConfiguration.ephemeral
        // Longer than the server's long poll (10 s), so that a quiet file is not an error.
        configuration.timeoutIntervalForRequest = 30
        connection = Connection(server: server, code: code, device: device, onDiagnostics: onDiagnostics,
                                session: URLSession(configuration: configuration), stopped: StopFlag())
    }

    /// A layout that follows the file whose `layout:` is `fallback.name`, laying out as
    /// `fallback` until the server's version arrives. Call it wherever the generated type went,
    /// as often as that runs (a SwiftUI `body`): the same name gives the same layout.
    public func layout(_ fallback: some TesseraLayout) -> LiveLayout {
        let (live, isNew) = layouts.withLock { layouts -> (LiveLayout, Bool) in
            if let known = layouts[fallback.name] { return (known, false) }
            let live = LiveLayout(fallback: fallback)
            layouts[fallback.name] = live
            return (live, true)
        }
        guard isNew else { return live }
        // The task holds the connection, and the layout weakly: it follows the file while the
        // app holds the layout, and stops with `disconnect()`.
        let connection = self.connection, held = Held(live)
        Task.detached { await connection.follow { held.layout } }
        return live
    }

    /// Stops following every layout; each keeps the version it has. A request under way is let
    /// finish (the server answers a long poll within 10 s) and its answer dropped, not cancelled:
    /// cancelling an `URLSession` request crashes swift-corelibs-foundation on Linux now and then
    /// ("Trying to access a behaviour for a task that in not in the registry"). No request starts
    /// after it returns: each starts under the same lock.
    public func disconnect() {
        connection.stopped.set { connection.session.finishTasksAndInvalidate() }
    }
}

/// A layout as its task sees it: there while the app holds it.
@available(iOS 18.0, macOS 15.0, *)
final class Held: Sendable {
    weak let layout: LiveLayout?

    init(_ layout: LiveLayout) {
        self.layout = layout
    }
}

/// Set once, read by every layout's task: the connection was closed. Requests start under its
/// lock, so none starts on a session that closing invalidated.
@available(iOS 18.0, macOS 15.0, *)
final class StopFlag: Sendable {
    private let value = Mutex(false)

    var isSet: Bool { value.withLock { $0 } }

    /// Sets the flag, and runs `closing` (invalidating the session) before any task can start again.
    func set(closing: () -> Void = {}) {
        value.withLock { stopped in
            stopped = true
            closing()
        }
    }

    /// Runs `start` unless the flag is set; nil when it is.
    func unlessSet<T>(_ start: () -> T) -> T? {
        value.withLock { stopped in stopped ? nil : start() }
    }
}

/// What a layout's task needs to follow it.
@available(iOS 18.0, macOS 15.0, *)
struct Connection: Sendable {
    let server: URL
    let code: String?
    let device: String
    let onDiagnostics: @MainActor @Sendable (_ layout: String, _ diagnostics: [String]) -> Void
    let session: URLSession
    let stopped: StopFlag

    /// Follows the layout `live` gives while it gives one (the app still holds it).
    func follow(_ live: @Sendable () -> LiveLayout?) async {
        guard let name = live()?.name else { return }
        var version = -1
        var delay = RetryDelay(maximum: LiveLayouts.maximumRetryDelay)
        var lastProblem: [String]?
        while !stopped.isSet {
            let answer = await ask(for: name, since: version)
            guard !stopped.isSet, let live = live() else { return }
            switch answer {
            case .layout(let layout, let newVersion):
                version = newVersion
                delay.reset()
                live.take(layout, version: newVersion)
                lastProblem = nil
                continue
            case .errors(let diagnostics, let newVersion):
                version = newVersion
                delay.reset()
                live.report(diagnostics)
                await tell(live.name, diagnostics, unlessSameAs: &lastProblem)
                continue
            case .unchanged:
                delay.reset()
                continue
            case .problem(let problem):
                live.report([problem])
                await tell(live.name, [problem], unlessSameAs: &lastProblem)
            }
            do { try await Task.sleep(for: delay.next()) } catch { return }
        }
    }

    /// Tells the app a problem once, not on every retry.
    private func tell(_ layout: String, _ diagnostics: [String], unlessSameAs last: inout [String]?) async {
        guard diagnostics != last else { return }
        last = diagnostics
        await onDiagnostics(layout, diagnostics)
    }

    func ask(for name: String, since version: Int) async -> Answer {
        guard var components = URLComponents(url: server, resolvingAgainstBaseURL: false) else {
            return .problem("\(server) is not an address the preview printed")
        }
        components.path = "/api/live"
        components.queryItems = [URLQueryItem(name: "layout", value: name), URLQueryItem(name: "since", value: String(version)),
                                 URLQueryItem(name: "device", value: device)]
        guard let url = components.url else { return .problem("\(server) is not an address the preview printed") }
        var request = URLRequest(url: url)
        if let code { request.setValue(code, forHTTPHeaderField: "X-Tessera-Code") }
        let outcome: Result<(Data, URLResponse), any Error>? = await withCheckedContinuation { continuation in
            let started = stopped.unlessSet {
                let task = session.dataTask(with: request) { data, response, error in
                    if let data, let response { continuation.resume(returning: .success((data, response))) } else {
                        continuation.resume(returning: .failure(error ?? URLError(.badServerResponse)))
                    }
                }
                task.resume()
                return true
            }
            if started == nil { continuation.resume(returning: nil) }
        }
        switch outcome {
        case nil:
            return .unchanged
        case .failure(let error)?:
            return .problem("cannot reach the preview at \(server) (\(error.localizedDescription)); trying again")
        case .success(let (data, response))?:
            return LiveAnswer.read(data, status: (response as? HTTPURLResponse)?.statusCode ?? 0, name: name, since: version,
                                   limit: LiveLayouts.maximumAnswerBytes)
        }
    }
}

/// What one long poll brought.
@available(iOS 18.0, macOS 15.0, *)
enum Answer {
    case layout(CompiledLayout, version: Int)
    case errors([String], version: Int)
    /// The wait ended without a new version.
    case unchanged
    /// The server could not be reached, refused the request, or answered what cannot be used.
    case problem(String)
}

/// How long to wait before trying a server again: a quarter of a second, doubling to a maximum.
@available(iOS 18.0, macOS 15.0, *)
struct RetryDelay {
    let maximum: Duration
    private var current: Duration = .milliseconds(250)

    init(maximum: Duration) {
        self.maximum = maximum
    }

    mutating func next() -> Duration {
        defer { current = min(current * 2, maximum) }
        return current
    }

    mutating func reset() {
        current = .milliseconds(250)
    }
}
