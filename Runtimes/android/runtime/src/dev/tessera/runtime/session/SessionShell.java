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
import dev.tessera.runtime.geometry.ScrollAxis;
import dev.tessera.runtime.geometry.Size;
import dev.tessera.runtime.inputs.ItemSize;
import dev.tessera.runtime.inputs.LayoutException;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A collection view reduced to the state a session keeps, driven by platform-neutral events, each making the calls of
 * {@link CollectionSession} that docs/SESSIONS.md ("The events and the calls they make") lists, as the Swift shell that
 * writes the session vectors does. It also keeps what waits for data: a scroll to an item the data does not have yet is
 * applied once it does (rule 11).
 */
public final class SessionShell {
    /** Loads a layout by the name the session gives it. */
    public interface Layouts {
        CompiledLayout load(String name) throws LayoutException;
    }

    private final Layouts layouts;
    private CollectionSession core;
    private String layoutName;
    /** The sessions of layouts shown before, by name: a switch to a prepared layout takes one back. */
    private final Map<String, CollectionSession> shownBefore = new HashMap<>();
    /** The layout shown before the latest switch, its name and the offset it had: what {@code cancelSwitch} restores. */
    private CollectionSession beforeSwitch;
    private String beforeSwitchName;
    private Point beforeSwitchOffset;
    /** The content offset (the view's bounds origin), the view's size, its insets. */
    private Point offset = Point.ZERO;
    private Size viewport = new Size(0, 0);
    private Insets insets = Insets.ZERO;
    private int[] counts = new int[0];
    /** The app's item sizes (null: it gives none). */
    private ItemSize[][] sizes;
    private double textScale = 1;
    private boolean reduceMotion = false;
    private boolean dragging = false;
    /** An interactive move: the dragged item and the place it would take now (null: none). */
    private ElementID moveSource;
    private ElementID moveTarget;
    private int errors = 0;

    public SessionShell(String layout, Layouts layouts) throws LayoutException {
        this.layouts = layouts;
        layoutName = layout;
        core = new CollectionSession(layouts.load(layout));
    }

    public CollectionSession getCore() {
        return core;
    }

    private ViewBounds view() {
        return new ViewBounds(new Rect(offset.x, offset.y, viewport.width, viewport.height), insets);
    }

    private CollectionSession.SizeSource appSizes() {
        final ItemSize[][] given = sizes;
        return new CollectionSession.SizeSource() {
            @Override
            public ItemSize[][] sizes() {
                return given;
            }
        };
    }

    // The events

    /** The first layout pass of a view. */
    public Outcome open(Size viewport, Insets insets, Point offset, int[] counts, ItemSize[][] sizes, double textScale, boolean reduceMotion)
        throws LayoutException {
        begin();
        core = new CollectionSession(layouts.load(layoutName));
        this.viewport = viewport;
        this.insets = insets;
        this.offset = offset;
        this.counts = counts.clone();
        this.sizes = sizes;
        this.textScale = textScale;
        this.reduceMotion = reduceMotion;
        pass();
        return end();
    }

    public Outcome scroll(Point to) {
        begin();
        moveTo(to, null);
        return end();
    }

    public Outcome dragBegin() {
        begin();
        dragging = true;
        core.noteDragging(true, view());
        return end();
    }

    public Outcome dragEnd(Point velocity) {
        begin();
        Point rest = core.restingOffset(offset, velocity, insets, null);
        dragging = false;
        moveTo(rest, null);
        return end();
    }

    public Outcome resize(Size size) {
        begin();
        moveTo(offset, size);
        return end();
    }

    public Outcome insets(Insets next) {
        begin();
        // A view at its top or leading edge stays there (the platform moves it to the new inset).
        double x = offset.x == -insets.left ? -next.left : offset.x;
        double y = offset.y == -insets.top ? -next.top : offset.y;
        offset = new Point(x, y);
        insets = next;
        core.invalidate(true, false, null);
        pass();
        return end();
    }

    public Outcome textScale(double value) {
        begin();
        textScale = value;
        relayoutKeepingAnchor();
        return end();
    }

    public Outcome reduceMotion(boolean value) {
        begin();
        reduceMotion = value;
        relayoutKeepingAnchor();
        return end();
    }

