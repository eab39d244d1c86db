import TesseraRuntime

/// The two types of the expression language.
package enum ExpressionType: String, Sendable {
    case number, boolean

    var article: String { self == .number ? "a number" : "a condition (true or false)" }
}

/// What checking found out about an expression or a constant: plain values, so that checking
/// alone (every constant is checked, few are used) touches no reference counts.
///
/// Laid out small (the checker's stack moves one per operation, and a layout keeps one per
/// constant): the fields are declared largest first, and the counts stored as 32 bits, which
/// the limits on substituted expressions keep far from overflowing.
struct CheckedExpression {
    /// The value, when the expression is or folds to a literal.
    var value: ConstantFolder.Value?
    var type: ExpressionType
    /// The variables it reads, through its constants too, including branches folded away.
    var reads: VariableMask
    private var storedSize: Int32
    private var storedDepth: Int32
    /// Where a fault about it is reported: the token that made it, as written at this use.
    var location: SourceLocation

    init(type: ExpressionType, value: ConstantFolder.Value?, size: Int, depth: Int, reads: VariableMask, location: SourceLocation) {
        self.value = value
        self.type = type
        self.reads = reads
        storedSize = Int32(clamping: size)
        storedDepth = Int32(clamping: depth)
        self.location = location
    }

    /// Operations once constants are substituted, and how deep they nest: generated code, the
    /// interpreter's compiler and the tree's own release walk it recursively.
    var size: Int { Int(storedSize) }
    var depth: Int { Int(storedDepth) }
}

/// Resolves names, checks types and folds constants, walking a postfix `ParsedExpression` with a
/// stack.
///
/// Constants are substituted where they are used, so one constant can read `index` in a per-item
/// field and still be used for a viewport-only field elsewhere, as long as each use makes sense.
/// Each constant is checked once (`LayoutConstants`); a use only tests the variables it reads
/// against the field's. Folding follows the operations and their order exactly, so folded
/// results equal evaluated ones.
struct ExpressionChecker {
    let scope: VariableScope
    private let available: VariableMask
    let constants: LayoutConstants
    let diagnostics: DiagnosticCollector
    /// The constant whose definition is checked, if any: not among the names offered to it.
    var defining: String?

    init(scope: VariableScope, constants: LayoutConstants, diagnostics: DiagnosticCollector) {
        self.scope = scope
        available = scope.mask
        self.constants = constants
        self.diagnostics = diagnostics
    }

    /// The IR expression when it is well typed and of the expected type; nil after reporting.
    func check(_ parsed: ParsedExpression, expecting type: ExpressionType, using scratch: inout Scratch) -> LayoutExpression? {
        check(parsed.view, expecting: type, using: &scratch)
    }

    func check(_ parsed: ParsedExpression.View, expecting type: ExpressionType, using scratch: inout Scratch) -> LayoutExpression? {
        constants.buildExpressions(usedBy: parsed, diagnostics: diagnostics)
        guard let (result, expression) = resolve(parsed, building: true, &scratch), let expression else { return nil }
        guard result.type == type else {
            diagnostics.report(.error("expected \(type.article), but this is \(result.type.article)", at: result.location))
            return nil
        }
        return expression
    }

    /// The stacks `resolve` works on, kept by a caller that checks many expressions so that
    /// they are allocated once, not grown again for each expression.
    struct Scratch {
        fileprivate var facts: [CheckedExpression?] = []
        fileprivate var trees: [LayoutExpression] = []
    }

    /// Checks `parsed`, and builds its IR expression when `building`; nil after reporting. A
    /// faulty operand poisons what contains it without further reports, and its siblings are
    /// still checked, so one pass reports every independent fault.
    func resolve(_ parsed: ParsedExpression.View, building: Bool, _ scratch: inout Scratch) -> (CheckedExpression, LayoutExpression?)? {
        scratch.facts.removeAll(keepingCapacity: true)
        scratch.trees.removeAll(keepingCapacity: true)
        for index in parsed.entries.indices {
            let location = parsed.location(of: index)
            let node = parsed.entries[index].node
            var result: CheckedExpression?
            // The constant a name stands for, found once for both the facts and the tree.
            var constant: Int?
            switch node {
            case .number(let value):
                result = literal(.number(value), at: location)
            case .boolean(let value):
                result = literal(.boolean(value), at: location)
            case .variable(let variable):
                result = self.variable(variable, at: location)
            case .name(let position):
                let name = parsed.words[Int(position)]
                constant = constants.index(of: name)
                result = self.constant(constant, named: name, at: location)
            case .unary(let op):
                if let operand = scratch.facts.removeLast() { result = unary(op, operand, at: location) }
            case .binary(let op):
                let rhs = scratch.facts.removeLast(), lhs = scratch.facts.removeLast()
                if let lhs, let rhs { result = binary(op, lhs, rhs, at: location) }
            case .conditional:
                let whenFalse = scratch.facts.removeLast(), whenTrue = scratch.facts.removeLast(), condition = scratch.facts.removeLast()
                if let condition, let whenTrue, let whenFalse {
                    result = conditional(condition, whenTrue, whenFalse, at: location)
                }
            case .call(let function, let arguments):
                let count = Int(arguments)
                result = call(function, scratch.facts[(scratch.facts.count - count)...], at: location)
                scratch.facts.removeLast(count)
            }
            if let size = result?.size, size > CompilerLimits.maxSubstitutedOperations {
                diagnostics.report(.error(
                    "with its constants substituted, this expression has more than \(CompilerLimits.maxSubstitutedOperations) operations; "
                        + "simplify the constants it uses",
                    at: location))
                result = nil
            } else if let depth = result?.depth, depth > CompilerLimits.maxSubstitutedDepth {
                diagnostics.report(.error(
                    "with its constants substituted, this expression nests deeper than \(CompilerLimits.maxSubstitutedDepth) levels; "
                        + "use fewer constants that build on one another",
                    at: location))
                result = nil
            }
            scratch.facts.append(result)
            if building { buildTree(node, result, constant: constant, at: location, &scratch.trees) }
        }
        guard let result = scratch.facts.last ?? nil else { return nil }
        return (result, building ? scratch.trees.last : nil)
    }

