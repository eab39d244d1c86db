package dev.tessera.android;

import android.graphics.PointF;
import android.os.Parcel;
import android.os.Parcelable;
import android.view.View;
import android.view.ViewGroup;
import android.view.accessibility.AccessibilityEvent;
import androidx.core.view.accessibility.AccessibilityNodeInfoCompat;
import androidx.recyclerview.widget.LinearSmoothScroller;
import androidx.recyclerview.widget.RecyclerView;
import dev.tessera.runtime.layout.TesseraLayout;
import dev.tessera.runtime.driver.ScrollDriver;
import dev.tessera.runtime.inputs.LayoutException;

/**
 * A RecyclerView LayoutManager that lays out a Tessera layout (a file `tessera compile` wrote,
 * loaded with {@link dev.tessera.runtime.compiled.CompiledLayout#load}): the same frames, effects, snapping and paging as on
 * iOS and the web. Every decision is `LayoutManagerCore`'s, tested on the JVM by a simulated
 * RecyclerView; this class converts RecyclerView's calls and types.
 *
 * <pre>{@code
 * CompiledLayout layout = CompiledLayout.load(getAssets().open("carousel.json"), "carousel.json");
 * recyclerView.setLayoutManager(new TesseraLayoutManager(layout));
 * new TesseraSnapHelper().attachToRecyclerView(recyclerView);   // when the layout snaps or pages
 * }</pre>
 *
 * Only the viewport's elements are views: headers, cells and footers have adapter positions
 * (one section of cells, or `TesseraSections` and {@link AdapterPositions} for sections with
 * headers and footers), attached in position order so that TalkBack reads them in order, drawn by
 * their z-index; backgrounds and separators are drawn by {@link TesseraItemDecoration}. The text
 * size follows the configuration's font scale, Reduce Motion the animator duration scale (0:
 * removed animations), right-to-left the view's layout direction.
 */
public class TesseraLayoutManager extends RecyclerView.LayoutManager implements RecyclerView.SmoothScroller.ScrollVectorProvider {
    private final LayoutManagerCore<View> core;
    private final AndroidHost host = new AndroidHost(this);
    private RecyclerView recyclerView;
    private ShelfScroller shelves;
    private final RecyclerView.ChildDrawingOrderCallback drawingOrder = new RecyclerView.ChildDrawingOrderCallback() {
        @Override
        public int onGetChildDrawingOrder(int childCount, int place) {
            return core.drawingOrder(childCount, place);
        }
    };

    public TesseraLayoutManager(TesseraLayout layout) {
        core = new LayoutManagerCore<>(layout);
    }

    public TesseraLayout getLayout() {
        return core.layout;
    }

    /**
     * Shows another layout for the same data (a grid to a list): the cell first in view keeps its
     * distance from the viewport's start, a view at a chat's end stays at the end (the session's
     * switch rule, docs/ANDROID.md). With headers or footers, the adapter's positions must be the
     * new layout's (`AdapterPositions.of(layout, counts)`) by the next layout pass.
     */
    public void setLayout(TesseraLayout layout) {
        core.switchTo(layout);
        requestLayout();
    }

    /** Told when the layout cannot be computed for the view (it is then empty); once per cause. Null: not told. */
    public void setErrorListener(LayoutErrorListener listener) {
        core.setErrorListener(listener);
    }

    /** The error the layout is empty for; null when it is laid out. */
    public LayoutException getLayoutError() {
        return core.failure();
    }

    /** For a layout that takes sizes from data: the sizes it starts from, before cells measure themselves. */
    public void setItemSizeEstimates(ItemSizeEstimates estimates) {
        core.setItemSizeEstimates(estimates);
        requestLayout();
    }

    /** The scroll driver under the view (its frame, prepared layout and offset); null before the first layout or after an error. */
    public ScrollDriver getScrollDriver() {
        return core.driver();
    }

    RecyclerView recyclerView() {
        return recyclerView;
    }

    LayoutManagerCore<View> core() {
        return core;
    }

    AndroidHost host() {
        return host;
    }

    @Override
    public RecyclerView.LayoutParams generateDefaultLayoutParams() {
        return new RecyclerView.LayoutParams(ViewGroup.LayoutParams.WRAP_CONTENT, ViewGroup.LayoutParams.WRAP_CONTENT);
    }

    @Override
    public boolean supportsPredictiveItemAnimations() {
        return true;
    }

    @Override
    public void onAttachedToWindow(RecyclerView view) {
        super.onAttachedToWindow(view);
        recyclerView = view;
        view.setChildDrawingOrderCallback(drawingOrder);
        shelves = new ShelfScroller(this, view);
        view.addOnItemTouchListener(shelves);
    }

