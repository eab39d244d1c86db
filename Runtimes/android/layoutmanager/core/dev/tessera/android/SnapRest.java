package dev.tessera.android;

/**
 * What RecyclerView's `SnapHelper` asks that the session model has no counterpart for (Android
 * only; docs/ANDROID.md, "The session rules, as Android applies them"): whose a fling is, and
 * when a rest is a rest. Where scrolling rests is the driver's (`ScrollDriver.restingOffset`),
 * as the session's; where the drag began, for paging by item, is recorded as the session's
 * `noteDragging` records it.
 */
final class SnapRest {
    /** The layout offset (points, along the axis) where the last drag began; NaN: none since a scroll to a position. */
    private double gestureStart = Double.NaN;
    /**
     * The offset (pixels) the last snap sent the content to: once there it is at rest, and the
     * snap helper's check when scrolling stops does not move it on (a rule's rest need not be its
     * own rest from a standstill: a centred cell near the end, say).
     */
    private long settledAt = -1;

    /**
     * Every fling of a layout that snaps is the snap's (`onFling` answers true, `SnapHelper`'s
     * contract for a handled fling), even one whose rest is where the content is: RecyclerView
     * would otherwise fling on past the snap and come back. Another layout flings as RecyclerView does.
     */
    static boolean flingIsTheSnaps(boolean layoutSnaps) {
        return layoutSnaps;
    }

    /** A drag began at `offset` (points): paging by item counts from there. */
    void dragBegan(double offset) {
        gestureStart = offset;
        settledAt = -1;
    }

    /** The app scrolled to a position: no drag to count from, no rest. */
    void forget() {
        gestureStart = Double.NaN;
        settledAt = -1;
    }

    /** Where the last drag began (points); NaN: none. */
    double gestureStart() {
        return gestureStart;
    }

    /** Whether the content standing still at `offsetPx` is at rest already: the last snap sent it there. */
    boolean isSettled(long offsetPx) {
        return offsetPx == settledAt;
    }

    /** The snap sends the content to `offsetPx`. */
    void settle(long offsetPx) {
        settledAt = offsetPx;
    }
}
