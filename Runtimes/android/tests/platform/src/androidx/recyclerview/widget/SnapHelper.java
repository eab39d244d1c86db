package androidx.recyclerview.widget;

import android.view.View;
import android.widget.OverScroller;

/**
 * Test build of AndroidX SnapHelper, as its reference describes it: attached, it is the view's
 * OnFlingListener (a second one throws IllegalStateException) and listens to its scrolling;
 * when a scroll that moved the content goes idle, it snaps: `findSnapView`, then
 * `calculateDistanceToFinalSnap`, then `smoothScrollBy` for a distance other than 0.
 * `calculateScrollDistance` is where a fling at that velocity would carry the content.
 */
public abstract class SnapHelper extends RecyclerView.OnFlingListener {
    private RecyclerView recyclerView;
    private OverScroller gravityScroller;
    private final RecyclerView.OnScrollListener scrollListener = new RecyclerView.OnScrollListener() {
        private boolean scrolled;

        @Override
        public void onScrollStateChanged(RecyclerView view, int newState) {
            if (newState == RecyclerView.SCROLL_STATE_IDLE && scrolled) {
                scrolled = false;
                snapToTargetExistingView();
            }
        }

        @Override
        public void onScrolled(RecyclerView view, int dx, int dy) {
            if (dx != 0 || dy != 0) scrolled = true;
        }
    };

    public SnapHelper() {
    }

    public void attachToRecyclerView(RecyclerView recyclerView) {
        if (this.recyclerView == recyclerView) return;
        if (this.recyclerView != null) {
            this.recyclerView.removeOnScrollListener(scrollListener);
            this.recyclerView.setOnFlingListener(null);
        }
        this.recyclerView = recyclerView;
        if (recyclerView == null) return;
        if (recyclerView.getOnFlingListener() != null) throw new IllegalStateException("An instance of OnFlingListener already set.");
        recyclerView.addOnScrollListener(scrollListener);
        recyclerView.setOnFlingListener(this);
        gravityScroller = new OverScroller(recyclerView.getContext());
        snapToTargetExistingView();
    }

    /** Base behaviour: a target position from `findTargetSnapPosition`, scrolled to smoothly; false without one. */
    @Override
    public boolean onFling(int velocityX, int velocityY) {
        RecyclerView.LayoutManager layout = recyclerView.getLayoutManager();
        if (layout == null) return false;
        int target = findTargetSnapPosition(layout, velocityX, velocityY);
        if (target == RecyclerView.NO_POSITION) return false;
        LinearSmoothScroller scroller = new LinearSmoothScroller(recyclerView.getContext());
        scroller.setTargetPosition(target);
        layout.startSmoothScroll(scroller);
        return true;
    }

    public int[] calculateScrollDistance(int velocityX, int velocityY) {
        gravityScroller.fling(0, 0, velocityX, velocityY, Integer.MIN_VALUE, Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MAX_VALUE);
        return new int[] {gravityScroller.getFinalX(), gravityScroller.getFinalY()};
    }

    void snapToTargetExistingView() {
        if (recyclerView == null) return;
        RecyclerView.LayoutManager layout = recyclerView.getLayoutManager();
        if (layout == null) return;
        View snapView = findSnapView(layout);
        if (snapView == null) return;
        int[] distance = calculateDistanceToFinalSnap(layout, snapView);
        if (distance[0] != 0 || distance[1] != 0) recyclerView.smoothScrollBy(distance[0], distance[1]);
    }

    public abstract int[] calculateDistanceToFinalSnap(RecyclerView.LayoutManager layoutManager, View targetView);

    public abstract View findSnapView(RecyclerView.LayoutManager layoutManager);

    public abstract int findTargetSnapPosition(RecyclerView.LayoutManager layoutManager, int velocityX, int velocityY);
}
