package dev.tessera.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tessera.runtime.geometry.ElementID;
import dev.tessera.runtime.geometry.LayoutAttributes;
import dev.tessera.runtime.geometry.Point;
import dev.tessera.runtime.geometry.Rect;
import dev.tessera.runtime.geometry.Size;
import dev.tessera.runtime.inputs.ItemSize;
import dev.tessera.runtime.inputs.LayoutException;
import dev.tessera.runtime.session.CollectionSession;
import dev.tessera.runtime.session.Insets;
import dev.tessera.runtime.session.SessionShell;
import dev.tessera.runtime.session.UpdateEntry;
import dev.tessera.runtime.session.ViewBounds;
import java.util.Arrays;
import java.util.Collections;
import org.junit.jupiter.api.Test;

/**
 * The Java session model has the fixes of issue 58's defects 1–8 and 11 (found in Swift's core and fixed there first):
 * each test is the defect's situation on the repository's layouts, with the rule the fix states.
 */
class SessionDefectsTest {
    private static final Size PHONE = new Size(375, 667);
    /** The width of a column on a phone: the waterfall's two 10 apart, the chat's one within its insets. Sizes the app gives at
     * the column's width are laid out at their heights (a masonry scales a size to its column). */
    private static final double WATERFALL_COLUMN = 182.5;
    private static final double CHAT_COLUMN = 351;

    private static ItemSize[][] sizes(int count, double width, double height) {
        ItemSize[] section = new ItemSize[count];
        for (int item = 0; item < count; item++) section[item] = ItemSize.size(width, height);
        return new ItemSize[][] {section};
    }

    private static SessionShell shell(String layout) throws LayoutException {
        return new SessionShell(layout, SessionVectorsTest::layout);
    }

    private static SessionShell.Outcome open(SessionShell shell, int count, ItemSize[][] sizes, Point offset, Size viewport) throws LayoutException {
        return shell.open(viewport, Insets.ZERO, offset, new int[] {count}, sizes, 1, false);
    }

    private static LayoutAttributes cell(SessionShell.Outcome outcome, int item) {
        for (LayoutAttributes element : outcome.elements) if (element.getId().equals(ElementID.cell(0, item))) return element;
        return null;
    }

    private static double endOffset(SessionShell.Outcome outcome, Size viewport) {
        return Math.max(0, outcome.contentSize.height - viewport.height);
    }

    @Test
    void defect1AChatAtItsEndSwitchedToAPreparedLayoutFollowsTheEndIntoItAndBack() throws LayoutException {
        SessionShell shell = shell("chat");
        ItemSize[] section = new ItemSize[200];
        for (int item = 0; item < 200; item++) section[item] = ItemSize.size(CHAT_COLUMN, 60 + (item % 5) * 20);
        SessionShell.Outcome opened = open(shell, 200, new ItemSize[][] {section}, Point.ZERO, PHONE);
        assertEquals(endOffset(opened, PHONE), opened.offset.y, 1e-9, "a chat opens at its end");
        SessionShell.Outcome waterfall = shell.switchLayout("waterfall", true);
        assertEquals(endOffset(waterfall, PHONE), waterfall.offset.y, 1e-9, "the prepared waterfall shows its end");
        SessionShell.Outcome back = shell.switchLayout("chat", true);
        assertEquals(endOffset(back, PHONE), back.offset.y, 1e-9, "the chat object prepared before follows the end again");
    }

    @Test
    void defect2ALayoutPreparedAsATransitionsNextLayoutAsksTheViewToTakeNothing() throws LayoutException {
        ViewBounds top = new ViewBounds(new Rect(0, 0, PHONE.width, PHONE.height));
        final ItemSize[][] sizes = sizes(200, CHAT_COLUMN, 80);
        CollectionSession.SizeSource source = () -> sizes;
        CollectionSession shown = new CollectionSession(SessionVectorsTest.layout("chat"));
        shown.prepare(top, new int[] {200}, 1, false, source);
        assertNotNull(shown.offsetToTakeNow(Insets.ZERO, true), "a chat the view shows opens at its end, taken in the same pass");
        CollectionSession next = new CollectionSession(SessionVectorsTest.layout("chat"));
        next.prepare(top, new int[] {200}, 1, false, source);
        assertNull(next.offsetToTakeNow(Insets.ZERO, false), "a transition's next layout asks for no offset while the old one is shown");
        assertNull(next.offsetToTakeNow(Insets.ZERO, true), "nor later: the transition's target gives it");
    }

