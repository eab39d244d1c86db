import TesseraRuntime

extension EvaluationContext {
    package subscript(variable: ExpressionVariable) -> Double {
        switch variable {
        case .width: width
        case .height: height
        case .index: index
        case .count: count
        case .section: section
        case .column: column
        case .columnCount: columnCount
        case .slot: slot
        case .blockSize: blockSize
        case .columnWidth: columnWidth
        case .distance: distance
        }
    }
}

/// A checked expression compiled to a flat postfix program: the interpreter's compact form,
/// evaluated on a fixed stack without walking a tree or allocating.
///
/// Each instruction performs the same operation, in the same order, as the expression tree and
/// as generated Swift, so all three agree to the bit. Booleans are 1 and 0.
package struct ExpressionProgram: Sendable {
    enum Instruction: Sendable {
        case constant(Double)
        case variable(ExpressionVariable)
        case negate, not
        case binary(BinaryOperator)
        case call(BuiltInFunction, argumentCount: Int)
        /// Pops a condition; when false, skips `offset` instructions.
        case jumpIfFalse(offset: Int)
        case jump(offset: Int)
    }

    var instructions: [Instruction] = []
    var stackDepth = 0
    /// The expression as the author wrote it, for messages about its value.
    package let location: SourceLocation

    package init(_ expression: LayoutExpression) {
        location = expression.location
        var depth = 0
        emit(expression, depth: &depth)
    }

    private mutating func emit(_ expression: LayoutExpression, depth: inout Int) {
        func push() {
            depth += 1
            stackDepth = Swift.max(stackDepth, depth)
        }
        switch expression.kind {
        case .number(let value):
            instructions.append(.constant(value)); push()
        case .boolean(let value):
            instructions.append(.constant(value ? 1 : 0)); push()
        case .variable(let variable):
            instructions.append(.variable(variable)); push()
        case .unary(let op, let operand):
            emit(operand, depth: &depth)
            instructions.append(op == .negate ? .negate : .not)
        case .binary(let op, let lhs, let rhs):
            emit(lhs, depth: &depth)
            emit(rhs, depth: &depth)
            instructions.append(.binary(op))
            depth -= 1
        case .conditional(let condition, let whenTrue, let whenFalse):
            emit(condition, depth: &depth)
            let branch = instructions.count
            instructions.append(.jumpIfFalse(offset: 0))
            depth -= 1
            emit(whenTrue, depth: &depth)
            let skip = instructions.count
            instructions.append(.jump(offset: 0))
            depth -= 1
            instructions[branch] = .jumpIfFalse(offset: instructions.count - branch - 1)
            emit(whenFalse, depth: &depth)
            instructions[skip] = .jump(offset: instructions.count - skip - 1)
        case .call(let function, let arguments):
            for argument in arguments { emit(argument, depth: &depth) }
            instructions.append(.call(function, argumentCount: arguments.count))
            depth -= arguments.count - 1
        }
    }

    /// A constant program answers without touching the stack.
    package var constantValue: Double? {
        if instructions.count == 1, case .constant(let value) = instructions[0] { value } else { nil }
    }

    package func evaluate(_ context: EvaluationContext) -> Double {
        if instructions.count == 1 {
            switch instructions[0] {
            case .constant(let value): return value
            case .variable(let variable): return context[variable]
            default: break
            }
        }
        // The one stack in the module that is not an array: it lives on the native stack, so an
        // effect evaluated per element per scroll frame allocates nothing. Safe because programs
        // are made only by `init(_:)`, whose `emit` counts every push and pop, so `top` stays in
        // 0..<stackDepth. Debug builds (all of `swift test`) check each subscript, and the property
        // tests evaluate thousands of random expressions there.
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: Swift.max(stackDepth, 1)) { stack in
            var top = -1
            var pc = 0
            while pc < instructions.count {
                switch instructions[pc] {
                case .constant(let value):
                    top += 1; stack[top] = value
                case .variable(let variable):
                    top += 1; stack[top] = context[variable]
                case .negate:
                    stack[top] = -stack[top]
                case .not:
                    stack[top] = stack[top] != 0 ? 0 : 1
                case .binary(let op):
                    let b = stack[top], a = stack[top - 1]
                    top -= 1
                    stack[top] = op.apply(a, b)
                case .call(let function, let count):
                    top -= count - 1
                    stack[top] = function.apply(to: stack, from: top, count: count)
                case .jumpIfFalse(let offset):
                    let condition = stack[top]
                    top -= 1
                    if condition == 0 { pc += offset }
                case .jump(let offset):
                    pc += offset
                }
                pc += 1
            }
            return stack[0]
        }
    }
}
