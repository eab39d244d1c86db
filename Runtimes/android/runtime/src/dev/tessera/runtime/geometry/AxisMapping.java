package dev.tessera.runtime.geometry;

/** The layout's terms to view terms: which axis scrolls, and right-to-left mirroring. */
public final class AxisMapping {
    public final ScrollAxis axis;
    public final ReadingDirection direction;
    public final double contentWidth;
    private final boolean vertical;
    private final boolean mirrored;

    public AxisMapping(ScrollAxis axis, ReadingDirection direction, double contentWidth) {
        this.axis = axis;
        this.direction = direction;
        this.contentWidth = contentWidth;
        this.vertical = axis == ScrollAxis.VERTICAL;
        this.mirrored = direction == ReadingDirection.RIGHT_TO_LEFT;
    }

    public boolean vertical() {
        return vertical;
    }

    public boolean mirrored() {
        return mirrored;
    }

    public Rect rect(AxisRect r) {
        return rectOf(r.u, r.v, r.length, r.breadth);
    }

    /** `rect(r.offset(du, dv))` in one step, with the same arithmetic. */
    public Rect rectOffset(AxisRect r, double du, double dv) {
        return rectOf(r.u + du, r.v + dv, r.length, r.breadth);
    }

    /** The view rect of the axis rect with these numbers. */
    public Rect rectOf(double u, double v, double length, double breadth) {
        double x = vertical ? v : u;
        double width = vertical ? breadth : length;
        if (mirrored) x = contentWidth - x - width;
        return vertical ? new Rect(x, u, breadth, length) : new Rect(x, v, length, breadth);
    }

    public AxisRect axisRect(Rect rect) {
        double x = mirrored ? contentWidth - rect.x - rect.width : rect.x;
        return vertical ? new AxisRect(rect.y, x, rect.height, rect.width) : new AxisRect(x, rect.y, rect.width, rect.height);
    }

    public double u(Point point) {
        return vertical ? point.y : point.x;
    }

    public double u(Rect rect) {
        return vertical ? rect.y : rect.x;
    }

    public double uSize(Size size) {
        return vertical ? size.height : size.width;
    }

    public double uSize(Rect rect) {
        return vertical ? rect.height : rect.width;
    }

    public double uSize(Point point) {
        return vertical ? point.y : point.x;
    }

    public double vSize(Size size) {
        return vertical ? size.width : size.height;
    }

    public Point point(double u, double v) {
        return vertical ? new Point(v, u) : new Point(u, v);
    }
}
