/// What building a section reads from the body its override merges into, as plain integers:
/// every node of the keys `LayoutBuilder.section` reads, and the constants in force. A scalar is
/// identified by its node (its text never changes), a container by its place, kind, size and
/// contents (a merged mapping is a new node each time, written at its override's place), so
/// equal inputs build equal sections, and a variant that changes only, say, `snap` builds none
/// of its sections again.
struct SectionInputs: Hashable {
    /// The keys a section is built from; constants come in through their origin.
    static let keys = ["insets", "header", "footer", "background", "separators", "orthogonal"] + LanguageSchema.kindKeys

    private var atoms: [Int] = []

    init(of body: YAMLNode, constants: LayoutConstants) {
        atoms.append(Int(bitPattern: ObjectIdentifier(constants)))
        for key in Self.keys {
            guard let node = body[key] else { continue }
            atoms.append(key.utf8.count)
            append(node)
        }
    }

    /// Where each node is written, its kind and its size (a scalar's node), depth first on an explicit stack.
    private mutating func append(_ root: YAMLNode) {
        var pending = [root]
        while let node = pending.popLast() {
            atoms.append(node.location.line)
            atoms.append(node.location.column)
            switch node.value {
            case .scalar:
                atoms.append(-1)
                atoms.append(Int(node.index))
            case .sequence(let items):
                atoms.append(-2 - items.count)
                pending.append(contentsOf: items.reversed())
            case .mapping(let pairs):
                atoms.append(-3 - 2 * pairs.count)
                for pair in pairs.reversed() {
                    pending.append(pair.value)
                    pending.append(pair.key)
                }
            }
        }
    }
}
