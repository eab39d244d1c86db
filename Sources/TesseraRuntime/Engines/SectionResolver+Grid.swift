/// The grid kind: items placed in order where they first fit, as CSS Grid's row auto-placement
/// places them. Without a period every item is placed in one pass that later items continue;
/// with one, a period is placed and repeats as a tile pattern.
extension SectionResolver {
    func resolveGrid(_ grid: GridModel<Formula>, available: Double) throws(LayoutError) -> (ResolvedSection.Items, GridPass?) {
        var pass = try gridPass(grid, available: available)
        guard let periodFormula = grid.period, count > 0 else {
            var context = gridContext(pass)
            let frames = try ExplicitFrames(count: count) { (index) throws(LayoutError) -> AxisRect in
                try placeGridItem(index, grid, context: &context, pass: &pass).frame
            }
            return (.explicit(frames), pass)
        }
        let period = try gridPeriod(periodFormula, pass)
        return (.pattern(try repeatingGrid(grid, period: period, formula: periodFormula, pass: pass)), nil)
    }

    /// Items `range` placed after those the pass has placed (appended items).
    func placeGridItems(_ range: Range<Int>, _ grid: GridModel<Formula>, pass: inout GridPass) throws(LayoutError) -> [AxisRect] {
        var context = gridContext(pass)
        var frames: [AxisRect] = []
        frames.reserveCapacity(range.count)
        for index in range { frames.append(try placeGridItem(index, grid, context: &context, pass: &pass).frame) }
        return frames
    }

    private func gridPass(_ grid: GridModel<Formula>, available: Double) throws(LayoutError) -> GridPass {
        let columnGap = try length(grid.columnGap, "the gap between columns"), rowGap = try length(grid.rowGap, "the gap between rows")
        let columns: Int
        switch grid.columns {
        case .count(let fixed): columns = try columnCount(fixed: fixed, minimum: nil, spacing: columnGap, available: available)
        case .minimumWidth(let minimum): columns = try columnCount(fixed: nil, minimum: minimum, spacing: columnGap, available: available)
        }
        let breadth = (available - Double(columns - 1) * columnGap) / Double(columns)
        guard breadth >= 0 else {
            throw LayoutError("\(columns) columns and their gaps need more room than the section's \(describe(available)) points across; "
                                + "use fewer columns or smaller gaps", line: grid.columnGap.line, column: grid.columnGap.column)
        }
        var context = self.context
        context.columnWidth = breadth
        context.columnCount = Double(columns)
        // A missing row length makes square cells: as long as a column is broad.
        let rowLength = try mapped(grid.rowLength) { (formula) throws(LayoutError) in try length(formula, "the row length", context) } ?? breadth
        return GridPass(placement: GridAutoPlacement(columns: columns, dense: grid.dense),
                        columnBreadth: breadth, columnGap: columnGap, rowLength: rowLength, rowGap: rowGap)
    }

    private func gridContext(_ pass: GridPass) -> EvaluationContext {
        var context = self.context
        context.columnWidth = pass.columnBreadth
        context.columnCount = Double(pass.placement.columns)
        return context
    }

    /// Item `index`'s spans and column, checked, and its place.
    private func placeGridItem(_ index: Int, _ grid: GridModel<Formula>, context: inout EvaluationContext,
                               pass: inout GridPass) throws(LayoutError) -> (frame: AxisRect, row: Int, column: Int) {
        context.index = Double(index)
        let columns = pass.placement.columns
        let span = try mapped(grid.span) { (formula) throws(LayoutError) in try checkedSpan(formula, context, columns: columns, index: index) } ?? 1
        var rowSpan = 1
        if let formula = grid.rowSpan {
            let value = try evaluator.finiteValue(of: formula, in: context)
            guard value == value.rounded(.down), value >= 1, value <= Double(Limits.maxPatternCells) else {
                throw LayoutError("item \(index)'s row span is \(describe(value)); a row span is a whole number of rows from 1 to \(Limits.maxPatternCells)",
                                  line: formula.line, column: formula.column)
            }
            rowSpan = Int(value)
        }
        var pinned: Int?
        if let formula = grid.column {
            let value = try evaluator.finiteValue(of: formula, in: context)
            if value >= 0 {
                guard value == value.rounded(.down), value + Double(span) <= Double(columns) else {
                    throw LayoutError(
                        "item \(index) starts at column \(describe(value)) and spans \(span) of the grid's \(columns) columns; a column is a whole number "
                            + "from 0 to columnCount - span, or negative to place the item where it fits",
                        line: formula.line, column: formula.column)
                }
                pinned = Int(value)
            }
        }
        return pass.place(span: span, rowSpan: rowSpan, pinned: pinned)
    }

    private func gridPeriod(_ formula: Formula, _ pass: GridPass) throws(LayoutError) -> Int {
        let value = try evaluator.finiteValue(of: formula, in: gridContext(pass))
        guard value == value.rounded(.down), value >= 1, value <= Double(Limits.maxPatternCells) else {
            throw LayoutError("the period is \(describe(value)) items; it is a whole number from 1 to \(Limits.maxPatternCells)",
                              line: formula.line, column: formula.column)
        }
        return Int(value)
    }

    /// One period placed, as a tile pattern. The period must repeat: the items of the next two
    /// periods are checked against it, and then the placement's state after two periods must be
    /// its state after one, a whole number of rows down, which makes every later period alike.
    private func repeatingGrid(_ grid: GridModel<Formula>, period: Int, formula: Formula, pass start: GridPass) throws(LayoutError) -> TilePattern {
        var pass = start
        var context = gridContext(pass)
        var placed: [(frame: AxisRect, row: Int, column: Int)] = []
        var after: [GridAutoPlacement] = []
        var firstRows: [Int] = []
        let checked = Swift.min(count, 3 * period)
        for index in 0..<checked {
            let item = try placeGridItem(index, grid, context: &context, pass: &pass)
            placed.append(item)
            if index % period == 0 { firstRows.append(item.row) } else { firstRows[firstRows.count - 1] = Swift.min(firstRows[firstRows.count - 1], item.row) }
            if (index + 1) % period == 0 { after.append(pass.placement) }
        }
        let rows = placed.count > period ? placed[period].row - placed[0].row : 0
        for index in period..<Swift.max(period, checked) {
            let earlier = placed[index - period], found = placed[index]
            guard found.row == earlier.row + rows, found.column == earlier.column else {
                throw LayoutError(
                    "the grid does not repeat every \(period) items: item \(index) is at row \(found.row), column \(found.column), but item "
                        + "\(index - period) is at row \(earlier.row), column \(earlier.column), \(rows) rows before it would repeat; "
                        + "change the period, or leave it out to place every item",
                    line: formula.line, column: formula.column)
            }
        }
        if count > checked {
            // After one period and after two: equal states (up to cells no later item can reach).
            let first = after[0].state(deadBefore: firstRows[1], given: after[1], shiftedBy: 0)
            let second = after[1].state(deadBefore: firstRows[2], given: after[2], shiftedBy: rows)
            guard first == second else {
                throw LayoutError(
                    "the grid does not repeat every \(period) items: after item \(2 * period - 1) its free places differ from those after item "
                        + "\(period - 1), so item \(checked) and later ones would not repeat; change the period, or leave it out to place every item",
                    line: formula.line, column: formula.column)
            }
        }
        let pitch = Double(rows) * (start.rowLength + start.rowGap)
        return TilePattern(cells: placed.prefix(period).map(\.frame), period: pitch, count: count)
    }
}