    @Override
    public void onDetachedFromWindow(RecyclerView view, RecyclerView.Recycler recycler) {
        super.onDetachedFromWindow(view, recycler);
        view.setChildDrawingOrderCallback(null);
        if (shelves != null) {
            shelves.stop();
            view.removeOnItemTouchListener(shelves);
        }
        shelves = null;
        recyclerView = null;
    }

    // RecyclerView declares the adapters raw.
    @Override
    @SuppressWarnings("rawtypes")
    public void onAdapterChanged(RecyclerView.Adapter oldAdapter, RecyclerView.Adapter newAdapter) {
        core.dataChanged();
        removeAllViews();
    }

    @Override
    public void onLayoutChildren(RecyclerView.Recycler recycler, RecyclerView.State state) {
        try {
            core.layoutChildren(host.begin(recycler, state));
        } finally {
            host.end();
        }
    }

    /**
     * Off: RecyclerView's auto-measure sizes a wrap_content view by a first pass's children,
     * and a pass with no size across (a carousel in a NestedScrollView) lays out none, so the
     * view measured 0. The layout knows its size: `onMeasure` asks the core.
     */
    @Override
    public boolean isAutoMeasureEnabled() {
        return false;
    }

    /** The view's size for its parent's specs: exact sizes taken, wrap_content wrapping the layout's content (`LayoutManagerCore.measure`). */
    @Override
    public void onMeasure(RecyclerView.Recycler recycler, RecyclerView.State state, int widthSpec, int heightSpec) {
        try {
            int[] size = core.measure(host.begin(recycler, state), widthSpec, heightSpec);
            setMeasuredDimension(size[0], size[1]);
        } finally {
            host.end();
        }
    }

    @Override
    public boolean canScrollVertically() {
        return core.canScroll(true);
    }

    @Override
    public boolean canScrollHorizontally() {
        return core.canScroll(false);
    }

    @Override
    public int scrollVerticallyBy(int dy, RecyclerView.Recycler recycler, RecyclerView.State state) {
        try {
            return core.scrollBy(dy, host.begin(recycler, state));
        } finally {
            host.end();
        }
    }

    @Override
    public int scrollHorizontallyBy(int dx, RecyclerView.Recycler recycler, RecyclerView.State state) {
        try {
            return core.scrollBy(dx, host.begin(recycler, state));
        } finally {
            host.end();
        }
    }

    @Override
    public void scrollToPosition(int position) {
        core.scrollToPosition(position);
        requestLayout();
    }

    @Override
    public void smoothScrollToPosition(RecyclerView view, RecyclerView.State state, int position) {
        LinearSmoothScroller scroller = new LinearSmoothScroller(view.getContext());
        scroller.setTargetPosition(position);
        startSmoothScroll(scroller);
    }

    @Override
    public PointF computeScrollVectorForPosition(int targetPosition) {
        int direction = core.directionTo(targetPosition);
        return core.vertical() ? new PointF(0, direction) : new PointF(direction, 0);
    }

    @Override
    public void onScrollStateChanged(int state) {
        core.scrollStateChanged(state == RecyclerView.SCROLL_STATE_DRAGGING);
    }

    /** Whether the layout snaps or pages as it comes to rest (its `snap`, or a section's). */
    public boolean snaps() {
        return core.snaps();
    }

    /**
     * How far to scroll to come to rest by the layout's snapping after a fling that would carry
     * the content (naturalX, naturalY) pixels on at (velocityX, velocityY) pixels a second; all 0
     * for the content at rest where it is. For {@link TesseraSnapHelper}.
     */
    public int[] distanceToRest(int naturalX, int naturalY, int velocityX, int velocityY) {
        return core.distanceToRest(naturalX, naturalY, velocityX, velocityY);
    }

    // MARK: Item changes

    @Override
    public void onItemsAdded(RecyclerView view, int positionStart, int itemCount) {
        core.itemsAdded(positionStart, itemCount);
    }

    @Override
    public void onItemsRemoved(RecyclerView view, int positionStart, int itemCount) {
        core.itemsRemoved(positionStart, itemCount);
    }

    @Override
    public void onItemsMoved(RecyclerView view, int from, int to, int itemCount) {
        core.itemsMoved(from, to, itemCount);
    }

    @Override
    public void onItemsUpdated(RecyclerView view, int positionStart, int itemCount) {
        core.itemsUpdated(positionStart, itemCount);
    }

    @Override
    public void onItemsChanged(RecyclerView view) {
        core.dataChanged();
    }

    // MARK: Prefetch, scroll bars

    @Override
    public void collectAdjacentPrefetchPositions(int dx, int dy, RecyclerView.State state, final RecyclerView.LayoutManager.LayoutPrefetchRegistry registry) {
        core.collectPrefetch(dx, dy, new LayoutManagerCore.PrefetchRegistry() {
            @Override
            public void addPosition(int position, int distancePx) {
                registry.addPosition(position, distancePx);
            }
        });
    }

