#if canImport(UIKit)
import TesseraCoreGraphics
@_spi(Adapters) import TesseraRuntime
import UIKit

/// A `UICollectionViewLayout` for any Tessera layout, generated (`TesseraLayouts.Mosaic()`) or
/// loaded at run time (`CompiledLayout`, `InterpretedLayout`). Every decision is
/// `CollectionLayoutCore`'s, tested on Linux; this class converts types and nothing else.
///
/// The layout lays out in the view's `adjustedContentInset` (below a navigation bar, above a tab
/// bar or the keyboard), as UIKit's own layouts do. Layouts that take item sizes from data
/// (waterfalls, flows sized by data) need `itemSize`; self-sizing cells then report their
/// preferred sizes and the layout follows them, across later updates too. A layout error (a count
/// past the layout's limits, say) is given once to `errorHandler` and leaves the layout empty
/// until the data or the view's size change: a collection view cannot be told of errors, and an
/// app must not crash for one.
@MainActor
open class TesseraCollectionViewLayout: UICollectionViewLayout {
    public let layout: any TesseraLayout
    /// The size of the item at an index path, for layouts that take sizes from data.
    public var itemSize: (@MainActor (IndexPath) -> CGSize)?
    public var errorHandler: (@MainActor (LayoutError) -> Void)?
    private var core: CollectionLayoutCore
    /// While kept, a `ChangingLayout` (a live layout) lays this one out again after each change.
    private var observation: LayoutObservation?

    /// The decoration kinds: a section's background and the separators between items. Both are
    /// drawn by `TesseraDecorationView` unless the app registers its own view for the kind.
    public static let backgroundKind = CollectionLayoutCore.backgroundKindName
    public static let separatorKind = CollectionLayoutCore.separatorKindName

