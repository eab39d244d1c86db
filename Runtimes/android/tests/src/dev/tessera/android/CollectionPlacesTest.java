package dev.tessera.android;

import static dev.tessera.android.RecyclerContractTests.golden;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tessera.runtime.compiled.CompiledLayout;
import dev.tessera.runtime.geometry.ElementID;
import dev.tessera.runtime.geometry.ElementKind;
import dev.tessera.runtime.geometry.ReadingDirection;
import dev.tessera.runtime.geometry.Rect;
import dev.tessera.runtime.queries.CellNavigation;
import dev.tessera.runtime.queries.GridStructure;
import org.junit.jupiter.api.Test;

/**
 * What TalkBack is told of the collection (`CollectionInfo`, `CollectionItemInfo`) and where
 * focus search goes past the attached children, from the core of the LayoutManager on the
 * simulated RecyclerView.
 */
class CollectionPlacesTest {
    @Test
    void aGridIsAnnouncedWithTheRulesRowsColumnsAndSpans() throws Exception {
        for (String name : new String[] {"grid", "mosaic"}) {
            SimulatedRecyclerView view = new SimulatedRecyclerView(golden(name), 1080, 1920, 3);
            view.cells(30);
            view.layout();
            CollectionPlaces places = view.core.collection();
            GridStructure structure = view.core.driver().getPrepared().gridStructure(0);
            assertTrue(structure.grid, name + " is a grid by the rule");
            assertEquals(structure.rowCount, places.rows, name);
            assertEquals(structure.columnCount, places.columns, name);
            for (int item = 0; item < 30; item++) {
                assertEquals(structure.rows[item], places.row(item), name + " item " + item);
                assertEquals(structure.columns[item], places.column(item), name + " item " + item);
                assertEquals(structure.rowSpans[item], places.rowSpan(item), name + " item " + item);
                assertEquals(structure.columnSpans[item], places.columnSpan(item), name + " item " + item);
                assertFalse(places.heading(item));
            }
        }
        // grid.yaml: three a row, so item 4 is in the middle of the second row.
        SimulatedRecyclerView grid = new SimulatedRecyclerView(golden("grid"), 1080, 1920, 3);
        grid.cells(30);
        grid.layout();
        assertEquals(1, grid.core.collection().row(4));
        assertEquals(1, grid.core.collection().column(4));
        assertEquals(10, grid.core.collection().rows);
    }

    @Test
    void listSectionsAndTheirHeadersAreRowsOneAfterAnother() throws Exception {
        CompiledLayout layout = golden("settings");
        AdapterPositions positions = AdapterPositions.of(layout, 3, 5, 4);
        SimulatedRecyclerView view = new SimulatedRecyclerView(layout, 1080, 2400, 3);
        view.sectioned(3, 5, 4);
        view.layout();
        CollectionPlaces places = view.core.collection();
        assertEquals(positions.getCount(), places.rows);
        assertEquals(1, places.columns);
        int headings = 0;
        for (int position = 0; position < positions.getCount(); position++) {
            assertEquals(position, places.row(position));
            assertEquals(0, places.column(position));
            boolean header = positions.elementAt(position).kind == ElementKind.HEADER;
            assertEquals(header, places.heading(position));
            if (header) headings += 1;
        }
        assertTrue(headings > 0, "settings' sections have headers");
    }

    @Test
    void aSectionOfMoreThanTheMostGridCellsIsAList() {
        for (int count : new int[] {GridStructure.MAXIMUM_GRID_CELLS, GridStructure.MAXIMUM_GRID_CELLS + 1}) {
            Rect[] frames = new Rect[count];
            for (int item = 0; item < count; item++) frames[item] = new Rect((item % 4) * 60, (item / 4) * 60, 50, 50);
            assertEquals(count <= GridStructure.MAXIMUM_GRID_CELLS, GridStructure.of(frames, ReadingDirection.LEFT_TO_RIGHT, false).grid, count + " cells");
        }
    }

    @Test
    void focusSearchPastTheChildrenMovesByTheFrames() throws Exception {
        SimulatedRecyclerView view = new SimulatedRecyclerView(golden("grid"), 1080, 1920, 3);
        view.cells(30);
        view.layout();
        assertEquals(3, view.core.nextPosition(0, CellNavigation.Move.DOWN));
        assertEquals(1, view.core.nextPosition(0, CellNavigation.Move.RIGHT));
        assertEquals(-1, view.core.nextPosition(2, CellNavigation.Move.RIGHT));
        assertEquals(-1, view.core.nextPosition(0, CellNavigation.Move.UP));
        assertEquals(29, view.core.nextPosition(0, CellNavigation.Move.END));
        // The same as the runtime's function, from a cell far down.
        ElementID next = view.core.driver().getPrepared().nextCell(ElementID.cell(0, 25), CellNavigation.Move.UP, view.core.driver().getPosition());
        assertEquals(next.item, view.core.nextPosition(25, CellNavigation.Move.UP));
        assertEquals(22, next.item);
    }

    @Test
    void aFocusSearchDirectionMovesAsItsArrowAndForwardOrBackwardIsLeftToThePlatform() throws Exception {
        SimulatedRecyclerView view = new SimulatedRecyclerView(golden("grid"), 1080, 1920, 3);
        view.cells(30);
        view.layout();
        // View.FOCUS_DOWN, FOCUS_RIGHT, FOCUS_LEFT, FOCUS_UP as Android defines them.
        assertEquals(3, view.core.focusTarget(0, 0x82));
        assertEquals(1, view.core.focusTarget(0, 0x42));
        assertEquals(0, view.core.focusTarget(1, 0x11));
        assertEquals(0, view.core.focusTarget(3, 0x21));
        // View.FOCUS_FORWARD and FOCUS_BACKWARD: the platform's own order, not the frames'.
        assertEquals(-1, view.core.focusTarget(0, 0x02));
        assertEquals(-1, view.core.focusTarget(1, 0x01));
    }
}
