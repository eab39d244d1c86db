package dev.tessera.runtime.driver;

import dev.tessera.runtime.layout.TesseraLayout;
import dev.tessera.runtime.geometry.AxisMapping;
import dev.tessera.runtime.geometry.ElementID;
import dev.tessera.runtime.geometry.ElementKind;
import dev.tessera.runtime.geometry.LayoutAttributes;
import dev.tessera.runtime.geometry.Numbers;
import dev.tessera.runtime.geometry.Point;
import dev.tessera.runtime.geometry.ReadingDirection;
import dev.tessera.runtime.geometry.Rect;
import dev.tessera.runtime.geometry.Size;
import dev.tessera.runtime.geometry.SwiftMath;
import dev.tessera.runtime.inputs.ItemSize;
import dev.tessera.runtime.inputs.LayoutException;
import dev.tessera.runtime.inputs.LayoutInput;
import dev.tessera.runtime.layout.LayoutEngine;
import dev.tessera.runtime.programs.InputRead;
import dev.tessera.runtime.queries.PreparedLayout;
import dev.tessera.runtime.queries.ScrollOffsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Everything a scrolling view asks of a layout, frame after frame, as the Swift runtime's
 * ScrollDriver: the layout prepared for the current input, the scroll position, and the current
 * frame (the elements in the viewport grown by `margin` along the scroll axis), with what each
 * change added to the view and took out of it. Used by one thread at a time.
 */
public final class ScrollDriver {
    /** A cell to keep in place across a change: its distance from the viewport's start. */
    public static final class Anchor {
        public final int section;
        public final int item;
        public final double distance;

        public Anchor(int section, int item, double distance) {
            this.section = section;
            this.item = item;
            this.distance = distance;
        }
    }

    /** Which cells may anchor a change. */
    public interface CellFilter {
        boolean includes(int section, int item);
    }

    /** Layouts computed, continued, viewport changes taken without computing, frames, and layouts brought up to date after sizes changed. */
    public static final class Work {
        public int prepares;
        public int extendings;
        public int adoptedSizes;
        public int frames;
        public int relayouts;
    }

    private final TesseraLayout layout;
    private double margin;
    private LayoutInput input;
    private PreparedLayout prepared;
    private ScrollOffsets position;
    /** The current frame's elements, sorted by element: those in `keptRect(offset)`. */
    private List<LayoutAttributes> kept = new ArrayList<>();
    /** What the last change added to the view and took out of it, sorted. */
    private List<ElementID> entered = new ArrayList<>();
    private List<ElementID> left = new ArrayList<>();
    private boolean reported = false;
    private final Work work = new Work();
    /** The item sizes the driver copied for reports, which it writes in place while its input holds them. */
    private ItemSize[][] ownedSizes;

    /** Within a point of the end counts as at it: a view's offsets are rounded to its pixels. */
    static final double END_TOLERANCE = 1;

    /** A driver where the layout opens (its start, or its end for one kept to its end), with no margin. */
    public ScrollDriver(TesseraLayout layout, LayoutInput input) throws LayoutException {
        this(layout, input, null, 0);
    }

    /** A driver at {@code offset}; null: where the layout opens, its start, or its end for a layout kept to its end ({@code gravity: end}). */
    public ScrollDriver(TesseraLayout layout, LayoutInput input, Point offset, double margin) throws LayoutException {
        if (!(SwiftMath.isFinite(margin) && margin >= 0)) {
            throw new LayoutException("the margin must be a finite number of points, 0 or more, not " + Numbers.describe(margin));
        }
        if (offset != null) checkOffset(offset);
        this.layout = layout;
        this.margin = margin;
        this.input = input;
        this.position = offset == null ? new ScrollOffsets(0, 0) : new ScrollOffsets(offset.x, offset.y);
        this.prepared = layout.prepare(input);
        work.prepares = 1;
        if (offset == null && prepared.keptToEnd) position = position.at(endOffset().x, endOffset().y);
        makeFrame(false);
    }

    /**
     * Takes the current frame as shown, so that the next change reports only what differs from
     * it: for a view that shows what it is given at once. (Otherwise the first change reports
     * everything kept as entered.)
     */
    public void takeFrameAsShown() {
        reported = true;
    }

