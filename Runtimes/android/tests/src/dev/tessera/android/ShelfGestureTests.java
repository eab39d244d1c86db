package dev.tessera.android;

import static dev.tessera.android.RecyclerContractTests.golden;
import static dev.tessera.android.RecyclerContractTests.shows;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The shelf scroller's decisions, now the core's `ShelfGesture` (issue 58, defect 16): whose
 * drag a touch is, how the shelf follows it, and where it comes to rest, on the store layout's
 * first shelf (cards 335 wide, 12 apart: a rest every 347 points) at 3×.
 */
class ShelfGestureTests {
    private static final int SLOP = 24;

    private static SimulatedRecyclerView store() throws Exception {
        SimulatedRecyclerView view = new SimulatedRecyclerView(golden("store"), 1125, 2001, 3);
        view.sectioned(10, 12, 12);
        view.layout();
        return view;
    }

    @Test
    void aSidewaysDragInAShelfIsTheShelfsAndRestsOnACard() throws Exception {
        SimulatedRecyclerView view = store();
        ShelfGesture<SimulatedRecyclerView.View> gesture = new ShelfGesture<>(view.core, SLOP);
        assertTrue(gesture.down(view, 900, 180), "a touch in the first shelf's band");
        // Within the slop: not yet the shelf's.
        assertFalse(gesture.move(900 - SLOP, 185));
        assertFalse(gesture.dragging());
        // Beyond it, more across than along: the shelf's (the shell intercepts).
        assertTrue(gesture.move(900 - 40, 190));
        assertTrue(gesture.dragging());
        // The shelf follows the finger pixel for pixel; the page does not move.
        assertTrue(gesture.drag(900 - 40 - 300, 190));
        assertEquals(100, view.core.sectionOffset(0), 1e-9);
        assertFalse(gesture.drag(900 - 40 - 300, 195), "no move across: nothing to lay out");
        view.layout();
        shows(view, "the shelf dragged");
        assertEquals(0, view.core.offsetPx());
        // The finger moved left: the offset grows (a positive fling velocity in offset terms).
        assertEquals(2000, gesture.offsetVelocity(-2000, 30), 0);
        // Let go slowly: the nearest card back, card 0, 100 points away.
        assertArrayEquals(new int[] {0, -300}, gesture.release(0, 0));
        assertFalse(gesture.tracking());
    }

    @Test
    void aFastFlingPagesOneCardFromWhereTheDragBegan() throws Exception {
        SimulatedRecyclerView view = store();
        ShelfGesture<SimulatedRecyclerView.View> gesture = new ShelfGesture<>(view.core, SLOP);
        gesture.down(view, 900, 180);
        gesture.move(860, 180);
        gesture.drag(860 - 150, 180);
        assertArrayEquals(new int[] {0, 3 * 347 - 150}, gesture.release(3 * 1200, 9000));
    }

    @Test
    void aDragAlongThePageOrOutsideAShelfIsThePages() throws Exception {
        SimulatedRecyclerView view = store();
        ShelfGesture<SimulatedRecyclerView.View> gesture = new ShelfGesture<>(view.core, SLOP);
        assertFalse(gesture.down(view, 500, 3 * 20), "a touch on the header above the band");
        assertFalse(gesture.move(100, 60));
        assertNull(gesture.release(0, 0));
        assertTrue(gesture.down(view, 900, 180));
        assertFalse(gesture.move(870, 260), "more along than across: the page's drag");
        assertFalse(gesture.drag(700, 300));
        assertNull(gesture.release(0, 5000));
        assertEquals(0, view.core.sectionOffset(0), 0);
    }
}
