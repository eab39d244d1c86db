package dev.tessera.android;

import android.graphics.Rect;
import android.provider.Settings;
import android.view.View;
import androidx.recyclerview.widget.RecyclerView;
import java.util.ArrayList;
import java.util.List;

/**
 * The core's `RecyclerHost` answered through RecyclerView's LayoutManager methods: the recycler
 * and the state of the call under way (`begin`), the view's metrics and settings from its
 * context. Only converts types: every decision is the core's.
 */
final class AndroidHost implements RecyclerHost<View> {
    private final TesseraLayoutManager manager;
    private RecyclerView.Recycler recycler;
    private RecyclerView.State state;
    private final Rect insets = new Rect();
    private final Rect bounds = new Rect();
    /** The display's density, read when a call begins: effects ask it for every child. */
    private float density = 1;

    AndroidHost(TesseraLayoutManager manager) {
        this.manager = manager;
    }

    /** The recycler and the state of the call the core answers now (null outside one: no views are attached then). */
    AndroidHost begin(RecyclerView.Recycler recycler, RecyclerView.State state) {
        this.recycler = recycler;
        this.state = state;
        RecyclerView view = manager.recyclerView();
        density = view == null ? 1 : view.getResources().getDisplayMetrics().density;
        return this;
    }

    void end() {
        recycler = null;
        state = null;
    }

    @Override
    public int width() {
        return manager.getWidth();
    }

    @Override
    public int height() {
        return manager.getHeight();
    }

    @Override
    public int paddingLeft() {
        return manager.getPaddingLeft();
    }

    @Override
    public int paddingTop() {
        return manager.getPaddingTop();
    }

    @Override
    public int paddingRight() {
        return manager.getPaddingRight();
    }

    @Override
    public int paddingBottom() {
        return manager.getPaddingBottom();
    }

    @Override
    public float density() {
        return density;
    }

    @Override
    public float fontScale() {
        RecyclerView view = manager.recyclerView();
        return view == null ? 1 : view.getResources().getConfiguration().fontScale;
    }

    @Override
    public boolean rightToLeft() {
        return manager.getLayoutDirection() == View.LAYOUT_DIRECTION_RTL;
    }

    @Override
    public boolean reduceMotion() {
        RecyclerView view = manager.recyclerView();
        return view != null && Settings.Global.getFloat(view.getContext().getContentResolver(), Settings.Global.ANIMATOR_DURATION_SCALE, 1f) == 0f;
    }

    @Override
    public int itemCount() {
        return state == null ? manager.getItemCount() : state.getItemCount();
    }

    @Override
    public boolean preLayout() {
        return state != null && state.isPreLayout();
    }

    @Override
    public boolean predictive() {
        return state != null && state.willRunPredictiveAnimations();
    }

    @Override
    public TesseraSections sections() {
        RecyclerView view = manager.recyclerView();
        Object adapter = view == null ? null : view.getAdapter();
        return adapter instanceof TesseraSections ? (TesseraSections) adapter : null;
    }

    @Override
    public int childCount() {
        return manager.getChildCount();
    }

    @Override
    public View childAt(int index) {
        return manager.getChildAt(index);
    }

    private static RecyclerView.LayoutParams params(View child) {
        return (RecyclerView.LayoutParams) child.getLayoutParams();
    }

    @Override
    public int position(View child) {
        return params(child).getViewLayoutPosition();
    }

    @Override
    public boolean removed(View child) {
        return params(child).isItemRemoved();
    }

    @Override
    public int left(View child) {
        manager.getDecoratedBoundsWithMargins(child, bounds);
        return bounds.left;
    }

    @Override
    public int top(View child) {
        manager.getDecoratedBoundsWithMargins(child, bounds);
        return bounds.top;
    }

    @Override
    public int right(View child) {
        manager.getDecoratedBoundsWithMargins(child, bounds);
        return bounds.right;
    }

    @Override
    public int bottom(View child) {
        manager.getDecoratedBoundsWithMargins(child, bounds);
        return bounds.bottom;
    }

    @Override
    public int postLayoutPosition(int preLayoutPosition) {
        return recycler.convertPreLayoutPositionToPostLayout(preLayoutPosition);
    }

    @Override
    public View obtain(int position) {
        return recycler.getViewForPosition(position);
    }

    @Override
    public void add(View child, int index) {
        manager.addView(child, index);
    }

    @Override
    public void addDisappearing(View child) {
        manager.addDisappearingView(child);
    }

    @Override
    public void detachAndScrapAll() {
        if (recycler != null) manager.detachAndScrapAttachedViews(recycler);
    }

    @Override
    public List<View> scrap() {
        List<View> views = new ArrayList<>();
        for (RecyclerView.ViewHolder holder : recycler.getScrapList()) views.add(holder.itemView);
        return views;
    }

    @Override
    public void recycle(View child) {
        manager.removeAndRecycleView(child, recycler);
    }

    @Override
    public void offsetChildren(int dx, int dy) {
        if (dx != 0) manager.offsetChildrenHorizontal(dx);
        if (dy != 0) manager.offsetChildrenVertical(dy);
    }

    @Override
    public void insets(View child, int[] out) {
        manager.calculateItemDecorationsForChild(child, insets);
        RecyclerView.LayoutParams params = params(child);
        out[0] = insets.left + params.leftMargin;
        out[1] = insets.top + params.topMargin;
        out[2] = insets.right + params.rightMargin;
        out[3] = insets.bottom + params.bottomMargin;
    }

    @Override
    public void measure(View child, int widthPx, int heightPx) {
        child.measure(View.MeasureSpec.makeMeasureSpec(widthPx, View.MeasureSpec.EXACTLY), View.MeasureSpec.makeMeasureSpec(heightPx, View.MeasureSpec.EXACTLY));
    }

    @Override
    public int measureLength(View child, int breadthPx, boolean vertical) {
        int exact = View.MeasureSpec.makeMeasureSpec(breadthPx, View.MeasureSpec.EXACTLY);
        int unspecified = View.MeasureSpec.makeMeasureSpec(0, View.MeasureSpec.UNSPECIFIED);
        if (vertical) {
            child.measure(exact, unspecified);
            return child.getMeasuredHeight();
        }
        child.measure(unspecified, exact);
        return child.getMeasuredWidth();
    }

    @Override
    public void place(View child, int left, int top, int right, int bottom) {
        manager.layoutDecoratedWithMargins(child, left, top, right, bottom);
    }

    @Override
    public void applyEffects(View child, ViewEffects effects) {
        child.setScaleX(effects.scaleX);
        child.setScaleY(effects.scaleY);
        child.setAlpha(effects.alpha);
        child.setRotation(effects.rotation);
        child.setTranslationX(effects.translationX);
        child.setTranslationY(effects.translationY);
        child.setRotationX(effects.rotationX);
        child.setRotationY(effects.rotationY);
        child.setCameraDistance(effects.cameraDistance);
    }

    @Override
    public void drawingOrderChanged() {
        RecyclerView view = manager.recyclerView();
        if (view != null) view.invalidate();
    }
}
