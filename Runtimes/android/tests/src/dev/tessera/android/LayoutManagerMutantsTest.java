package dev.tessera.android;

import static dev.tessera.android.RecyclerContractTests.golden;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tessera.runtime.compiled.CompiledLayout;
import dev.tessera.runtime.compiled.VectorJson;
import dev.tessera.runtime.driver.BatchUpdate;
import dev.tessera.runtime.driver.ItemUpdate;
import dev.tessera.runtime.driver.ScrollDriver;
import dev.tessera.runtime.geometry.ElementID;
import dev.tessera.runtime.geometry.ElementKind;
import dev.tessera.runtime.geometry.LayoutAttributes;
import dev.tessera.runtime.geometry.Rect;
import dev.tessera.runtime.queries.ScrollOffsets;
import java.io.File;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.Collections;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * What the LayoutManager's core and the driver under it (runtime/driver) must keep right that the
 * other tests did not look at, each found by a mutant of `scripts/mutation-score.py --core
 * java-driver-layoutmanager` that they let pass
 * (Benchmarks/RESULTS.md, "Mutation scores", fourth round).
 */
class LayoutManagerMutantsTest {
    private static Set<Integer> shownPositions(SimulatedRecyclerView view) {
        Set<Integer> shown = new TreeSet<>();
        for (SimulatedRecyclerView.View child : view.children()) shown.add(child.position);
        return shown;
    }

    private static Set<Integer> prefetched(SimulatedRecyclerView view, int dy) {
        final Set<Integer> positions = new TreeSet<>();
        view.core.collectPrefetch(0, dy, new LayoutManagerCore.PrefetchRegistry() {
            @Override
            public void addPosition(int position, int distancePx) {
                positions.add(position);
            }
        });
        return positions;
    }

    /**
     * A view that lost its size scraps every child (`AttachedChildren.clear`), so a prefetch asked
     * then names everything a scroll would bring in, the elements it showed before included: none
     * of them is attached any more.
     */
    @Test
    void aViewThatLostItsSizePrefetchesWhatItShowedBefore() throws Exception {
        SimulatedRecyclerView view = new SimulatedRecyclerView(golden("grid"), 1080, 1920, 3);
        view.cells(500);
        view.layout();
        assertEquals(2400, view.scrollBy(2400));
        Set<Integer> shownBefore = shownPositions(view);
        view.resize(1080, 0);
        assertTrue(view.children().isEmpty(), "a view of no height shows nothing");
        Set<Integer> asked = prefetched(view, 240);
        // The last row shown before is still in the window a scroll of 240 px reaches.
        int last = ((TreeSet<Integer>) shownBefore).last();
        assertTrue(asked.contains(last), "with no child attached, a scroll of 240 px prefetches " + last
            + " (shown before the view lost its size): asked for " + asked);
    }

    /**
     * TalkBack's collection has a row for every position, footers included: each position's row
     * and span lie within the rows announced (blocks.yaml has a header and a footer per section).
     */
    @Test
    void theRowsAnnouncedHoldEveryFooter() throws Exception {
        SimulatedRecyclerView view = new SimulatedRecyclerView(golden("blocks"), 1080, 2400, 3);
        view.sectioned(3, 7, 2);
        view.layout();
        AdapterPositions positions = view.positions();
        CollectionPlaces places = view.core.collection();
        int footers = 0;
        for (int position = 0; position < positions.getCount(); position++) {
            if (positions.elementAt(position).kind == ElementKind.FOOTER) footers += 1;
            assertTrue(places.row(position) + places.rowSpan(position) <= places.rows, "position " + position + " ("
                + positions.elementAt(position) + ") at row " + places.row(position) + " of " + places.rows);
        }
        assertEquals(3, footers, "blocks.yaml gives each section a footer");
    }

