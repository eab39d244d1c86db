/// Where the compiler's stages report problems. Stages never print or throw on a user error;
/// they report here and carry on, so one run shows every problem in a file.
package protocol DiagnosticCollector: AnyObject {
    func report(_ diagnostic: Diagnostic)
    /// False once the collector keeps no more errors: a stage may then report without composing
    /// a message (it is only counted).
    var acceptsMoreErrors: Bool { get }
}

extension DiagnosticCollector {
    package var acceptsMoreErrors: Bool { true }
}

/// Keeps diagnostics in memory, in source order, without duplicates.
///
/// Duplicates arise naturally: a constant used in three places is checked three times, and a
/// base layout is checked once per variant. The author wants to hear about each fault once.
package final class DiagnosticBag: DiagnosticCollector {
    /// Errors kept; past it errors are counted, as compilers stop listing them: a file of
    /// 400,000 unknown keys is fixed from its first errors, not by reading all of them.
    package static let errorLimit = 100
    private var seen: Set<Diagnostic> = []
    private var collected: [Diagnostic] = []
    private var keptErrors = 0
    /// Errors reported past `errorLimit`.
    package private(set) var droppedErrors = 0

    package init() {}

    package func report(_ diagnostic: Diagnostic) {
        if diagnostic.severity == .error, keptErrors >= Self.errorLimit {
            droppedErrors += 1
            return
        }
        if seen.insert(diagnostic).inserted {
            collected.append(diagnostic)
            if diagnostic.severity == .error { keptErrors += 1 }
        }
    }

    package var acceptsMoreErrors: Bool { keptErrors < Self.errorLimit }

    /// Sorted by position; at one position, in the order reported. When errors were dropped,
    /// the last one says how many.
    package var diagnostics: [Diagnostic] {
        var sorted = collected.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
        if droppedErrors > 0, let last = sorted.last(where: { $0.severity == .error }) {
            sorted.append(.error("and \(droppedErrors) more error\(droppedErrors == 1 ? "" : "s") not shown (the first \(Self.errorLimit) are above); fix those and run again",
                                 at: last.location))
        }
        return sorted
    }

    package var hasErrors: Bool { keptErrors > 0 }
    package var errorCount: Int { keptErrors + droppedErrors }
}
