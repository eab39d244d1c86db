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