    @Test
    void defect3AnInteractiveMoveInALayoutSizedByTheAppMovesTheSizesWithTheItems() throws LayoutException {
        SessionShell shell = shell("waterfall");
        ItemSize[] section = new ItemSize[30];
        for (int item = 0; item < 30; item++) section[item] = ItemSize.size(WATERFALL_COLUMN, item == 0 ? 300 : 50);
        SessionShell.Outcome opened = open(shell, 30, new ItemSize[][] {section}, Point.ZERO, PHONE);
        Rect five = cell(opened, 5).getFrame();
        Point centre = new Point(five.x + five.width / 2, five.y + five.height / 2);
        shell.moveBegin(ElementID.cell(0, 0));
        shell.moveTarget(centre);
        SessionShell.Outcome cancelled = shell.moveCancel();
        assertEquals(300, cell(cancelled, 0).getFrame().height, "a cancelled move changes nothing");
        shell.moveBegin(ElementID.cell(0, 0));
        SessionShell.Outcome targeted = shell.moveTarget(centre);
        int target = targeted.moving[1].item;
        assertEquals(5, target, "the dragged cell takes cell 5's place");
        ItemSize[] moved = new ItemSize[30];
        for (int item = 0; item < 30; item++) moved[item] = ItemSize.size(WATERFALL_COLUMN, item == target ? 300 : 50);
        SessionShell.Outcome dropped = shell.moveEnd(new int[] {30}, new ItemSize[][] {moved});
        assertEquals(300, cell(dropped, 5).getFrame().height, "cell 5 is the tall one");
        assertEquals(50, cell(dropped, 0).getFrame().height, "cell 0 is a short one");
    }

    @Test
    void defect4AMoveWithoutACountInvalidationKeepsTheSizesCellsReported() throws LayoutException {
        SessionShell shell = shell("waterfall");
        ItemSize[][] estimates = sizes(20, WATERFALL_COLUMN, 146);
        open(shell, 20, estimates, Point.ZERO, PHONE);
        shell.report(ElementID.cell(0, 2), new Size(WATERFALL_COLUMN, 300));
        assertEquals(2, shell.report(ElementID.cell(0, 1), new Size(WATERFALL_COLUMN, 250)).reported);
        UpdateEntry move = new UpdateEntry(UpdateEntry.Action.MOVE, new long[] {0, 2}, new long[] {0, 5});
        SessionShell.Outcome after = shell.update(Collections.singletonList(move), new int[] {20}, estimates, false);
        assertEquals(2, after.reported, "both reported sizes are kept");
        assertEquals(300, cell(after, 5).getFrame().height, "the moved cell keeps its size at its new place");
        assertEquals(250, cell(after, 1).getFrame().height);
        assertEquals(146, cell(after, 2).getFrame().height, "the cell now at 2 has its estimate");
    }

    @Test
    void defect5AChatAtItsEndWhoseLastMessageGrowsThroughTheAppsSizesFollowsTheEnd() throws LayoutException {
        SessionShell shell = shell("chat");
        ItemSize[][] sizes = sizes(80, CHAT_COLUMN, 96);
        SessionShell.Outcome opened = open(shell, 80, sizes, Point.ZERO, PHONE);
        assertEquals(endOffset(opened, PHONE), opened.offset.y, 1e-9);
        sizes[0][79] = ItemSize.size(CHAT_COLUMN, 443);
        SessionShell.Outcome grown = shell.appSizes(sizes, Collections.<ElementID>emptyList());
        assertEquals(opened.contentSize.height + 347, grown.contentSize.height, 1e-9);
        assertEquals(endOffset(grown, PHONE), grown.offset.y, 1e-9, "the view follows the end by the 347 points the message grew");
    }

