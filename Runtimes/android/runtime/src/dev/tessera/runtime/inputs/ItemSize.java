package dev.tessera.runtime.inputs;

/**
 * The size of one item as the app supplies it, for layouts that take sizes from data: its
 * extent along the axis the layout takes from data (a waterfall item's height), or its size.
 */
public final class ItemSize {
    private final boolean isLength;
    private final double width;
    private final double height;

    private ItemSize(boolean isLength, double width, double height) {
        this.isLength = isLength;
        this.width = width;
        this.height = height;
    }

    /** The item's extent along the axis the layout takes from data. */
    public static ItemSize length(double length) {
        return new ItemSize(true, length, length);
    }

    public static ItemSize size(double width, double height) {
        return new ItemSize(false, width, height);
    }

    public boolean isLength() {
        return isLength;
    }

    /** The length, for a size given as one. */
    public double getLength() {
        return width;
    }

    /** The width; a length's own value for a size given as one. */
    public double getWidth() {
        return width;
    }

    /** The height; a length's own value for a size given as one. */
    public double getHeight() {
        return height;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof ItemSize)) return false;
        ItemSize size = (ItemSize) other;
        return isLength == size.isLength && Double.compare(width, size.width) == 0 && Double.compare(height, size.height) == 0;
    }

    @Override
    public int hashCode() {
        return java.util.Arrays.hashCode(new double[] {isLength ? 1 : 0, width, height});
    }

    @Override
    public String toString() {
        return isLength ? "length " + width : "size " + width + " × " + height;
    }
}
