package dev.tessera.android;

import static dev.tessera.android.RecyclerContractTests.golden;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import android.view.MotionEvent;
import android.view.View;
import androidx.core.view.accessibility.AccessibilityNodeInfoCompat;
import androidx.recyclerview.widget.RecyclerView;
import dev.tessera.android.ShellHarness.Screen;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The rest of `TesseraLayoutManager`'s forwarding, run on the test build of RecyclerView: TalkBack's
 * collection info, focus leaving the attached children, prefetch, the children's drawing order,
 * and detaching from the window (the shelf scroller stops listening).
 */
class ShellAccessibilityTests {
    @Test
    void collectionInfoIsTheCoresForEveryAttachedItem() throws Exception {
        Screen screen = new Screen(golden("settings"), 1080, 1920, 3).sectioned(4, 6, 3, 8, 5).show();
        CollectionPlaces places = screen.twin.core.collection();
        assertEquals(places.rows, screen.manager.getRowCountForAccessibility(null, null));
        assertEquals(places.columns, screen.manager.getColumnCountForAccessibility(null, null));
        for (int index = 0; index < screen.manager.getChildCount(); index++) {
            View child = screen.manager.getChildAt(index);
            AccessibilityNodeInfoCompat info = AccessibilityNodeInfoCompat.obtain();
            screen.manager.onInitializeAccessibilityNodeInfoForItem(null, null, child, info);
            int[] item = screen.twin.core.collectionItem(screen.manager.getPosition(child));
            AccessibilityNodeInfoCompat.CollectionItemInfoCompat got = info.getCollectionItemInfo();
            assertNotNull(got, "child " + index);
            assertEquals(item[0], got.getRowIndex());
            assertEquals(item[1], got.getRowSpan());
            assertEquals(item[2], got.getColumnIndex());
            assertEquals(item[3], got.getColumnSpan());
            assertEquals(item[4] == 1, got.isHeading());
        }
    }

    @Test
    void focusLeavingTheChildrenFindsTheNextCellOrScrollsToIt() throws Exception {
        Screen screen = new Screen(golden("feed"), 1080, 1920, 3).cells(200).show();
        View last = screen.manager.getChildAt(screen.manager.getChildCount() - 1);
        int target = screen.twin.core.focusTarget(screen.manager.getPosition(last), View.FOCUS_DOWN);
        assertTrue(target > 0, "a cell below the last attached one");
        View found = screen.manager.onFocusSearchFailed(last, View.FOCUS_DOWN, null, null);
        View attached = screen.manager.findViewByPosition(target);
        if (attached != null) {
            assertSame(attached, found);
        } else {
            assertNull(found);
            screen.window.settle();
            assertNotNull(screen.manager.findViewByPosition(target), "scrolled to it for the next key press");
        }
    }

    @Test
    void prefetchAndDrawingOrderAreTheCores() throws Exception {
        Screen screen = new Screen(golden("coverflow"), 1125, 2001, 3).cells(40).show();
        screen.scrollBy(700);
        final List<String> shell = new ArrayList<>();
        final List<String> twin = new ArrayList<>();
        screen.manager.collectAdjacentPrefetchPositions(400, 0, null, new RecyclerView.LayoutManager.LayoutPrefetchRegistry() {
            @Override
            public void addPosition(int position, int distance) {
                shell.add(position + "@" + distance);
            }
        });
        screen.twin.core.collectPrefetch(400, 0, new LayoutManagerCore.PrefetchRegistry() {
            @Override
            public void addPosition(int position, int distance) {
                twin.add(position + "@" + distance);
            }
        });
        assertFalse(shell.isEmpty(), "something to prefetch ahead");
        assertEquals(twin, shell);
        int count = screen.manager.getChildCount();
        boolean reordered = false;
        for (int place = 0; place < count; place++) {
            int drawn = screen.view.getChildDrawingOrder(count, place);
            assertEquals(screen.twin.core.drawingOrder(count, place), drawn);
            reordered |= drawn != place;
        }
        assertTrue(reordered, "a cover flow draws its middle card last");
    }

    @Test
    void detachedFromTheWindowTheShelfScrollerStopsListening() throws Exception {
        Screen screen = new Screen(golden("store"), 1125, 2001, 3).sectioned(10, 12, 12).show();
        screen.window.detach();
        screen.touch(MotionEvent.ACTION_DOWN, 900, 180);
        screen.touch(MotionEvent.ACTION_MOVE, 860, 180);
        screen.touch(MotionEvent.ACTION_MOVE, 560, 180);
        screen.touch(MotionEvent.ACTION_UP, 560, 180);
        assertEquals(0, screen.manager.core().sectionOffset(0), 0, "no shelf listener after the view left its window");
    }
}
