package dev.tessera.android;

import dev.tessera.runtime.layout.TesseraLayout;
import dev.tessera.runtime.geometry.ElementID;
import dev.tessera.runtime.geometry.ElementKind;
import java.util.Arrays;

/**
 * A RecyclerView adapter's positions as a layout's elements: section by section, its header
 * (when the layout's base or a variant gives the section one), its cells, its footer. A
 * sectioned adapter (`TesseraSections`) answers `getItemCount()` with `getCount()` and binds
 * each position as `elementAt(position)` says; backgrounds and separators are decorations
 * (`TesseraItemDecoration`), not positions. Immutable.
 */
public final class AdapterPositions {
    private final int[] counts;
    /** Each section's first position, and one past the last section. */
    private final int[] starts;
    private final boolean[] headers;
    private final boolean[] footers;

    private AdapterPositions(int[] counts, boolean[] headers, boolean[] footers) {
        this.counts = counts;
        this.headers = headers;
        this.footers = footers;
        starts = new int[counts.length + 1];
        for (int section = 0; section < counts.length; section++) {
            if (counts[section] < 0) throw new IllegalArgumentException("section " + section + " has a negative item count (" + counts[section] + ")");
            long end = (long) starts[section] + (headers[section] ? 1 : 0) + counts[section] + (footers[section] ? 1 : 0);
            if (end > Integer.MAX_VALUE) throw new IllegalArgumentException("the sections hold more than " + Integer.MAX_VALUE + " positions");
            starts[section + 1] = (int) end;
        }
    }

    /** The positions of `sectionCounts` cells, with a header and a footer wherever `layout` may give a section one. */
    public static AdapterPositions of(TesseraLayout layout, int... sectionCounts) {
        int[] counts = sectionCounts.clone();
        boolean[] headers = new boolean[counts.length];
        boolean[] footers = new boolean[counts.length];
        for (int section = 0; section < counts.length; section++) {
            headers[section] = layout.mayHaveHeader(section);
            footers[section] = layout.mayHaveFooter(section);
        }
        return new AdapterPositions(counts, headers, footers);
    }

    /** One section of `count` cells, with no header or footer: an adapter that is not sectioned. */
    public static AdapterPositions cells(int count) {
        return new AdapterPositions(new int[] {count}, new boolean[1], new boolean[1]);
    }

    public int getCount() {
        return starts[counts.length];
    }

    public int getSectionCount() {
        return counts.length;
    }

    /** The cells of each section (a copy). */
    public int[] getSectionCounts() {
        return counts.clone();
    }

    public boolean hasHeader(int section) {
        return headers[section];
    }

    public boolean hasFooter(int section) {
        return footers[section];
    }

    /** Where section `section`'s cells start: the position of its cell 0, or where one inserted there would be. */
    public int firstCellPosition(int section) {
        return starts[section] + (headers[section] ? 1 : 0);
    }

    /** The element at `position`: a header, a cell or a footer, with its section and item. */
    public ElementID elementAt(int position) {
        if (position < 0 || position >= getCount()) {
            throw new IndexOutOfBoundsException("position " + position + " is not one of the adapter's " + getCount());
        }
        // The first section that ends after it (a section without positions ends where it starts).
        int low = 0;
        int high = counts.length - 1;
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (starts[middle + 1] > position) high = middle;
            else low = middle + 1;
        }
        int section = low;
        int offset = position - starts[section];
        if (headers[section]) {
            if (offset == 0) return new ElementID(ElementKind.HEADER, section, 0);
            offset -= 1;
        }
        if (offset < counts[section]) return ElementID.cell(section, offset);
        return new ElementID(ElementKind.FOOTER, section, 0);
    }

    /** The position of a header, cell or footer; -1 for any other element, or one these positions do not hold. */
    public int positionOf(ElementID id) {
        int section = id.section;
        if (section < 0 || section >= counts.length) return -1;
        switch (id.kind) {
            case HEADER:
                return headers[section] && id.item == 0 ? starts[section] : -1;
            case FOOTER:
                return footers[section] && id.item == 0 ? starts[section + 1] - 1 : -1;
            case CELL:
                return id.item >= 0 && id.item < counts[section] ? starts[section] + (headers[section] ? 1 : 0) + id.item : -1;
            default:
                return -1;
        }
    }

    /** Whether both give every element the same position. */
    public boolean sameAs(AdapterPositions other) {
        return Arrays.equals(counts, other.counts) && Arrays.equals(headers, other.headers) && Arrays.equals(footers, other.footers);
    }

    @Override
    public String toString() {
        return getCount() + " positions for " + Arrays.toString(counts);
    }
}
