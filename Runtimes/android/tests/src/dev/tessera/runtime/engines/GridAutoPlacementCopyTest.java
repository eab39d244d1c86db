package dev.tessera.runtime.engines;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * A copy of a grid's auto-placement goes on placing as the original would (what a grid's continuation and its period check
 * rest on). The mutation round (scripts/mutation-score.py, core java-engines) found the copy's cursor unchecked: no vector
 * continues a sparse grid whose cursor sits right of a hole.
 */
class GridAutoPlacementCopyTest {
    @Test
    void aCopyOfASparseGridPlacesAfterTheCursorNotInTheHoleBeforeIt() {
        GridAutoPlacement grid = new GridAutoPlacement(3, false);
        grid.place(1, 1, 2);
        assertEquals(0, grid.placedRow);
        assertEquals(2, grid.placedColumn);
        GridAutoPlacement copy = grid.copy();
        grid.place(1, 1, -1);
        copy.place(1, 1, -1);
        assertEquals(1, grid.placedRow, "sparse packing never goes back left of the cursor");
        assertEquals(0, grid.placedColumn);
        assertEquals(grid.placedRow, copy.placedRow, "the copy places as the original");
        assertEquals(grid.placedColumn, copy.placedColumn);
    }
}