    /** A batch update; {@code invalidatesCounts} false is one the platform brackets with no invalidation of the counts (a move). */
    public Outcome update(List<UpdateEntry> entries, int[] newCounts, ItemSize[][] newSizes, boolean invalidatesCounts) {
        begin();
        counts = newCounts.clone();
        sizes = newSizes;
        if (invalidatesCounts) core.invalidate(false, true, null);
        pass();
        core.beginUpdates(entries);
        offset = core.offsetAfterChange(offset, insets);
        Point staged = core.endUpdates();
        if (staged != null) {
            offset = new Point(offset.x + staged.x, offset.y + staged.y);
            pass();
        }
        return end();
    }

    /** The items changed with no update list (a collection that compares its data). */
    public Outcome itemsChanged(List<UpdateEntry> entries, int[] newCounts, ItemSize[][] newSizes) {
        begin();
        List<ItemUpdate> updates = UpdateEntry.updates(entries, newCounts);
        final BatchUpdate batch = updates == null ? null : BatchUpdate.make(counts, updates);
        core.itemsChanged(batch == null ? null : new CollectionSession.NewPath() {
            @Override
            public int[] of(int section, int item) {
                return batch.newPath(ElementKind.CELL, section, item);
            }
        });
        counts = newCounts.clone();
        sizes = newSizes;
        pass();
        takeAnchoredOffset();
        return end();
    }

    public Outcome reloadData(int[] newCounts, ItemSize[][] newSizes) {
        begin();
        counts = newCounts.clone();
        sizes = newSizes;
        core.invalidate(true, true, null);
        pass();
        return end();
    }

    /** A cell's self-sizing report. */
    public Outcome report(ElementID item, Size size) {
        begin();
        if (core.invalidatesForPreferredSize(size, item)) {
            Point adjustment = core.reportPreferredSize(size, item, view())[0];
            offset = new Point(offset.x + adjustment.x, offset.y + adjustment.y);
            pass();
        }
        return end();
    }

    /** The app changed its sizes and invalidates everything ({@code items} empty) or those items. */
    public Outcome appSizes(ItemSize[][] newSizes, List<ElementID> items) {
        begin();
        sizes = newSizes;
        if (items.isEmpty()) {
            core.invalidate(true, false, null);
        } else if (core.invalidate(false, false, items)) {
            core.invalidate(true, false, null);
        }
        pass();
        return end();
    }

    public Outcome moveBegin(ElementID item) {
        begin();
        moveSource = item;
        moveTarget = item;
        return end();
    }

    public Outcome moveTarget(Point position) {
        begin();
        if (moveSource != null) {
            ElementID target = core.moveTarget(moveSource, position);
            if (target != null) moveTarget = target;
        }
        return end();
    }

    /** The data source took the move: its counts and sizes after it. */
    public Outcome moveEnd(int[] newCounts, ItemSize[][] newSizes) {
        begin();
        if (moveSource != null) {
            counts = newCounts.clone();
            sizes = newSizes;
            if (core.endInteractiveMove(Collections.singletonList(moveSource), Collections.singletonList(moveTarget), false)) {
                core.invalidate(true, false, null);
            }
            moveSource = null;
            moveTarget = null;
            pass();
        }
        return end();
    }

    public Outcome moveCancel() {
        begin();
        if (moveSource != null) {
            core.endInteractiveMove(Collections.singletonList(moveSource), Collections.singletonList(moveTarget), true);
            moveSource = null;
            moveTarget = null;
            pass();
        }
        return end();
    }

    /**
     * A switch to the layout {@code name}. {@code prepared}: the session last used for it here, else a new one given one
     * layout pass of its own while the view still shows the old layout (it takes no offset then); otherwise a new one.
     */
    public Outcome switchLayout(String name, boolean prepared) throws LayoutException {
        begin();
        noteSwitch();
        CollectionSession next;
        CollectionSession kept = prepared ? shownBefore.get(name) : null;
        if (kept != null) {
            next = kept.copy();
        } else {
            next = new CollectionSession(layouts.load(name));
            if (prepared) {
                next.prepare(view(), counts, textScale, reduceMotion, appSizes());
                Point taken = next.offsetToTakeNow(insets, false);
                if (taken != null) offset = taken;
                errors += next.takeUnreportedErrors().size();
            }
        }
        next.takeAnchor(core, view());
        next.prepare(view(), counts, textScale, reduceMotion, appSizes());
        Point target = next.offsetAfterChange(offset, insets);
        shownBefore.put(layoutName, core.copy());
        core = next;
        layoutName = name;
        if (!CollectionSession.samePoint(target, offset)) moveTo(target, null);
        return end();
    }

