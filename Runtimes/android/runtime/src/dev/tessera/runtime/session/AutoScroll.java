package dev.tessera.runtime.session;

/**
 * How fast a view scrolls while a dragged cell is held near its edge: Swift's {@code ItemReorder.autoScrollSpeed}
 * (Sources/TesseraRuntime/Adapters/ItemReorder.swift) and TypeScript's {@code session/autoScroll.ts}, so that drag to
 * reorder scrolls alike on every platform (docs/SESSIONS.md, the {@code autoScroll} event).
 */
public final class AutoScroll {
    /** Where the speed starts to rise, in points from an edge; the speed at the edge, in points a second. */
    public static final double EDGE = 64;
    public static final double MAXIMUM = 1_200;

    private AutoScroll() {}

    /**
     * The speed (points a second, signed along the axis) with the finger at {@code finger} along the scroll axis, in a
     * viewport from {@code start} to {@code end}: from nothing {@link #EDGE} points from an end to {@link #MAXIMUM} at the
     * end, and nothing in between.
     */
    public static double speed(double finger, double start, double end) {
        if (!(end > start)) return 0;
        double reach = Math.min(EDGE, (end - start) / 2);
        if (finger < start + reach) return -MAXIMUM * Math.min(1, (start + reach - finger) / reach);
        if (finger > end - reach) return MAXIMUM * Math.min(1, (finger - (end - reach)) / reach);
        return 0;
    }
}