    /**
     * An independent driver in this one's state: what a view showed before a change, kept while this one changes (Swift's
     * ScrollDriver is a value; a copy is how its adapters keep one).
     */
    public ScrollDriver copy() {
        return new ScrollDriver(this);
    }

    private ScrollDriver(ScrollDriver other) {
        layout = other.layout;
        margin = other.margin;
        input = other.input;
        // The two share the sizes now: neither writes them in place again (each copies them first).
        other.ownedSizes = null;
        prepared = other.prepared;
        position = other.position;
        kept = new ArrayList<>(other.kept);
        entered = new ArrayList<>(other.entered);
        left = new ArrayList<>(other.left);
        reported = other.reported;
        work.prepares = other.work.prepares;
        work.extendings = other.work.extendings;
        work.adoptedSizes = other.work.adoptedSizes;
        work.frames = other.work.frames;
        work.relayouts = other.work.relayouts;
    }

    /**
     * {@code anchor} (a cell first in view in another layout) as a switch to {@code computed} keeps it: at its distance
     * from the viewport's leading edge, unless it began before the edge and is too short in {@code computed} to reach past
     * it, which would leave it wholly out of view: then its leading edge at the viewport's. So the cell first in view
     * stays in view (Swift's {@code ScrollDriver.keptInView}).
     */
    public Anchor keptInView(Anchor anchor, PreparedLayout computed) throws LayoutException {
        if (anchor.distance >= 0) return anchor;
        LayoutAttributes cell = computed.attributes(ElementID.cell(anchor.section, anchor.item), position);
        if (cell == null) return anchor;
        return computed.mapping.uSize(cell.getFrame()) + anchor.distance > 0 ? anchor : new Anchor(anchor.section, anchor.item, 0);
    }

    public TesseraLayout getLayout() {
        return layout;
    }

    public LayoutInput getInput() {
        return input;
    }

    public PreparedLayout getPrepared() {
        return prepared;
    }

    public ScrollOffsets getPosition() {
        return position;
    }

    public Point getOffset() {
        return new Point(position.x, position.y);
    }

    public Size getViewport() {
        return input.getViewport();
    }

    public Size getContentSize() {
        return prepared.contentSize;
    }

    public Point maximumOffset() {
        return prepared.maximumOffset();
    }

    /**
     * Whether the view follows the content's end through changes: the layout keeps to its end
     * ({@code gravity: end}) and the offset is at the end, within a point.
     */
    public boolean followsEnd() {
        return followsEnd(getOffset());
    }

    /** Whether a view at {@code offset} follows the content's end ({@link #followsEnd()}). */
    public boolean followsEnd(Point offset) {
        double u = prepared.mapping.u(offset);
        return prepared.keptToEnd && (prepared.endsAtOrigin() ? u <= END_TOLERANCE : u >= prepared.mapping.u(maximumOffset()) - END_TOLERANCE);
    }

    /** The offset at the content's end along the scroll axis, across it where it is now. */
    public Point endOffset() {
        double end = prepared.endsAtOrigin() ? 0 : prepared.mapping.u(maximumOffset());
        return prepared.mapping.vertical() ? new Point(position.x, end) : new Point(end, position.y);
    }

    public double getMargin() {
        return margin;
    }

    /** The current frame's elements, in element order. */
    public List<LayoutAttributes> getKept() {
        return Collections.unmodifiableList(kept);
    }

    /** What the last change added to the frame, in element order. */
    public List<ElementID> getEntered() {
        return Collections.unmodifiableList(entered);
    }

    /** What the last change took out of the frame, in element order. */
    public List<ElementID> getLeft() {
        return Collections.unmodifiableList(left);
    }

    public Work getWork() {
        return work;
    }

    /**
     * The rect a frame at `offset` holds: the viewport there grown by `margin`, snapped outward
     * along the scroll axis to whole steps of the margin ({@link #keptSpan}), and across
     * the scroll axis the content's whole breadth too.
     */
    public Rect keptRect(Point offset) {
        Size viewport = input.getViewport();
        Size content = prepared.contentSize;
        if (prepared.mapping.vertical()) {
            double low = SwiftMath.min(0, offset.x - margin);
            double high = SwiftMath.max(content.width, offset.x + viewport.width + margin);
            double[] span = keptSpan(offset.y, viewport.height, margin);
            return new Rect(low, span[0], high - low, span[1]);
        }
        double low = SwiftMath.min(0, offset.y - margin);
        double high = SwiftMath.max(content.height, offset.y + viewport.height + margin);
        double[] span = keptSpan(offset.x, viewport.width, margin);
        return new Rect(span[0], low, span[1], high - low);
    }

