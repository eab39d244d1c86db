package androidx.recyclerview.widget;

import android.content.Context;
import android.graphics.Canvas;
import android.graphics.PointF;
import android.graphics.Rect;
import android.os.Parcelable;
import android.view.MotionEvent;
import android.view.VelocityTracker;
import android.view.View;
import android.view.ViewConfiguration;
import android.view.ViewGroup;
import android.view.accessibility.AccessibilityEvent;
import android.view.animation.Interpolator;
import android.widget.OverScroller;
import androidx.core.view.accessibility.AccessibilityNodeInfoCompat;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Test build of AndroidX RecyclerView 1.4, written from its reference documentation and its
 * LayoutManager contract (docs/ANDROID.md, "The shells run on a test build of Android", names the
 * pages) for what a LayoutManager and a SnapHelper see of it:
 *
 * - measure: a LayoutManager whose auto-measure is off measures the view in its `onMeasure`;
 *   layout (`onLayout`): the adapter's pending changes are told to the LayoutManager (`onItems…`)
 *   and applied to the view holders' positions, then `onLayoutChildren` runs, and what it left in
 *   the scrap is recycled;
 * - the recycler: `getViewForPosition` returns the scrapped view of that position (not removed,
 *   not invalid), else a pooled or new holder bound by the adapter; a position out of range
 *   throws IndexOutOfBoundsException, as RecyclerView's "Invalid item position" does;
 * - children: add, detach to scrap, remove and recycle, offsets, decoration insets
 *   (`ItemDecoration.getItemOffsets`) and margins around each child;
 * - scrolling: `scrollBy`, drags (touch slop, then the LayoutManager scrolls), `fling` (an
 *   `OnFlingListener` first; else its own fling, OverScroller's distance), `smoothScrollBy`
 *   (RecyclerView's duration: (distance / size + 1) × 300 ms, at most 2 s), the scroll states,
 *   `OnScrollListener`s, `OnItemTouchListener`s intercepting a gesture;
 * - drawing: `draw` runs each decoration's `onDraw`.
 *
 * Not modelled, and said so in docs/ANDROID.md: the item animator (this view has none, as
 * `setItemAnimator(null)`: no pre-layout pass, no disappearing views), the view cache (recycled
 * holders go to the pool), prefetch, nested scrolling, accessibility delegates, auto-measure.
 */
public class RecyclerView extends ViewGroup {
    public static final int NO_POSITION = -1;
    public static final int HORIZONTAL = 0;
    public static final int VERTICAL = 1;
    public static final int SCROLL_STATE_IDLE = 0;
    public static final int SCROLL_STATE_DRAGGING = 1;
    public static final int SCROLL_STATE_SETTLING = 2;
    private static final int MAX_SCROLL_DURATION = 2000;

    @SuppressWarnings("rawtypes")
    private Adapter adapter;
    private LayoutManager layout;
    private final Recycler recycler = new Recycler(this);
    private final State state = new State();
    private final List<ItemDecoration> decorations = new ArrayList<>();
    private final List<OnItemTouchListener> touchListeners = new ArrayList<>();
    private OnItemTouchListener interceptingTouchListener;
    private final List<OnScrollListener> scrollListeners = new ArrayList<>();
    private OnFlingListener flingListener;
    private ChildDrawingOrderCallback drawingOrderCallback;
    private int scrollState = SCROLL_STATE_IDLE;
    /** Adapter changes since the last layout: {kind, start, count or target}; kinds ADD, REMOVE, UPDATE, MOVE. */
    private final List<int[]> pendingUpdates = new ArrayList<>();
    private boolean dataSetChanged;
    private int interceptRequestLayout;
    private final Flinger flinger = new Flinger();
    private SmoothScroller smoothScroller;
    private final int touchSlop;
    private final int minFlingVelocity;
    private final int maxFlingVelocity;
    private VelocityTracker velocityTracker;
    private float lastTouchX, lastTouchY;
    private static final int ADD = 0, REMOVE = 1, UPDATE = 2, MOVE = 3;

    public RecyclerView(Context context) {
        super(context);
        ViewConfiguration configuration = ViewConfiguration.get(context);
        touchSlop = configuration.getScaledTouchSlop();
        minFlingVelocity = configuration.getScaledMinimumFlingVelocity();
        maxFlingVelocity = configuration.getScaledMaximumFlingVelocity();
    }

    // MARK: Configuration

    public void setLayoutManager(LayoutManager layout) {
        if (layout == this.layout) return;
        stopScroll();
        if (this.layout != null) {
            if (isAttachedToWindow()) this.layout.dispatchDetachedFromWindow(this, recycler);
            this.layout.recyclerView = null;
        }
        this.layout = layout;
        if (layout != null) {
            if (layout.recyclerView != null) throw new IllegalArgumentException("LayoutManager " + layout + " is already attached to a RecyclerView");
            layout.recyclerView = this;
            if (isAttachedToWindow()) layout.dispatchAttachedToWindow(this);
        }
        requestLayout();
    }

    public LayoutManager getLayoutManager() {
        return layout;
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    public void setAdapter(Adapter adapter) {
        Adapter old = this.adapter;
        if (old != null) old.recyclerView = null;
        if (layout != null) {
            for (int index = getChildCount() - 1; index >= 0; index--) {
                View child = getChildAt(index);
                removeViewAt(index);
                recycler.recycleView(child);
            }
            recycler.recycleScrap();
        }
        recycler.pool.clear();
        this.adapter = adapter;
        if (adapter != null) adapter.recyclerView = this;
        if (layout != null) layout.onAdapterChanged(old, adapter);
        pendingUpdates.clear();
        dataSetChanged = true;
        requestLayout();
    }

    @SuppressWarnings("rawtypes")
    public Adapter getAdapter() {
        return adapter;
    }

    public void addItemDecoration(ItemDecoration decor) {
        decorations.add(decor);
        markInsetsDirty();
        requestLayout();
    }

    private void markInsetsDirty() {
        for (int index = 0; index < getChildCount(); index++) ((LayoutParams) getChildAt(index).getLayoutParams()).insetsDirty = true;
    }

    public void addOnItemTouchListener(OnItemTouchListener listener) {
        touchListeners.add(listener);
    }

    public void removeOnItemTouchListener(OnItemTouchListener listener) {
        touchListeners.remove(listener);
        if (interceptingTouchListener == listener) interceptingTouchListener = null;
    }

    public void addOnScrollListener(OnScrollListener listener) {
        scrollListeners.add(listener);
    }

    public void removeOnScrollListener(OnScrollListener listener) {
        scrollListeners.remove(listener);
    }

    public void setOnFlingListener(OnFlingListener onFlingListener) {
        flingListener = onFlingListener;
    }

    public OnFlingListener getOnFlingListener() {
        return flingListener;
    }

    public void setChildDrawingOrderCallback(ChildDrawingOrderCallback childDrawingOrderCallback) {
        drawingOrderCallback = childDrawingOrderCallback;
    }

    /** The child drawn `i`th: the callback's answer, else attach order. */
    public int getChildDrawingOrder(int childCount, int i) {
        return drawingOrderCallback == null ? i : drawingOrderCallback.onGetChildDrawingOrder(childCount, i);
    }

    // MARK: Window

    @Override
    protected void onAttachedToWindow() {
        super.onAttachedToWindow();
        if (layout != null) layout.dispatchAttachedToWindow(this);
    }

    @Override
    protected void onDetachedFromWindow() {
        super.onDetachedFromWindow();
        stopScroll();
        if (layout != null) layout.dispatchDetachedFromWindow(this, recycler);
    }

    /** Swallowed while a layout or a scroll is under way, as RecyclerView's interceptRequestLayout does. */
    @Override
    public void requestLayout() {
        if (interceptRequestLayout == 0) super.requestLayout();
    }

    // MARK: Measure and layout

    @Override
    protected void onMeasure(int widthSpec, int heightSpec) {
        if (layout == null) {
            defaultOnMeasure(widthSpec, heightSpec);
            return;
        }
        if (layout.isAutoMeasureEnabled()) throw new UnsupportedOperationException("the test build of RecyclerView does not model auto-measure");
        state.itemCount = adapter == null ? 0 : adapter.getItemCount();
        layout.onMeasure(recycler, state, widthSpec, heightSpec);
    }

    void defaultOnMeasure(int widthSpec, int heightSpec) {
        setMeasuredDimension(chooseSize(widthSpec, getPaddingLeft() + getPaddingRight()), chooseSize(heightSpec, getPaddingTop() + getPaddingBottom()));
    }

    /** LayoutManager.chooseSize for a view with no minimum: the spec's size when exact or at most, else the padding. */
    static int chooseSize(int spec, int desired) {
        int mode = MeasureSpec.getMode(spec);
        int size = MeasureSpec.getSize(spec);
        if (mode == MeasureSpec.EXACTLY) return size;
        if (mode == MeasureSpec.AT_MOST) return Math.min(size, desired);
        return desired;
    }

    @Override
    protected void onLayout(boolean changed, int l, int t, int r, int b) {
        dispatchLayout();
    }

    private void dispatchLayout() {
        if (adapter == null || layout == null) return;
        interceptRequestLayout++;
        try {
            processAdapterUpdates();
            state.itemCount = adapter.getItemCount();
            layout.onLayoutChildren(recycler, state);
            recycler.recycleScrap();
            for (int index = 0; index < getChildCount(); index++) holder(getChildAt(index)).flags = 0;
        } finally {
            interceptRequestLayout--;
        }
        dispatchOnScrolled(0, 0);
    }

    /** The adapter's notifications, in order, to the LayoutManager and to the holders' positions. */
    private void processAdapterUpdates() {
        List<ViewHolder> holders = new ArrayList<>();
        for (int index = 0; index < getChildCount(); index++) holders.add(holder(getChildAt(index)));
        holders.addAll(recycler.scrap);
        if (dataSetChanged) {
            dataSetChanged = false;
            pendingUpdates.clear();
            for (ViewHolder holder : holders) holder.flags |= ViewHolder.INVALID;
            layout.onItemsChanged(this);
            return;
        }
        for (int[] update : pendingUpdates) {
            int start = update[1];
            int count = update[2];
            switch (update[0]) {
                case ADD:
                    layout.onItemsAdded(this, start, count);
                    for (ViewHolder holder : holders) if (holder.position >= start) holder.position += count;
                    break;
                case REMOVE:
                    layout.onItemsRemoved(this, start, count);
                    for (ViewHolder holder : holders) {
                        if (holder.position >= start + count) holder.position -= count;
                        else if (holder.position >= start) {
                            holder.flags |= ViewHolder.REMOVED;
                            holder.position = start - 1;
                        }
                    }
                    break;
                case UPDATE:
                    layout.onItemsUpdated(this, start, count);
                    for (ViewHolder holder : holders) if (holder.position >= start && holder.position < start + count) holder.flags |= ViewHolder.UPDATE;
                    break;
                default:
                    layout.onItemsMoved(this, start, count, 1);
                    for (ViewHolder holder : holders) {
                        if (holder.position == start) holder.position = count;
                        else if (start < count && holder.position > start && holder.position <= count) holder.position -= 1;
                        else if (count < start && holder.position >= count && holder.position < start) holder.position += 1;
                    }
            }
        }
        pendingUpdates.clear();
    }

    void adapterChanged(int kind, int start, int count) {
        if (kind < 0) dataSetChanged = true;
        else pendingUpdates.add(new int[] {kind, start, count});
        requestLayout();
    }

    private void consumePendingUpdates() {
        if (dataSetChanged || !pendingUpdates.isEmpty()) dispatchLayout();
    }

    // MARK: Children

    static ViewHolder holder(View child) {
        return ((LayoutParams) child.getLayoutParams()).holder;
    }

    public ViewHolder getChildViewHolder(View child) {
        return holder(child);
    }

    public int getChildLayoutPosition(View child) {
        return holder(child).getLayoutPosition();
    }

    /** The direct child that holds `view`, or null. */
    public View findContainingItemView(View view) {
        View found = view;
        while (found != null && found.getParent() != this) found = found.getParent() instanceof View ? (View) found.getParent() : null;
        return found;
    }

    public void offsetChildrenVertical(int dy) {
        for (int index = 0; index < getChildCount(); index++) getChildAt(index).offsetTopAndBottom(dy);
    }

    public void offsetChildrenHorizontal(int dx) {
        for (int index = 0; index < getChildCount(); index++) getChildAt(index).offsetLeftAndRight(dx);
    }

    Rect itemDecorInsets(View child) {
        LayoutParams params = (LayoutParams) child.getLayoutParams();
        if (!params.insetsDirty) return params.decorInsets;
        Rect sum = new Rect();
        Rect one = new Rect();
        for (ItemDecoration decoration : decorations) {
            one.set(0, 0, 0, 0);
            decoration.getItemOffsets(one, child, this, state);
            sum.set(sum.left + one.left, sum.top + one.top, sum.right + one.right, sum.bottom + one.bottom);
        }
        params.decorInsets.set(sum.left, sum.top, sum.right, sum.bottom);
        params.insetsDirty = false;
        return params.decorInsets;
    }

    /** The child's bounds with its decoration insets and margins, as RecyclerView's getDecoratedBoundsWithMargins. */
    public void getDecoratedBoundsWithMargins(View view, Rect outBounds) {
        LayoutParams params = (LayoutParams) view.getLayoutParams();
        Rect insets = params.decorInsets;
        outBounds.set(view.getLeft() - insets.left - params.leftMargin, view.getTop() - insets.top - params.topMargin,
                      view.getRight() + insets.right + params.rightMargin, view.getBottom() + insets.bottom + params.bottomMargin);
    }

    @Override
    protected ViewGroup.LayoutParams generateDefaultLayoutParams() {
        if (layout == null) throw new IllegalStateException("RecyclerView has no LayoutManager");
        return layout.generateDefaultLayoutParams();
    }

    @Override
    protected ViewGroup.LayoutParams generateLayoutParams(ViewGroup.LayoutParams p) {
        return layout.generateLayoutParams(p);
    }

    @Override
    protected boolean checkLayoutParams(ViewGroup.LayoutParams p) {
        return p instanceof LayoutParams;
    }

    // MARK: Scrolling

    public int getScrollState() {
        return scrollState;
    }

    void setScrollState(int newState) {
        if (newState == scrollState) return;
        scrollState = newState;
        if (newState != SCROLL_STATE_SETTLING) stopScrollers();
        if (layout != null) layout.onScrollStateChanged(newState);
        for (OnScrollListener listener : new ArrayList<>(scrollListeners)) listener.onScrollStateChanged(this, newState);
    }

    private void stopScrollers() {
        flinger.stop();
        if (smoothScroller != null) smoothScroller.stop();
    }

    public void stopScroll() {
        setScrollState(SCROLL_STATE_IDLE);
        stopScrollers();
    }

    public void scrollBy(int x, int y) {
        if (layout == null) return;
        scrollByInternal(layout.canScrollHorizontally() ? x : 0, layout.canScrollVertically() ? y : 0);
    }

    /** Scrolls through the LayoutManager; answers {consumed x, consumed y}. */
    int[] scrollByInternal(int x, int y) {
        consumePendingUpdates();
        int[] consumed = new int[2];
        if (adapter == null || layout == null) return consumed;
        interceptRequestLayout++;
        try {
            if (x != 0) consumed[0] = layout.scrollHorizontallyBy(x, recycler, state);
            if (y != 0) consumed[1] = layout.scrollVerticallyBy(y, recycler, state);
            recycler.recycleScrap();
        } finally {
            interceptRequestLayout--;
        }
        if (consumed[0] != 0 || consumed[1] != 0) dispatchOnScrolled(consumed[0], consumed[1]);
        return consumed;
    }

    private void dispatchOnScrolled(int dx, int dy) {
        onScrolled(dx, dy);
        for (OnScrollListener listener : new ArrayList<>(scrollListeners)) listener.onScrolled(this, dx, dy);
    }

    public void onScrolled(int dx, int dy) {
    }

    /**
     * A fling at (velocityX, velocityY) pixels a second: under the minimum fling velocity along an
     * axis it does not fling along it; the OnFlingListener may take it (true: handled); else this
     * view flings, and says true.
     */
    public boolean fling(int velocityX, int velocityY) {
        if (layout == null) return false;
        boolean horizontal = layout.canScrollHorizontally();
        boolean vertical = layout.canScrollVertically();
        if (!horizontal || Math.abs(velocityX) < minFlingVelocity) velocityX = 0;
        if (!vertical || Math.abs(velocityY) < minFlingVelocity) velocityY = 0;
        if (velocityX == 0 && velocityY == 0) return false;
        if (flingListener != null && flingListener.onFling(velocityX, velocityY)) return true;
        setScrollState(SCROLL_STATE_SETTLING);
        velocityX = Math.max(-maxFlingVelocity, Math.min(maxFlingVelocity, velocityX));
        velocityY = Math.max(-maxFlingVelocity, Math.min(maxFlingVelocity, velocityY));
        flinger.fling(velocityX, velocityY);
        return true;
    }

    /** Stops any scroll and hands the position to the LayoutManager. */
    public void scrollToPosition(int position) {
        stopScroll();
        if (layout != null) layout.scrollToPosition(position);
    }

    public void smoothScrollToPosition(int position) {
        if (layout != null) layout.smoothScrollToPosition(this, state, position);
    }

    public void smoothScrollBy(int dx, int dy) {
        smoothScrollBy(dx, dy, null);
    }

    public void smoothScrollBy(int dx, int dy, Interpolator interpolator) {
        if (layout == null) return;
        if (!layout.canScrollHorizontally()) dx = 0;
        if (!layout.canScrollVertically()) dy = 0;
        if (dx == 0 && dy == 0) return;
        boolean horizontal = Math.abs(dx) > Math.abs(dy);
        int size = horizontal ? getWidth() : getHeight();
        int duration = Math.min((int) (((float) Math.abs(horizontal ? dx : dy) / Math.max(1, size) + 1) * 300), MAX_SCROLL_DURATION);
        setScrollState(SCROLL_STATE_SETTLING);
        flinger.smoothScrollBy(dx, dy, duration);
    }

    /** Runs flings and smooth scrolls a frame at a time (RecyclerView's ViewFlinger). */
    private final class Flinger implements Runnable {
        private OverScroller scroller;
        private int lastX, lastY;
        private boolean running;

        void fling(int velocityX, int velocityY) {
            scroller = new OverScroller(getContext());
            scroller.fling(0, 0, velocityX, velocityY, Integer.MIN_VALUE, Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MAX_VALUE);
            begin();
        }

        void smoothScrollBy(int dx, int dy, int duration) {
            scroller = new OverScroller(getContext());
            scroller.startScroll(0, 0, dx, dy, duration);
            begin();
        }

        private void begin() {
            lastX = lastY = 0;
            running = true;
            postOnAnimation(this);
        }

        void stop() {
            if (scroller != null) scroller.abortAnimation();
            running = false;
        }

        @Override
        public void run() {
            if (!running) return;
            if (scroller.computeScrollOffset()) {
                int dx = scroller.getCurrX() - lastX;
                int dy = scroller.getCurrY() - lastY;
                lastX = scroller.getCurrX();
                lastY = scroller.getCurrY();
                int[] consumed = scrollByInternal(dx, dy);
                // At an edge the content stops: the rest of the fling is dropped.
                if (consumed[0] != dx || consumed[1] != dy) scroller.abortAnimation();
            }
            if (scroller.isFinished()) {
                running = false;
                if (smoothScroller == null || !smoothScroller.isRunning()) setScrollState(SCROLL_STATE_IDLE);
            } else {
                postOnAnimation(this);
            }
        }
    }

    void startSmoothScroll(SmoothScroller scroller) {
        if (smoothScroller != null && smoothScroller != scroller && smoothScroller.isRunning()) smoothScroller.stop();
        smoothScroller = scroller;
        setScrollState(SCROLL_STATE_SETTLING);
        scroller.start(this, layout);
    }

    void smoothScrollerStopped(SmoothScroller scroller) {
        if (smoothScroller == scroller && !flinger.running) setScrollState(SCROLL_STATE_IDLE);
    }

    // MARK: Touch

    @Override
    public boolean onInterceptTouchEvent(MotionEvent e) {
        interceptingTouchListener = null;
        if (findInterceptingTouchListener(e)) {
            cancelTouch();
            return true;
        }
        return scrollState == SCROLL_STATE_DRAGGING;
    }

    private boolean findInterceptingTouchListener(MotionEvent e) {
        for (OnItemTouchListener listener : new ArrayList<>(touchListeners)) {
            if (listener.onInterceptTouchEvent(this, e) && e.getActionMasked() != MotionEvent.ACTION_CANCEL) {
                interceptingTouchListener = listener;
                return true;
            }
        }
        return false;
    }

    private boolean dispatchToTouchListeners(MotionEvent e) {
        if (interceptingTouchListener == null) {
            if (e.getActionMasked() == MotionEvent.ACTION_DOWN) return false;
            return findInterceptingTouchListener(e);
        }
        interceptingTouchListener.onTouchEvent(this, e);
        int action = e.getActionMasked();
        if (action == MotionEvent.ACTION_UP || action == MotionEvent.ACTION_CANCEL) interceptingTouchListener = null;
        return true;
    }

    private void cancelTouch() {
        if (velocityTracker != null) velocityTracker.clear();
        if (scrollState == SCROLL_STATE_DRAGGING) setScrollState(SCROLL_STATE_IDLE);
    }

    /** A drag scrolls once it passes the touch slop along an axis the LayoutManager scrolls; letting go flings. */
    @Override
    public boolean onTouchEvent(MotionEvent e) {
        if (dispatchToTouchListeners(e)) {
            cancelTouch();
            return true;
        }
        if (layout == null) return false;
        boolean horizontal = layout.canScrollHorizontally();
        boolean vertical = layout.canScrollVertically();
        if (velocityTracker == null) velocityTracker = VelocityTracker.obtain();
        velocityTracker.addMovement(e);
        switch (e.getActionMasked()) {
            case MotionEvent.ACTION_DOWN:
                lastTouchX = e.getX();
                lastTouchY = e.getY();
                if (scrollState == SCROLL_STATE_SETTLING) setScrollState(SCROLL_STATE_DRAGGING);
                break;
            case MotionEvent.ACTION_MOVE: {
                int dx = Math.round(lastTouchX - e.getX());
                int dy = Math.round(lastTouchY - e.getY());
                if (scrollState != SCROLL_STATE_DRAGGING) {
                    // Past the slop along a scrolling axis, the drag starts; the slop itself is not scrolled.
                    boolean acrossX = horizontal && Math.abs(dx) > touchSlop;
                    boolean acrossY = vertical && Math.abs(dy) > touchSlop;
                    if (!acrossX && !acrossY) return true;
                    if (acrossX) dx -= Integer.signum(dx) * touchSlop;
                    if (acrossY) dy -= Integer.signum(dy) * touchSlop;
                    setScrollState(SCROLL_STATE_DRAGGING);
                }
                lastTouchX = e.getX();
                lastTouchY = e.getY();
                scrollByInternal(horizontal ? dx : 0, vertical ? dy : 0);
                break;
            }
            case MotionEvent.ACTION_UP: {
                velocityTracker.computeCurrentVelocity(1000, maxFlingVelocity);
                int velocityX = horizontal ? -Math.round(velocityTracker.getXVelocity()) : 0;
                int velocityY = vertical ? -Math.round(velocityTracker.getYVelocity()) : 0;
                velocityTracker.clear();
                if (scrollState != SCROLL_STATE_DRAGGING || !fling(velocityX, velocityY)) setScrollState(SCROLL_STATE_IDLE);
                break;
            }
            default:
                velocityTracker.clear();
                setScrollState(SCROLL_STATE_IDLE);
        }
        return true;
    }

    // MARK: Drawing

    /** The decorations draw under the children; the children themselves draw nothing here. */
    @Override
    public void onDraw(Canvas c) {
        for (ItemDecoration decoration : decorations) decoration.onDraw(c, this, state);
    }

    // MARK: Nested types

    public interface ChildDrawingOrderCallback {
        int onGetChildDrawingOrder(int childCount, int i);
    }

    public interface OnItemTouchListener {
        boolean onInterceptTouchEvent(RecyclerView rv, MotionEvent e);

        void onTouchEvent(RecyclerView rv, MotionEvent e);

        void onRequestDisallowInterceptTouchEvent(boolean disallowIntercept);
    }

    public abstract static class OnScrollListener {
        public OnScrollListener() {
        }

        public void onScrollStateChanged(RecyclerView recyclerView, int newState) {
        }

        public void onScrolled(RecyclerView recyclerView, int dx, int dy) {
        }
    }

    public abstract static class OnFlingListener {
        public OnFlingListener() {
        }

        public abstract boolean onFling(int velocityX, int velocityY);
    }

    public abstract static class ItemDecoration {
        public ItemDecoration() {
        }

        public void onDraw(Canvas c, RecyclerView parent, State state) {
        }

        public void getItemOffsets(Rect outRect, View view, RecyclerView parent, State state) {
            outRect.set(0, 0, 0, 0);
        }
    }

    public static class State {
        int itemCount;

        public State() {
        }

        public int getItemCount() {
            return itemCount;
        }

        /** Never: this RecyclerView runs no item animations, so no pre-layout pass. */
        public boolean isPreLayout() {
            return false;
        }

        public boolean willRunPredictiveAnimations() {
            return false;
        }
    }

    public static class LayoutParams extends ViewGroup.MarginLayoutParams {
        ViewHolder holder;
        final Rect decorInsets = new Rect();
        boolean insetsDirty = true;

        public LayoutParams(int width, int height) {
            super(width, height);
        }

        public LayoutParams(ViewGroup.MarginLayoutParams source) {
            super(source);
        }

        public LayoutParams(ViewGroup.LayoutParams source) {
            super(source);
        }

        public LayoutParams(LayoutParams source) {
            super((ViewGroup.MarginLayoutParams) source);
        }

        public int getViewLayoutPosition() {
            return holder.getLayoutPosition();
        }

        public boolean isItemRemoved() {
            return holder.isRemoved();
        }
    }

    public abstract static class ViewHolder {
        static final int INVALID = 1, REMOVED = 2, UPDATE = 4;
        public final View itemView;
        int position = NO_POSITION;
        int flags;
        boolean scrapped;

        public ViewHolder(View itemView) {
            if (itemView == null) throw new IllegalArgumentException("itemView may not be null");
            this.itemView = itemView;
        }

        public final int getLayoutPosition() {
            return position;
        }

        public final int getAbsoluteAdapterPosition() {
            return (flags & (INVALID | REMOVED)) != 0 ? NO_POSITION : position;
        }

        boolean isRemoved() {
            return (flags & REMOVED) != 0;
        }

        @Override
        public String toString() {
            return "ViewHolder{position=" + position + " flags=" + flags + "}";
        }
    }

    public abstract static class Adapter<VH extends ViewHolder> {
        RecyclerView recyclerView;

        public Adapter() {
        }

        public abstract VH onCreateViewHolder(ViewGroup parent, int viewType);

        public abstract void onBindViewHolder(VH holder, int position);

        public abstract int getItemCount();

        public int getItemViewType(int position) {
            return 0;
        }

        public final VH createViewHolder(ViewGroup parent, int viewType) {
            return onCreateViewHolder(parent, viewType);
        }

        public final void bindViewHolder(VH holder, int position) {
            holder.position = position;
            holder.flags = 0;
            onBindViewHolder(holder, position);
            ViewGroup.LayoutParams params = holder.itemView.getLayoutParams();
            if (params instanceof LayoutParams) ((LayoutParams) params).insetsDirty = true;
        }

        private void changed(int kind, int start, int count) {
            if (recyclerView != null) recyclerView.adapterChanged(kind, start, count);
        }

        public final void notifyDataSetChanged() {
            changed(-1, 0, 0);
        }

        public final void notifyItemChanged(int position) {
            changed(UPDATE, position, 1);
        }

        public final void notifyItemRangeChanged(int positionStart, int itemCount) {
            changed(UPDATE, positionStart, itemCount);
        }

        public final void notifyItemInserted(int position) {
            changed(ADD, position, 1);
        }

        public final void notifyItemRangeInserted(int positionStart, int itemCount) {
            changed(ADD, positionStart, itemCount);
        }

        public final void notifyItemRemoved(int position) {
            changed(REMOVE, position, 1);
        }

        public final void notifyItemRangeRemoved(int positionStart, int itemCount) {
            changed(REMOVE, positionStart, itemCount);
        }

        public final void notifyItemMoved(int fromPosition, int toPosition) {
            changed(MOVE, fromPosition, toPosition);
        }
    }

    /** Scrap (children detached for the pass) and a pool of recycled holders; no view cache. */
    public static final class Recycler {
        final List<ViewHolder> scrap = new ArrayList<>();
        final List<ViewHolder> pool = new ArrayList<>();
        private final RecyclerView owner;

        Recycler(RecyclerView owner) {
            this.owner = owner;
        }

        public List<ViewHolder> getScrapList() {
            return Collections.unmodifiableList(scrap);
        }

        /** No pre-layout pass ever runs here, so positions are post-layout already; out of range throws as RecyclerView does. */
        public int convertPreLayoutPositionToPostLayout(int position) {
            if (position < 0 || position >= owner.state.getItemCount()) {
                throw new IndexOutOfBoundsException("invalid position " + position + ". State item count is " + owner.state.getItemCount());
            }
            return position;
        }

        @SuppressWarnings("unchecked")
        public View getViewForPosition(int position) {
            if (position < 0 || position >= owner.state.getItemCount()) {
                throw new IndexOutOfBoundsException("Invalid item position " + position + "(" + position + "). Item count:" + owner.state.getItemCount());
            }
            ViewHolder holder = null;
            for (ViewHolder scrapped : scrap) {
                if (scrapped.position == position && (scrapped.flags & (ViewHolder.INVALID | ViewHolder.REMOVED)) == 0) {
                    holder = scrapped;
                    break;
                }
            }
            if (holder != null) {
                scrap.remove(holder);
                holder.scrapped = false;
                if ((holder.flags & ViewHolder.UPDATE) != 0) bind(holder, position);
            } else {
                holder = pool.isEmpty() ? null : pool.remove(pool.size() - 1);
                if (holder == null) {
                    holder = owner.adapter.createViewHolder(owner, owner.adapter.getItemViewType(position));
                }
                bind(holder, position);
            }
            ViewGroup.LayoutParams params = holder.itemView.getLayoutParams();
            LayoutParams own;
            if (params == null) own = owner.layout.generateDefaultLayoutParams();
            else if (!(params instanceof LayoutParams)) own = owner.layout.generateLayoutParams(params);
            else own = (LayoutParams) params;
            own.holder = holder;
            holder.itemView.setLayoutParams(own);
            return holder.itemView;
        }

        @SuppressWarnings("unchecked")
        private void bind(ViewHolder holder, int position) {
            owner.adapter.bindViewHolder(holder, position);
        }

        /** A removed child's holder to the pool; one still in the scrap leaves it first. */
        public void recycleView(View view) {
            ViewHolder holder = holder(view);
            if (holder.scrapped) {
                scrap.remove(holder);
                holder.scrapped = false;
            }
            if (view.getParent() != null) throw new IllegalArgumentException("Scrapped or attached views may not be recycled. " + holder);
            holder.position = NO_POSITION;
            holder.flags = 0;
            pool.add(holder);
        }

        void scrapView(View view) {
            ViewHolder holder = holder(view);
            holder.scrapped = true;
            scrap.add(holder);
        }

        void recycleScrap() {
            for (ViewHolder holder : new ArrayList<>(scrap)) recycleView(holder.itemView);
        }
    }

    public abstract static class SmoothScroller {
        private int targetPosition = NO_POSITION;
        RecyclerView recyclerView;
        LayoutManager layoutManager;
        private boolean running;

        public SmoothScroller() {
        }

        public void setTargetPosition(int targetPosition) {
            this.targetPosition = targetPosition;
        }

        public int getTargetPosition() {
            return targetPosition;
        }

        public boolean isRunning() {
            return running;
        }

        public LayoutManager getLayoutManager() {
            return layoutManager;
        }

        void start(RecyclerView view, LayoutManager manager) {
            recyclerView = view;
            layoutManager = manager;
            if (targetPosition == NO_POSITION) throw new IllegalArgumentException("Invalid target position");
            running = true;
            view.postOnAnimation(new Runnable() {
                @Override
                public void run() {
                    if (!running) return;
                    step();
                    if (running) recyclerView.postOnAnimation(this);
                }
            });
        }

        /** One frame of the scroll towards the target. */
        abstract void step();

        final void stop() {
            if (!running) return;
            running = false;
            recyclerView.smoothScrollerStopped(this);
        }

        public View findViewByPosition(int position) {
            return layoutManager.findViewByPosition(position);
        }

        public interface ScrollVectorProvider {
            PointF computeScrollVectorForPosition(int targetPosition);
        }
    }

    // MARK: LayoutManager

    public abstract static class LayoutManager {
        RecyclerView recyclerView;

        public LayoutManager() {
        }

        public interface LayoutPrefetchRegistry {
            void addPosition(int layoutPosition, int pixelDistance);
        }

        public abstract LayoutParams generateDefaultLayoutParams();

        public LayoutParams generateLayoutParams(ViewGroup.LayoutParams lp) {
            if (lp instanceof LayoutParams) return new LayoutParams((LayoutParams) lp);
            if (lp instanceof ViewGroup.MarginLayoutParams) return new LayoutParams((ViewGroup.MarginLayoutParams) lp);
            return new LayoutParams(lp);
        }

        void dispatchAttachedToWindow(RecyclerView view) {
            onAttachedToWindow(view);
        }

        void dispatchDetachedFromWindow(RecyclerView view, Recycler recycler) {
            onDetachedFromWindow(view, recycler);
        }

        public void onAttachedToWindow(RecyclerView view) {
        }

        public void onDetachedFromWindow(RecyclerView view) {
        }

        public void onDetachedFromWindow(RecyclerView view, Recycler recycler) {
            onDetachedFromWindow(view);
        }

        @SuppressWarnings("rawtypes")
        public void onAdapterChanged(Adapter oldAdapter, Adapter newAdapter) {
        }

        public void onLayoutChildren(Recycler recycler, State state) {
            throw new IllegalStateException("You must override onLayoutChildren(Recycler recycler, State state) ");
        }

        public boolean isAutoMeasureEnabled() {
            return false;
        }

        public void onMeasure(Recycler recycler, State state, int widthSpec, int heightSpec) {
            recyclerView.defaultOnMeasure(widthSpec, heightSpec);
        }

        public void setMeasuredDimension(int widthSize, int heightSize) {
            recyclerView.setMeasuredDimension(widthSize, heightSize);
        }

        public boolean supportsPredictiveItemAnimations() {
            return false;
        }

        public boolean canScrollHorizontally() {
            return false;
        }

        public boolean canScrollVertically() {
            return false;
        }

        public int scrollHorizontallyBy(int dx, Recycler recycler, State state) {
            return 0;
        }

        public int scrollVerticallyBy(int dy, Recycler recycler, State state) {
            return 0;
        }

        public void scrollToPosition(int position) {
        }

        public void smoothScrollToPosition(RecyclerView recyclerView, State state, int position) {
        }

        public void startSmoothScroll(SmoothScroller smoothScroller) {
            recyclerView.startSmoothScroll(smoothScroller);
        }

        public boolean isSmoothScrolling() {
            return recyclerView != null && recyclerView.smoothScroller != null && recyclerView.smoothScroller.isRunning();
        }

        public void onScrollStateChanged(int state) {
        }

        public void requestLayout() {
            if (recyclerView != null) recyclerView.requestLayout();
        }

        // Item changes, told at the layout that applies them.

        public void onItemsAdded(RecyclerView recyclerView, int positionStart, int itemCount) {
        }

        public void onItemsRemoved(RecyclerView recyclerView, int positionStart, int itemCount) {
        }

        public void onItemsMoved(RecyclerView recyclerView, int from, int to, int itemCount) {
        }

        public void onItemsUpdated(RecyclerView recyclerView, int positionStart, int itemCount) {
        }

        public void onItemsChanged(RecyclerView recyclerView) {
        }

        // The view's size and settings.

        public int getWidth() {
            return recyclerView == null ? 0 : recyclerView.getWidth();
        }

        public int getHeight() {
            return recyclerView == null ? 0 : recyclerView.getHeight();
        }

        public int getPaddingLeft() {
            return recyclerView == null ? 0 : recyclerView.getPaddingLeft();
        }

        public int getPaddingTop() {
            return recyclerView == null ? 0 : recyclerView.getPaddingTop();
        }

        public int getPaddingRight() {
            return recyclerView == null ? 0 : recyclerView.getPaddingRight();
        }

        public int getPaddingBottom() {
            return recyclerView == null ? 0 : recyclerView.getPaddingBottom();
        }

        public int getLayoutDirection() {
            return recyclerView == null ? View.LAYOUT_DIRECTION_LTR : recyclerView.getLayoutDirection();
        }

        @SuppressWarnings("rawtypes")
        public int getItemCount() {
            Adapter adapter = recyclerView == null ? null : recyclerView.getAdapter();
            return adapter == null ? 0 : adapter.getItemCount();
        }

        // Children.

        public int getChildCount() {
            return recyclerView == null ? 0 : recyclerView.getChildCount();
        }

        public View getChildAt(int index) {
            return recyclerView == null ? null : recyclerView.getChildAt(index);
        }

        public int getPosition(View view) {
            return ((LayoutParams) view.getLayoutParams()).getViewLayoutPosition();
        }

        public View findViewByPosition(int position) {
            for (int index = 0; index < getChildCount(); index++) {
                View child = getChildAt(index);
                ViewHolder holder = holder(child);
                if (holder.getLayoutPosition() == position && !holder.isRemoved()) return child;
            }
            return null;
        }

        public View findContainingItemView(View view) {
            return recyclerView == null ? null : recyclerView.findContainingItemView(view);
        }

        /** A child from the scrap is attached again; a new one added; one already a child moved to `index`. */
        public void addView(View child, int index) {
            ViewHolder holder = holder(child);
            if (index < 0) index = getChildCount();
            if (holder.scrapped) {
                recyclerView.recycler.scrap.remove(holder);
                holder.scrapped = false;
            }
            if (child.getParent() == recyclerView) {
                int current = recyclerView.indexOfChild(child);
                if (current != index) {
                    recyclerView.detachViewFromParent(current);
                    recyclerView.attachViewToParent(child, index, child.getLayoutParams());
                }
                return;
            }
            if (child.getParent() != null) throw new IllegalStateException("Added View has RecyclerView as parent but view is not a real child. " + holder);
            // A view detached into the scrap comes back by attach (it never left the window); another is added.
            if (child.isAttachedToWindow()) recyclerView.attachViewToParent(child, index, child.getLayoutParams());
            else recyclerView.addView(child, index);
        }

        public void addView(View child) {
            addView(child, -1);
        }

        /** Only a pre-layout pass's LayoutManager asks for one, and this RecyclerView runs none. */
        public void addDisappearingView(View child) {
            throw new IllegalStateException("addDisappearingView outside a pre-layout pass: RecyclerView runs none without an item animator");
        }

        /** Detaches every child: each to the scrap, or recycled when the data set changed under it. */
        public void detachAndScrapAttachedViews(Recycler recycler) {
            for (int index = getChildCount() - 1; index >= 0; index--) {
                View child = getChildAt(index);
                ViewHolder holder = holder(child);
                if ((holder.flags & ViewHolder.INVALID) != 0 && !holder.isRemoved()) {
                    recyclerView.removeViewAt(index);
                    recycler.recycleView(child);
                } else {
                    recyclerView.detachViewFromParent(index);
                    recycler.scrapView(child);
                }
            }
        }

        public void removeAndRecycleView(View child, Recycler recycler) {
            recyclerView.removeView(child);
            recycler.recycleView(child);
        }

        public void removeAllViews() {
            if (recyclerView == null) return;
            for (int index = recyclerView.getChildCount() - 1; index >= 0; index--) recyclerView.removeViewAt(index);
        }

        public void offsetChildrenHorizontal(int dx) {
            if (recyclerView != null) recyclerView.offsetChildrenHorizontal(dx);
        }

        public void offsetChildrenVertical(int dy) {
            if (recyclerView != null) recyclerView.offsetChildrenVertical(dy);
        }

        public void calculateItemDecorationsForChild(View child, Rect outRect) {
            if (recyclerView == null) {
                outRect.set(0, 0, 0, 0);
                return;
            }
            Rect insets = recyclerView.itemDecorInsets(child);
            outRect.set(insets.left, insets.top, insets.right, insets.bottom);
        }

        public void getDecoratedBoundsWithMargins(View view, Rect outBounds) {
            recyclerView.getDecoratedBoundsWithMargins(view, outBounds);
        }

        /** Lays the child out inside the bounds less its decoration insets and margins. */
        public void layoutDecoratedWithMargins(View child, int left, int top, int right, int bottom) {
            LayoutParams params = (LayoutParams) child.getLayoutParams();
            Rect insets = params.decorInsets;
            child.layout(left + insets.left + params.leftMargin, top + insets.top + params.topMargin,
                         right - insets.right - params.rightMargin, bottom - insets.bottom - params.bottomMargin);
        }

        // Prefetch, scroll bars, state, accessibility, focus: the defaults.

        public void collectAdjacentPrefetchPositions(int dx, int dy, State state, LayoutPrefetchRegistry layoutPrefetchRegistry) {
        }

        public int computeHorizontalScrollOffset(State state) {
            return 0;
        }

        public int computeHorizontalScrollExtent(State state) {
            return 0;
        }

        public int computeHorizontalScrollRange(State state) {
            return 0;
        }

        public int computeVerticalScrollOffset(State state) {
            return 0;
        }

        public int computeVerticalScrollExtent(State state) {
            return 0;
        }

        public int computeVerticalScrollRange(State state) {
            return 0;
        }

        public Parcelable onSaveInstanceState() {
            return null;
        }

        public void onRestoreInstanceState(Parcelable state) {
        }

        public int getRowCountForAccessibility(Recycler recycler, State state) {
            return 1;
        }

        public int getColumnCountForAccessibility(Recycler recycler, State state) {
            return 1;
        }

        public void onInitializeAccessibilityNodeInfoForItem(Recycler recycler, State state, View host, AccessibilityNodeInfoCompat info) {
        }

        public void onInitializeAccessibilityEvent(Recycler recycler, State state, AccessibilityEvent event) {
        }

        public View onFocusSearchFailed(View focused, int direction, Recycler recycler, State state) {
            return null;
        }
    }

}
