/// Forwards to another collector and counts the errors, so a stage can tell whether it failed.
final class ErrorCountingCollector: DiagnosticCollector {
    private let target: DiagnosticCollector
    private(set) var errorCount = 0

    init(forwardingTo target: DiagnosticCollector) {
        self.target = target
    }

    func report(_ diagnostic: Diagnostic) {
        if diagnostic.severity == .error { errorCount += 1 }
        target.report(diagnostic)
    }
}
