package dev.tessera.runtime.geometry;

/** A size in points. */
public final class Size {
    public final double width;
    public final double height;

    public Size(double width, double height) {
        this.width = width;
        this.height = height;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Size && Double.compare(width, ((Size) other).width) == 0 && Double.compare(height, ((Size) other).height) == 0;
    }

    @Override
    public int hashCode() {
        return java.util.Arrays.hashCode(new double[] {width, height});
    }

    @Override
    public String toString() {
        return width + " × " + height;
    }
}
