package dev.tessera.runtime.geometry;

/** A point in points, or a velocity in points a second. */
public final class Point {
    public static final Point ZERO = new Point(0, 0);

    public final double x;
    public final double y;

    public Point(double x, double y) {
        this.x = x;
        this.y = y;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Point && Double.compare(x, ((Point) other).x) == 0 && Double.compare(y, ((Point) other).y) == 0;
    }

    @Override
    public int hashCode() {
        return java.util.Arrays.hashCode(new double[] {x, y});
    }

    @Override
    public String toString() {
        return "(" + x + ", " + y + ")";
    }
}