    /**
     * Swift's {@code ScrollDriver.keptSpan}: {@code offset - margin} to {@code offset + length + margin}
     * along the scroll axis, snapped outward to whole steps of {@code margin} (none with no margin,
     * as this view's own driver has), so that elements enter and leave on the same frames;
     * {start, length}. The same operations as Swift's, so the same elements to the bit.
     */
    static double[] keptSpan(double offset, double length, double margin) {
        double whole = length + 2 * margin;
        if (!(margin > 0) || Double.isInfinite(margin) || Double.isNaN(offset) || Double.isInfinite(offset)) {
            return new double[] {offset - margin, whole};
        }
        return new double[] {Math.floor((offset - margin) / margin) * margin, whole + margin};
    }

    /** Elements `margin` points past the viewport from now on: a new frame, never a new layout. */
    public void keepMargin(double margin) throws LayoutException {
        if (!(SwiftMath.isFinite(margin) && margin >= 0)) {
            throw new LayoutException("the margin must be a finite number of points, 0 or more, not " + Numbers.describe(margin));
        }
        if (margin == this.margin) return;
        double previous = this.margin;
        this.margin = margin;
        try {
            makeFrame(true);
        } catch (LayoutException error) {
            this.margin = previous;
            throw error;
        }
    }

    /** A new scroll offset (any, also past the ends while bouncing), a new frame. Never prepares. */
    public void scroll(Point to) throws LayoutException {
        checkOffset(to);
        ScrollOffsets previous = position;
        position = previous.at(to.x, to.y);
        try {
            makeFrame(true);
        } catch (LayoutException error) {
            position = previous;
            throw error;
        }
    }

    /** Orthogonal section `section` sideways to `offset`, held within its content. Never prepares. */
    public void scroll(int section, double offset) throws LayoutException {
        ScrollOffsets previous = position;
        position = withSectionOffset(previous, section, offset, prepared);
        try {
            makeFrame(true);
        } catch (LayoutException error) {
            position = previous;
            throw error;
        }
    }

    /** Where scrolling comes to rest, by the layout's snapping, paging by item counting from the offset now. */
    public Point restingOffset(Point proposed, Point velocity) throws LayoutException {
        return restingOffset(proposed, velocity, null);
    }

    /** Where scrolling comes to rest, by the layout's snapping; paging by item counts from `start`, where the gesture began (null: the offset now). */
    public Point restingOffset(Point proposed, Point velocity, Point start) throws LayoutException {
        checkOffset(proposed);
        checkOffset(velocity);
        if (start != null) checkOffset(start);
        ScrollOffsets from = start == null ? position : position.at(start.x, start.y);
        return prepared.restingOffset(proposed, velocity, from);
    }

    /** Where a sideways scroll of orthogonal section `section` comes to rest, by its snap; paging counts from the section's offset now. */
    public double restingOffset(int section, double proposed, double velocity) throws LayoutException {
        return prepared.restingOffset(section, proposed, velocity, position.sectionOffset(section));
    }

    /** As above, paging counting from `start`, the section's offset when the gesture began. */
    public double restingOffset(int section, double proposed, double velocity, double start) throws LayoutException {
        return prepared.restingOffset(section, proposed, velocity, start);
    }

    /** The element drawn at `at` (content coordinates), frontmost first; null on none. */
    public ElementID element(Point at) throws LayoutException {
        return prepared.element(at, position);
    }

    /** The cell a dragged cell would take the place of; null to stay. */
    public ElementID moveTarget(ElementID dragged, Point center) throws LayoutException {
        return prepared.moveTarget(dragged, center, position);
    }

    /** One element's attributes at the current offset; null when the layout has no such element. */
    public LayoutAttributes attributes(ElementID id) throws LayoutException {
        return prepared.attributes(id, position);
    }

    // MARK: Changes of size and data

