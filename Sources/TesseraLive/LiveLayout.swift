import Synchronization
import TesseraRuntime

/// A layout that follows `tessera preview`: it lays out as its fallback (the generated type the
/// app ships) until the server sends the layout's file, then as each version saved, and keeps
/// the last good one while the file has errors or the server is gone. The adapters take it like
/// any other layout and lay out again after each change (it is a `ChangingLayout`).
///
/// Made by `LiveLayouts.layout(_:)`.
@available(iOS 18.0, macOS 15.0, *)
public final class LiveLayout: ChangingLayout, LoadedLayout {
    public let name: String
    package let load = LayoutLoad()
    /// The adapters read the layout on the main thread while the connection writes it from its
    /// own task.
    private let state: Mutex<State>

    private struct State: ~Copyable {
        var current: any TesseraLayout
        var version: Int?
        var diagnostics: [String] = []
        var observers: [Int: @MainActor @Sendable () -> Void] = [:]
        var nextObserver = 0
    }

    init(fallback: any TesseraLayout) {
        name = fallback.name
        state = Mutex(State(current: fallback))
    }

    /// The server's version of the layout in use; nil while the fallback is.
    public var version: Int? { state.withLock { $0.version } }

    /// What is wrong with the file as last saved (`FILE:LINE:COL: error: ...`), empty when it is
    /// in use; also what went wrong with the connection (a wrong code, a refused answer).
    public var diagnostics: [String] { state.withLock { $0.diagnostics } }

    public func prepare(_ input: LayoutInput) throws(LayoutError) -> PreparedLayout {
        try state.withLock { $0.current }.prepare(input)
    }

    public func extend(_ prepared: inout PreparedLayout, to input: LayoutInput) throws(LayoutError) {
        try state.withLock { $0.current }.extend(&prepared, to: input)
    }

    public func relayout(_ prepared: inout PreparedLayout, changedFrom firstChanged: [Int?], to input: LayoutInput) throws(LayoutError) {
        try state.withLock { $0.current }.relayout(&prepared, changedFrom: firstChanged, to: input)
    }

    public func relayout(_ prepared: inout PreparedLayout, changedItems: [Range<Int>?], to input: LayoutInput) throws(LayoutError) {
        try state.withLock { $0.current }.relayout(&prepared, changedItems: changedItems, to: input)
    }

    public func observe(_ handler: @escaping @MainActor @Sendable () -> Void) -> LayoutObservation {
        let key = state.withLock { state in
            state.nextObserver += 1
            state.observers[state.nextObserver] = handler
            return state.nextObserver
        }
        return LayoutObservation { [weak self] in
            _ = self?.state.withLock { $0.observers.removeValue(forKey: key) }
        }
    }

    /// A new version from the server: in use from now, and the adapters told.
    func take(_ layout: any TesseraLayout, version: Int) {
        let handlers = state.withLock { state in
            state.current = layout
            state.version = version
            state.diagnostics = []
            return Array(state.observers.values)
        }
        Task { @MainActor in
            for handler in handlers { handler() }
        }
    }

    /// The file has errors, or an answer could not be used: the layout in use stays.
    func report(_ diagnostics: [String]) {
        state.withLock { $0.diagnostics = diagnostics }
    }
}
