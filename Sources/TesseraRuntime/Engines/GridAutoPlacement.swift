/// CSS Grid's auto-placement of items into a fixed number of columns, row after row
/// (`grid-auto-flow: row` and `row dense`, the "Grid Item Placement Algorithm" of CSS Grid
/// Level 1, §8.5), for items that each span some columns and rows and may be pinned to a column.
///
/// Items are placed one at a time, in order, so that a layout placed for some items continues
/// for more (`extend`). Only the rows a later item can still be placed in are kept: in sparse
/// packing the cursor never moves back, so rows above it are done; in dense packing every item
/// searches from the first row with a free cell.
package struct GridAutoPlacement: Sendable {
    package let columns: Int
    package let dense: Bool
    /// Occupied cells of rows `firstKeptRow...`, `columns` per row, row after row.
    private var occupied: [Bool] = []
    private var firstKeptRow = 0
    /// The auto-placement cursor: where the last item was placed (sparse packing only).
    private var cursorRow = 0, cursorColumn = 0
    /// Dense packing: for a column span (and for a pinned column and span), the first row that
    /// can hold it. Cells only fill up and new rows come empty, so each only moves down: a hole
    /// no later item fits costs one look, not one per item.
    private var firstRowForSpan: [Int: Int] = [:]
    private var firstRowForPinned: [Int: Int] = [:]
    /// Rows the placed items reach: the implicit grid's row count.
    package private(set) var rowCount = 0
    package private(set) var placed = 0

    package init(columns: Int, dense: Bool) {
        self.columns = Swift.max(1, columns)
        self.dense = dense
    }

    /// Places the next item, `columnSpan` columns (1...columns) by `rowSpan` rows (1 or more),
    /// starting at column `pinned` (0...columns - columnSpan) or wherever it first fits when nil.
    /// Returns the row and column of its top-left cell.
    package mutating func place(columnSpan: Int, rowSpan: Int, pinned: Int?) -> (row: Int, column: Int) {
        precondition(columnSpan >= 1 && columnSpan <= columns && rowSpan >= 1, "spans are checked by the caller")
        var row: Int, column: Int
        if let pinned {
            precondition(pinned >= 0 && pinned + columnSpan <= columns, "a pinned column is checked by the caller")
            // §8.5 step 4, a definite column: the cursor moves to the column, a row down if that
            // is left of where it was (dense packing starts from the first row), then down until
            // the item fits.
            column = pinned
            if dense {
                let key = pinned * (columns + 1) + columnSpan
                row = Swift.max(firstKeptRow, firstRowForPinned[key] ?? 0)
                while !rowIsFree(row, from: pinned, span: columnSpan) { row += 1 }
                firstRowForPinned[key] = row
            } else {
                row = pinned < cursorColumn ? cursorRow + 1 : cursorRow
            }
            while !fits(row: row, column: column, columnSpan: columnSpan, rowSpan: rowSpan) { row += 1 }
        } else {
            // §8.5 step 4, automatic in both axes: rightwards from the cursor (from the start of
            // the first row in dense packing) until the item fits, a row down when it overflows.
            if dense {
                row = Swift.max(firstKeptRow, firstRowForSpan[columnSpan] ?? 0)
                while !rowHasRun(row, columnSpan) { row += 1 }
                firstRowForSpan[columnSpan] = row
                column = 0
            } else {
                row = cursorRow
                column = cursorColumn
            }
            while true {
                if column + columnSpan > columns {
                    row += 1
                    column = 0
                } else if fits(row: row, column: column, columnSpan: columnSpan, rowSpan: rowSpan) {
                    break
                } else {
                    column += 1
                }
            }
        }
        occupy(row: row, column: column, columnSpan: columnSpan, rowSpan: rowSpan)
        cursorRow = row
        cursorColumn = column
        rowCount = Swift.max(rowCount, row + rowSpan)
        placed += 1
        dropFinishedRows()
        return (row, column)
    }

    private func isOccupied(row: Int, column: Int) -> Bool {
        // Rows before the kept ones are never searched; were one asked for, it is taken.
        guard row >= firstKeptRow else { return true }
        let index = (row - firstKeptRow) * columns + column
        return index < occupied.count && occupied[index]
    }

    private func rowIsFree(_ row: Int, from column: Int, span: Int) -> Bool {
        for c in column..<(column + span) where isOccupied(row: row, column: c) { return false }
        return true
    }

    /// Whether `row` has `span` free cells side by side.
    private func rowHasRun(_ row: Int, _ span: Int) -> Bool {
        var run = 0
        for c in 0..<columns {
            run = isOccupied(row: row, column: c) ? 0 : run + 1
            if run >= span { return true }
        }
        return false
    }

    private func fits(row: Int, column: Int, columnSpan: Int, rowSpan: Int) -> Bool {
        for r in row..<(row + rowSpan) where !rowIsFree(r, from: column, span: columnSpan) { return false }
        return true
    }

    private mutating func occupy(row: Int, column: Int, columnSpan: Int, rowSpan: Int) {
        let end = (row + rowSpan - firstKeptRow) * columns
        if occupied.count < end { occupied.append(contentsOf: repeatElement(false, count: end - occupied.count)) }
        for r in row..<(row + rowSpan) {
            let start = (r - firstKeptRow) * columns
            for c in column..<(column + columnSpan) { occupied[start + c] = true }
        }
    }

    /// Forgets the rows no later item can be placed in: above the cursor (sparse), or full (dense).
    private mutating func dropFinishedRows() {
        var keep = firstKeptRow
        if dense {
            while (keep - firstKeptRow + 1) * columns <= occupied.count, !rowHasRun(keep, 1) { keep += 1 }
        } else {
            keep = cursorRow
        }
        guard keep > firstKeptRow else { return }
        occupied.removeFirst(Swift.min(occupied.count, (keep - firstKeptRow) * columns))
        firstKeptRow = keep
    }

    /// What decides where later items go, seen `rows` up: the cells of the kept rows and (in
    /// sparse packing) the cursor. A free cell in a row before `deadBefore` that `later` (this
    /// placement continued by a period whose items all start at or after that row) left free can
    /// never be filled: each of those items searched past it, and cells only fill up. So it
    /// counts as taken. Two placements with equal states place every later item alike.
    package func state(deadBefore: Int, given later: GridAutoPlacement, shiftedBy rows: Int) -> State {
        var cells: [Bool] = []
        let end = Swift.max(rowCount, later.rowCount)
        for row in firstKeptRow..<end {
            for column in 0..<columns {
                let taken = isOccupied(row: row, column: column)
                cells.append(taken || (row < deadBefore && !later.isOccupied(row: row, column: column)))
            }
        }
        // Leading full rows and trailing empty ones say nothing about later items.
        var first = firstKeptRow
        while cells.count >= columns, !cells[0..<columns].contains(false) { cells.removeFirst(columns); first += 1 }
        while cells.count >= columns, !cells[(cells.count - columns)...].contains(true) { cells.removeLast(columns) }
        return State(occupied: cells, firstRow: first - rows, cursorRow: dense ? 0 : cursorRow - rows, cursorColumn: dense ? 0 : cursorColumn)
    }

    package struct State: Hashable, Sendable {
        var occupied: [Bool]
        var firstRow, cursorRow, cursorColumn: Int
    }
}

