package android.view;

import android.content.Context;
import android.content.res.Resources;
import android.graphics.Canvas;

/**
 * Test build of Android's View, for what a LayoutManager and its helpers ask of one: the
 * measure pass (`measure` calls `onMeasure` with the specs, whose default takes an exact size
 * and otherwise the minimum, 0: `getDefaultSize`), the layout pass (`layout` sets the frame),
 * offsets, the properties an effect sets (scale, alpha, rotations, translations, camera
 * distance: kept, drawn nowhere), the layout direction, layout params, touch dispatch and
 * `requestLayout`, which marks this view and its parents for the next traversal (TestWindow).
 */
public class View {
    public static final int LAYOUT_DIRECTION_LTR = 0;
    public static final int LAYOUT_DIRECTION_RTL = 1;
    public static final int VISIBLE = 0;
    public static final int FOCUS_UP = 33;
    public static final int FOCUS_DOWN = 130;

    private final Context context;
    ViewParent parent;
    private ViewGroup.LayoutParams layoutParams;
    private int left, top, right, bottom;
    private int measuredWidth, measuredHeight;
    private boolean measuredDimensionSet;
    private int paddingLeft, paddingTop, paddingRight, paddingBottom;
    private int layoutDirection = LAYOUT_DIRECTION_LTR;
    private float scaleX = 1, scaleY = 1, alpha = 1, rotation, rotationX, rotationY, translationX, translationY;
    /** Kept as set; a device's default distance is not modelled (the LayoutManager always sets one). */
    private float cameraDistance;
    boolean layoutRequested = true;
    boolean attached;

    public View(Context context) {
        this.context = context;
    }

    public Context getContext() {
        return context;
    }

    public Resources getResources() {
        return context.getResources();
    }

    public ViewParent getParent() {
        return parent;
    }

    public ViewGroup.LayoutParams getLayoutParams() {
        return layoutParams;
    }

    public void setLayoutParams(ViewGroup.LayoutParams params) {
        layoutParams = params;
        requestLayout();
    }

    // MARK: Measure and layout

    public static class MeasureSpec {
        private static final int MODE_SHIFT = 30;
        private static final int MODE_MASK = 0x3 << MODE_SHIFT;
        public static final int UNSPECIFIED = 0;
        public static final int EXACTLY = 1 << MODE_SHIFT;
        public static final int AT_MOST = 2 << MODE_SHIFT;

        public MeasureSpec() {
        }

        public static int makeMeasureSpec(int size, int mode) {
            return (size & ~MODE_MASK) | (mode & MODE_MASK);
        }

        public static int getMode(int measureSpec) {
            return measureSpec & MODE_MASK;
        }

        public static int getSize(int measureSpec) {
            return measureSpec & ~MODE_MASK;
        }
    }

    /** Calls `onMeasure`, which must set the measured size (Android throws IllegalStateException otherwise). */
    public final void measure(int widthMeasureSpec, int heightMeasureSpec) {
        measuredDimensionSet = false;
        onMeasure(widthMeasureSpec, heightMeasureSpec);
        if (!measuredDimensionSet) throw new IllegalStateException(getClass().getName() + "#onMeasure() did not set the measured dimension by calling setMeasuredDimension()");
    }

    protected void onMeasure(int widthMeasureSpec, int heightMeasureSpec) {
        setMeasuredDimension(getDefaultSize(0, widthMeasureSpec), getDefaultSize(0, heightMeasureSpec));
    }

    protected final void setMeasuredDimension(int measuredWidth, int measuredHeight) {
        this.measuredWidth = measuredWidth;
        this.measuredHeight = measuredHeight;
        measuredDimensionSet = true;
    }

    /** `size` unless the spec says otherwise: AT_MOST and EXACTLY take the spec's size, as Android's does. */
    public static int getDefaultSize(int size, int measureSpec) {
        int mode = MeasureSpec.getMode(measureSpec);
        return mode == MeasureSpec.UNSPECIFIED ? size : MeasureSpec.getSize(measureSpec);
    }

    public final int getMeasuredWidth() {
        return measuredWidth;
    }

    public final int getMeasuredHeight() {
        return measuredHeight;
    }

