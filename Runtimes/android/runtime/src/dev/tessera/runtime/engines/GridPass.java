package dev.tessera.runtime.engines;

import dev.tessera.runtime.geometry.AxisRect;

/** A grid's placement with its track sizes: where each placed item's frame is. */
final class GridPass {
    final GridAutoPlacement placement;
    final double columnBreadth;
    final double columnGap;
    final double rowLength;
    final double rowGap;

    GridPass(GridAutoPlacement placement, double columnBreadth, double columnGap, double rowLength, double rowGap) {
        this.placement = placement;
        this.columnBreadth = columnBreadth;
        this.columnGap = columnGap;
        this.rowLength = rowLength;
        this.rowGap = rowGap;
    }

    GridPass copy() {
        return new GridPass(placement.copy(), columnBreadth, columnGap, rowLength, rowGap);
    }

    /** Places an item and answers its frame; its row and column are `placement.placedRow` and `placedColumn`. */
    AxisRect place(int span, int rowSpan, int pinned) {
        placement.place(span, rowSpan, pinned);
        int row = placement.placedRow;
        int column = placement.placedColumn;
        return new AxisRect(row * (rowLength + rowGap), column * (columnBreadth + columnGap),
            rowSpan * rowLength + (rowSpan - 1) * rowGap, span * columnBreadth + (span - 1) * columnGap);
    }
}
