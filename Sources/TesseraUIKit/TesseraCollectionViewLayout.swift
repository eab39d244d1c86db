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
    private var core: CollectionLayoutCore
    /// While kept, a `ChangingLayout` (a live layout) lays this one out again after each change.
    private var observation: LayoutObservation?
    private var errorsAwaitDelivery = false

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
        let offset = CGPoint(core.offsetAfterChange(proposed: Point(view.contentOffset), insets: insets))
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

    open override var collectionViewContentSize: CGSize { CGSize(core.contentSize) }

    open override func prepare() {
        super.prepare()
        guard let view = collectionView else { return }
        let counts = (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
        // The reader's text size, as body text scales at it: `textScale` in the layout's formulas.
        let textScale = Double(UIFontMetrics.default.scaledValue(for: 1, compatibleWith: view.traitCollection))
        let itemSize = itemSize
        core.prepare(view: bounds(view.bounds), sectionCounts: counts, textScale: textScale,
                     reduceMotion: UIAccessibility.isReduceMotionEnabled) {
            itemSize.map { size in CollectionLayoutCore.itemSizes(counts: counts) { Size(size(IndexPath(item: $0, section: $1))) } }
        }
        deliverErrorsLater()
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        defer { deliverErrorsLater() }
        return core.attributes(in: Rect(rect)).map(attributes)
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
        Self.elementKind(elementKind).flatMap { attributes(for: ElementID($0, section: indexPath.section)) }
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let view = collectionView else { return false }
        // A drag that begins here is where paging by item counts from.
        core.noteDragging(view.isDragging, view: bounds(view.bounds))
        return core.invalidates(forBoundsChange: bounds(newBounds))
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        switch core.invalidation(forBoundsChange: bounds(newBounds)) {
        case .elements(let ids): invalidate(CollectionLayoutCore.InvalidatedElements(ids), in: context)
        case .viewport(let adjustment): context.contentOffsetAdjustment = CGPoint(adjustment)
        }
        deliverErrorsLater()
        return context
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        core.invalidate(everything: context.invalidateEverything, dataSourceCounts: context.invalidateDataSourceCounts)
        super.invalidateLayout(with: context)
    }

    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        defer { deliverErrorsLater() }
        return CGPoint(core.restingOffset(proposed: Point(proposedContentOffset), velocity: Point(velocity), insets: insets))
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
        let changed = core.scroll(section: section, to: Double(offset))
        deliverErrorsLater()
        guard !changed.isEmpty else { return }
        let context = UICollectionViewLayoutInvalidationContext()
        invalidate(CollectionLayoutCore.InvalidatedElements(changed), in: context)
        invalidateLayout(with: context)
    }

    /// Where a sideways pan of orthogonal section `section` that ends at `proposed` with
    /// `velocity` comes to rest, by the section's `snap`. Paging by item counts from `start`, the
    /// band's offset when the pan began (nil: its offset now).
    public func restingOffset(ofSection section: Int, proposed: CGFloat, velocity: CGFloat, from start: CGFloat? = nil) -> CGFloat {
        defer { deliverErrorsLater() }
        return CGFloat(core.restingOffset(ofSection: section, proposed: Double(proposed), velocity: Double(velocity), from: start.map(Double.init)))
    }

    // MARK: Updates

    open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        core.beginUpdates(updateItems.map { item in
            CollectionLayoutCore.UpdateEntry(action: Self.action(item.updateAction),
                                             before: item.indexPathBeforeUpdate.map(Array.init),
                                             after: item.indexPathAfterUpdate.map(Array.init))
        })
        deliverErrorsLater()
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
        return core.decorationsToDelete(ofKind: kind).map(Self.indexPath)
    }

    open override func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        guard let kind = CollectionLayoutCore.decorationKind(named: elementKind) else { return super.indexPathsToInsertForDecorationView(ofKind: elementKind) }
        return core.decorationsToInsert(ofKind: kind).map(Self.indexPath)
    }

    private func appearing(_ id: ElementID) -> UICollectionViewLayoutAttributes? {
        core.initialAttributes(forAppearing: id).map(attributes)
    }

    private func disappearing(_ id: ElementID) -> UICollectionViewLayoutAttributes? {
        core.finalAttributes(forDisappearing: id).map(attributes)
    }

    open override func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        let dragged = ElementID.cell(previousIndexPath.item, section: previousIndexPath.section)
        return core.moveTarget(for: dragged, at: Point(position)).map(Self.indexPath) ?? previousIndexPath
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
        let adjustment = core.reportPreferredSize(Size(preferredAttributes.size), of: .cell(path.item, section: path.section),
                                                  view: bounds(collectionView?.bounds ?? .zero))
        context.contentOffsetAdjustment = CGPoint(adjustment.contentOffset)
        context.contentSizeAdjustment = CGSize(adjustment.contentSize)
        deliverErrorsLater()
        return context
    }

    // MARK: Errors

    /// Hands the errors the core met to `errorHandler` once the layout pass is over: a handler
    /// that reloads the data or sets another layout must not re-enter the pass.
    private func deliverErrorsLater() {
        guard !errorsAwaitDelivery, !core.unreportedErrors.isEmpty else { return }
        errorsAwaitDelivery = true
        Task { @MainActor [weak self] in
            guard let self else { return }
            errorsAwaitDelivery = false
            for error in core.takeUnreportedErrors() { errorHandler?(error) }
        }
    }

    // MARK: Conversions

    /// The view's bounds with the insets of its content area: bars, safe areas and the keyboard.
    private func bounds(_ bounds: CGRect) -> CollectionViewBounds {
        CollectionViewBounds(Rect(bounds), insets: insets)
    }

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
        defer { deliverErrorsLater() }
        return core.attributes(for: id).map(attributes)
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
#endif
