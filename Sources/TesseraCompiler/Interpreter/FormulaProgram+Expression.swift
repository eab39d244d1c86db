import TesseraRuntime

extension FormulaProgram {
    /// A checked expression as a program: operands before their operation, a conditional as a
    /// jump over the branch not taken.
    package init(_ expression: LayoutExpression) {
        var instructions: [Instruction] = []
        Self.emit(expression, into: &instructions)
        do {
            try self.init(checking: instructions)
        } catch {
            // The checker bounds an expression's size and depth far below the program's limits,
            // and `emit` pushes before it pops.
            preconditionFailure("the program for \(expression) is not well formed: \(error.message)")
        }
    }

    private static func emit(_ expression: LayoutExpression, into instructions: inout [Instruction]) {
        switch expression.kind {
        case .number(let value):
            instructions.append(.constant(value))
        case .boolean(let value):
            instructions.append(.constant(value ? 1 : 0))
        case .variable(let variable):
            instructions.append(.variable(variable))
        case .unary(let op, let operand):
            emit(operand, into: &instructions)
            instructions.append(op == .negate ? .negate : .not)
        case .binary(let op, let lhs, let rhs):
            emit(lhs, into: &instructions)
            emit(rhs, into: &instructions)
            instructions.append(.binary(op))
        case .conditional(let condition, let whenTrue, let whenFalse):
            emit(condition, into: &instructions)
            let branch = instructions.count
            instructions.append(.jumpIfFalse(offset: 0))
            emit(whenTrue, into: &instructions)
            let skip = instructions.count
            instructions.append(.jump(offset: 0))
            instructions[branch] = .jumpIfFalse(offset: instructions.count - branch - 1)
            emit(whenFalse, into: &instructions)
            instructions[skip] = .jump(offset: instructions.count - skip - 1)
        case .call(let function, let arguments):
            for argument in arguments { emit(argument, into: &instructions) }
            instructions.append(.call(function, argumentCount: arguments.count))
        }
    }
}

extension ProgramEvaluator {
    /// The interpreter's evaluator: each of the table's expressions compiled to a program.
    package init(_ expressions: [LayoutExpression]) {
        self.init(expressions.map(FormulaProgram.init))
    }
}
