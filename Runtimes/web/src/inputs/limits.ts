/** The bounds the runtime puts on what it is given (a file, counts), as the Swift runtime's
 * `Limits`: past them, a located error, never a crash, a hang or unbounded memory. */
export const limits = {
  maxFileBytes: 16 * 1024 * 1024,
  /** Cells of a tile pattern, slots of a column spec, a rule's period, grid spans and periods. */
  maxPatternCells: 1024,
  /** Columns of a masonry, flow or grid, and of a column spec. */
  maxColumns: 1024,
  maxVariants: 64,
  maxSectionOverrides: 1024,
  /** Items one swipe moves when a layout pages by item. */
  maxPagingItems: 1024,
  maxItems: 50_000_000,
  maxSections: 100_000,
};
