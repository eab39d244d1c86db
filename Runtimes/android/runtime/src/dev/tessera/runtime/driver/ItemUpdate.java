package dev.tessera.runtime.driver;

/**
 * One change of a batch update, with a collection view's rules: deletions and the sources of
 * moves name sections and items before the update; insertions and the destinations of moves name
 * them after it. Item updates may not name a section the same batch inserts or deletes.
 */
public final class ItemUpdate {
    public enum Action { INSERT, DELETE, MOVE, INSERT_SECTION, DELETE_SECTION, MOVE_SECTION }

    public final Action action;
    /** The item's section (a move's source), or the section inserted, deleted or moved. */
    public final int section;
    /** The item inserted or deleted, or a move's source; 0 for a section's change. */
    public final int item;
    /** A move's destination (a section's, for a section moved); the same as `section` and `item` otherwise. */
    public final int toSection;
    public final int toItem;
    /** The items of a section inserted; 0 for the others. */
    public final int items;

    private ItemUpdate(Action action, int section, int item, int toSection, int toItem, int items) {
        this.action = action;
        this.section = section;
        this.item = item;
        this.toSection = toSection;
        this.toItem = toItem;
        this.items = items;
    }

    public static ItemUpdate insert(int section, int item) {
        return new ItemUpdate(Action.INSERT, section, item, section, item, 0);
    }

    public static ItemUpdate delete(int section, int item) {
        return new ItemUpdate(Action.DELETE, section, item, section, item, 0);
    }

    /** An item that survives the update at another place, in its section or another one. */
    public static ItemUpdate move(int fromSection, int fromItem, int toSection, int toItem) {
        return new ItemUpdate(Action.MOVE, fromSection, fromItem, toSection, toItem, 0);
    }

    /** A new section with `items` items. */
    public static ItemUpdate insertSection(int section, int items) {
        return new ItemUpdate(Action.INSERT_SECTION, section, 0, section, 0, items);
    }

    public static ItemUpdate deleteSection(int section) {
        return new ItemUpdate(Action.DELETE_SECTION, section, 0, section, 0, 0);
    }

    /** A section that survives the update, with its items, at another index. */
    public static ItemUpdate moveSection(int from, int to) {
        return new ItemUpdate(Action.MOVE_SECTION, from, 0, to, 0, 0);
    }

    @Override
    public String toString() {
        switch (action) {
            case MOVE:
                return "move " + section + "." + item + " to " + toSection + "." + toItem;
            case INSERT_SECTION:
                return "insert section " + section + " of " + items + " items";
            case DELETE_SECTION:
                return "delete section " + section;
            case MOVE_SECTION:
                return "move section " + section + " to " + toSection;
            default:
                return action.name().toLowerCase(java.util.Locale.ROOT) + " " + section + "." + item;
        }
    }
}
