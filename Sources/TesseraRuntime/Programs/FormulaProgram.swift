/// A formula as a flat postfix program: how the interpreter and loaded compiled layouts compute
/// a formula, on a fixed stack, without walking a tree or allocating.
///
/// Each instruction performs the same operation, in the same order, as the compiler's expression
/// tree and as generated Swift, so all of them agree to the bit. Booleans are 1 and 0.
package struct FormulaProgram: Hashable, Sendable {
    package enum Instruction: Hashable, Sendable {
        case constant(Double)
        case variable(ExpressionVariable)
        case negate, not
        case binary(BinaryOperator)
        case call(BuiltInFunction, argumentCount: Int)
        /// Pops a condition; when false, skips `offset` instructions.
        case jumpIfFalse(offset: Int)
        /// Skips `offset` instructions.
        case jump(offset: Int)
    }

    package let instructions: [Instruction]
    /// The most values on the stack at once, as `init(checking:)` found it.
    package let stackDepth: Int

    /// The most instructions and the deepest stack a program may have: far beyond what the
    /// compiler's limits on an expression let it emit, and small enough that a program from a
    /// hostile file cannot make evaluation allocate without bound.
    package static let maxInstructions = 1 << 16
    package static let maxStackDepth = 4_096

    /// Checks that the program is well formed, whoever made it: every path through it pushes
    /// before it pops, jumps land inside it (forward only, so it always ends), the paths that
    /// meet agree on the stack's depth, calls have an arity their function takes, and it ends
    /// with exactly one value. `evaluate` relies on all of this.
    package init(checking instructions: [Instruction]) throws(ProgramError) {
        guard !instructions.isEmpty else { throw ProgramError(instruction: 0, "the program is empty") }
        guard instructions.count <= Self.maxInstructions else {
            throw ProgramError(instruction: 0, "the program has \(instructions.count) instructions; at most \(Self.maxInstructions) are allowed")
        }
        // depths[pc]: the stack's depth before instruction pc, from every path that reaches it.
        var depths = [Int](repeating: -1, count: instructions.count + 1)
        depths[0] = 0
        var deepest = 0
        func flow(to target: Int, depth: Int, from pc: Int) throws(ProgramError) {
            guard target <= instructions.count else {
                throw ProgramError(instruction: pc, "a jump leaves the program (to \(target) of \(instructions.count))")
            }
            if depths[target] == -1 {
                depths[target] = depth
            } else if depths[target] != depth {
                throw ProgramError(instruction: pc, "paths meet at instruction \(target) with different stack depths (\(depths[target]) and \(depth))")
            }
        }
        for (pc, instruction) in instructions.enumerated() {
            let depth = depths[pc]
            guard depth >= 0 else { throw ProgramError(instruction: pc, "no path reaches this instruction") }
            func needs(_ operands: Int) throws(ProgramError) {
                guard depth >= operands else {
                    throw ProgramError(instruction: pc, "it takes \(operands) value\(operands == 1 ? "" : "s") but the stack holds \(depth)")
                }
            }
            switch instruction {
            case .constant, .variable:
                guard depth < Self.maxStackDepth else {
                    throw ProgramError(instruction: pc, "the stack grows beyond \(Self.maxStackDepth) values")
                }
                deepest = Swift.max(deepest, depth + 1)
                try flow(to: pc + 1, depth: depth + 1, from: pc)
            case .negate, .not:
                try needs(1)
                try flow(to: pc + 1, depth: depth, from: pc)
            case .binary:
                try needs(2)
                try flow(to: pc + 1, depth: depth - 1, from: pc)
            case .call(let function, let count):
                guard function.arity.contains(count) else {
                    throw ProgramError(instruction: pc, "\(function.rawValue) takes \(function.arity.lowerBound)\(function.arity.count > 1 ? " to \(function.arity.upperBound)" : "") arguments, not \(count)")
                }
                try needs(count)
                try flow(to: pc + 1, depth: depth - count + 1, from: pc)
            case .jumpIfFalse(let offset):
                try needs(1)
                guard offset >= 0 else { throw ProgramError(instruction: pc, "a jump goes backwards (offset \(offset))") }
                try flow(to: pc + 1, depth: depth - 1, from: pc)
                try flow(to: pc + 1 + Swift.min(offset, instructions.count), depth: depth - 1, from: pc)
            case .jump(let offset):
                guard offset >= 0 else { throw ProgramError(instruction: pc, "a jump goes backwards (offset \(offset))") }
                try flow(to: pc + 1 + Swift.min(offset, instructions.count), depth: depth, from: pc)
            }
        }
        guard depths[instructions.count] == 1 else {
            throw ProgramError(instruction: instructions.count, "the program ends with \(Swift.max(depths[instructions.count], 0)) values on the stack instead of one")
        }
        self.instructions = instructions
        stackDepth = deepest
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
        // The one stack in the runtime that is not an array: it lives on the native stack, so an
        // effect evaluated per element per scroll frame allocates nothing. Safe because the only
        // initialiser, `init(checking:)`, proves for every path that `top` stays in
        // 0..<stackDepth and that jumps stay inside the program. Debug builds (all of `swift test`)
        // check each subscript too, and the property tests evaluate thousands of random programs.
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

extension FormulaProgram {
    /// The names the program reads.
    package var variables: some Sequence<ExpressionVariable> {
        instructions.lazy.compactMap { if case .variable(let variable) = $0 { variable } else { nil } }
    }
}

extension InputReads {
    /// What of the input formulas that read `variables` depend on: the viewport's dimensions
    /// and the item count, where they read them.
    package init(reading variables: some Sequence<ExpressionVariable>) {
        self = []
        for variable in variables {
            switch variable {
            case .width: insert(.width)
            case .height: insert(.height)
            case .count: insert(.count)
            case .textScale: insert(.textScale)
            default: break
            }
        }
    }
}

/// Why a program is not well formed, and at which instruction.
package struct ProgramError: Error, Hashable, Sendable {
    package var instruction: Int
    package var message: String

    package init(instruction: Int, _ message: String) {
        self.instruction = instruction
        self.message = message
    }
}

/// Computes formulas by running their programs: the interpreter's evaluator and that of
/// compiled layouts loaded at run time.
package struct ProgramEvaluator: FormulaEvaluator {
    package let programs: [FormulaProgram]

    package init(_ programs: [FormulaProgram]) {
        self.programs = programs
    }

    package func value(of formula: Formula, in context: EvaluationContext) -> Double {
        programs[formula.id].evaluate(context)
    }
}
