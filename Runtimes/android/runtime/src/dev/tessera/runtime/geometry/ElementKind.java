package dev.tessera.runtime.geometry;

/** What an element of a layout is: a section's header or footer, a cell, or a decoration (a background, a separator). */
public enum ElementKind {
    // In element order within a section: background, header, cells, separators, footer.
    BACKGROUND("background"), HEADER("header"), CELL("cell"), SEPARATOR("separator"), FOOTER("footer");

    private final String raw;

    ElementKind(String raw) {
        this.raw = raw;
    }

    /** The kind as the Swift and web runtimes spell it ("header", "cell", …). */
    public String raw() {
        return raw;
    }

    /** Whether it is a decoration, drawn behind or between items and never hit. */
    public boolean isDecoration() {
        return this == BACKGROUND || this == SEPARATOR;
    }
}
