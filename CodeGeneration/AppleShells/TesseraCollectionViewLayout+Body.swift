// The one body of TesseraUIKit's and TesseraAppKit's `TesseraCollectionViewLayout`: generate-model
// writes it into each target (AppleShellFiles.swift), and it answers the calls both frameworks make
// alike in the core's terms. Each target's own file declares the class and the little its
// framework does differently: the names of its types (`Attributes`, `InvalidationContext`,
// `UpdateItem`, `DecorationIndexPaths`), where its viewport comes from, how it reads the reader's
// settings, and how an element becomes its attributes.
import TesseraCoreGraphics
@_spi(Adapters) import TesseraRuntime

extension TesseraCollectionViewLayout {
    open override var collectionViewContentSize: CGSize { CGSize(core.contentSize) }

    open override func layoutAttributesForElements(in rect: CGRect) -> [Attributes] {
        defer { deliverErrorsLater() }
        return core.attributes(in: Rect(rect)).map(attributes)
    }

    // Never nil for a decoration of these kinds: UIKit throws an exception for a nil answer about
    // a decoration it shows, so one the layout no longer has is hidden (the core says why).
    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> Attributes? {
        Self.decorationID(elementKind, indexPath).flatMap(attributes(for:))
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> Attributes? {
        attributes(for: .cell(indexPath.item, section: indexPath.section))
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> Attributes? {
        Self.elementKind(elementKind).flatMap { attributes(for: ElementID($0, section: indexPath.section)) }
    }

    /// The contexts the layout makes itself name items that moved or measured themselves; the
    /// items an app's own context names (`invalidateItems(at:)`) are items whose sizes it changed.
    final class OwnInvalidationContext: InvalidationContext {
        var madeByLayout = false
    }

    open override class var invalidationContextClass: AnyClass { OwnInvalidationContext.self }

    /// A context of the layout's own.
    private static func ownContext(_ context: InvalidationContext = OwnInvalidationContext()) -> InvalidationContext {
        (context as? OwnInvalidationContext)?.madeByLayout = true
        return context
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> InvalidationContext {
        let context = Self.ownContext(super.invalidationContext(forBoundsChange: newBounds))
        switch core.invalidation(forBoundsChange: viewBounds(newBounds)) {
        case .elements(let ids): invalidate(CollectionLayoutCore.InvalidatedElements(ids), in: context)
        case .viewport(let adjustment): context.contentOffsetAdjustment = CGPoint(adjustment)
        }
        deliverErrorsLater()
        return context
    }

    open override func invalidateLayout(with context: InvalidationContext) {
        let madeByLayout = (context as? OwnInvalidationContext)?.madeByLayout ?? false
        let items = madeByLayout ? [] : (context.invalidatedItemIndexPaths ?? []).map { ElementID.cell($0.item, section: $0.section) }
        let wholeLayout = core.invalidate(everything: context.invalidateEverything, dataSourceCounts: context.invalidateDataSourceCounts, items: items)
        super.invalidateLayout(with: context)
        // Items whose sizes the app changed move the items after them: the view asks for all.
        if wholeLayout { invalidateLayout() }
    }

    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        defer { deliverErrorsLater() }
        return CGPoint(core.restingOffset(proposed: Point(proposedContentOffset), velocity: Point(velocity), insets: contentInsets))
    }

    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        CGPoint(core.offsetAfterChange(proposed: Point(proposedContentOffset), insets: contentInsets))
    }

    open override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        super.prepare(forAnimatedBoundsChange: oldBounds)
        core.beginAnimatedBoundsChange()
    }

    open override func finalizeAnimatedBoundsChange() {
        super.finalizeAnimatedBoundsChange()
        core.endAnimatedBoundsChange()
    }

    // MARK: Transitions

    /// The view switches to this layout from `oldLayout` (`setCollectionViewLayout`, animated or
    /// not, or the end of an interactive transition): the cell another Tessera layout had first
    /// in view keeps its place, and the transition's target content offset shows it there.
    open override func prepareForTransition(from oldLayout: FrameworkLayout) {
        super.prepareForTransition(from: oldLayout)
        let previous = (oldLayout as? TransitionLayout)?.currentLayout ?? oldLayout
        guard let previous = previous as? TesseraCollectionViewLayout, previous !== self else { return }
        core.takeAnchor(from: previous.core, view: viewBounds(nil))
    }

    // MARK: Orthogonal sections

    /// An orthogonal section's band, in the collection view's coordinates; nil for another
    /// section. A collection view scrolls along one axis only, so the app drives a band's
    /// sideways scroll: a pan (or a sideways scroll-wheel) over the band calls
    /// `setOffset(_:ofSection:)`, and its end `restingOffset(ofSection:proposed:velocity:)`.
    public func band(ofSection section: Int) -> CGRect? {
        core.band(ofSection: section).map { CGRect($0) }
    }

    /// Scrolls orthogonal section `section` sideways: only the cells that moved, entered or
    /// left are invalidated.
    public func setOffset(_ offset: CGFloat, ofSection section: Int) {
        let changed = core.scroll(section: section, to: Double(offset))
        deliverErrorsLater()
        guard !changed.isEmpty else { return }
        let context = Self.ownContext()
        invalidate(CollectionLayoutCore.InvalidatedElements(changed), in: context)
        invalidateLayout(with: context)
    }

