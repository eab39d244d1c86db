package dev.tessera.android;

import static dev.tessera.android.RecyclerContractTests.golden;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import androidx.recyclerview.widget.RecyclerView;
import dev.tessera.android.ShellHarness.Screen;
import org.junit.jupiter.api.Test;

/**
 * `TesseraSnapHelper` attached to the test build of RecyclerView (issue 58, defects 13 and 16):
 * RecyclerView's own `fling` calls its `onFling`, SnapHelper's idle check calls `findSnapView` and
 * `calculateDistanceToFinalSnap`, and the content comes to rest where the layout snaps.
 */
class ShellSnapTests {
    /** A carousel (snapping by card) at 3×, its snap helper attached. */
    private static Screen carousel() throws Exception {
        Screen screen = new Screen(golden("carousel"), 1080, 1920, 3).cells(30).show();
        new TesseraSnapHelper().attachToRecyclerView(screen.view);
        return screen;
    }

    /** Every pixel the content moved, from RecyclerView's onScrolled. */
    private static int[] watch(RecyclerView view) {
        final int[] moved = {0};
        view.addOnScrollListener(new RecyclerView.OnScrollListener() {
            @Override
            public void onScrolled(RecyclerView recyclerView, int dx, int dy) {
                moved[0] += Math.abs(dx) + Math.abs(dy);
            }
        });
        return moved;
    }

    @Test
    void aDragLetGoSlowlyComesToRestOnACard() throws Exception {
        Screen screen = carousel();
        assertTrue(screen.manager.core().atRest(), "at rest at the start");
        // A slow drag 400 px to the left, held still before the finger lifts: no fling.
        screen.drag(900, 900, -400, 0, 40, false);
        for (int frame = 0; frame < 10; frame++) screen.window.frame();
        screen.touch(android.view.MotionEvent.ACTION_UP, 500, 900);
        assertTrue(screen.offsetPx() > 300, "the drag scrolled: " + screen.offsetPx());
        assertFalse(screen.manager.core().atRest(), "between two cards");
        // Idle: the snap helper asks for the snap view and the distance, and scrolls there.
        screen.window.settle();
        assertEquals(RecyclerView.SCROLL_STATE_IDLE, screen.view.getScrollState());
        assertTrue(screen.manager.core().atRest(), "at a card after the snap: " + screen.offsetPx());
        assertArrayEquals(new int[2], screen.manager.distanceToRest(0, 0, 0, 0));
    }

    @Test
    void aSlowFlingAtRestIsHandledAndTheContentDoesNotMove() throws Exception {
        Screen screen = carousel();
        screen.scrollBy(1500);
        screen.window.settle();
        int[] rest = screen.manager.distanceToRest(0, 0, 0, 0);
        screen.view.smoothScrollBy(rest[0], rest[1]);
        screen.window.settle();
        assertTrue(screen.manager.core().atRest());
        long atRest = screen.offsetPx();
        int[] moved = watch(screen.view);
        // Faster than the minimum fling velocity (150 px/s at 3×), too slow to leave this card.
        assertTrue(screen.view.fling(300, 0), "the fling was taken (by the snap helper)");
        screen.window.settle();
        assertEquals(0, moved[0], "the content moved during a fling that rests where it is");
        assertEquals(atRest, screen.offsetPx());
        assertEquals(RecyclerView.SCROLL_STATE_IDLE, screen.view.getScrollState());
    }

    @Test
    void aFastFlingGoesOnToAnotherCardAndRestsThere() throws Exception {
        Screen screen = carousel();
        long before = screen.offsetPx();
        assertTrue(screen.view.fling(9000, 0));
        assertEquals(RecyclerView.SCROLL_STATE_SETTLING, screen.view.getScrollState());
        screen.window.settle();
        assertNotEquals(before, screen.offsetPx());
        assertTrue(screen.manager.core().atRest(), "rests on a card: " + screen.offsetPx());
        assertEquals(RecyclerView.SCROLL_STATE_IDLE, screen.view.getScrollState());
    }

    @Test
    void aLayoutThatDoesNotSnapFlingsAsRecyclerViewDoes() throws Exception {
        Screen screen = new Screen(golden("grid"), 1080, 1920, 3).cells(300).show();
        TesseraSnapHelper helper = new TesseraSnapHelper();
        helper.attachToRecyclerView(screen.view);
        assertFalse(helper.onFling(0, 3000), "not the snap helper's fling");
        assertNull(helper.findSnapView(screen.manager));
        // RecyclerView's own fling then carries the content.
        assertTrue(screen.view.fling(0, 3000));
        screen.window.settle();
        // As far as the platform's fling spline carries 3,000 px/s (the snap helper's calculateScrollDistance asks the same).
        assertEquals(helper.calculateScrollDistance(0, 3000)[1], screen.offsetPx());
        assertTrue(screen.offsetPx() > 300, "flung: " + screen.offsetPx());
    }
}
