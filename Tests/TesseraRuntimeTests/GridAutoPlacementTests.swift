import Testing
import TesseraRuntime

/// `GridAutoPlacement.state`, what a repeating grid compares after one period and after two
/// (`SectionResolver.repeatingGrid`): cells no later item can reach count as taken, and rows
/// full of taken cells at the start say nothing about later items, wherever the grid's rows begin.
@Suite struct GridAutoPlacementTests {
    /// Three columns, dense: an item two columns wide leaves column 2 of row 0 free.
    static func holeInRowZero() -> GridAutoPlacement {
        var grid = GridAutoPlacement(columns: 3, dense: true)
        _ = grid.place(columnSpan: 2, rowSpan: 1, pinned: nil)
        return grid
    }

    /// Three columns, dense: three items fill row 0, which the placement then drops.
    static func rowZeroFilled() -> GridAutoPlacement {
        var grid = GridAutoPlacement(columns: 3, dense: true)
        for _ in 0..<3 { _ = grid.place(columnSpan: 1, rowSpan: 1, pinned: nil) }
        return grid
    }

    /// A hole before `deadBefore` that the items after it leave free is as good as taken: the
    /// grid with it has the state of the grid whose row 0 is full, with later rows or without.
    @Test func aRowWithAHoleNoLaterItemFillsIsAFullRow() {
        let holed = Self.holeInRowZero(), filled = Self.rowZeroFilled()
        #expect(holed.state(deadBefore: 1, given: holed, shiftedBy: 0) == filled.state(deadBefore: 1, given: filled, shiftedBy: 0))
        // Continued by an item two columns wide, which cannot take the hole: it opens row 1.
        var holedLater = holed, filledLater = filled
        #expect(holedLater.place(columnSpan: 2, rowSpan: 1, pinned: nil) == (1, 0))
        #expect(filledLater.place(columnSpan: 2, rowSpan: 1, pinned: nil) == (1, 0))
        #expect(holed.state(deadBefore: 1, given: holedLater, shiftedBy: 0) == filled.state(deadBefore: 1, given: filledLater, shiftedBy: 0))
    }

    /// A hole that later items could still reach (at or after `deadBefore`) is free: the states differ.
    @Test func aHoleLaterItemsCanReachIsFree() {
        let holed = Self.holeInRowZero(), filled = Self.rowZeroFilled()
        #expect(holed.state(deadBefore: 0, given: holed, shiftedBy: 0) != filled.state(deadBefore: 0, given: filled, shiftedBy: 0))
    }
}
