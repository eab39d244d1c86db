package dev.tessera.android;

import static dev.tessera.android.RecyclerContractTests.golden;
import static dev.tessera.android.ShellHarness.differences;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import android.view.MotionEvent;
import androidx.recyclerview.widget.RecyclerView;
import dev.tessera.android.ShellHarness.Screen;
import org.junit.jupiter.api.Test;

/**
 * `ShelfScroller` as RecyclerView runs an OnItemTouchListener (issue 58, defect 16): touches
 * dispatched to the test build of RecyclerView reach it, it takes a sideways drag in a shelf of
 * the store layout (cards 335 points wide, 12 apart: a rest every 347 points, at 3×), the shelf
 * follows the finger, and on release it animates, frame by frame, to the rest the core decides.
 */
class ShellShelfTests {
    private static Screen store() throws Exception {
        Screen screen = new Screen(golden("store"), 1125, 2001, 3).sectioned(10, 12, 12).show();
        assertNull(differences(screen));
        return screen;
    }

    private static double shelf(Screen screen) {
        return screen.manager.core().sectionOffset(0);
    }

    @Test
    void aSlowSidewaysDragIsTheShelfsAndSettlesBackToTheNearestCard() throws Exception {
        Screen screen = store();
        // 17 px a frame to the left: the second move (34 px) passes the 24 px slop and the shelf takes the drag there.
        screen.drag(900, 180, -340, 0, 20, false);
        screen.window.frame();
        assertEquals((866 - 560) / 3.0, shelf(screen), 1e-9, "the shelf follows the finger from where it took the drag");
        assertEquals(0, screen.offsetPx(), "the page did not move");
        assertEquals(RecyclerView.SCROLL_STATE_IDLE, screen.view.getScrollState());
        // Held, then lifted: no fling; 102 points is nearer card 0 than card 1.
        for (int frame = 0; frame < 10; frame++) screen.window.frame();
        screen.touch(MotionEvent.ACTION_UP, 560, 180);
        int frames = screen.window.settle();
        assertTrue(frames > 3, "the shelf animated back over " + frames + " frames");
        assertEquals(0, shelf(screen), 1e-9);
    }

    @Test
    void aFastSidewaysFlingPagesOneCard() throws Exception {
        Screen screen = store();
        screen.drag(900, 180, -300, 0, 5, true);
        screen.window.settle();
        assertEquals(347, shelf(screen), 1e-9, "one card on from where the drag began");
        assertEquals(0, screen.offsetPx());
        // The shelf's cells are laid out at the new offset: the twin, moved the same, agrees.
        screen.twin.core.scrollSection(0, (int) Math.round(347 * 3.0));
        screen.twin.layout();
        assertNull(differences(screen));
    }

    @Test
    void aDragAlongThePageScrollsThePage() throws Exception {
        Screen screen = store();
        screen.drag(900, 600, 8, -500, 20, false);
        for (int frame = 0; frame < 10; frame++) screen.window.frame();
        screen.touch(MotionEvent.ACTION_UP, 908, 100);
        screen.window.settle();
        assertEquals(500 - 24, screen.offsetPx(), "the page scrolled by the drag less the slop");
        assertEquals(0, shelf(screen), 0);
    }
}
