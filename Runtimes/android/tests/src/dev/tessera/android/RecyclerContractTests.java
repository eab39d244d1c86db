package dev.tessera.android;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tessera.runtime.compiled.CompiledLayout;
import dev.tessera.runtime.geometry.ElementID;
import dev.tessera.runtime.geometry.ElementKind;
import dev.tessera.runtime.inputs.LayoutException;
import java.io.File;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The sequences every app meets, one by one, as RecyclerView drives the LayoutManager's core
 * (docs/ANDROID.md, "What the simulated RecyclerView proves"); each checks what the view shows
 * against a layout prepared afresh after every step.
 */
class RecyclerContractTests {
    static CompiledLayout golden(String name) throws Exception {
        File file = new File(RecyclerSessionsTest.repository(), "Tests/GoldenCompiled/" + name + ".json");
        return CompiledLayout.load(Files.readAllBytes(file.toPath()), file.getName());
    }

    /** Cards 300 wide and 20 apart scrolling sideways (card k's leading edge at 320k), paging by `items` cards. */
    static CompiledLayout cards(int items) throws Exception {
        return CompiledLayout.load("{\"format\": \"tessera-compiled-layout\", \"version\": 3, \"formulas\": ["
            + "{\"line\": 4, \"column\": 10, \"program\": \"300\"}, {\"line\": 4, \"column\": 23, \"program\": \"200\"},"
            + "{\"line\": 5, \"column\": 12, \"program\": \"20\"}, {\"line\": 1, \"column\": 1, \"program\": \"0\"}],"
            + "\"layout\": {\"name\": \"Cards\", \"axis\": \"horizontal\", \"direction\": \"ltr\", \"variants\": [], \"base\": {"
            + "\"defaultSection\": {\"arrangement\": {\"line\": {\"item\": {\"width\": 0, \"height\": 1}, \"spacing\": 2, \"align\": \"start\"}},"
            + "\"insets\": {\"top\": 3, \"left\": 3, \"bottom\": 3, \"right\": 3}}, \"sectionOverrides\": [],"
            + "\"snap\": {\"paging\": \"leading\", \"items\": " + items + "}}}}", "cards.yaml");
    }

    static void shows(SimulatedRecyclerView view, String where) throws LayoutException {
        String differences = Shown.differences(view);
        assertNull(differences, where + ": " + differences);
    }

    @Test
    void scrollingAttachesOnlyTheViewportRecyclesTheRestAndNeverComputes() throws Exception {
        SimulatedRecyclerView view = new SimulatedRecyclerView(golden("mosaic"), 1080, 1920, 3);
        view.cells(10_000);
        view.layout();
        shows(view, "the first layout");
        int prepares = view.core.prepares;
        int shown = view.children().size();
        for (int step = 0; step < 200; step++) {
            assertEquals(97, view.scrollBy(97));
            shows(view, "a scroll");
        }
        assertEquals(prepares, view.core.prepares, "scrolling computed the layout");
        assertTrue(view.children().size() <= shown + 4, "the viewport's views only: " + view.children().size());
        // Recycled views come back: far fewer made than bound.
        int made = 0;
        for (SimulatedRecyclerView.View child : view.children()) made = Math.max(made, child.serial + 1);
        assertTrue(made < 3 * shown, made + " views made for a viewport of " + shown);
        // Held at the ends.
        assertEquals(-97 * 200, view.scrollBy(-97 * 400));
        assertEquals(0, view.scrollBy(-1));
    }

    @Test
    void removedItemsAreNeverAskedForAndTheirViewsAnimateOut() throws Exception {
        SimulatedRecyclerView view = new SimulatedRecyclerView(golden("grid"), 1080, 1920, 3);
        view.cells(300);
        view.layout();
        view.scrollBy(3000);
        shows(view, "scrolled");
        List<SimulatedRecyclerView.View> before = view.children();
        // Every item in view removed at once, and one moved from far away into view.
        for (int index = before.size() - 1; index >= 0; index--) view.remove(0, view.plain.indexOf(before.get(index).item));
        view.move(0, view.plain.size() - 1, view.plain.indexOf(view.children().get(0).item) + 1);
        view.layout();
        shows(view, "after removing every item in view");
        assertTrue(view.exceptions.isEmpty(), view.exceptions.toString());
    }