    /** A scroll to an item: its leading edge to the viewport's, now or once the data has it. */
    public Outcome scrollTo(ElementID item) {
        begin();
        Point target = core.scrollTarget(item, view());
        if (target != null) moveTo(target, null);
        return end();
    }

    // The events a view sends besides the platform's collection calls (the web view's; docs/SESSIONS.md)

    /** Items added at the ends of sections only: the data source's counts and sizes after it. */
    public Outcome append(int[] newCounts, ItemSize[][] newSizes) {
        begin();
        counts = newCounts.clone();
        sizes = newSizes;
        core.append(view(), counts, textScale, reduceMotion, appSizes());
        pass();
        takeAnchoredOffset();
        return end();
    }

    /**
     * One step of a move the layout shows at once: the move as a batch update (reported sizes follow their items), the
     * view's offset kept, held within the content.
     */
    public Outcome moveStep(List<UpdateEntry> entries, int[] newCounts, ItemSize[][] newSizes) {
        begin();
        counts = newCounts.clone();
        sizes = newSizes;
        core.invalidate(false, true, null);
        pass();
        core.beginUpdates(entries);
        core.endUpdates();
        Point held = view().reachable(offset, core.contentSize());
        if (!CollectionSession.samePoint(held, offset)) moveTo(held, null);
        return end();
    }

    /** The latest switch cancelled: the layout shown before it, at the offset it had, with the app's sizes it had. */
    public Outcome cancelSwitch(ItemSize[][] sizesBefore) {
        begin();
        if (beforeSwitch != null) {
            shownBefore.put(layoutName, core.copy());
            core = beforeSwitch;
            layoutName = beforeSwitchName;
            Point offsetBefore = beforeSwitchOffset;
            beforeSwitch = null;
            beforeSwitchName = null;
            beforeSwitchOffset = null;
            sizes = sizesBefore;
            moveTo(offsetBefore, null);
            pass();
        }
        return end();
    }

    /** Another layout with new data at once: nothing kept in view but the offset, held within the new content's ends. */
    public Outcome replaceLayout(String name, int[] newCounts, ItemSize[][] newSizes) throws LayoutException {
        begin();
        CollectionSession next = new CollectionSession(layouts.load(name));
        shownBefore.put(layoutName, core.copy());
        core = next;
        layoutName = name;
        counts = newCounts.clone();
        sizes = newSizes;
        pass();
        Point held = view().reachable(offset, core.contentSize());
        if (!CollectionSession.samePoint(held, offset)) moveTo(held, null);
        return end();
    }

    /**
     * A frame of drag to reorder's edge scroll: the finger (content coordinates) held for {@code seconds}. The view
     * scrolls along the axis by {@link AutoScroll#speed} × seconds, held within the content; an interactive move's
     * target is asked again where the content moved the finger.
     */
    public Outcome autoScroll(Point finger, double seconds) {
        begin();
        if (core.getDriver() != null) {
            boolean vertical = core.getDriver().getPrepared().getAxis() == ScrollAxis.VERTICAL;
            ViewBounds view = view();
            Point from = offset;
            double start = vertical ? view.layoutOffset().y : view.layoutOffset().x;
            double length = vertical ? view.viewport().height : view.viewport().width;
            double speed = AutoScroll.speed(vertical ? finger.y : finger.x, start, start + length);
            if (speed != 0) {
                double step = speed * seconds;
                Point to = view.reachable(vertical ? new Point(from.x, from.y + step) : new Point(from.x + step, from.y), core.contentSize());
                if (!CollectionSession.samePoint(to, from)) {
                    moveTo(to, null);
                    if (moveSource != null) {
                        ElementID target = core.moveTarget(moveSource, new Point(finger.x + (offset.x - from.x), finger.y + (offset.y - from.y)));
                        if (target != null) moveTarget = target;
                    }
                }
            }
        }
        return end();
    }

