package dev.tessera.runtime;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Batch updates with a collection view's index rules, as the Swift runtime's BatchUpdate:
 * deletions and move sources name items before the update, insertions and move destinations
 * after it; surviving items keep their order.
 */
final class BatchUpdate {
    final int[] oldCounts;
    final int[] newCounts;
    private final int[][] removed;
    private final int[][] added;
    private final Map<Long, long[]> movedTo = new HashMap<>();
    private final Map<Long, long[]> movedFrom = new HashMap<>();

    private static long key(int section, int item) {
        return ((long) section << 32) | (item & 0xffffffffL);
    }

    private BatchUpdate(int[] oldCounts, int[] newCounts, int[][] removed, int[][] added) {
        this.oldCounts = oldCounts;
        this.newCounts = newCounts;
        this.removed = removed;
        this.added = added;
    }

    /** Null when the updates do not fit the counts. */
    static BatchUpdate make(int[] oldCounts, Iterable<ItemUpdate> updates) {
        int sections = oldCounts.length;
        List<TreeSet<Integer>> removed = new ArrayList<>(sections);
        List<TreeSet<Integer>> added = new ArrayList<>(sections);
        for (int section = 0; section < sections; section++) {
            removed.add(new TreeSet<Integer>());
            added.add(new TreeSet<Integer>());
        }
        Map<Long, long[]> movedTo = new HashMap<>();
        Map<Long, long[]> movedFrom = new HashMap<>();
        for (ItemUpdate update : updates) {
            switch (update.action) {
                case DELETE:
                    if (!remove(oldCounts, removed, update.section, update.item)) return null;
                    break;
                case INSERT:
                    if (!add(sections, added, update.section, update.item)) return null;
                    break;
                default: // MOVE
                    if (!remove(oldCounts, removed, update.section, update.item) || !add(sections, added, update.toSection, update.toItem)) return null;
                    movedTo.put(key(update.section, update.item), new long[] {update.toSection, update.toItem});
                    movedFrom.put(key(update.toSection, update.toItem), new long[] {update.section, update.item});
                    break;
            }
        }
        int[] newCounts = new int[sections];
        int[][] removedLists = new int[sections][];
        int[][] addedLists = new int[sections][];
        for (int section = 0; section < sections; section++) {
            int newCount = oldCounts[section] - removed.get(section).size() + added.get(section).size();
            if (newCount < 0 || (!added.get(section).isEmpty() && added.get(section).last() >= newCount)) return null;
            newCounts[section] = newCount;
            removedLists[section] = toArray(removed.get(section));
            addedLists[section] = toArray(added.get(section));
        }
        BatchUpdate batch = new BatchUpdate(oldCounts.clone(), newCounts, removedLists, addedLists);
        batch.movedTo.putAll(movedTo);
        batch.movedFrom.putAll(movedFrom);
        return batch;
    }

    private static boolean remove(int[] oldCounts, List<TreeSet<Integer>> removed, int section, int item) {
        if (section < 0 || section >= oldCounts.length || item < 0 || item >= oldCounts[section]) return false;
        return removed.get(section).add(item);
    }

    private static boolean add(int sections, List<TreeSet<Integer>> added, int section, int item) {
        if (section < 0 || section >= sections || item < 0) return false;
        return added.get(section).add(item);
    }

    private static int[] toArray(TreeSet<Integer> set) {
        int[] array = new int[set.size()];
        int index = 0;
        for (int value : set) array[index++] = value;
        return array;
    }

    /**
     * Where an element before the update is after it, as {section, item}: a cell where it went
     * (null when it was deleted), any other element where it was, while its section is there.
     */
    int[] newPath(ElementKind kind, int section, int item) {
        if (kind != ElementKind.CELL) return section >= 0 && section < oldCounts.length ? new int[] {section, item} : null;
        if (section < 0 || section >= oldCounts.length || item < 0 || item >= oldCounts[section]) return null;
        long[] moved = movedTo.get(key(section, item));
        if (moved != null) return new int[] {(int) moved[0], (int) moved[1]};
        int mapped = map(item, removed[section], added[section]);
        return mapped < 0 ? null : new int[] {section, mapped};
    }

    /**
     * Where an element after the update was before it: a cell where it was (null when it was
     * inserted), any other element where it is.
     */
    int[] oldPath(ElementKind kind, int section, int item) {
        if (kind != ElementKind.CELL) return section >= 0 && section < newCounts.length ? new int[] {section, item} : null;
        if (section < 0 || section >= newCounts.length || item < 0 || item >= newCounts[section]) return null;
        long[] moved = movedFrom.get(key(section, item));
        if (moved != null) return new int[] {(int) moved[0], (int) moved[1]};
        int mapped = map(item, added[section], removed[section]);
        return mapped < 0 ? null : new int[] {section, mapped};
    }

    /**
     * An item's rank among those that stay on one side is its rank on the other, skipping the
     * indices filled from elsewhere there; -1 for an index in `leaving`.
     */
    private static int map(int item, int[] leaving, int[] filling) {
        int low = Arrays.binarySearch(leaving, item);
        if (low >= 0) return -1;
        int index = item - (-low - 1);
        for (int taken : filling) {
            if (taken > index) break;
            index += 1;
        }
        return index;
    }
}
