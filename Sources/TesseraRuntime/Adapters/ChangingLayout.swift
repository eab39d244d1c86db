/// A layout that changes while the app runs: `TesseraLive`'s `LiveLayout`, which follows
/// `tessera preview` as its file is saved. The adapters (UIKit, AppKit, SwiftUI) observe it: after
/// a change they lay out again with the same data, keeping the first visible item where it was
/// on screen.
public protocol ChangingLayout: TesseraLayout {
    /// Calls `handler` on the main actor after each change, for as long as the returned
    /// observation is kept.
    func observe(_ handler: @escaping @MainActor @Sendable () -> Void) -> LayoutObservation
}

/// An observation of a `ChangingLayout`: released, it ends.
public final class LayoutObservation: Sendable {
    private let end: @Sendable () -> Void

    public init(end: @escaping @Sendable () -> Void) {
        self.end = end
    }

    deinit { end() }
}
