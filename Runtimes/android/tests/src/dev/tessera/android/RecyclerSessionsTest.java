package dev.tessera.android;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.tessera.runtime.compiled.CompiledLayout;
import dev.tessera.runtime.geometry.ElementKind;
import dev.tessera.runtime.geometry.Point;
import dev.tessera.runtime.geometry.ScrollAxis;
import dev.tessera.runtime.inputs.LayoutException;
import java.io.File;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The LayoutManager's core driven as RecyclerView drives it, by a simulated RecyclerView, on every
 * bundled layout and every layout of the shared vectors: random sessions of drags, flings that
 * come to rest by the layout's snapping, size changes, adapter changes with their pre-layout
 * passes, saved and restored state in a new view, text size and direction changes. After every
 * step the view must show what a layout prepared afresh shows at its offset, RecyclerView must
 * have had nothing to throw for, and:
 * - scrolling never computes the layout, and binds only what enters;
 * - across an adapter change, the first cell in view that survives keeps its place;
 * - after a fling, the content rests where the layout says, and paging by item moves at most
 *   the layout's number of items from where the drag began.
 */
class RecyclerSessionsTest {
    static File repository() {
        return new File(System.getProperty("tessera.repository", "."));
    }

    /** The bundled layouts, compiled (Tests/GoldenCompiled), and the shared vectors' layouts. */
    static List<String[]> layouts() throws Exception {
        List<String[]> found = new ArrayList<>();
        File golden = new File(repository(), "Tests/GoldenCompiled");
        String[] names = golden.list();
        java.util.Arrays.sort(names);
        for (String name : names) {
            found.add(new String[] {name, new String(Files.readAllBytes(new File(golden, name).toPath()), "UTF-8")});
        }
        found.addAll(dev.tessera.runtime.VectorLayouts.compiled());
        return found;
    }

    @TestFactory
    List<DynamicTest> aSimulatedRecyclerViewShowsAFreshLayoutAfterEveryStep() throws Exception {
        List<DynamicTest> tests = new ArrayList<>();
        for (final String[] entry : layouts()) {
            tests.add(DynamicTest.dynamicTest(entry[0], () -> {
                session(entry[0], CompiledLayout.load(entry[1], entry[0]));
                SentFeatures.write("RecyclerSessionsTest");
            }));
        }
        return tests;
    }

    static void session(String name, CompiledLayout layout) throws LayoutException {
        Random random = new Random(name.hashCode());
        float density = new float[] {1, 1.5f, 2.625f, 3}[random.nextInt(4)];
        int width = Math.round((320 + random.nextInt(500)) * density);
        int height = Math.round((300 + random.nextInt(600)) * density);
        SimulatedRecyclerView view = new SimulatedRecyclerView(layout, width, height, density);
        if (random.nextBoolean()) view.sectioned(random.nextInt(40), random.nextInt(15), random.nextInt(30));
        else view.cells(random.nextInt(120));
        if (random.nextInt(4) == 0) {
            view.paddingTop = Math.round(24 * density);
            view.paddingBottom = Math.round(48 * density);
            view.paddingLeft = Math.round(8 * density);
        }
        // Item views with margins in a quarter of the sessions (drawn apart from the main
        // sequence, which stays as it was).
        Random side = new Random(name.hashCode() * 31L + 7);
        if (side.nextInt(4) == 0) {
            view.margins = new int[] {Math.round(side.nextInt(9) * density), Math.round(side.nextInt(9) * density),
                Math.round(side.nextInt(9) * density), Math.round(side.nextInt(9) * density)};
        }
        boolean selfSizing = Shown.sizedByData(layout);
        if (selfSizing) view.core.setItemSizeEstimates(Shown.ESTIMATES);
        view.layout();
        check(view, name, "the first layout");
        if (view.core.driver() == null) return; // a layout that fails for this view: checked to show nothing
        if (keptToEnd(view) && view.core.offsetPx() != view.core.endOffsetPx()) {
            fail(name + ": a layout kept to its end opened at " + view.core.offsetPx() + " px, not at its end " + view.core.endOffsetPx());
        }
        boolean vertical = layout.getAxis() == ScrollAxis.VERTICAL;
        for (int step = 0; step < 150; step++) {
            try {
                step(view, random, vertical, selfSizing, name, step);
            } catch (AssertionError failure) {
                throw new AssertionError("step " + step + ": " + failure.getMessage(), failure);
            }
            if (view.core.driver() == null) return;
        }
    }

