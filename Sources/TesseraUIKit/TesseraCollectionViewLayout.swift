#if canImport(UIKit)
import TesseraCoreGraphics
@_spi(Adapters) import TesseraRuntime
import UIKit

/// A `UICollectionViewLayout` for any Tessera layout, generated (`TesseraLayouts.Mosaic()`) or
/// loaded at run time (`CompiledLayout`, `InterpretedLayout`). Every decision is
/// `CollectionLayoutCore`'s, tested on Linux; this class converts types and nothing else, and
/// most of it is one body with TesseraAppKit's (`Generated/TesseraCollectionViewLayout+Body.swift`,
/// written from `CodeGeneration/AppleShells`): this file holds what UIKit does differently.
///
/// The layout lays out in the view's `adjustedContentInset` (below a navigation bar, above a tab
/// bar or the keyboard), as UIKit's own layouts do. Layouts that take item sizes from data
/// (waterfalls, flows sized by data) need `itemSize`; cells that size themselves
/// (`TesseraSelfSizingCell`, or any cell that overrides `preferredLayoutAttributesFitting(_:)`)
/// then report their sizes and the layout follows them, across later updates too. Headers and
/// footers appear only for the kinds named in `supplementaryKinds`: a layout downloaded at run time
/// that adds a kind the app has no views for leaves it out. A layout error (a count past the
/// layout's limits, say) leaves the layout empty until the data, the view's size or the reader's
/// settings change, and is given once to `errorHandler` after the layout pass: a collection view
/// cannot be told of errors, and an app must not crash for one.
@MainActor
open class TesseraCollectionViewLayout: UICollectionViewLayout {
    public let layout: any TesseraLayout
    /// The size of the item at an index path, for layouts that take sizes from data.
    public var itemSize: (@MainActor (IndexPath) -> CGSize)?
    /// Told of each layout error once, after the layout pass that met it: it may reload data or
    /// set another layout.
    public var errorHandler: (@MainActor (LayoutError) -> Void)?
    var core: CollectionLayoutCore
    /// While kept, a `ChangingLayout` (a live layout) lays this one out again after each change.
    private var observation: LayoutObservation?
    var errorsAwaitDelivery = false

    /// UIKit's names for what the shared body answers with.
    public typealias Attributes = UICollectionViewLayoutAttributes
    public typealias InvalidationContext = UICollectionViewLayoutInvalidationContext
    public typealias UpdateItem = UICollectionViewUpdateItem
    public typealias DecorationIndexPaths = [IndexPath]
    public typealias FrameworkLayout = UICollectionViewLayout
    public typealias TransitionLayout = UICollectionViewTransitionLayout

    /// The decoration kinds: a section's background and the separators between items. Both are
    /// drawn by `TesseraDecorationView` unless the app registers its own view for the kind.
    public static let backgroundKind = CollectionLayoutCore.backgroundKindName
    public static let separatorKind = CollectionLayoutCore.separatorKindName

