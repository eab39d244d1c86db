package dev.tessera.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.tessera.runtime.geometry.ElementID;
import dev.tessera.runtime.geometry.ElementKind;
import dev.tessera.runtime.geometry.LayoutAttributes;
import dev.tessera.runtime.geometry.Rect;
import dev.tessera.runtime.inputs.ItemSize;
import dev.tessera.runtime.inputs.LayoutException;
import dev.tessera.runtime.session.CollectionSession;
import dev.tessera.runtime.session.Insets;
import dev.tessera.runtime.session.ViewBounds;
import org.junit.jupiter.api.Test;

/**
 * Rules of the Java session model that the second mutation round found untested (scripts/mutation-score.py, core
 * java-session, seed 1; Benchmarks/RESULTS.md lists the survivors): each test fails with its mutant and passes without.
 */
class SessionMutantsFollowUpTest {
    private static ViewBounds at(double y) {
        return new ViewBounds(new Rect(0, y, 375, 667));
    }

    private static ItemSize[][] rows(int... counts) {
        ItemSize[][] sizes = new ItemSize[counts.length][];
        for (int section = 0; section < counts.length; section++) {
            sizes[section] = new ItemSize[counts[section]];
            for (int item = 0; item < counts[section]; item++) sizes[section][item] = ItemSize.size(300, 44);
        }
        return sizes;
    }

    private static double[] frame(LayoutAttributes attributes) {
        Rect frame = attributes.getFrame();
        return new double[] {frame.x, frame.y, frame.width, frame.height};
    }

    /** CollectionSession.prepare: the layout from before a change is kept for that change alone (its vanished decorations). */
    @Test
    void theLayoutBeforeAChangeIsForgottenAtTheNextPass() throws LayoutException {
        CollectionSession session = new CollectionSession(SessionVectorsTest.layout("settings"));
        final ItemSize[][] two = rows(3, 3), one = rows(3);
        session.prepare(at(0), new int[] {3, 3}, 1, false, () -> two);
        ElementID secondBackground = new ElementID(ElementKind.BACKGROUND, 1, 0);
        double[] shown = frame(session.attributes(secondBackground));
        session.invalidateData();
        session.prepare(at(0), new int[] {3}, 1, false, () -> one);
        LayoutAttributes leaving = session.attributes(secondBackground);
        assertNotNull(leaving, "a decoration the view still shows is answered");
        assertEquals(0, leaving.alpha, 0);
        assertArrayEquals(shown, frame(leaving), 1e-9, "it fades where it was before the change");
        session.prepare(at(0), new int[] {3}, 1, false, () -> one);
        assertArrayEquals(new double[] {0, 0, 0, 0}, frame(session.attributes(secondBackground)), 0,
            "a pass later the change is over: the decoration is in neither layout");
    }

    /** CollectionSession.layoutViewport: insets that cover the width alone leave no viewport either. */
    @Test
    void insetsThatCoverTheWidthKeepTheLastViewport() throws LayoutException {
        CollectionSession session = new CollectionSession(SessionVectorsTest.layout("settings"));
        final ItemSize[][] given = rows(6);
        session.prepare(at(0), new int[] {6}, 1, false, () -> given);
        ViewBounds covered = new ViewBounds(new Rect(0, 0, 375, 667), new Insets(0, 200, 0, 200));
        assertEquals(0, covered.viewport().width, 0);
        session.prepare(covered, new int[] {6}, 1, false, () -> given);
        assertNull(session.getFailure());
        assertEquals(375, session.getDriver().getViewport().width, 0, "the layout stays in the viewport it had");
    }
}