    @Test
    void anInsertAboveKeepsTheFirstCellInViewInPlace() throws Exception {
        // A grid of equal cells: inserts above move each item on by a place, and the view follows the one in view.
        SimulatedRecyclerView view = new SimulatedRecyclerView(golden("grid"), 1080, 1920, 2.625f);
        view.cells(200);
        view.layout();
        view.scrollBy(4000);
        // The first cell in view: the one that starts first of those reaching into it.
        SimulatedRecyclerView.View first = null;
        for (SimulatedRecyclerView.View child : view.children()) if (child.bottom > 0 && (first == null || child.top < first.top)) first = child;
        String item = first.item;
        int top = first.top;
        view.insert(0, 0);
        view.insert(0, 1);
        view.layout();
        shows(view, "after two inserts above");
        assertEquals(top, view.shownByItem().get(item).top, "the cell in view moved");
    }

    @Test
    void headersAreAdapterPositionsAndHeadingsDecorationsAreDrawnNotAttached() throws Exception {
        CompiledLayout layout = golden("settings");
        AdapterPositions positions = AdapterPositions.of(layout, 3, 5, 4);
        SimulatedRecyclerView view = new SimulatedRecyclerView(layout, 1080, 2400, 3);
        view.sectioned(3, 5, 4);
        view.layout();
        shows(view, "settings");
        assertEquals(positions.getCount(), view.core.positionCount());
        int headers = 0;
        for (SimulatedRecyclerView.View child : view.children()) {
            ElementID element = positions.elementAt(child.position);
            if (element.kind == ElementKind.HEADER) headers += 1;
            assertEquals(element, view.core.elementAt(child.position));
            // TalkBack's item info: a row per position, headers headings.
            assertArrayEquals(new int[] {child.position, 1, 0, 1, element.kind == ElementKind.HEADER ? 1 : 0}, view.core.collectionItem(child.position));
        }
        assertTrue(headers > 0 || !layout.mayHaveHeader(0), "the sections' headers are views");
        final List<ElementKind> drawn = new ArrayList<>();
        view.core.decorations(view, new LayoutManagerCore.DecorationVisitor() {
            @Override
            public void decoration(ElementKind kind, int section, int item, int left, int top, int right, int bottom, float cornerRadius) {
                drawn.add(kind);
                assertTrue(right >= left && bottom >= top);
            }
        });
        assertTrue(drawn.contains(ElementKind.BACKGROUND) || drawn.contains(ElementKind.SEPARATOR), "the settings layout draws decorations: " + drawn);
        for (SimulatedRecyclerView.View child : view.children()) assertFalse(positions.elementAt(child.position).kind.isDecoration());
        // Every position maps to its element and back.
        for (int position = 0; position < positions.getCount(); position++) assertEquals(position, positions.positionOf(positions.elementAt(position)));
    }

    @Test
    void pinnedHeadersAreDrawnAboveTheCellsTheyCover() throws Exception {
        // chat.yaml pins its day headers; it opens at its end, so the scroll goes back up.
        CompiledLayout layout = golden("chat");
        SimulatedRecyclerView view = new SimulatedRecyclerView(layout, 1080, 1920, 3);
        view.core.setItemSizeEstimates(Shown.ESTIMATES);
        view.sectioned(20, 20, 20);
        view.layout();
        boolean pinned = false;
        for (int step = 0; step < 40 && !pinned; step++) {
            view.scrollBy(-150);
            shows(view, "scrolling under a pinned header");
            List<SimulatedRecyclerView.View> children = view.children();
            for (int index = 0; index < children.size(); index++) {
                ElementID element = view.positions().elementAt(children.get(index).position);
                if (element.kind != ElementKind.HEADER || children.get(index).top != view.paddingTop || children.size() < 2) continue;
                // Drawn last: after every child before it in attach (reading) order.
                int place = -1;
                for (int at = 0; at < children.size(); at++) if (view.core.drawingOrder(children.size(), at) == index) place = at;
                assertEquals(children.size() - 1, place, "a pinned header drawn under cells");
                pinned = true;
            }
        }
        assertTrue(pinned, "no pinned header found while scrolling");
    }

