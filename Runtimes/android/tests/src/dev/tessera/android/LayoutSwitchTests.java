package dev.tessera.android;

import static dev.tessera.android.RecyclerContractTests.golden;
import static dev.tessera.android.RecyclerContractTests.shows;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tessera.runtime.driver.ScrollDriver;
import dev.tessera.runtime.geometry.ElementID;
import dev.tessera.runtime.geometry.Rect;
import org.junit.jupiter.api.Test;

/**
 * `TesseraLayoutManager.setLayout` (`LayoutManagerCore.switchTo`): another layout for the same
 * data, by the session's switch rule (rule 9): the cell first in view keeps its distance, from
 * the very top the new layout opens at its top, a view at a chat's end follows the new end.
 */
class LayoutSwitchTests {
    @Test
    void theCellFirstInViewKeepsItsDistance() throws Exception {
        SimulatedRecyclerView view = new SimulatedRecyclerView(golden("grid"), 1080, 1920, 3);
        view.cells(600);
        view.layout();
        view.scrollBy(20_017);
        ScrollDriver.Anchor first = view.core.driver().firstCellInView(null);
        assertNotNull(first);
        view.core.switchTo(golden("feed"));
        view.layout();
        shows(view, "a switch from a grid to a feed");
        Rect frame = view.core.driver().attributes(ElementID.cell(first.section, first.item)).getFrame();
        double distance = frame.y - view.core.offsetPx() / 3.0;
        // Its distance, or its top at the top when that distance would leave it out of view.
        double expected = first.distance >= 0 || frame.height + first.distance > 0 ? first.distance : 0;
        assertEquals(expected, distance, 1 / 3.0, "cell " + first.item + " kept in place");
        assertTrue(distance + frame.height > 0 && distance < 1920 / 3.0, "cell " + first.item + " in view");
    }

    @Test
    void fromTheTopTheNewLayoutOpensAtItsTop() throws Exception {
        SimulatedRecyclerView view = new SimulatedRecyclerView(golden("feed"), 1080, 1920, 3);
        view.cells(300);
        view.layout();
        view.core.switchTo(golden("grid"));
        view.layout();
        shows(view, "a switch from the top");
        assertEquals(0, view.core.offsetPx());
    }

    @Test
    void aChatAtItsEndFollowsTheNewLayoutsEnd() throws Exception {
        SimulatedRecyclerView view = new SimulatedRecyclerView(golden("chat"), 1080, 1920, 3);
        view.core.setItemSizeEstimates(Shown.ESTIMATES);
        view.cells(300);
        view.layout();
        assertEquals(view.core.endOffsetPx(), view.core.offsetPx());
        view.core.switchTo(golden("feed"));
        view.layout();
        shows(view, "a switch from a chat at its end");
        assertTrue(view.core.offsetPx() > 0);
        assertEquals(view.core.maximumOffsetPx(), view.core.offsetPx());
    }
}
