package dev.tessera.android;

import dev.tessera.runtime.layout.TesseraLayout;
import dev.tessera.runtime.driver.ScrollDriver;
import dev.tessera.runtime.geometry.ElementID;
import dev.tessera.runtime.geometry.ElementKind;
import dev.tessera.runtime.geometry.LayoutAttributes;
import dev.tessera.runtime.geometry.Point;
import dev.tessera.runtime.geometry.Rect;
import dev.tessera.runtime.geometry.ScrollAxis;
import dev.tessera.runtime.geometry.Size;
import dev.tessera.runtime.inputs.ItemSize;
import dev.tessera.runtime.inputs.LayoutException;
import dev.tessera.runtime.inputs.LayoutInput;
import dev.tessera.runtime.queries.CellNavigation;
import dev.tessera.runtime.queries.PreparedLayout;
import dev.tessera.runtime.queries.ScrollOffsets;
import dev.tessera.runtime.session.CollectionSession;
import dev.tessera.runtime.session.LayoutFailure;
import dev.tessera.runtime.driver.BatchUpdate;
import dev.tessera.runtime.driver.LayoutSwitch;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * RecyclerView's calls, with no Android type: `TesseraLayoutManager` forwards each here through
 * a `RecyclerHost`, and this class translates them into the session model's terms (index paths,
 * points, batch updates) and applies its outcome in pixels. The decisions over time are the
 * session stage's and the driver's (which cell keeps its place, the end, what waits for data,
 * what survives an update, a switch); Android's own are named apart (`SnapRest`, `ShelfGesture`,
 * `measure`, `save`). docs/ANDROID.md has the table of which file decides what; a simulated
 * RecyclerView tests all of it on the JVM (the call sequences and their evidence are listed there).
 *
 * <p>The layout works in points (dp), RecyclerView in pixels: the scroll offset is kept in whole
 * pixels along the scroll axis (from the content's start, in the layout's own direction), and
 * each frame's edges are rounded to pixels, so that scrolling by n pixels moves every child by n.
 * A `ScrollDriver` with no margin holds the frame: exactly the elements in the viewport; the
 * children are its headers, cells and footers that have adapter positions, attached in position
 * order (TalkBack reads children in attach order), drawn by z-index.
 *
 * <p>A layout error does what the session's rule 12 says (`LayoutFailure`): a fallback chain's
 * next source is laid out in the same pass; otherwise the layout is empty (no children), the
 * error told to the listener unless it is the one that stands, and the inputs it failed for not
 * tried again until the view's size, the data or the text size change.
 */
final class LayoutManagerCore<V> {

    /** What the layout is computed for, besides the offset. */
    private static final class Inputs {
        final Size viewport;
        final AdapterPositions positions;
        final double textScale;
        final boolean reduceMotion;
        final int dataGeneration;

        Inputs(Size viewport, AdapterPositions positions, double textScale, boolean reduceMotion, int dataGeneration) {
            this.viewport = viewport;
            this.positions = positions;
            this.textScale = textScale;
            this.reduceMotion = reduceMotion;
            this.dataGeneration = dataGeneration;
        }

        boolean same(Inputs other) {
            return other != null && viewport.equals(other.viewport) && positions.sameAs(other.positions) && textScale == other.textScale
                && reduceMotion == other.reduceMotion && dataGeneration == other.dataGeneration;
        }

        /** {@link #same}, for the failure rule, which compares inputs with equals. */
        @Override
        public boolean equals(Object other) {
            return other instanceof Inputs && same((Inputs) other);
        }

        @Override
        public int hashCode() {
            return viewport.hashCode() * 31 + dataGeneration;
        }
    }

    /** An element to keep in place across a change: its new position and its start's distance (pixels) from the viewport's. */
    private static final class Anchor {
        final int position;
        final int distancePx;

        Anchor(int position, int distancePx) {
            this.position = position;
            this.distancePx = distancePx;
        }
    }

    /** Where `collectAdjacentPrefetchPositions` tells RecyclerView what to bind ahead. */
    interface PrefetchRegistry {
        void addPosition(int position, int distancePx);
    }

    /** The layout shown; another one replaces it in `switchTo`. */
    TesseraLayout layout;
    private ScrollDriver driver;
    private Inputs inputs;
    /** The error the layout is empty for and the inputs it failed for: the session's rule 12. */
    private final LayoutFailure<Inputs> failure = new LayoutFailure<>();
    private LayoutErrorListener errorListener;
    private ItemSizeEstimates estimates;
    /** Sizes cells measured (self-sizing), by their index paths: they follow their items through updates (the session's rule 6). */
    private Map<ElementID, ItemSize> measuredSizes = new HashMap<>();
    /** The adapter changes told since the last pass, for the session's update rule. */
    private final AdapterChanges changes = new AdapterChanges();
    /** `onItemsChanged` since the last pass: a reload (the session forgets measured sizes and keeps no cell in place). */
    private boolean reloaded;
    private int dataGeneration;
    /** The scroll offset along the axis in pixels: the driver's offset (from the content's top or left, as the layout computes it). */
    private long offsetPx;
    private float density = 1;
    /**
     * Whether the view is right-to-left: the layout computes left to right (its own `direction`
     * mirrors within its content), and a right-to-left view mirrors it across the viewport, as
     * UIKit mirrors a layout in a right-to-left interface, the offset still from the leading edge.
     */
    private boolean mirrored;
    /**
     * `scrollToPosition` (distance 0) or a restored state, kept by adapter position until a pass
     * whose data has it (the session's rule 11, `CollectionSession.dataHas`), replaced by the next
     * one, taken once; null: none waits.
     */
    private SavedAnchor pending;
    /** Where the last drag began and where the last snap sent the content (Android's rules). */
    private final SnapRest snap = new SnapRest();
    /** The element each child shows, by child index, as the last pass placed them. */
    private final List<ElementID> attached = new ArrayList<>();
    private final List<Double> zIndices = new ArrayList<>();
    /** For each drawing place, the child drawn there; null: in attach order. */
    private int[] drawingOrder;
    /** A child's decoration insets plus margins {left, top, right, bottom}, asked of the host (reused). */
    private final int[] inset = new int[4];
    /** A shelf was scrolled sideways since the last pass (`scrollSection`): a pass with nothing else to do only moves its children. */
    private boolean shelvesMoved;
    /** Cells attached by the last pass, for self-sizing to measure. */
    private final List<V> entered = new ArrayList<>();
    /** Layout passes that computed the layout, for the tests: scrolling never does. */
    int prepares;

    LayoutManagerCore(TesseraLayout layout) {
        if (layout == null) throw new NullPointerException("a TesseraLayoutManager's layout");
        this.layout = layout;
    }