    @Test
    void aLayoutErrorEmptiesTheViewIsToldOnceAndClearsWhenFixed() throws Exception {
        SimulatedRecyclerView view = new SimulatedRecyclerView(golden("waterfall"), 1080, 1920, 3);
        view.cells(50);
        final List<LayoutException> told = new ArrayList<>();
        view.core.setErrorListener(new LayoutErrorListener() {
            @Override
            public void layoutFailed(LayoutException error) {
                told.add(error);
            }
        });
        view.layout();
        view.layout();
        assertEquals(0, view.scrollBy(100));
        assertEquals(1, told.size(), "told once");
        assertTrue(told.get(0).getMessage().startsWith("this layout takes item sizes from data"), told.get(0).getMessage());
        assertTrue(view.children().isEmpty());
        shows(view, "empty for the error");
        view.core.setItemSizeEstimates(Shown.ESTIMATES);
        view.layout();
        assertNotNull(view.core.driver());
        shows(view, "with estimates");
        assertEquals(1, told.size());
    }

    @Test
    void anAdapterWhoseCountIsNotItsSectionsIsToldNotThrown() throws Exception {
        SimulatedRecyclerView view = new SimulatedRecyclerView(golden("store"), 1080, 1920, 3) {
            @Override
            public int itemCount() {
                return super.itemCount() - 1;
            }
        };
        view.sectioned(8, 15, 20, 20);
        final List<String> told = new ArrayList<>();
        view.core.setErrorListener(new LayoutErrorListener() {
            @Override
            public void layoutFailed(LayoutException error) {
                told.add(error.getMessage());
            }
        });
        view.layout();
        assertTrue(view.children().isEmpty());
        assertEquals(1, told.size());
        assertTrue(told.get(0).contains("answer getItemCount() with AdapterPositions.of(layout, counts).getCount()"), told.get(0));
    }

    @Test
    void pagingByItemMovesAtMostItsItemsFromWhereTheDragBegan() throws Exception {
        for (int items : new int[] {1, 3}) {
            SimulatedRecyclerView view = new SimulatedRecyclerView(cards(items), 1125, 2001, 3);
            view.cells(40);
            view.layout();
            view.scrollBy(640 * 3);
            view.core.scrollStateChanged(true);
            // However fast, forward: `items` cards on from card 2; back: `items` cards back.
            for (int velocity : new int[] {300, 5_000, 60_000}) {
                int[] forward = view.core.distanceToRest(velocity * 10, 0, velocity, 0);
                assertArrayEquals(new int[] {960 * items, 0}, forward, items + " a swipe, at " + velocity);
                int[] back = view.core.distanceToRest(-velocity * 10, 0, -velocity, 0);
                assertArrayEquals(new int[] {-960 * Math.min(items, 2), 0}, back);
            }
            // A drag of half a card, let go without a fling: the nearest card within reach.
            view.scrollBy(500);
            int[] still = view.core.distanceToRest(0, 0, 0, 0);
            assertArrayEquals(new int[] {960 - 500, 0}, still);
            view.scrollBy(still[0]);
            shows(view, "at rest");
            // At rest, the snap helper's check when scrolling stops leaves it there.
            assertArrayEquals(new int[2], view.core.distanceToRest(0, 0, 0, 0));
            assertTrue(view.core.atRest());
            view.scrollBy(7);
            assertFalse(view.core.atRest());
        }
    }

