package dev.tessera.runtime.engines;

/** Half-open ranges of indices `first..<end` packed in a long, so that engines answer them without allocating. */
public final class Ranges {
    private Ranges() {}

    public static final long EMPTY = 0;

    public static long of(int first, int end) {
        return ((long) first << 32) | (end & 0xffffffffL);
    }

    public static int first(long range) {
        return (int) (range >> 32);
    }

    public static int end(long range) {
        return (int) range;
    }
}
