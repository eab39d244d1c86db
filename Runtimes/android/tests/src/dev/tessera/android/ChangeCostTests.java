package dev.tessera.android;

import static dev.tessera.android.RecyclerContractTests.golden;
import static dev.tessera.android.RecyclerContractTests.shows;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tessera.runtime.geometry.ReadingDirection;
import dev.tessera.runtime.geometry.ScrollAxis;
import dev.tessera.runtime.inputs.LayoutException;
import dev.tessera.runtime.inputs.LayoutInput;
import dev.tessera.runtime.layout.TesseraLayout;
import dev.tessera.runtime.programs.InputRead;
import dev.tessera.runtime.queries.PreparedLayout;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * What a change costs on Android (issue 63, item 4), counted in the simulation (timings are the
 * benchmark's): adapter notifications told between two layout passes cost the prepares of one
 * batch however many calls they were, and a sideways shelf drag moves the shelf's children
 * without preparing the layout or measuring a child that was already attached.
 */
class ChangeCostTests {
    /** A layout that counts the times it is computed (prepare, extend and relayout alike). */
    static final class CountingLayout implements TesseraLayout {
        final TesseraLayout layout;
        int prepares;

        CountingLayout(TesseraLayout layout) {
            this.layout = layout;
        }

        @Override
        public String getName() {
            return layout.getName();
        }

        @Override
        public ScrollAxis getAxis() {
            return layout.getAxis();
        }

        @Override
        public ReadingDirection getDirection() {
            return layout.getDirection();
        }

        @Override
        public PreparedLayout prepare(LayoutInput input) throws LayoutException {
            prepares += 1;
            return layout.prepare(input);
        }

        @Override
        public PreparedLayout extend(PreparedLayout prepared, LayoutInput input) throws LayoutException {
            prepares += 1;
            return layout.extend(prepared, input);
        }

        @Override
        public PreparedLayout relayout(PreparedLayout prepared, int[] firstChanged, LayoutInput input) throws LayoutException {
            prepares += 1;
            return layout.relayout(prepared, firstChanged, input);
        }

        @Override
        public boolean mayHaveHeader(int section) {
            return layout.mayHaveHeader(section);
        }

        @Override
        public boolean mayHaveFooter(int section) {
            return layout.mayHaveFooter(section);
        }

        @Override
        public Set<InputRead> reads() {
            return layout.reads();
        }
    }

    /** The layout computations a batch of `calls` notifications (updates, then inserts and a removal) costs in the pass after it. */
    private static int preparesForABatch(String name, boolean selfSizing, int calls) throws Exception {
        CountingLayout layout = new CountingLayout(golden(name));
        SimulatedRecyclerView view = new SimulatedRecyclerView(layout, 1080, 1920, 3);
        if (selfSizing) view.core.setItemSizeEstimates(Shown.ESTIMATES);
        view.cells(300);
        view.layout();
        view.scrollBy(6000);
        int before = layout.prepares;
        for (int call = 0; call < calls; call++) view.core.itemsUpdated(20 + 3 * call, 2);
        view.insert(0, 40);
        view.remove(0, 10);
        view.layout();
        int computed = layout.prepares - before;
        // (The check prepares a layout of its own.)
        shows(view, name + " after a batch of " + calls + " updates");
        return computed;
    }

    @Test
    void aBatchOfNotificationsCostsOnePrepareHoweverManyCallsItWas() throws Exception {
        for (String name : new String[] {"grid", "mosaic", "waterfall"}) {
            assertEquals(1, preparesForABatch(name, false, 1), name + ": one update");
            assertEquals(1, preparesForABatch(name, false, 12), name + ": twelve updates in one pass");
        }
    }

    @Test
    void aBatchInALayoutSizedByItsCellsCostsWhatOneCallCosts() throws Exception {
        // Cells that measure themselves add reports to the pass (the driver's), as many for
        // twelve calls as for one: the updated cells are off screen.
        int one = preparesForABatch("chat", true, 1);
        assertEquals(one, preparesForABatch("chat", true, 12), "chat: twelve updates in one pass");
    }

    @Test
    void aShelfDragMovesTheShelfsChildrenWithoutMeasuringThemAgain() throws Exception {
        CountingLayout layout = new CountingLayout(golden("store"));
        SimulatedRecyclerView view = new SimulatedRecyclerView(layout, 1125, 2001, 3);
        view.sectioned(10, 12, 12);
        view.layout();
        // A drag of a few pixels at a time, as a finger moves: the cards in view stay attached.
        for (int step = 0; step < 20; step++) {
            int measures = view.measures;
            int binds = view.binds();
            int prepares = layout.prepares;
            assertEquals(6, view.core.scrollSection(0, 6));
            view.layout();
            assertEquals(prepares, layout.prepares, "step " + step + ": a shelf drag computed the layout");
            // (The check prepares a layout of its own.)
            shows(view, "the shelf dragged, step " + step);
            // Only a card that entered is measured (once to place it).
            assertTrue(view.measures - measures <= view.binds() - binds,
                "step " + step + ": a shelf drag measured " + (view.measures - measures) + " children, " + (view.binds() - binds) + " entered");
        }
    }

    @Test
    void aLayoutThatFailedIsNotComputedAgainForTheSameInputs() throws Exception {
        // The waterfall takes item sizes from data: without estimates it fails (rule 12).
        CountingLayout layout = new CountingLayout(golden("waterfall"));
        SimulatedRecyclerView view = new SimulatedRecyclerView(layout, 1080, 1920, 3);
        view.cells(50);
        view.layout();
        assertTrue(view.core.failure() != null, "the waterfall without estimates fails");
        int prepares = layout.prepares;
        view.layout();
        view.layout();
        assertEquals(prepares, layout.prepares, "passes for the inputs it failed for computed it again");
        view.resize(1000, 1920);
        assertEquals(prepares + 1, layout.prepares, "a new size tries again");
    }
}