    static void step(SimulatedRecyclerView view, Random random, boolean vertical, boolean selfSizing, String name, int step) throws LayoutException {
        float density = view.density;
        // A sideways shelf drag before one step in five, drawn apart from the main sequence (which
        // stays as it was), so that saved states, changes and switches meet dragged shelves.
        Random shelfRandom = new Random(name.hashCode() * 31L + 1009L * (step + 1));
        if (shelfRandom.nextInt(5) == 0) {
            String dragged = shelfDrag(view, shelfRandom, selfSizing, name);
            if (dragged != null) check(view, name, "step " + step + ", " + dragged);
            if (view.core.driver() == null) return;
        }
        // A wrap_content measure before one step in eight, drawn apart from the main sequence too.
        Random measureRandom = new Random(name.hashCode() * 31L + 2003L * (step + 1));
        if (measureRandom.nextInt(8) == 0) {
            String measured = wrapContentMeasure(view, vertical);
            check(view, name, "step " + step + ", " + measured);
            if (view.core.driver() == null) return;
        }
        {
            // A view at the end of a layout kept to its end follows the end through every change
            // but its own scrolls.
            // (Within a point of it: the session's rule 2.)
            Point end = keptToEnd(view) ? view.core.driver().endOffset() : null;
            boolean followedEnd = end != null && Math.abs(view.core.offsetPx() / (double) density - (vertical ? end.y : end.x)) <= 1;
            boolean scrolls = false;
            String what;
            int prepares = view.core.prepares;
            int binds = view.binds();
            int choice = random.nextInt(100);
            if (choice < 60) {
                int delta = Math.round((random.nextInt(1200) - 600) * density);
                long before = view.core.offsetPx();
                int consumed = view.scrollBy(delta);
                SentFeatures.add("scroll");
                what = "a drag of " + delta + " px";
                scrolls = true;
                long moved = view.core.offsetPx() - before;
                assertEquals(prepares, view.core.prepares, name + ": scrolling computed the layout");
                // Cells that measure themselves move the content (the first cell in view stays) and may bring more in.
                if (!selfSizing) {
                    if (moved != (view.rightToLeft && !vertical ? -consumed : consumed)) fail(name + ": " + what + " consumed " + consumed + " but moved " + moved);
                    assertTrue(view.binds() - binds <= view.children().size(), name + ": a drag bound more views than it shows");
                }
            } else if (choice < 70) {
                what = fling(view, random, vertical, name);
                SentFeatures.add("dragBegin", "dragEnd", "dragEnd:fling");
                scrolls = true;
            } else if (choice < 76) {
                int newWidth = Math.round((320 + random.nextInt(700)) * density);
                int newHeight = Math.round((300 + random.nextInt(700)) * density);
                view.resize(newWidth, newHeight);
                SentFeatures.add("resize");
                what = "a resize to " + newWidth + " × " + newHeight;
            } else if (choice < 90) {
                what = update(view, random, vertical, !selfSizing, name);
            } else if (choice < 94) {
                what = restore(view, random, name, new Random(name.hashCode() * 31L + step).nextBoolean());
                SentFeatures.add("savedState");
                scrolls = true;
            } else if (choice < 96) {
                int count = view.positions().getCount();
                if (count == 0) return;
                int position = random.nextInt(count);
                view.core.scrollToPosition(position);
                SentFeatures.add("scrollTo");
                view.layout();
                what = "scrollToPosition(" + position + ")";
                scrolls = true;
            } else if (choice < 98) {
                view.fontScale = new float[] {0.85f, 1, 1.3f, 2}[random.nextInt(4)];
                SentFeatures.add("textScale");
                view.layout();
                what = "a font scale of " + view.fontScale;
            } else {
                view.rightToLeft = !view.rightToLeft;
                SentFeatures.add("open:rightToLeft");
                view.layout();
                what = view.rightToLeft ? "right-to-left" : "left-to-right";
            }
            check(view, name, "step " + step + ", " + what);
            if (followedEnd && !scrolls && view.core.driver() != null && view.core.offsetPx() != view.core.endOffsetPx()) {
                fail(name + ": the view followed the end and after " + what + " is at " + view.core.offsetPx() + " px, the end at " + view.core.endOffsetPx());
            }
        }
    }

