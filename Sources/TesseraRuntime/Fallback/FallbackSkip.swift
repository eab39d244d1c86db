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
    /// A stable code of docs/ERRORS.md: a signed file's refusal code (`signature.bad`, `expired`,
    /// `rollback`, …), the compiled loader's (`load.notJson`, `load.versionUnsupported`, …),
    /// `run.layoutFailed` for a layout that failed while running, `load.sourceFailed` for an error
    /// of the app's own that the source threw.
    public var code: String
    public var message: String

    public init(source: String, stage: Stage, code: String, message: String) {
        self.source = source
        self.stage = stage
        self.code = code
        self.message = message
    }

    /// `SOURCE (STAGE, CODE): message`.
    public var description: String { "\(source) (\(stage.rawValue), \(code)): \(message)" }
}

/// An error that carries a stable code of its own: a fallback chain reports it as the code of
/// the skip (TesseraSigning's `SignedFileError` gives its refusal code).
public protocol CodedLayoutRefusal: Error {
    var refusalCode: String { get }
    var refusalMessage: String { get }
}

extension FallbackSkip {
    /// The skip of `source` for an error its loader threw.
    static func load(_ source: String, _ error: any Error) -> FallbackSkip {
        switch error {
        case let refusal as any CodedLayoutRefusal:
            FallbackSkip(source: source, stage: .load, code: refusal.refusalCode, message: refusal.refusalMessage)
        case let loadError as CompiledLayout.LoadError:
            FallbackSkip(source: source, stage: .load, code: loadError.code.rawValue, message: loadError.description)
        default:
            FallbackSkip(source: source, stage: .load, code: ErrorCode.loadSourceFailed.rawValue, message: String(describing: error))
        }
    }
}
