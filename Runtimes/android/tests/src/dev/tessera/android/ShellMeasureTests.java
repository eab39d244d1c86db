package dev.tessera.android;

import static dev.tessera.android.RecyclerContractTests.golden;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import android.view.TestWindow;
import android.view.View;
import dev.tessera.android.ShellHarness.Screen;
import org.junit.jupiter.api.Test;

/**
 * wrap_content through RecyclerView's measure pass (issue 58, defect 15): the test build of
 * RecyclerView asks the LayoutManager's `onMeasure` (auto-measure is off), and a carousel in a
 * NestedScrollView (a height spec UNSPECIFIED) is as tall as the twin's core says, not 0.
 */
class ShellMeasureTests {
    @Test
    void aCarouselInANestedScrollViewMeasuresToItsCells() throws Exception {
        for (float density : new float[] {2, 3}) {
            Screen screen = new Screen(golden("carousel"), 0, 0, density).cells(30);
            screen.view.setPadding(0, 10, 0, 20);
            screen.twin.paddingTop = 10;
            screen.twin.paddingBottom = 20;
            screen.view.setAdapter(screen.items);
            int width = View.MeasureSpec.makeMeasureSpec(1080, View.MeasureSpec.EXACTLY);
            int unspecified = View.MeasureSpec.makeMeasureSpec(0, View.MeasureSpec.UNSPECIFIED);
            new TestWindow(screen.view, width, unspecified);
            int[] twin = screen.twin.measureAndLayout(width, unspecified);
            assertTrue(twin[1] > 30, "the core measures the carousel " + twin[1] + " tall");
            assertEquals(twin[0], screen.view.getMeasuredWidth());
            assertEquals(twin[1], screen.view.getMeasuredHeight(), "density " + density);
            assertEquals(twin[1], screen.view.getHeight());
            assertFalse(screen.manager.getChildCount() == 0, "cells laid out in the measured height");
            assertEquals(null, ShellHarness.differences(screen));
        }
    }

    @Test
    void anAtMostHeightBoundsIt() throws Exception {
        Screen screen = new Screen(golden("feed"), 0, 0, 3).cells(2);
        screen.view.setAdapter(screen.items);
        int width = View.MeasureSpec.makeMeasureSpec(1080, View.MeasureSpec.EXACTLY);
        TestWindow window = new TestWindow(screen.view, width, View.MeasureSpec.makeMeasureSpec(1920, View.MeasureSpec.AT_MOST));
        int twoItems = screen.view.getMeasuredHeight();
        assertTrue(twoItems > 0 && twoItems < 1920, "two items wrap shorter than the screen: " + twoItems);
        // Many items: as tall as allowed.
        for (int item = 0; item < 398; item++) screen.items.plain.add("more" + item);
        screen.items.notifyItemRangeInserted(2, 398);
        window.settle();
        assertEquals(1920, screen.view.getMeasuredHeight());
    }
}
