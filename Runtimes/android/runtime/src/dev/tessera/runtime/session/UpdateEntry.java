package dev.tessera.runtime.session;

import dev.tessera.runtime.driver.ItemUpdate;
import java.util.ArrayList;
import java.util.List;

/**
 * One entry of a platform's update list: its action and its index paths before and after the update, as arrays of
 * indices (Swift's {@code CollectionLayoutCore.UpdateEntry}). A path of one index, or whose item is
 * {@link #WHOLE_SECTION}, names a whole section.
 */
public final class UpdateEntry {
    public enum Action { INSERT, DELETE, RELOAD, MOVE, NONE }

    /** The item of a path that names a section (UIKit's {@code NSNotFound}, Swift's {@code Int.max}). */
    public static final long WHOLE_SECTION = Long.MAX_VALUE;

    public final Action action;
    public final long[] before;
    public final long[] after;

    public UpdateEntry(Action action, long[] before, long[] after) {
        this.action = action;
        this.before = before;
        this.after = after;
    }

    /**
     * The updates a list of entries makes, with the counts after the update for the sections it inserts; null when an
     * entry is incomplete or names a section out of range.
     */
    public static List<ItemUpdate> updates(List<UpdateEntry> entries, int[] newCounts) {
        List<ItemUpdate> updates = new ArrayList<>();
        for (UpdateEntry entry : entries) {
            switch (entry.action) {
                case NONE:
                    continue;
                case INSERT: {
                    Integer section = section(entry.after);
                    if (section != null) {
                        if (!inRange(section, newCounts)) return null;
                        updates.add(ItemUpdate.insertSection(section, newCounts[section]));
                    } else {
                        int[] item = item(entry.after);
                        if (item == null) return null;
                        updates.add(ItemUpdate.insert(item[0], item[1]));
                    }
                    break;
                }
                case DELETE: {
                    Integer section = section(entry.before);
                    if (section != null) {
                        updates.add(ItemUpdate.deleteSection(section));
                    } else {
                        int[] item = item(entry.before);
                        if (item == null) return null;
                        updates.add(ItemUpdate.delete(item[0], item[1]));
                    }
                    break;
                }
                case RELOAD: {
                    // A reloaded item or section is replaced: the old one fades out, the new one in.
                    Integer old = section(entry.before);
                    if (old != null) {
                        Integer given = section(entry.after);
                        int fresh = given != null ? given : old;
                        if (!inRange(fresh, newCounts)) return null;
                        updates.add(ItemUpdate.deleteSection(old));
                        updates.add(ItemUpdate.insertSection(fresh, newCounts[fresh]));
                    } else {
                        int[] before = item(entry.before);
                        int[] after = item(entry.after != null ? entry.after : entry.before);
                        if (before == null || after == null) return null;
                        updates.add(ItemUpdate.delete(before[0], before[1]));
                        updates.add(ItemUpdate.insert(after[0], after[1]));
                    }
                    break;
                }
                case MOVE: {
                    Integer old = section(entry.before);
                    if (old != null) {
                        Integer fresh = section(entry.after);
                        if (fresh == null) return null;
                        updates.add(ItemUpdate.moveSection(old, fresh));
                    } else {
                        int[] before = item(entry.before);
                        int[] after = item(entry.after);
                        if (before == null || after == null) return null;
                        updates.add(ItemUpdate.move(before[0], before[1], after[0], after[1]));
                    }
                    break;
                }
                default:
                    return null;
            }
        }
        return updates;
    }

    private static boolean inRange(int section, int[] counts) {
        return section >= 0 && section < counts.length;
    }

    private static Integer section(long[] path) {
        if (path == null || !(path.length == 1 || (path.length == 2 && path[1] == WHOLE_SECTION))) return null;
        return (int) path[0];
    }

    private static int[] item(long[] path) {
        if (path == null || path.length != 2 || path[1] == WHOLE_SECTION) return null;
        return new int[] {(int) path[0], (int) path[1]};
    }
}