    @Test
    void shelvesScrollSidewaysAndPageByTheirOwnSnap() throws Exception {
        SimulatedRecyclerView view = new SimulatedRecyclerView(golden("store"), 1125, 2001, 3);
        view.sectioned(10, 12, 12);
        view.layout();
        shows(view, "the store");
        // A touch in the first shelf's band (below its 44-point header) finds it.
        assertEquals(0, view.core.bandAt(view, 500, 3 * 60));
        assertEquals(-1, view.core.bandAt(view, 500, 3 * 20));
        // Cards are 335 wide, 12 apart: a stop every 347 points; a fast fling moves one card.
        int distance = view.core.sectionDistanceToRest(0, 3 * 1200, 9000, 0);
        assertEquals(3 * 347, distance);
        assertEquals(distance, view.core.scrollSection(0, distance));
        view.layout();
        shows(view, "the shelf one card on");
        assertEquals(347, view.core.sectionOffset(0), 1e-9);
        // From there, a fling back past the start rests on card 0.
        assertEquals(-3 * 347, view.core.sectionDistanceToRest(0, -3 * 2000, -9000, 347));
        // The page still scrolls, the shelf keeping its offset.
        view.scrollBy(600);
        shows(view, "the page scrolled");
        assertEquals(347, view.core.sectionOffset(0), 1e-9);
    }

    @Test
    void prefetchNamesWhatAScrollWouldAttachAndHowFarItIs() throws Exception {
        SimulatedRecyclerView view = new SimulatedRecyclerView(golden("grid"), 1080, 1920, 3);
        view.cells(500);
        view.layout();
        final List<Integer> positions = new ArrayList<>();
        view.core.collectPrefetch(0, 240, new LayoutManagerCore.PrefetchRegistry() {
            @Override
            public void addPosition(int position, int distancePx) {
                positions.add(position);
                assertEquals(240, distancePx);
            }
        });
        assertFalse(positions.isEmpty());
        view.scrollBy(240);
        for (int position : positions) assertTrue(view.shownByItem().containsKey(view.identities().get(position)), "prefetched " + position + " is shown after the scroll");
        List<Integer> shownPositions = new ArrayList<>();
        for (SimulatedRecyclerView.View child : view.children()) shownPositions.add(child.position);
        // Nothing already shown is prefetched.
        positions.clear();
        view.core.collectPrefetch(0, 240, new LayoutManagerCore.PrefetchRegistry() {
            @Override
            public void addPosition(int position, int distancePx) {
                positions.add(position);
            }
        });
        for (int position : positions) assertFalse(shownPositions.contains(position));
    }

    @Test
    void scrollBarsSpanTheContentEvenBeyondAnIntOfPixels() throws Exception {
        SimulatedRecyclerView view = new SimulatedRecyclerView(golden("carousel"), 1080, 1920, 3);
        view.cells(10_000_000);
        view.layout();
        int[] bar = view.core.scrollBar();
        assertTrue(bar[2] > 0 && bar[1] > 0 && bar[0] == 0, java.util.Arrays.toString(bar));
        long content = Math.round(view.core.driver().getContentSize().width * 3);
        assertTrue(content > Integer.MAX_VALUE, "ten million carousel cards are more pixels than an int: " + content);
        view.core.scrollToPosition(9_999_000);
        view.layout();
        shows(view, "near the end of ten million");
        bar = view.core.scrollBar();
        assertTrue(bar[0] + bar[1] <= bar[2] && bar[0] > bar[2] / 2, java.util.Arrays.toString(bar));
    }

