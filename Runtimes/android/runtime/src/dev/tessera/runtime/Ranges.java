package dev.tessera.runtime;

/** Half-open ranges of indices `first..<end` packed in a long, so that engines answer them without allocating. */
final class Ranges {
    private Ranges() {}

    static final long EMPTY = 0;

    static long of(int first, int end) {
        return ((long) first << 32) | (end & 0xffffffffL);
    }

    static int first(long range) {
        return (int) (range >> 32);
    }

    static int end(long range) {
        return (int) range;
    }
}
