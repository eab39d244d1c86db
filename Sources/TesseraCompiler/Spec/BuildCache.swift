import TesseraRuntime

/// What a checked expression depends on: the scalar node that holds its text (or, for a field
/// left out, the default's text and where it stands in), the names its field offers, the type
/// the field expects, and the constants in force (the cache keeps each alive, so its identity
/// is stable).
struct ExpressionKey: Hashable {
    var node: Int32?
    var location: SourceLocation
    var defaultText: String?
    var scope: VariableScope
    var expected: ExpressionType
    var constants: ObjectIdentifier
}

/// A section override's node, and the inputs of the body it merges into.
struct SectionKey: Hashable {
    var override: Int32
    var inputs: Int
}

/// Constants by the nodes of their mapping (key and value, pair by pair), checked expressions,
/// built sections, and the buffers a field's expression is parsed and checked in.
final class BuildCache {
    var constants: [[Int32]: LayoutConstants] = [:]
    var expressions: [ExpressionKey: LayoutExpression] = [:]
    var sections: [SectionKey: SectionIR] = [:]
    var scratch = ExpressionChecker.Scratch()
    var entries: [ParsedExpression.Entry] = []
    var words: [String] = []
    private var inputIdentifiers: [SectionInputs: Int] = [:]

    /// A small number for each distinct `SectionInputs`, so that section keys hash quickly.
    func identifier(of inputs: SectionInputs) -> Int {
        if let known = inputIdentifiers[inputs] { return known }
        inputIdentifiers[inputs] = inputIdentifiers.count
        return inputIdentifiers.count - 1
    }
}
