/// Forwards to another collector and counts the errors, so a stage can tell whether it failed.
package final class ErrorCountingCollector: DiagnosticCollector {
    private let target: DiagnosticCollector
    package private(set) var errorCount = 0

    package init(forwardingTo target: DiagnosticCollector) {
        self.target = target
    }

    package func report(_ diagnostic: Diagnostic) {
        if diagnostic.severity == .error { errorCount += 1 }
        target.report(diagnostic)
    }

    package var acceptsMoreErrors: Bool { target.acceptsMoreErrors }
}
