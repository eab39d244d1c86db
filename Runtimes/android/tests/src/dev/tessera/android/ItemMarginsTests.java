package dev.tessera.android;

import static dev.tessera.android.RecyclerContractTests.golden;
import static dev.tessera.android.RecyclerContractTests.shows;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.api.Test;

/**
 * Item margins (issue 58, defect 15): an item view's LayoutParams margins are inside its frame,
 * as LinearLayoutManager's `measureChildWithMargins` and `layoutDecoratedWithMargins` keep them:
 * the view measures to its frame less its margins and sits inside them, and a cell that sizes
 * itself is as long as its content plus its margins.
 */
class ItemMarginsTests {
    private static final int[] MARGINS = {6, 9, 12, 15};

    @Test
    void viewsSitInsideTheirMargins() throws Exception {
        SimulatedRecyclerView view = new SimulatedRecyclerView(golden("grid"), 1080, 1920, 3);
        view.margins = MARGINS;
        view.cells(300);
        view.layout();
        for (int step = 0; step < 5; step++) {
            shows(view, "with margins");
            assertFalse(view.children().isEmpty());
            for (SimulatedRecyclerView.View child : view.children()) {
                assertEquals(child.left + 6, child.viewLeft, child.toString());
                assertEquals(child.top + 9, child.viewTop, child.toString());
                assertEquals(child.right - 12, child.viewRight, child.toString());
                assertEquals(child.bottom - 15, child.viewBottom, child.toString());
                assertEquals(child.viewRight - child.viewLeft, child.measuredWidth, "measured to its frame less its margins: " + child);
                assertEquals(child.viewBottom - child.viewTop, child.measuredHeight, "measured to its frame less its margins: " + child);
            }
            view.scrollBy(1234);
        }
    }

    @Test
    void aCellThatSizesItselfIsItsContentAndItsMargins() throws Exception {
        SimulatedRecyclerView view = new SimulatedRecyclerView(golden("waterfall"), 1080, 1920, 3);
        view.margins = MARGINS;
        view.cells(200);
        view.core.setItemSizeEstimates(Shown.ESTIMATES);
        view.layout();
        for (int step = 0; step < 10; step++) {
            view.scrollBy(400);
            shows(view, "measuring, with margins");
        }
        for (SimulatedRecyclerView.View child : view.children()) {
            assertEquals(Math.round(SimulatedRecyclerView.contentLength(child.item) * 3) + 9 + 15, child.bottom - child.top, child.toString());
            assertEquals(child.right - child.left - 6 - 12, child.measuredWidth, "measured across less its margins: " + child);
        }
    }
}
