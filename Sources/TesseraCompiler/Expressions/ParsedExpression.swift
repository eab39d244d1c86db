import TesseraRuntime

/// An expression as written, before names are resolved: its nodes in postfix order in one
/// array. A layout may define tens of thousands of constants, and each is parsed and checked
/// once; one array per expression instead of a heap node per operation keeps that cheap, and
/// postfix order lets the checker walk it with a stack instead of recursion.
struct ParsedExpression {
    enum Node: Equatable {
        case number(Double)
        case boolean(Bool)
        case variable(ExpressionVariable)
        /// A name that is not a variable, by its position among the expression's `words`: the
        /// checker looks it up among the constants. Kept out of line so that entries hold no
        /// references: copying and freeing them is plain memory work.
        case name(Int32)
        case unary(UnaryOperator)
        case binary(BinaryOperator)
        /// Takes the condition and the two branches, in that order.
        case conditional
        /// 32 bits, like the other payloads, so that an entry takes 16 bytes, not 24.
        case call(BuiltInFunction, arguments: Int32)
    }

    struct Entry {
        var node: Node
        /// Columns from `origin` to the token that made the node; for a parenthesised operand, to its '('.
        var offset: Int32
    }

    var entries: [Entry] = []
    /// The names `.name` entries stand for.
    var words: [String] = []
    let origin: SourceLocation

    init(origin: SourceLocation) {
        self.origin = origin
    }

    var view: View {
        View(entries: entries[...], words: words, origin: origin)
    }

    /// An expression's entries wherever they are stored: in a `ParsedExpression` of its own, or
    /// in the one buffer a layout's constants share, so that tens of thousands of constants are
    /// not as many allocations. What the checker walks. The slice keeps its positions in the
    /// shared buffer: walk it by `entries.indices`.
    struct View {
        let entries: ArraySlice<Entry>
        /// The whole table the `.name` entries point into.
        let words: [String]
        let origin: SourceLocation

        func location(of index: Int) -> SourceLocation {
            origin.advanced(by: Int(entries[index].offset))
        }

        /// The name entry `index` stands for, when it is a `.name`.
        func name(at index: Int) -> String? {
            if case .name(let position) = entries[index].node { words[Int(position)] } else { nil }
        }
    }

    /// Where an expression's entries are in a shared buffer.
    struct Run {
        var range: Range<Int>
        var origin: SourceLocation

        func view(in buffer: [Entry], words: [String]) -> View {
            View(entries: buffer[range], words: words, origin: origin)
        }
    }
}