    /** A new viewport size; prepares again only when the layout reads what changed. Answers whether it did. */
    public boolean resize(Size viewport) throws LayoutException {
        Size old = input.getViewport();
        if (viewport.width == old.width && viewport.height == old.height) return false;
        return take(input.withViewport(viewport), needsNewAttributes(viewport));
    }

    /** A new text size; prepares again only when the layout reads `textScale`. Answers whether it did. */
    public boolean changeTextScale(double textScale) throws LayoutException {
        if (textScale == input.getTextScale()) return false;
        LayoutEngine.checkTextScale(textScale);
        return take(input.withTextScale(textScale), layout.reads().contains(InputRead.TEXT_SCALE));
    }

    /**
     * The reader turned Reduce Motion on or off; the layout is computed again with the effects
     * for it, the first cell in view keeping its place.
     */
    public boolean changeReduceMotion(boolean reduceMotion) throws LayoutException {
        if (reduceMotion == input.getReduceMotion()) return false;
        return take(input.withReduceMotion(reduceMotion), true);
    }

    /** Items appended at the ends of sections: the layout continues from where it stopped. */
    public void append(int[] sectionCounts, ItemSize[][] itemSizes) throws LayoutException {
        LayoutInput next = input.withSectionCounts(sectionCounts.clone()).withItemSizes(sizesAfterChange(itemSizes, sectionCounts));
        PreparedLayout extended = layout.extend(prepared, next);
        work.extendings += 1;
        replace(next, extended, null);
    }

    /** Anything else changed: prepares for `input`, keeping the offset within the content. */
    public void reload(LayoutInput input) throws LayoutException {
        replace(input, computeLayout(input), null);
    }

    /** Inserts, deletes and moves items and sections in one batch; answers what to animate. Sizes from data follow their items. */
    public List<UpdateElement> performBatchUpdates(List<ItemUpdate> updates) throws LayoutException {
        return performBatchUpdates(updates, null);
    }

    /** Inserts, deletes and moves items in one batch; answers what to animate. `itemSizes`: every size after it, or null to move the known ones. */
    public List<UpdateElement> performBatchUpdates(List<ItemUpdate> updates, ItemSize[][] itemSizes) throws LayoutException {
        final BatchUpdate batch = BatchUpdate.make(input.getSectionCounts(), updates);
        if (batch == null) {
            throw new LayoutException("the updates do not fit the item counts " + countsText(input.getSectionCounts())
                + ": each section and index must be in range (deletions and move sources before the update, insertions and move destinations after it)"
                + " and named once, and no item update may name a section the batch inserts or deletes");
        }
        LayoutInput next = input.withSectionCounts(batch.newCounts)
            .withItemSizes(sizesAfterChange(itemSizes != null ? itemSizes : sizesAfter(batch), batch.newCounts));
        PreparedLayout before = prepared;
        ScrollOffsets oldPosition = position;
        List<LayoutAttributes> oldFrame = kept;
        // The first cell in view that the update neither deletes nor moves keeps its place.
        Anchor survivor = firstCellInView(new CellFilter() {
            @Override
            public boolean includes(int section, int item) {
                return batch.keepsItsPlace(section, item);
            }
        });
        Anchor anchor = null;
        if (survivor != null) {
            int[] path = batch.newPath(ElementKind.CELL, survivor.section, survivor.item);
            anchor = new Anchor(path[0], path[1], survivor.distance);
        }
        replace(next, computeLayout(next), anchor);
        List<UpdateElement> elements = new ArrayList<>();
        List<UpdateElement> deleted = new ArrayList<>();
        Set<ElementID> covered = new HashSet<>();
        for (LayoutAttributes start : oldFrame) {
            int[] path = batch.newPath(start.kind, start.section, start.item);
            if (path == null) {
                LayoutAttributes end = start.copy();
                end.alpha = 0;
                deleted.add(new UpdateElement(UpdateElement.Change.DELETED, start, end));
                continue;
            }
            LayoutAttributes end = prepared.attributes(new ElementID(start.kind, path[0], path[1]), position);
            if (end == null) continue;
            LayoutAttributes moved = start.copy();
            moved.section = path[0];
            moved.item = path[1];
            elements.add(new UpdateElement(staysInPlace(moved, end) ? UpdateElement.Change.STAYS : UpdateElement.Change.MOVES, moved, end));
            covered.add(end.getId());
        }
        for (LayoutAttributes end : kept) {
            if (covered.contains(end.getId())) continue;
            int[] path = batch.oldPath(end.kind, end.section, end.item);
            LayoutAttributes start = path == null ? null : before.attributes(new ElementID(end.kind, path[0], path[1]), oldPosition);
            if (start != null) {
                LayoutAttributes moved = start.copy();
                moved.section = end.section;
                moved.item = end.item;
                elements.add(new UpdateElement(staysInPlace(moved, end) ? UpdateElement.Change.STAYS : UpdateElement.Change.MOVES, moved, end));
            } else {
                LayoutAttributes faded = end.copy();
                faded.alpha = 0;
                elements.add(new UpdateElement(UpdateElement.Change.INSERTED, faded, end));
            }
        }
        Collections.sort(elements, new Comparator<UpdateElement>() {
            @Override
            public int compare(UpdateElement a, UpdateElement b) {
                return compareElements(a.end, b.end);
            }
        });
        Collections.sort(deleted, new Comparator<UpdateElement>() {
            @Override
            public int compare(UpdateElement a, UpdateElement b) {
                return compareElements(a.start, b.start);
            }
        });
        elements.addAll(deleted);
        return elements;
    }

