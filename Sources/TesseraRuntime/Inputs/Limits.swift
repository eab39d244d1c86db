/// The bounds the runtime puts on what it is given (a compiled file, counts, a model), so that no
/// input, however hostile, can make it crash, hang or allocate without bound. Each is reported
/// as an error when exceeded. The YAML front end's own bounds are `CompilerLimits`.
package enum Limits {
    /// Larger than any hand-written layout by orders of magnitude.
    public static let maxFileBytes = 16 * 1024 * 1024
    /// Cells in one tile pattern, columns in a column spec, and rows/columns of an areas grid.
    public static let maxPatternCells = 1_024
    /// Lanes (columns) of a masonry or flow layout, variants and per-section overrides.
    public static let maxColumns = 1_024
    public static let maxVariants = 64
    public static let maxSectionOverrides = 1_024
    /// Items one swipe moves when a layout pages by item.
    public static let maxPagingItems = 1_024
    /// Items in one section and sections in one layout, wherever the counts come from (an app, the
    /// command line, the preview): beyond them, a layout error, not an out-of-memory kill.
    public static let maxItems = 50_000_000
    public static let maxSections = 100_000
}
