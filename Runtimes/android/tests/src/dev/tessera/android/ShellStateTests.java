package dev.tessera.android;

import static dev.tessera.android.RecyclerContractTests.golden;
import static dev.tessera.android.ShellHarness.differences;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import android.graphics.Rect;
import android.os.Parcel;
import android.os.Parcelable;
import android.view.View;
import android.view.accessibility.AccessibilityEvent;
import dev.tessera.android.ShellHarness.Screen;
import org.junit.jupiter.api.Test;

/**
 * Scrolling by touch and by position, saved state through a Parcel, scroll bars and the
 * accessibility event, through `TesseraLayoutManager` on the test build of RecyclerView
 * (issue 58, defects 12 and 16).
 */
class ShellStateTests {
    private static int firstInView(Screen screen) {
        int first = Integer.MAX_VALUE;
        for (int index = 0; index < screen.manager.getChildCount(); index++) {
            View child = screen.manager.getChildAt(index);
            if (child.getTop() <= 0 && child.getBottom() > 0) first = Math.min(first, screen.manager.getPosition(child));
        }
        return first;
    }

    /** The saved state as an Activity keeps it: written to a parcel, read back from the start. */
    private static Parcelable throughParcel(Parcelable state) {
        Parcel parcel = Parcel.obtain();
        state.writeToParcel(parcel, 0);
        parcel.setDataPosition(0);
        return TesseraLayoutManager.SavedState.CREATOR.createFromParcel(parcel);
    }

    @Test
    void aDragScrollsByTheFingersDistance() throws Exception {
        Screen screen = new Screen(golden("feed"), 1080, 1920, 3).cells(400).show();
        // 600 px up, held before lifting (no fling): the touch slop is crossed, then the content follows the finger.
        screen.drag(500, 1500, 0, -600, 30, false);
        for (int frame = 0; frame < 10; frame++) screen.window.frame();
        screen.touch(android.view.MotionEvent.ACTION_UP, 500, 900);
        assertEquals(600 - 24, screen.offsetPx(), "the drag less the slop it took to start");
        screen.twin.scrollBy(600 - 24);
        assertNull(differences(screen));
    }

    @Test
    void savedStateRestoresTheFirstItemInViewThroughAParcel() throws Exception {
        Screen before = new Screen(golden("feed"), 1080, 1920, 3).cells(400).show();
        before.scrollBy(20_000);
        int first = firstInView(before);
        assertTrue(first > 20, "scrolled well down: " + first);
        Parcelable saved = throughParcel(before.manager.onSaveInstanceState());
        // A new process: a new view restored before its first layout, the data there.
        Screen after = new Screen(golden("feed"), 1080, 1920, 3).cells(400);
        after.manager.onRestoreInstanceState(saved);
        after.show();
        assertEquals(first, firstInView(after));
        assertEquals(before.offsetPx(), after.offsetPx(), 1);
    }

    @Test
    void savedStateAndScrollToPositionWaitForDataThatLoadsLater() throws Exception {
        Screen before = new Screen(golden("feed"), 1080, 1920, 3).cells(400).show();
        before.scrollBy(20_000);
        int first = firstInView(before);
        Parcelable saved = throughParcel(before.manager.onSaveInstanceState());
        Screen after = new Screen(golden("feed"), 1080, 1920, 3).cells(0);
        after.manager.onRestoreInstanceState(saved);
        after.show();
        assertEquals(0, after.manager.getChildCount());
        // The data arrives: the app adds it and says so.
        after.items.plain.addAll(before.items.plain);
        after.items.notifyItemRangeInserted(0, 400);
        after.window.settle();
        assertEquals(first, firstInView(after), "restored once the data came");
        // scrollToPosition before the data, likewise.
        Screen later = new Screen(golden("feed"), 1080, 1920, 3).cells(0).show();
        later.manager.scrollToPosition(300);
        later.window.settle();
        later.items.plain.addAll(before.items.plain);
        later.items.notifyDataSetChanged();
        later.window.settle();
        assertNotNull(later.manager.findViewByPosition(300), "position 300 is in view once the data came");
    }

    @Test
    void scrollToPositionAndSmoothScrollToPositionBringTheItemIntoView() throws Exception {
        Screen screen = new Screen(golden("feed"), 1080, 1920, 3).cells(400).show();
        screen.manager.scrollToPosition(200);
        screen.window.settle();
        assertNotNull(screen.manager.findViewByPosition(200));
        // Smoothly back up to 40: the LayoutManager's scroll vector points up, the scroller seeks and stops with it in view.
        screen.view.smoothScrollToPosition(40);
        screen.window.settle();
        View target = screen.manager.findViewByPosition(40);
        assertNotNull(target, "position 40 is attached after the smooth scroll");
        assertTrue(target.getTop() >= 0 && target.getBottom() <= 1920, "wholly in view: " + target);
        assertEquals(androidx.recyclerview.widget.RecyclerView.SCROLL_STATE_IDLE, screen.view.getScrollState());
    }

    @Test
    void scrollBarsAndTheAccessibilityEventDescribeTheViewport() throws Exception {
        Screen screen = new Screen(golden("feed"), 1080, 1920, 3).cells(400).show();
        screen.scrollBy(5000);
        assertEquals(5000, screen.manager.computeVerticalScrollOffset(null));
        assertEquals(1920, screen.manager.computeVerticalScrollExtent(null));
        assertTrue(screen.manager.computeVerticalScrollRange(null) > 5000 + 1920);
        assertEquals(0, screen.manager.computeHorizontalScrollRange(null));
        AccessibilityEvent event = new AccessibilityEvent(AccessibilityEvent.TYPE_VIEW_SCROLLED);
        screen.manager.onInitializeAccessibilityEvent(null, null, event);
        assertEquals(screen.manager.getPosition(screen.manager.getChildAt(0)), event.getFromIndex());
        assertEquals(screen.manager.getPosition(screen.manager.getChildAt(screen.manager.getChildCount() - 1)), event.getToIndex());
        Rect bounds = new Rect();
        screen.manager.getDecoratedBoundsWithMargins(screen.manager.getChildAt(0), bounds);
        assertTrue(bounds.bottom > 0, "the first child is at least partly in view");
    }
}
