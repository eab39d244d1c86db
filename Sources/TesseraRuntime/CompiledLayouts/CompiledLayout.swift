#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A layout compiled by `tessera compile`, loaded at run time with nothing but this runtime: no
/// YAML reader and no compiler, so an app can take layouts from its bundle or a server on every
/// platform. It answers exactly as the interpreter and the generated type of the same layout do:
/// the same model, run by the same engine, with each formula the interpreter's program.
///
/// ```swift
/// let layout = try CompiledLayout(contentsOf: Bundle.main.url(forResource: "mosaic", withExtension: "json")!)
/// let prepared = try layout.prepare(LayoutInput(viewport: Size(width: 390, height: 844), sectionCounts: [120]))
/// ```
public struct CompiledLayout: TesseraLayout, LoadedLayout {
    package let engine: LayoutEngine<ProgramEvaluator>
    package let load = LayoutLoad()
    /// SHA-256 of the bytes it was loaded from (`ContentHash`; of the whole envelope for a signed
    /// file), for the reports of its run-time failures.
    public package(set) var contentHash: String
    /// Its signed envelope's name and serial, when a signed loader loaded it.
    public package(set) var envelopeName: String?
    public package(set) var serial: UInt64?

    /// Loads a compiled layout from its JSON. The bytes are untrusted: everything is checked
    /// before use (the format and its version, every program's stack use and operands, every
    /// formula number and count, the runtime's limits), and anything wrong is a
    /// `LoadError` that says where. `file` names the bytes in that error.
    public init(json: Data, file: String? = nil) throws(LoadError) {
        contentHash = ContentHash.of(json)
        let checked: CompiledLayoutReader.Checked
        do {
            checked = try CompiledLayoutReader(file: file).read(json)
        } catch {
            var refusal = error
            refusal.contentHash = contentHash
            throw refusal
        }
        engine = LayoutEngine(model: checked.model, evaluator: ProgramEvaluator(checked.programs), reads: checked.reads,
                              file: checked.source ?? file)
    }

    /// Loads the compiled layout in a file (a file URL; for bytes from elsewhere, `init(json:file:)`);
    /// its errors name the file by its path.
    public init(contentsOf url: URL) throws(LoadError) {
        let file = url.isFileURL ? url.path : url.absoluteString
        guard url.isFileURL else {
            throw LoadError(file: file, "this is not a file URL; fetch the bytes and load them with init(json:file:)")
        }
        let json: Data
        do {
            json = try Data(contentsOf: url)
        } catch {
            let missing = (error as? CocoaError)?.code == .fileReadNoSuchFile
            throw LoadError(file: file, missing ? "the file does not exist; check the path" : "the file cannot be read; check that it is a readable file")
        }
        try self.init(json: json, file: file)
    }

    public var name: String { engine.model.name }

    public func prepare(_ input: LayoutInput) throws(LayoutError) -> PreparedLayout {
        try engine.prepare(input)
    }

    public func extend(_ prepared: inout PreparedLayout, to input: LayoutInput) throws(LayoutError) {
        try engine.extend(&prepared, to: input)
    }

    public func relayout(_ prepared: inout PreparedLayout, changedFrom firstChanged: [Int?], to input: LayoutInput) throws(LayoutError) {
        try engine.relayout(&prepared, changedFrom: firstChanged, to: input)
    }

    public func relayout(_ prepared: inout PreparedLayout, changedItems: [Range<Int>?], to input: LayoutInput) throws(LayoutError) {
        try engine.relayout(&prepared, changedItems: changedItems, to: input)
    }
}
