#if canImport(UIKit)
@_spi(Adapters) import TesseraRuntime
import UIKit

/// A collection view that VoiceOver reads as the layout draws it and that hardware arrow keys
/// move through by the frames, when its layout is a `TesseraCollectionViewLayout`
/// (docs/ACCESSIBILITY.md): a data table (`.dataTable`, with the rows and columns of the
/// rows-and-columns rule) when a section is a grid, a list otherwise; a headings rotor over the
/// sections' headers; the arrows, Home, End, Page Up and Page Down moving focus (or, without
/// focus, the selection) to the cell the next-cell rule gives, scrolled into view. Every
/// decision is `CollectionLayoutCore`'s; this class forwards. Cells that say their row and column
/// are `TesseraCell`s (or conform to `UIAccessibilityContainerDataTableCell` themselves).
@MainActor
open class TesseraCollectionView: UICollectionView, UIAccessibilityContainerDataTable {
    private var tesseraLayout: TesseraCollectionViewLayout? { collectionViewLayout as? TesseraCollectionViewLayout }

    public override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        super.init(frame: frame, collectionViewLayout: layout)
        accessibilityCustomRotors = [headingsRotor()]
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        accessibilityCustomRotors = [headingsRotor()]
    }

    // MARK: The table

    open override var accessibilityContainerType: UIAccessibilityContainerType {
        get {
            guard let table = tesseraLayout?.accessibilityTable else { return super.accessibilityContainerType }
            return table.container == .dataTable ? .dataTable : .list
        }
        set { super.accessibilityContainerType = newValue }
    }

    open func accessibilityRowCount() -> Int { tesseraLayout?.accessibilityTable?.rowCount ?? 0 }

    open func accessibilityColumnCount() -> Int { tesseraLayout?.accessibilityTable?.columnCount ?? 0 }

    /// The cell covering a slot, when its view is on screen (VoiceOver asks for what it reads).
    open func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> (any UIAccessibilityContainerDataTableCell)? {
        guard let id = tesseraLayout?.accessibilityTable?.cell(row: row, column: column) else { return nil }
        return cellForItem(at: IndexPath(item: id.item, section: id.section)) as? any UIAccessibilityContainerDataTableCell
    }

    // MARK: The headings rotor

    private func headingsRotor() -> UIAccessibilityCustomRotor {
        UIAccessibilityCustomRotor(systemType: .heading) { [weak self] predicate in
            MainActor.assumeIsolated {
                self?.header(from: predicate.currentItem.targetElement, forward: predicate.searchDirection == .next)
            }
        }
    }

    /// The next (or previous) section header from the element VoiceOver is on, scrolled into view.
    private func header(from element: (any NSObjectProtocol)?, forward: Bool) -> UIAccessibilityCustomRotorItemResult? {
        guard let layout = tesseraLayout, let table = layout.accessibilityTable,
              let section = table.headerSection(from: section(of: element), forward: forward) else { return nil }
        let kind = UICollectionView.elementKindSectionHeader
        let path = IndexPath(item: 0, section: section)
        if let frame = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: path)?.frame {
            scrollRectToVisible(frame, animated: false)
            layoutIfNeeded()
        }
        guard let view = supplementaryView(forElementKind: kind, at: path) else { return nil }
        return UIAccessibilityCustomRotorItemResult(targetElement: view, targetRange: nil)
    }

    /// The section of a cell or a header (or of a view inside one) of this view; nil for another.
    private func section(of element: (any NSObjectProtocol)?) -> Int? {
        var view = element as? UIView
        while let current = view, current !== self {
            if let cell = current as? UICollectionViewCell, let path = indexPath(for: cell) { return path.section }
            let kind = UICollectionView.elementKindSectionHeader
            for path in indexPathsForVisibleSupplementaryElements(ofKind: kind) where supplementaryView(forElementKind: kind, at: path) === current {
                return path.section
            }
            view = current.superview
        }
        return nil
    }

    // MARK: Arrow keys

    /// The cell the last key moved to, for the focus update it asks for.
    private var keyTarget: IndexPath?

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var taken = false
        if #available(iOS 13.4, *) {
            let mirrored = effectiveUserInterfaceLayoutDirection == .rightToLeft
            for press in presses {
                guard let key = press.key, key.modifierFlags.isDisjoint(with: [.command, .control, .alternate]),
                      let move = CellMove(keyUsage: key.keyCode.rawValue, mirrored: mirrored) else { continue }
                taken = moveByKey(move) || taken
            }
        }
        if !taken { super.pressesBegan(presses, with: event) }
    }

    /// Moves focus (or the selection) to the cell `move` reaches; false when nothing moved.
    private func moveByKey(_ move: CellMove) -> Bool {
        guard let layout = tesseraLayout, let from = currentItem, let next = layout.indexPath(after: from, move: move) else { return false }
        if let frame = layout.layoutAttributesForItem(at: next)?.frame {
            scrollRectToVisible(frame, animated: false)
            layoutIfNeeded()
        }
        if #available(iOS 15.0, *), allowsFocus {
            keyTarget = next
            setNeedsFocusUpdate()
            updateFocusIfNeeded()
        } else {
            selectItem(at: next, animated: false, scrollPosition: [])
            delegate?.collectionView?(self, didSelectItemAt: next)
        }
        UIAccessibility.post(notification: .layoutChanged, argument: cellForItem(at: next))
        return true
    }

    /// The focused cell, or else the first selected one.
    private var currentItem: IndexPath? {
        if #available(iOS 15.0, *), let cell = UIFocusSystem.focusSystem(for: self)?.focusedItem as? UICollectionViewCell,
           let path = indexPath(for: cell) {
            return path
        }
        return indexPathsForSelectedItems?.first
    }

    open override var preferredFocusEnvironments: [any UIFocusEnvironment] {
        if let target = keyTarget, let cell = cellForItem(at: target) {
            keyTarget = nil
            return [cell]
        }
        return super.preferredFocusEnvironments
    }
}

/// A cell that tells VoiceOver its row and column in a `TesseraCollectionView`'s table.
@MainActor
open class TesseraCell: UICollectionViewCell, UIAccessibilityContainerDataTableCell {
    private var ranges: (rows: NSRange, columns: NSRange)? {
        guard let view = superview as? UICollectionView, let layout = view.collectionViewLayout as? TesseraCollectionViewLayout,
              let path = view.indexPath(for: self) else { return nil }
        return layout.accessibilityRanges(of: path)
    }

    open func accessibilityRowRange() -> NSRange { ranges?.rows ?? NSRange(location: NSNotFound, length: 0) }

    open func accessibilityColumnRange() -> NSRange { ranges?.columns ?? NSRange(location: NSNotFound, length: 0) }
}
#endif
