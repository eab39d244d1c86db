package dev.tessera.android;

import android.view.MotionEvent;
import android.view.View;
import android.view.VelocityTracker;
import android.view.ViewConfiguration;
import android.view.ViewParent;
import android.widget.OverScroller;
import androidx.recyclerview.widget.RecyclerView;

/**
 * Scrolls an orthogonal section (a shelf of a vertical list) sideways: forwards the touches to
 * the core's `ShelfGesture` (which decides whose drag it is, scrolls the shelf, and where it
 * comes to rest), tracks the fling's velocity and animates the shelf to rest. One layout manager
 * holds every shelf, as one Tessera layout does: no nested RecyclerView, so no shared view pool,
 * saved inner offsets or nested-scrolling conflicts to manage (docs/ANDROID.md says why).
 */
final class ShelfScroller implements RecyclerView.OnItemTouchListener, Runnable {
    private final TesseraLayoutManager manager;
    private final RecyclerView view;
    private final ShelfGesture<View> gesture;
    private final int maximumVelocity;
    private final OverScroller scroller;
    private VelocityTracker tracker;
    private int animating = -1;
    private int animated;

    ShelfScroller(TesseraLayoutManager manager, RecyclerView view) {
        this.manager = manager;
        this.view = view;
        ViewConfiguration configuration = ViewConfiguration.get(view.getContext());
        gesture = new ShelfGesture<>(manager.core(), configuration.getScaledTouchSlop());
        maximumVelocity = configuration.getScaledMaximumFlingVelocity();
        scroller = new OverScroller(view.getContext());
    }

    @Override
    public boolean onInterceptTouchEvent(RecyclerView recyclerView, MotionEvent event) {
        int action = event.getActionMasked();
        if (action == MotionEvent.ACTION_DOWN) {
            stop();
            if (gesture.down(manager.host(), event.getX(), event.getY())) {
                tracker = VelocityTracker.obtain();
                tracker.addMovement(event);
            }
            return false;
        }
        if (!gesture.tracking()) return false;
        if (action == MotionEvent.ACTION_MOVE) {
            tracker.addMovement(event);
            if (!gesture.move(event.getX(), event.getY())) return false;
            ViewParent parent = recyclerView.getParent();
            if (parent != null) parent.requestDisallowInterceptTouchEvent(true);
            return true;
        }
        if (action == MotionEvent.ACTION_UP || action == MotionEvent.ACTION_CANCEL) reset();
        return false;
    }

    @Override
    public void onTouchEvent(RecyclerView recyclerView, MotionEvent event) {
        if (!gesture.dragging()) return;
        tracker.addMovement(event);
        int action = event.getActionMasked();
        if (action == MotionEvent.ACTION_MOVE) {
            if (gesture.drag(event.getX(), event.getY())) manager.requestLayout();
        } else if (action == MotionEvent.ACTION_UP || action == MotionEvent.ACTION_CANCEL) {
            float velocity = 0;
            if (action == MotionEvent.ACTION_UP) {
                tracker.computeCurrentVelocity(1000, maximumVelocity);
                velocity = gesture.offsetVelocity(tracker.getXVelocity(), tracker.getYVelocity());
            }
            scroller.fling(0, 0, Math.round(velocity), 0, Integer.MIN_VALUE, Integer.MAX_VALUE, 0, 0);
            int natural = scroller.getFinalX();
            scroller.abortAnimation();
            settle(gesture.release(natural, velocity));
            reset();
        }
    }

    @Override
    public void onRequestDisallowInterceptTouchEvent(boolean disallow) {
        if (disallow) reset();
    }

    /** Animates a section {section, distance} the gesture let go to its resting offset. */
    private void settle(int[] settle) {
        if (settle == null) return;
        animating = settle[0];
        animated = 0;
        scroller.startScroll(0, 0, settle[1], 0);
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
        gesture.reset();
    }
}