    // MARK: Settings

    void setErrorListener(LayoutErrorListener listener) {
        errorListener = listener;
    }

    /** The sizes a layout sized by data starts from; null: none (a layout that needs them reports an error). */
    void setItemSizeEstimates(ItemSizeEstimates estimates) {
        this.estimates = estimates;
        sizesChanged();
    }

    boolean vertical() {
        return layout.getAxis() == ScrollAxis.VERTICAL;
    }

    ScrollDriver driver() {
        return driver;
    }

    LayoutException failure() {
        return failure.error();
    }

    long offsetPx() {
        return offsetPx;
    }

    boolean mirrored() {
        return mirrored;
    }

    /** Whether the content scrolls along `vertical`'s axis: a circle does not. */
    boolean canScroll(boolean vertical) {
        return vertical == vertical() && (driver == null || driver.getPrepared().scrolls());
    }

    /**
     * `TesseraLayoutManager.setLayout`: the next pass shows `next` for the same data, by the
     * switch rule (`LayoutSwitch.make`, the session's rule 9, proven on the switch vectors): the
     * cell first in view keeps its distance from the viewport's start (its start at the start
     * when that distance would leave it wholly out of view); from the very start the new layout
     * opens at its start; a view that followed the end follows the new layout's end. A layout
     * that fails for the old inputs is laid out afresh by the next pass.
     */
    void switchTo(TesseraLayout next) {
        if (next == null) throw new NullPointerException("a TesseraLayoutManager's layout");
        ScrollDriver switched = null;
        if (driver != null) {
            try {
                switched = LayoutSwitch.make(driver, next).to;
            } catch (LayoutException error) {
                switched = null;
            }
        }
        layout = next;
        driver = switched;
        if (switched == null) inputs = null;
        else offsetPx = clampOffset(Math.round((vertical() ? switched.getOffset().y : switched.getOffset().x) * density));
        failure.laidOut();
        snap.forget();
        // The next pass lays the new layout out with the measured sizes, keeping its first cell in view.
        sizesChanged();
    }

    // MARK: Data changes

    /** The adapter's data changed (`onItemsChanged`, or a new adapter): a reload, as the session's `reloadData`. */
    void dataChanged() {
        reloaded = true;
        sizesChanged();
    }

    /** The app's sizes changed (new estimates): the next pass computes the layout again with them. */
    private void sizesChanged() {
        dataGeneration += 1;
        failure.inputsChanged();
    }

    /** `onItemsAdded`, and the others below: told to the session's update rule at the next pass. */
    void itemsAdded(int start, int count) {
        changes.added(start, count);
        dataGeneration += 1;
    }

    void itemsRemoved(int start, int count) {
        changes.removed(start, count);
        dataGeneration += 1;
    }

    /** `onItemsMoved`: `count` items from `from` to `to` (RecyclerView moves one at a time). */
    void itemsMoved(int from, int to, int count) {
        changes.moved(from, to, count);
        dataGeneration += 1;
    }

    /** `onItemsUpdated`: their content changed, so their measured sizes may have (reloaded, in the session's terms). */
    void itemsUpdated(int start, int count) {
        changes.updated(start, count);
        dataGeneration += 1;
    }

    // MARK: Layout passes

    /** `onLayoutChildren`: a pre-layout pass places the children where they were; a real one lays out for the adapter as it is now. */
    void layoutChildren(RecyclerHost<V> host) {
        if (host.preLayout()) {
            preLayout(host);
            return;
        }
        density = host.density();
        mirrored = host.rightToLeft();
        Inputs wanted;
        try {
            wanted = inputs(host);
        } catch (LayoutException error) {
            fail(host, error, null);
            return;
        }
        if (wanted == null) {
            // No size yet, or no items: nothing to show, nothing to report.
            clear(host);
            return;
        }
        if (failure.gaveUpOn(wanted)) {
            clear(host);
            return;
        }
        boolean onlyShelvesMoved = shelvesMoved;
        shelvesMoved = false;
        if (onlyShelvesMoved && driver != null && wanted.same(inputs) && pending == null) {
            // The pass a shelf drag asks for: the children follow the frame at the new sideways
            // offset, those still attached placed without being measured again (issue 63).
            try {
                sync(host, false);
                selfSize(host);
                failure.laidOut();
            } catch (LayoutException error) {
                fail(host, error, wanted);
            }
            return;
        }
        Anchor anchor = !wanted.same(inputs) ? keptInPlace(wanted.positions) : null;
        changes.clear();
        reloaded = false;
        // A layout kept to its end opens there, and a view that followed its end follows it
        // through the change (the session's rule 2); a pending scroll, once due, comes first.
        boolean opening = driver == null && offsetPx == 0;
        boolean toEnd = opening || followsEnd();
        try {
            if (driver == null || !wanted.same(inputs)) {
                LayoutInput input = layoutInput(wanted);
                if (driver == null) driver = new ScrollDriver(layout, input, Point.ZERO, 0);
                else driver.reload(input);
                prepares += 1;
                inputs = wanted;
            }
            // A position scrolled to or a state restored waits until the adapter has it (data
            // that loads later), and is then taken once: the session's rule 11.
            Double pendingStart = pendingStart();
            SavedAnchor taken = pendingStart == null ? null : pending;
            if (taken != null) {
                offsetPx = clampOffset(Math.round((pendingStart - taken.distance) * density));
                pending = null;
            }
            // (A followed end also into a variant that does not keep to its end: the newest items stay in view.)
            else offsetPx = clampOffset(toEnd && (!opening || driver.getPrepared().isKeptToEnd()) ? endOffsetPx() : targetOffset(anchor));
            driver.scroll(layoutOffset());
            if (taken != null) restoreShelves(taken.shelves);
            host.detachAndScrapAll();
            attached.clear();
            zIndices.clear();
            sync(host, true);
            selfSize(host);
            if (host.predictive()) layOutDisappearing(host);
            failure.laidOut();
        } catch (LayoutException error) {
            fail(host, error, wanted);
        }
    }