    public init(_ layout: any TesseraLayout, itemSize: (@MainActor (IndexPath) -> CGSize)? = nil) {
        self.layout = layout
        self.itemSize = itemSize
        core = CollectionLayoutCore(layout: layout)
        super.init()
        register(TesseraDecorationView.self, forDecorationViewOfKind: Self.backgroundKind)
        register(TesseraDecorationView.self, forDecorationViewOfKind: Self.separatorKind)
        observation = (layout as? any ChangingLayout)?.observe { [weak self] in self?.layoutChanged() }
        // A new text size lays the layout out again (only a layout that reads `textScale` moves).
        NotificationCenter.default.addObserver(self, selector: #selector(readerSettingChanged),
                                               name: UIContentSizeCategory.didChangeNotification, object: nil)
        // So does Reduce Motion turned on or off: the layout's effects for it, or none that move cells.
        NotificationCenter.default.addObserver(self, selector: #selector(readerSettingChanged),
                                               name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    }

    /// Called when `layout` is a `ChangingLayout` and did change: lays out again at once with the
    /// same data, and scrolls so that the first visible item stays where it was on screen.
    private func layoutChanged() {
        core.layoutDidChange()
        invalidateLayout()
        guard let view = collectionView else { return }
        view.layoutIfNeeded()
        let offset = CGPoint(core.offsetAfterChange(proposed: Point(view.contentOffset), insets: insets))
        if offset != view.contentOffset { view.contentOffset = offset }
    }

    /// The text size or Reduce Motion changed: lays out again with the new setting.
    @objc private func readerSettingChanged() {
        invalidateLayout()
    }

    /// A layout needs its Tessera layout, which an archive cannot hold: a storyboard or nib that
    /// names this class would get an empty layout and show nothing, so it stops there, saying so.
    @available(*, unavailable, message: "create the layout in code with init(_:itemSize:) and set it as the collection view's layout")
    public required init?(coder: NSCoder) {
        fatalError("TesseraCollectionViewLayout cannot be made from a storyboard or nib: create it in code with "
            + "TesseraCollectionViewLayout(layout) and set it as the collection view's collectionViewLayout")
    }

    // The layouts compute left to right; UIKit mirrors them in a right-to-left interface, and
    // flips the view's coordinate system with them, so bounds, offsets and touches arrive in the
    // layout's coordinates. The direction is said outright: the default is the app's development
    // region's, which would mirror every layout of an app developed in Arabic or Hebrew.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
    open override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    open override var collectionViewContentSize: CGSize { CGSize(core.contentSize) }

    open override func prepare() {
        super.prepare()
        guard let view = collectionView else { return }
        let counts = (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
        // The reader's text size, as body text scales at it: `textScale` in the layout's formulas.
        let textScale = Double(UIFontMetrics.default.scaledValue(for: 1, compatibleWith: view.traitCollection))
        attempt {
            try core.prepare(view: CollectionViewBounds(Rect(view.bounds), insets: insets), sectionCounts: counts, textScale: textScale,
                             reduceMotion: UIAccessibility.isReduceMotionEnabled) {
                guard let itemSize else { return nil }
                return CollectionLayoutCore.itemSizes(counts: counts) { Size(itemSize(IndexPath(item: $0, section: $1))) }
            }
        }
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attempt { try core.attributes(in: Rect(rect)).map(attributes) } ?? []
    }

    // Never nil for a decoration of these kinds: UIKit throws an exception for a nil answer about
    // a decoration it shows, so one the layout no longer has is hidden (the core says why).
    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        Self.decorationID(elementKind, indexPath).flatMap(attributes(for:))
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(for: .cell(indexPath.item, section: indexPath.section))
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let kind = Self.elementKind(elementKind) else { return nil }
        return attributes(for: ElementID(kind, section: indexPath.section))
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        // A drag that begins here is where paging by item counts from.
        core.noteDragging(collectionView?.isDragging ?? false)
        return core.invalidates(forBoundsChange: CollectionViewBounds(Rect(newBounds), insets: insets))
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if case .elements(let ids) = attempt({ try core.invalidation(forBoundsChange: CollectionViewBounds(Rect(newBounds), insets: insets)) }) {
            invalidate(CollectionLayoutCore.InvalidatedElements(ids), in: context)
        }
        return context
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts { core.invalidateData() }
        super.invalidateLayout(with: context)
    }

    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        let proposed = Point(proposedContentOffset)
        return CGPoint(attempt { try core.restingOffset(proposed: proposed, velocity: Point(velocity), insets: insets) } ?? proposed)
    }

    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        CGPoint(core.offsetAfterChange(proposed: Point(proposedContentOffset), insets: insets))
    }

    open override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        super.prepare(forAnimatedBoundsChange: oldBounds)
        core.beginAnimatedBoundsChange()
    }

    open override func finalizeAnimatedBoundsChange() {
        super.finalizeAnimatedBoundsChange()
        core.endAnimatedBoundsChange()
    }

    // MARK: Orthogonal sections

    /// An orthogonal section's band, in the collection view's coordinates; nil for another
    /// section. A collection view scrolls along one axis only, so the app drives a band's
    /// sideways scroll: a pan over the band calls `setOffset(_:ofSection:)`, and its end
    /// `restingOffset(ofSection:proposed:velocity:)`.
    public func band(ofSection section: Int) -> CGRect? {
        core.band(ofSection: section).map { CGRect($0) }
    }

    /// Scrolls orthogonal section `section` sideways: only the cells that moved, entered or
    /// left are invalidated.
    public func setOffset(_ offset: CGFloat, ofSection section: Int) {
        guard let changed = attempt({ try core.scroll(section: section, to: Double(offset)) }), !changed.isEmpty else { return }
        let context = UICollectionViewLayoutInvalidationContext()
        invalidate(CollectionLayoutCore.InvalidatedElements(changed), in: context)
        invalidateLayout(with: context)
    }

    /// Where a sideways pan of orthogonal section `section` that ends at `proposed` with
    /// `velocity` comes to rest, by the section's `snap`. Paging by item counts from `start`, the
    /// band's offset when the pan began (nil: its offset now).
    public func restingOffset(ofSection section: Int, proposed: CGFloat, velocity: CGFloat, from start: CGFloat? = nil) -> CGFloat {
        CGFloat(attempt {
            try core.restingOffset(ofSection: section, proposed: Double(proposed), velocity: Double(velocity), from: start.map(Double.init))
        } ?? Double(proposed))
    }

    // MARK: Updates

    open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        let updates = CollectionLayoutCore.itemUpdates(from: updateItems.map { item in
            CollectionLayoutCore.UpdateEntry(action: Self.action(item.updateAction),
                                             before: item.indexPathBeforeUpdate.map(Array.init),
                                             after: item.indexPathAfterUpdate.map(Array.init))
        })
        attempt { try core.beginUpdates(updates) }
    }

    open override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        // Self-sizing during the update moved the content; UIKit ignores an adjustment made
        // then, so it is applied now.
        guard let staged = core.endUpdates() else { return }
        let context = UICollectionViewLayoutInvalidationContext()
        context.contentOffsetAdjustment = CGPoint(staged)
        invalidateLayout(with: context)
    }

    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        appearing(.cell(itemIndexPath.item, section: itemIndexPath.section)) ?? super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    }

    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        disappearing(.cell(itemIndexPath.item, section: itemIndexPath.section)) ?? super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    }

    open override func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        Self.elementKind(elementKind).flatMap { appearing(ElementID($0, section: elementIndexPath.section)) }
            ?? super.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
    }

    open override func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        Self.elementKind(elementKind).flatMap { disappearing(ElementID($0, section: elementIndexPath.section)) }
            ?? super.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
    }

    open override func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        Self.decorationID(elementKind, decorationIndexPath).flatMap(appearing)
            ?? super.initialLayoutAttributesForAppearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)
    }

    open override func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        Self.decorationID(elementKind, decorationIndexPath).flatMap(disappearing)
            ?? super.finalLayoutAttributesForDisappearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)
    }

    // During an update UIKit asks for the new attributes of every decoration it shows, and throws
    // an exception for one the layout no longer has unless it is named here.
    open override func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        guard let kind = CollectionLayoutCore.decorationKind(named: elementKind) else { return super.indexPathsToDeleteForDecorationView(ofKind: elementKind) }
        return (attempt { try core.decorationsToDelete(ofKind: kind) } ?? []).map(Self.indexPath)
    }

    open override func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        guard let kind = CollectionLayoutCore.decorationKind(named: elementKind) else { return super.indexPathsToInsertForDecorationView(ofKind: elementKind) }
        return (attempt { try core.decorationsToInsert(ofKind: kind) } ?? []).map(Self.indexPath)
    }

    private func appearing(_ id: ElementID) -> UICollectionViewLayoutAttributes? {
        (attempt { try core.initialAttributes(forAppearing: id) } ?? nil).map(attributes)
    }

    private func disappearing(_ id: ElementID) -> UICollectionViewLayoutAttributes? {
        (attempt { try core.finalAttributes(forDisappearing: id) } ?? nil).map(attributes)
    }

    open override func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        let dragged = ElementID.cell(previousIndexPath.item, section: previousIndexPath.section)
        guard let target = attempt({ try core.moveTarget(for: dragged, at: Point(position)) }) ?? nil else { return previousIndexPath }
        return Self.indexPath(target)
    }

    // MARK: Self-sizing

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard preferredAttributes.representedElementCategory == .cell else { return false }
        let path = preferredAttributes.indexPath
        return core.invalidates(forPreferredSize: Size(preferredAttributes.size), of: .cell(path.item, section: path.section))
    }

    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        let path = preferredAttributes.indexPath
        let oldSize = core.contentSize
        let view = CollectionViewBounds(Rect(collectionView?.bounds ?? .zero), insets: insets)
        if let adjustment = attempt({ try core.reportPreferredSize(Size(preferredAttributes.size), of: .cell(path.item, section: path.section), view: view) }) {
            context.contentOffsetAdjustment = CGPoint(adjustment)
            let newSize = core.contentSize
            context.contentSizeAdjustment = CGSize(width: newSize.width - oldSize.width, height: newSize.height - oldSize.height)
        }
        return context
    }

    // MARK: Conversions

    /// The insets of the view's content area: bars, safe areas and the keyboard.
    private var insets: EdgeInsets {
        guard let inset = collectionView?.adjustedContentInset else { return .zero }
        return EdgeInsets(top: Double(inset.top), left: Double(inset.left), bottom: Double(inset.bottom), right: Double(inset.right))
    }

    /// Names the elements in an invalidation context, each by its kind.
    private func invalidate(_ elements: CollectionLayoutCore.InvalidatedElements, in context: UICollectionViewLayoutInvalidationContext) {
        if !elements.cells.isEmpty { context.invalidateItems(at: elements.cells.map(Self.indexPath)) }
        for (kind, ids) in elements.supplementaries {
            context.invalidateSupplementaryElements(ofKind: Self.elementKind(kind), at: ids.map(Self.indexPath))
        }
        for (kind, ids) in elements.decorations {
            context.invalidateDecorationElements(ofKind: Self.elementKind(kind), at: ids.map(Self.indexPath))
        }
    }

    private func attributes(for id: ElementID) -> UICollectionViewLayoutAttributes? {
        guard let element = attempt({ try core.attributes(for: id) }) ?? nil else { return nil }
        return attributes(element)
    }

    /// Runs a layout call; on a layout error tells the app and gives nil. (The core throws only
    /// `LayoutError`s, but closures do not infer typed throws.)
    private func attempt<T>(_ body: () throws -> T) -> T? {
        do { return try body() } catch {
            errorHandler?(error as? LayoutError ?? LayoutError("\(error)"))
            return nil
        }
    }

    private func attributes(_ element: LayoutAttributes) -> UICollectionViewLayoutAttributes {
        let path = Self.indexPath(element.id)
        let attributes: UICollectionViewLayoutAttributes
        switch element.id.kind {
        case .cell:
            attributes = UICollectionViewLayoutAttributes(forCellWith: path)
        case .header, .footer:
            attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: Self.elementKind(element.id.kind), with: path)
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

    private static func indexPath(_ id: ElementID) -> IndexPath {
        IndexPath(item: id.item, section: id.section)
    }

    /// The decoration a view names by kind and index path (the core says which).
    private static func decorationID(_ kind: String, _ path: IndexPath) -> ElementID? {
        CollectionLayoutCore.decorationID(kindNamed: kind, section: path.section, item: path.item)
    }

    private static func elementKind(_ kind: ElementKind) -> String {
        switch kind {
        case .footer: UICollectionView.elementKindSectionFooter
        case .background: backgroundKind
        case .separator: separatorKind
        case .header, .cell: UICollectionView.elementKindSectionHeader
        }
    }

    private static func elementKind(_ kind: String) -> ElementKind? {
        switch kind {
        case UICollectionView.elementKindSectionHeader: .header
        case UICollectionView.elementKindSectionFooter: .footer
        default: nil
        }
    }

    private static func action(_ action: UICollectionViewUpdateItem.Action) -> CollectionLayoutCore.UpdateEntry.Action {
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
/// A decoration's attributes: the frame, and a background's corner radius.
open class TesseraDecorationAttributes: UICollectionViewLayoutAttributes {
    // Boxed so that `isEqual(_:)`, nonisolated in NSObject, can read it (AttributeField says why).
    private let radius = AttributeField<CGFloat>(0)

    nonisolated open var cornerRadius: CGFloat {
        get { radius.value }
        set { radius.value = newValue }
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        (copy as? TesseraDecorationAttributes)?.cornerRadius = cornerRadius
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? TesseraDecorationAttributes, other.cornerRadius == cornerRadius else { return false }
        return super.isEqual(object)
    }
}

/// Draws a decoration plainly: a section's background in the grouped background colour with
/// its corner radius, a separator in the separator colour. Register another view for a kind
/// (`register(_:forDecorationViewOfKind:)`) to draw it otherwise.
open class TesseraDecorationView: UICollectionReusableView {
    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        let isBackground = layoutAttributes.representedElementKind == TesseraCollectionViewLayout.backgroundKind
        backgroundColor = isBackground ? .secondarySystemBackground : .separator
        layer.cornerRadius = (layoutAttributes as? TesseraDecorationAttributes)?.cornerRadius ?? 0
    }
}
#endif
