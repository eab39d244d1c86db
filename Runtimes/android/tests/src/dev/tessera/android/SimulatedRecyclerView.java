package dev.tessera.android;

import dev.tessera.runtime.layout.TesseraLayout;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A RecyclerView reduced to how it drives its LayoutManager, call by call as
 * `TesseraLayoutManager` forwards them to `LayoutManagerCore`: an adapter of items with stable
 * identities (in sections, or one list), pending adapter changes applied at the next layout with
 * the LayoutManager's `onItems…` callbacks, a pre-layout pass (old positions, removed items still
 * there) and a real one when changes animate, the recycler's scrap and pool, children that
 * disappear hidden from the LayoutManager, and what RecyclerView would throw for: a view asked for
 * a position the adapter does not have (its "Inconsistency detected"), a view added twice.
 * docs/ANDROID.md ("What the simulated RecyclerView proves") lists each sequence modelled here,
 * its evidence, and what only a device shows.
 */
class SimulatedRecyclerView implements RecyclerHost<SimulatedRecyclerView.View>, TesseraSections {
    /** An item view: what it is bound to, and where and how it was placed. */
    static final class View {
        final int serial;
        /** The item it shows: its identity; its position now, or -1 once removed; before the pending changes. */
        String item;
        int position = -1;
        int preLayoutPosition = -1;
        boolean removed;
        /** Its bounds with margins, as RecyclerView's getDecoratedBoundsWithMargins; and the view's own, inside them. */
        int left, top, right, bottom;
        int viewLeft, viewTop, viewRight, viewBottom;
        int measuredWidth, measuredHeight;
        float scale = 1, alpha = 1, rotation, translationX, translationY, turn;
        /** Times this view was measured. */
        int measures;
        int binds;
        ViewEffects effects;

        View(int serial) {
            this.serial = serial;
        }

        @Override
        public String toString() {
            return item + "@" + position + " [" + left + "," + top + "," + right + "," + bottom + "]";
        }
    }

    final TesseraLayout layout;
    final LayoutManagerCore<View> core;
    int width;
    int height;
    int paddingLeft, paddingTop, paddingRight, paddingBottom;
    float density;
    float fontScale = 1;
    boolean rightToLeft;
    boolean reduceMotion;
    /** The adapter: cells' identities by section; null for an adapter that is not sectioned (then `plain`). */
    List<List<String>> sections;
    List<String> plain;
    private int nextItem;
    /** Adapter changes made since the last layout, as the adapter notified them (flat positions). */
    private final List<int[]> pending = new ArrayList<>();
    private List<String> identitiesBefore;

    private final List<View> children = new ArrayList<>();
    private final List<View> hidden = new ArrayList<>();
    private final List<View> scrap = new ArrayList<>();
    private final List<View> pool = new ArrayList<>();
    private int serials;
    private boolean inPreLayout;
    private boolean inLayout;
    private boolean predictive;
    /** What RecyclerView would have thrown for. */
    final List<String> exceptions = new ArrayList<>();
    int binds;
    /** Children measured (`measure` and `measureLength` calls): a shelf drag measures only what enters. */
    int measures;

    SimulatedRecyclerView(TesseraLayout layout, int width, int height, float density) {
        this.layout = layout;
        this.core = new LayoutManagerCore<>(layout);
        this.width = width;
        this.height = height;
        this.density = density;
    }

    // MARK: The adapter

    /** A sectioned adapter with these cell counts. */
    void sectioned(int... counts) {
        sections = new ArrayList<>();
        for (int count : counts) {
            List<String> cells = new ArrayList<>();
            for (int item = 0; item < count; item++) cells.add("item" + nextItem++);
            sections.add(cells);
        }
        plain = null;
    }

    /** An adapter of `count` cells, not sectioned. */
    void cells(int count) {
        plain = new ArrayList<>();
        for (int item = 0; item < count; item++) plain.add("item" + nextItem++);
        sections = null;
    }