    /**
     * `onMeasure` (auto-measure is off: the LayoutManager's core measures, `WrapContentMeasure`)
     * for a wrap_content view: exact across, at most its length along. The view takes the size
     * measured and lays out at it (the caller checks it shows a fresh layout): exact across, never
     * longer than allowed.
     */
    static String wrapContentMeasure(SimulatedRecyclerView view, boolean vertical) {
        int along = vertical ? view.height : view.width;
        int across = vertical ? view.width : view.height;
        int alongSpec = along | WrapContentMeasure.AT_MOST;
        int acrossSpec = across | WrapContentMeasure.EXACTLY;
        int[] size = view.measureAndLayout(vertical ? acrossSpec : alongSpec, vertical ? alongSpec : acrossSpec);
        SentFeatures.add("autoMeasure");
        int measuredAlong = vertical ? size[1] : size[0];
        assertEquals(across, vertical ? size[0] : size[1], "a wrap_content measure takes the exact size across");
        assertTrue(measuredAlong >= 0 && measuredAlong <= along, "a wrap_content measure of at most " + along + " px gave " + measuredAlong);
        // Content that wraps to less than a cell (or to the padding alone: an empty layout, whose
        // view the padding covers, keeps its viewport as rule 10 says) is given its size back.
        int padding = vertical ? view.paddingTop() + view.paddingBottom() : view.paddingLeft() + view.paddingRight();
        if (measuredAlong - padding < Math.round(48 * view.density)) {
            if (vertical) view.resize(across, along);
            else view.resize(along, across);
        }
        return "a wrap_content measure to " + measuredAlong + " of at most " + along + " px";
    }

    /**
     * A sideways drag of a random shelf (a section that scrolls sideways), then the layout pass
     * the shelf scroller asks for: it computes no layout, and measures no child that stays
     * attached at its size (only cards that enter or change size; where cells measure themselves,
     * a card that enters reports its size, and the cards around it may be measured as the layout
     * takes the report); null
     * when the layout has no shelf.
     */
    static String shelfDrag(SimulatedRecyclerView view, Random random, boolean selfSizing, String name) throws LayoutException {
        dev.tessera.runtime.queries.PreparedLayout prepared = view.core.driver().getPrepared();
        List<Integer> shelves = new ArrayList<>();
        for (int section = 0; section < prepared.sectionCount(); section++) if (prepared.isOrthogonal(section)) shelves.add(section);
        if (shelves.isEmpty()) return null;
        int section = shelves.get(random.nextInt(shelves.size()));
        int delta = Math.round((random.nextInt(900) - 450) * view.density);
        int prepares = view.core.prepares;
        // Each child's item, size and times measured before the drag.
        java.util.Map<SimulatedRecyclerView.View, Object[]> before = new java.util.IdentityHashMap<>();
        for (SimulatedRecyclerView.View child : view.children()) {
            before.put(child, new Object[] {child.item, child.right - child.left, child.bottom - child.top, child.measures});
        }
        int consumed = view.core.scrollSection(section, delta);
        SentFeatures.add("shelfOffset");
        view.layout();
        String what = "a drag of shelf " + section + " by " + delta + " px (" + consumed + " consumed)";
        if (view.core.driver() == null) return what;
        assertEquals(prepares, view.core.prepares, name + ": " + what + " computed the layout");
        for (SimulatedRecyclerView.View child : view.children()) {
            Object[] was = before.get(child);
            boolean kept = was != null && child.item.equals(was[0]) && (int) was[1] == child.right - child.left && (int) was[2] == child.bottom - child.top;
            if (kept && !selfSizing && child.measures != (int) was[3]) fail(name + ": " + what + " measured " + child + ", which stayed attached at its size");
        }
        return what;
    }

