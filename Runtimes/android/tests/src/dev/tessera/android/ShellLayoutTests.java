package dev.tessera.android;

import static dev.tessera.android.RecyclerContractTests.golden;
import static dev.tessera.android.ShellHarness.differences;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import android.graphics.Rect;
import android.view.View;
import android.view.ViewGroup;
import dev.tessera.android.ShellHarness.ItemView;
import dev.tessera.android.ShellHarness.Screen;
import org.junit.jupiter.api.Test;

/**
 * `TesseraLayoutManager` and `AndroidHost` running on the test build of RecyclerView (issue 58,
 * defect 16): layout passes, scrolls, margins, right to left and effects go through the shell's
 * own forwarding, and what the views show is what the core simulation (the twin) shows.
 */
class ShellLayoutTests {
    @Test
    void aWaterfallOfSelfSizingCellsLaysOutAndScrollsAsTheCoreDecides() throws Exception {
        Screen screen = new Screen(golden("waterfall"), 1080, 1920, 3).cells(200);
        screen.manager.setItemSizeEstimates(Shown.ESTIMATES);
        screen.twin.core.setItemSizeEstimates(Shown.ESTIMATES);
        screen.show();
        assertNull(differences(screen), "first layout");
        assertFalse(screen.manager.getChildCount() == 0);
        for (int step = 0; step < 12; step++) {
            screen.scrollBy(step < 8 ? 700 : -450);
            assertNull(differences(screen), "after scroll " + step);
        }
        // Each cell measured itself across at its column's width: its height is its content's.
        for (int index = 0; index < screen.manager.getChildCount(); index++) {
            ItemView child = (ItemView) screen.manager.getChildAt(index);
            assertEquals(Math.round(SimulatedRecyclerView.contentLength(child.item) * 3), child.getHeight(), child.toString());
        }
        assertTrue(screen.offsetPx() > 3000, "scrolled: " + screen.offsetPx());
    }

    @Test
    void aScrollMovesTheViewsItKeepsByOffsetNotByLayingThemOutAgain() throws Exception {
        Screen screen = new Screen(golden("grid"), 1080, 1920, 3).cells(300).show();
        java.util.Map<ItemView, Integer> before = new java.util.HashMap<>();
        for (int index = 0; index < screen.manager.getChildCount(); index++) {
            ItemView child = (ItemView) screen.manager.getChildAt(index);
            before.put(child, child.layouts);
        }
        screen.scrollBy(300);
        assertNull(differences(screen));
        // offsetChildrenVertical moved them; the frames of a grid's cells do not change size, so none is laid out again.
        int kept = 0;
        for (int index = 0; index < screen.manager.getChildCount(); index++) {
            ItemView child = (ItemView) screen.manager.getChildAt(index);
            if (!before.containsKey(child)) continue;
            kept++;
            assertEquals(before.get(child), child.layouts, "laid out again while it only moved: " + child);
        }
        assertTrue(kept > 2, "views kept across the scroll: " + kept);
    }

    @Test
    void itemMarginsAndDecorationInsetsAreInsideEachFrame() throws Exception {
        int[] margins = {6, 9, 12, 15};
        Screen screen = new Screen(golden("grid"), 1080, 1920, 3).cells(300);
        screen.items.margins = margins;
        screen.twin.margins = margins;
        screen.show();
        for (int step = 0; step < 5; step++) {
            assertNull(differences(screen), "step " + step);
            Rect bounds = new Rect();
            for (int index = 0; index < screen.manager.getChildCount(); index++) {
                View child = screen.manager.getChildAt(index);
                screen.manager.getDecoratedBoundsWithMargins(child, bounds);
                assertEquals(bounds.left + 6, child.getLeft());
                assertEquals(bounds.bottom - 15, child.getBottom());
                // The view's own params are RecyclerView's, the margins the item layout set kept.
                assertTrue(child.getLayoutParams() instanceof ViewGroup.MarginLayoutParams);
            }
            screen.scrollBy(1234);
        }
    }

    @Test
    void rightToLeftMirrorsThroughTheViewsLayoutDirection() throws Exception {
        Screen screen = new Screen(golden("carousel"), 1080, 1920, 3).cells(30);
        screen.view.setLayoutDirection(View.LAYOUT_DIRECTION_RTL);
        screen.twin.rightToLeft = true;
        screen.show();
        assertNull(differences(screen));
        // The first card starts at the right edge; the rest lie to its left.
        View first = screen.manager.findViewByPosition(0);
        assertTrue(first.getRight() > 540, "the first card is in the right half: " + first);
        assertTrue(screen.manager.findViewByPosition(1).getRight() <= first.getLeft(), "the second card is left of the first");
        for (int delta : new int[] {-900, 900, 2500, -1300}) {
            screen.scrollBy(delta);
            assertNull(differences(screen), "after " + delta);
        }
    }

    @Test
    void effectsAreSetOnTheViewsAsTheCoreDecidesThem() throws Exception {
        for (float density : new float[] {1, 2, 3}) {
            Screen screen = new Screen(golden("coverflow"), Math.round(375 * density), Math.round(667 * density), density).cells(40);
            screen.show();
            for (int step = 0; step < 4; step++) {
                assertNull(differences(screen), "density " + density + ", step " + step);
                screen.scrollBy(Math.round(130 * density));
            }
            boolean turned = false;
            for (int index = 0; index < screen.manager.getChildCount(); index++) {
                View child = screen.manager.getChildAt(index);
                turned |= child.getRotationY() != 0;
            }
            assertTrue(turned, "a cover flow turns some cells");
        }
    }

    @Test
    void aPaddedViewAndAnotherSizeLayOutAgain() throws Exception {
        Screen screen = new Screen(golden("feed"), 1080, 1920, 3).cells(100);
        screen.view.setPadding(30, 40, 50, 60);
        screen.twin.paddingLeft = 30;
        screen.twin.paddingTop = 40;
        screen.twin.paddingRight = 50;
        screen.twin.paddingBottom = 60;
        screen.show();
        assertNull(differences(screen));
        // A rotation: the window resizes the view, RecyclerView lays out again.
        screen.window.resize(View.MeasureSpec.makeMeasureSpec(1920, View.MeasureSpec.EXACTLY), View.MeasureSpec.makeMeasureSpec(1080, View.MeasureSpec.EXACTLY));
        screen.twin.resize(1920, 1080);
        assertNull(differences(screen));
    }
}