    @Test
    void rightToLeftMirrorsTheLayoutAndScrollsFromTheRight() throws Exception {
        SimulatedRecyclerView left = new SimulatedRecyclerView(golden("carousel"), 1080, 1920, 3);
        SimulatedRecyclerView right = new SimulatedRecyclerView(golden("carousel"), 1080, 1920, 3);
        left.cells(30);
        right.cells(30);
        right.rightToLeft = true;
        left.layout();
        right.layout();
        shows(right, "right to left");
        // Item 0 at the right edge, mirrored; a drag to the right (a negative delta) shows what follows it.
        SimulatedRecyclerView.View first = right.children().get(0);
        SimulatedRecyclerView.View mirror = left.children().get(0);
        assertEquals(1080 - mirror.right, first.left);
        assertEquals(-500, right.scrollBy(-500));
        assertEquals(500, left.scrollBy(500));
        assertEquals(left.core.offsetPx(), right.core.offsetPx());
        shows(right, "scrolled right to left");
        assertEquals(0, right.core.scrollBar()[0] + right.core.scrollBar()[1] - right.core.scrollBar()[2] + (int) right.core.offsetPx());
    }

    @Test
    void aConfigurationChangeRestoresTheFirstCellInAViewOfAnotherSize() throws Exception {
        SimulatedRecyclerView portrait = new SimulatedRecyclerView(golden("explore"), 1080, 2280, 3);
        portrait.cells(400);
        portrait.layout();
        portrait.scrollBy(7000);
        SavedAnchor saved = portrait.core.save();
        assertNotNull(saved);
        // Landscape, a new LayoutManager (the Activity is recreated) restored from the saved state.
        SimulatedRecyclerView landscape = new SimulatedRecyclerView(golden("explore"), 2280, 1080, 3);
        landscape.plain = portrait.plain;
        landscape.core.restore(saved);
        landscape.layout();
        shows(landscape, "restored in landscape");
        SavedAnchor again = landscape.core.save();
        assertEquals(saved.position, again.position);
    }

    @Test
    void cellsThatMeasureThemselvesKeepTheFirstCellInViewInPlace() throws Exception {
        SimulatedRecyclerView view = new SimulatedRecyclerView(golden("waterfall"), 1080, 1920, 3);
        view.cells(400);
        view.core.setItemSizeEstimates(Shown.ESTIMATES);
        view.layout();
        shows(view, "measured");
        for (int step = 0; step < 30; step++) {
            view.scrollBy(350);
            shows(view, "scrolling, cells measuring as they enter");
        }
        // Every cell shown is as long as its content says.
        for (SimulatedRecyclerView.View child : view.children()) {
            assertEquals(Math.round(SimulatedRecyclerView.contentLength(child.item) * 3), child.bottom - child.top, child.toString());
        }
        int binds = view.binds();
        view.scrollBy(0);
        assertEquals(binds, view.binds());
    }

    @Test
    void theTextSizeAndReduceMotionFollowTheView() throws Exception {
        SimulatedRecyclerView view = new SimulatedRecyclerView(golden("carousel"), 1080, 1920, 3);
        view.cells(30);
        view.layout();
        view.scrollBy(700);
        boolean scaled = false;
        for (SimulatedRecyclerView.View child : view.children()) scaled |= child.scale != 1;
        assertTrue(scaled, "the carousel scales cells away from the centre");
        view.reduceMotion = true;
        view.layout();
        shows(view, "Reduce Motion");
        for (SimulatedRecyclerView.View child : view.children()) assertEquals(1, child.scale, 0, "a cell still scaled under Reduce Motion");
        view.fontScale = 2;
        view.layout();
        shows(view, "a larger text size");
        assertEquals(2, view.core.driver().getInput().getTextScale(), 0);
    }

    @Test
    void scrollToPositionAndTheSmoothScrollersDirection() throws Exception {
        SimulatedRecyclerView view = new SimulatedRecyclerView(golden("grid"), 1080, 1920, 3);
        view.cells(1000);
        view.layout();
        assertEquals(1, view.core.directionTo(600));
        view.core.scrollToPosition(600);
        view.layout();
        shows(view, "scrolled to 600");
        assertTrue(view.shownByItem().containsKey(view.identities().get(600)));
        assertEquals(-1, view.core.directionTo(0));
        assertEquals(0, view.core.directionTo(5000));
    }
}