    /**
     * A pre-layout pass, before an adapter change animates: each child placed where it was (by
     * its pre-layout position, which RecyclerView maps to the same view), so that the animator
     * moves it from there. Items that enter the viewport from elsewhere fade in: their places
     * before the change are not known by position in a pre-layout pass.
     */
    private void preLayout(RecyclerHost<V> host) {
        if (driver == null || failure.error() != null) return;
        int count = host.childCount();
        List<V> children = new ArrayList<>(count);
        List<Integer> positions = new ArrayList<>(count);
        List<ElementID> elements = new ArrayList<>(attached);
        for (int index = 0; index < count; index++) {
            V child = host.childAt(index);
            children.add(child);
            positions.add(host.position(child));
        }
        host.detachAndScrapAll();
        List<ElementID> placed = new ArrayList<>();
        zIndices.clear();
        try {
            for (int index = 0; index < count && index < elements.size(); index++) {
                int position = positions.get(index);
                if (position < 0 || position >= host.itemCount()) continue;
                LayoutAttributes attributes = driver.attributes(elements.get(index));
                if (attributes == null) continue;
                V child = host.obtain(position);
                host.add(child, placed.size());
                placeChild(host, child, attributes, true, true);
                placed.add(elements.get(index));
                zIndices.add(attributes.getZIndex());
            }
        } catch (LayoutException error) {
            // The frame was computed before without error; a pre-layout pass shows what it can.
        }
        attached.clear();
        attached.addAll(placed);
        updateDrawingOrder(host);
    }

    /** After a real pass: children that were in view and still exist but are no longer in the frame animate out to their new places. */
    private void layOutDisappearing(RecyclerHost<V> host) throws LayoutException {
        for (V child : new ArrayList<>(host.scrap())) {
            if (host.removed(child)) continue;
            int position = host.position(child);
            if (position < 0 || position >= inputs.positions.getCount()) continue;
            LayoutAttributes attributes = driver.attributes(inputs.positions.elementAt(position));
            if (attributes == null) continue;
            host.addDisappearing(child);
            placeChild(host, child, attributes, true, true);
        }
    }

    /** What the adapter and the view ask for now; null when there is nothing to lay out (no size, no items). */
    private Inputs inputs(RecyclerHost<V> host) throws LayoutException {
        return inputs(host, host.width() - host.paddingLeft() - host.paddingRight(), host.height() - host.paddingTop() - host.paddingBottom());
    }

    /** The inputs for a viewport of width × height pixels (inside the padding). */
    private Inputs inputs(RecyclerHost<V> host, int width, int height) throws LayoutException {
        if (width <= 0 || height <= 0) return null;
        TesseraSections sections = host.sections();
        AdapterPositions positions;
        if (sections == null) {
            positions = AdapterPositions.cells(host.itemCount());
        } else {
            int[] counts = new int[sections.getSectionCount()];
            for (int section = 0; section < counts.length; section++) counts[section] = sections.getItemCountInSection(section);
            try {
                positions = AdapterPositions.of(layout, counts);
            } catch (IllegalArgumentException error) {
                throw layoutError(error.getMessage());
            }
            if (positions.getCount() != host.itemCount()) {
                throw layoutError("the adapter's getItemCount() is " + host.itemCount() + ", but its sections " + Arrays.toString(counts)
                    + " with the layout's headers and footers make " + positions.getCount()
                    + " positions; answer getItemCount() with AdapterPositions.of(layout, counts).getCount()");
            }
        }
        Size viewport = new Size(width / (double) density, height / (double) density);
        return new Inputs(viewport, positions, host.fontScale(), host.reduceMotion(), dataGeneration);
    }

    /** A fault of the adapter, told as a layout error (it has no place in the layout's file). */
    private static LayoutException layoutError(String message) {
        return new LayoutException(message);
    }

    private LayoutInput layoutInput(Inputs inputs) {
        LayoutInput input = new LayoutInput(inputs.viewport, inputs.positions.getSectionCounts()).withTextScale(inputs.textScale)
            .withReduceMotion(inputs.reduceMotion);
        if (estimates == null) return input;
        int[] counts = inputs.positions.getSectionCounts();
        ItemSize[][] sizes = new ItemSize[counts.length][];
        for (int section = 0; section < counts.length; section++) {
            sizes[section] = new ItemSize[counts[section]];
            for (int item = 0; item < counts[section]; item++) {
                ItemSize measured = measuredSizes.get(ElementID.cell(section, item));
                sizes[section][item] = measured != null ? measured : estimates.estimate(section, item);
            }
        }
        return input.withItemSizes(sizes);
    }

    /** The offset a pass lays out at: a position scrolled to, a restored anchor, a child kept in place, or where it was. */
    private long targetOffset(Anchor anchor) throws LayoutException {
        if (anchor != null) {
            Double start = elementStart(anchor.position);
            if (start != null) return Math.round(start * density) - anchor.distancePx;
        }
        return offsetPx;
    }

    /**
     * Where the element a pending scroll waits for starts (points), once it is due: its position
     * read as an index path in the adapter's sections now (past the end: past the last section's
     * cells), which the session's rule finds in the data (`CollectionSession.dataHas`) and the
     * layout places; null while it waits, or when nothing does.
     */
    private Double pendingStart() {
        if (pending == null) return null;
        ElementID element = pathOf(pending.position);
        if (element == null || !CollectionSession.dataHas(inputs.positions.getSectionCounts(), element)) return null;
        try {
            PreparedLayout prepared = driver.getPrepared();
            LayoutAttributes attributes = prepared.attributes(element, ScrollOffsets.ZERO);
            if (attributes == null) return null;
            Rect frame = attributes.getFrame();
            if (vertical()) return frame.y;
            // Sideways right to left a scroll to a position puts its right (leading) edge at the viewport's.
            return pending.leadingEdge && prepared.endsAtOrigin() ? frame.x + frame.width - prepared.getViewport().width : frame.x;
        } catch (LayoutException error) {
            return null;
        }
    }

    /** A restored state's sideways offsets, each held within its section's content (a section that no longer scrolls sideways keeps none). */
    private void restoreShelves(double[] shelves) throws LayoutException {
        PreparedLayout prepared = driver.getPrepared();
        for (int section = 0; section < shelves.length && section < prepared.sectionCount(); section++) {
            if (shelves[section] != 0 && prepared.isOrthogonal(section)) driver.scroll(section, shelves[section]);
        }
    }

    /** Each section's sideways offset now (points), for the saved state. */
    private double[] shelves() {
        PreparedLayout prepared = driver.getPrepared();
        double[] offsets = new double[prepared.sectionCount()];
        for (int section = 0; section < offsets.length; section++) offsets[section] = driver.getPosition().sectionOffset(section);
        return offsets;
    }

    /** The index path of an adapter position; a position past the adapter's end is a cell past the last section's. */
    private ElementID pathOf(int position) {
        AdapterPositions positions = inputs.positions;
        if (position < 0) return null;
        if (position < positions.getCount()) return positions.elementAt(position);
        int[] counts = positions.getSectionCounts();
        if (counts.length == 0) return null;
        int last = counts.length - 1;
        return ElementID.cell(last, counts[last] + position - positions.getCount());
    }

