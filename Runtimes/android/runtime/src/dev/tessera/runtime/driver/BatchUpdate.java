package dev.tessera.runtime.driver;

import dev.tessera.runtime.geometry.ElementKind;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Batch updates with a collection view's index rules, as the Swift runtime's BatchUpdate:
 * deletions and move sources name sections and items before the update, insertions and move
 * destinations after it; surviving sections and items keep their order. Item updates may not
 * name a section the batch inserts or deletes.
 */
public final class BatchUpdate {
    public final int[] oldCounts;
    public final int[] newCounts;
    /** Where each section before the update is after it (-1: deleted), and back (-1: inserted). */
    private final int[] sectionAfter;
    private final int[] sectionBefore;
    /** Sorted: the items that leave each old section, and those of each new section filled from elsewhere. */
    private final int[][] removed;
    private final int[][] added;
    private final Map<Long, int[]> movedTo;
    private final Map<Long, int[]> movedFrom;
    /** Old indices of the sections the batch moves. */
    private final Set<Integer> movedSections;

    private static long key(int section, int item) {
        return ((long) section << 32) | (item & 0xffffffffL);
    }

    private BatchUpdate(int[] oldCounts, int[] newCounts, int[] sectionAfter, int[] sectionBefore, int[][] removed, int[][] added,
                        Map<Long, int[]> movedTo, Map<Long, int[]> movedFrom, Set<Integer> movedSections) {
        this.oldCounts = oldCounts;
        this.newCounts = newCounts;
        this.sectionAfter = sectionAfter;
        this.sectionBefore = sectionBefore;
        this.removed = removed;
        this.added = added;
        this.movedTo = movedTo;
        this.movedFrom = movedFrom;
        this.movedSections = movedSections;
    }

    /** Null when the updates do not fit the counts. */
    public static BatchUpdate make(int[] oldCounts, Iterable<ItemUpdate> updates) {
        // The sections first: where each goes, and the item counts of those inserted.
        Set<Integer> leaving = new HashSet<>();
        Set<Integer> arriving = new HashSet<>();
        Map<Integer, Integer> inserted = new HashMap<>();
        Map<Integer, Integer> moves = new HashMap<>();
        for (ItemUpdate update : updates) {
            switch (update.action) {
                case DELETE_SECTION:
                    if (update.section < 0 || update.section >= oldCounts.length || !leaving.add(update.section)) return null;
                    break;
                case INSERT_SECTION:
                    if (update.section < 0 || update.items < 0 || !arriving.add(update.section)) return null;
                    inserted.put(update.section, update.items);
                    break;
                case MOVE_SECTION:
                    if (update.section < 0 || update.section >= oldCounts.length || update.toSection < 0 || leaving.contains(update.section)
                        || arriving.contains(update.toSection)) {
                        return null;
                    }
                    leaving.add(update.section);
                    arriving.add(update.toSection);
                    moves.put(update.section, update.toSection);
                    break;
                default:
                    break;
            }
        }
        int newSectionCount = oldCounts.length - leaving.size() + arriving.size();
        for (int section : arriving) if (section >= newSectionCount) return null;
        int[] leavingSorted = sorted(leaving);
        int[] arrivingSorted = sorted(arriving);
        int[] after = new int[oldCounts.length];
        int[] before = new int[newSectionCount];
        Arrays.fill(before, -1);
        for (int old = 0; old < oldCounts.length; old++) {
            Integer moved = moves.get(old);
            int section = moved != null ? moved : leaving.contains(old) ? -1 : map(old, leavingSorted, arrivingSorted);
            after[old] = section;
            if (section >= 0) before[section] = old;
        }
        // Then the items, within the sections that stay.
        List<TreeSet<Integer>> removed = new ArrayList<>(oldCounts.length);
        List<TreeSet<Integer>> added = new ArrayList<>(newSectionCount);
        for (int section = 0; section < oldCounts.length; section++) removed.add(new TreeSet<Integer>());
        for (int section = 0; section < newSectionCount; section++) added.add(new TreeSet<Integer>());
        Map<Long, int[]> movedTo = new HashMap<>();
        Map<Long, int[]> movedFrom = new HashMap<>();
        for (ItemUpdate update : updates) {
            switch (update.action) {
                case DELETE:
                    if (!remove(oldCounts, after, removed, update.section, update.item)) return null;
                    break;
                case INSERT:
                    if (!add(before, added, update.section, update.item)) return null;
                    break;
                case MOVE:
                    if (!remove(oldCounts, after, removed, update.section, update.item) || !add(before, added, update.toSection, update.toItem)) return null;
                    movedTo.put(key(update.section, update.item), new int[] {update.toSection, update.toItem});
                    movedFrom.put(key(update.toSection, update.toItem), new int[] {update.section, update.item});
                    break;
                default:
                    break;
            }
        }
        int[] newCounts = new int[newSectionCount];
        for (int section = 0; section < newSectionCount; section++) {
            int old = before[section];
            if (old < 0) {
                Integer items = inserted.get(section);
                newCounts[section] = items == null ? 0 : items;
                continue;
            }
            int count = oldCounts[old] - removed.get(old).size() + added.get(section).size();
            if (count < 0 || (!added.get(section).isEmpty() && added.get(section).last() >= count)) return null;
            newCounts[section] = count;
        }
        int[][] removedLists = new int[oldCounts.length][];
        for (int section = 0; section < oldCounts.length; section++) removedLists[section] = sorted(removed.get(section));
        int[][] addedLists = new int[newSectionCount][];
        for (int section = 0; section < newSectionCount; section++) addedLists[section] = sorted(added.get(section));
        return new BatchUpdate(oldCounts.clone(), newCounts, after, before, removedLists, addedLists, movedTo, movedFrom, moves.keySet());
    }

