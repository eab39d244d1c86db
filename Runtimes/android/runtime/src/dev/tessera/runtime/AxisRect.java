package dev.tessera.runtime;

/** A rect in the layout's own terms: `u` along the scroll axis, `v` across it. */
final class AxisRect {
    static final AxisRect ZERO = new AxisRect(0, 0, 0, 0);

    final double u;
    final double v;
    final double length;
    final double breadth;

    AxisRect(double u, double v, double length, double breadth) {
        this.u = u;
        this.v = v;
        this.length = length;
        this.breadth = breadth;
    }

    double uEnd() {
        return u + length;
    }

    AxisRect offset(double du, double dv) {
        return new AxisRect(u + du, v + dv, length, breadth);
    }
}