    @Override
    public int computeVerticalScrollOffset(RecyclerView.State state) {
        return core.vertical() ? core.scrollBar()[0] : 0;
    }

    @Override
    public int computeVerticalScrollExtent(RecyclerView.State state) {
        return core.vertical() ? core.scrollBar()[1] : 0;
    }

    @Override
    public int computeVerticalScrollRange(RecyclerView.State state) {
        return core.vertical() ? core.scrollBar()[2] : 0;
    }

    @Override
    public int computeHorizontalScrollOffset(RecyclerView.State state) {
        return core.vertical() ? 0 : core.scrollBar()[0];
    }

    @Override
    public int computeHorizontalScrollExtent(RecyclerView.State state) {
        return core.vertical() ? 0 : core.scrollBar()[1];
    }

    @Override
    public int computeHorizontalScrollRange(RecyclerView.State state) {
        return core.vertical() ? 0 : core.scrollBar()[2];
    }

    // MARK: Saved state

    /** Where the view was scrolled: the first element in view, how far past the viewport's start it began, and each shelf's sideways offset. */
    public static final class SavedState implements Parcelable {
        final int position;
        final double distance;
        final double[] shelves;

        SavedState(int position, double distance, double[] shelves) {
            this.position = position;
            this.distance = distance;
            this.shelves = shelves;
        }

        @Override
        public int describeContents() {
            return 0;
        }

        @Override
        public void writeToParcel(Parcel parcel, int flags) {
            parcel.writeInt(position);
            parcel.writeDouble(distance);
            parcel.writeDoubleArray(shelves);
        }

        public static final Parcelable.Creator<SavedState> CREATOR = new Parcelable.Creator<SavedState>() {
            @Override
            public SavedState createFromParcel(Parcel parcel) {
                return new SavedState(parcel.readInt(), parcel.readDouble(), parcel.createDoubleArray());
            }

            @Override
            public SavedState[] newArray(int size) {
                return new SavedState[size];
            }
        };
    }

    @Override
    public Parcelable onSaveInstanceState() {
        SavedAnchor anchor = core.save();
        return anchor == null ? null : new SavedState(anchor.position, anchor.distance, anchor.shelves);
    }

    @Override
    public void onRestoreInstanceState(Parcelable state) {
        if (!(state instanceof SavedState)) return;
        SavedState saved = (SavedState) state;
        core.restore(new SavedAnchor(saved.position, saved.distance, saved.shelves));
        requestLayout();
    }

    // MARK: Accessibility

    /** The collection's rows: each section's by the rows-and-columns rule, with its header and footer lines (CollectionPlaces). */
    @Override
    public int getRowCountForAccessibility(RecyclerView.Recycler recycler, RecyclerView.State state) {
        CollectionPlaces places = core.collection();
        return places == null ? 0 : places.rows;
    }

    @Override
    public int getColumnCountForAccessibility(RecyclerView.Recycler recycler, RecyclerView.State state) {
        CollectionPlaces places = core.collection();
        return places == null ? 0 : places.columns;
    }

    /** Each item's row and column (and spans) by the rule, and headers as headings (TalkBack moves between them). */
    @Override
    public void onInitializeAccessibilityNodeInfoForItem(RecyclerView.Recycler recycler, RecyclerView.State state, View view,
                                                         AccessibilityNodeInfoCompat info) {
        int[] item = core.collectionItem(((RecyclerView.LayoutParams) view.getLayoutParams()).getViewLayoutPosition());
        if (item == null) return;
        info.setCollectionItemInfo(AccessibilityNodeInfoCompat.CollectionItemInfoCompat.obtain(item[0], item[1], item[2], item[3], item[4] == 1));
    }

    /**
     * Focus leaving the attached children (a D-pad or arrow key past the last one): the cell the
     * frames give in that direction (`PreparedLayout.nextCell`), when attached; otherwise the
     * layout scrolls to it, and the next key press finds it.
     */
    @Override
    public View onFocusSearchFailed(View focused, int direction, RecyclerView.Recycler recycler, RecyclerView.State state) {
        View item = findContainingItemView(focused);
        if (item == null) return null;
        int target = core.focusTarget(getPosition(item), direction);
        if (target < 0) return null;
        View found = findViewByPosition(target);
        if (found != null) return found;
        scrollToPosition(target);
        return null;
    }

    /** Scroll events say which positions are in view. */
    @Override
    public void onInitializeAccessibilityEvent(RecyclerView.Recycler recycler, RecyclerView.State state, AccessibilityEvent event) {
        super.onInitializeAccessibilityEvent(recycler, state, event);
        if (getChildCount() > 0) {
            event.setFromIndex(getPosition(getChildAt(0)));
            event.setToIndex(getPosition(getChildAt(getChildCount() - 1)));
        }
    }
}