    private static boolean remove(int[] oldCounts, int[] after, List<TreeSet<Integer>> removed, int section, int item) {
        if (section < 0 || section >= after.length || after[section] < 0) return false;
        if (item < 0 || item >= oldCounts[section]) return false;
        return removed.get(section).add(item);
    }

    private static boolean add(int[] before, List<TreeSet<Integer>> added, int section, int item) {
        if (section < 0 || section >= before.length || before[section] < 0) return false;
        if (item < 0) return false;
        return added.get(section).add(item);
    }

    private static int[] sorted(Set<Integer> set) {
        int[] array = new int[set.size()];
        int index = 0;
        for (int value : set) array[index++] = value;
        Arrays.sort(array);
        return array;
    }

    /**
     * Where an element before the update is after it, as {section, item}: a cell where it went,
     * any other element in its section's new place; null when it or its section was deleted, or
     * it is out of range.
     */
    public int[] newPath(ElementKind kind, int section, int item) {
        if (section < 0 || section >= sectionAfter.length || sectionAfter[section] < 0) return null;
        int newSection = sectionAfter[section];
        if (kind != ElementKind.CELL) return new int[] {newSection, item};
        if (item < 0 || item >= oldCounts[section]) return null;
        int[] moved = movedTo.get(key(section, item));
        if (moved != null) return moved.clone();
        int mapped = map(item, removed[section], added[newSection]);
        return mapped < 0 ? null : new int[] {newSection, mapped};
    }

    /** Whether an item survives the update without being moved, itself or with its section. */
    public boolean keepsItsPlace(int section, int item) {
        return !movedTo.containsKey(key(section, item)) && !movedSections.contains(section) && newPath(ElementKind.CELL, section, item) != null;
    }

    /**
     * Where an element after the update was before it: a cell where it was, any other element in
     * its section's old place; null when it or its section was inserted, or it is out of range.
     */
    public int[] oldPath(ElementKind kind, int section, int item) {
        if (section < 0 || section >= sectionBefore.length || sectionBefore[section] < 0) return null;
        int oldSection = sectionBefore[section];
        if (kind != ElementKind.CELL) return new int[] {oldSection, item};
        if (item < 0 || item >= newCounts[section]) return null;
        int[] moved = movedFrom.get(key(section, item));
        if (moved != null) return moved.clone();
        int mapped = map(item, added[section], removed[oldSection]);
        return mapped < 0 ? null : new int[] {oldSection, mapped};
    }

    /**
     * An index's rank among those that stay on one side is its rank on the other, skipping the
     * indices filled from elsewhere there; -1 for an index in `leaving`.
     */
    private static int map(int index, int[] leaving, int[] filling) {
        int low = Arrays.binarySearch(leaving, index);
        if (low >= 0) return -1;
        int mapped = index - (-low - 1);
        for (int taken : filling) {
            if (taken > mapped) break;
            mapped += 1;
        }
        return mapped;
    }
}