    AdapterPositions positions() {
        if (sections == null) return AdapterPositions.cells(plain.size());
        int[] counts = new int[sections.size()];
        for (int section = 0; section < counts.length; section++) counts[section] = sections.get(section).size();
        return AdapterPositions.of(layout, counts);
    }

    /** Every position's identity: headers and footers named by their section. */
    List<String> identities() {
        if (sections == null) return new ArrayList<>(plain);
        List<String> all = new ArrayList<>();
        AdapterPositions positions = positions();
        for (int section = 0; section < sections.size(); section++) {
            if (positions.hasHeader(section)) all.add("header" + section);
            all.addAll(sections.get(section));
            if (positions.hasFooter(section)) all.add("footer" + section);
        }
        return all;
    }

    private void beginChange() {
        if (identitiesBefore == null) identitiesBefore = identities();
    }

    /** Inserts a cell at `item` of `section` (or of the list) and notifies it. */
    void insert(int section, int item) {
        beginChange();
        String id = "item" + nextItem++;
        if (sections == null) plain.add(item, id);
        else sections.get(section).add(item, id);
        pending.add(new int[] {0, identities().indexOf(id), 1});
    }

    void remove(int section, int item) {
        beginChange();
        int position = identities().indexOf(sections == null ? plain.get(item) : sections.get(section).get(item));
        if (sections == null) plain.remove(item);
        else sections.get(section).remove(item);
        pending.add(new int[] {1, position, 1});
    }

    void move(int section, int from, int to) {
        beginChange();
        List<String> list = sections == null ? plain : sections.get(section);
        String id = list.get(from);
        int before = identities().indexOf(id);
        list.remove(from);
        list.add(to, id);
        pending.add(new int[] {2, before, identities().indexOf(id)});
    }

    @Override
    public int getSectionCount() {
        return sections.size();
    }

    @Override
    public int getItemCountInSection(int section) {
        return sections.get(section).size();
    }

    // MARK: RecyclerView's calls

    /**
     * `dispatchLayout`: the pending changes are told to the LayoutManager (`onItems…`) and
     * applied to the views' positions; when there were any, a pre-layout pass runs with the old
     * positions, then the real pass; what the real pass leaves in the scrap is recycled, and
     * disappearing views end their animation.
     */
    void layout() {
        predictive = !pending.isEmpty();
        List<String> before = identitiesBefore;
        List<String> after = identities();
        if (predictive) {
            for (int[] change : pending) {
                if (change[0] == 0) core.itemsAdded(change[1], change[2]);
                else if (change[0] == 1) core.itemsRemoved(change[1], change[2]);
                else core.itemsMoved(change[1], change[2], 1);
            }
            for (View view : children) {
                view.preLayoutPosition = view.position;
                view.position = after.indexOf(view.item);
                view.removed = view.position < 0;
            }
            inLayout = true;
            inPreLayout = true;
            preLayoutIdentities = before;
            core.layoutChildren(this);
            inPreLayout = false;
            checkPreLayout(before);
        }
        inLayout = true;
        core.layoutChildren(this);
        inLayout = false;
        for (View view : scrap) recycleView(view);
        scrap.clear();
        hidden.clear();
        for (View view : children) {
            view.preLayoutPosition = -1;
            view.removed = false;
        }
        pending.clear();
        identitiesBefore = null;
        preLayoutIdentities = null;
        predictive = false;
    }

    private List<String> preLayoutIdentities;

    /** In a pre-layout pass each child is where its item was, at its old position. */
    private void checkPreLayout(List<String> before) {
        for (View view : children) {
            if (view.preLayoutPosition < 0 || view.preLayoutPosition >= before.size() || !before.get(view.preLayoutPosition).equals(view.item)) {
                exceptions.add("pre-layout: " + view + " is not at its old position");
            }
        }
    }

    /** A scroll along the layout's axis by `delta` pixels (a drag); answers what the LayoutManager consumed. */
    int scrollBy(int delta) {
        inLayout = true;
        int consumed = core.scrollBy(delta, this);
        inLayout = false;
        return consumed;
    }