    /**
     * Self-sizing: cells report their real sizes, for layouts that take sizes from data. The
     * layout is computed again with them, the first cell in view keeps its place, and the answer
     * lists the elements of the frame whose attributes changed (or that entered or left), sorted.
     */
    public List<ElementID> reportSizes(Map<ElementID, ItemSize> reports) throws LayoutException {
        ItemSize[][] given = input.getItemSizes();
        if (given == null) {
            throw new LayoutException("this layout was given no item sizes, so cells cannot report theirs; self-sizing applies to layouts that take sizes from data");
        }
        // The sizes are copied once, then written in place: a report in a list of a million costs
        // what it changes, not a copy of every size (the app's arrays are never written).
        final boolean owned = given == ownedSizes;
        ItemSize[][] sizes = given;
        if (!owned) {
            sizes = new ItemSize[given.length][];
            for (int section = 0; section < given.length; section++) sizes[section] = given[section].clone();
        }
        List<Object[]> written = new ArrayList<>();
        boolean changed = false;
        int[] firstChanged = new int[input.getSectionCounts().length];
        Arrays.fill(firstChanged, -1);
        int[] changedEnds = new int[firstChanged.length];
        Arrays.fill(changedEnds, -1);
        for (Map.Entry<ElementID, ItemSize> report : reports.entrySet()) {
            int section = report.getKey().section;
            int item = report.getKey().item;
            if (!(section >= 0 && section < sizes.length && item >= 0 && item < sizes[section].length)) {
                restore(sizes, written, owned);
                throw new LayoutException("a size was reported for cell " + section + "." + item + ", which is not a cell of this layout");
            }
            if (!sameSize(sizes[section][item], report.getValue())) {
                written.add(new Object[] {section, item, sizes[section][item]});
                sizes[section][item] = report.getValue();
                changed = true;
                if (section < firstChanged.length) {
                    firstChanged[section] = firstChanged[section] < 0 ? item : Math.min(firstChanged[section], item);
                    changedEnds[section] = Math.max(changedEnds[section], item + 1);
                }
            }
        }
        if (!changed) return new ArrayList<>();
        LayoutInput next = input.withItemSizes(sizes);
        List<LayoutAttributes> oldFrame = kept;
        // The first cell in view that kept its size keeps its place: a cell that enters at the top
        // and measures itself (scrolling up, older messages loaded) moves nothing below it.
        Anchor anchor = firstCellInView(new CellFilter() {
            @Override
            public boolean includes(int section, int item) {
                return !reports.containsKey(ElementID.cell(section, item));
            }
        });
        if (anchor == null) anchor = firstCellInView(null);
        // Only what the new sizes move is placed again (a masonry from the first reported item on).
        boolean taken = false;
        try {
            PreparedLayout relaid = layout.relayout(prepared, firstChanged, changedEnds, next);
            work.relayouts += 1;
            replace(next, relaid, anchor);
            taken = true;
        } finally {
            // Nothing changes on error: the sizes written are written back.
            if (!taken) restore(sizes, written, owned);
        }
        ownedSizes = sizes;
        List<ElementID> moved = new ArrayList<>();
        int old = 0;
        for (LayoutAttributes element : kept) {
            while (old < oldFrame.size() && compareElements(oldFrame.get(old), element) < 0) moved.add(oldFrame.get(old++).getId());
            if (old < oldFrame.size() && compareElements(oldFrame.get(old), element) == 0) {
                if (!oldFrame.get(old).sameAs(element)) moved.add(element.getId());
                old += 1;
            } else {
                moved.add(element.getId());
            }
        }
        for (; old < oldFrame.size(); old++) moved.add(oldFrame.get(old).getId());
        Collections.sort(moved);
        return moved;
    }

