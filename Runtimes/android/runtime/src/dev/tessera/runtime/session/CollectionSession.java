package dev.tessera.runtime.session;

import dev.tessera.runtime.compiled.CompiledLayout;
import dev.tessera.runtime.driver.BatchUpdate;
import dev.tessera.runtime.driver.ItemUpdate;
import dev.tessera.runtime.driver.ScrollDriver;
import dev.tessera.runtime.geometry.ElementID;
import dev.tessera.runtime.geometry.ElementKind;
import dev.tessera.runtime.geometry.LayoutAttributes;
import dev.tessera.runtime.geometry.Point;
import dev.tessera.runtime.geometry.Rect;
import dev.tessera.runtime.geometry.Size;
import dev.tessera.runtime.geometry.SwiftMath;
import dev.tessera.runtime.inputs.ItemSize;
import dev.tessera.runtime.inputs.LayoutException;
import dev.tessera.runtime.inputs.LayoutInput;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What a collection's layout object decides between a platform's calls, in platform-neutral types: the Swift runtime's
 * {@code CollectionLayoutCore}, call for call, so that the three runtimes decide alike (the session vectors replay the
 * same events on each). A view invalidates, prepares, asks for elements, reports bounds changes, cells' sizes, drags, batch
 * updates, interactive moves and layout switches; each has one method here, and a shell only converts types. Not ported:
 * what Swift's core answers only for UIKit's own update animations (the appearing and disappearing attributes, the
 * decorations to insert and delete) and sideways scrolls of orthogonal sections, which the driver answers directly.
 *
 * <p>The view's bounds, insets and offset are the truth: {@link #prepare} takes them as the view has them. No call
 * throws: a layout error empties the layout (no elements, no content size) and is kept in {@link #takeUnreportedErrors}
 * once; the layout stays empty, without trying again, until the data, the viewport, the text size or Reduce Motion
 * change.
 */
public final class CollectionSession {
    /** The item sizes the app gives when the layout is computed again (null for a layout that takes no sizes from data). */
    public interface SizeSource {
        ItemSize[][] sizes();
    }

    /** Which bracket of calls the view is in: a batch lives only within its own. */
    enum Phase { IDLE, ANIMATED_BOUNDS_CHANGE, UPDATES }

    /** What a layout is computed for, besides the offset. */
    private static final class Inputs {
        final Size viewport;
        final int[] counts;
        final double textScale;
        final boolean reduceMotion;
        final int dataGeneration;

        Inputs(Size viewport, int[] counts, double textScale, boolean reduceMotion, int dataGeneration) {
            this.viewport = viewport;
            this.counts = counts.clone();
            this.textScale = textScale;
            this.reduceMotion = reduceMotion;
            this.dataGeneration = dataGeneration;
        }

        boolean same(Inputs other) {
            return other != null && sameSize(viewport, other.viewport) && Arrays.equals(counts, other.counts)
                && textScale == other.textScale && reduceMotion == other.reduceMotion && dataGeneration == other.dataGeneration;
        }
    }

    private interface DriverChange<T> {
        T apply(ScrollDriver driver) throws LayoutException;
    }

    public final CompiledLayout layout;
    /** The supplementary kinds the app provides views for; a kind the layout has and the app does not is left out, with one error. */
    public final List<ElementKind> suppliedKinds;
    /** Null until the first prepare, and while the layout is empty for an error. */
    ScrollDriver driver;
    /** The error the layout is empty for, until a change lays it out again. */
    String failure;
    private final List<String> unreportedErrors = new ArrayList<>();
    /** What failed: the same inputs are not tried again (nor reported again). */
    private Inputs failedInputs;
    /** Set by a data invalidation: the next prepare computes the layout again. */
    boolean dataIsStale = true;
    /** Set by an invalidation of the counts: until prepare gives them, the session cannot lay out for the data. */
    private boolean countsMayDiffer = true;
    /** Set by an invalidation of the app's sizes alone: the next prepare keeps the first cell in view in place. */
    private boolean sizesMayDiffer = false;
    /** Set when the layout itself changed: the next prepare keeps the first cell in view where it was. */
    private boolean layoutChanged = false;
    private int dataGeneration = 0;
    /** The view as last seen: its insets convert content offsets to the layout's and back. */
    ViewBounds view = new ViewBounds(new Rect(0, 0, 0, 0));
    /** The app's item sizes as last asked, for layouts that take sizes from data. */
    private ItemSize[][] appSizes;
    /**
     * Sizes cells reported (self-sizing), by their index paths now: they override the app's until the cell reports another,
     * follow their items through batch updates, and are forgotten when their item is deleted or reloaded, or the data is.
     */
    Map<ElementID, ItemSize> reportedSizes = new HashMap<>();
    /** The driver as it was before the latest data change: what a batch update starts from. */
    ScrollDriver beforeUpdate;
    Phase phase = Phase.IDLE;
    /**
     * Where the view should scroll (layout coordinates) to keep the first cell in view in place after a change; given once
     * ({@link #offsetAfterChange}), and forgotten when the user drags the view or another change anchors.
     */
    Point anchoredOffset;
    /** Whether the view must take {@code anchoredOffset} now, with no call of its own to ask for it. */
    boolean scrollIsDue = false;
    /** Set by reloadData's invalidation: no bracket of calls follows that would ask where to scroll. */
    private boolean reloading = false;
    /** Set by {@link #takeAnchor}: this layout replaces one whose view followed its end (true) or not; null: shown first. */
    Boolean replacedFollowingEnd;
    /** A self-sizing offset adjustment made during a batch update, applied when it ends. */
    Point stagedAdjustment;
    boolean dragging = false;
    /** Where (layout coordinates) the latest drag began: paging by item counts from there. */
    Point gestureStart;
    private final List<ElementKind> leftOutKinds = new ArrayList<>();
    /** A cell to keep in place on the screen when the layout is next computed for new data or another layout. */
    ScrollDriver.Anchor pendingAnchor;
    /** The same, sideways right to left: the cell keeps its right edge ({@link RightToLeftEdge}). */
    RightToLeftEdge pendingEdge;
    /** The item a scroll the app asked for waits for: the data did not have it yet ({@link #scrollTarget}). */
    ElementID pendingScroll;

    public CollectionSession(CompiledLayout layout, List<ElementKind> suppliedKinds) {
        this.layout = layout;
        this.suppliedKinds = new ArrayList<>(suppliedKinds);
    }

    /** A session whose app provides headers and footers. */
    public CollectionSession(CompiledLayout layout) {
        this(layout, Arrays.asList(ElementKind.HEADER, ElementKind.FOOTER));
    }

    /**
     * An independent session in this one's state: what a shell keeps of a layout it showed before (Swift's core is a
     * value, and a copy is how its shells keep one).
     */
    public CollectionSession copy() {
        CollectionSession copy = new CollectionSession(layout, suppliedKinds);
        copy.driver = driver == null ? null : driver.copy();
        copy.failure = failure;
        copy.unreportedErrors.addAll(unreportedErrors);
        copy.failedInputs = failedInputs;
        copy.dataIsStale = dataIsStale;
        copy.countsMayDiffer = countsMayDiffer;
        copy.sizesMayDiffer = sizesMayDiffer;
        copy.layoutChanged = layoutChanged;
        copy.dataGeneration = dataGeneration;
        copy.view = view;
        copy.appSizes = appSizes;
        copy.reportedSizes = new HashMap<>(reportedSizes);
        copy.beforeUpdate = beforeUpdate == null ? null : beforeUpdate.copy();
        copy.phase = phase;
        copy.anchoredOffset = anchoredOffset;
        copy.scrollIsDue = scrollIsDue;
        copy.reloading = reloading;
        copy.replacedFollowingEnd = replacedFollowingEnd;
        copy.stagedAdjustment = stagedAdjustment;
        copy.dragging = dragging;
        copy.gestureStart = gestureStart;
        copy.leftOutKinds.addAll(leftOutKinds);
        copy.pendingAnchor = pendingAnchor;
        copy.pendingEdge = pendingEdge;
        copy.pendingScroll = pendingScroll;
        return copy;
    }

    public ScrollDriver getDriver() {
        return driver;
    }

    /** The message of the error the layout is empty for; null while it is laid out. */
    public String getFailure() {
        return failure;
    }

    public ViewBounds getView() {
        return view;
    }

    /** The sizes cells reported that the session keeps, by their index paths now. */
    public Map<ElementID, ItemSize> getReportedSizes() {
        return new HashMap<>(reportedSizes);
    }

    /** The content size; zero before the first prepare and while the layout is empty for an error. */
    public Size contentSize() {
        return driver == null ? new Size(0, 0) : driver.getContentSize();
    }

    /** The errors to hand to the app now (outside a layout pass), each once. */
    public List<String> takeUnreportedErrors() {
        List<String> errors = new ArrayList<>(unreportedErrors);
        unreportedErrors.clear();
        return errors;
    }

    // Invalidation and preparing

    /** The layout changed while the app runs: the next prepare computes it again, the first cell in view kept in place. */
    public void layoutDidChange() {
        invalidateData();
        layoutChanged = true;
        failedInputs = null;
    }

    /**
     * An invalidation: with {@code everything}, {@code dataSourceCounts} or invalidated {@code items} the next prepare
     * computes the layout again. Both flags together are a reload of the data: the sizes cells reported are forgotten.
     * {@code everything} alone or {@code items} alone are the same items at sizes the app may have changed: the first cell
     * in view keeps its place, or the view its end, and {@link #offsetToTakeNow} gives the offset after prepare. Answers
     * whether the shell must invalidate everything besides (items alone: the others may move too).
     */
    public boolean invalidate(boolean everything, boolean dataSourceCounts, List<ElementID> items) {
        if (!everything && !dataSourceCounts && (items == null || items.isEmpty())) return false;
        if (everything && dataSourceCounts) {
            reportedSizes = new HashMap<>();
            reloading = true;
        }
        if (dataSourceCounts) countsMayDiffer = true;
        else sizesMayDiffer = true;
        invalidateData();
        return !everything && !dataSourceCounts;
    }

    /** Items were only appended at the ends of sections: the first cell in view keeps its place. */
    public void itemsAppended() {
        pendingAnchor = driver == null ? null : driver.firstCellInView(null);
        pendingEdge = driver == null ? null : RightToLeftEdge.inView(driver, null);
    }

    /** Where a cell before a change is after it: {section, item}, or null when it is gone. */
    public interface NewPath {
        int[] of(int section, int item);
    }

    /**
     * The items changed, as a collection that compares its data sees it, with no update list: the next prepare computes
     * the layout again; the sizes cells reported are forgotten; and {@code newPath} keeps the first cell in view that is
     * still there where it was on the screen (null: no anchor).
     */
    public void itemsChanged(final NewPath newPath) {
        if (newPath != null && driver != null) {
            final int[] counts = driver.getInput().getSectionCounts();
            // A moved item would take the view along with it: the first cell in view that was not moved away from its
            // neighbours in the data (one that still has one moved by as many places as itself, or none left to tell)
            // stays on the screen, else the first still there.
            ScrollDriver.Anchor first = driver.firstCellInView(new ScrollDriver.CellFilter() {
                @Override
                public boolean includes(int section, int item) {
                    return keptItsPlace(newPath, counts, section, item);
                }
            });
            if (first == null) {
                first = driver.firstCellInView(new ScrollDriver.CellFilter() {
                    @Override
                    public boolean includes(int section, int item) {
                        return newPath.of(section, item) != null;
                    }
                });
            }
            int[] moved = first == null ? null : newPath.of(first.section, first.item);
            if (moved != null) pendingAnchor = new ScrollDriver.Anchor(moved[0], moved[1], first.distance);
            RightToLeftEdge edge = RightToLeftEdge.inView(driver, new ScrollDriver.CellFilter() {
                @Override
                public boolean includes(int section, int item) {
                    return keptItsPlace(newPath, counts, section, item);
                }
            });
            if (edge == null) {
                edge = RightToLeftEdge.inView(driver, new ScrollDriver.CellFilter() {
                    @Override
                    public boolean includes(int section, int item) {
                        return newPath.of(section, item) != null;
                    }
                });
            }
            int[] edgePath = edge == null ? null : newPath.of(edge.section, edge.item);
            if (edgePath != null) pendingEdge = edge.at(edgePath[0], edgePath[1]);
        }
        reportedSizes = new HashMap<>();
        invalidateData();
    }

    private static boolean keptItsPlace(NewPath newPath, int[] counts, int section, int item) {
        int[] fresh = newPath.of(section, item);
        if (fresh == null) return false;
        boolean anyNeighbour = false;
        for (int neighbour = item - 1; neighbour <= item + 1; neighbour += 2) {
            if (neighbour < 0 || neighbour >= counts[section]) continue;
            int[] moved = newPath.of(section, neighbour);
            if (moved == null) continue;
            anyNeighbour = true;
            if (moved[0] == fresh[0] && moved[1] - neighbour == fresh[1] - item) return true;
        }
        return !anyNeighbour;
    }

    /** The view's data or its sizes changed: the next prepare computes the layout again. */
    public void invalidateData() {
        dataIsStale = true;
        dataGeneration += 1;
    }

    /**
     * {@code prepare()}: the view's bounds and insets, scroll offset and item counts as they are now. {@code itemSizes} is
     * asked only when the layout is computed again. Computes the layout when there is none yet, after a data invalidation
     * or a change of counts, and when the viewport, the text size or Reduce Motion changed in a way the layout reads; a
     * scroll only moves the frame. A view the insets cover keeps the viewport it had. A new viewport, text size, Reduce
     * Motion setting or layout keeps the first cell in view in place: {@link #offsetAfterChange} gives the offset.
     */
    public void prepare(ViewBounds newView, int[] sectionCounts, double textScale, boolean reduceMotion, SizeSource itemSizes) {
        if (phase == Phase.IDLE) beforeUpdate = null;
        Point caughtUp = view.layoutOffset();
        ViewBounds previous = view;
        boolean followedEnd = driver != null && driver.followsEnd(caughtUp);
        view = newView;
        // An anchor the view has taken (a resize's adjustment) is done with.
        if (anchoredOffset != null && samePoint(anchoredOffset, newView.layoutOffset())) anchoredOffset = null;
        // Before the view has an area there is nothing to show.
        Size viewport = layoutViewport(newView);
        if (viewport == null) return;
        Inputs inputs = new Inputs(viewport, sectionCounts, textScale, reduceMotion, dataGeneration);
        if (inputs.same(failedInputs)) return;
        try {
            boolean anchored = layOut(inputs, newView.layoutOffset(), caughtUp, itemSizes);
            // Only the bars changed over a view that kept its size: the content stays where it is on the screen, unless the
            // view follows the content's end (the keyboard came up over a chat): then the shell takes the offset now.
            if (anchored && sameSize(new Size(previous.bounds.width, previous.bounds.height), new Size(newView.bounds.width, newView.bounds.height))
                && !previous.insets.equals(newView.insets)) {
                if (followedEnd && anchoredOffset != null && !samePoint(anchoredOffset, newView.layoutOffset())) scrollIsDue = true;
                else anchoredOffset = null;
            }
            failure = null;
            failedInputs = null;
        } catch (LayoutException error) {
            fail(error, inputs);
        }
    }

    /**
     * How far past the viewport elements are kept: a length of the view's bounds either way, and the deepest inset more.
     */
    static double margin(ViewBounds view) {
        Insets insets = view.insets;
        return Math.max(view.bounds.width, view.bounds.height) + Math.max(Math.max(insets.top, insets.bottom), Math.max(insets.left, insets.right));
    }

    /** The viewport the layout takes for {@code view}: the view's, or while the insets cover it, the one it was laid out in. */
    Size layoutViewport(ViewBounds of) {
        Size viewport = of.viewport();
        if (viewport.width > 0 && viewport.height > 0) return viewport;
        if (driver != null) return driver.getViewport();
        return failedInputs == null ? null : failedInputs.viewport;
    }

    /** Lays out for {@code inputs} with the view at {@code offset}; the first cell in view is measured at {@code caughtUp}. */
    private boolean layOut(Inputs inputs, Point offset, Point caughtUp, SizeSource itemSizes) throws LayoutException {
        if (driver == null) return layOutFirst(inputs, offset, itemSizes);
        // The session's own copy: on an error the layout is emptied, as Swift's value would be left behind.
        ScrollDriver driver = this.driver;
        // Scrolls that change no attributes are not invalidated: catch up so anchors are measured from where the view is.
        if (!samePoint(caughtUp, driver.getOffset())) driver.scroll(caughtUp);
        boolean resized = !sameSize(inputs.viewport, driver.getViewport());
        boolean rescaled = inputs.textScale != driver.getInput().getTextScale();
        boolean motionChanged = inputs.reduceMotion != driver.getInput().getReduceMotion();
        boolean anchored = false;
        if (dataIsStale || !Arrays.equals(inputs.counts, driver.getInput().getSectionCounts())) {
            if (phase == Phase.IDLE) beforeUpdate = driver.copy();
            appSizes = itemSizes.sizes();
            LayoutInput input = input(inputs);
            // A cell named to keep its place keeps it; else the same items at another size: the first cell in view keeps
            // its place. New counts wait for the update list, which says which cell survives (beginUpdates).
            boolean sameItems = Arrays.equals(inputs.counts, driver.getInput().getSectionCounts());
            // Measured where the view is going (an anchored offset not taken yet), else where it is.
            ScrollDriver.Anchor anchor = pendingAnchor;
            // Sideways right to left, items changed or sizes the app changed (alone) keep the first cell in view by its
            // right edge.
            boolean onlySizes = sameItems && sizesMayDiffer && !(resized || rescaled || motionChanged || layoutChanged);
            RightToLeftEdge edge = pendingEdge;
            ScrollDriver measured = driver;
            if ((anchor == null && sameItems && (resized || rescaled || motionChanged || layoutChanged || sizesMayDiffer)) || (edge == null && onlySizes)) {
                if (anchoredOffset != null && !samePoint(anchoredOffset, driver.getOffset())) {
                    measured = driver.copy();
                    measured.scroll(anchoredOffset);
                }
            }
            if (anchor == null && sameItems && (resized || rescaled || motionChanged || layoutChanged || sizesMayDiffer)) {
                anchor = measured.firstCellInView(null);
            }
            if (edge == null && onlySizes) edge = RightToLeftEdge.inView(measured, null);
            pendingAnchor = null;
            pendingEdge = null;
            // In place of another layout whose view followed its end, this one's end is followed; its first cell in view
            // stays in view.
            boolean followsReplacedEnd = replacedFollowingEnd != null && replacedFollowingEnd;
            boolean switched = replacedFollowingEnd != null;
            replacedFollowingEnd = null;
            boolean followedEnd = driver.followsEnd() || followsReplacedEnd;
            dev.tessera.runtime.queries.PreparedLayout prepared = driver.computeLayout(input);
            ScrollDriver.Anchor kept = switched && anchor != null ? driver.keptInView(anchor, prepared) : anchor;
            driver.replace(input, prepared, kept);
            if (edge != null && !switched) edge.hold(driver);
            if (followsReplacedEnd && !samePoint(driver.getOffset(), driver.endOffset())) driver.scroll(driver.endOffset());
            anchored = anchor != null || (edge != null && !switched) || followedEnd;
            // A reload, or sizes the app changed for the same items in the same view, have no bracket of calls in which the
            // view would ask where to scroll.
            if ((followedEnd && reloading) || (onlySizes && phase == Phase.IDLE && !samePoint(driver.getOffset(), offset))) scrollIsDue = true;
        } else {
            if (rescaled && driver.changeTextScale(inputs.textScale)) anchored = true;
            if (motionChanged && driver.changeReduceMotion(inputs.reduceMotion)) anchored = true;
            if (resized) {
                driver.resize(inputs.viewport);
                anchored = true;
            }
        }
        layoutChanged = false;
        reloading = false;
        sizesMayDiffer = false;
        driver.keepMargin(margin(view));
        if (anchored) anchoredOffset = driver.getOffset();
        // The view is still where it was until it takes the anchored offset.
        if (!samePoint(offset, driver.getOffset())) driver.scroll(offset);
        dataIsStale = false;
        countsMayDiffer = false;
        return anchored;
    }

    /** The first layout: opens at a cell named to keep its place, at the end of a layout kept to its end, or where the view is. */
    private boolean layOutFirst(Inputs inputs, Point offset, SizeSource itemSizes) throws LayoutException {
        appSizes = itemSizes.sizes();
        ScrollDriver fresh = new ScrollDriver(layout, input(inputs), offset, margin(view));
        // Another layout for the same data: the cell the old one had first in view keeps its place, and stays in view.
        ScrollDriver.Anchor anchor = pendingAnchor;
        if (anchor != null && replacedFollowingEnd != null) anchor = fresh.keptInView(anchor, fresh.getPrepared());
        pendingAnchor = null;
        pendingEdge = null;
        boolean opensAtEnd = false;
        boolean atStart = fresh.getPrepared().mapping.u(offset) == 0;
        boolean followEnd = replacedFollowingEnd != null ? replacedFollowingEnd : fresh.getPrepared().keptToEnd && atStart;
        if (anchor != null) {
            fresh.replace(fresh.getInput(), fresh.getPrepared(), anchor);
            anchoredOffset = fresh.getOffset();
            if (!samePoint(fresh.getOffset(), offset)) fresh.scroll(offset);
        } else if (followEnd && !samePoint(fresh.endOffset(), offset)) {
            // A layout kept to its end opens there, unless the app scrolled the view already; in place of another layout, when
            // the view followed that one's end. A switch asks for the offset itself (the transition's target).
            anchoredOffset = fresh.endOffset();
            scrollIsDue = replacedFollowingEnd == null;
            opensAtEnd = true;
        }
        replacedFollowingEnd = null;
        fresh.takeFrameAsShown();
        driver = fresh;
        dataIsStale = false;
        countsMayDiffer = false;
        layoutChanged = false;
        reloading = false;
        sizesMayDiffer = false;
        return anchor != null || opensAtEnd;
    }

    private LayoutInput input(Inputs inputs) {
        return new LayoutInput(inputs.viewport, inputs.counts.clone()).withItemSizes(currentSizes())
            .withTextScale(inputs.textScale).withReduceMotion(inputs.reduceMotion);
    }

    /**
     * Items appended at the ends of sections, known to be only that: the layout continues from where it stopped. Anything
     * else, or before the first layout, lays out as prepare does.
     */
    public void append(ViewBounds newView, int[] sectionCounts, double textScale, boolean reduceMotion, SizeSource itemSizes) {
        ScrollDriver current = driver;
        boolean onlyMore = current != null && !dataIsStale && sameSize(current.getViewport(), newView.viewport())
            && current.getInput().getTextScale() == textScale && current.getInput().getReduceMotion() == reduceMotion
            && sectionCounts.length == current.getInput().getSectionCounts().length;
        for (int section = 0; onlyMore && section < sectionCounts.length; section++) {
            onlyMore = sectionCounts[section] >= current.getInput().getSectionCounts()[section];
        }
        if (!onlyMore) {
            invalidateData();
            prepare(newView, sectionCounts, textScale, reduceMotion, itemSizes);
            return;
        }
        view = newView;
        appSizes = itemSizes.sizes();
        final ItemSize[][] sizes = currentSizes();
        final Point offset = newView.layoutOffset();
        pendingAnchor = null;
        pendingEdge = null;
        final int[] counts = sectionCounts.clone();
        Point[] target = changeDriver(new DriverChange<Point[]>() {
            @Override
            public Point[] apply(ScrollDriver driver) throws LayoutException {
                if (!samePoint(driver.getOffset(), offset)) driver.scroll(offset);
                ScrollDriver.Anchor anchor = driver.firstCellInView(null);
                RightToLeftEdge edge = RightToLeftEdge.inView(driver, null);
                boolean followedEnd = driver.followsEnd();
                driver.append(counts, sizes);
                // A layout that reads the count may move the items already there: the first cell in view keeps its place
                // (right to left, its right edge); a view that followed the end goes on following it.
                Point moved = null;
                if (followedEnd) {
                    if (!samePoint(driver.getOffset(), offset)) moved = driver.getOffset();
                } else if (edge != null) {
                    edge.hold(driver);
                    if (!samePoint(driver.getOffset(), offset)) moved = driver.getOffset();
                } else if (anchor != null) {
                    driver.replace(driver.getInput(), driver.getPrepared(), anchor);
                    if (!samePoint(driver.getOffset(), offset)) moved = driver.getOffset();
                }
                // Appending holds the offset within the content; the view may be past an end (bouncing).
                if (!samePoint(driver.getOffset(), offset)) driver.scroll(offset);
                return new Point[] {moved};
            }
        });
        if (target != null && target[0] != null) anchoredOffset = target[0];
    }

    /** Empties the layout for {@code error}, and keeps the error for the app; the same inputs are not laid out again. */
    private void fail(LayoutException error, Inputs inputs) {
        driver = null;
        String message = error.getMessage();
        if (LayoutFailure.tells(failure, message)) unreportedErrors.add(message);
        failure = message;
        failedInputs = inputs;
        anchoredOffset = null;
        stagedAdjustment = null;
    }

    /** Empties the layout for an error that a change or a question of the current layout met. */
    private void fail(LayoutException error) {
        if (driver == null) return;
        LayoutInput input = driver.getInput();
        fail(error, new Inputs(driver.getViewport(), input.getSectionCounts(), input.getTextScale(), input.getReduceMotion(), dataGeneration));
    }

    /** Runs a change or a question of the driver; on error empties the layout (null). */
    private <T> T changeDriver(DriverChange<T> change) {
        if (driver == null) return null;
        try {
            return change.apply(driver);
        } catch (LayoutException error) {
            fail(error);
            return null;
        }
    }

    /** The sizes to lay out with: the app's, with those cells reported in their place. */
    ItemSize[][] currentSizes() {
        if (appSizes == null) return null;
        ItemSize[][] sizes = new ItemSize[appSizes.length][];
        for (int section = 0; section < appSizes.length; section++) sizes[section] = appSizes[section] == null ? null : appSizes[section].clone();
        for (Map.Entry<ElementID, ItemSize> reported : reportedSizes.entrySet()) {
            ElementID id = reported.getKey();
            if (id.section >= 0 && id.section < sizes.length && sizes[id.section] != null && id.item >= 0 && id.item < sizes[id.section].length) {
                sizes[id.section][id.item] = reported.getValue();
            }
        }
        return sizes;
    }

    /**
     * The content offset that keeps the first cell in view where it was after a change of viewport, text size, Reduce
     * Motion or layout, or a batch update ({@code targetContentOffset(forProposedContentOffset:)}); {@code proposed}
     * otherwise. Given once.
     */
    public Point offsetAfterChange(Point proposed, Insets insets) {
        Point anchored = anchoredOffset;
        if (anchored == null) return proposed;
        anchoredOffset = null;
        scrollIsDue = false;
        Point target = new ViewBounds(view.bounds, insets).contentOffset(anchored);
        // Within an update or an animated bounds change the view takes it with no bounds change of its own: the frame moves now.
        if (phase != Phase.IDLE) scroll(new ViewBounds(new Rect(target.x, target.y, view.bounds.width, view.bounds.height), insets));
        return target;
    }

    /**
     * The content offset the view must take now, with no call of its own to ask for it (once; null: none). A layout not
     * yet the view's ({@code shownByView} false: a transition's next layout) takes nothing.
     */
    public Point offsetToTakeNow(Insets insets, boolean shownByView) {
        if (!scrollIsDue || anchoredOffset == null) return null;
        if (!shownByView) {
            scrollIsDue = false;
            return null;
        }
        return offsetAfterChange(new Point(view.bounds.x, view.bounds.y), insets);
    }

    public void beginAnimatedBoundsChange() {
        phase = Phase.ANIMATED_BOUNDS_CHANGE;
    }

    public void endAnimatedBoundsChange() {
        phase = Phase.IDLE;
    }

    // Attributes

    /** The elements that intersect {@code rect} at the current offset, without supplementary views the app does not provide. */
    public List<LayoutAttributes> attributes(final Rect rect) {
        List<LayoutAttributes> elements = changeDriver(new DriverChange<List<LayoutAttributes>>() {
            @Override
            public List<LayoutAttributes> apply(ScrollDriver driver) throws LayoutException {
                return driver.getPrepared().elements(rect, driver.getPosition());
            }
        });
        if (elements == null) return new ArrayList<>();
        List<LayoutAttributes> provided = new ArrayList<>(elements.size());
        for (LayoutAttributes element : elements) {
            if (isProvided(element.kind)) provided.add(element);
        }
        return provided;
    }

    /**
     * One element's attributes at the current offset. A view that asks about an element it shows gets hidden attributes
     * (alpha 0, where the element was before an update, or a zero frame) for a decoration the layout no longer has, and
     * for anything while the layout is empty for an error. Null for a cell, header or footer the layout does not have, or a
     * supplementary view the app does not provide.
     */
    public LayoutAttributes attributes(final ElementID id) {
        if (failure != null) return hidden(id, new Rect(0, 0, 0, 0));
        if (!isProvided(id.kind)) return null;
        LayoutAttributes found = changeDriver(new DriverChange<LayoutAttributes>() {
            @Override
            public LayoutAttributes apply(ScrollDriver driver) throws LayoutException {
                return driver.attributes(id);
            }
        });
        if (failure != null) return hidden(id, new Rect(0, 0, 0, 0));
        if (found != null) return found;
        if (!id.kind.isDecoration()) return null;
        LayoutAttributes before = null;
        try {
            before = beforeUpdate == null ? null : beforeUpdate.attributes(id);
        } catch (LayoutException ignored) {
            // As Swift's `try?`: a question of the old layout that fails leaves the element at a zero frame.
        }
        return hidden(id, before == null ? new Rect(0, 0, 0, 0) : before.getFrame());
    }

    private static LayoutAttributes hidden(ElementID id, Rect frame) {
        LayoutAttributes attributes = new LayoutAttributes(id.kind, id.section, id.item, frame.x, frame.y, frame.width, frame.height, 0);
        attributes.alpha = 0;
        return attributes;
    }

    /** Whether the view can show an element of {@code kind}; the first of a kind left out is reported, once. */
    private boolean isProvided(ElementKind kind) {
        if ((kind != ElementKind.HEADER && kind != ElementKind.FOOTER) || suppliedKinds.contains(kind)) return true;
        if (!leftOutKinds.contains(kind)) {
            leftOutKinds.add(kind);
            String name = kind == ElementKind.HEADER ? "header" : "footer";
            unreportedErrors.add("the layout has section " + name + "s, but the app provides no " + name + " views, so they are left out: "
                + "name ." + name + " in the supplementaryKinds the layout object is made with, and register a view for the " + name + " kind");
        }
        return false;
    }

    // Bounds changes

    /**
     * Whether the new bounds change any attributes: a new viewport always does; a scroll only when effects or pinned
     * headers depend on the offset. A layout empty for an error is tried again only at another viewport.
     */
    public boolean invalidates(ViewBounds newView) {
        // Scrolled elsewhere outside a bracket (not to the anchored offset itself): the anchor, not taken, is the past.
        if (phase == Phase.IDLE && anchoredOffset != null && !samePoint(anchoredOffset, newView.layoutOffset())
            && sameSize(newView.viewport(), view.viewport())) {
            anchoredOffset = null;
        }
        boolean invalidates = invalidationNeeded(newView);
        if (!invalidates) view = newView;
        return invalidates;
    }

    private boolean invalidationNeeded(ViewBounds newView) {
        Size viewport = layoutViewport(newView);
        if (viewport == null) return false;
        if (failedInputs != null) return !sameSize(viewport, failedInputs.viewport);
        if (driver == null) return true;
        if (!sameSize(viewport, driver.getViewport())) return true;
        Point offset = newView.layoutOffset();
        return !samePoint(offset, driver.getOffset()) && (driver.getPrepared().hasEffects() || driver.getPrepared().hasPinnedHeaders());
    }

    /**
     * What a bounds change the view invalidates for does: a scroll moves the frame to the new offset; a new viewport lays
     * out in it now, and the answer is how far the view scrolls to keep the first cell in view in place (zero for a scroll,
     * and before counts are known).
     */
    public Point invalidationForBoundsChange(ViewBounds newView) {
        Point unchanged = Point.ZERO;
        ScrollDriver current = driver;
        Size viewport = layoutViewport(newView);
        if (current == null || viewport == null) {
            view = newView;
            return unchanged;
        }
        if (sameSize(viewport, current.getViewport())) {
            scroll(newView);
            return unchanged;
        }
        // Where the view was, with the insets it had then: the first cell in view is measured there.
        final Point caughtUp = view.layoutOffset();
        view = newView;
        // After a reload or a batch update only prepare knows the counts; it anchors then.
        if (countsMayDiffer) return unchanged;
        final double margin = margin(newView);
        final boolean stale = dataIsStale;
        final ItemSize[][] sizes = currentSizes();
        final Size size = viewport;
        Point target = changeDriver(new DriverChange<Point>() {
            @Override
            public Point apply(ScrollDriver driver) throws LayoutException {
                if (!samePoint(caughtUp, driver.getOffset())) driver.scroll(caughtUp);
                if (stale) {
                    // The app invalidated the layout with the same counts: laid out again here, and again by prepare.
                    LayoutInput input = driver.getInput().withViewport(size).withItemSizes(sizes);
                    driver.replace(input, driver.computeLayout(input), driver.firstCellInView(null));
                } else {
                    driver.resize(size);
                }
                driver.keepMargin(margin);
                return driver.getOffset();
            }
        });
        if (target == null) return unchanged;
        anchoredOffset = target;
        Point adjusted = newView.contentOffset(target);
        view = newView.at(adjusted);
        return new Point(adjusted.x - newView.bounds.x, adjusted.y - newView.bounds.y);
    }

    /** A scroll of a view whose viewport is the layout's: the frame moves to its offset. Never prepares. */
    void scroll(ViewBounds newView) {
        view = newView;
        final Point offset = newView.layoutOffset();
        changeDriver(new DriverChange<Void>() {
            @Override
            public Void apply(ScrollDriver driver) throws LayoutException {
                driver.scroll(offset);
                return null;
            }
        });
    }

    // Scrolling

    /**
     * Where scrolling comes to rest for a proposed content offset, by the layout's snapping, held where the view can rest
     * with these insets. {@code start}: the content offset where the gesture began; null: where the last drag began.
     */
    public Point restingOffset(Point proposed, Point velocity, Insets insets, Point start) {
        if (driver == null) return proposed;
        ScrollDriver measured = driver.copy();
        ViewBounds with = new ViewBounds(view.bounds, insets);
        Point begun = start != null ? with.layoutOffset(start) : gestureStart;
        Size viewport = layoutViewport(with);
        if (viewport == null) viewport = measured.getViewport();
        try {
            // New insets the view has not laid out with yet: rest where the view reaches now.
            if (!sameSize(viewport, measured.getViewport())) measured.resize(viewport);
            Point rest = with.contentOffset(measured.restingOffset(with.layoutOffset(proposed), velocity, begun));
            return with.reachable(rest, measured.getContentSize());
        } catch (LayoutException error) {
            fail(error);
            return proposed;
        }
    }

    /**
     * Whether the user is dragging the view now, told with the view as it is before a bounds change: a drag that begins
     * records where it begins, and the view is the user's, so an anchor not yet taken is forgotten.
     */
    public void noteDragging(boolean isDragging, ViewBounds at) {
        if (isDragging && !dragging) {
            gestureStart = at.layoutOffset();
            anchoredOffset = null;
        }
        dragging = isDragging;
    }

    /** The interactive-move target: the cell whose place the dragged cell takes at {@code position}, or null to stay. */
    public ElementID moveTarget(final ElementID dragged, final Point position) {
        return changeDriver(new DriverChange<ElementID>() {
            @Override
            public ElementID apply(ScrollDriver driver) throws LayoutException {
                return driver.moveTarget(dragged, position);
            }
        });
    }

    // Self-sizing

    /** Whether a cell of a layout that takes sizes from data prefers another size than the one it has. */
    public boolean invalidatesForPreferredSize(Size size, ElementID id) {
        if (id.kind != ElementKind.CELL || !(SwiftMath.isFinite(size.width) && SwiftMath.isFinite(size.height) && size.width >= 0 && size.height >= 0)) return false;
        if (driver == null) return false;
        ItemSize[][] sizes = driver.getInput().getItemSizes();
        if (sizes == null || id.section < 0 || id.section >= sizes.length || id.item < 0 || id.item >= sizes[id.section].length) return false;
        return !sizes[id.section][id.item].equals(ItemSize.size(size.width, size.height));
    }

    /**
     * A cell's preferred size, with the view as it is: the layout is computed again with it (and keeps it across later data
     * changes); answers how far the view must scroll to keep the first cell in view where it was ({@code [0]}) and how the
     * content changed ({@code [1]}, as a point of width and height). During a batch update the offset is staged for
     * {@link #endUpdates} and the one answered is zero.
     */
    public Point[] reportPreferredSize(final Size size, final ElementID id, ViewBounds at) {
        Size oldSize = contentSize();
        if (!invalidatesForPreferredSize(size, id)) return new Point[] {Point.ZERO, Point.ZERO};
        reportedSizes.put(id, ItemSize.size(size.width, size.height));
        final Point offset = at.layoutOffset();
        view = at;
        // An offset at the end that the view is still to take: the end moves with the size.
        boolean pendingEnd = phase == Phase.IDLE && anchoredOffset != null && driver != null && driver.followsEnd(anchoredOffset);
        Point moved = changeDriver(new DriverChange<Point>() {
            @Override
            public Point apply(ScrollDriver driver) throws LayoutException {
                if (!samePoint(offset, driver.getOffset())) driver.scroll(offset);
                // Sideways right to left, the first cell in view that kept its size keeps its right edge.
                RightToLeftEdge edge = RightToLeftEdge.inView(driver, new ScrollDriver.CellFilter() {
                    @Override
                    public boolean includes(int section, int item) {
                        return section != id.section || item != id.item;
                    }
                });
                if (edge == null) edge = RightToLeftEdge.inView(driver, null);
                Map<ElementID, ItemSize> report = new HashMap<>();
                report.put(id, ItemSize.size(size.width, size.height));
                driver.reportSizes(report);
                if (edge != null) edge.hold(driver);
                return new Point(driver.getOffset().x - offset.x, driver.getOffset().y - offset.y);
            }
        });
        if (moved == null) moved = Point.ZERO;
        if (pendingEnd && driver != null) anchoredOffset = driver.endOffset();
        Size now = contentSize();
        Point grown = new Point(now.width - oldSize.width, now.height - oldSize.height);
        if (phase != Phase.UPDATES) return new Point[] {moved, grown};
        Point staged = stagedAdjustment == null ? Point.ZERO : stagedAdjustment;
        stagedAdjustment = new Point(staged.x + moved.x, staged.y + moved.y);
        return new Point[] {Point.ZERO, grown};
    }

    // Layout switches

    /** The item a scroll the app asked for waits for, or null. */
    public ElementID getPendingScroll() {
        return pendingScroll;
    }

    /**
     * The app asks to show {@code item} at the viewport's leading edge (Swift's {@code scrollTarget(toItem:view:)},
     * Android's {@code scrollToPosition}): the content offset to scroll to now, or null when the laid-out data does not
     * have the item yet; the request is then kept ({@link #getPendingScroll}) in place of any before it.
     */
    public Point scrollTarget(ElementID item, ViewBounds at) {
        pendingScroll = item;
        return pendingScrollTarget(at);
    }

    /** After a layout pass or a change of data: the content offset for the pending scroll once the data has its item (given once), else null. */
    public Point pendingScrollTarget(ViewBounds at) {
        ElementID item = pendingScroll;
        if (item == null || driver == null || failure != null || dataIsStale) return null;
        if (item.kind != ElementKind.CELL || !dataHas(driver.getInput().getSectionCounts(), item)) return null;
        LayoutAttributes found = attributes(item);
        if (found == null) return null;
        Rect frame = found.getFrame();
        Point offset = at.layoutOffset();
        dev.tessera.runtime.queries.PreparedLayout prepared = driver.getPrepared();
        // Sideways right to left the leading edge is the right one.
        Point target = prepared.mapping.vertical() ? new Point(offset.x, frame.y)
                : new Point(prepared.endsAtOrigin() ? frame.x + frame.width - at.viewport().width : frame.x, offset.y);
        pendingScroll = null;
        return at.reachable(at.contentOffset(target), contentSize());
    }

    /**
     * Rule 11's test of whether a scroll that waits for {@code element} is due: the laid-out data (its section counts) has
     * it — a cell within its section's count, a header or footer whose section is there. An app's scroll names a cell
     * ({@link #pendingScrollTarget}, as Swift's and TypeScript's); Android's LayoutManager waits by the same test for a
     * {@code scrollToPosition} or a restored state (which may name a header), its position read as an index path.
     */
    public static boolean dataHas(int[] counts, ElementID element) {
        if (element.section < 0 || element.section >= counts.length) return false;
        return element.kind != ElementKind.CELL || (element.item >= 0 && element.item < counts[element.section]);
    }

    /**
     * The view is about to show this layout in place of {@code previous}, with {@code at} as it is now: the cell
     * {@code previous} has first in view keeps its distance from the viewport's leading edge in this layout (and stays in
     * view); the next prepare lays out for it, and {@link #offsetAfterChange} gives the offset. A view that followed the
     * previous layout's end follows this one's.
     */
    public void takeAnchor(CollectionSession previous, ViewBounds at) {
        // The view is the same: a scroll it waits for waits on in this layout.
        pendingScroll = previous.pendingScroll;
        if (previous.driver == null) return;
        ScrollDriver old = previous.driver.copy();
        Point offset = at.layoutOffset();
        if (!samePoint(old.getOffset(), offset)) {
            try {
                old.scroll(offset);
            } catch (LayoutException error) {
                return;
            }
        }
        pendingAnchor = old.firstCellInView(null);
        pendingEdge = null;
        replacedFollowingEnd = old.followsEnd();
        anchoredOffset = null;
        invalidateData();
    }

    // Batch updates

    /**
     * The start of a batch update, after the prepare that took the new counts: sizes cells reported follow their items, and
     * the first cell in view that the update neither deletes nor moves keeps its place ({@link #offsetAfterChange} gives
     * the offset); a view that followed the end follows it. A list that does not fit the counts forgets the reported sizes.
     */
    public void beginUpdates(List<UpdateEntry> entries) {
        phase = Phase.UPDATES;
        anchoredOffset = null;
        // An update that invalidated nothing (a move, which changes no count) starts from the layout the view shows.
        if (beforeUpdate == null && !dataIsStale && driver != null) beforeUpdate = driver.copy();
        ScrollDriver before = beforeUpdate;
        if (before == null || driver == null) {
            reportedSizes = new HashMap<>();
            return;
        }
        int[] counts = driver.getInput().getSectionCounts();
        List<ItemUpdate> updates = UpdateEntry.updates(entries, counts);
        final BatchUpdate checked = updates == null ? null : BatchUpdate.make(before.getInput().getSectionCounts(), updates);
        if (checked == null || !Arrays.equals(checked.newCounts, counts)) {
            forgetReportedSizes();
            return;
        }
        Map<ElementID, ItemSize> followed = followed(reportedSizes, checked);
        final boolean sizesMoved = !followed.equals(reportedSizes);
        reportedSizes = followed;
        // Of the cells in view, the first that stays where the batch leaves it; a view that followed the end follows it.
        final boolean followsEnd = before.followsEnd() && driver.getPrepared().keptToEnd;
        ScrollDriver.Anchor survivor = before.firstCellInView(new ScrollDriver.CellFilter() {
            @Override
            public boolean includes(int section, int item) {
                return checked.keepsItsPlace(section, item);
            }
        });
        // Sideways right to left, by its right edge (RightToLeftEdge).
        RightToLeftEdge edge = RightToLeftEdge.inView(before, new ScrollDriver.CellFilter() {
            @Override
            public boolean includes(int section, int item) {
                return checked.keepsItsPlace(section, item);
            }
        });
        if (!sizesMoved && survivor == null && edge == null && !followsEnd) return;
        final ItemSize[][] sizes = currentSizes();
        int[] path = survivor == null ? null : checked.newPath(ElementKind.CELL, survivor.section, survivor.item);
        final ScrollDriver.Anchor anchor = path == null ? null : new ScrollDriver.Anchor(path[0], path[1], survivor.distance);
        int[] edgePath = edge == null ? null : checked.newPath(ElementKind.CELL, edge.section, edge.item);
        final RightToLeftEdge edgeNow = edgePath == null ? null : edge.at(edgePath[0], edgePath[1]);
        Point anchored = changeDriver(new DriverChange<Point>() {
            @Override
            public Point apply(ScrollDriver driver) throws LayoutException {
                Point offset = driver.getOffset();
                LayoutInput input = driver.getInput().withItemSizes(sizes);
                driver.replace(input, sizesMoved ? driver.computeLayout(input) : driver.getPrepared(), anchor);
                if (edgeNow != null) edgeNow.hold(driver);
                Point result = followsEnd ? driver.endOffset() : driver.getOffset();
                // The view is where it was until it takes the anchored offset.
                if (!samePoint(driver.getOffset(), offset)) driver.scroll(offset);
                return result;
            }
        });
        if (anchor != null || edgeNow != null || followsEnd) anchoredOffset = anchored;
    }

    private static Map<ElementID, ItemSize> followed(Map<ElementID, ItemSize> sizes, BatchUpdate batch) {
        Map<ElementID, ItemSize> result = new HashMap<>();
        for (Map.Entry<ElementID, ItemSize> entry : sizes.entrySet()) {
            ElementID id = entry.getKey();
            int[] path = batch.newPath(id.kind, id.section, id.item);
            if (path != null) result.put(ElementID.cell(path[0], path[1]), entry.getValue());
        }
        return result;
    }

    /**
     * The end of an interactive move: the items at {@code previous} are now at {@code fin}, in the data too. The sizes cells
     * reported follow their items, and the next prepare lays out again with the app's sizes in their new order, the first
     * cell in view kept in place; a cancelled move changes nothing. Answers whether the shell must invalidate everything.
     */
    public boolean endInteractiveMove(List<ElementID> previous, List<ElementID> fin, boolean cancelled) {
        if (cancelled || previous.size() != fin.size() || previous.equals(fin) || driver == null) return false;
        List<ItemUpdate> moves = new ArrayList<>();
        for (int index = 0; index < previous.size(); index++) {
            ElementID from = previous.get(index);
            ElementID to = fin.get(index);
            moves.add(ItemUpdate.move(from.section, from.item, to.section, to.item));
        }
        BatchUpdate moved = BatchUpdate.make(driver.getInput().getSectionCounts(), moves);
        reportedSizes = moved == null ? new HashMap<ElementID, ItemSize>() : followed(reportedSizes, moved);
        return invalidate(false, false, fin);
    }

    /** Drops every reported size, and lays out again without them if the layout used any. */
    private void forgetReportedSizes() {
        if (reportedSizes.isEmpty()) return;
        reportedSizes = new HashMap<>();
        final ItemSize[][] sizes = currentSizes();
        changeDriver(new DriverChange<Void>() {
            @Override
            public Void apply(ScrollDriver driver) throws LayoutException {
                LayoutInput input = driver.getInput().withItemSizes(sizes);
                Point offset = driver.getOffset();
                driver.replace(input, driver.computeLayout(input), null);
                if (!samePoint(driver.getOffset(), offset)) driver.scroll(offset);
                return null;
            }
        });
    }

    /** The end of a batch update: answers the offset adjustment self-sizing staged during it (null when none). */
    public Point endUpdates() {
        Point staged = stagedAdjustment;
        phase = Phase.IDLE;
        beforeUpdate = null;
        anchoredOffset = null;
        stagedAdjustment = null;
        return staged;
    }

    // Rule 6 for shells that apply updates themselves (Android's LayoutManager)

    /**
     * Of the cells {@code before} has in view, the first that every batch of {@code batches} (applied one after another)
     * neither deletes nor moves, by its path before them and its distance (null: none): the cell an update keeps in place
     * (rule 6, as {@link #beginUpdates} chooses it for one batch). Android's LayoutManager asks it for the changes
     * RecyclerView tells one after another.
     */
    public static ScrollDriver.Anchor survivorOf(ScrollDriver before, final List<BatchUpdate> batches) {
        return before.firstCellInView(new ScrollDriver.CellFilter() {
            @Override
            public boolean includes(int section, int item) {
                int[] path = {section, item};
                for (BatchUpdate batch : batches) {
                    if (!batch.keepsItsPlace(path[0], path[1])) return false;
                    path = batch.newPath(ElementKind.CELL, path[0], path[1]);
                }
                return true;
            }
        });
    }

    /** Where a cell is after {@code batches}, one after another: {section, item}, or null when one deletes it. */
    public static int[] pathAfter(List<BatchUpdate> batches, int section, int item) {
        int[] path = {section, item};
        for (BatchUpdate batch : batches) {
            path = batch.newPath(ElementKind.CELL, path[0], path[1]);
            if (path == null) return null;
        }
        return path;
    }

    /** The sizes cells reported, at their items' paths after {@code batches}: those of deleted or reloaded items forgotten (rule 6). */
    public static Map<ElementID, ItemSize> sizesAfter(Map<ElementID, ItemSize> sizes, List<BatchUpdate> batches) {
        for (BatchUpdate batch : batches) sizes = followed(sizes, batch);
        return sizes;
    }

    // Equality as Swift's: 0 and -0 are the same number.

    static boolean samePoint(Point a, Point b) {
        return a.x == b.x && a.y == b.y;
    }

    static boolean sameSize(Size a, Size b) {
        return a.width == b.width && a.height == b.height;
    }
}
