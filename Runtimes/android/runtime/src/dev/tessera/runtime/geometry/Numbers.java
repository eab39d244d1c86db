package dev.tessera.runtime.geometry;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/** Numbers as the Swift runtime's messages write them, so that every runtime's messages are the same text. */
public final class Numbers {
    private Numbers() {}

    /**
     * A number for a message: two decimals, or three significant digits below 1, whole numbers
     * without a fraction, as Swift prints a Double.
     */
    public static String describe(double value) {
        if (!SwiftMath.isFinite(value) || !(Math.abs(value) < 1e15) || value == SwiftMath.roundAway(value)) return exactText(value);
        double scale = 100;
        while (Math.abs(value) * scale < 100) {
            if (!(scale < 1e20)) return exactText(value);
            scale *= 10;
        }
        return exactText(SwiftMath.roundAway(value * scale) / scale);
    }

    /** A number exactly: whole numbers below 1e15 without a fraction, anything else as Swift prints a Double. */
    private static String exactText(double value) {
        if (SwiftMath.isFinite(value) && value == SwiftMath.roundAway(value) && Math.abs(value) < 1e15) {
            return value == 0 ? "0" : Long.toString((long) value);
        }
        return swiftDouble(value);
    }

    /**
     * Swift's `Double.description`: the shortest digits that read back as the same bits (the
     * nearer of two, the even one on a tie), in decimal from 1e-4 up to 2^53 (with ".0" when
     * whole), else as `d.ddde±XX`. (Java 17's `Double.toString` is not always the shortest.)
     */
    public static String swiftDouble(double value) {
        if (Double.isNaN(value)) return "nan";
        if (value == Double.POSITIVE_INFINITY) return "inf";
        if (value == Double.NEGATIVE_INFINITY) return "-inf";
        if (value == 0) return 1 / value < 0 ? "-0.0" : "0.0";
        String sign = value < 0 ? "-" : "";
        double magnitude = Math.abs(value);
        BigDecimal shortest = shortest(magnitude);
        String digits = shortest.unscaledValue().toString();
        int exponent = digits.length() - 1 - shortest.scale();
        if (magnitude < 1e-4 || magnitude >= 9007199254740992.0) {
            String fraction = digits.length() > 1 ? digits.charAt(0) + "." + digits.substring(1) : digits;
            String power = Integer.toString(Math.abs(exponent));
            return sign + fraction + "e" + (exponent < 0 ? "-" : "+") + (power.length() < 2 ? "0" + power : power);
        }
        if (exponent < 0) return sign + "0." + zeros(-exponent - 1) + digits;
        StringBuilder whole = new StringBuilder(digits.length() > exponent + 1 ? digits.substring(0, exponent + 1) : digits);
        while (whole.length() < exponent + 1) whole.append('0');
        String fraction = digits.length() > exponent + 1 ? digits.substring(exponent + 1) : "";
        return sign + whole + "." + (fraction.isEmpty() ? "0" : fraction);
    }

    /** The decimal with the fewest significant digits that reads back as `magnitude`, trailing zeros stripped. */
    private static BigDecimal shortest(double magnitude) {
        BigDecimal exact = new BigDecimal(magnitude);
        for (int precision = 1; precision <= 17; precision++) {
            BigDecimal down = exact.round(new MathContext(precision, RoundingMode.FLOOR));
            BigDecimal up = exact.round(new MathContext(precision, RoundingMode.CEILING));
            boolean downReads = down.doubleValue() == magnitude;
            boolean upReads = up.doubleValue() == magnitude;
            if (downReads && upReads) {
                int order = exact.subtract(down).compareTo(up.subtract(exact));
                if (order < 0) return down.stripTrailingZeros();
                if (order > 0) return up.stripTrailingZeros();
                return (down.unscaledValue().testBit(0) ? up : down).stripTrailingZeros();
            }
            if (downReads) return down.stripTrailingZeros();
            if (upReads) return up.stripTrailingZeros();
        }
        return exact.round(MathContext.DECIMAL64).stripTrailingZeros();
    }

    private static String zeros(int count) {
        StringBuilder text = new StringBuilder();
        for (int index = 0; index < count; index++) text.append('0');
        return text.toString();
    }
}