    /** Writes back the sizes a report wrote in place (`written`: section, item, old size), last first. */
    private static void restore(ItemSize[][] sizes, List<Object[]> written, boolean owned) {
        if (!owned) return;
        for (int index = written.size() - 1; index >= 0; index--) {
            Object[] entry = written.get(index);
            sizes[(Integer) entry[0]][(Integer) entry[1]] = (ItemSize) entry[2];
        }
    }

    private ItemSize[][] sizesAfter(BatchUpdate batch) {
        ItemSize[][] old = input.getItemSizes();
        if (old == null) return null;
        ItemSize[][] result = new ItemSize[batch.newCounts.length][];
        for (int section = 0; section < batch.newCounts.length; section++) {
            result[section] = new ItemSize[batch.newCounts[section]];
            for (int item = 0; item < batch.newCounts[section]; item++) {
                int[] source = batch.oldPath(ElementKind.CELL, section, item);
                if (source == null || source[0] >= old.length || source[1] >= old[source[0]].length) return null;
                result[section][item] = old[source[0]][source[1]];
            }
        }
        return result;
    }

    private ItemSize[][] sizesAfterChange(ItemSize[][] sizes, int[] counts) throws LayoutException {
        if (sizes == null) {
            if (input.getItemSizes() != null) {
                throw new LayoutException("this layout takes its items' sizes from data; give the sizes of all items after the change");
            }
            return null;
        }
        boolean fits = sizes.length == counts.length;
        for (int index = 0; fits && index < counts.length; index++) fits = sizes[index] != null && sizes[index].length == counts[index];
        if (!fits) {
            StringBuilder given = new StringBuilder("[");
            for (int index = 0; index < sizes.length; index++) given.append(index == 0 ? "" : ", ").append(sizes[index] == null ? 0 : sizes[index].length);
            throw new LayoutException("the item sizes must give one size per item, sections in order: " + countsText(counts) + " items, got " + given + "]");
        }
        return sizes;
    }

    public PreparedLayout computeLayout(LayoutInput input) throws LayoutException {
        PreparedLayout computed = layout.prepare(input);
        work.prepares += 1;
        return computed;
    }

    private boolean needsNewAttributes(Size size) {
        Size viewport = prepared.viewport;
        AxisMapping mapping = prepared.mapping;
        if (!prepared.scrolls || mapping.vSize(size) != mapping.vSize(viewport)) return true;
        Set<InputRead> reads = layout.reads();
        if (reads.contains(InputRead.WIDTH) && size.width != viewport.width) return true;
        if (reads.contains(InputRead.HEIGHT) && size.height != viewport.height) return true;
        if (mapping.direction == ReadingDirection.RIGHT_TO_LEFT && size.width != viewport.width
            && prepared.contentSize.width < SwiftMath.max(size.width, viewport.width)) {
            return true;
        }
        // Kept to the end, content shorter than either viewport sits against its end.
        if (prepared.keptToEnd && mapping.uSize(prepared.contentSize) - prepared.sectionStarts[0] < SwiftMath.max(mapping.uSize(size), mapping.uSize(viewport))) {
            return true;
        }
        return prepared.hasEffects || prepared.snaps();
    }

    /**
     * Takes an input that differs in the viewport or text size: computed again when it must be
     * (the first cell in view keeping its place), else the geometry kept.
     */
    private boolean take(LayoutInput next, boolean computingAgain) throws LayoutException {
        if (!computingAgain) {
            replace(next, prepared.adopting(next.getViewport(), next.getTextScale()), null);
            work.adoptedSizes += 1;
            return false;
        }
        replace(next, computeLayout(next), firstCellInView(null));
        return true;
    }