/// A grid section's placement with its tracks: what turns a placed cell into a frame, kept with
/// the resolved section so that items appended later continue the placement.
package struct GridPass: Sendable {
    package var placement: GridAutoPlacement
    /// Across the scroll axis a column's breadth and the gap between columns; along it, a row's
    /// length and the gap between rows.
    package let columnBreadth, columnGap, rowLength, rowGap: Double

    package init(placement: GridAutoPlacement, columnBreadth: Double, columnGap: Double, rowLength: Double, rowGap: Double) {
        self.placement = placement
        self.columnBreadth = columnBreadth
        self.columnGap = columnGap
        self.rowLength = rowLength
        self.rowGap = rowGap
    }

    /// Places the next item and gives its frame (which covers the gaps between its tracks) and
    /// the cell it starts at.
    package mutating func place(span: Int, rowSpan: Int, pinned: Int?) -> (frame: AxisRect, row: Int, column: Int) {
        let (row, column) = placement.place(columnSpan: span, rowSpan: rowSpan, pinned: pinned)
        let frame = AxisRect(u: Double(row) * (rowLength + rowGap), v: Double(column) * (columnBreadth + columnGap),
                             length: Double(rowSpan) * rowLength + Double(rowSpan - 1) * rowGap,
                             breadth: Double(span) * columnBreadth + Double(span - 1) * columnGap)
        return (frame, row, column)
    }
}