    /**
     * RecyclerView asks whether the content scrolls before the first pass too (a touch, a
     * nested-scrolling parent): a list does, along its axis; a circle never does, once laid out.
     */
    @Test
    void aCircleDoesNotScrollAndAListDoesBeforeItsFirstPass() throws Exception {
        SimulatedRecyclerView list = new SimulatedRecyclerView(golden("grid"), 1080, 1920, 3);
        assertTrue(list.core.canScroll(true), "a vertical grid scrolls vertically before its first pass");
        assertFalse(list.core.canScroll(false), "nor sideways");
        SimulatedRecyclerView circle = new SimulatedRecyclerView(golden("circle"), 1080, 1920, 3);
        circle.cells(12);
        circle.layout();
        assertFalse(circle.children().isEmpty(), "the circle is laid out");
        assertFalse(circle.core.canScroll(true) || circle.core.canScroll(false), "a circle does not scroll");
    }

    /**
     * A layout that fails in a scroll (here item 200's alpha, 1 / (index - 200), in line_effects)
     * shows nothing, and accessibility is then told of no position: the inputs it failed for are
     * not the layout's any more (rule 12).
     */
    @Test
    void aLayoutThatFailedInAScrollHasNoPositionsForAccessibility() throws Exception {
        CompiledLayout layout = failingAtItem200("page");
        SimulatedRecyclerView view = new SimulatedRecyclerView(layout, 1080, 1920, 3);
        view.cells(400);
        view.layout();
        assertNull(view.core.failure(), "the items in view have finite alphas");
        assertEquals(400, view.core.positionCount());
        for (int step = 0; step < 400 && view.core.failure() == null; step++) view.scrollBy(600);
        assertNotNull(view.core.failure(), "item 200's alpha is 1 / 0");
        assertTrue(view.children().isEmpty(), "a failed layout shows nothing");
        assertEquals(0, view.core.positionCount(), "accessibility's count of a failed layout");
        assertNull(view.core.elementAt(0), "accessibility's element at position 0 of a failed layout");
    }

    /** line_effects as compiled: a vertical strip of cells 120 tall and 12 apart, their alpha and scale by their distance over the viewport's height, page snapping. */
    private static String lineEffects() throws Exception {
        File file = new File(System.getProperty("tessera.vectors", new File(RecyclerSessionsTest.repository(), ".build/vectors").getPath()),
            "layouts/line_effects.json");
        return (String) VectorJson.get(VectorJson.parse(Files.readAllBytes(file.toPath()), file.toString()), "compiled");
    }

    /** line_effects snapping by `snap`, its alpha 1 / (index - 200): item 200 fails. */
    private static CompiledLayout failingAtItem200(String snap) throws Exception {
        String compiled = lineEffects();
        String fading = "\"program\" : \"1 distance abs/1 height / -\"";
        assertTrue(compiled.contains(fading), "line_effects' alpha as compiled");
        assertTrue(compiled.contains("\"snap\" : \"page\""), "line_effects' snap as compiled");
        return CompiledLayout.load(compiled.replace(fading, "\"program\" : \"1 index 200 - /\"")
            .replace("\"snap\" : \"page\"", "\"snap\" : \"" + snap + "\""), "alpha.json");
    }

    /**
     * A fling whose resting place the layout fails to compute (centring asks the cells where it
     * would rest, item 200 among them) comes to rest where it was carried: no distance, {0, 0}.
     */
    @Test
    void aRestTheLayoutFailsToComputeIsNoDistance() throws Exception {
        SimulatedRecyclerView view = new SimulatedRecyclerView(failingAtItem200("center"), 1080, 1920, 3);
        view.cells(400);
        view.layout();
        int item180 = 180 * 132 * 3;
        while (view.scrollBy(Math.min(1800, item180 - (int) view.core.offsetPx())) != 0 && view.core.offsetPx() < item180) { }
        assertNull(view.core.failure(), "item 200 is not in view yet");
        // Carried to 100 pt above item 200 (at 200 × 132 pt), which is then in view.
        int natural = (int) (200 * 132 * 3 - 300 - view.core.offsetPx());
        assertArrayEquals(new int[2], view.core.distanceToRest(0, natural, 0, 5000));
        assertNull(view.core.failure());
    }