    /// Replaces the operands' trees on top of `trees` with the tree of `node`.
    private func buildTree(
        _ node: ParsedExpression.Node, _ checked: CheckedExpression?, constant: Int?, at location: SourceLocation,
        _ trees: inout [LayoutExpression]
    ) {
        let operandCount = switch node {
        case .number, .boolean, .variable, .name: 0
        case .unary: 1
        case .binary: 2
        case .conditional: 3
        case .call(_, let arguments): Int(arguments)
        }
        // Operands are read by position, not through a slice: a slice alive at the append below
        // would share the stack's storage and make every append copy it.
        let first = trees.count - operandCount
        let tree: LayoutExpression
        if let checked {
            if let constant, let built = constants.expression(at: constant) {
                tree = built  // as built where the constant is defined
            } else if let value = checked.value {
                tree = value.expression(at: location)
            } else {
                tree = switch node {
                case .variable(let variable): LayoutExpression(.variable(variable), at: location)
                case .unary(let op): LayoutExpression(.unary(op, trees[first]), at: location)
                case .binary(let op): LayoutExpression(.binary(op, trees[first], trees[first + 1]), at: location)
                case .conditional: LayoutExpression(.conditional(trees[first], trees[first + 1], trees[first + 2]), at: location)
                case .call(let function, _): LayoutExpression(.call(function, Array(trees[first...])), at: location)
                case .number, .boolean, .name: preconditionFailure("literals have values, and names the trees of their constants")
                }
            }
        } else {
            tree = LayoutExpression(.number(0), at: location)  // a fault was reported; the tree is dropped
        }
        trees.removeLast(operandCount)
        trees.append(tree)
    }

    // MARK: Leaves

    private func literal(_ value: ConstantFolder.Value, at location: SourceLocation) -> CheckedExpression {
        CheckedExpression(type: value.type, value: value, size: 1, depth: 1, reads: .none, location: location)
    }

    private func variable(_ variable: ExpressionVariable, at location: SourceLocation) -> CheckedExpression? {
        guard available.contains(variable) else {
            reportUnavailable(variable, at: location)
            return nil
        }
        return CheckedExpression(type: .number, value: nil, size: 1, depth: 1, reads: VariableMask(variable), location: location)
    }

    /// The facts of constant `index`, named `name` at `location`; nil (after reporting) for a
    /// name that is no constant.
    private func constant(_ index: Int?, named name: String, at location: SourceLocation) -> CheckedExpression? {
        guard let index else {
            // A constant's own definition cannot use it: it is not offered there.
            let variables = scope.variables.sorted().map(\.rawValue)
            let names = constants.names.filter { $0 != defining }.sorted()
            let candidates = variables + names
            let offered = "names available here: \(candidates.isEmpty ? "none" : candidates.joined(separator: ", "))"
            let hint = suggestion(for: name, among: candidates)
            diagnostics.report(.error(
                hint.isEmpty ? "unknown name '\(name)'; \(offered)" : "unknown name '\(name)'\(hint) \(sentence(offered))",
                at: location))
            return nil
        }
        // A constant that failed was reported where it is defined.
        guard var checked = constants.checked(at: index) else { return nil }
        if let (variable, place) = constants.firstRead(outside: available, from: index) {
            reportUnavailable(variable, at: place)
            return nil
        }
        checked.location = location
        return checked
    }

    private func reportUnavailable(_ variable: ExpressionVariable, at location: SourceLocation) {
        let offered = scope.variables.sorted().map(\.rawValue).joined(separator: ", ")
        diagnostics.report(.error(
            "'\(variable.rawValue)' (\(variable.summary)) is not available here; this field can use \(offered.isEmpty ? "no names, only numbers and constants" : offered)",
            at: location))
    }

    // MARK: Operations

