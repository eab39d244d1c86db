package dev.tessera.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tessera.runtime.geometry.Point;
import dev.tessera.runtime.geometry.Rect;
import dev.tessera.runtime.geometry.Size;
import dev.tessera.runtime.inputs.ItemSize;
import dev.tessera.runtime.inputs.LayoutException;
import dev.tessera.runtime.session.CollectionSession;
import dev.tessera.runtime.session.Insets;
import dev.tessera.runtime.session.ViewBounds;
import org.junit.jupiter.api.Test;

/**
 * Rules of the Java session model that no other test held: each test here was written for a mutant of
 * dev.tessera.runtime.session that every other check let pass (scripts/mutation-score.py, core java-session;
 * Benchmarks/RESULTS.md lists them). A copy of a session (what a shell keeps of a layout it showed) must answer as the
 * session does, in each state the copy carries.
 */
class SessionMutantsTest {
    private static final Size PHONE = new Size(375, 667);

    private static ItemSize[][] sizes(int count) {
        ItemSize[] section = new ItemSize[count];
        for (int item = 0; item < count; item++) section[item] = ItemSize.size(182.5, 80);
        return new ItemSize[][] {section};
    }

    private static ViewBounds at(double y) {
        return new ViewBounds(new Rect(0, y, PHONE.width, PHONE.height));
    }

    private static CollectionSession waterfall() throws LayoutException {
        return new CollectionSession(SessionVectorsTest.layout("waterfall"));
    }

    @Test
    void aCopyOfAFailedSessionKnowsTheInputsItFailedWith() throws LayoutException {
        CollectionSession session = waterfall();
        final ItemSize[][] tooFew = sizes(10);
        session.prepare(at(0), new int[] {20}, 1, false, () -> tooFew);
        assertNotNull(session.getFailure(), "ten sizes for twenty items fail");
        CollectionSession copy = session.copy();
        assertEquals(session.invalidates(at(10)), copy.invalidates(at(10)), "a scroll in the viewport it failed in");
    }

    @Test
    void aCopyLaysOutAgainOnlyWhenTheDataChanged() throws LayoutException {
        CollectionSession session = waterfall();
        final ItemSize[][] given = sizes(20);
        session.prepare(at(0), new int[] {20}, 1, false, () -> given);
        CollectionSession copy = session.copy();
        final int[] asked = {0};
        CollectionSession.SizeSource counted = () -> {
            asked[0] += 1;
            return given;
        };
        copy.prepare(at(0), new int[] {20}, 1, false, counted);
        assertEquals(0, asked[0], "nothing changed since the session laid out");
        copy.invalidate(true, false, java.util.Collections.emptyList());
        copy.prepare(at(0), new int[] {20}, 1, false, counted);
        assertEquals(1, asked[0], "the app's sizes changed: asked once");
    }

    @Test
    void aCopyOfASessionWithItemsAppendedKeepsTheFirstCellInViewInPlace() throws LayoutException {
        CollectionSession session = waterfall();
        final ItemSize[][] given = sizes(100), more = sizes(150);
        session.prepare(at(2000), new int[] {100}, 1, false, () -> given);
        session.itemsAppended();
        CollectionSession copy = session.copy();
        for (CollectionSession each : new CollectionSession[] {session, copy}) {
            each.invalidate(true, true, java.util.Collections.emptyList());
            each.prepare(at(2000), new int[] {150}, 1, false, () -> more);
        }
        Point proposed = new Point(0, 12345);
        Point kept = session.offsetAfterChange(proposed, Insets.ZERO);
        assertEquals(kept.y, copy.offsetAfterChange(proposed, Insets.ZERO).y, 1e-9);
        assertEquals(2000, kept.y, 1e-9, "the anchored offset, not the one proposed");
    }

    @Test
    void aCopyTakenDuringADragRestsFromWhereTheDragBegan() throws LayoutException {
        // The paging sections' vertical paging rests by where the drag began.
        CollectionSession session = new CollectionSession(SessionVectorsTest.layout("paging_sections"));
        session.prepare(at(0), new int[] {30, 30}, 1, false, () -> null);
        session.noteDragging(true, at(300));
        CollectionSession copy = session.copy();
        Point proposed = new Point(0, 420), velocity = new Point(0, 0.1);
        double rest = session.restingOffset(proposed, velocity, Insets.ZERO, null).y;
        assertEquals(rest, session.restingOffset(proposed, velocity, Insets.ZERO, new Point(0, 300)).y, 1e-9, "from the drag's start");
        assertEquals(rest, copy.restingOffset(proposed, velocity, Insets.ZERO, null).y, 1e-9);
    }