    /** A sideways drag on a section that does not scroll sideways (or before the first pass) consumes nothing. */
    @Test
    void aSectionThatIsNotAShelfConsumesNoSidewaysScroll() throws Exception {
        SimulatedRecyclerView view = new SimulatedRecyclerView(golden("grid"), 1080, 1920, 3);
        assertEquals(0, view.core.scrollSection(0, 100), "before the first pass");
        view.cells(30);
        view.layout();
        assertEquals(0, view.core.scrollSection(0, 100), "grid's one section is not a shelf");
        assertEquals(0, view.core.scrollSection(0, -100));
    }

    /**
     * A vertical list in a parent that leaves its height open (UNSPECIFIED, a NestedScrollView) is
     * measured as tall as its cells, though its effects divide by the viewport's height: the
     * measuring pass is given a height (the width), never none.
     */
    @Test
    void aListWhoseEffectsReadTheHeightIsMeasuredInAnOpenHeight() throws Exception {
        SimulatedRecyclerView view = new SimulatedRecyclerView(CompiledLayout.load(lineEffects(), "line_effects.json"), 0, 0, 3);
        view.cells(5);
        int[] size = view.measureAndLayout(LayoutManagerCore.EXACTLY | 1080, LayoutManagerCore.UNSPECIFIED);
        assertEquals(1080, size[0]);
        assertEquals((5 * 120 + 4 * 12) * 3, size[1], 3, "five cells 120 tall and 12 apart, at density 3");
        assertFalse(view.children().isEmpty());
    }

    /** A copy of a driver (the state a view showed, kept while the driver changes: Swift's driver is a value) carries the work it counted. */
    @Test
    void aCopyOfADriverCarriesItsWork() throws Exception {
        SimulatedRecyclerView view = new SimulatedRecyclerView(golden("grid"), 1080, 1920, 3);
        view.cells(500);
        view.layout();
        view.scrollBy(2400);
        ScrollDriver driver = view.core.driver();
        ScrollDriver.Work work = driver.getWork();
        assertTrue(work.prepares > 0 && work.frames > 0, "the driver prepared and computed frames");
        ScrollDriver.Work copied = driver.copy().getWork();
        assertArrayEquals(new int[] {work.prepares, work.extendings, work.adoptedSizes, work.frames, work.relayouts},
            new int[] {copied.prepares, copied.extendings, copied.adoptedSizes, copied.frames, copied.relayouts});
    }

    /** An insert is refused past the section's new end: in a section of 3, one insert makes 4 items, at 0 to 3. */
    @Test
    void anInsertPastTheSectionsNewEndIsRefused() {
        assertNotNull(BatchUpdate.make(new int[] {3}, Collections.singletonList(ItemUpdate.insert(0, 3))), "an insert at the new end");
        assertNull(BatchUpdate.make(new int[] {3}, Collections.singletonList(ItemUpdate.insert(0, 4))), "an insert one past it");
        assertNull(BatchUpdate.make(new int[] {3}, Arrays.asList(ItemUpdate.delete(0, 0), ItemUpdate.insert(0, 3))),
            "a delete and an insert leave 3 items, at 0 to 2");
    }

    /**
     * Saved state names a cell in view: in coverflow a cell turned at the edge is drawn into the
     * viewport though its frame ends at the viewport's start, and that cell is not the one saved.
     */
    @Test
    void aCellWhoseFrameEndsAtTheViewportsStartIsNotSaved() throws Exception {
        SimulatedRecyclerView view = new SimulatedRecyclerView(golden("coverflow"), 1080, 1920, 1);
        view.cells(50);
        view.layout();
        Rect frame = view.core.driver().getPrepared().attributes(ElementID.cell(0, 3), ScrollOffsets.ZERO).getFrame();
        double end = frame.x + frame.width;
        assertEquals(Math.rint(end), end, "coverflow's cell 3 ends on a whole pixel at density 1");
        assertEquals((int) end, view.scrollBy((int) end));
        boolean keptCell3 = false;
        for (LayoutAttributes element : view.core.driver().getKept()) keptCell3 |= element.getId().equals(ElementID.cell(0, 3));
        assertTrue(keptCell3, "cell 3, turned, is still drawn in view");
        SavedAnchor saved = view.core.save();
        assertEquals(4, saved.position, "cell 3 ends at the viewport's start: the first cell in view is 4");
        assertTrue(saved.distance >= 0, "cell 4 starts in view: " + saved.distance);
    }
}