    private func unary(_ op: UnaryOperator, _ operand: CheckedExpression, at location: SourceLocation) -> CheckedExpression? {
        let expected: ExpressionType = op == .negate ? .number : .boolean
        guard operand.type == expected else {
            diagnostics.report(.error("'\(op.rawValue)' needs \(expected.article), but its operand is \(operand.type.article)", at: location))
            return nil
        }
        let value: ConstantFolder.Value? = switch operand.value {
        case .number(let a)?: .number(-a)
        case .boolean(let a)?: .boolean(!a)
        case nil: nil
        }
        return combine(expected, value, reads: operand.reads, size: operand.size + 1, depth: operand.depth + 1, at: location)
    }

    private func binary(
        _ op: BinaryOperator, _ lhs: CheckedExpression, _ rhs: CheckedExpression, at location: SourceLocation
    ) -> CheckedExpression? {
        let operandType: ExpressionType = op.isLogical ? .boolean : .number
        if let wrong = lhs.type != operandType ? lhs : rhs.type != operandType ? rhs : nil {
            diagnostics.report(.error(
                "'\(op.rawValue)' needs \(operandType.article) on each side, but this is \(wrong.type.article)", at: wrong.location))
            return nil
        }
        if op == .divide || op == .remainder, case .number(0)? = rhs.value {
            diagnostics.report(.error(
                op == .divide ? "division by zero: the divisor is always 0" : "remainder by zero: the divisor is always 0",
                at: rhs.location))
            return nil
        }
        let value: ConstantFolder.Value? = switch (lhs.value, rhs.value) {
        case (.boolean(let a)?, .boolean(let b)?): .boolean(op == .and ? a && b : a || b)
        case (.number(let a)?, .number(let b)?):
            op.isArithmetic ? .number(ConstantFolder.arithmetic(op, a, b)) : .boolean(ConstantFolder.compare(op, a, b))
        default: nil
        }
        let reads = lhs.reads.union(rhs.reads), size = lhs.size + rhs.size + 1, depth = max(lhs.depth, rhs.depth) + 1
        return combine(op.isArithmetic ? .number : .boolean, value, reads: reads, size: size, depth: depth, at: location)
    }

    private func conditional(
        _ condition: CheckedExpression, _ whenTrue: CheckedExpression, _ whenFalse: CheckedExpression,
        at location: SourceLocation
    ) -> CheckedExpression? {
        guard condition.type == .boolean else {
            diagnostics.report(.error(
                "the condition before '?' must be a comparison, but this is \(condition.type.article)", at: condition.location))
            return nil
        }
        guard whenTrue.type == whenFalse.type else {
            diagnostics.report(.error(
                "both branches of '?' must have one type; this one is \(whenFalse.type.article), the other \(whenTrue.type.article)",
                at: whenFalse.location))
            return nil
        }
        // Folds only when the branch taken is itself a literal.
        let value: ConstantFolder.Value? = if case .boolean(let truth)? = condition.value { truth ? whenTrue.value : whenFalse.value } else { nil }
        let reads = condition.reads.union(whenTrue.reads).union(whenFalse.reads)
        let size = condition.size + whenTrue.size + whenFalse.size + 1
        let depth = max(condition.depth, whenTrue.depth, whenFalse.depth) + 1
        return combine(whenTrue.type, value, reads: reads, size: size, depth: depth, at: location)
    }

    private func call(
        _ function: BuiltInFunction, _ arguments: ArraySlice<CheckedExpression?>, at location: SourceLocation
    ) -> CheckedExpression? {
        var reads = VariableMask.none, size = 1, depth = 1, folds = true
        for argument in arguments {
            guard let argument else { return nil }
            guard argument.type == .number else {
                diagnostics.report(.error("\(function.rawValue) takes numbers, but this is \(argument.type.article)", at: argument.location))
                return nil
            }
            reads = reads.union(argument.reads)
            size += argument.size
            depth = max(depth, argument.depth + 1)
            folds = folds && argument.value != nil
        }
        let value: ConstantFolder.Value? = folds
            ? .number(ConstantFolder.call(function, arguments.map { argument -> Double in if case .number(let a)? = argument?.value { a } else { .nan } }))
            : nil
        return combine(.number, value, reads: reads, size: size, depth: depth, at: location)
    }

    /// An operation on checked operands: a literal when `value` is a finite number or a truth
    /// value, otherwise the operation itself.
    private func combine(
        _ type: ExpressionType, _ value: ConstantFolder.Value?, reads: VariableMask, size: Int, depth: Int, at location: SourceLocation
    ) -> CheckedExpression {
        // A non-finite constant is left for evaluation to report with its context.
        if let value, value.isFinite {
            return CheckedExpression(type: type, value: value, size: 1, depth: 1, reads: reads, location: location)
        }
        return CheckedExpression(type: type, value: nil, size: size, depth: depth, reads: reads, location: location)
    }
}

extension ConstantFolder.Value {
    var type: ExpressionType {
        if case .number = self { .number } else { .boolean }
    }

    var isFinite: Bool {
        if case .number(let number) = self { number.isFinite } else { true }
    }

    func expression(at location: SourceLocation) -> LayoutExpression {
        switch self {
        case .number(let number): LayoutExpression(.number(number), at: location)
        case .boolean(let truth): LayoutExpression(.boolean(truth), at: location)
        }
    }
}
