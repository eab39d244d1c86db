package dev.tessera.runtime.geometry;

/** A rect in the layout's own terms: `u` along the scroll axis, `v` across it. */
public final class AxisRect {
    public static final AxisRect ZERO = new AxisRect(0, 0, 0, 0);

    public final double u;
    public final double v;
    public final double length;
    public final double breadth;

    public AxisRect(double u, double v, double length, double breadth) {
        this.u = u;
        this.v = v;
        this.length = length;
        this.breadth = breadth;
    }

    public double uEnd() {
        return u + length;
    }

    public AxisRect offset(double du, double dv) {
        return new AxisRect(u + du, v + dv, length, breadth);
    }
}