    /**
     * Where the element at `position` starts along the scroll axis (points), as the layout places
     * it (a pinned header where it would be at the content's start); null when the layout does
     * not show it.
     */
    private Double elementStart(int position) throws LayoutException {
        LayoutAttributes attributes = driver.getPrepared().attributes(inputs.positions.elementAt(position), ScrollOffsets.ZERO);
        if (attributes == null) return null;
        Rect frame = attributes.getFrame();
        return vertical() ? frame.y : frame.x;
    }

    /**
     * The cell the session keeps in place across the changes since the last pass, with its new
     * position and where its child starts now (pixels): after a reload none (`reloadData`); after
     * adapter changes the first in view that none deletes or moves (`CollectionSession.survivorOf`,
     * rule 6), measured sizes following their items; after a new size, text size, direction or
     * estimates the first cell in view (`ScrollDriver.firstCellInView`, rule 3). Reported sizes
     * are forgotten by a reload and by changes that do not translate (rule 6).
     */
    private Anchor keptInPlace(AdapterPositions positions) {
        if (reloaded || (!changes.isEmpty() && (driver == null || inputs == null))) {
            measuredSizes = new HashMap<>();
            return null;
        }
        if (driver == null) return null;
        ScrollDriver.Anchor first;
        int[] path;
        if (!changes.isEmpty()) {
            List<BatchUpdate> batches = changes.batches(layout, inputs.positions, positions);
            if (batches == null) {
                measuredSizes = new HashMap<>();
                return null;
            }
            measuredSizes = CollectionSession.sizesAfter(measuredSizes, batches);
            first = CollectionSession.survivorOf(driver, batches);
            path = first == null ? null : CollectionSession.pathAfter(batches, first.section, first.item);
        } else {
            first = driver.firstCellInView(null);
            path = first == null ? null : new int[] {first.section, first.item};
        }
        return pixelAnchor(first, path, positions);
    }

    /** The session's `first` (a cell in view now), at `path` and `positions` after the change, and where its child starts now (pixels). */
    private Anchor pixelAnchor(ScrollDriver.Anchor first, int[] path, AdapterPositions positions) {
        if (first == null || path == null) return null;
        int position = positions.positionOf(ElementID.cell(path[0], path[1]));
        if (position < 0) return null;
        try {
            // Where its child starts now, to the pixel, as the frame's edges are rounded.
            LayoutAttributes shown = driver.attributes(ElementID.cell(first.section, first.item));
            if (shown == null) return null;
            Rect frame = shown.getFrame();
            return new Anchor(position, (int) (Math.round((vertical() ? frame.y : frame.x) * density) - offsetPx));
        } catch (LayoutException error) {
            return null;
        }
    }

    /**
     * Whether the view follows the end of a layout kept to its end: the session's rule 2
     * (`ScrollDriver.followsEnd`, within a point), asked of the driver, which is at the view's offset.
     */
    boolean followsEnd() {
        return driver != null && driver.followsEnd();
    }

    /** The offset at the content's end: 0 sideways right to left, where the last items are at the left. */
    long endOffsetPx() {
        return driver != null && driver.getPrepared().endsAtOrigin() ? 0 : maximumOffsetPx();
    }

    /**
     * The largest offset (pixels): the content's length rounded to pixels, less the viewport's. A
     * long: ten million items are more pixels than an int holds.
     */
    long maximumOffsetPx() {
        if (driver == null) return 0;
        PreparedLayout prepared = driver.getPrepared();
        if (!prepared.scrolls()) return 0;
        Size content = prepared.getContentSize();
        Size viewport = prepared.getViewport();
        long contentPx = Math.round((vertical() ? content.height : content.width) * density);
        long viewportPx = Math.round((vertical() ? viewport.height : viewport.width) * density);
        return Math.max(0, contentPx - viewportPx);
    }

    private long clampOffset(long offset) {
        return Math.max(0, Math.min(offset, maximumOffsetPx()));
    }

    /** The driver's offset for the pixel offset. */
    private Point layoutOffset() {
        double u = offsetPx / (double) density;
        return vertical() ? new Point(0, u) : new Point(u, 0);
    }

    /**
     * Makes the children the frame's positioned elements, in position order: recycles those that
     * left, attaches those that entered, places each (measured when new or resized), applies the
     * effects when there are any (or `fresh`, a pass that attached everything anew).
     */
    private void sync(RecyclerHost<V> host, boolean fresh) throws LayoutException {
        PreparedLayout prepared = driver.getPrepared();
        boolean effects = fresh || prepared.hasEffects();
        int index = 0;
        boolean orderChanged = fresh;
        for (LayoutAttributes element : driver.getKept()) {
            ElementID id = element.getId();
            int position = inputs.positions.positionOf(id);
            if (position < 0) continue;
            while (index < host.childCount() && host.position(host.childAt(index)) < position) {
                host.recycle(host.childAt(index));
                attached.remove(index);
                zIndices.remove(index);
                orderChanged = true;
            }
            V child = index < host.childCount() ? host.childAt(index) : null;
            boolean entering = child == null || host.position(child) != position;
            if (entering) {
                child = host.obtain(position);
                host.add(child, index);
                attached.add(index, id);
                zIndices.add(index, element.getZIndex());
                orderChanged = true;
                if (id.kind == ElementKind.CELL) this.entered.add(child);
            } else if (zIndices.get(index) != element.getZIndex()) {
                zIndices.set(index, element.getZIndex());
                orderChanged = true;
            }
            placeChild(host, child, element, entering || fresh, effects || entering);
            index += 1;
        }
        while (index < host.childCount()) {
            host.recycle(host.childAt(index));
            attached.remove(index);
            zIndices.remove(index);
            orderChanged = true;
        }
        if (orderChanged) updateDrawingOrder(host);
    }

    /** Places a child at its element's frame in pixels; measures it when new or resized; sets its effects. */
    private void placeChild(RecyclerHost<V> host, V child, LayoutAttributes element, boolean measure, boolean effects) {
        int[] rect = pixels(host, element.getFrame());
        int left = rect[0];
        int top = rect[1];
        int right = rect[2];
        int bottom = rect[3];
        boolean resized = host.right(child) - host.left(child) != right - left || host.bottom(child) - host.top(child) != bottom - top;
        if (measure || resized) {
            // The frame holds the view with its decorations and margins (LayoutParams'), as
            // layoutDecoratedWithMargins places it: the view measures to what is left.
            host.insets(child, inset);
            host.measure(child, Math.max(0, right - left - inset[0] - inset[2]), Math.max(0, bottom - top - inset[1] - inset[3]));
        }
        if (measure || resized || host.left(child) != left || host.top(child) != top) host.place(child, left, top, right, bottom);
        if (effects) host.applyEffects(child, ViewEffects.of(element, mirrored, density));
    }

