package android.view;

import android.content.Context;
import java.util.ArrayList;
import java.util.List;

/**
 * Test build of ViewGroup: an ordered list of children with layout params (a child added without
 * any gets `generateDefaultLayoutParams`), attached and detached as RecyclerView attaches its scrap,
 * and touch dispatch as Android's ViewGroup does it when no child takes the touch: the group's
 * `onInterceptTouchEvent` sees the down event, and its `onTouchEvent` every event.
 */
public class ViewGroup extends View implements ViewManager, ViewParent {
    private final List<View> children = new ArrayList<>();
    private boolean disallowIntercept;

    public ViewGroup(Context context) {
        super(context);
    }

    public static class LayoutParams {
        public static final int MATCH_PARENT = -1;
        public static final int WRAP_CONTENT = -2;
        public int width;
        public int height;

        public LayoutParams(int width, int height) {
            this.width = width;
            this.height = height;
        }

        public LayoutParams(LayoutParams source) {
            this(source.width, source.height);
        }
    }

    public static class MarginLayoutParams extends LayoutParams {
        public int leftMargin;
        public int topMargin;
        public int rightMargin;
        public int bottomMargin;

        public MarginLayoutParams(int width, int height) {
            super(width, height);
        }

        public MarginLayoutParams(MarginLayoutParams source) {
            super(source);
            setMargins(source.leftMargin, source.topMargin, source.rightMargin, source.bottomMargin);
        }

        public MarginLayoutParams(LayoutParams source) {
            super(source);
        }

        public void setMargins(int left, int top, int right, int bottom) {
            leftMargin = left;
            topMargin = top;
            rightMargin = right;
            bottomMargin = bottom;
        }
    }

    protected LayoutParams generateDefaultLayoutParams() {
        return new LayoutParams(LayoutParams.WRAP_CONTENT, LayoutParams.WRAP_CONTENT);
    }

    protected LayoutParams generateLayoutParams(LayoutParams p) {
        return p;
    }

    protected boolean checkLayoutParams(LayoutParams p) {
        return p != null;
    }

    public int getChildCount() {
        return children.size();
    }

    public View getChildAt(int index) {
        return index < 0 || index >= children.size() ? null : children.get(index);
    }

    public int indexOfChild(View child) {
        return children.indexOf(child);
    }

    public void addView(View child) {
        addView(child, -1);
    }

    public void addView(View child, int index) {
        LayoutParams params = child.getLayoutParams();
        if (params == null) params = generateDefaultLayoutParams();
        addView(child, index, params);
    }

    @Override
    public void addView(View child, LayoutParams params) {
        addView(child, -1, params);
    }

    /** Android throws when the child has a parent already; so does this. */
    public void addView(View child, int index, LayoutParams params) {
        if (child.parent != null) throw new IllegalStateException("The specified child already has a parent. You must call removeView() on the child's parent first.");
        if (!checkLayoutParams(params)) params = generateLayoutParams(params);
        child.setLayoutParams(params);
        insert(child, index);
        if (isAttachedToWindow()) child.dispatchAttachedToWindow();
        requestLayout();
    }

    /** Attaches a detached child again, without a layout request or an attach event (RecyclerView's scrap returning). */
    protected void attachViewToParent(View child, int index, LayoutParams params) {
        if (child.parent != null) throw new IllegalStateException("attachViewToParent: " + child + " has a parent");
        if (!checkLayoutParams(params)) params = generateLayoutParams(params);
        child.setLayoutParams(params);
        insert(child, index);
    }

    private void insert(View child, int index) {
        if (index > children.size()) throw new IndexOutOfBoundsException("index=" + index + " count=" + children.size());
        children.add(index < 0 ? children.size() : index, child);
        child.parent = this;
    }

    protected void detachViewFromParent(int index) {
        View child = children.remove(index);
        child.parent = null;
    }

    protected void detachViewFromParent(View child) {
        int index = children.indexOf(child);
        if (index >= 0) detachViewFromParent(index);
    }

    @Override
    public void removeView(View view) {
        int index = children.indexOf(view);
        if (index >= 0) removeViewAt(index);
    }

    public void removeViewAt(int index) {
        View child = children.remove(index);
        child.parent = null;
        if (child.isAttachedToWindow()) child.dispatchDetachedFromWindow();
        requestLayout();
    }

    @Override
    public void updateViewLayout(View view, LayoutParams params) {
        view.setLayoutParams(params);
    }

    @Override
    void dispatchAttachedToWindow() {
        super.dispatchAttachedToWindow();
        for (View child : new ArrayList<>(children)) child.dispatchAttachedToWindow();
    }

    @Override
    void dispatchDetachedFromWindow() {
        for (View child : new ArrayList<>(children)) child.dispatchDetachedFromWindow();
        super.dispatchDetachedFromWindow();
    }

    // MARK: Touch

    @Override
    public boolean dispatchTouchEvent(MotionEvent event) {
        if (event.getActionMasked() == MotionEvent.ACTION_DOWN) {
            disallowIntercept = false;
            onInterceptTouchEvent(event);
        }
        boolean handled = onTouchEvent(event);
        int action = event.getActionMasked();
        if (action == MotionEvent.ACTION_UP || action == MotionEvent.ACTION_CANCEL) disallowIntercept = false;
        return handled;
    }

    public boolean onInterceptTouchEvent(MotionEvent ev) {
        return false;
    }

    @Override
    public void requestDisallowInterceptTouchEvent(boolean disallowIntercept) {
        this.disallowIntercept = disallowIntercept;
        if (getParent() != null) getParent().requestDisallowInterceptTouchEvent(disallowIntercept);
    }

    /** Whether a child asked its parents not to intercept this gesture (what a test's outer scroller would obey). */
    boolean disallowsIntercept() {
        return disallowIntercept;
    }
}
