// What TesseraUIKit's and TesseraAppKit's layouts tell the collection views that announce them
// (`TesseraCollectionView` in each): the table of rows and columns and the cell an arrow key
// moves to, both `CollectionLayoutCore`'s decisions (CollectionAccessibility.swift), converted
// to index paths. Written into both targets, as the body is (AppleShellFiles.swift).
@_spi(Adapters) import TesseraRuntime

extension TesseraCollectionViewLayout {
    /// The collection as a table for assistive technologies (docs/ACCESSIBILITY.md): nil before
    /// the first layout or after an error.
    public var accessibilityTable: CollectionAccessibility? { core.accessibility() }

    /// A cell's rows and columns in the table, as ranges for `accessibilityRowRange()` and
    /// `accessibilityColumnRange()` (UIKit) or `accessibilityRowIndexRange()` and
    /// `accessibilityColumnIndexRange()` (AppKit); nil for no such cell.
    public func accessibilityRanges(of indexPath: IndexPath) -> (rows: NSRange, columns: NSRange)? {
        guard let place = accessibilityTable?.place(section: indexPath.section, item: indexPath.item) else { return nil }
        return (NSRange(location: place.row, length: place.rowSpan), NSRange(location: place.column, length: place.columnSpan))
    }

    /// The cell an arrow, Home, End, Page Up or Page Down key moves focus to from `indexPath`, by
    /// the frames at the view's offset; nil when focus stays.
    public func indexPath(after indexPath: IndexPath, move: CellMove) -> IndexPath? {
        core.nextCell(from: .cell(indexPath.item, section: indexPath.section), move: move).map(Self.indexPath)
    }
}
