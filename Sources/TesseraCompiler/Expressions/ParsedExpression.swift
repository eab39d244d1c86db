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

    /// A single literal, for plain numbers in the YAML that need no parsing.
    init(number: Double, at origin: SourceLocation) {
        self.origin = origin
        entries = [Entry(node: .number(number), offset: 0)]
    }

    func location(of index: Int) -> SourceLocation {
        origin.advanced(by: Int(entries[index].offset))
    }
}