    @Test
    void appendedItemsAreLaidOutWithTheViewWhereItWas() throws LayoutException {
        CollectionSession session = waterfall();
        final ItemSize[][] given = sizes(100), more = sizes(150);
        session.prepare(at(2000), new int[] {100}, 1, false, () -> given);
        double height = session.contentSize().height;
        session.append(at(2000), new int[] {150}, 1, false, () -> more);
        assertEquals(150, session.getDriver().getInput().getSectionCounts()[0]);
        assertEquals(2000, session.getDriver().getOffset().y, 1e-9);
        assertTrue(session.contentSize().height > height, "the content grew");
    }

    @Test
    void anAppendThatRemovesItemsLaysOutAsPrepareDoes() throws LayoutException {
        CollectionSession session = waterfall();
        final ItemSize[][] given = sizes(100), fewer = sizes(50);
        session.prepare(at(0), new int[] {100}, 1, false, () -> given);
        session.append(at(0), new int[] {50}, 1, false, () -> fewer);
        assertEquals(50, session.getDriver().getInput().getSectionCounts()[0]);
    }

    @Test
    void theFirstCellInViewThatMovedWithItsRightNeighbourKeepsItsPlace() throws LayoutException {
        // Item k-1 moves to the end; the first cell in view, k, moved by as many places as its right neighbour: it is the
        // cell that keeps its place on the screen, though its left neighbour went elsewhere.
        final int count = 100;
        ItemSize[] heights = new ItemSize[count];
        for (int item = 0; item < count; item++) heights[item] = ItemSize.size(182.5, 60 + (item * 37) % 90);
        final ItemSize[][] before = {heights};
        CollectionSession session = waterfall();
        session.prepare(at(2000), new int[] {count}, 1, false, () -> before);
        final int first = session.getDriver().firstCellInView(null).item;
        double onScreen = session.attributes(dev.tessera.runtime.geometry.ElementID.cell(0, first)).getFrame().y - 2000;
        session.itemsChanged((section, item) -> new int[] {0, item < first - 1 ? item : item == first - 1 ? count - 1 : item - 1});
        ItemSize[] moved = new ItemSize[count];
        for (int item = 0; item < count; item++) moved[item] = item < first - 1 ? heights[item] : item == count - 1 ? heights[first - 1] : heights[item + 1];
        final ItemSize[][] after = {moved};
        session.prepare(at(2000), new int[] {count}, 1, false, () -> after);
        Point offset = session.offsetAfterChange(new Point(0, 2000), Insets.ZERO);
        assertEquals(onScreen, session.attributes(dev.tessera.runtime.geometry.ElementID.cell(0, first - 1)).getFrame().y - offset.y, 1e-9);
    }

    @Test
    void theFirstItemIsANeighbourThatTellsACellKeptItsPlace() throws LayoutException {
        // The account's one column of 72-point rows: item 1 is first in view; item 2 moves to the end. Item 1 kept its
        // place beside item 0, so the view stays where it is.
        CollectionSession session = new CollectionSession(SessionVectorsTest.layout("account"));
        session.prepare(at(100), new int[] {50}, 1, false, () -> null);
        assertEquals(1, session.getDriver().firstCellInView(null).item);
        session.itemsChanged((section, item) -> new int[] {0, item < 2 ? item : item == 2 ? 49 : item - 1});
        session.prepare(at(100), new int[] {50}, 1, false, () -> null);
        assertEquals(100, session.offsetAfterChange(new Point(0, 100), Insets.ZERO).y, 1e-9);
    }

    @Test
    void theMarginKeptPastTheViewIsALengthOfTheViewAndItsDeepestInset() throws LayoutException {
        // An inset on one side at a time: the margin counts the deepest, whichever side it is on.
        for (Insets insets : new Insets[] {new Insets(100, 0, 0, 0), new Insets(0, 0, 100, 0), new Insets(0, 100, 0, 0), new Insets(0, 0, 0, 100)}) {
            CollectionSession session = waterfall();
            final ItemSize[][] given = sizes(20);
            session.prepare(new ViewBounds(new Rect(0, 0, PHONE.width, PHONE.height), insets), new int[] {20}, 1, false, () -> given);
            assertEquals(PHONE.height + 100, session.getDriver().getMargin(), 1e-9);
        }
    }