    /**
     * `onMeasure` with the parent's specs (auto-measure is off: the LayoutManager's onMeasure
     * decides), then the view takes that size and lays out, as a parent's measure and layout do.
     */
    int[] measureAndLayout(int widthSpec, int heightSpec) {
        int[] size = core.measure(this, widthSpec, heightSpec);
        resize(size[0], size[1]);
        return size;
    }

    /** A size change (a rotation, a window resize): RecyclerView lays out again. */
    void resize(int width, int height) {
        this.width = width;
        this.height = height;
        layout();
    }

    // MARK: The LayoutManager's view of it

    @Override
    public int width() {
        return width;
    }

    @Override
    public int height() {
        return height;
    }

    @Override
    public int paddingLeft() {
        return paddingLeft;
    }

    @Override
    public int paddingTop() {
        return paddingTop;
    }

    @Override
    public int paddingRight() {
        return paddingRight;
    }

    @Override
    public int paddingBottom() {
        return paddingBottom;
    }

    @Override
    public float density() {
        return density;
    }

    @Override
    public float fontScale() {
        return fontScale;
    }

    @Override
    public boolean rightToLeft() {
        return rightToLeft;
    }

    @Override
    public boolean reduceMotion() {
        return reduceMotion;
    }

    @Override
    public int itemCount() {
        return inPreLayout ? preLayoutIdentities.size() : identities().size();
    }

    @Override
    public boolean preLayout() {
        return inPreLayout;
    }

    @Override
    public boolean predictive() {
        return predictive;
    }

    @Override
    public TesseraSections sections() {
        return sections == null ? null : this;
    }

    @Override
    public int childCount() {
        return children.size();
    }

    @Override
    public View childAt(int index) {
        return children.get(index);
    }

    @Override
    public int position(View child) {
        return inPreLayout ? child.preLayoutPosition : child.position;
    }

    @Override
    public boolean removed(View child) {
        return child.removed;
    }

    @Override
    public int left(View child) {
        return child.left;
    }

    @Override
    public int top(View child) {
        return child.top;
    }

    @Override
    public int right(View child) {
        return child.right;
    }

    @Override
    public int bottom(View child) {
        return child.bottom;
    }

    @Override
    public int postLayoutPosition(int preLayoutPosition) {
        if (!inPreLayout) return preLayoutPosition;
        return identities().indexOf(preLayoutIdentities.get(preLayoutPosition));
    }

    /**
     * `getViewForPosition`: a scrapped view for the position (its pre-layout position in a
     * pre-layout pass), else one from the pool bound anew; a position the adapter does not have
     * is what RecyclerView throws "Inconsistency detected" for.
     */
    @Override
    public View obtain(int position) {
        if (!inLayout) exceptions.add("getViewForPosition(" + position + ") outside a layout or scroll: there is no recycler then");
        List<String> identities = inPreLayout ? preLayoutIdentities : identities();
        if (position < 0 || position >= identities.size()) {
            exceptions.add("Inconsistency detected: invalid item position " + position + " (item count " + identities.size() + ")");
            return newView();
        }
        for (View view : scrap) {
            boolean matches = inPreLayout ? view.preLayoutPosition == position : !view.removed && view.position == position;
            if (matches) {
                scrap.remove(view);
                return view;
            }
        }
        String item = identities.get(position);
        if (inPreLayout && !identities().contains(item)) {
            exceptions.add("Inconsistency detected: pre-layout position " + position + " is an item removed since, and no view shows it");
        }
        View view = pool.isEmpty() ? newView() : pool.remove(pool.size() - 1);
        view.item = item;
        view.position = identities().indexOf(item);
        view.preLayoutPosition = inPreLayout ? position : -1;
        view.removed = false;
        view.binds += 1;
        binds += 1;
        view.left = view.top = view.right = view.bottom = 0;
        return view;
    }