    /** What a cancelled switch goes back to: the layout shown now (no longer changed once the switch leaves it). */
    private void noteSwitch() {
        beforeSwitch = core;
        beforeSwitchName = layoutName;
        beforeSwitchOffset = offset;
    }

    // The two helpers of docs/SESSIONS.md

    /** The layout pass: prepare, then the offset the session says the view must take now. */
    private void pass() {
        core.prepare(view(), counts, textScale, reduceMotion, appSizes());
        Point target = core.offsetToTakeNow(insets, true);
        if (target != null) {
            ViewBounds moved = view().at(target);
            if (core.invalidates(moved)) core.invalidationForBoundsChange(moved);
            offset = target;
        }
    }

    /** A bounds change to content offset {@code target} (and view size {@code size}, null: kept), then the layout pass. */
    private void moveTo(Point target, Size size) {
        core.noteDragging(dragging, view());
        Size next = size == null ? viewport : size;
        ViewBounds moved = new ViewBounds(new Rect(target.x, target.y, next.width, next.height), insets);
        if (!core.invalidates(moved)) {
            offset = target;
            viewport = next;
            return;
        }
        Point adjustment = core.invalidationForBoundsChange(moved);
        offset = new Point(target.x + adjustment.x, target.y + adjustment.y);
        viewport = next;
        pass();
    }

    /** After a change told outside a layout pass: lay out again, then scroll where the first cell in view keeps its place. */
    private void relayoutKeepingAnchor() {
        core.invalidate(true, false, null);
        pass();
        takeAnchoredOffset();
    }

    private void takeAnchoredOffset() {
        Point target = core.offsetAfterChange(offset, insets);
        if (!CollectionSession.samePoint(target, offset)) moveTo(target, null);
    }

    private void begin() {
        errors = 0;
    }

    private Outcome end() {
        Point target = core.pendingScrollTarget(view());
        if (target != null) moveTo(target, null);
        errors += core.takeUnreportedErrors().size();
        return outcome();
    }

    /** What the session shows now. */
    private Outcome outcome() {
        ScrollDriver.Anchor anchor = null;
        ViewBounds view = view();
        if (core.getDriver() != null) {
            // The driver may be behind the view (a scroll that invalidated nothing).
            ScrollDriver driver = core.getDriver().copy();
            try {
                if (!CollectionSession.samePoint(driver.getOffset(), view.layoutOffset())) driver.scroll(view.layoutOffset());
                anchor = driver.firstCellInView(null);
            } catch (LayoutException ignored) {
                // As Swift's `try?`: no anchor where the driver cannot scroll.
            }
        }
        List<LayoutAttributes> elements = core.copy().attributes(new Rect(offset.x, offset.y, viewport.width, viewport.height));
        return new Outcome(offset, core.contentSize(), anchor, elements, core.getReportedSizes().size(),
            moveSource == null ? null : new ElementID[] {moveSource, moveTarget}, core.getPendingScroll(), core.getFailure() != null, errors);
    }

    /** What a session shows after an event (docs/SESSIONS.md, "The vector file"). */
    public static final class Outcome {
        public final Point offset;
        public final Size contentSize;
        /** The first cell in view at the view's offset and its distance from the leading edge; null: none. */
        public final ScrollDriver.Anchor anchor;
        public final List<LayoutAttributes> elements;
        public final int reported;
        /** The interactive move's source and target, or null. */
        public final ElementID[] moving;
        public final ElementID pending;
        public final boolean failed;
        public final int errors;

        Outcome(Point offset, Size contentSize, ScrollDriver.Anchor anchor, List<LayoutAttributes> elements, int reported,
                ElementID[] moving, ElementID pending, boolean failed, int errors) {
            this.offset = offset;
            this.contentSize = contentSize;
            this.anchor = anchor;
            this.elements = elements;
            this.reported = reported;
            this.moving = moving;
            this.pending = pending;
            this.failed = failed;
            this.errors = errors;
        }
    }
}
