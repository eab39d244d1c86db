package dev.tessera.android;

import android.view.View;
import android.view.animation.DecelerateInterpolator;
import androidx.recyclerview.widget.RecyclerView;

/**
 * Comes to rest where the layout snaps (`snap` in its file: an item's centre or leading edge,
 * whole pages, or paging by item), after a fling and after a drag let go: the offset is the
 * layout's resting offset for where the fling would carry the content, at its velocity, counted
 * from where the drag began for paging by item. Attach it to a RecyclerView whose layout manager
 * is a {@link TesseraLayoutManager}; with another it does nothing.
 */
public class TesseraSnapHelper extends androidx.recyclerview.widget.SnapHelper {
    private RecyclerView recyclerView;

    @Override
    public void attachToRecyclerView(RecyclerView view) {
        super.attachToRecyclerView(view);
        recyclerView = view;
    }

    private TesseraLayoutManager manager() {
        RecyclerView.LayoutManager manager = recyclerView == null ? null : recyclerView.getLayoutManager();
        return manager instanceof TesseraLayoutManager ? (TesseraLayoutManager) manager : null;
    }

    /**
     * A fling: scrolls, decelerating, straight to the resting offset for where it would carry the
     * content; the core decides (`LayoutManagerCore.fling`). A fling the snap ends where the
     * content is is handled too (SnapHelper's contract: true means handled), and RecyclerView's
     * scroll state goes idle; a layout that does not snap flings as RecyclerView flings.
     */
    @Override
    public boolean onFling(int velocityX, int velocityY) {
        TesseraLayoutManager manager = manager();
        if (manager == null) return false;
        int[] natural = calculateScrollDistance(velocityX, velocityY);
        int[] distance = manager.core().fling(natural[0], natural[1], velocityX, velocityY);
        if (distance == null) return false;
        if (distance[0] == 0 && distance[1] == 0) recyclerView.stopScroll();
        else recyclerView.smoothScrollBy(distance[0], distance[1], new DecelerateInterpolator());
        return true;
    }

    /** At rest after a drag: the distance to the resting offset where the content is (the view does not matter). */
    @Override
    public int[] calculateDistanceToFinalSnap(RecyclerView.LayoutManager layoutManager, View targetView) {
        if (!(layoutManager instanceof TesseraLayoutManager)) return new int[2];
        return ((TesseraLayoutManager) layoutManager).distanceToRest(0, 0, 0, 0);
    }

    /** A child to snap by when the content is not at a resting offset; null when it is (SnapHelper then does nothing). */
    @Override
    public View findSnapView(RecyclerView.LayoutManager layoutManager) {
        if (!(layoutManager instanceof TesseraLayoutManager) || layoutManager.getChildCount() == 0) return null;
        return ((TesseraLayoutManager) layoutManager).core().atRest() ? null : layoutManager.getChildAt(0);
    }

    /** Flings are handled whole by `onFling`, by offset rather than by position. */
    @Override
    public int findTargetSnapPosition(RecyclerView.LayoutManager layoutManager, int velocityX, int velocityY) {
        return RecyclerView.NO_POSITION;
    }
}
