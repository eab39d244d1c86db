package dev.tessera.runtime;

/**
 * One change of a batch update, with a collection view's index rules: a deletion and a move's
 * source name an item before the update, an insertion and a move's destination after it.
 */
public final class ItemUpdate {
    public enum Action { INSERT, DELETE, MOVE }

    public final Action action;
    /** The item inserted or deleted, or the move's source. */
    public final int section;
    public final int item;
    /** The move's destination; the same as `section` and `item` otherwise. */
    public final int toSection;
    public final int toItem;

    private ItemUpdate(Action action, int section, int item, int toSection, int toItem) {
        this.action = action;
        this.section = section;
        this.item = item;
        this.toSection = toSection;
        this.toItem = toItem;
    }

    public static ItemUpdate insert(int section, int item) {
        return new ItemUpdate(Action.INSERT, section, item, section, item);
    }

    public static ItemUpdate delete(int section, int item) {
        return new ItemUpdate(Action.DELETE, section, item, section, item);
    }

    public static ItemUpdate move(int fromSection, int fromItem, int toSection, int toItem) {
        return new ItemUpdate(Action.MOVE, fromSection, fromItem, toSection, toItem);
    }

    @Override
    public String toString() {
        return action == Action.MOVE ? "move " + section + "." + item + " to " + toSection + "." + toItem
            : action.name().toLowerCase(java.util.Locale.ROOT) + " " + section + "." + item;
    }
}
