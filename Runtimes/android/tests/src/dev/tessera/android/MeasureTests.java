package dev.tessera.android;

import static dev.tessera.android.LayoutManagerCore.AT_MOST;
import static dev.tessera.android.LayoutManagerCore.EXACTLY;
import static dev.tessera.android.LayoutManagerCore.UNSPECIFIED;
import static dev.tessera.android.RecyclerContractTests.golden;
import static dev.tessera.android.RecyclerContractTests.shows;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * wrap_content (issue 58, defect 15): with auto-measure off, `onMeasure` is the core's; a view
 * that wraps its content gets the layout's size, not 0 (a carousel in a NestedScrollView, whose
 * height spec is UNSPECIFIED); exact sizes are kept.
 */
class MeasureTests {
    private static int spec(int size, int mode) {
        return size | mode;
    }

    private static int[] childrenSpan(SimulatedRecyclerView view) {
        int top = Integer.MAX_VALUE;
        int bottom = Integer.MIN_VALUE;
        for (SimulatedRecyclerView.View child : view.children()) {
            top = Math.min(top, child.top);
            bottom = Math.max(bottom, child.bottom);
        }
        return new int[] {top, bottom};
    }

    @Test
    void aCarouselInANestedScrollViewIsAsTallAsItsCells() throws Exception {
        for (float density : new float[] {2, 3}) {
            SimulatedRecyclerView view = new SimulatedRecyclerView(golden("carousel"), 0, 0, density);
            view.paddingTop = 10;
            view.paddingBottom = 20;
            view.cells(30);
            int[] size = view.measureAndLayout(spec(1080, EXACTLY), spec(0, UNSPECIFIED));
            assertEquals(1080, size[0]);
            assertTrue(size[1] > 30, "the carousel measured " + size[1] + " tall");
            shows(view, "measured by its content");
            assertFalse(view.children().isEmpty());
            // Its cells fit, with the space before them after them too.
            int[] span = childrenSpan(view);
            assertEquals(size[1] - 20 - span[1], span[0] - 10, 1, "the space above the cells is the space below them");
            // Bounded by an AT_MOST height smaller than that: at most it.
            assertArrayEquals(new int[] {1080, 100}, view.core.measure(view, spec(1080, EXACTLY), spec(100, AT_MOST)));
        }
    }

    @Test
    void theSpaceBeforeTheCellsAcrossTheScrollIsMeasuredAndRepeatedAfterThem() throws Exception {
        // The wheel's photos (70 points) sit 40 points below the strip's top inset: wrapped, the
        // strip is 40 + 70 + 40 points tall, not just down to the photos' bottom edge.
        for (float density : new float[] {2, 3}) {
            SimulatedRecyclerView view = new SimulatedRecyclerView(golden("wheel"), 0, 0, density);
            view.paddingTop = 10;
            view.paddingBottom = 20;
            view.cells(30);
            int[] size = view.measureAndLayout(spec(1080, EXACTLY), spec(0, UNSPECIFIED));
            assertArrayEquals(new int[] {1080, Math.round((40 + 70 + 40) * density) + 30}, size);
            shows(view, "the wheel measured by its content");
            int[] span = childrenSpan(view);
            assertEquals(Math.round(40 * density), span[0] - 10, 1, "the photos start below the top inset");
        }
    }

    @Test
    void aShortListWrapsItsLengthAndExactSizesAreKept() throws Exception {
        SimulatedRecyclerView view = new SimulatedRecyclerView(golden("feed"), 0, 0, 3);
        view.cells(2);
        int[] size = view.measureAndLayout(spec(1080, EXACTLY), spec(1920, AT_MOST));
        assertTrue(size[1] > 0 && size[1] < 1920, "two items wrap shorter than the screen: " + size[1]);
        shows(view, "wrapping two items");
        assertEquals(size[1], Math.round(view.core.driver().getPrepared().getContentSize().height * 3));
        view.cells(400);
        view.core.dataChanged();
        assertEquals(1920, view.core.measure(view, spec(1080, EXACTLY), spec(1920, AT_MOST))[1]);
        assertArrayEquals(new int[] {700, 900}, view.core.measure(view, spec(700, EXACTLY), spec(900, EXACTLY)));
        // No items: only the padding.
        view.cells(0);
        view.paddingTop = 8;
        assertArrayEquals(new int[] {1080, 8}, view.core.measure(view, spec(1080, EXACTLY), spec(1920, AT_MOST)));
    }
}