    private View newView() {
        return new View(serials++);
    }

    @Override
    public void add(View child, int index) {
        if (children.contains(child)) exceptions.add("addView: " + child + " is already a child");
        if (index < 0 || index > children.size()) exceptions.add("addView at " + index + " of " + children.size() + " children");
        scrap.remove(child);
        children.add(Math.max(0, Math.min(index, children.size())), child);
    }

    /** `addDisappearingView`: hidden from the LayoutManager (its ChildHelper hides it), animating out. */
    @Override
    public void addDisappearing(View child) {
        if (!scrap.remove(child)) exceptions.add("addDisappearingView: " + child + " was not scrapped");
        if (child.removed) exceptions.add("addDisappearingView: " + child + " was removed from the adapter");
        hidden.add(child);
    }

    @Override
    public void detachAndScrapAll() {
        scrap.addAll(children);
        children.clear();
    }

    @Override
    public List<View> scrap() {
        return new ArrayList<>(scrap);
    }

    @Override
    public void recycle(View child) {
        if (!children.remove(child)) exceptions.add("removeAndRecycleView: " + child + " is not a child");
        recycleView(child);
    }

    private void recycleView(View view) {
        view.position = -1;
        view.preLayoutPosition = -1;
        view.item = null;
        pool.add(view);
    }

    @Override
    public void offsetChildren(int dx, int dy) {
        for (View view : children) {
            view.left += dx;
            view.right += dx;
            view.top += dy;
            view.bottom += dy;
            view.viewLeft += dx;
            view.viewRight += dx;
            view.viewTop += dy;
            view.viewBottom += dy;
        }
    }

    /** Each view's LayoutParams margins {left, top, right, bottom} (pixels), as the adapter's item layout sets them. */
    int[] margins = new int[4];

    @Override
    public void insets(View child, int[] out) {
        System.arraycopy(margins, 0, out, 0, 4);
    }

    @Override
    public void measure(View child, int widthPx, int heightPx) {
        measures += 1;
        child.measures += 1;
        child.measuredWidth = widthPx;
        child.measuredHeight = heightPx;
    }

    /** Self-sizing: a cell's content is as long as its identity says (text of some length), at any breadth. */
    @Override
    public int measureLength(View child, int breadthPx, boolean vertical) {
        measures += 1;
        child.measures += 1;
        if (vertical) child.measuredWidth = breadthPx;
        else child.measuredHeight = breadthPx;
        return (int) Math.round(contentLength(child.item) * density);
    }

    /** How long (points) item `item`'s content is, when it measures itself. */
    static double contentLength(String item) {
        return 24 + Math.abs(item.hashCode()) % 120;
    }

    /** `layoutDecoratedWithMargins`: the view itself is laid out inside its margins. */
    @Override
    public void place(View child, int left, int top, int right, int bottom) {
        child.left = left;
        child.top = top;
        child.right = right;
        child.bottom = bottom;
        child.viewLeft = left + margins[0];
        child.viewTop = top + margins[1];
        child.viewRight = right - margins[2];
        child.viewBottom = bottom - margins[3];
    }

    /** The effects the core decided for the child, as AndroidHost sets them on a view. */
    @Override
    public void applyEffects(View child, ViewEffects effects) {
        child.effects = effects;
        child.scale = effects.scaleX;
        child.alpha = effects.alpha;
        child.rotation = effects.rotation;
        child.translationX = effects.translationX;
        child.translationY = effects.translationY;
        child.turn = effects.rotationX + effects.rotationY;
    }

    @Override
    public void drawingOrderChanged() {
    }

    // MARK: What the tests look at

    List<View> children() {
        return new ArrayList<>(children);
    }

    /** Views bound, each a bind RecyclerView would have made. */
    int binds() {
        return binds;
    }

    Map<String, View> shownByItem() {
        Map<String, View> shown = new HashMap<>();
        for (View view : children) shown.put(view.item, view);
        return shown;
    }
}
