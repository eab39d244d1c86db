package dev.tessera.runtime;

/**
 * A section's items as an engine places them: a tile pattern repeating in closed form
 * ({@link TilePattern}), frames listed one by one ({@link ExplicitFrames}), or a circle in the
 * viewport ({@link CirclePlacement}). Every question the queries ask of an engine is an abstract
 * method here, so that a new engine is met by the compiler wherever it differs.
 */
abstract class Items {
    /** A cell's frame in view terms, as a query visits it: numbers, so that a cell the query does not take costs no object. */
    interface CellVisitor {
        void cell(int item, double x, double y, double width, double height) throws LayoutException;
    }

    abstract int count();

    /** How far the items reach along the scroll axis (0 for a circle). */
    abstract double extent();

    /** Whether the items move with the content: a circle stays in the viewport, so a layout with one does not scroll. */
    abstract boolean scrolls();

    /** The items whose span along the axis may meet `uStart..<uEnd`, as `Ranges.of(first, end)`; none for a circle. */
    abstract long candidates(double uStart, double uEnd);

    /** Item `item`'s frame in its section's own terms; zero for a circle, whose frames are in view terms. */
    abstract AxisRect axisFrame(int item);

    /** Item `item`'s frame in view terms, its section's content at `origin` along the axis and `cross` across it. */
    abstract Rect frame(int item, double origin, double cross, AxisMapping mapping);

    /** Visits the cells a rect query of `uStart..<uEnd` (content terms) may give, in item order. */
    abstract void visitQuery(double uStart, double uEnd, double origin, double cross, AxisMapping mapping, CellVisitor visitor) throws LayoutException;

    /** Visits every cell, in item order. */
    abstract void visitAll(double origin, double cross, AxisMapping mapping, CellVisitor visitor) throws LayoutException;
}