    /**
     * A frame (points, content coordinates) in the view's pixels as {left, top, right, bottom}:
     * each edge rounded, less the offset, mirrored across the viewport in a right-to-left view,
     * inside the padding.
     */
    private int[] pixels(RecyclerHost<V> host, Rect frame) {
        int innerWidth = host.width() - host.paddingLeft() - host.paddingRight();
        long left = Math.round(frame.x * density);
        long right = Math.round((frame.x + frame.width) * density);
        long top = Math.round(frame.y * density);
        long bottom = Math.round((frame.y + frame.height) * density);
        if (vertical()) {
            top -= offsetPx;
            bottom -= offsetPx;
        } else {
            left -= offsetPx;
            right -= offsetPx;
        }
        if (mirrored) {
            long mirroredLeft = innerWidth - right;
            right = innerWidth - left;
            left = mirroredLeft;
        }
        return new int[] {pixel(left + host.paddingLeft()), pixel(top + host.paddingTop()), pixel(right + host.paddingLeft()), pixel(bottom + host.paddingTop())};
    }

    /** A coordinate in an int, as a view's: frames of elements in view are near it, and far ones are held at an int's ends. */
    private static int pixel(long value) {
        return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, value));
    }

    /** Children drawn by z-index, the later on a tie (attach order stays reading order). */
    private void updateDrawingOrder(RecyclerHost<V> host) {
        boolean flat = true;
        for (double z : zIndices) flat &= z == 0;
        int[] order = null;
        if (!flat) {
            Integer[] indices = new Integer[zIndices.size()];
            for (int index = 0; index < indices.length; index++) indices[index] = index;
            Arrays.sort(indices, new java.util.Comparator<Integer>() {
                @Override
                public int compare(Integer a, Integer b) {
                    return Double.compare(zIndices.get(a), zIndices.get(b));
                }
            });
            order = new int[indices.length];
            for (int index = 0; index < indices.length; index++) order[index] = indices[index];
        }
        if (!Arrays.equals(order, drawingOrder)) {
            drawingOrder = order;
            host.drawingOrderChanged();
        }
    }

    /**
     * RecyclerView's `ChildDrawingOrderCallback`: the child to draw at place `place` of
     * `childCount`. Children the core did not attach (disappearing ones) are drawn last, in order.
     */
    int drawingOrder(int childCount, int place) {
        int[] order = drawingOrder;
        return order == null || place >= order.length || order.length > childCount ? place : order[place];
    }

    /**
     * Self-sizing: each cell attached in the pass is measured at its frame's breadth, and a length
     * that differs from its frame's by half a pixel or more is reported to the driver, which lays
     * out again keeping the first cell in view in place; then the children follow. Repeated while
     * new cells enter (at most four times: sizes once measured are kept).
     */
    private void selfSize(RecyclerHost<V> host) throws LayoutException {
        for (int round = 0; round < 4 && estimates != null && !entered.isEmpty(); round++) {
            Map<ElementID, ItemSize> reports = new HashMap<>();
            List<V> lengthMeasured = new ArrayList<>(entered);
            for (V child : lengthMeasured) {
                int index = indexOf(host, child);
                if (index < 0) continue;
                ElementID id = attached.get(index);
                LayoutAttributes element = driver.attributes(id);
                if (element == null) continue;
                Rect frame = element.getFrame();
                double breadth = vertical() ? frame.width : frame.height;
                double length = vertical() ? frame.height : frame.width;
                host.insets(child, inset);
                int across = vertical() ? inset[0] + inset[2] : inset[1] + inset[3];
                int along = vertical() ? inset[1] + inset[3] : inset[0] + inset[2];
                int lengthPx = host.measureLength(child, Math.max(0, (int) Math.round(breadth * density) - across), vertical()) + along;
                double measured = lengthPx / (double) density;
                if (Math.abs(measured - length) * density < 0.5) continue;
                ItemSize size = vertical() ? ItemSize.size(breadth, measured) : ItemSize.size(measured, breadth);
                reports.put(id, size);
                measuredSizes.put(id, size);
            }
            entered.clear();
            if (!reports.isEmpty()) {
                // The first cell in view keeps its place to the pixel, as across any change (the
                // end in a view that follows it).
                ScrollDriver.Anchor first = driver.firstCellInView(null);
                Anchor anchor = pixelAnchor(first, first == null ? null : new int[] {first.section, first.item}, inputs.positions);
                boolean toEnd = followsEnd();
                driver.scroll(layoutOffset());
                driver.reportSizes(reports);
                offsetPx = clampOffset(toEnd ? endOffsetPx() : targetOffset(anchor));
                driver.scroll(layoutOffset());
                sync(host, false);
            }
            // Measuring a length leaves a view as long as it wanted: each is measured again to
            // the bounds it is placed at, which a report within a pixel may not have changed.
            for (V child : lengthMeasured) {
                if (indexOf(host, child) < 0) continue;
                host.insets(child, inset);
                host.measure(child, Math.max(0, host.right(child) - host.left(child) - inset[0] - inset[2]),
                    Math.max(0, host.bottom(child) - host.top(child) - inset[1] - inset[3]));
            }
            if (reports.isEmpty()) return;
        }
        entered.clear();
    }

    private int indexOf(RecyclerHost<V> host, V child) {
        for (int index = 0; index < host.childCount(); index++) if (host.childAt(index) == child) return index;
        return -1;
    }

    private void clear(RecyclerHost<V> host) {
        host.detachAndScrapAll();
        attached.clear();
        zIndices.clear();
        entered.clear();
    }

    /** Does what the session's rule 12 (`LayoutFailure`) answers for an error; answers whether a fallback chain's next source was laid out in its place. */
    private boolean fail(RecyclerHost<V> host, LayoutException error, Inputs inputs) {
        LayoutFailure.Then then = failure.failed(layout, error, inputs);
        driver = null;
        this.inputs = null;
        if (then == LayoutFailure.Then.LAY_OUT_NEXT_SOURCE) {
            layoutChildren(host);
            return true;
        }
        clear(host);
        if (then == LayoutFailure.Then.EMPTY_AND_TELL && errorListener != null) errorListener.layoutFailed(error);
        return false;
    }

    // MARK: Measuring

    /** `View.MeasureSpec`'s modes, its top two bits (android.view.View.MeasureSpec's constants). */
    static final int UNSPECIFIED = 0;
    static final int EXACTLY = 1 << 30;
    static final int AT_MOST = 2 << 30;
    private static final int MODE_MASK = 3 << 30;

    /**
     * `LayoutManager.onMeasure` (auto-measure is off: the layout, not the children of a first
     * pass, knows its size): the view's {width, height} in pixels for its parent's measure specs.
     * An exact size is taken; otherwise the view wraps the layout's content as RecyclerView's
     * `chooseSize` does (at most an AT_MOST size, as much as it needs when UNSPECIFIED): along
     * the scroll axis the content's length, across it the extent of the elements in the first
     * viewport (their farthest end plus their nearest start, so the space before them is
     * repeated after them). The layout is computed for the size available across (AT_MOST's),
     * or, unbounded across (a horizontal carousel in a NestedScrollView), for a square viewport
     * as long as the scroll axis: a layout whose cells follow the viewport's breadth should be
     * given an exact size. Padding is added to both.
     */
    int[] measure(RecyclerHost<V> host, int widthSpec, int heightSpec) {
        boolean vertical = vertical();
        int alongSpec = vertical ? heightSpec : widthSpec;
        int acrossSpec = vertical ? widthSpec : heightSpec;
        int horizontalPadding = host.paddingLeft() + host.paddingRight();
        int verticalPadding = host.paddingTop() + host.paddingBottom();
        int alongPadding = vertical ? verticalPadding : horizontalPadding;
        int acrossPadding = vertical ? horizontalPadding : verticalPadding;
        long contentAlong = 0;
        long contentAcross = 0;
        if ((alongSpec & MODE_MASK) != EXACTLY || (acrossSpec & MODE_MASK) != EXACTLY) {
            int alongAvailable = (alongSpec & MODE_MASK) == UNSPECIFIED ? 0 : (alongSpec & ~MODE_MASK) - alongPadding;
            int acrossAvailable = (acrossSpec & MODE_MASK) == UNSPECIFIED ? 0 : (acrossSpec & ~MODE_MASK) - acrossPadding;
            int across = acrossAvailable > 0 ? acrossAvailable : alongAvailable;
            int along = alongAvailable > 0 ? alongAvailable : across;
            float saved = density;
            density = host.density();
            try {
                Inputs probe = inputs(host, vertical ? across : along, vertical ? along : across);
                if (probe != null && probe.positions.getCount() > 0) {
                    ScrollDriver measuring = new ScrollDriver(layout, layoutInput(probe), Point.ZERO, 0);
                    Size content = measuring.getPrepared().getContentSize();
                    contentAlong = Math.round((vertical ? content.height : content.width) * density);
                    double nearest = Double.POSITIVE_INFINITY;
                    double farthest = 0;
                    for (LayoutAttributes element : measuring.getKept()) {
                        Rect frame = element.getFrame();
                        double start = vertical ? frame.x : frame.y;
                        nearest = Math.min(nearest, Math.max(0, start));
                        farthest = Math.max(farthest, start + (vertical ? frame.width : frame.height));
                    }
                    if (farthest > 0) contentAcross = Math.round((farthest + nearest) * density);
                }
            } catch (LayoutException error) {
                // Measured as empty: the layout pass reports the error.
            } finally {
                density = saved;
            }
        }
        int alongSize = chooseSize(alongSpec, contentAlong + alongPadding);
        int acrossSize = chooseSize(acrossSpec, contentAcross + acrossPadding);
        return vertical ? new int[] {acrossSize, alongSize} : new int[] {alongSize, acrossSize};
    }

    /** RecyclerView's `LayoutManager.chooseSize`: the spec's size when exact, at most it when AT_MOST, else what is wanted. */
    static int chooseSize(int spec, long desired) {
        int size = spec & ~MODE_MASK;
        int wanted = (int) Math.min(desired, Integer.MAX_VALUE);
        switch (spec & MODE_MASK) {
            case EXACTLY:
                return size;
            case AT_MOST:
                return Math.min(size, wanted);
            default:
                return wanted;
        }
    }

    // MARK: Scrolling

    /**
     * `scrollVerticallyBy`/`scrollHorizontallyBy`: moves by `delta` pixels in the view's terms (a
     * positive delta shows what is below or to the right), held within the content; answers what
     * was consumed. Never computes the layout.
     */
    int scrollBy(int delta, RecyclerHost<V> host) {
        if (driver == null || delta == 0 || !driver.getPrepared().scrolls()) return 0;
        boolean flipped = mirrored && !vertical();
        int layoutDelta = flipped ? -delta : delta;
        long target = clampOffset(offsetPx + layoutDelta);
        int consumed = (int) (target - offsetPx);
        if (consumed == 0) return 0;
        long previous = offsetPx;
        offsetPx = target;
        try {
            driver.scroll(layoutOffset());
            int viewConsumed = flipped ? -consumed : consumed;
            if (vertical()) host.offsetChildren(0, -viewConsumed);
            else host.offsetChildren(-viewConsumed, 0);
            sync(host, false);
            selfSize(host);
            return viewConsumed;
        } catch (LayoutException error) {
            // A fallback's next source is laid out at the offset scrolled to; a failure that stands keeps the one before.
            if (fail(host, error, inputs)) return flipped ? -consumed : consumed;
            offsetPx = previous;
            return 0;
        }
    }

    /** `scrollToPosition`: the next pass starts the element at `position` at the viewport's start (held within the content). */
    void scrollToPosition(int position) {
        pending = SavedAnchor.scrollTo(position);
        snap.forget();
    }

    /** `computeScrollVectorForPosition`: which way (-1, 0 or 1, view terms) the element at `position` lies from the offset now. */
    int directionTo(int position) {
        if (driver == null || inputs == null || position < 0 || position >= inputs.positions.getCount()) return 0;
        try {
            Double start = elementStart(position);
            if (start == null) return 0;
            long startPx = Math.round(start * density);
            int layoutDirection = startPx < offsetPx ? -1 : startPx > offsetPx ? 1 : 0;
            return mirrored && !vertical() ? -layoutDirection : layoutDirection;
        } catch (LayoutException error) {
            return 0;
        }
    }

    /** Whether scrolling comes to rest on the layout's cells anywhere along its axis (a fling is then the snap helper's). */
    boolean snaps() {
        return driver != null && driver.getPrepared().snaps();
    }

    /** `onScrollStateChanged`: a drag that begins records where, for paging by item. */
    void scrollStateChanged(boolean dragging) {
        if (dragging) snap.dragBegan(offsetPx / (double) density);
    }

    /**
     * How far (pixels, view terms, as {dx, dy}) to scroll to come to rest by the layout's
     * snapping, when a fling would carry the content `natural` pixels on at `velocity` pixels a
     * second (both 0: the content is at rest where it is). Paging by item counts from where the
     * last drag began.
     */
    int[] distanceToRest(int naturalX, int naturalY, int velocityX, int velocityY) {
        if (driver == null) return new int[2];
        if ((naturalX | naturalY | velocityX | velocityY) == 0 && snap.isSettled(offsetPx)) return new int[2];
        boolean flipped = mirrored && !vertical();
        int natural = vertical() ? naturalY : (flipped ? -naturalX : naturalX);
        double velocity = (vertical() ? velocityY : (flipped ? -velocityX : velocityX)) / (double) density;
        double proposed = (offsetPx + natural) / (double) density;
        try {
            Point rest = driver.restingOffset(vertical() ? new Point(0, proposed) : new Point(proposed, 0),
                vertical() ? new Point(0, velocity) : new Point(velocity, 0),
                Double.isNaN(snap.gestureStart()) ? null : vertical() ? new Point(0, snap.gestureStart()) : new Point(snap.gestureStart(), 0));
            long target = clampOffset(Math.round((vertical() ? rest.y : rest.x) * density));
            snap.settle(target);
            int distance = (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, target - offsetPx));
            if (flipped) distance = -distance;
            return vertical() ? new int[] {0, distance} : new int[] {distance, 0};
        } catch (LayoutException error) {
            return new int[2];
        }
    }

    /**
     * `SnapHelper.onFling` for a layout that snaps: the distance {dx, dy} (pixels, view terms)
     * to scroll to its resting offset for where the fling would carry the content, {0, 0} when
     * that is where the content is; null when the layout does not snap (RecyclerView then flings
     * as its own). A non-null answer is a fling the snap handled (`onFling` answers true), even a
     * distance of nothing: RecyclerView would otherwise fling on past the snap and come back.
     */
    int[] fling(int naturalX, int naturalY, int velocityX, int velocityY) {
        if (!SnapRest.flingIsTheSnaps(snaps())) return null;
        return distanceToRest(naturalX, naturalY, velocityX, velocityY);
    }

    /** `collectAdjacentPrefetchPositions`: the elements a scroll of (dx, dy) would attach, with how far away they are. */
    void collectPrefetch(int dx, int dy, PrefetchRegistry registry) {
        int delta = vertical() ? dy : dx;
        if (driver == null || delta == 0) return;
        boolean flipped = mirrored && !vertical();
        int layoutDelta = flipped ? -delta : delta;
        long target = clampOffset(offsetPx + layoutDelta);
        if (target == offsetPx) return;
        Size viewport = driver.getViewport();
        double u = target / (double) density;
        Rect window = vertical() ? new Rect(0, u, viewport.width, viewport.height) : new Rect(u, 0, viewport.width, viewport.height);
        try {
            for (LayoutAttributes element : driver.getPrepared().elements(window, driver.getPosition())) {
                ElementID id = element.getId();
                int position = inputs.positions.positionOf(id);
                if (position >= 0 && !attached.contains(id)) registry.addPosition(position, (int) Math.abs(target - offsetPx));
            }
        } catch (LayoutException error) {
            // Prefetching is a hint: a frame that fails is reported when it is laid out.
        }
    }

    // MARK: Decorations

    /** A decoration of the frame (a background or a separator) in the view's pixels. */
    interface DecorationVisitor {
        void decoration(ElementKind kind, int section, int item, int left, int top, int right, int bottom, float cornerRadius);
    }

    /** The frame's backgrounds and separators, where a `RecyclerView.ItemDecoration` draws them, in element order. */
    void decorations(RecyclerHost<V> host, DecorationVisitor visitor) {
        if (driver == null) return;
        PreparedLayout prepared = driver.getPrepared();
        for (LayoutAttributes element : driver.getKept()) {
            ElementKind kind = element.getKind();
            if (!kind.isDecoration()) continue;
            int[] rect = pixels(host, element.getFrame());
            double radius = kind == ElementKind.BACKGROUND ? prepared.backgroundCornerRadius(element.getSection()) : 0;
            visitor.decoration(kind, element.getSection(), element.getItem(), rect[0], rect[1], rect[2], rect[3], (float) (radius * density));
        }
    }

    // MARK: Scroll bars and accessibility

    /**
     * The scroll bar's {offset, extent, range} (`computeVerticalScrollOffset` and the others):
     * pixels, from the view's left for a mirrored horizontal layout; scaled down together when the
     * content has more pixels than an int holds.
     */
    int[] scrollBar() {
        if (driver == null) return new int[3];
        Size content = driver.getPrepared().getContentSize();
        Size viewport = driver.getPrepared().getViewport();
        long range = Math.round((vertical() ? content.height : content.width) * density);
        long extent = Math.round((vertical() ? viewport.height : viewport.width) * density);
        long offset = mirrored && !vertical() ? maximumOffsetPx() - offsetPx : offsetPx;
        long scale = Math.max(1, (range + Integer.MAX_VALUE - 1) / Integer.MAX_VALUE);
        return new int[] {(int) (offset / scale), (int) (extent / scale), (int) (range / scale)};
    }

    /** The adapter positions the layout has (headers, cells, footers), for accessibility's counts. */
    int positionCount() {
        return inputs == null ? 0 : inputs.positions.getCount();
    }

    /**
     * `onInitializeAccessibilityNodeInfoForItem`'s CollectionItemInfo for a position, as {row,
     * row span, column, column span, heading (1 or 0)}: its place by the rows-and-columns rule
     * (`CollectionPlaces`); headers are headings (TalkBack moves between them). Null before a
     * layout, or for a position the layout does not have.
     */
    int[] collectionItem(int position) {
        CollectionPlaces places = collection();
        if (places == null || position < 0 || position >= places.count()) return null;
        return new int[] {places.row(position), places.rowSpan(position), places.column(position), places.columnSpan(position),
            places.heading(position) ? 1 : 0};
    }

    /** For the snap helper when scrolling stops: whether the content is at its resting offset (the snap then leaves it). */
    boolean atRest() {
        int[] distance = distanceToRest(0, 0, 0, 0);
        return distance[0] == 0 && distance[1] == 0;
    }

    /** The element at an adapter position, for accessibility; null when the layout has none there. */
    ElementID elementAt(int position) {
        return inputs == null || position < 0 || position >= inputs.positions.getCount() ? null : inputs.positions.elementAt(position);
    }

    /** The collection's rows and columns and each position's place, found once per prepared
     *  layout and positions; null before a layout, or when the layout failed. */
    CollectionPlaces collection() {
        if (driver == null || inputs == null) return null;
        PreparedLayout prepared = driver.getPrepared();
        if (collection == null || collectionPrepared != prepared || collectionPositions != inputs.positions) {
            try {
                collection = CollectionPlaces.of(prepared, inputs.positions);
            } catch (LayoutException error) {
                return null;
            }
            collectionPrepared = prepared;
            collectionPositions = inputs.positions;
        }
        return collection;
    }

    private CollectionPlaces collection;
    private PreparedLayout collectionPrepared;
    private AdapterPositions collectionPositions;

    /** Android's focus search directions (`View.FOCUS_*`, the values `onFocusSearchFailed` is given), which the core
     *  knows without Android's classes. */
    static final int FOCUS_BACKWARD = 0x01;
    static final int FOCUS_FORWARD = 0x02;
    static final int FOCUS_LEFT = 0x11;
    static final int FOCUS_UP = 0x21;
    static final int FOCUS_RIGHT = 0x42;
    static final int FOCUS_DOWN = 0x82;

    /** The move a focus search direction asks for: an arrow's own; null for forward and backward (the platform's order). */
    static CellNavigation.Move move(int direction) {
        switch (direction) {
            case FOCUS_UP: return CellNavigation.Move.UP;
            case FOCUS_DOWN: return CellNavigation.Move.DOWN;
            case FOCUS_LEFT: return CellNavigation.Move.LEFT;
            case FOCUS_RIGHT: return CellNavigation.Move.RIGHT;
            default: return null;
        }
    }

    /** `onFocusSearchFailed`: the position focus goes to from the cell at `position` in a focus search `direction`
     *  (`View.FOCUS_*`); -1 when focus stays, the direction is not an arrow's, or `position` is no cell. */
    int focusTarget(int position, int direction) {
        CellNavigation.Move move = move(direction);
        return move == null ? -1 : nextPosition(position, move);
    }

    /** The position a key moves focus to from the cell at `position`, by the frames at the
     *  current offset (`PreparedLayout.nextCell`); -1 when focus stays or `position` is no cell. */
    int nextPosition(int position, CellNavigation.Move move) {
        ElementID element = elementAt(position);
        if (element == null || element.kind != ElementKind.CELL || driver == null) return -1;
        try {
            ElementID next = driver.getPrepared().nextCell(element, move, driver.getPosition());
            return next == null ? -1 : inputs.positions.positionOf(next);
        } catch (LayoutException error) {
            return -1;
        }
    }

    // MARK: Saved state

    /**
     * `onSaveInstanceState`: the first cell in view and how far its start is past the viewport's
     * (a header or footer when no cell is in view: a pinned header moves with the offset, so it is
     * the last resort); null with nothing shown.
     */
    SavedAnchor save() {
        if (pending != null) return pending;
        if (driver == null || inputs == null) return null;
        double viewportStart = offsetPx / (double) density;
        SavedAnchor best = null;
        boolean bestIsCell = false;
        for (LayoutAttributes element : driver.getKept()) {
            int position = inputs.positions.positionOf(element.getId());
            if (position < 0) continue;
            Rect frame = element.getFrame();
            double start = vertical() ? frame.y : frame.x;
            double end = start + (vertical() ? frame.height : frame.width);
            if (end <= viewportStart) continue;
            boolean cell = element.getKind() == ElementKind.CELL;
            if (best == null || (cell && !bestIsCell) || (cell == bestIsCell && start - viewportStart < best.distance)) {
                // Measured from where the layout places it, as the restore finds it: a pinned
                // header is drawn elsewhere at each offset.
                Double placed;
                try {
                    placed = elementStart(position);
                } catch (LayoutException error) {
                    placed = null;
                }
                best = new SavedAnchor(position, (placed != null ? placed : start) - viewportStart, shelves());
                bestIsCell = cell;
            }
        }
        return best;
    }

    /** `onRestoreInstanceState`: the next pass shows the saved element where it was. */
    void restore(SavedAnchor anchor) {
        pending = anchor;
    }

    // MARK: Orthogonal sections

    /** The orthogonal section whose band is under the point (view pixels); -1 for none. */
    int bandAt(RecyclerHost<V> host, float x, float y) {
        if (driver == null) return -1;
        PreparedLayout prepared = driver.getPrepared();
        int innerWidth = host.width() - host.paddingLeft() - host.paddingRight();
        double viewX = x - host.paddingLeft();
        if (mirrored) viewX = innerWidth - viewX;
        double contentX = (viewX + (vertical() ? 0 : offsetPx)) / density;
        double contentY = (y - host.paddingTop() + (vertical() ? offsetPx : 0)) / density;
        for (int section = 0; section < prepared.sectionCount(); section++) {
            Rect band = prepared.band(section);
            if (band != null && band.contains(new Point(contentX, contentY))) return section;
        }
        return -1;
    }

    /**
     * Scrolls orthogonal section `section` sideways by `delta` pixels (view terms), held within
     * its content; answers what was consumed. Outside a layout pass there is no recycler to attach
     * with: the caller asks for one (`requestLayout`), which shows the new frame.
     */
    int scrollSection(int section, int delta) {
        if (driver == null || !driver.getPrepared().isOrthogonal(section)) return 0;
        boolean flipped = mirrored && vertical();
        int layoutDelta = flipped ? -delta : delta;
        double before = driver.getPosition().sectionOffset(section);
        try {
            driver.scroll(section, before + layoutDelta / (double) density);
        } catch (LayoutException error) {
            // As in a pass (rule 12): a fallback chain's next source is laid out by the pass the
            // caller asks for; a failure that stands keeps the frame before, and the next pass tries again.
            LayoutFailure.Then then = failure.failed(layout, error, null);
            if (then == LayoutFailure.Then.LAY_OUT_NEXT_SOURCE) {
                driver = null;
                inputs = null;
            } else if (then == LayoutFailure.Then.EMPTY_AND_TELL && errorListener != null) {
                errorListener.layoutFailed(error);
            }
            return 0;
        }
        double after = driver.getPosition().sectionOffset(section);
        // Moved or held at its edge, the shelf asks for a pass (`ShelfGesture.drag`), which only moves its children.
        shelvesMoved = true;
        int consumed = (int) Math.round((after - before) * density);
        return flipped ? -consumed : consumed;
    }

    /** How far (pixels, view terms) a sideways fling of `section` at `velocity` carrying it `natural` pixels on has to go to rest by its snap, counting paging from `startPx`. */
    int sectionDistanceToRest(int section, int natural, int velocity, double startOffset) {
        if (driver == null || !driver.getPrepared().isOrthogonal(section)) return 0;
        boolean flipped = mirrored && vertical();
        double now = driver.getPosition().sectionOffset(section);
        double proposed = now + (flipped ? -natural : natural) / (double) density;
        try {
            double rest = driver.restingOffset(section, proposed, (flipped ? -velocity : velocity) / (double) density,
                Double.isNaN(startOffset) ? now : startOffset);
            int distance = (int) Math.round((rest - now) * density);
            return flipped ? -distance : distance;
        } catch (LayoutException error) {
            return 0;
        }
    }

    /** Section `section`'s sideways offset (points). */
    double sectionOffset(int section) {
        return driver == null ? 0 : driver.getPosition().sectionOffset(section);
    }
}