    /// Where a sideways scroll of orthogonal section `section` that ends at `proposed` with
    /// `velocity` comes to rest, by the section's `snap`. Paging by item counts from `start`, the
    /// band's offset when the scroll began (nil: its offset now).
    public func restingOffset(ofSection section: Int, proposed: CGFloat, velocity: CGFloat, from start: CGFloat? = nil) -> CGFloat {
        defer { deliverErrorsLater() }
        return CGFloat(core.restingOffset(ofSection: section, proposed: Double(proposed), velocity: Double(velocity), from: start.map(Double.init)))
    }

    // MARK: Updates

    open override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
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
        let context = Self.ownContext()
        context.contentOffsetAdjustment = CGPoint(staged)
        invalidateLayout(with: context)
    }

    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> Attributes? {
        appearing(.cell(itemIndexPath.item, section: itemIndexPath.section)) ?? super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    }

    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> Attributes? {
        disappearing(.cell(itemIndexPath.item, section: itemIndexPath.section)) ?? super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    }

    open override func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> Attributes? {
        Self.elementKind(elementKind).flatMap { appearing(ElementID($0, section: elementIndexPath.section)) }
            ?? super.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
    }

    open override func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> Attributes? {
        Self.elementKind(elementKind).flatMap { disappearing(ElementID($0, section: elementIndexPath.section)) }
            ?? super.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
    }

    open override func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> Attributes? {
        Self.decorationID(elementKind, decorationIndexPath).flatMap(appearing)
            ?? super.initialLayoutAttributesForAppearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)
    }

    open override func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> Attributes? {
        Self.decorationID(elementKind, decorationIndexPath).flatMap(disappearing)
            ?? super.finalLayoutAttributesForDisappearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)
    }

    // During an update UIKit asks for the new attributes of every decoration it shows, and throws
    // an exception for one the layout no longer has unless it is named here.
    open override func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> DecorationIndexPaths {
        guard let kind = CollectionLayoutCore.decorationKind(named: elementKind) else { return super.indexPathsToDeleteForDecorationView(ofKind: elementKind) }
        return DecorationIndexPaths(core.decorationsToDelete(ofKind: kind).map(Self.indexPath))
    }

    open override func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> DecorationIndexPaths {
        guard let kind = CollectionLayoutCore.decorationKind(named: elementKind) else { return super.indexPathsToInsertForDecorationView(ofKind: elementKind) }
        return DecorationIndexPaths(core.decorationsToInsert(ofKind: kind).map(Self.indexPath))
    }

    private func appearing(_ id: ElementID) -> Attributes? {
        core.initialAttributes(forAppearing: id).map(attributes)
    }

    private func disappearing(_ id: ElementID) -> Attributes? {
        core.finalAttributes(forDisappearing: id).map(attributes)
    }

    // MARK: Self-sizing

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: Attributes,
                                              withOriginalAttributes originalAttributes: Attributes) -> Bool {
        guard let path = Self.cellIndexPath(of: preferredAttributes) else { return false }
        return core.invalidates(forPreferredSize: Size(preferredAttributes.size), of: .cell(path.item, section: path.section))
    }

    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: Attributes,
                                           withOriginalAttributes originalAttributes: Attributes) -> InvalidationContext {
        let context = Self.ownContext(super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes))
        guard let path = Self.cellIndexPath(of: preferredAttributes) else { return context }
        let adjustment = core.reportPreferredSize(Size(preferredAttributes.size), of: .cell(path.item, section: path.section),
                                                  view: viewBounds(nil))
        context.contentOffsetAdjustment = CGPoint(adjustment.contentOffset)
        context.contentSizeAdjustment = CGSize(adjustment.contentSize)
        deliverErrorsLater()
        return context
    }

    // MARK: Errors

    /// Hands the errors the core met to `errorHandler` once the layout pass is over: a handler
    /// that reloads the data or sets another layout must not re-enter the pass.
    func deliverErrorsLater() {
        guard !errorsAwaitDelivery, !core.unreportedErrors.isEmpty else { return }
        errorsAwaitDelivery = true
        Task { @MainActor [weak self] in
            guard let self else { return }
            errorsAwaitDelivery = false
            for error in core.takeUnreportedErrors() { errorHandler?(error) }
        }
    }

    // MARK: Conversions

    /// Names the elements in an invalidation context, each by its kind.
    private func invalidate(_ elements: CollectionLayoutCore.InvalidatedElements, in context: InvalidationContext) {
        if !elements.cells.isEmpty { context.invalidateItems(at: .init(elements.cells.map(Self.indexPath))) }
        for (kind, ids) in elements.supplementaries {
            context.invalidateSupplementaryElements(ofKind: Self.elementKind(kind), at: .init(ids.map(Self.indexPath)))
        }
        for (kind, ids) in elements.decorations {
            context.invalidateDecorationElements(ofKind: Self.elementKind(kind), at: .init(ids.map(Self.indexPath)))
        }
    }

    func attributes(for id: ElementID) -> Attributes? {
        defer { deliverErrorsLater() }
        return core.attributes(for: id).map(attributes)
    }

    static func indexPath(_ id: ElementID) -> IndexPath {
        IndexPath(item: id.item, section: id.section)
    }

    /// The decoration a view names by kind and index path (the core says which).
    private static func decorationID(_ kind: String, _ path: IndexPath) -> ElementID? {
        CollectionLayoutCore.decorationID(kindNamed: kind, section: path.section, item: path.item)
    }
}
