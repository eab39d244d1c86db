/// An expression as written, before names are resolved: its nodes in postfix order in one
/// array. A layout may define tens of thousands of constants, and each is parsed and checked
/// once; one array per expression instead of a heap node per operation keeps that cheap, and
/// postfix order lets the checker walk it with a stack instead of recursion.
struct ParsedExpression {
    enum Node: Equatable {
        case number(Double)
        case boolean(Bool)
        case variable(Variable)
        /// A name that is not a variable: the checker looks it up among the constants.
        case name(String)
        case unary(UnaryOperator)
        case binary(BinaryOperator)
        /// Takes the condition and the two branches, in that order.
        case conditional
        case call(Function, arguments: Int)
    }

    struct Entry {
        var node: Node
        /// Columns from `origin` to the token that made the node; for a parenthesised operand, to its '('.
        var offset: Int32
    }

    var entries: [Entry] = []
    let origin: SourceLocation

    init(origin: SourceLocation) {
        self.origin = origin
    }

    func location(of index: Int) -> SourceLocation {
        origin.advanced(by: Int(entries[index].offset))
    }

    /// The entries as a `View`, for the length of `body`.
    func withView<Result>(_ body: (View) -> Result) -> Result {
        entries.withUnsafeBufferPointer { body(View(entries: $0, origin: origin)) }
    }

    /// An expression's entries wherever they are stored: in a `ParsedExpression` of its own, or
    /// in the one buffer a layout's constants share, so that tens of thousands of constants are
    /// not as many allocations. What the checker walks.
    struct View {
        let entries: UnsafeBufferPointer<Entry>
        let origin: SourceLocation

        func location(of index: Int) -> SourceLocation {
            origin.advanced(by: Int(entries[index].offset))
        }
    }

    /// Where an expression's entries are in a shared buffer.
    struct Run {
        var range: Range<Int>
        var origin: SourceLocation

        func view(in buffer: UnsafeBufferPointer<Entry>) -> View {
            View(entries: UnsafeBufferPointer(rebasing: buffer[range]), origin: origin)
        }
    }
}
