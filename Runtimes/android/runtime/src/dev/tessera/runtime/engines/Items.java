package dev.tessera.runtime.engines;

import dev.tessera.runtime.geometry.AxisMapping;
import dev.tessera.runtime.geometry.AxisRect;
import dev.tessera.runtime.geometry.Rect;
import dev.tessera.runtime.inputs.LayoutException;

/**
 * A section's items as an engine places them: a tile pattern repeating in closed form
 * ({@link TilePattern}), frames listed one by one ({@link ExplicitFrames}), or a circle in the
 * viewport ({@link CirclePlacement}). Every question the queries ask of an engine is an abstract
 * method here, so that a new engine is met by the compiler wherever it differs.
 */
public abstract class Items {
    /** A cell's frame in view terms, as a query visits it: numbers, so that a cell the query does not take costs no object. */
    public interface CellVisitor {
        void cell(int item, double x, double y, double width, double height) throws LayoutException;
    }

    /**
     * Visits item `item` at the view rect of the axis rect with these numbers: `mapping.rectOf`
     * without the rect. Here, not in the mapping, because the visitor is the engines' own.
     */
    static void visit(AxisMapping mapping, int item, double u, double v, double length, double breadth, CellVisitor visitor) throws LayoutException {
        boolean vertical = mapping.vertical();
        double x = vertical ? v : u;
        double width = vertical ? breadth : length;
        if (mapping.mirrored()) x = mapping.contentWidth - x - width;
        if (vertical) visitor.cell(item, x, u, breadth, length);
        else visitor.cell(item, x, v, length, breadth);
    }

    public abstract int count();

    /** How far the items reach along the scroll axis (0 for a circle). */
    public abstract double extent();

    /** Whether the items move with the content: a circle stays in the viewport, so a layout with one does not scroll. */
    public abstract boolean scrolls();

    /** The items whose span along the axis may meet `uStart..<uEnd`, as `Ranges.of(first, end)`; none for a circle. */
    public abstract long candidates(double uStart, double uEnd);

    /** Item `item`'s frame in its section's own terms; zero for a circle, whose frames are in view terms. */
    public abstract AxisRect axisFrame(int item);

    /** Item `item`'s frame in view terms, its section's content at `origin` along the axis and `cross` across it. */
    public abstract Rect frame(int item, double origin, double cross, AxisMapping mapping);

    /** Visits the cells a rect query of `uStart..<uEnd` (content terms) may give, in item order. */
    public abstract void visitQuery(double uStart, double uEnd, double origin, double cross, AxisMapping mapping, CellVisitor visitor) throws LayoutException;

    /** Visits every cell, in item order. */
    public abstract void visitAll(double origin, double cross, AxisMapping mapping, CellVisitor visitor) throws LayoutException;
}
