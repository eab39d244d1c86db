/// Long polls waiting for the next change of a layout file: each is woken when the files
/// change (or its wait ends), instead of asking again and again. Kept inside `PreviewAPI`.
struct ChangeWaiters {
    private var waiting: [Int: CheckedContinuation<Void, Never>] = [:]
    /// Waits that ended before they were stored: a wait cancelled early.
    private var ended: Set<Int> = []
    private var next = 0

    /// An id for a new wait.
    mutating func ticket() -> Int {
        next += 1
        return next
    }

    /// Stores the wait `id`, or resumes it at once if it already ended.
    mutating func store(_ continuation: CheckedContinuation<Void, Never>, for id: Int) {
        if ended.remove(id) != nil { continuation.resume() } else { waiting[id] = continuation }
    }

    /// Ends the wait `id` (its time is up, or its request went away).
    mutating func end(_ id: Int) {
        if let continuation = waiting.removeValue(forKey: id) { continuation.resume() } else { ended.insert(id) }
    }

    /// The files changed: every wait ends.
    mutating func wakeAll() {
        for continuation in waiting.values { continuation.resume() }
        waiting = [:]
    }

    var count: Int { waiting.count }
}
