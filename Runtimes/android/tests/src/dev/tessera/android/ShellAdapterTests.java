package dev.tessera.android;

import static dev.tessera.android.RecyclerContractTests.golden;
import static dev.tessera.android.ShellHarness.differences;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tessera.android.ShellHarness.ItemView;
import dev.tessera.android.ShellHarness.Screen;
import org.junit.jupiter.api.Test;

/**
 * The adapter's notifications through the test build of RecyclerView (issue 58, defect 16): the
 * changes reach `TesseraLayoutManager`'s `onItems…` at the next layout, the views are bound to
 * the items now at their positions, and what shows is what the twin shows after the same change.
 * This RecyclerView runs no item animator, so no pre-layout pass: those passes stay proven on
 * the core simulation alone (docs/ANDROID.md).
 */
class ShellAdapterTests {
    /** Each child shows the item the adapter has at its position (a stale binding would not). */
    private static void boundToTheirItems(Screen screen) {
        for (int index = 0; index < screen.manager.getChildCount(); index++) {
            ItemView child = (ItemView) screen.manager.getChildAt(index);
            assertEquals(screen.items.identities().get(screen.manager.getPosition(child)), child.item, "child " + index);
        }
    }

    @Test
    void insertsRemovesAndMovesShowAsTheTwinShowsThem() throws Exception {
        for (String name : new String[] {"feed", "grid"}) changes(name);
    }

    private static void changes(String name) throws Exception {
        Screen screen = new Screen(golden(name), 1080, 1920, 3).cells(300).show();
        screen.scrollBy(2400);
        assertNull(differences(screen));
        // Above the viewport, in it, and a move within it: each told as an app tells it.
        int[][] changes = {{0, 0}, {0, 20}, {1, 3}, {1, 21}, {2, 22, 26}};
        for (int[] change : changes) {
            if (change[0] == 0) {
                screen.twin.insert(0, change[1]);
                screen.items.plain.add(change[1], screen.twin.plain.get(change[1]));
                screen.items.notifyItemInserted(change[1]);
            } else if (change[0] == 1) {
                screen.twin.remove(0, change[1]);
                screen.items.plain.remove(change[1]);
                screen.items.notifyItemRemoved(change[1]);
            } else {
                screen.twin.move(0, change[1], change[2]);
                screen.items.plain.add(change[2], screen.items.plain.remove(change[1]));
                screen.items.notifyItemMoved(change[1], change[2]);
            }
            screen.window.settle();
            screen.twin.layout();
            assertEquals(screen.twin.plain, screen.items.plain);
            assertNull(differences(screen), name + ", after " + java.util.Arrays.toString(change));
            boundToTheirItems(screen);
        }
    }

    @Test
    void aChangedItemIsBoundAgainAndANewAdapterStartsAfresh() throws Exception {
        Screen screen = new Screen(golden("feed"), 1080, 1920, 3).cells(100).show();
        int position = screen.manager.getPosition(screen.manager.getChildAt(1));
        int binds = screen.items.binds;
        screen.items.plain.set(position, "changed");
        screen.items.notifyItemChanged(position);
        screen.window.settle();
        assertEquals(binds + 1, screen.items.binds, "only the changed item bound again");
        assertEquals("changed", ((ItemView) screen.manager.findViewByPosition(position)).item);
        // notifyDataSetChanged: every view bound again to the data now.
        for (int item = 0; item < 100; item++) screen.items.plain.set(item, "renamed" + item);
        screen.items.notifyDataSetChanged();
        screen.window.settle();
        boundToTheirItems(screen);
        // Another adapter: onAdapterChanged drops every view; the next layout shows the new one's items.
        ShellHarness.Items other = new ShellHarness.Items(screen.layout);
        other.plain = new java.util.ArrayList<>();
        for (int item = 0; item < 10; item++) other.plain.add("other" + item);
        screen.view.setAdapter(other);
        screen.items = other;
        screen.window.settle();
        assertTrue(screen.manager.getChildCount() > 0);
        boundToTheirItems(screen);
    }
}
