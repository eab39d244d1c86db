package dev.tessera.runtime.geometry;

/**
 * An element by kind and index path: a cell by its section and item; a header, footer or
 * background by its section (item 0); a separator by its section and the item it follows.
 * Ordered as the layout lists elements: by section, then background, header, cells, separators,
 * footer, then item.
 */
public final class ElementID implements Comparable<ElementID> {
    public final ElementKind kind;
    public final int section;
    public final int item;

    public ElementID(ElementKind kind, int section, int item) {
        if (kind == null) throw new NullPointerException("an element's kind");
        this.kind = kind;
        this.section = section;
        this.item = item;
    }

    public static ElementID cell(int section, int item) {
        return new ElementID(ElementKind.CELL, section, item);
    }

    @Override
    public int compareTo(ElementID other) {
        return compare(kind, section, item, other.kind, other.section, other.item);
    }

    public static int compare(ElementKind kind, int section, int item, ElementKind otherKind, int otherSection, int otherItem) {
        if (section != otherSection) return section < otherSection ? -1 : 1;
        if (kind != otherKind) return kind.ordinal() < otherKind.ordinal() ? -1 : 1;
        return item < otherItem ? -1 : item == otherItem ? 0 : 1;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof ElementID)) return false;
        ElementID id = (ElementID) other;
        return kind == id.kind && section == id.section && item == id.item;
    }

    @Override
    public int hashCode() {
        return (kind.ordinal() * 31 + section) * 1_000_003 + item;
    }

    @Override
    public String toString() {
        return kind.raw() + " " + section + "." + item;
    }
}
