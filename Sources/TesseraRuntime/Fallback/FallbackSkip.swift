/// Why a fallback chain passed over one of its layout sources: reported to the app as it happens,
/// so that a team can count refusals and failures from its devices. The same in every runtime
/// (Runtimes/web `FallbackSkip`, Runtimes/android `FallbackSkip`).
public struct FallbackSkip: Hashable, Sendable, CustomStringConvertible {
    /// When the source was passed over.
    public enum Stage: String, Hashable, Sendable {
        /// Its file did not load: unreadable, refused by its signature, its version or the loader's checks.
        case load
        /// Its layout failed for an input while the app ran (an expression invalid for a viewport,
        /// a count, a text size): the next source laid out in its place, in the same pass.
        case run
    }

    /// The source's name, as the app gave it.
    public var source: String
    public var stage: Stage
    /// The error's report (docs/ERRORS.md): for a refusal, the loader's; for a layout that failed
    /// while running, `run.layoutFailed` with the failing layout's name, serial and content hash.
    public var report: ErrorReport

    public init(source: String, stage: Stage, report: ErrorReport) {
        self.source = source
        self.stage = stage
        self.report = report
    }

    /// A stable code of docs/ERRORS.md: a signed file's refusal code (`signature.bad`, `expired`,
    /// `rollback`, …), the compiled loader's (`load.notJson`, `load.versionUnsupported`, …),
    /// `run.layoutFailed` for a layout that failed while running, `load.sourceFailed` for an error
    /// of the app's own that the source threw.
    public var code: String { report.code.rawValue }
    public var message: String { report.message }

    /// `SOURCE (STAGE, CODE): message`.
    public var description: String { "\(source) (\(stage.rawValue), \(code)): \(message)" }
}

extension FallbackSkip {
    /// The skip of `source` for an error its loader threw.
    static func load(_ source: String, _ error: any Error) -> FallbackSkip {
        let report = (error as? any ReportedError)?.report
            ?? ErrorReport(code: .loadSourceFailed, message: String(describing: error))
        return FallbackSkip(source: source, stage: .load, report: report)
    }
}