    static boolean keptToEnd(SimulatedRecyclerView view) {
        return view.core.driver() != null && view.core.driver().getPrepared().isKeptToEnd();
    }

    static void check(SimulatedRecyclerView view, String name, String where) throws LayoutException {
        String differences = Shown.differences(view);
        if (differences != null) fail(name + ", " + where + ": " + differences);
    }

    /** A fling: the content comes to rest where the layout says, paging at most its items from the drag's start. */
    static String fling(SimulatedRecyclerView view, Random random, boolean vertical, String name) throws LayoutException {
        view.core.scrollStateChanged(true);
        long start = view.core.offsetPx();
        int drag = Math.round((random.nextInt(300) - 150) * view.density);
        view.scrollBy(drag);
        // A layout whose effects fail at the offset dragged to (a division by zero at some
        // distance) shows nothing, which the check after the step holds it to.
        if (view.core.driver() == null) return "a drag of " + drag + " px before a fling, to where the layout fails";
        int velocity = (random.nextInt(8000) - 4000);
        int natural = velocity / 4;
        // The snap helper's onFling: every fling of a layout that snaps is the snap's, even one
        // that rests where it is; another layout's is RecyclerView's own.
        int[] handled = view.core.fling(vertical ? 0 : natural, vertical ? natural : 0, vertical ? 0 : velocity, vertical ? velocity : 0);
        if ((handled != null) != view.core.snaps()) fail(name + ": a fling at " + velocity + " px/s " + (handled != null ? "was handled by a layout that does not snap" : "was handed to RecyclerView by a layout that snaps"));
        int[] distance = handled != null ? handled : view.core.distanceToRest(vertical ? 0 : natural, vertical ? natural : 0, vertical ? 0 : velocity, vertical ? velocity : 0);
        int along = vertical ? distance[1] : distance[0];
        // What the runtime says, from the offset now, for the same fling.
        boolean flipped = view.rightToLeft && !vertical;
        double proposed = (view.core.offsetPx() + (flipped ? -natural : natural)) / (double) view.density;
        double velocityPoints = (flipped ? -velocity : velocity) / (double) view.density;
        double startPoints = start / (double) view.density;
        Point rest = view.core.driver().restingOffset(vertical ? new Point(0, proposed) : new Point(proposed, 0),
            vertical ? new Point(0, velocityPoints) : new Point(velocityPoints, 0), vertical ? new Point(0, startPoints) : new Point(startPoints, 0));
        long expected = Math.max(0, Math.min(view.core.maximumOffsetPx(), Math.round((vertical ? rest.y : rest.x) * view.density)));
        long target = view.core.offsetPx() + (flipped ? -along : along);
        if (target != expected) fail(name + ": a fling would rest at " + target + " px, the layout says " + expected);
        // The smooth scroll to rest, in steps as RecyclerView's animation makes them.
        int remaining = along;
        while (remaining != 0) {
            int step = remaining > 0 ? Math.min(remaining, 97) : Math.max(remaining, -97);
            int consumed = view.scrollBy(step);
            if (consumed == 0) break;
            remaining -= consumed;
        }
        if (view.core.driver() == null) return "a fling";
        int[] again = view.core.distanceToRest(0, 0, 0, 0);
        if (again[0] != 0 || again[1] != 0) {
            // At rest where the layout said: it must not move on by itself (a rest is a rest).
            if (view.core.offsetPx() == expected) fail(name + ": at rest at " + expected + " px, the snap helper would move on by " + java.util.Arrays.toString(again));
        }
        return "a drag of " + drag + " px and a fling at " + velocity + " px/s to " + expected;
    }

