package dev.tessera.android;

/**
 * What a touch on an orthogonal section (a shelf of a vertical list) decides, with no Android
 * type: `ShelfScroller` forwards its MotionEvents here and only tracks velocity and animates.
 * A drag that starts in a shelf's band and moves across the layout's axis more than along it,
 * beyond the touch slop, becomes the shelf's (the shell intercepts it and asks the parent not
 * to); it scrolls the shelf pixel for pixel; let go, the shelf comes to rest by its own snap,
 * paging counted from where the drag began.
 */
final class ShelfGesture<V> {
    private final LayoutManagerCore<V> core;
    private final int touchSlop;
    private int section = -1;
    private boolean dragging;
    private float downX;
    private float downY;
    /** The finger's coordinate across the layout's axis, up to which the shelf has followed it. */
    private float last;
    /** The section's offset (points) when the drag began: paging by item counts from it. */
    private double startOffset;

    ShelfGesture(LayoutManagerCore<V> core, int touchSlop) {
        this.core = core;
        this.touchSlop = touchSlop;
    }

    /** ACTION_DOWN at (x, y), view pixels: whether it is in a shelf's band (the shell then tracks the touch). */
    boolean down(RecyclerHost<V> host, float x, float y) {
        section = core.bandAt(host, x, y);
        dragging = false;
        if (section < 0) return false;
        downX = x;
        downY = y;
        startOffset = core.sectionOffset(section);
        return true;
    }

    /** Whether a touch in a shelf's band is being tracked. */
    boolean tracking() {
        return section >= 0;
    }

    boolean dragging() {
        return section >= 0 && dragging;
    }

    /** ACTION_MOVE before the drag is the shelf's: true when it becomes the shelf's now (the shell intercepts). */
    boolean move(float x, float y) {
        if (section < 0 || dragging) return false;
        boolean vertical = core.vertical();
        float across = vertical ? x - downX : y - downY;
        float along = vertical ? y - downY : x - downX;
        if (Math.abs(across) > touchSlop && Math.abs(across) > Math.abs(along)) {
            dragging = true;
            last = vertical ? x : y;
            return true;
        }
        return false;
    }

    /** ACTION_MOVE of the shelf's drag: scrolls the shelf by whole pixels; true when it moved (the view lays out again). */
    boolean drag(float x, float y) {
        if (!dragging()) return false;
        float now = core.vertical() ? x : y;
        int delta = Math.round(last - now);
        if (delta == 0) return false;
        core.scrollSection(section, delta);
        last -= delta;
        return true;
    }

    /** The fling's velocity in the shelf's offset terms (pixels a second) from the finger's, as VelocityTracker measures it. */
    float offsetVelocity(float xVelocity, float yVelocity) {
        return -(core.vertical() ? xVelocity : yVelocity);
    }

    /** ACTION_UP or ACTION_CANCEL: the section to settle and how far (pixels), for a fling carrying it `natural` pixels on at `velocity`; null when there is nothing to settle. Ends the gesture. */
    int[] release(int natural, float velocity) {
        int[] settle = null;
        if (dragging()) {
            int distance = core.sectionDistanceToRest(section, natural, Math.round(velocity), startOffset);
            if (distance != 0) settle = new int[] {section, distance};
        }
        reset();
        return settle;
    }

    void reset() {
        section = -1;
        dragging = false;
    }
}
