package dev.tessera.android;

import static dev.tessera.android.RecyclerContractTests.golden;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * A layout pass RecyclerView asks for with nothing changed (the same adapter, size and text
 * size: after a child's requestLayout, say) computes no layout: the driver is kept, not reloaded.
 * A survivor of scripts/mutation-score.py reloaded it on every pass.
 */
class QuietLayoutPassTests {
    @Test
    void aPassWithNothingChangedPreparesNothing() throws Exception {
        for (String name : new String[] {"mosaic", "settings", "carousel"}) {
            SimulatedRecyclerView view = new SimulatedRecyclerView(golden(name), 1080, 1920, 3);
            view.cells(200);
            view.layout();
            assertEquals(1, view.core.prepares, name + ": the first pass prepares once");
            view.layout();
            view.layout();
            assertEquals(1, view.core.prepares, name + ": passes with nothing changed prepared again");
        }
    }
}
