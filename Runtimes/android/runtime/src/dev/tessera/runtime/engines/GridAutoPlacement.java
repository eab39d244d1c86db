package dev.tessera.runtime.engines;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/** CSS grid auto-placement (§8.5) of items with spans, sparse or dense, row by row, as the Swift runtime's GridAutoPlacement. */
final class GridAutoPlacement {
    final int columns;
    final boolean dense;
    /** Occupied cells from `firstKeptRow` on, row by row; `used` of them are kept. */
    private boolean[] occupied = new boolean[0];
    private int used = 0;
    int firstKeptRow = 0;
    int cursorRow = 0;
    int cursorColumn = 0;
    private Map<Integer, Integer> firstRowForSpan = new HashMap<>();
    private Map<Integer, Integer> firstRowForPinned = new HashMap<>();
    int rowCount = 0;
    /** The row and column `place` answered last. */
    int placedRow;
    int placedColumn;

    GridAutoPlacement(int columns, boolean dense) {
        this.columns = Math.max(1, columns);
        this.dense = dense;
    }

    GridAutoPlacement copy() {
        GridAutoPlacement copy = new GridAutoPlacement(columns, dense);
        copy.occupied = Arrays.copyOf(occupied, occupied.length);
        copy.used = used;
        copy.firstKeptRow = firstKeptRow;
        copy.cursorRow = cursorRow;
        copy.cursorColumn = cursorColumn;
        copy.firstRowForSpan = new HashMap<>(firstRowForSpan);
        copy.firstRowForPinned = new HashMap<>(firstRowForPinned);
        copy.rowCount = rowCount;
        return copy;
    }

    /** Places an item of these spans, at column `pinned` when it is 0 or more; sets `placedRow` and `placedColumn`. */
    void place(int columnSpan, int rowSpan, int pinned) {
        int row;
        int column;
        if (pinned >= 0) {
            column = pinned;
            if (dense) {
                int key = pinned * (columns + 1) + columnSpan;
                Integer known = firstRowForPinned.get(key);
                row = Math.max(firstKeptRow, known == null ? 0 : known);
                while (!rowIsFree(row, pinned, columnSpan)) row += 1;
                firstRowForPinned.put(key, row);
            } else {
                row = pinned < cursorColumn ? cursorRow + 1 : cursorRow;
            }
            while (!fits(row, column, columnSpan, rowSpan)) row += 1;
        } else {
            if (dense) {
                Integer known = firstRowForSpan.get(columnSpan);
                row = Math.max(firstKeptRow, known == null ? 0 : known);
                while (!rowHasRun(row, columnSpan)) row += 1;
                firstRowForSpan.put(columnSpan, row);
                column = 0;
            } else {
                row = cursorRow;
                column = cursorColumn;
            }
            for (;;) {
                if (column + columnSpan > columns) {
                    row += 1;
                    column = 0;
                } else if (fits(row, column, columnSpan, rowSpan)) {
                    break;
                } else {
                    column += 1;
                }
            }
        }
        occupy(row, column, columnSpan, rowSpan);
        cursorRow = row;
        cursorColumn = column;
        rowCount = Math.max(rowCount, row + rowSpan);
        dropFinishedRows();
        placedRow = row;
        placedColumn = column;
    }

    boolean isOccupied(int row, int column) {
        if (row < firstKeptRow) return true;
        long index = (long) (row - firstKeptRow) * columns + column;
        return index < used && occupied[(int) index];
    }

    private boolean rowIsFree(int row, int column, int span) {
        for (int c = column; c < column + span; c++) if (isOccupied(row, c)) return false;
        return true;
    }

    private boolean rowHasRun(int row, int span) {
        int run = 0;
        for (int c = 0; c < columns; c++) {
            run = isOccupied(row, c) ? 0 : run + 1;
            if (run >= span) return true;
        }
        return false;
    }

    private boolean fits(int row, int column, int columnSpan, int rowSpan) {
        for (int r = row; r < row + rowSpan; r++) if (!rowIsFree(r, column, columnSpan)) return false;
        return true;
    }

    private void occupy(int row, int column, int columnSpan, int rowSpan) {
        int end = (row + rowSpan - firstKeptRow) * columns;
        if (end > occupied.length) occupied = Arrays.copyOf(occupied, Math.max(end, 2 * occupied.length));
        if (end > used) {
            Arrays.fill(occupied, used, end, false);
            used = end;
        }
        for (int r = row; r < row + rowSpan; r++) {
            int start = (r - firstKeptRow) * columns;
            for (int c = column; c < column + columnSpan; c++) occupied[start + c] = true;
        }
    }

    private void dropFinishedRows() {
        int keep = firstKeptRow;
        if (dense) {
            while ((keep - firstKeptRow + 1) * columns <= used && !rowHasRun(keep, 1)) keep += 1;
        } else {
            keep = cursorRow;
        }
        if (keep <= firstKeptRow) return;
        int dropped = Math.min(used, (keep - firstKeptRow) * columns);
        System.arraycopy(occupied, dropped, occupied, 0, used - dropped);
        used -= dropped;
        firstKeptRow = keep;
    }

    /** What later items can see of the grid, for comparing two periods (see the Swift runtime). */
    String state(int deadBefore, GridAutoPlacement later, int rows) {
        StringBuilder cells = new StringBuilder();
        int end = Math.max(rowCount, later.rowCount);
        for (int row = firstKeptRow; row < end; row++) {
            for (int column = 0; column < columns; column++) {
                cells.append(isOccupied(row, column) || (row < deadBefore && !later.isOccupied(row, column)) ? '1' : '0');
            }
        }
        int first = firstKeptRow;
        int from = 0;
        int to = cells.length();
        while (to - from >= columns && cells.substring(from, from + columns).indexOf('0') < 0) {
            from += columns;
            first += 1;
        }
        while (to - from >= columns && cells.substring(to - columns, to).indexOf('1') < 0) to -= columns;
        return cells.substring(from, to) + "|" + (first - rows) + "|" + (dense ? 0 : cursorRow - rows) + "|" + (dense ? 0 : cursorColumn);
    }
}
