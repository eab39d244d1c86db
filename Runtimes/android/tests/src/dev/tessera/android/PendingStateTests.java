package dev.tessera.android;

import static dev.tessera.android.RecyclerContractTests.golden;
import static dev.tessera.android.RecyclerContractTests.shows;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Data that loads later: a state restored or a position scrolled to before the adapter has items
 * waits until the adapter has its position (issue 58, defect 12): the session's rule 11
 * (`CollectionSession.dataHas`, the test the session vectors hold every runtime's `scrollTo` to), taken once.
 * A position past the data waits for data that has it (LinearLayoutManager would drop it: the
 * session's rule wins, one rule for every runtime).
 */
class PendingStateTests {
    /** The adapter's data arrives: `notifyDataSetChanged` (onItemsChanged), then a layout. */
    private static void loads(SimulatedRecyclerView view, int count) {
        view.cells(count);
        view.core.dataChanged();
        view.layout();
    }

    private static int firstShown(SimulatedRecyclerView view) {
        int first = Integer.MAX_VALUE;
        for (SimulatedRecyclerView.View child : view.children()) if (child.top <= 0 && child.bottom > 0) first = Math.min(first, child.position);
        return first;
    }

    @Test
    void aRestoredStateWaitsForTheData() throws Exception {
        SimulatedRecyclerView before = new SimulatedRecyclerView(golden("feed"), 1080, 1920, 3);
        before.cells(400);
        before.layout();
        before.scrollBy(20_000);
        SavedAnchor saved = before.core.save();
        assertNotNull(saved);
        assertTrue(saved.position > 20, "scrolled well down: " + saved.position);
        // A new process: the state is restored into a view whose adapter is still empty.
        SimulatedRecyclerView after = new SimulatedRecyclerView(golden("feed"), 1080, 1920, 3);
        after.cells(0);
        after.core.restore(saved);
        after.layout();
        assertEquals(0, after.children().size());
        // Saved again while it waits (a second rotation), it is still the restored state.
        assertEquals(saved.position, after.core.save().position);
        loads(after, 400);
        shows(after, "restored once the data came");
        assertEquals(saved.position, after.core.save().position);
        assertEquals(saved.distance, after.core.save().distance, 1 / 3.0);
        // Applied once: a later change of data keeps the first cell in view, not the saved state.
        long offset = after.core.offsetPx();
        after.scrollBy(-3000);
        loads(after, 400);
        assertEquals(offset - 3000, after.core.offsetPx());
    }

    @Test
    void aPositionScrolledToBeforeTheDataIsShownWhenItComes() throws Exception {
        SimulatedRecyclerView view = new SimulatedRecyclerView(golden("grid"), 1080, 1920, 3);
        view.cells(0);
        view.core.scrollToPosition(600);
        view.layout();
        loads(view, 1000);
        shows(view, "scrolled to 600 once the data came");
        assertTrue(view.shownByItem().containsKey(view.identities().get(600)), "item 600 shown");
        assertEquals(600, firstShown(view));
    }

    @Test
    void aChatWhoseMessagesLoadLaterOpensAtItsEnd() throws Exception {
        SimulatedRecyclerView view = new SimulatedRecyclerView(golden("chat"), 1080, 1920, 3);
        view.core.setItemSizeEstimates(Shown.ESTIMATES);
        view.cells(0);
        view.layout();
        loads(view, 300);
        shows(view, "the chat's messages came");
        assertTrue(view.core.offsetPx() > 0);
        assertEquals(view.core.endOffsetPx(), view.core.offsetPx());
    }

    @Test
    void aPositionTheDataDoesNotHaveYetWaitsForIt() throws Exception {
        SimulatedRecyclerView view = new SimulatedRecyclerView(golden("grid"), 1080, 1920, 3);
        view.cells(0);
        view.core.scrollToPosition(600);
        view.layout();
        loads(view, 100);
        shows(view, "a position past the data");
        assertEquals(0, view.core.offsetPx());
        assertEquals(600, view.core.save().position, "still waiting");
        // Taken once the data has it, and once only.
        loads(view, 1000);
        shows(view, "the data came to the position");
        assertEquals(600, firstShown(view));
        view.scrollBy(-3000);
        long offset = view.core.offsetPx();
        loads(view, 1000);
        assertEquals(offset, view.core.offsetPx());
    }

    @Test
    void sidewaysRightToLeftAPositionScrolledToHasItsRightEdgeAtTheViewportsRight() throws Exception {
        // As the session's rule gives it (`pendingScrollTarget`: the leading edge is the right one).
        dev.tessera.runtime.compiled.CompiledLayout layout = null;
        for (String[] entry : dev.tessera.runtime.VectorLayouts.compiled()) {
            if (entry[0].equals("vectors/rtl_lengths_by_index.json")) layout = dev.tessera.runtime.compiled.CompiledLayout.load(entry[1], entry[0]);
        }
        assertNotNull(layout, "the vectors' rtl_lengths_by_index");
        SimulatedRecyclerView view = new SimulatedRecyclerView(layout, 1080, 1920, 3);
        view.cells(0);
        view.core.scrollToPosition(100);
        view.layout();
        loads(view, 300);
        shows(view, "scrolled to 100 right to left");
        SimulatedRecyclerView.View shown = null;
        for (SimulatedRecyclerView.View child : view.children()) if (child.position == 100) shown = child;
        assertNotNull(shown, "position 100 shown; offset " + view.core.offsetPx() + " of " + view.core.maximumOffsetPx() + ", children " + view.children());
        assertEquals(1080, shown.right);
    }
}
