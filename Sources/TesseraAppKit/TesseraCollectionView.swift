#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
@_spi(Adapters) import TesseraRuntime

/// A collection view that VoiceOver reads as the layout draws it and whose arrow keys move by the
/// frames, when its layout is a `TesseraCollectionViewLayout` (docs/ACCESSIBILITY.md): a grid
/// (with the rows and columns of the rows-and-columns rule) when a section is a grid, a list
/// otherwise; the arrows, Home, End, Page Up and Page Down selecting the cell the next-cell rule
/// gives, scrolled into view. Every decision is `CollectionLayoutCore`'s; this class forwards.
/// Item views that say their row and column are `TesseraItemView`s.
@MainActor
open class TesseraCollectionView: NSCollectionView {
    private var tesseraLayout: TesseraCollectionViewLayout? { collectionViewLayout as? TesseraCollectionViewLayout }

    open override func accessibilityRole() -> NSAccessibility.Role? {
        guard let table = tesseraLayout?.accessibilityTable else { return super.accessibilityRole() }
        return table.container == .dataTable ? .grid : .list
    }

    open override func accessibilityRowCount() -> Int { tesseraLayout?.accessibilityTable?.rowCount ?? super.accessibilityRowCount() }

    open override func accessibilityColumnCount() -> Int { tesseraLayout?.accessibilityTable?.columnCount ?? super.accessibilityColumnCount() }

    // MARK: Keys, as the key bindings name them

    open override func moveUp(_ sender: Any?) { if !take("moveUp:") { super.moveUp(sender) } }
    open override func moveDown(_ sender: Any?) { if !take("moveDown:") { super.moveDown(sender) } }
    open override func moveLeft(_ sender: Any?) { if !take("moveLeft:") { super.moveLeft(sender) } }
    open override func moveRight(_ sender: Any?) { if !take("moveRight:") { super.moveRight(sender) } }
    open override func moveToBeginningOfDocument(_ sender: Any?) { if !take("moveToBeginningOfDocument:") { super.moveToBeginningOfDocument(sender) } }
    open override func moveToEndOfDocument(_ sender: Any?) { if !take("moveToEndOfDocument:") { super.moveToEndOfDocument(sender) } }
    open override func scrollToBeginningOfDocument(_ sender: Any?) { if !take("scrollToBeginningOfDocument:") { super.scrollToBeginningOfDocument(sender) } }
    open override func scrollToEndOfDocument(_ sender: Any?) { if !take("scrollToEndOfDocument:") { super.scrollToEndOfDocument(sender) } }
    open override func pageUp(_ sender: Any?) { if !take("pageUp:") { super.pageUp(sender) } }
    open override func pageDown(_ sender: Any?) { if !take("pageDown:") { super.pageDown(sender) } }
    open override func scrollPageUp(_ sender: Any?) { if !take("scrollPageUp:") { super.scrollPageUp(sender) } }
    open override func scrollPageDown(_ sender: Any?) { if !take("scrollPageDown:") { super.scrollPageDown(sender) } }

    /// Selects the cell a command's move reaches from the selected one (the first), scrolled into
    /// view, telling the delegate as a click would; false when the command is not a move or
    /// nothing is selected, so that the collection view does what it does without one.
    private func take(_ command: String) -> Bool {
        let mirrored = userInterfaceLayoutDirection == .rightToLeft
        guard let layout = tesseraLayout, let move = CellMove(command: command, mirrored: mirrored),
              let from = selectionIndexPaths.min() else { return false }
        guard let next = layout.indexPath(after: from, move: move) else { return true }
        let paths: Set<IndexPath> = [next]
        let old = selectionIndexPaths
        deselectItems(at: old)
        delegate?.collectionView?(self, didDeselectItemsAt: old)
        selectItems(at: paths, scrollPosition: [])
        if let frame = layout.layoutAttributesForItem(at: next)?.frame { scrollToVisible(frame) }
        delegate?.collectionView?(self, didSelectItemsAt: paths)
        if let view = item(at: next)?.view { NSAccessibility.post(element: view, notification: .focusedUIElementChanged) }
        return true
    }
}

/// An item's view that tells VoiceOver its row and column in a `TesseraCollectionView`'s grid.
@MainActor
open class TesseraItemView: NSView {
    private var ranges: (rows: NSRange, columns: NSRange)? {
        var view = superview
        while let current = view, !(current is NSCollectionView) { view = current.superview }
        guard let collection = view as? NSCollectionView, let layout = collection.collectionViewLayout as? TesseraCollectionViewLayout,
              let item = collection.visibleItems().first(where: { $0.view === self }), let path = collection.indexPath(for: item) else { return nil }
        return layout.accessibilityRanges(of: path)
    }

    open override func accessibilityRowIndexRange() -> NSRange { ranges?.rows ?? super.accessibilityRowIndexRange() }

    open override func accessibilityColumnIndexRange() -> NSRange { ranges?.columns ?? super.accessibilityColumnIndexRange() }
}
#endif
