package dev.tessera.android;

import android.view.MotionEvent;
import android.view.VelocityTracker;
import android.view.ViewConfiguration;
import android.view.ViewParent;
import android.widget.OverScroller;
import androidx.recyclerview.widget.RecyclerView;

/**
 * Scrolls an orthogonal section (a shelf of a vertical list) sideways under a drag that starts
 * in its band and moves across the layout's axis more than along it, flings it, and brings it to
 * rest by the section's own snap, counting paging from where the drag began. One layout manager
 * holds every shelf, as one Tessera layout does: no nested RecyclerView, so no shared view pool,
 * saved inner offsets or nested-scrolling conflicts to manage (docs/ANDROID.md says why).
 */
final class ShelfScroller implements RecyclerView.OnItemTouchListener, Runnable {
    private final TesseraLayoutManager manager;
    private final RecyclerView view;
    private final int touchSlop;
    private final int maximumVelocity;
    private final OverScroller scroller;
    private VelocityTracker tracker;
    private int section = -1;
    private boolean dragging;
    private float downX;
    private float downY;
    private float last;
    /** The section's offset (points) when the drag began: paging by item counts from it. */
    private double startOffset;
    private int animating = -1;
    private int animated;

    ShelfScroller(TesseraLayoutManager manager, RecyclerView view) {
        this.manager = manager;
        this.view = view;
        ViewConfiguration configuration = ViewConfiguration.get(view.getContext());
        touchSlop = configuration.getScaledTouchSlop();
        maximumVelocity = configuration.getScaledMaximumFlingVelocity();
        scroller = new OverScroller(view.getContext());
    }

    private boolean vertical() {
        return manager.core().vertical();
    }

    @Override
    public boolean onInterceptTouchEvent(RecyclerView recyclerView, MotionEvent event) {
        int action = event.getActionMasked();
        if (action == MotionEvent.ACTION_DOWN) {
            stop();
            section = manager.core().bandAt(manager.host(), event.getX(), event.getY());
            if (section < 0) return false;
            downX = event.getX();
            downY = event.getY();
            dragging = false;
            startOffset = manager.core().sectionOffset(section);
            tracker = VelocityTracker.obtain();
            tracker.addMovement(event);
            return false;
        }
        if (section < 0) return false;
        if (action == MotionEvent.ACTION_MOVE) {
            tracker.addMovement(event);
            float across = vertical() ? event.getX() - downX : event.getY() - downY;
            float along = vertical() ? event.getY() - downY : event.getX() - downX;
            if (!dragging && Math.abs(across) > touchSlop && Math.abs(across) > Math.abs(along)) {
                dragging = true;
                last = vertical() ? event.getX() : event.getY();
                ViewParent parent = recyclerView.getParent();
                if (parent != null) parent.requestDisallowInterceptTouchEvent(true);
                return true;
            }
            return false;
        }
        if (action == MotionEvent.ACTION_UP || action == MotionEvent.ACTION_CANCEL) reset();
        return false;
    }

    @Override
    public void onTouchEvent(RecyclerView recyclerView, MotionEvent event) {
        if (section < 0 || !dragging) return;
        tracker.addMovement(event);
        int action = event.getActionMasked();
        if (action == MotionEvent.ACTION_MOVE) {
            float now = vertical() ? event.getX() : event.getY();
            int delta = Math.round(last - now);
            if (delta != 0) {
                manager.core().scrollSection(section, delta);
                last -= delta;
                manager.requestLayout();
            }
        } else if (action == MotionEvent.ACTION_UP || action == MotionEvent.ACTION_CANCEL) {
            float velocity = 0;
            if (action == MotionEvent.ACTION_UP) {
                tracker.computeCurrentVelocity(1000, maximumVelocity);
                velocity = -(vertical() ? tracker.getXVelocity() : tracker.getYVelocity());
            }
            settle(section, velocity);
            reset();
        }
    }

    @Override
    public void onRequestDisallowInterceptTouchEvent(boolean disallow) {
        if (disallow) reset();
    }

    /** Animates the section to its resting offset for where a fling at `velocity` (pixels a second, offset terms) would carry it. */
    private void settle(int section, float velocity) {
        scroller.fling(0, 0, Math.round(velocity), 0, Integer.MIN_VALUE, Integer.MAX_VALUE, 0, 0);
        int natural = scroller.getFinalX();
        scroller.abortAnimation();
        int distance = manager.core().sectionDistanceToRest(section, natural, Math.round(velocity), startOffset);
        if (distance == 0) return;
        animating = section;
        animated = 0;
        scroller.startScroll(0, 0, distance, 0);
        view.postOnAnimation(this);
    }

    /** One animation frame of a settling section. */
    @Override
    public void run() {
        if (animating < 0 || !scroller.computeScrollOffset()) {
            animating = -1;
            return;
        }
        int now = scroller.getCurrX();
        manager.core().scrollSection(animating, now - animated);
        animated = now;
        manager.requestLayout();
        if (scroller.isFinished()) animating = -1;
        else view.postOnAnimation(this);
    }

    /** Stops a settling section where it is (a new touch, the view detached). */
    void stop() {
        if (!scroller.isFinished()) scroller.abortAnimation();
        animating = -1;
    }

    private void reset() {
        if (tracker != null) tracker.recycle();
        tracker = null;
        section = -1;
        dragging = false;
    }
}
