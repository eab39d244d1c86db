package dev.tessera.android;

import static dev.tessera.android.RecyclerContractTests.golden;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/**
 * What the snap helper's `onFling` decides (issue 58, defect 13): SnapHelper's contract is that
 * `onFling` answering true handled the fling, false hands it to RecyclerView's own fling. A fling
 * that the snap ends where the content is must be handled, else RecyclerView flings past the
 * snap and the check when scrolling stops brings it back.
 */
class SnapFlingTests {
    @Test
    void aSlowFlingThatRestsWhereItIsIsHandled() throws Exception {
        SimulatedRecyclerView view = new SimulatedRecyclerView(golden("carousel"), 1080, 1920, 3);
        view.cells(30);
        view.layout();
        view.scrollBy(1500);
        view.core.scrollStateChanged(true);
        int[] rest = view.core.distanceToRest(0, 0, 0, 0);
        view.scrollBy(rest[0] + rest[1]);
        long atRest = view.core.offsetPx();
        // A slow fling, carrying the content a few pixels: the nearest rest is where it is.
        view.core.scrollStateChanged(true);
        int[] slow = view.core.fling(12, 0, 90, 0);
        assertNotNull(slow, "a slow fling the snap ends where it is was handed to RecyclerView's own fling");
        assertArrayEquals(new int[2], slow);
        // RecyclerView's idle check afterwards leaves it there.
        assertArrayEquals(new int[2], view.core.distanceToRest(0, 0, 0, 0));
        assertEquals(atRest, view.core.offsetPx());
        // A fast one goes on to another rest, and is handled.
        int[] fast = view.core.fling(3000, 0, 8000, 0);
        assertNotNull(fast);
        view.scrollBy(fast[0]);
        assertArrayEquals(new int[2], view.core.distanceToRest(0, 0, 0, 0));
    }

    @Test
    void aLayoutThatDoesNotSnapFlingsAsRecyclerView() throws Exception {
        SimulatedRecyclerView view = new SimulatedRecyclerView(golden("grid"), 1080, 1920, 3);
        view.cells(300);
        view.layout();
        assertNull(view.core.fling(0, 900, 0, 3000));
    }
}