    @Test
    void aFirstLayoutAnchoredUnderNewBarsLeavesTheContentWhereItIs() throws LayoutException {
        // A layout that failed (as one kept from before may have) takes another's anchor, then lays out in the same
        // bounds under new bars: only the bars changed, so it asks the view to move nowhere.
        CollectionSession shown = waterfall();
        final ItemSize[][] given = sizes(20), tooFew = sizes(10);
        shown.prepare(at(500), new int[] {20}, 1, false, () -> given);
        CollectionSession kept = waterfall();
        kept.prepare(at(500), new int[] {20}, 1, false, () -> tooFew);
        assertNotNull(kept.getFailure());
        kept.takeAnchor(shown, at(500));
        Insets bars = new Insets(50, 0, 0, 0);
        kept.prepare(new ViewBounds(new Rect(0, 500, PHONE.width, PHONE.height), bars), new int[] {20}, 1, false, () -> given);
        assertNotNull(kept.getDriver());
        Point proposed = new Point(0, 12345);
        assertEquals(proposed.y, kept.offsetAfterChange(proposed, bars).y, 1e-9);
    }

    @Test
    void anAppendAfterAFailureIsNewDataForTheSameCounts() throws LayoutException {
        CollectionSession session = waterfall();
        final ItemSize[][] given = sizes(20), tooFew = sizes(10);
        session.prepare(at(0), new int[] {20}, 1, false, () -> tooFew);
        assertNotNull(session.getFailure());
        session.append(at(0), new int[] {20}, 1, false, () -> given);
        assertNotNull(session.getDriver(), "laid out again with the sizes the append gives");
    }

    @Test
    void aChangeTheLayoutFailsOnEmptiesItAndForgetsTheOffsetItAnchored() throws LayoutException {
        CollectionSession session = waterfall();
        final ItemSize[][] given = sizes(100), more = sizes(150);
        session.prepare(at(2000), new int[] {100}, 1, false, () -> given);
        session.itemsAppended();
        session.invalidate(true, true, java.util.Collections.emptyList());
        session.prepare(at(2000), new int[] {150}, 1, false, () -> more);
        // An offset past ±1e15 points: the resting offset's question fails, and the layout empties.
        Point proposed = new Point(0, 2e15);
        session.restingOffset(proposed, Point.ZERO, Insets.ZERO, null);
        assertNotNull(session.getFailure());
        assertNull(session.getDriver());
        assertEquals(proposed.y, session.offsetAfterChange(proposed, Insets.ZERO).y, 1e-9, "no anchor left");
    }

    @Test
    void aReportTheLayoutFailsOnEmptiesIt() throws LayoutException {
        CollectionSession session = waterfall();
        final ItemSize[][] given = sizes(20);
        session.prepare(at(0), new int[] {20}, 1, false, () -> given);
        session.reportPreferredSize(new Size(182.5, 200), dev.tessera.runtime.geometry.ElementID.cell(0, 3), at(2e15));
        assertNotNull(session.getFailure(), "an offset past ±1e15 points");
        assertNull(session.getDriver());
    }

    @Test
    void aDecorationInNeitherLayoutIsHiddenAtAZeroFrame() throws LayoutException {
        CollectionSession session = waterfall();
        final ItemSize[][] given = sizes(20);
        session.prepare(at(0), new int[] {20}, 1, false, () -> given);
        dev.tessera.runtime.geometry.LayoutAttributes hidden =
            session.attributes(new dev.tessera.runtime.geometry.ElementID(dev.tessera.runtime.geometry.ElementKind.BACKGROUND, 0, 0));
        assertNotNull(hidden, "a decoration the view asks for is answered, hidden");
        assertEquals(0, hidden.alpha, 0);
        Rect frame = hidden.getFrame();
        assertArrayEquals(new double[] {0, 0, 0, 0}, new double[] {frame.x, frame.y, frame.width, frame.height}, 0);
    }

    @Test
    void aReportIsTakenWithTheViewWhereItIsNow() throws LayoutException {
        CollectionSession session = waterfall();
        final ItemSize[][] given = sizes(40);
        session.prepare(at(0), new int[] {40}, 1, false, () -> given);
        session.reportPreferredSize(new Size(182.5, 200), dev.tessera.runtime.geometry.ElementID.cell(0, 30), at(900));
        assertEquals(900, session.getView().bounds.y, 1e-9, "the view the report came with is the session's");
    }
}