    /**
     * Takes {@code next} with {@code computed} (a layout computed for it), the cell {@code anchor} names (null: none) at its
     * distance from the viewport's start, the offset held within the content; a view that followed the end stays at it.
     */
    public void replace(LayoutInput next, PreparedLayout computed, Anchor anchor) throws LayoutException {
        LayoutInput oldInput = input;
        PreparedLayout oldPrepared = prepared;
        ScrollOffsets oldPosition = position;
        // A view that followed the end stays at the end, whatever the anchor.
        boolean followedEnd = followsEnd();
        input = next;
        prepared = computed;
        position = heldPosition(position, computed);
        try {
            double x = position.x;
            double y = position.y;
            if (anchor != null) {
                LayoutAttributes moved = computed.attributes(ElementID.cell(anchor.section, anchor.item), position);
                if (moved != null) {
                    double u = computed.mapping.u(moved.getFrame()) - anchor.distance;
                    if (computed.mapping.vertical()) y = u;
                    else x = u;
                }
            }
            Point limit = maximumOffset();
            position = position.at(SwiftMath.min(SwiftMath.max(0, x), limit.x), SwiftMath.min(SwiftMath.max(0, y), limit.y));
            // (Also into a variant that does not keep to its end: the newest items stay in view.)
            if (followedEnd) {
                Point end = endOffset();
                position = position.at(end.x, end.y);
            }
            makeFrame(true);
        } catch (LayoutException error) {
            input = oldInput;
            prepared = oldPrepared;
            position = oldPosition;
            throw error;
        }
    }

    /**
     * The cell that starts first in the viewport, of those {@code included} (null: every cell), to keep in place across a
     * change. Only cells on the screen count: a shelf's cells scrolled out sideways do not.
     */
    public Anchor firstCellInView(CellFilter included) {
        AxisMapping mapping = prepared.mapping;
        double start = mapping.vertical() ? position.y : position.x;
        double end = start + mapping.uSize(input.getViewport());
        // At the start the view stays at the start; kept to the end, at the end it stays there.
        if (prepared.keptToEnd ? followsEnd() : !(start > 0)) return null;
        Point offset = getOffset();
        Rect screen = new Rect(offset.x, offset.y, input.getViewport().width, input.getViewport().height);
        Anchor best = null;
        for (LayoutAttributes element : kept) {
            if (element.kind != ElementKind.CELL || (included != null && !included.includes(element.section, element.item))) continue;
            if (!element.intersects(screen)) continue;
            Rect frame = element.getFrame();
            double u = mapping.u(frame);
            double uEnd = u + mapping.uSize(frame);
            if (!(uEnd > start && u < end)) continue;
            if (u - start < (best == null ? Double.POSITIVE_INFINITY : best.distance)) best = new Anchor(element.section, element.item, u - start);
        }
        return best;
    }

    /** Queries the kept rect at the offset and lists what entered and left. */
    private void makeFrame(boolean reporting) throws LayoutException {
        // In element order: every engine lists its candidates in item order (a circle too, from
        // its first item), so the frame needs no sort.
        List<LayoutAttributes> next = prepared.elements(keptRect(getOffset()), position);
        entered = new ArrayList<>();
        left = new ArrayList<>();
        work.frames += 1;
        if (!reporting) {
            kept = next;
            return;
        }
        if (!reported) {
            reported = true;
            kept = new ArrayList<>();
        }
        List<LayoutAttributes> kept = this.kept;
        int old = 0;
        int fresh = 0;
        while (old < kept.size() || fresh < next.size()) {
            // Most elements of a frame were in the last one: equal ids are taken without ordering them.
            if (old < kept.size() && fresh < next.size()) {
                LayoutAttributes a = kept.get(old);
                LayoutAttributes b = next.get(fresh);
                if (a.item == b.item && a.section == b.section && a.kind == b.kind) {
                    old += 1;
                    fresh += 1;
                    continue;
                }
            }
            int order = old == kept.size() ? 1 : fresh == next.size() ? -1 : compareElements(kept.get(old), next.get(fresh));
            if (order < 0) {
                left.add(kept.get(old++).getId());
            } else if (order > 0) {
                entered.add(next.get(fresh++).getId());
            } else {
                old += 1;
                fresh += 1;
            }
        }
        this.kept = next;
    }

