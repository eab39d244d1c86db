package dev.tessera.runtime;

/** The layout's terms to view terms: which axis scrolls, and right-to-left mirroring. */
final class AxisMapping {
    final ScrollAxis axis;
    final ReadingDirection direction;
    final double contentWidth;
    private final boolean vertical;
    private final boolean mirrored;

    AxisMapping(ScrollAxis axis, ReadingDirection direction, double contentWidth) {
        this.axis = axis;
        this.direction = direction;
        this.contentWidth = contentWidth;
        this.vertical = axis == ScrollAxis.VERTICAL;
        this.mirrored = direction == ReadingDirection.RIGHT_TO_LEFT;
    }

    boolean vertical() {
        return vertical;
    }

    Rect rect(AxisRect r) {
        return rectOf(r.u, r.v, r.length, r.breadth);
    }

    /** `rect(r.offset(du, dv))` in one step, with the same arithmetic. */
    Rect rectOffset(AxisRect r, double du, double dv) {
        return rectOf(r.u + du, r.v + dv, r.length, r.breadth);
    }

    /** The view rect of the axis rect with these numbers. */
    Rect rectOf(double u, double v, double length, double breadth) {
        double x = vertical ? v : u;
        double width = vertical ? breadth : length;
        if (mirrored) x = contentWidth - x - width;
        return vertical ? new Rect(x, u, breadth, length) : new Rect(x, v, length, breadth);
    }

    /** Visits item `item` at the view rect of the axis rect with these numbers: `rectOf` without the rect. */
    void visit(int item, double u, double v, double length, double breadth, Items.CellVisitor visitor) throws LayoutException {
        double x = vertical ? v : u;
        double width = vertical ? breadth : length;
        if (mirrored) x = contentWidth - x - width;
        if (vertical) visitor.cell(item, x, u, breadth, length);
        else visitor.cell(item, x, v, length, breadth);
    }

    AxisRect axisRect(Rect rect) {
        double x = mirrored ? contentWidth - rect.x - rect.width : rect.x;
        return vertical ? new AxisRect(rect.y, x, rect.height, rect.width) : new AxisRect(x, rect.y, rect.width, rect.height);
    }

    double u(Point point) {
        return vertical ? point.y : point.x;
    }

    double u(Rect rect) {
        return vertical ? rect.y : rect.x;
    }

    double u(ScrollPosition position) {
        return vertical ? position.y : position.x;
    }

    double uSize(Size size) {
        return vertical ? size.height : size.width;
    }

    double uSize(Rect rect) {
        return vertical ? rect.height : rect.width;
    }

    double uSize(Point point) {
        return vertical ? point.y : point.x;
    }

    double vSize(Size size) {
        return vertical ? size.width : size.height;
    }

    Point point(double u, double v) {
        return vertical ? new Point(v, u) : new Point(u, v);
    }
}
