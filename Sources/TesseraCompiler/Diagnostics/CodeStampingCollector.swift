import TesseraRuntime

/// Forwards to another collector, giving each error the code of the stage that found it
/// (docs/ERRORS.md): the YAML reader's errors are `yaml.syntax` wherever they are reported from.
package final class CodeStampingCollector: DiagnosticCollector {
    private let target: DiagnosticCollector
    private let code: ErrorCode

    package init(_ code: ErrorCode, forwardingTo target: DiagnosticCollector) {
        self.code = code
        self.target = target
    }

    package func report(_ diagnostic: Diagnostic) {
        var stamped = diagnostic
        if stamped.severity == .error { stamped.code = code }
        target.report(stamped)
    }

    package var acceptsMoreErrors: Bool { target.acceptsMoreErrors }
}
