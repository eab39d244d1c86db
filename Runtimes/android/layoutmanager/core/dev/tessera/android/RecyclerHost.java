package dev.tessera.android;

import java.util.List;

/**
 * What `LayoutManagerCore` asks of a RecyclerView during one of its calls (a layout pass, a
 * scroll): the view's size and settings, the adapter's state, the children with their positions,
 * and the recycler. `TesseraLayoutManager` answers through RecyclerView's LayoutManager methods;
 * the JVM tests answer with a simulated RecyclerView. Sizes and positions are in pixels.
 */
interface RecyclerHost<V> {
    int width();

    int height();

    int paddingLeft();

    int paddingTop();

    int paddingRight();

    int paddingBottom();

    /** Pixels per point (dp): `DisplayMetrics.density`. */
    float density();

    /** The reader's text size: `Configuration.fontScale`. */
    float fontScale();

    /** Whether the view's layout direction is right-to-left. */
    boolean rightToLeft();

    /** Whether the reader asked for reduced motion: animations off (`Settings.Global.ANIMATOR_DURATION_SCALE` 0). */
    boolean reduceMotion();

    /** `State.getItemCount()`: in a pre-layout pass, the count before the adapter's changes. */
    int itemCount();

    boolean preLayout();

    /** `State.willRunPredictiveAnimations()`. */
    boolean predictive();

    /** The adapter's sections; null when it is not sectioned (one section of cells). */
    TesseraSections sections();

    int childCount();

    V childAt(int index);

    /** The child's layout position: in a pre-layout pass, its position before the adapter's changes. */
    int position(V child);

    /** Whether the child's item was removed from the adapter (pre-layout passes still show it). */
    boolean removed(V child);

    /** The child's bounds as last placed, with its decorations and margins (`getDecoratedBoundsWithMargins`), in the view's coordinates. */
    int left(V child);

    int top(V child);

    int right(V child);

    int bottom(V child);

    /** `Recycler.convertPreLayoutPositionToPostLayout`: -1 for an item removed since. */
    int postLayoutPosition(int preLayoutPosition);

    /** `Recycler.getViewForPosition`: a view bound for the position (a pre-layout position in a pre-layout pass). */
    V obtain(int position);

    void add(V child, int index);

    /** `addDisappearingView`: a child that animates out of the viewport from where the pass places it. */
    void addDisappearing(V child);

    void detachAndScrapAll();

    /** The views left in the recycler's scrap: after a pass attaches what it shows, those that no longer show. */
    List<V> scrap();

    /** `removeAndRecycleView`. */
    void recycle(V child);

    void offsetChildren(int dx, int dy);

    /** The child's decoration insets plus its LayoutParams' margins, into `out` as {left, top, right, bottom} (pixels). */
    void insets(V child, int[] out);

    /** Measures the child's view to exactly this size (its insets and margins already taken off). */
    void measure(V child, int widthPx, int heightPx);

    /** Measures the child's view at exactly `breadthPx` across the scroll axis and as long as it wants along it; answers that length (without insets or margins). */
    int measureLength(V child, int breadthPx, boolean vertical);

    /** `layoutDecoratedWithMargins`: the bounds hold the view with its decorations and margins. */
    void place(V child, int left, int top, int right, int bottom);

    /** Sets the child's view properties to the element's effects (`ViewEffects` decides them). */
    void applyEffects(V child, ViewEffects effects);

    /** The children's drawing order (zIndex) changed: the view draws again. */
    void drawingOrderChanged();
}