    static int compareElements(LayoutAttributes a, LayoutAttributes b) {
        return ElementID.compare(a.kind, a.section, a.item, b.kind, b.section, b.item);
    }

    private static String countsText(int[] counts) {
        StringBuilder text = new StringBuilder("[");
        for (int index = 0; index < counts.length; index++) text.append(index == 0 ? "" : ", ").append(counts[index]);
        return text.append(']').toString();
    }

    static void checkOffset(Point point) throws LayoutException {
        if (!(SwiftMath.isFinite(point.x) && SwiftMath.isFinite(point.y) && Math.abs(point.x) <= 1e15 && Math.abs(point.y) <= 1e15)) {
            throw new LayoutException("an offset or velocity must be finite and within ±1e15 points, not (" + jsNumber(point.x) + ", " + jsNumber(point.y) + ")");
        }
    }

    /** A number as JavaScript's `String(number)` writes it, as the web runtime's message has it. */
    private static String jsNumber(double value) {
        if (Double.isNaN(value)) return "NaN";
        if (Double.isInfinite(value)) return value > 0 ? "Infinity" : "-Infinity";
        if (value == Math.rint(value) && Math.abs(value) < 1e21) return Long.toString((long) value);
        return Numbers.swiftDouble(value);
    }

    /** `position` with orthogonal section `section` scrolled to `offset`, held within its content. */
    static ScrollOffsets withSectionOffset(ScrollOffsets position, int section, double offset, PreparedLayout layout) throws LayoutException {
        if (!layout.isOrthogonal(section)) {
            throw new LayoutException("section " + section + " does not scroll sideways; only an orthogonal section (one with 'orthogonal') has an offset of its own");
        }
        if (!SwiftMath.isFinite(offset)) throw new LayoutException("a section's offset must be a finite number, not " + Numbers.describe(offset));
        double held = SwiftMath.min(SwiftMath.max(0, offset), layout.maximumSectionOffset(section));
        Map<Integer, Double> offsets = new TreeMap<>(position.getSectionOffsets());
        if (held == 0) offsets.remove(section);
        else offsets.put(section, held);
        return new ScrollOffsets(position.x, position.y, offsets);
    }

    /** The sideways offsets `layout` still allows after a change to it. */
    private static ScrollOffsets heldPosition(ScrollOffsets position, PreparedLayout layout) {
        ScrollOffsets held = new ScrollOffsets(position.x, position.y);
        for (Map.Entry<Integer, Double> entry : position.getSectionOffsets().entrySet()) {
            try {
                held = withSectionOffset(held, entry.getKey(), entry.getValue(), layout);
            } catch (LayoutException gone) {
                // A section that no longer scrolls sideways keeps no offset.
            }
        }
        return held;
    }

    private static boolean sameSize(ItemSize a, ItemSize b) {
        if (a.isLength() || b.isLength()) return a.isLength() == b.isLength() && a.getLength() == b.getLength();
        return a.getWidth() == b.getWidth() && a.getHeight() == b.getHeight();
    }

    /** Swift's {@code LayoutAttributes.staysInPlace(at:)}: whether an element at {@code a} before an
     *  update and at {@code b} after it stays rather than moves: the same element, turn axis and
     *  z-index, and every number equal within a billionth of its magnitude (of 1 at least), since
     *  the runtimes may differ in a frame's last bits (85.41000000000001 in Swift, 85.41 on the web). */
    static boolean staysInPlace(LayoutAttributes a, LayoutAttributes b) {
        return a.kind == b.kind && a.section == b.section && a.item == b.item && a.getTurnAxis() == b.getTurnAxis() && a.zIndex == b.zIndex
            && close(a.x, b.x) && close(a.y, b.y) && close(a.width, b.width) && close(a.height, b.height)
            && close(a.scale, b.scale) && close(a.alpha, b.alpha) && close(a.getTranslateX(), b.getTranslateX())
            && close(a.getTranslateY(), b.getTranslateY()) && close(a.getRotation(), b.getRotation()) && close(a.getTurn(), b.getTurn())
            && close(a.getPerspective(), b.getPerspective());
    }

    private static boolean close(double x, double y) {
        return x == y || Math.abs(x - y) <= 1e-9 * Math.max(1, Math.max(Math.abs(x), Math.abs(y)));
    }
}
