import TesseraRuntime

/// The functions an expression may call. Their arithmetic lives in the runtime (`LayoutMath`)
/// so the interpreter and generated code compute bit-identical results.
package enum BuiltInFunction: String, Hashable, Sendable, CaseIterable {
    case min, max, abs, floor, ceil, round, sqrt, sin, cos, tan, atan2

    /// How many arguments it takes; min and max take two or more.
    package var arity: ClosedRange<Int> {
        switch self {
        case .min, .max: 2...16
        case .atan2: 2...2
        default: 1...1
        }
    }
}

extension BuiltInFunction {
    /// The function of `stack[base..<base + count]`, with the runtime's arithmetic: what the
    /// interpreter (on its stack) and the constant folder (on an array) both compute.
    func apply<Stack: RandomAccessCollection<Double>>(to stack: Stack, from base: Int, count: Int) -> Double
    where Stack.Index == Int {
        switch self {
        case .min:
            var result = stack[base]
            for index in 1..<count { result = LayoutMath.min(result, stack[base + index]) }
            return result
        case .max:
            var result = stack[base]
            for index in 1..<count { result = LayoutMath.max(result, stack[base + index]) }
            return result
        case .abs: return LayoutMath.abs(stack[base])
        case .floor: return LayoutMath.floor(stack[base])
        case .ceil: return LayoutMath.ceil(stack[base])
        case .round: return LayoutMath.round(stack[base])
        case .sqrt: return LayoutMath.sqrt(stack[base])
        case .sin: return LayoutMath.sin(stack[base])
        case .cos: return LayoutMath.cos(stack[base])
        case .tan: return LayoutMath.tan(stack[base])
        case .atan2: return LayoutMath.atan2(stack[base], stack[base + 1])
        }
    }
}