    public void layout(int l, int t, int r, int b) {
        boolean changed = l != left || t != top || r != right || b != bottom;
        left = l;
        top = t;
        right = r;
        bottom = b;
        onLayout(changed, l, t, r, b);
        layoutRequested = false;
    }

    protected void onLayout(boolean changed, int left, int top, int right, int bottom) {
    }

    public void requestLayout() {
        layoutRequested = true;
        if (parent != null && !(parent instanceof View && ((View) parent).layoutRequested)) parent.requestLayout();
    }

    public boolean isLayoutRequested() {
        return layoutRequested;
    }

    public void invalidate() {
    }

    public final int getLeft() {
        return left;
    }

    public final int getTop() {
        return top;
    }

    public final int getRight() {
        return right;
    }

    public final int getBottom() {
        return bottom;
    }

    public final int getWidth() {
        return right - left;
    }

    public final int getHeight() {
        return bottom - top;
    }

    public void offsetTopAndBottom(int offset) {
        top += offset;
        bottom += offset;
    }

    public void offsetLeftAndRight(int offset) {
        left += offset;
        right += offset;
    }

    public void setPadding(int left, int top, int right, int bottom) {
        paddingLeft = left;
        paddingTop = top;
        paddingRight = right;
        paddingBottom = bottom;
        requestLayout();
    }

    public int getPaddingLeft() {
        return paddingLeft;
    }

    public int getPaddingTop() {
        return paddingTop;
    }

    public int getPaddingRight() {
        return paddingRight;
    }

    public int getPaddingBottom() {
        return paddingBottom;
    }

    /** The resolved direction; set here directly (a device resolves it from the locale or the parent). */
    public int getLayoutDirection() {
        return layoutDirection;
    }

    public void setLayoutDirection(int layoutDirection) {
        this.layoutDirection = layoutDirection;
        requestLayout();
    }

    // MARK: Properties drawn by the render node

    public float getScaleX() {
        return scaleX;
    }

    public void setScaleX(float scaleX) {
        this.scaleX = scaleX;
    }

    public float getScaleY() {
        return scaleY;
    }

    public void setScaleY(float scaleY) {
        this.scaleY = scaleY;
    }

    public float getAlpha() {
        return alpha;
    }

    public void setAlpha(float alpha) {
        this.alpha = alpha;
    }

    public float getRotation() {
        return rotation;
    }

    public void setRotation(float rotation) {
        this.rotation = rotation;
    }

    public float getRotationX() {
        return rotationX;
    }

    public void setRotationX(float rotationX) {
        this.rotationX = rotationX;
    }

    public float getRotationY() {
        return rotationY;
    }

    public void setRotationY(float rotationY) {
        this.rotationY = rotationY;
    }

    public float getTranslationX() {
        return translationX;
    }

    public void setTranslationX(float translationX) {
        this.translationX = translationX;
    }

    public float getTranslationY() {
        return translationY;
    }

    public void setTranslationY(float translationY) {
        this.translationY = translationY;
    }

    public float getCameraDistance() {
        return cameraDistance;
    }

    public void setCameraDistance(float distance) {
        cameraDistance = distance;
    }

    /** Draws the view: here only `onDraw`, where a RecyclerView's decorations draw. */
    public void draw(Canvas canvas) {
        onDraw(canvas);
    }

    protected void onDraw(Canvas canvas) {
    }

    // MARK: Touch and animation

    /** A view that is not a group handles its own touch. */
    public boolean dispatchTouchEvent(MotionEvent event) {
        return onTouchEvent(event);
    }

    public boolean onTouchEvent(MotionEvent event) {
        return false;
    }

    /** Runs on the next frame of the window (TestWindow.frame). */
    public void postOnAnimation(Runnable action) {
        TestWindow.post(action);
    }

    protected void onAttachedToWindow() {
    }

    protected void onDetachedFromWindow() {
    }

    void dispatchAttachedToWindow() {
        attached = true;
        onAttachedToWindow();
    }

    void dispatchDetachedFromWindow() {
        attached = false;
        onDetachedFromWindow();
    }

    public boolean isAttachedToWindow() {
        return attached;
    }
}