    /// `supplementaryKinds`: the views the app's data source makes
    /// (`viewForSupplementaryElementOfKind`), `.header` for `elementKindSectionHeader` and
    /// `.footer` for `elementKindSectionFooter`; the layout leaves out the others.
    public init(_ layout: any TesseraLayout, itemSize: (@MainActor (IndexPath) -> CGSize)? = nil,
                supplementaryKinds: Set<ElementKind> = []) {
        self.layout = layout
        self.itemSize = itemSize
        core = CollectionLayoutCore(layout: layout, suppliedKinds: supplementaryKinds)
        super.init()
        register(TesseraDecorationView.self, forDecorationViewOfKind: Self.backgroundKind)
        register(TesseraDecorationView.self, forDecorationViewOfKind: Self.separatorKind)
        observation = (layout as? any ChangingLayout)?.observe { [weak self] in self?.layOutAgainKeepingAnchor(layoutChanged: true) }
        // A new text size lays the layout out again (only a layout that reads `textScale` moves).
        NotificationCenter.default.addObserver(self, selector: #selector(readerSettingChanged),
                                               name: UIContentSizeCategory.didChangeNotification, object: nil)
        // So does Reduce Motion turned on or off: the layout's effects for it, or none that move cells.
        NotificationCenter.default.addObserver(self, selector: #selector(readerSettingChanged),
                                               name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    }

    /// The text size or Reduce Motion changed.
    @objc private func readerSettingChanged() {
        layOutAgainKeepingAnchor(layoutChanged: false)
    }

    /// After a change no bracket of UIKit's calls covers (a new text size, Reduce Motion, a live
    /// layout's save): lays out at once, and scrolls so that the first visible item stays where
    /// it was on screen.
    private func layOutAgainKeepingAnchor(layoutChanged: Bool) {
        if layoutChanged { core.layoutDidChange() }
        invalidateLayout()
        guard let view = collectionView else { return }
        view.layoutIfNeeded()
        let offset = CGPoint(core.offsetAfterChange(proposed: Point(view.contentOffset), insets: contentInsets))
        if offset != view.contentOffset { view.contentOffset = offset }
        deliverErrorsLater()
    }

    /// A layout needs its Tessera layout, which an archive cannot hold: a storyboard or nib that
    /// names this class would get an empty layout and show nothing, so it stops there, saying so.
    @available(*, unavailable, message: "create the layout in code with init(_:itemSize:supplementaryKinds:) and set it as the collection view's layout")
    public required init?(coder: NSCoder) {
        fatalError("TesseraCollectionViewLayout cannot be made from a storyboard or nib: create it in code with "
            + "TesseraCollectionViewLayout(layout) and set it as the collection view's collectionViewLayout")
    }

    /// The direction the content scrolls: a self-sizing cell fits its content across it.
    public var scrollAxis: ScrollAxis? { core.driver?.prepared.axis }

    // The layouts compute left to right; UIKit mirrors them in a right-to-left interface, and
    // flips the view's coordinate system with them, so bounds, offsets and touches arrive in the
    // layout's coordinates. The direction is said outright: the default is the app's development
    // region's, which would mirror every layout of an app developed in Arabic or Hebrew.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
    open override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    open override func prepare() {
        super.prepare()
        guard let view = collectionView else { return }
        let counts = (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
        // The reader's text size, as body text scales at it: `textScale` in the layout's formulas.
        let textScale = Double(UIFontMetrics.default.scaledValue(for: 1, compatibleWith: view.traitCollection))
        let itemSize = itemSize
        core.prepare(view: viewBounds(view.bounds), sectionCounts: counts, textScale: textScale,
                     reduceMotion: UIAccessibility.isReduceMotionEnabled) {
            itemSize.map { size in CollectionLayoutCore.itemSizes(counts: counts) { Size(size(IndexPath(item: $0, section: $1))) } }
        }
        // A layout kept to its end opening there, the keyboard's inset over a view at its end,
        // or a reload while the view followed its end: no call of UIKit's asks where to scroll,
        // so the view takes the offset here, before it asks for the elements in its bounds.
        if let target = core.offsetToTakeNow(insets: contentInsets, shownByView: view.collectionViewLayout === self) {
            let offset = CGPoint(target)
            if offset != view.contentOffset { view.contentOffset = offset }
        }
        // A scroll the app asked for before the data had its item: the data has it now.
        if view.collectionViewLayout === self, let target = core.pendingScrollTarget(view: viewBounds(view.bounds)) {
            let offset = CGPoint(target)
            if offset != view.contentOffset { view.contentOffset = offset }
        }
        deliverErrorsLater()
    }

    /// Scrolls the view so that the item's leading edge is at the viewport's (held where the view
    /// reaches): now, or once a layout pass finds the item in the data when the data does not have
    /// it yet (it loads later; UIKit's own `scrollToItem(at:at:animated:)` stops the app for an
    /// item its data lacks). A later call replaces a request still waiting. The core decides
    /// (`CollectionLayoutCore.scrollTarget(toItem:view:)`, docs/SESSIONS.md rule 11).
    public func scrollToItem(at indexPath: IndexPath, animated: Bool = false) {
        let item = ElementID.cell(indexPath.item, section: indexPath.section)
        guard let target = core.scrollTarget(toItem: item, view: viewBounds(nil)), let view = collectionView else { return }
        view.setContentOffset(CGPoint(target), animated: animated)
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let view = collectionView else { return false }
        // A drag that begins here is where paging by item counts from.
        core.noteDragging(view.isDragging, view: viewBounds(view.bounds))
        return core.invalidates(forBoundsChange: viewBounds(newBounds))
    }

    open override func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        let dragged = ElementID.cell(previousIndexPath.item, section: previousIndexPath.section)
        return core.moveTarget(for: dragged, at: Point(position)).map(Self.indexPath) ?? previousIndexPath
    }

    open override func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [IndexPath],
                                                                            previousIndexPaths: [IndexPath],
                                                                            movementCancelled: Bool) -> InvalidationContext {
        let context = super.invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths,
                                                                                   movementCancelled: movementCancelled)
        let wholeLayout = core.endInteractiveMove(from: previousIndexPaths.map { .cell($0.item, section: $0.section) },
                                                  to: indexPaths.map { .cell($0.item, section: $0.section) }, cancelled: movementCancelled)
        // The items between the places moved too: the view asks for all of them again.
        if wholeLayout { invalidateLayout() }
        return context
    }

    // MARK: What UIKit does differently

    /// The view's bounds (`newBounds`, or else its own) with the insets of its content area:
    /// bars, safe areas and the keyboard.
    func viewBounds(_ newBounds: CGRect?) -> CollectionViewBounds {
        CollectionViewBounds(Rect(newBounds ?? collectionView?.bounds ?? .zero), insets: contentInsets)
    }

    var contentInsets: EdgeInsets {
        guard let inset = collectionView?.adjustedContentInset else { return .zero }
        return EdgeInsets(top: Double(inset.top), left: Double(inset.left), bottom: Double(inset.bottom), right: Double(inset.right))
    }

    func attributes(_ element: LayoutAttributes) -> Attributes {
        let path = Self.indexPath(element.id)
        let attributes: Attributes
        switch element.id.kind {
        case .cell:
            attributes = Attributes(forCellWith: path)
        case .header, .footer:
            attributes = Attributes(forSupplementaryViewOfKind: Self.elementKind(element.id.kind), with: path)
        case .background, .separator:
            let decoration = TesseraDecorationAttributes(forDecorationViewOfKind: Self.elementKind(element.id.kind), with: path)
            decoration.cornerRadius = CGFloat(core.driver?.prepared.backgroundCornerRadius(section: element.id.section) ?? 0)
            attributes = decoration
        }
        // UIKit takes the frame untransformed and applies the transform about its centre, as the
        // runtime defines scale, rotation, turn and translation.
        attributes.frame = CGRect(element.frame)
        if element.isTransformed {
            attributes.transform3D = CATransform3D(element.transformMatrix)
        } else {
            attributes.transform = element.scale == 1 ? .identity : CGAffineTransform(scaleX: element.scale, y: element.scale)
        }
        attributes.alpha = element.alpha
        attributes.zIndex = element.zIndex
        return attributes
    }

    /// The index path of a cell's attributes; nil for another element.
    static func cellIndexPath(of attributes: Attributes) -> IndexPath? {
        attributes.representedElementCategory == .cell ? attributes.indexPath : nil
    }

    static func elementKind(_ kind: ElementKind) -> String {
        switch kind {
        case .footer: UICollectionView.elementKindSectionFooter
        case .background: backgroundKind
        case .separator: separatorKind
        case .header, .cell: UICollectionView.elementKindSectionHeader
        }
    }

    static func elementKind(_ kind: String) -> ElementKind? {
        switch kind {
        case UICollectionView.elementKindSectionHeader: .header
        case UICollectionView.elementKindSectionFooter: .footer
        default: nil
        }
    }

    static func action(_ action: UICollectionViewUpdateItem.Action) -> CollectionLayoutCore.UpdateEntry.Action {
        switch action {
        case .insert: .insert
        case .delete: .delete
        case .reload: .reload
        case .move: .move
        case .none: .none
        @unknown default: .none
        }
    }
}
#endif
