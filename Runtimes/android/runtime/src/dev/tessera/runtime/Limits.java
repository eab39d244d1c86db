package dev.tessera.runtime;

/**
 * The bounds the runtime puts on what it is given (a file, counts), as the Swift runtime's
 * `Limits`: past them, a located error, never a crash, a hang or unbounded memory.
 */
final class Limits {
    private Limits() {}

    static final int MAX_FILE_BYTES = 16 * 1024 * 1024;
    /** Cells of a tile pattern, slots of a column spec, a rule's period, grid spans and periods. */
    static final int MAX_PATTERN_CELLS = 1024;
    /** Columns of a masonry, flow or grid, and of a column spec. */
    static final int MAX_COLUMNS = 1024;
    static final int MAX_VARIANTS = 64;
    static final int MAX_SECTION_OVERRIDES = 1024;
    /** Items one swipe moves when a layout pages by item. */
    static final int MAX_PAGING_ITEMS = 1024;
    static final int MAX_ITEMS = 50_000_000;
    static final int MAX_SECTIONS = 100_000;
}
