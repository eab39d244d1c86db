package dev.tessera.android;

import dev.tessera.runtime.driver.BatchUpdate;
import dev.tessera.runtime.driver.ItemUpdate;
import dev.tessera.runtime.geometry.ElementID;
import dev.tessera.runtime.geometry.ElementKind;
import dev.tessera.runtime.layout.TesseraLayout;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * RecyclerView's `onItemsAdded`, `onItemsRemoved`, `onItemsMoved` and `onItemsUpdated`, told in
 * adapter positions and one after another (each in the numbering the previous one left), as the
 * session's batch updates of cells (`BatchUpdate`, a collection view's index rules): what the
 * session model decides an update keeps (rule 6) is then decided for Android too. A translation,
 * no decision: a change that names a header or a footer, or positions that fit no section,
 * translates to nothing (null), which the session treats as an update list that does not fit.
 */
final class AdapterChanges {
    private static final int ADDED = 0;
    private static final int REMOVED = 1;
    private static final int MOVED = 2;
    private static final int UPDATED = 3;

    /** {kind, start (or from), count (or to)}, in the order told. */
    private final List<int[]> told = new ArrayList<>();

    void added(int start, int count) {
        told.add(new int[] {ADDED, start, count});
    }

    void removed(int start, int count) {
        told.add(new int[] {REMOVED, start, count});
    }

    /** RecyclerView moves one item at a time; more is not translated. */
    void moved(int from, int to, int count) {
        told.add(new int[] {MOVED, from, count == 1 ? to : -1});
    }

    void updated(int start, int count) {
        told.add(new int[] {UPDATED, start, count});
    }

    boolean isEmpty() {
        return told.isEmpty();
    }

    void clear() {
        told.clear();
    }

    /**
     * The changes as batch updates, one a change, from the positions `before` (the last pass's)
     * to `after` (the adapter's now); null when one does not translate or they do not lead to
     * `after`'s counts.
     */
    List<BatchUpdate> batches(TesseraLayout layout, AdapterPositions before, AdapterPositions after) {
        return batches(layout, before, after, 0);
    }

    private List<BatchUpdate> batches(TesseraLayout layout, AdapterPositions positions, AdapterPositions after, int index) {
        if (index == told.size()) {
            return Arrays.equals(positions.getSectionCounts(), after.getSectionCounts()) ? new ArrayList<BatchUpdate>() : null;
        }
        // An insertion at a section's boundary may be at the end of one or the start of the
        // next: each reading is tried, and the one that leads to the adapter's counts is taken.
        for (List<ItemUpdate> updates : readings(positions, told.get(index))) {
            BatchUpdate batch = BatchUpdate.make(positions.getSectionCounts(), updates);
            if (batch == null) continue;
            AdapterPositions next;
            try {
                next = AdapterPositions.of(layout, batch.newCounts);
            } catch (IllegalArgumentException error) {
                continue;
            }
            List<BatchUpdate> rest = batches(layout, next, after, index + 1);
            if (rest != null) {
                rest.add(0, batch);
                return rest;
            }
        }
        return null;
    }

    /** The ways one change reads as updates of cells (none: it does not translate). */
    private static List<List<ItemUpdate>> readings(AdapterPositions positions, int[] change) {
        List<List<ItemUpdate>> readings = new ArrayList<>();
        int start = change[1];
        switch (change[0]) {
            case ADDED:
                for (int section = 0; section < positions.getSectionCount(); section++) {
                    int first = positions.firstCellPosition(section);
                    int count = positions.getSectionCounts()[section];
                    if (start < first || start > first + count) continue;
                    List<ItemUpdate> updates = new ArrayList<>();
                    for (int item = 0; item < change[2]; item++) updates.add(ItemUpdate.insert(section, start - first + item));
                    readings.add(updates);
                }
                return readings;
            case REMOVED:
            case UPDATED: {
                List<ItemUpdate> updates = new ArrayList<>();
                for (int position = start; position < start + change[2]; position++) {
                    ElementID cell = cellAt(positions, position);
                    if (cell == null) return readings;
                    updates.add(ItemUpdate.delete(cell.section, cell.item));
                    // An updated item is reloaded: deleted and inserted at its place.
                    if (change[0] == UPDATED) updates.add(ItemUpdate.insert(cell.section, cell.item));
                }
                readings.add(updates);
                return readings;
            }
            default: {
                // A move within the adapter's numbering: the item at `to` afterwards is the one
                // at `to` now, shifted by the one that left; within a section only.
                ElementID from = cellAt(positions, start);
                ElementID to = cellAt(positions, change[2]);
                if (from == null || to == null || from.section != to.section) return readings;
                readings.add(Collections.singletonList(ItemUpdate.move(from.section, from.item, to.section, to.item)));
                return readings;
            }
        }
    }

    private static ElementID cellAt(AdapterPositions positions, int position) {
        if (position < 0 || position >= positions.getCount()) return null;
        ElementID element = positions.elementAt(position);
        return element.kind == ElementKind.CELL ? element : null;
    }
}
