package dev.tessera.android;

import static dev.tessera.android.RecyclerContractTests.golden;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.tessera.runtime.driver.BatchUpdate;
import dev.tessera.runtime.layout.TesseraLayout;
import dev.tessera.runtime.session.CollectionSession;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * RecyclerView's notifications read as the session's batch updates (`AdapterChanges`): each in
 * the numbering the one before left, a boundary between sections read as the section whose
 * count grew, and a change naming a header or a footer not read at all (the session then keeps
 * no cell and forgets measured sizes, as for an update list that does not fit).
 */
class AdapterChangesTests {
    @Test
    void anInsertAtASectionBoundaryIsTheSectionThatGrew() throws Exception {
        TesseraLayout grid = golden("grid");
        AdapterPositions before = AdapterPositions.of(grid, 3, 2);
        assertEquals(5, before.getCount(), "grid has no headers or footers");
        AdapterChanges changes = new AdapterChanges();
        changes.added(3, 1);
        List<BatchUpdate> atTheEnd = changes.batches(grid, before, AdapterPositions.of(grid, 4, 2));
        assertArrayEquals(new int[] {4, 2}, atTheEnd.get(0).newCounts);
        assertArrayEquals(new int[] {1, 0}, CollectionSession.pathAfter(atTheEnd, 1, 0));
        List<BatchUpdate> atTheStart = changes.batches(grid, before, AdapterPositions.of(grid, 3, 3));
        assertArrayEquals(new int[] {3, 3}, atTheStart.get(0).newCounts);
        assertArrayEquals(new int[] {1, 1}, CollectionSession.pathAfter(atTheStart, 1, 0));
        // Counts no reading gives: nothing is read.
        assertNull(changes.batches(grid, before, AdapterPositions.of(grid, 3, 4)));
    }

    @Test
    void notificationsFollowOneAnother() throws Exception {
        TesseraLayout grid = golden("grid");
        AdapterChanges changes = new AdapterChanges();
        changes.added(0, 1);     // x a b c d e
        changes.removed(2, 1);   // x a c d e: b, which was at 1
        changes.moved(4, 1, 1);  // x e a c d
        List<BatchUpdate> batches = changes.batches(grid, AdapterPositions.cells(5), AdapterPositions.cells(5));
        assertEquals(3, batches.size());
        assertArrayEquals(new int[] {0, 2}, CollectionSession.pathAfter(batches, 0, 0));
        assertNull(CollectionSession.pathAfter(batches, 0, 1));
        assertArrayEquals(new int[] {0, 3}, CollectionSession.pathAfter(batches, 0, 2));
        assertArrayEquals(new int[] {0, 1}, CollectionSession.pathAfter(batches, 0, 4));
        // e moved: it keeps no place, whatever its neighbours do.
        assertFalse(batches.get(2).keepsItsPlace(0, 4));
    }

    @Test
    void anUpdatedItemIsReloadedAndAHeaderIsNotAnItem() throws Exception {
        TesseraLayout settings = golden("settings");
        AdapterPositions positions = AdapterPositions.of(settings, 3, 4);
        AdapterChanges updated = new AdapterChanges();
        updated.updated(positions.positionOf(dev.tessera.runtime.geometry.ElementID.cell(1, 2)), 1);
        List<BatchUpdate> batches = updated.batches(settings, positions, positions);
        assertNull(CollectionSession.pathAfter(batches, 1, 2), "a reloaded item's measured size is forgotten");
        assertArrayEquals(new int[] {1, 3}, CollectionSession.pathAfter(batches, 1, 3));
        int headerPosition = positions.firstCellPosition(1) - 1;
        assertEquals(dev.tessera.runtime.geometry.ElementKind.HEADER, positions.elementAt(headerPosition).kind);
        AdapterChanges header = new AdapterChanges();
        header.removed(headerPosition, 1);
        assertNull(header.batches(settings, positions, AdapterPositions.of(settings, 2, 4)));
    }
}
