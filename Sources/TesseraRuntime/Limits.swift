/// The bounds Tessera puts on its input, so that no file, however hostile, can make it crash,
/// hang or allocate without bound. Each is reported as a located error when exceeded.
public enum Limits {
    /// Larger than any hand-written layout by orders of magnitude.
    public static let maxFileBytes = 16 * 1024 * 1024
    /// Layouts nest six or seven levels deep; this leaves room and stays far from a stack overflow.
    public static let maxNestingDepth = 64
    /// Nodes that aliases may add by reference. An alias bomb ("billion laughs") exceeds it at
    /// once, and it is counted, never expanded.
    public static let maxAliasExpansion = 10_000
    /// Characters in one expression, and its nesting depth.
    public static let maxExpressionLength = 4_096
    public static let maxExpressionDepth = 64
    /// Operations in one expression once its constants are substituted: constants that each use
    /// the previous one twice would otherwise double it per line.
    public static let maxSubstitutedOperations = 10_000
    /// Their nesting once substituted: a chain of constants, each using the one before, nests as
    /// deep as it is long, and the expression's tree is walked recursively.
    public static let maxSubstitutedDepth = 1_024
    /// Cells in one tile pattern, columns in a column spec, and rows/columns of an areas grid.
    public static let maxPatternCells = 1_024
    /// Lanes (columns) of a masonry or flow layout, variants and per-section overrides.
    public static let maxColumns = 1_024
    public static let maxVariants = 64
    public static let maxSectionOverrides = 1_024
    /// Items in one section and sections in one layout, wherever the counts come from (an app, the
    /// command line, the preview): beyond them, a layout error, not an out-of-memory kill.
    public static let maxItems = 50_000_000
    public static let maxSections = 100_000
}
