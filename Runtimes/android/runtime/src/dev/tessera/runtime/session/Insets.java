package dev.tessera.runtime.session;

/** The insets of a view's content area (bars, safe areas, the keyboard), in points. */
public final class Insets {
    public static final Insets ZERO = new Insets(0, 0, 0, 0);

    public final double top;
    public final double left;
    public final double bottom;
    public final double right;

    public Insets(double top, double left, double bottom, double right) {
        this.top = top;
        this.left = left;
        this.bottom = bottom;
        this.right = right;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Insets)) return false;
        Insets that = (Insets) other;
        // As Swift compares them: 0 and -0 are the same inset.
        return top == that.top && left == that.left && bottom == that.bottom && right == that.right;
    }

    @Override
    public int hashCode() {
        return java.util.Arrays.hashCode(new double[] {top + 0.0, left + 0.0, bottom + 0.0, right + 0.0});
    }

    @Override
    public String toString() {
        return "(" + top + ", " + left + ", " + bottom + ", " + right + ")";
    }
}
