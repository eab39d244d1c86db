package dev.tessera.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tessera.runtime.geometry.ElementID;
import dev.tessera.runtime.geometry.ElementKind;
import dev.tessera.runtime.geometry.LayoutAttributes;
import dev.tessera.runtime.geometry.Point;
import dev.tessera.runtime.geometry.Rect;
import dev.tessera.runtime.compiled.CompiledLayout;
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

    /**
     * CollectionSession.layOutFirst: taking the place of a layout whose view followed its end is said once; a layout made
     * afresh later (after a question emptied it) opens where the view is, as any first layout not kept to its end.
     */
    @Test
    void aReplacedLayoutsEndIsFollowedOnceOnly() throws LayoutException {
        ItemSize[][] messages = rows(40);
        final ItemSize[][] given = messages;
        CollectionSession chat = new CollectionSession(SessionVectorsTest.layout("chat"));
        chat.prepare(at(0), new int[] {40}, 1, false, () -> given);
        ViewBounds atEnd = at(chat.getDriver().endOffset().y);
        chat.prepare(atEnd, new int[] {40}, 1, false, () -> given);
        assertTrue(chat.getDriver().followsEnd(), "the chat opened at its end and follows it");
        CollectionSession waterfall = new CollectionSession(SessionVectorsTest.layout("waterfall"));
        waterfall.takeAnchor(chat, atEnd);
        waterfall.prepare(atEnd, new int[] {40}, 1, false, () -> given);
        assertNotNull(waterfall.getDriver());
        // A question the layout fails on (an offset past ±1e15 points) empties it without a pass of its own.
        waterfall.restingOffset(new Point(0, 2e15), Point.ZERO, Insets.ZERO, null);
        assertNotNull(waterfall.getFailure());
        waterfall.invalidateData();
        waterfall.prepare(at(0), new int[] {40}, 1, false, () -> given);
        assertNull(waterfall.getFailure());
        Point proposed = new Point(0, 0);
        assertEquals(0, waterfall.offsetAfterChange(proposed, Insets.ZERO).y, 1e-9, "laid out afresh at the top, it stays there");
    }

    /** CollectionSession.layOutFirst: the first frame is what the view shows, so the next scroll names only what it changed. */
    @Test
    void aScrollAfterTheFirstLayoutNamesOnlyWhatCameIntoTheFrame() throws LayoutException {
        CollectionSession session = new CollectionSession(SessionVectorsTest.layout("settings"));
        final ItemSize[][] given = rows(60);
        session.prepare(at(0), new int[] {60}, 1, false, () -> given);
        assertTrue(session.getDriver().getKept().size() > 1);
        session.prepare(at(1), new int[] {60}, 1, false, () -> given);
        assertFalse(session.getDriver().getEntered().contains(ElementID.cell(0, 0)), "cell 0 was in the first frame: " + session.getDriver().getEntered());
        assertTrue(session.getDriver().getEntered().size() < session.getDriver().getKept().size(), "a 1-point scroll brings in a few elements at most");
    }

    /** CollectionSession.layOutFirst: a layout change is over once a first layout is made; a later reload anchors nothing. */
    @Test
    void aLayoutChangeIsOverOnceAFirstLayoutIsMade() throws LayoutException {
        CollectionSession session = new CollectionSession(SessionVectorsTest.layout("waterfall"));
        final ItemSize[][] given = rows(40), tooFew = rows(10);
        session.prepare(at(500), new int[] {40}, 1, false, () -> tooFew);
        assertNotNull(session.getFailure(), "ten sizes for forty items");
        session.layoutDidChange();
        session.prepare(at(500), new int[] {40}, 1, false, () -> given);
        assertNull(session.getFailure());
        session.offsetAfterChange(new Point(0, 500), Insets.ZERO);
        session.invalidateData();
        session.prepare(at(500), new int[] {40}, 1, false, () -> given);
        assertEquals(12345, session.offsetAfterChange(new Point(0, 12345), Insets.ZERO).y, 1e-9, "a reload of the same items and sizes");
    }

    /** CollectionSession.layOutFirst: sizes the app said may differ are taken by the first layout; a later reload anchors nothing. */
    @Test
    void sizesThatMayDifferAreTakenByAFirstLayout() throws LayoutException {
        CollectionSession session = new CollectionSession(SessionVectorsTest.layout("waterfall"));
        final ItemSize[][] given = rows(40), tooFew = rows(10);
        session.prepare(at(500), new int[] {40}, 1, false, () -> tooFew);
        assertNotNull(session.getFailure(), "ten sizes for forty items");
        session.invalidate(true, false, java.util.Collections.<ElementID>emptyList());
        session.prepare(at(500), new int[] {40}, 1, false, () -> given);
        assertNull(session.getFailure());
        session.offsetAfterChange(new Point(0, 500), Insets.ZERO);
        session.invalidateData();
        session.prepare(at(500), new int[] {40}, 1, false, () -> given);
        assertEquals(12345, session.offsetAfterChange(new Point(0, 12345), Insets.ZERO).y, 1e-9, "a reload of the same items and sizes");
    }

    /**
     * CollectionSession.append: counts that shrink in any section are no append; they lay out as prepare does, which keeps
     * the layout from before the change for the decorations it took away.
     */
    @Test
    void anAppendThatShrinksASectionKeepsTheLayoutBeforeIt() throws LayoutException {
        CollectionSession session = new CollectionSession(SessionVectorsTest.layout("settings"));
        final ItemSize[][] before = rows(3, 3), after = rows(3, 2);
        session.prepare(at(0), new int[] {3, 3}, 1, false, () -> before);
        ElementID lastSeparator = new ElementID(ElementKind.SEPARATOR, 1, 1);
        double[] shown = frame(session.attributes(lastSeparator));
        session.append(at(0), new int[] {3, 2}, 1, false, () -> after);
        assertEquals(2, session.getDriver().getInput().getSectionCounts()[1]);
        LayoutAttributes leaving = session.attributes(lastSeparator);
        assertEquals(0, leaving.alpha, 0);
        assertArrayEquals(shown, frame(leaving), 1e-9, "the separator the change took away fades where it was");
    }

    /** CollectionSession.append: the right edge an append was told to keep is kept by that append alone. */
    @Test
    void theEdgeAnAppendKeptIsForgottenAfterIt() throws LayoutException {
        CollectionSession session = new CollectionSession(SessionVectorsTest.layout("rtl_lengths_by_index"));
        ViewBounds view = new ViewBounds(new Rect(600, 0, 375, 200));
        session.prepare(view, new int[] {40}, 1, false, () -> null);
        assertNotNull(session.getDriver());
        session.itemsAppended();
        session.append(view, new int[] {50}, 1, false, () -> null);
        Point kept = session.offsetAfterChange(new Point(600, 0), Insets.ZERO);
        ViewBounds there = new ViewBounds(new Rect(kept.x, 0, 375, 200));
        session.prepare(there, new int[] {50}, 1, false, () -> null);
        session.invalidateData();
        session.prepare(there, new int[] {50}, 1, false, () -> null);
        assertEquals(12345, session.offsetAfterChange(new Point(12345, 0), Insets.ZERO).x, 1e-9, "a reload of the same items and lengths");
    }

    /** CollectionSession.currentSizes: the size item 0 reported outlives a pass that asks the app's sizes again. */
    @Test
    void theSizeItemZeroReportedIsKeptWhenTheSizesAreAskedAgain() throws LayoutException {
        CollectionSession session = new CollectionSession(SessionVectorsTest.layout("waterfall"));
        final ItemSize[][] given = rows(20);
        session.prepare(at(0), new int[] {20}, 1, false, () -> given);
        double given0 = session.attributes(ElementID.cell(0, 0)).getFrame().height;
        session.reportPreferredSize(new dev.tessera.runtime.geometry.Size(300, 200), ElementID.cell(0, 0), at(0));
        double reported = session.attributes(ElementID.cell(0, 0)).getFrame().height;
        assertTrue(reported > given0, "the report is taken (the waterfall scales 300 × 200 to its column)");
        session.invalidate(true, false, java.util.Collections.<ElementID>emptyList());
        session.prepare(at(0), new int[] {20}, 1, false, () -> given);
        assertEquals(reported, session.attributes(ElementID.cell(0, 0)).getFrame().height, 1e-9, "and kept over the app's size");
    }

    /** CollectionSession.endAnimatedBoundsChange: after it the session is idle again, and a change keeps the layout before it. */
    @Test
    void anAnimatedBoundsChangeEnds() throws LayoutException {
        CollectionSession session = new CollectionSession(SessionVectorsTest.layout("settings"));
        final ItemSize[][] two = rows(3, 3), one = rows(3);
        session.prepare(at(0), new int[] {3, 3}, 1, false, () -> two);
        session.beginAnimatedBoundsChange();
        session.endAnimatedBoundsChange();
        ElementID secondBackground = new ElementID(ElementKind.BACKGROUND, 1, 0);
        double[] shown = frame(session.attributes(secondBackground));
        session.invalidateData();
        session.prepare(at(0), new int[] {3}, 1, false, () -> one);
        assertArrayEquals(shown, frame(session.attributes(secondBackground)), 1e-9, "the background the change took away fades where it was");
    }

    /**
     * CollectionSession.attributes: an element the layout fails on when asked (here item 200's alpha, 1 / (index - 200),
     * evaluated only for the elements asked about) empties the layout and is answered hidden at a zero frame.
     */
    @Test
    void anElementTheLayoutFailsOnIsHiddenAtAZeroFrame() throws Exception {
        Object vectors = Vectors.read("layouts/line_effects.json");
        String compiled = (String) Vectors.get(vectors, "compiled");
        String fading = "\"program\" : \"1 distance abs/1 height / -\"";
        assertTrue(compiled.contains(fading), "line_effects' alpha as compiled");
        CollectionSession session = new CollectionSession(CompiledLayout.load(compiled.replace(fading, "\"program\" : \"1 index 200 - /\""), "alpha.json"));
        session.prepare(at(0), new int[] {300}, 1, false, () -> null);
        assertNull(session.getFailure(), "the items in view have finite alphas");
        LayoutAttributes failed = session.attributes(ElementID.cell(0, 200));
        assertNotNull(session.getFailure(), "item 200's alpha is 1 / 0");
        assertEquals(0, failed.alpha, 0);
        assertArrayEquals(new double[] {0, 0, 0, 0}, frame(failed), 0);
    }

    /**
     * CollectionSession.reportPreferredSize: sideways right to left, the cell whose right edge stays put is the first in view
     * that kept its size, not the cell that reported (its right edge moves with its own length).
     */
    @Test
    void sidewaysRightToLeftAReportKeepsTheEdgeOfACellThatKeptItsSize() throws LayoutException {
        CollectionSession session = new CollectionSession(SessionVectorsTest.layout("rtl_timeline"));
        final ItemSize[][] given = new ItemSize[1][60];
        for (int item = 0; item < 60; item++) given[0][item] = ItemSize.size(100, 80);
        ViewBounds view = new ViewBounds(new Rect(1000, 0, 375, 200));
        session.prepare(view, new int[] {60}, 1, false, () -> given);
        session.offsetAfterChange(new Point(1000, 0), Insets.ZERO);
        session.prepare(view, new int[] {60}, 1, false, () -> given);
        assertFalse(session.getDriver().followsEnd(), "the view is away from the newest items");
        // The first cell in view from the right edge, as RightToLeftEdge.inView finds it.
        int first = -1;
        double best = Double.POSITIVE_INFINITY;
        for (LayoutAttributes element : session.getDriver().getKept()) {
            if (element.kind != ElementKind.CELL || !element.intersects(new Rect(1000, 0, 375, 200))) continue;
            double distance = 1375 - (element.x + element.width);
            if (distance < best) {
                best = distance;
                first = element.item;
            }
        }
        Point[] answer = session.reportPreferredSize(new dev.tessera.runtime.geometry.Size(160, 80), ElementID.cell(0, first), view);
        assertEquals(0, answer[0].x, 1e-9, "the next cell in view kept its size and its right edge: cell " + first + " grew");
        assertTrue(answer[1].x > 0, "the content grew (the cell's length is scaled to the row)");
    }

    /** CollectionSession.beginUpdates: an update while the layout is empty (it failed) forgets the sizes cells reported. */
    @Test
    void anUpdateWhileTheLayoutFailedForgetsTheReportedSizes() throws LayoutException {
        CollectionSession session = new CollectionSession(SessionVectorsTest.layout("waterfall"));
        final ItemSize[][] given = rows(20);
        session.prepare(at(0), new int[] {20}, 1, false, () -> given);
        double given3 = session.attributes(ElementID.cell(0, 3)).getFrame().height;
        session.reportPreferredSize(new dev.tessera.runtime.geometry.Size(300, 200), ElementID.cell(0, 3), at(0));
        assertTrue(session.attributes(ElementID.cell(0, 3)).getFrame().height > given3, "the report is taken");
        session.restingOffset(new Point(0, 2e15), Point.ZERO, Insets.ZERO, null);
        assertNull(session.getDriver(), "an offset past ±1e15 points emptied the layout");
        session.beginUpdates(java.util.Collections.<dev.tessera.runtime.session.UpdateEntry>emptyList());
        session.endUpdates();
        session.invalidateData();
        session.prepare(at(0), new int[] {20}, 1, false, () -> given);
        assertNull(session.getFailure());
        assertEquals(given3, session.attributes(ElementID.cell(0, 3)).getFrame().height, 1e-9, "the app's size again");
    }

    /** CollectionSession.forgetReportedSizes: an update list that does not fit the counts lays out at once without the reports. */
    @Test
    void anUpdateListThatDoesNotFitLaysOutWithoutTheReportsAtOnce() throws LayoutException {
        CollectionSession session = new CollectionSession(SessionVectorsTest.layout("waterfall"));
        final ItemSize[][] given = rows(20);
        session.prepare(at(0), new int[] {20}, 1, false, () -> given);
        double given3 = session.attributes(ElementID.cell(0, 3)).getFrame().height;
        session.reportPreferredSize(new dev.tessera.runtime.geometry.Size(300, 200), ElementID.cell(0, 3), at(0));
        assertTrue(session.attributes(ElementID.cell(0, 3)).getFrame().height > given3, "the report is taken");
        // An insertion, where the counts did not change: the list does not fit them.
        session.beginUpdates(java.util.Collections.singletonList(new dev.tessera.runtime.session.UpdateEntry(
            dev.tessera.runtime.session.UpdateEntry.Action.INSERT, null, new long[] {0, 5})));
        assertEquals(given3, session.attributes(ElementID.cell(0, 3)).getFrame().height, 1e-9, "the app's size again, before any prepare");
        session.endUpdates();
    }

    /** SessionShell: a view given data and a size before it was opened lays out at the default text size, 1. */
    @Test
    void aShellLaidOutBeforeItWasOpenedTakesTextSizeOne() throws LayoutException {
        dev.tessera.runtime.session.SessionShell shell = new dev.tessera.runtime.session.SessionShell("settings", SessionVectorsTest::layout);
        shell.reloadData(new int[] {3}, null);
        dev.tessera.runtime.session.SessionShell.Outcome outcome = shell.resize(new dev.tessera.runtime.geometry.Size(375, 667));
        LayoutAttributes header = null;
        for (LayoutAttributes element : outcome.elements) if (element.kind == ElementKind.HEADER) header = element;
        assertNotNull(header, "laid out: " + outcome.elements);
        assertEquals(36, header.height, 1e-9, "the header is 36 × textScale");
    }

    /** SessionShell.dragBegin: each event's outcome counts its own errors, not those of the event before. */
    @Test
    void aDragCountsItsOwnErrorsOnly() throws LayoutException {
        dev.tessera.runtime.session.SessionShell shell = new dev.tessera.runtime.session.SessionShell("waterfall", SessionVectorsTest::layout);
        dev.tessera.runtime.session.SessionShell.Outcome opened = shell.open(new dev.tessera.runtime.geometry.Size(375, 667), Insets.ZERO,
            Point.ZERO, new int[] {20}, rows(10), 1, false);
        assertEquals(1, opened.errors, "ten sizes for twenty items");
        assertEquals(0, shell.dragBegin().errors, "the drag met no error of its own");
    }

    /** SessionShell.reduceMotion: as a drag, the outcome of a change of Reduce Motion counts its own errors only. */
    @Test
    void aReduceMotionChangeCountsItsOwnErrorsOnly() throws LayoutException {
        dev.tessera.runtime.session.SessionShell shell = new dev.tessera.runtime.session.SessionShell("waterfall", SessionVectorsTest::layout);
        dev.tessera.runtime.session.SessionShell.Outcome opened = shell.open(new dev.tessera.runtime.geometry.Size(375, 667), Insets.ZERO,
            Point.ZERO, new int[] {20}, rows(10), 1, false);
        assertEquals(1, opened.errors, "ten sizes for twenty items");
        assertEquals(0, shell.reduceMotion(true).errors, "the same error is not reported again");
    }
}
