import Dispatch

/// Runs the API's computations off Swift's cooperative threads (two on a two-core machine, the
/// ones the sockets and every other request need), in two lanes: work on a driver already
/// prepared, a few at once; preparing a layout afresh, one at a time with a short queue, so
/// that a request for a million items waits behind its own kind only and never holds the rest;
/// and uploads read one at a time in a lane of their own, so that a few large ones never hold the
/// lane the small requests run in.
actor WorkQueue {
    enum Lane: Sendable {
        /// A kept driver scrolled, asked or resized: microseconds to milliseconds.
        case quick
        /// A layout prepared afresh, up to `PreviewLimits.maxItems` items: up to a second.
        case preparing
        /// An uploaded body read (`POST /api/sizes`, up to `ConnectionLimits.maxBodyBytes`):
        /// tens of milliseconds.
        case reading
    }

    struct Busy: Error {}

    private var running: [Lane: Int] = [:]
    private var waiting: [Lane: [CheckedContinuation<Void, Never>]] = [:]
    private let permits: [Lane: Int]
    private let maxWaiting: [Lane: Int]

    init(quick: Int = 2, preparing: Int = 1, maxWaitingPreparations: Int = PreviewLimits.maxWaitingPreparations,
         maxWaitingReads: Int = PreviewLimits.maxWaitingUploads) {
        permits = [.quick: quick, .preparing: preparing, .reading: 1]
        maxWaiting = [.quick: .max, .preparing: maxWaitingPreparations, .reading: maxWaitingReads]
    }

    /// Runs `work` on a dispatch thread once its lane has room; `Busy` when too many wait.
    nonisolated func run<T: Sendable>(_ lane: Lane, _ work: @escaping @Sendable () -> T) async throws -> T {
        try await enter(lane)
        let result = await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async { continuation.resume(returning: work()) }
        }
        await leave(lane)
        return result
    }

    /// Work running in `lane`, and waiting for it.
    func running(_ lane: Lane) -> Int { running[lane, default: 0] }
    func waiting(_ lane: Lane) -> Int { waiting[lane, default: []].count }

    private func enter(_ lane: Lane) async throws {
        if running[lane, default: 0] < permits[lane, default: 1] {
            running[lane, default: 0] += 1
            return
        }
        guard waiting[lane, default: []].count < maxWaiting[lane, default: 0] else { throw Busy() }
        // The permit passes from the one leaving to the one woken: `running` stays as it is.
        await withCheckedContinuation { waiting[lane, default: []].append($0) }
    }

    private func leave(_ lane: Lane) {
        if waiting[lane, default: []].isEmpty {
            running[lane, default: 0] -= 1
        } else {
            waiting[lane]!.removeFirst().resume()
        }
    }
}
