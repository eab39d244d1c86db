package dev.tessera.android;

import dev.tessera.runtime.inputs.LayoutException;
import dev.tessera.runtime.queries.GridStructure;
import dev.tessera.runtime.queries.PreparedLayout;

/**
 * A RecyclerView's collection as TalkBack is told it (`CollectionInfo`, each item's
 * `CollectionItemInfo`): each section's rows and columns by the rule of docs/ACCESSIBILITY.md
 * (`PreparedLayout.gridStructure`), the sections one after another along the scroll axis, a
 * section's header and footer each a line across the whole collection (the header a heading). A
 * list section is one track across, an item a track along: rows in a vertical layout, columns in
 * a horizontal one. Immutable.
 */
final class CollectionPlaces {
    /** The collection's rows and columns. */
    final int rows, columns;
    /** By adapter position: the first row and column, the spans, and whether it is a heading. */
    private final int[] row, rowSpan, column, columnSpan;
    private final boolean[] heading;

    private CollectionPlaces(int rows, int columns, int count) {
        this.rows = rows;
        this.columns = columns;
        row = new int[count];
        rowSpan = new int[count];
        column = new int[count];
        columnSpan = new int[count];
        heading = new boolean[count];
    }

    static CollectionPlaces of(PreparedLayout prepared, AdapterPositions positions) throws LayoutException {
        boolean vertical = prepared.mapping.vertical();
        int sections = positions.getSectionCount();
        GridStructure[] structures = new GridStructure[sections];
        // Tracks along the scroll axis, and across it: the widest section's.
        long along = 0;
        int across = 1;
        for (int section = 0; section < sections; section++) {
            GridStructure structure = prepared.gridStructure(section);
            int count = positions.getSectionCounts()[section];
            // Positions the layout was not prepared for (not met: the core prepares for them) are a list.
            if (structure.grid && structure.rows.length != count) structure = GridStructure.list(count);
            structures[section] = structure;
            along += (positions.hasHeader(section) ? 1 : 0) + (positions.hasFooter(section) ? 1 : 0)
                + (structure.grid ? (vertical ? structure.rowCount : structure.columnCount) : count);
            if (structure.grid) across = Math.max(across, vertical ? structure.columnCount : structure.rowCount);
        }
        int alongCount = (int) Math.min(Integer.MAX_VALUE, along);
        CollectionPlaces places = new CollectionPlaces(vertical ? alongCount : across, vertical ? across : alongCount, positions.getCount());
        int cursor = 0, position = 0;
        for (int section = 0; section < sections; section++) {
            GridStructure structure = structures[section];
            int count = positions.getSectionCounts()[section];
            if (positions.hasHeader(section)) places.line(position++, cursor++, across, vertical, true);
            for (int item = 0; item < count; item++, position++) {
                int first, span, side, sideSpan;
                if (!structure.grid) {
                    first = cursor + item;
                    span = 1;
                    side = 0;
                    sideSpan = 1;
                } else if (vertical) {
                    first = cursor + structure.rows[item];
                    span = structure.rowSpans[item];
                    side = structure.columns[item];
                    sideSpan = structure.columnSpans[item];
                } else {
                    first = cursor + structure.columns[item];
                    span = structure.columnSpans[item];
                    side = structure.rows[item];
                    sideSpan = structure.rowSpans[item];
                }
                places.set(position, first, span, side, sideSpan, vertical, false);
            }
            cursor += structure.grid ? (vertical ? structure.rowCount : structure.columnCount) : count;
            if (positions.hasFooter(section)) places.line(position++, cursor++, across, vertical, false);
        }
        return places;
    }

    private void line(int position, int at, int across, boolean vertical, boolean heading) {
        set(position, at, 1, 0, across, vertical, heading);
    }

    /** `first` and `span` along the scroll axis, `side` and `sideSpan` across it. */
    private void set(int position, int first, int span, int side, int sideSpan, boolean vertical, boolean heading) {
        row[position] = vertical ? first : side;
        rowSpan[position] = vertical ? span : sideSpan;
        column[position] = vertical ? side : first;
        columnSpan[position] = vertical ? sideSpan : span;
        this.heading[position] = heading;
    }

    int count() {
        return row.length;
    }

    int row(int position) {
        return row[position];
    }

    int rowSpan(int position) {
        return rowSpan[position];
    }

    int column(int position) {
        return column[position];
    }

    int columnSpan(int position) {
        return columnSpan[position];
    }

    boolean heading(int position) {
        return heading[position];
    }
}
