/// The bounds the YAML front end puts on a layout file, besides the runtime's `Limits`, so that no
/// file, however hostile, can make the compiler crash, hang or allocate without bound. Each is
/// reported as a located error when exceeded.
package enum CompilerLimits {
    /// Layouts nest six or seven levels deep; this leaves room and stays far from a stack overflow.
    package static let maxNestingDepth = 64
    /// Nodes that aliases may add by reference. An alias bomb ("billion laughs") exceeds it at
    /// once, and it is counted, never expanded.
    package static let maxAliasExpansion = 10_000
    /// Characters in one expression, and its nesting depth.
    package static let maxExpressionLength = 4_096
    package static let maxExpressionDepth = 64
    /// Operations in one expression once its constants are substituted: constants that each use
    /// the previous one twice would otherwise double it per line.
    package static let maxSubstitutedOperations = 10_000
    /// Their nesting once substituted: a chain of constants, each using the one before, nests as
    /// deep as it is long, and the expression's tree is walked recursively.
    package static let maxSubstitutedDepth = 1_024
}
