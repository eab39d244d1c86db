package dev.tessera.runtime.geometry;

/**
 * Swift's arithmetic where Java's differs or is missing before Android API 24, so that this
 * runtime computes every number as the Swift runtime does: which operand `min` and `max` keep
 * (signed zeros, NaN), and rounding halves away from zero.
 */
public final class SwiftMath {
    private SwiftMath() {}

    /** Swift's `min(a, b)`: `b < a ? b : a`. */
    public static double min(double a, double b) {
        return b < a ? b : a;
    }

    /** Swift's `max(a, b)`: `b >= a ? b : a`. */
    public static double max(double a, double b) {
        return b >= a ? b : a;
    }

    /** Whether `value` is neither infinite nor NaN (`Double.isFinite` needs Android API 24). */
    public static boolean isFinite(double value) {
        return !Double.isNaN(value) && !Double.isInfinite(value);
    }

    /** Swift's `rounded()` and C's `round`: halves away from zero (Java's `Math.round` takes them up). */
    public static double roundAway(double value) {
        if (!isFinite(value)) return value;
        double whole = value < 0 ? Math.ceil(value) : Math.floor(value);
        return Math.abs(value - whole) >= 0.5 ? whole + Math.signum(value) : whole;
    }

    /** JavaScript's `Math.trunc` and Swift's `rounded(.towardZero)`. */
    public static double trunc(double value) {
        return value < 0 ? Math.ceil(value) : Math.floor(value);
    }
}