    @Test
    void defect6AnItemAboveTheScreenGrowingThroughTheAppsSizesMovesNothingOnTheScreen() throws LayoutException {
        SessionShell shell = shell("waterfall");
        ItemSize[][] sizes = sizes(60, WATERFALL_COLUMN, 120);
        open(shell, 60, sizes, Point.ZERO, PHONE);
        SessionShell.Outcome scrolled = shell.scroll(new Point(0, 1500));
        assertNotNull(scrolled.anchor);
        sizes[0][0] = ItemSize.size(WATERFALL_COLUMN, 420);
        SessionShell.Outcome grown = shell.appSizes(sizes, Collections.<ElementID>emptyList());
        assertEquals(scrolled.anchor.item, grown.anchor.item, "the same cell is first in view");
        assertEquals(scrolled.anchor.distance, grown.anchor.distance, 1e-9, "at the same distance from the top");
        assertTrue(grown.offset.y > scrolled.offset.y, "the view scrolled with the content the item pushed down");
    }

    @Test
    void defect7AnInvalidatedItemIsLaidOutAtTheSizeTheAppGaveIt() throws LayoutException {
        SessionShell shell = shell("waterfall");
        ItemSize[][] sizes = sizes(30, WATERFALL_COLUMN, 79);
        open(shell, 30, sizes, Point.ZERO, PHONE);
        sizes[0][3] = ItemSize.size(WATERFALL_COLUMN, 400);
        SessionShell.Outcome after = shell.appSizes(sizes, Arrays.asList(ElementID.cell(0, 3)));
        assertEquals(400, cell(after, 3).getFrame().height);
    }

    @Test
    void defect8TheFirstItemInViewMovedWithoutAnUpdateListLeavesTheViewWhereItWas() throws LayoutException {
        SessionShell shell = shell("grid");
        Size viewport = new Size(390, 844);
        SessionShell.Outcome opened = open(shell, 300, null, new Point(0, 2000), viewport);
        assertEquals(2000, opened.offset.y, 1e-9);
        int first = opened.anchor.item;
        UpdateEntry move = new UpdateEntry(UpdateEntry.Action.MOVE, new long[] {0, first}, new long[] {0, first + 6});
        SessionShell.Outcome after = shell.itemsChanged(Collections.singletonList(move), new int[] {300}, null);
        assertEquals(2000, after.offset.y, 1e-9, "the view stays; it does not follow the moved item");
    }

    @Test
    void defect11ASwitchKeepsTheFirstCellInViewInViewAndFromTheTopOpensAtTheTop() throws LayoutException {
        SessionShell shell = shell("magazine");
        open(shell, 240, null, Point.ZERO, PHONE);
        LayoutAttributes large = null;
        for (LayoutAttributes element : shell.getCore().getDriver().getKept()) {
            if (element.kind == dev.tessera.runtime.geometry.ElementKind.CELL && element.getFrame().y > 0 && element.getFrame().height > 220) {
                large = element;
                break;
            }
        }
        assertNotNull(large, "the magazine has a cell taller than 220 below its top");
        SessionShell.Outcome scrolled = shell.scroll(new Point(0, large.getFrame().y + 200));
        assertEquals(large.item, scrolled.anchor.item, "the tall cell, begun 200 above the top, is first in view");
        SessionShell.Outcome grid = shell.switchLayout("grid", false);
        LayoutAttributes kept = cell(grid, large.item);
        assertNotNull(kept, "the cell first in view is still in view in the grid");
        assertTrue(kept.getFrame().y + kept.getFrame().height > grid.offset.y && kept.getFrame().y < grid.offset.y + PHONE.height);
        shell.scroll(Point.ZERO);
        SessionShell.Outcome top = shell.switchLayout("magazine", false);
        assertEquals(0, top.offset.y, 1e-9, "a switch from the very top opens at the top");
    }
}
