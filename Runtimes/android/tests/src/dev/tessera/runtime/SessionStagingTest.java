package dev.tessera.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tessera.runtime.geometry.ElementID;
import dev.tessera.runtime.geometry.Point;
import dev.tessera.runtime.geometry.Rect;
import dev.tessera.runtime.geometry.Size;
import dev.tessera.runtime.inputs.ItemSize;
import dev.tessera.runtime.inputs.LayoutException;
import dev.tessera.runtime.session.CollectionSession;
import dev.tessera.runtime.session.UpdateEntry;
import dev.tessera.runtime.session.ViewBounds;
import java.util.Collections;
import org.junit.jupiter.api.Test;

/**
 * A cell that reports its size during a batch update (which the session vectors never send): the platform ignores an
 * offset adjustment then, so the session answers none and hands the whole adjustment over when the update ends, the
 * same the report makes outside an update.
 */
class SessionStagingTest {
    private static CollectionSession scrolledWaterfall(ViewBounds view) throws LayoutException {
        ItemSize[] section = new ItemSize[60];
        for (int item = 0; item < 60; item++) section[item] = ItemSize.size(182.5, 120);
        final ItemSize[][] sizes = {section};
        CollectionSession session = new CollectionSession(SessionVectorsTest.layout("waterfall"));
        session.prepare(view, new int[] {60}, 1, false, () -> sizes);
        return session;
    }

    @Test
    void aSizeReportedDuringABatchUpdateIsStagedUntilTheUpdateEnds() throws LayoutException {
        ViewBounds view = new ViewBounds(new Rect(0, 1500, 375, 667));
        Size grown = new Size(182.5, 420);
        Point outside = scrolledWaterfall(view).reportPreferredSize(grown, ElementID.cell(0, 0), view)[0];
        assertTrue(outside.y > 0, "outside an update the view scrolls by the growth above it at once");

        CollectionSession session = scrolledWaterfall(view);
        session.beginUpdates(Collections.<UpdateEntry>emptyList());
        Point during = session.reportPreferredSize(grown, ElementID.cell(0, 0), view)[0];
        assertEquals(0, during.y, "no adjustment while the update runs");
        Point staged = session.endUpdates();
        assertNotNull(staged);
        assertEquals(outside.y, staged.y, 1e-9, "the whole adjustment when it ends");
        assertNull(session.endUpdates(), "given once");
    }
}
