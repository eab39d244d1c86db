package dev.tessera.android;

import static dev.tessera.android.RecyclerContractTests.golden;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tessera.runtime.geometry.ElementKind;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * What the LayoutManager's core must keep right that the other tests did not look at, each found
 * by a mutant of `scripts/mutation-score.py --core java-driver-layoutmanager` that they let pass
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
}
