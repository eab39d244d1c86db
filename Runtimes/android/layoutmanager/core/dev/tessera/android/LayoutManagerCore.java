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

    /** Where `collectAdjacentPrefetchPositions` tells RecyclerView what to bind ahead. */
    interface PrefetchRegistry {
        void addPosition(int position, int distancePx);
    }

    /** The layout shown; another one replaces it in `switchTo`. */
    TesseraLayout layout;
    private ScrollDriver driver;
    private PassInputs inputs;
    /** The error the layout is empty for and the inputs it failed for: the session's rule 12. */
    private final LayoutFailure<PassInputs> failure = new LayoutFailure<>();
    private LayoutErrorListener errorListener;
    /** The estimates and the sizes cells measured, which follow their items through updates (the session's rule 6). */
    private final MeasuredSizes sizes = new MeasuredSizes();
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
    /** The children shown and what each shows. */
    private final AttachedChildren<V> children = new AttachedChildren<>(this);
    /** A shelf was scrolled sideways since the last pass (`scrollSection`): a pass with nothing else to do only moves its children. */
    private boolean shelvesMoved;
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
        sizes.setEstimates(estimates);
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
            // Before an adapter change animates: each child placed where it was (`AttachedChildren.preLayout`).
            if (driver != null && failure.error() == null) children.preLayout(host);
            return;
        }
        density = host.density();
        mirrored = host.rightToLeft();
        PassInputs wanted;
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
        PixelAnchor anchor = !wanted.same(inputs) ? keptInPlace(wanted.positions) : null;
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
            children.forgetPlaces();
            sync(host, true);
            selfSize(host);
            if (host.predictive()) children.layOutDisappearing(host);
            failure.laidOut();
        } catch (LayoutException error) {
            fail(host, error, wanted);
        }
    }

    /** What the adapter and the view ask for now; null when there is nothing to lay out (no size, no items). */
    private PassInputs inputs(RecyclerHost<V> host) throws LayoutException {
        return inputs(host, host.width() - host.paddingLeft() - host.paddingRight(), host.height() - host.paddingTop() - host.paddingBottom());
    }

    /** The inputs for a viewport of width × height pixels (inside the padding). */
    private PassInputs inputs(RecyclerHost<V> host, int width, int height) throws LayoutException {
        return PassInputs.of(layout, host, width, height, density, dataGeneration);
    }

    private LayoutInput layoutInput(PassInputs inputs) {
        return sizes.layoutInput(inputs);
    }

    /** The offset a pass lays out at: a position scrolled to, a restored anchor, a child kept in place, or where it was. */
    private long targetOffset(PixelAnchor anchor) throws LayoutException {
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
    private PixelAnchor keptInPlace(AdapterPositions positions) {
        if (reloaded || (!changes.isEmpty() && (driver == null || inputs == null))) {
            sizes.forget();
            return null;
        }
        if (driver == null) return null;
        ScrollDriver.Anchor first;
        int[] path;
        if (!changes.isEmpty()) {
            List<BatchUpdate> batches = changes.batches(layout, inputs.positions, positions);
            if (batches == null) {
                sizes.forget();
                return null;
            }
            sizes.follow(batches);
            first = CollectionSession.survivorOf(driver, batches);
            path = first == null ? null : CollectionSession.pathAfter(batches, first.section, first.item);
        } else {
            first = driver.firstCellInView(null);
            path = first == null ? null : new int[] {first.section, first.item};
        }
        return pixelAnchor(first, path, positions);
    }

    /** The session's `first` (a cell in view now), at `path` and `positions` after the change, and where its child starts now (pixels). */
    private PixelAnchor pixelAnchor(ScrollDriver.Anchor first, int[] path, AdapterPositions positions) {
        if (first == null || path == null) return null;
        int position = positions.positionOf(ElementID.cell(path[0], path[1]));
        if (position < 0) return null;
        try {
            // Where its child starts now, to the pixel, as the frame's edges are rounded.
            LayoutAttributes shown = driver.attributes(ElementID.cell(first.section, first.item));
            if (shown == null) return null;
            Rect frame = shown.getFrame();
            return new PixelAnchor(position, (int) (Math.round((vertical() ? frame.y : frame.x) * density) - offsetPx));
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

    /** A frame (points, content coordinates) in the view's pixels as {left, top, right, bottom} (`PixelFrames`). */
    int[] pixels(RecyclerHost<V> host, Rect frame) {
        return PixelFrames.of(host, frame, density, offsetPx, vertical(), mirrored);
    }

    /** The adapter positions of the last pass's inputs. */
    AdapterPositions positions() {
        return inputs.positions;
    }

    float density() {
        return density;
    }

    private void sync(RecyclerHost<V> host, boolean fresh) throws LayoutException {
        children.sync(host, fresh);
    }

    private void clear(RecyclerHost<V> host) {
        children.clear(host);
    }

    /**
     * RecyclerView's `ChildDrawingOrderCallback`: the child to draw at place `place` of
     * `childCount` (`AttachedChildren`).
     */
    int drawingOrder(int childCount, int place) {
        return children.drawingOrder(childCount, place);
    }

    /** The driver's offset for the pixel offset. */
    private Point layoutOffset() {
        double u = offsetPx / (double) density;
        return vertical() ? new Point(0, u) : new Point(u, 0);
    }

    /**
     * Self-sizing: each cell attached in the pass is measured at its frame's breadth, and a length
     * that differs from its frame's by half a pixel or more is reported to the driver, which lays
     * out again keeping the first cell in view in place; then the children follow. Repeated while
     * new cells enter (at most four times: sizes once measured are kept).
     */
    private void selfSize(RecyclerHost<V> host) throws LayoutException {
        for (int round = 0; round < 4 && sizes.estimated() && !children.entered().isEmpty(); round++) {
            Map<ElementID, ItemSize> reports = new HashMap<>();
            List<V> lengthMeasured = new ArrayList<>(children.entered());
            for (V child : lengthMeasured) {
                int index = children.indexOf(host, child);
                if (index < 0) continue;
                ElementID id = children.elementAt(index);
                LayoutAttributes element = driver.attributes(id);
                if (element == null) continue;
                Rect frame = element.getFrame();
                double breadth = vertical() ? frame.width : frame.height;
                double length = vertical() ? frame.height : frame.width;
                int[] inset = children.insets(host, child);
                int across = vertical() ? inset[0] + inset[2] : inset[1] + inset[3];
                int along = vertical() ? inset[1] + inset[3] : inset[0] + inset[2];
                int lengthPx = host.measureLength(child, Math.max(0, (int) Math.round(breadth * density) - across), vertical()) + along;
                double measured = lengthPx / (double) density;
                if (Math.abs(measured - length) * density < 0.5) continue;
                ItemSize size = vertical() ? ItemSize.size(breadth, measured) : ItemSize.size(measured, breadth);
                reports.put(id, size);
                sizes.put(id, size);
            }
            children.entered().clear();
            if (!reports.isEmpty()) {
                // The first cell in view keeps its place to the pixel, as across any change (the
                // end in a view that follows it).
                ScrollDriver.Anchor first = driver.firstCellInView(null);
                PixelAnchor anchor = pixelAnchor(first, first == null ? null : new int[] {first.section, first.item}, inputs.positions);
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
                if (children.indexOf(host, child) < 0) continue;
                int[] inset = children.insets(host, child);
                host.measure(child, Math.max(0, host.right(child) - host.left(child) - inset[0] - inset[2]),
                    Math.max(0, host.bottom(child) - host.top(child) - inset[1] - inset[3]));
            }
            if (reports.isEmpty()) return;
        }
        children.entered().clear();
    }

    /** Does what the session's rule 12 (`LayoutFailure`) answers for an error; answers whether a fallback chain's next source was laid out in its place. */
    private boolean fail(RecyclerHost<V> host, LayoutException error, PassInputs inputs) {
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

    /** `View.MeasureSpec`'s modes (`WrapContentMeasure`'s), as the tests and the shell name them. */
    static final int UNSPECIFIED = WrapContentMeasure.UNSPECIFIED;
    static final int EXACTLY = WrapContentMeasure.EXACTLY;
    static final int AT_MOST = WrapContentMeasure.AT_MOST;

    /** `LayoutManager.onMeasure`: the view's {width, height} in pixels for its parent's measure specs (`WrapContentMeasure`). */
    int[] measure(final RecyclerHost<V> host, int widthSpec, int heightSpec) {
        return WrapContentMeasure.measure(host, widthSpec, heightSpec, vertical(), new WrapContentMeasure.Probe() {
            @Override
            public ScrollDriver layOut(int width, int height) throws LayoutException {
                PassInputs probe = PassInputs.of(layout, host, width, height, host.density(), dataGeneration);
                if (probe == null || probe.positions.getCount() == 0) return null;
                return new ScrollDriver(layout, layoutInput(probe), Point.ZERO, 0);
            }
        });
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
                if (position >= 0 && !children.shows(id)) registry.addPosition(position, (int) Math.abs(target - offsetPx));
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

    /** The scroll bar's {offset, extent, range} in pixels (`computeVerticalScrollOffset` and the others; `ScrollBar`). */
    int[] scrollBar() {
        if (driver == null) return new int[3];
        return ScrollBar.of(driver.getPrepared(), density, offsetPx, maximumOffsetPx(), vertical(), mirrored);
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

    /** The collection's rows and columns and each position's place (`CollectionPlacesMemo`); null before a layout, or
     *  when the layout failed. */
    CollectionPlaces collection() {
        if (driver == null || inputs == null) return null;
        return collection.of(driver.getPrepared(), inputs.positions);
    }

    private final CollectionPlacesMemo collection = new CollectionPlacesMemo();

    /** `onFocusSearchFailed`: the position focus goes to from the cell at `position` in a focus search `direction`
     *  (`View.FOCUS_*`); -1 when focus stays, the direction is not an arrow's, or `position` is no cell. */
    int focusTarget(int position, int direction) {
        CellNavigation.Move move = FocusDirections.move(direction);
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
