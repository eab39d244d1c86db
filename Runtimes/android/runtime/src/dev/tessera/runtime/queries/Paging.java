package dev.tessera.runtime.queries;

import java.util.Arrays;
import java.util.Comparator;

/**
 * Paging by item, as the Swift runtime's ItemPaging: where a fling comes to rest among the rest
 * offsets of a section's items, at most `items` positions from where the gesture began.
 */
final class Paging {
    private Paging() {}

    /** Rest offsets closer than this are one position: cells side by side in a row share one. */
    static final double TOLERANCE = 0.5;

    /** Compares by value alone: 0 and -0 are equal, and keep their order (a stable sort), as the other runtimes sort. */
    private static final Comparator<Double> BY_VALUE = new Comparator<Double>() {
        @Override
        public int compare(Double a, Double b) {
            return a < b ? -1 : a > b ? 1 : 0;
        }
    };

    /** The distinct rest positions among the first `count` of `offsets`, sorted. */
    static double[] positions(double[] offsets, int count) {
        Double[] sorted = new Double[count];
        for (int index = 0; index < count; index++) sorted[index] = offsets[index];
        Arrays.sort(sorted, BY_VALUE);
        double[] positions = new double[count];
        int found = 0;
        for (double offset : sorted) {
            if (found == 0 || offset - positions[found - 1] >= TOLERANCE) positions[found++] = offset;
        }
        return Arrays.copyOf(positions, found);
    }

    /** Where the fling rests; NaN when there are no positions. */
    static double target(double[] positions, double start, double proposed, double velocity, int items) {
        if (positions.length == 0) return Double.NaN;
        // A start before the first position or after the last is one step short of it, not at it.
        int before = -1;
        for (int index = positions.length - 1; index >= 0; index--) {
            if (positions[index] <= start + TOLERANCE) {
                before = index;
                break;
            }
        }
        int after = positions.length;
        for (int index = 0; index < positions.length; index++) {
            if (positions[index] >= start - TOLERANCE) {
                after = index;
                break;
            }
        }
        int lowest = Math.min(Math.max(0, after - items), positions.length - 1);
        int highest = Math.max(Math.min(positions.length - 1, before + items), 0);
        if (velocity > 0) return positions[highest];
        if (velocity < 0) return positions[lowest];
        double best = positions[lowest];
        for (int index = lowest; index <= highest; index++) if (Math.abs(positions[index] - proposed) < Math.abs(best - proposed)) best = positions[index];
        return best;
    }

    /** Whether `positions` holds `items` steps and one more on each side of `start`. */
    static boolean suffices(double[] positions, double start, int items) {
        int above = 0;
        int below = 0;
        for (double position : positions) {
            if (position > start + TOLERANCE) above += 1;
            if (position < start - TOLERANCE) below += 1;
        }
        return above > items && below > items;
    }
}