    /**
     * An adapter change; the first cell in view that it neither removes nor moves keeps its place
     * (the session's rule 6; `anchored`: but in
     * a layout whose cells measure themselves, where the cells the change brings into view may
     * move it again).
     */
    static String update(SimulatedRecyclerView view, Random random, boolean vertical, boolean anchored, String name) throws LayoutException {
        List<List<String>> lists = new ArrayList<>();
        if (view.sections != null) lists.addAll(view.sections);
        else lists.add(view.plain);
        int section = random.nextInt(lists.size());
        List<String> cells = lists.get(section);
        String what;
        // The first cell in view before the change that it neither removes nor moves (a moved
        // item does not take the view along, the session's rule 6), by its frame (points, as the
        // session measures: a sliver under half a pixel counts, a cell of no breadth does not),
        // and its start (pixels).
        String anchor = null;
        int anchorStart = Integer.MAX_VALUE;
        long offset = view.core.offsetPx();
        List<String> removed = new ArrayList<>();
        AdapterPositions positionsBefore = view.positions();
        int kind = random.nextInt(3);
        if (kind == 0 || cells.isEmpty()) {
            int at = random.nextInt(cells.size() + 1);
            view.insert(section, at);
            SentFeatures.add("update");
            what = "an insert at " + section + "." + at;
        } else if (kind == 1) {
            int at = random.nextInt(cells.size());
            removed.add(cells.get(at));
            view.remove(section, at);
            SentFeatures.add("update");
            what = "a removal at " + section + "." + at;
        } else {
            int from = random.nextInt(cells.size());
            int to = random.nextInt(cells.size());
            if (from != to) removed.add(cells.get(from));
            view.move(section, from, to);
            SentFeatures.add("update", "update:move");
            what = "a move from " + section + "." + from + " to " + section + "." + to;
        }
        double bestStart = Double.POSITIVE_INFINITY;
        for (SimulatedRecyclerView.View child : view.children()) {
            // The children are where the last pass put them, at their positions before the change.
            if (view.core.driver() == null || removed.contains(child.item) || child.position < 0 || child.position >= positionsBefore.getCount()) continue;
            dev.tessera.runtime.geometry.ElementID element = positionsBefore.elementAt(child.position);
            if (element.kind != ElementKind.CELL) continue;
            dev.tessera.runtime.geometry.LayoutAttributes attributes = view.core.driver().attributes(element);
            if (attributes == null) continue;
            dev.tessera.runtime.geometry.Rect frame = attributes.getFrame();
            double from = offset / (double) view.density;
            dev.tessera.runtime.geometry.Size size = view.core.driver().getViewport();
            dev.tessera.runtime.geometry.Rect screen = new dev.tessera.runtime.geometry.Rect(vertical ? 0 : from, vertical ? from : 0, size.width, size.height);
            double start = vertical ? frame.y : frame.x;
            double end = start + (vertical ? frame.height : frame.width);
            if (attributes.intersects(screen) && end > from && start < from + (vertical ? size.height : size.width) && start < bestStart) {
                bestStart = start;
                anchor = child.item;
                anchorStart = vertical ? child.top - view.paddingTop
                    : view.rightToLeft ? view.width - view.paddingLeft - view.paddingRight - (child.right - view.paddingLeft) : child.left - view.paddingLeft;
            }
        }
        int anchorPosition = anchor == null ? -1 : view.identities().indexOf(anchor);
        view.layout();
        check(view, name, what + " (before the anchor check)");
        if (anchored && offset > 0 && anchor != null && view.core.driver() != null) {
            // Its start, as the layout places it now: in view or not (a cell may change shape), where it was.
            long now = view.core.offsetPx();
            boolean held = now == 0 || now == view.core.maximumOffsetPx();
            dev.tessera.runtime.geometry.LayoutAttributes element = view.core.driver().attributes(view.positions().elementAt(anchorPosition));
            int[] rect = Shown.pixels(element.getFrame(), view, now, vertical);
            int start = vertical ? rect[1] - view.paddingTop
                : view.rightToLeft ? view.width - view.paddingLeft - view.paddingRight - (rect[2] - view.paddingLeft) : rect[0] - view.paddingLeft;
            if (!held && start != anchorStart) fail(name + ": after " + what + ", " + anchor + " moved from " + anchorStart + " to " + start + " px");
        }
        return what;
    }

