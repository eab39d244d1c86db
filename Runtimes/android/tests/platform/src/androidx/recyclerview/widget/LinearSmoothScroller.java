package androidx.recyclerview.widget;

import android.content.Context;
import android.graphics.PointF;
import android.view.View;

/**
 * Test build: scrolls towards the target a viewport a frame in the direction the LayoutManager's
 * `computeScrollVectorForPosition` gives, until `findViewByPosition` finds the target, then by
 * the least distance that brings it wholly into view (SNAP_TO_ANY) and stops. AndroidX's seeks
 * 10,000 px at a time at 25 ms an inch and eases in; the path differs, the contract (ask the
 * vector, find the view, end with it in view) is the same.
 */
public class LinearSmoothScroller extends RecyclerView.SmoothScroller {
    private static final int MAX_FRAMES = 600;
    private int frames;

    public LinearSmoothScroller(Context context) {
    }

    @Override
    void step() {
        RecyclerView.LayoutManager layout = getLayoutManager();
        View target = findViewByPosition(getTargetPosition());
        boolean vertical = layout.canScrollVertically();
        if (target != null) {
            int start = vertical ? target.getTop() : target.getLeft();
            int end = vertical ? target.getBottom() : target.getRight();
            int viewEnd = vertical ? layout.getHeight() - layout.getPaddingBottom() : layout.getWidth() - layout.getPaddingRight();
            int viewStart = vertical ? layout.getPaddingTop() : layout.getPaddingLeft();
            int delta = start < viewStart ? start - viewStart : end > viewEnd ? end - viewEnd : 0;
            if (delta != 0) recyclerView.scrollByInternal(vertical ? 0 : delta, vertical ? delta : 0);
            stop();
            return;
        }
        if (!(layout instanceof ScrollVectorProvider) || ++frames > MAX_FRAMES) {
            stop();
            return;
        }
        PointF vector = ((ScrollVectorProvider) layout).computeScrollVectorForPosition(getTargetPosition());
        if (vector == null || (vector.x == 0 && vector.y == 0)) {
            stop();
            return;
        }
        int step = vertical ? layout.getHeight() : layout.getWidth();
        int[] consumed = recyclerView.scrollByInternal(Math.round(vector.x * step), Math.round(vector.y * step));
        if (consumed[0] == 0 && consumed[1] == 0) stop();
    }
}
