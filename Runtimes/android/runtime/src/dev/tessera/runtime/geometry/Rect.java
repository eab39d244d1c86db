package dev.tessera.runtime.geometry;

/** A rectangle in points: its origin (top left as drawn) and size. */
public final class Rect {
    public final double x;
    public final double y;
    public final double width;
    public final double height;

    public Rect(double x, double y, double width, double height) {
        this.x = x;
        this.y = y;
        this.width = width;
        this.height = height;
    }

    public double maxX() {
        return x + width;
    }

    public double maxY() {
        return y + height;
    }

    /** Whether the two overlap (touching edges do not). */
    public boolean intersects(Rect other) {
        return x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height;
    }

    /** Whether `point` is inside: the top and left edges in, the bottom and right edges out. */
    public boolean contains(Point point) {
        return point.x >= x && point.x < x + width && point.y >= y && point.y < y + height;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Rect)) return false;
        Rect rect = (Rect) other;
        return Double.compare(x, rect.x) == 0 && Double.compare(y, rect.y) == 0 && Double.compare(width, rect.width) == 0
            && Double.compare(height, rect.height) == 0;
    }

    @Override
    public int hashCode() {
        return java.util.Arrays.hashCode(new double[] {x, y, width, height});
    }

    @Override
    public String toString() {
        return "(" + x + ", " + y + ", " + width + ", " + height + ")";
    }
}