    /**
     * The view saved and a new one restored from it (a configuration change): the same element
     * first, in the same place when it can be; with `dataLater`, the new view's adapter is empty
     * at its first pass and its data comes after (the state waits for it).
     */
    static String restore(SimulatedRecyclerView view, Random random, String name, boolean dataLater) throws LayoutException {
        SavedAnchor saved = view.core.save();
        SimulatedRecyclerView restored = new SimulatedRecyclerView(view.layout, view.width, view.height, view.density);
        restored.sections = view.sections;
        restored.plain = view.plain;
        restored.fontScale = view.fontScale;
        restored.rightToLeft = view.rightToLeft;
        restored.paddingLeft = view.paddingLeft;
        restored.paddingTop = view.paddingTop;
        restored.paddingRight = view.paddingRight;
        restored.paddingBottom = view.paddingBottom;
        restored.margins = view.margins;
        if (Shown.sizedByData(view.layout)) restored.core.setItemSizeEstimates(Shown.ESTIMATES);
        if (saved != null) restored.core.restore(saved);
        if (dataLater) {
            restored.sections = null;
            restored.plain = new ArrayList<>();
            restored.layout();
            check(restored, name, "a restored view before its data");
            restored.sections = view.sections;
            restored.plain = view.plain;
            restored.core.dataChanged();
        }
        restored.layout();
        check(restored, name, dataLater ? "a restored view once its data came" : "a restored view");
        if (dataLater && saved != null) {
            // Where a view restored with its data at hand opens.
            SimulatedRecyclerView reference = new SimulatedRecyclerView(view.layout, view.width, view.height, view.density);
            reference.sections = view.sections;
            reference.plain = view.plain;
            reference.fontScale = view.fontScale;
            reference.rightToLeft = view.rightToLeft;
            reference.paddingLeft = view.paddingLeft;
            reference.paddingTop = view.paddingTop;
            reference.paddingRight = view.paddingRight;
            reference.paddingBottom = view.paddingBottom;
            reference.margins = view.margins;
            if (Shown.sizedByData(view.layout)) reference.core.setItemSizeEstimates(Shown.ESTIMATES);
            reference.core.restore(saved);
            reference.layout();
            if (reference.core.offsetPx() != restored.core.offsetPx()) {
                fail(name + ": restored before its data came, the view opened at " + restored.core.offsetPx() + " px; with its data, at " + reference.core.offsetPx());
            }
        }
        if (saved != null && restored.core.driver() != null && view.core.driver() != null && !Shown.sizedByData(view.layout)) {
            // Each shelf opens where the user left it (cells that measure themselves may make a
            // shelf shorter until they are measured, which holds it within its content).
            dev.tessera.runtime.queries.PreparedLayout prepared = view.core.driver().getPrepared();
            for (int section = 0; section < prepared.sectionCount(); section++) {
                double was = view.core.sectionOffset(section);
                double is = restored.core.sectionOffset(section);
                if (Math.abs(was - is) > 1e-9) fail(name + ": shelf " + section + " was at " + was + " points, restored at " + is);
            }
        }
        if (saved != null && restored.core.driver() != null && Shown.sizedByData(view.layout) == false) {
            long offset = restored.core.offsetPx();
            boolean held = offset == 0 || offset == restored.core.maximumOffsetPx();
            SavedAnchor again = restored.core.save();
            if (!held && (again == null || again.position != saved.position || Math.abs(again.distance - saved.distance) > 1 / view.density)) {
                fail(name + ": saved " + saved.position + " at " + saved.distance + ", restored " + (again == null ? "nothing" : again.position + " at " + again.distance));
            }
        }
        return dataLater ? "a saved view restored before its data came" : "a saved and restored view";
    }
}
