/// Where the compiler's stages report problems. Stages never print or throw on a user error;
/// they report here and carry on, so one run shows every problem in a file.
package protocol DiagnosticCollector: AnyObject {
    func report(_ diagnostic: Diagnostic)
}

/// Keeps diagnostics in memory, in source order, without duplicates.
///
/// Duplicates arise naturally: a constant used in three places is checked three times, and a
/// base layout is checked once per variant. The author wants to hear about each fault once.
package final class DiagnosticBag: DiagnosticCollector {
    private var seen: Set<Diagnostic> = []
    private var collected: [Diagnostic] = []

    package init() {}

    package func report(_ diagnostic: Diagnostic) {
        if seen.insert(diagnostic).inserted {
            collected.append(diagnostic)
        }
    }

    /// Sorted by position; at one position, in the order reported.
    package var diagnostics: [Diagnostic] {
        collected.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }

    package var hasErrors: Bool { collected.contains { $0.severity == .error } }
    package var errorCount: Int { collected.count { $0.severity == .error } }
}
