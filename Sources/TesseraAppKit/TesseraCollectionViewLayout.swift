#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import TesseraCoreGraphics
@_spi(Adapters) import TesseraRuntime

/// An `NSCollectionViewLayout` for any Tessera layout, generated or loaded at run time. Every
/// decision is `CollectionLayoutCore`'s, tested on Linux; this class converts types and nothing
/// else. The viewport is the enclosing scroll view's visible rect (the collection view itself
/// is as large as its content), less its `contentInsets` (a title bar or toolbar over the content).
///
/// Layouts that take item sizes from data need `itemSize`. Items report other sizes only when
/// they override `preferredLayoutAttributesFitting(_:)`: AppKit's default returns the attributes
/// unchanged (`docs/APPS.md` shows an item that sizes itself). Headers and footers appear only
/// for the kinds named in `supplementaryKinds`. A layout error is given once to `errorHandler`,
/// after the layout pass, and leaves the layout empty until the data or the view's size change,
/// rather than stopping the app.
///
/// The class takes its isolation from `NSCollectionViewLayout`, which the macOS SDKs up to 15
/// leave nonisolated; AppKit uses a layout on the main thread only.
open class TesseraCollectionViewLayout: NSCollectionViewLayout {
    public let layout: any TesseraLayout
    /// The size of the item at an index path, for layouts that take sizes from data.
    public var itemSize: (@MainActor (IndexPath) -> CGSize)?
    /// Told of each layout error once, after the layout pass that met it.
    public var errorHandler: (@MainActor (LayoutError) -> Void)?
    private var core: CollectionLayoutCore
    /// While kept, a `ChangingLayout` (a live layout) lays this one out again after each change.
    private var observation: LayoutObservation?
    private var errorsAwaitDelivery = false

    /// The decoration kinds: a section's background and the separators between items. Both are
    /// drawn by `TesseraDecorationView` unless the app registers its own view for the kind.
    public static let backgroundKind = NSCollectionView.DecorationElementKind(CollectionLayoutCore.backgroundKindName)
    public static let separatorKind = NSCollectionView.DecorationElementKind(CollectionLayoutCore.separatorKindName)

    /// `supplementaryKinds`: the views the app's data source makes, `.header` for
    /// `elementKindSectionHeader` and `.footer` for `elementKindSectionFooter`; the layout leaves
    /// out the others.
    public init(_ layout: any TesseraLayout, itemSize: (@MainActor (IndexPath) -> CGSize)? = nil,
                supplementaryKinds: Set<ElementKind> = []) {
        self.layout = layout
        self.itemSize = itemSize
        core = CollectionLayoutCore(layout: layout, suppliedKinds: supplementaryKinds)
        super.init()
        register(TesseraDecorationView.self, forDecorationViewOfKind: Self.backgroundKind)
        register(TesseraDecorationView.self, forDecorationViewOfKind: Self.separatorKind)
        observation = (layout as? any ChangingLayout)?.observe { [weak self] in self?.layOutAgainKeepingAnchor(layoutChanged: true) }
        // A live scroll (a trackpad or wheel gesture) is where paging by item counts from.
        NotificationCenter.default.addObserver(self, selector: #selector(liveScrollChanged(_:)),
                                               name: NSScrollView.willStartLiveScrollNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(liveScrollChanged(_:)),
                                               name: NSScrollView.didEndLiveScrollNotification, object: nil)
        // Reduce Motion turned on or off lays the layout out again with its effects for it.
        NSWorkspace.shared.notificationCenter.addObserver(self, selector: #selector(displayOptionsChanged),
                                                          name: NSWorkspace.accessibilityDisplayOptionsDidChangeNotification, object: nil)
    }

    @objc private func displayOptionsChanged() {
        Self.onMainThread { layOutAgainKeepingAnchor(layoutChanged: false) }
    }

    @objc private func liveScrollChanged(_ notification: Notification) {
        guard let scrollView = notification.object as? NSScrollView, scrollView === collectionView?.enclosingScrollView else { return }
        core.noteDragging(notification.name == NSScrollView.willStartLiveScrollNotification, view: visible(fallback: .zero))
    }

    /// After a change no bracket of AppKit's calls covers (Reduce Motion, a live layout's save):
    /// lays out at once, and scrolls so that the first visible item stays where it was on screen.
    @MainActor private func layOutAgainKeepingAnchor(layoutChanged: Bool) {
        if layoutChanged { core.layoutDidChange() }
        invalidateLayout()
        guard let view = collectionView, let clip = view.enclosingScrollView?.contentView else { return }
        view.layoutSubtreeIfNeeded()
        let current = clip.bounds.origin
        let offset = NSPoint(core.offsetAfterChange(proposed: Point(current), insets: visible(fallback: .zero).insets))
        if offset != current { clip.scroll(to: offset) }
        deliverErrorsLater()
    }

    /// A layout needs its Tessera layout, which an archive cannot hold: a storyboard or nib that
    /// names this class would get an empty layout and show nothing, so it stops there, saying so.
    @available(*, unavailable, message: "create the layout in code with init(_:itemSize:supplementaryKinds:) and set it as the collection view's layout")
    public required init?(coder: NSCoder) {
        fatalError("TesseraCollectionViewLayout cannot be made from a storyboard or nib: create it in code with "
            + "TesseraCollectionViewLayout(layout) and set it as the collection view's collectionViewLayout")
    }

    open override var collectionViewContentSize: NSSize { NSSize(core.contentSize) }

    open override func prepare() {
        super.prepare()
        guard let view = collectionView else { return }
        let counts = Self.onMainThread { (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) } }
        let itemSize = itemSize
        let reduceMotion = Self.onMainThread { NSWorkspace.shared.accessibilityDisplayShouldReduceMotion }
        core.prepare(view: visible(fallback: .zero), sectionCounts: counts, reduceMotion: reduceMotion) {
            guard let itemSize else { return nil }
            return Self.onMainThread {
                CollectionLayoutCore.itemSizes(counts: counts) { Size(itemSize(IndexPath(item: $0, section: $1))) }
            }
        }
        deliverErrorsLater()
    }

    open override func layoutAttributesForElements(in rect: NSRect) -> [NSCollectionViewLayoutAttributes] {
        defer { deliverErrorsLater() }
        return core.attributes(in: Rect(rect)).map(attributes)
    }

    // Never nil for a decoration of these kinds: one the layout no longer has is hidden (the
    // core says why).
    open override func layoutAttributesForDecorationView(ofKind elementKind: NSCollectionView.DecorationElementKind,
                                                         at indexPath: IndexPath) -> NSCollectionViewLayoutAttributes? {
        Self.decorationID(elementKind, indexPath).flatMap(attributes(for:))
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> NSCollectionViewLayoutAttributes? {
        attributes(for: .cell(indexPath.item, section: indexPath.section))
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: NSCollectionView.SupplementaryElementKind,
                                                            at indexPath: IndexPath) -> NSCollectionViewLayoutAttributes? {
        Self.elementKind(elementKind).flatMap { attributes(for: ElementID($0, section: indexPath.section)) }
    }

    open override func layoutAttributesForDropTarget(at pointInCollectionView: NSPoint) -> NSCollectionViewLayoutAttributes? {
        guard let id = core.element(at: Point(pointInCollectionView)), id.kind == .cell else { return nil }
        return attributes(for: id)
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: NSRect) -> Bool {
        core.invalidates(forBoundsChange: visible(fallback: newBounds))
    }

    open override func invalidationContext(forBoundsChange newBounds: NSRect) -> NSCollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        switch core.invalidation(forBoundsChange: visible(fallback: newBounds)) {
        case .elements(let ids): invalidate(CollectionLayoutCore.InvalidatedElements(ids), in: context)
        case .viewport(let adjustment): context.contentOffsetAdjustment = NSPoint(adjustment)
        }
        deliverErrorsLater()
        return context
    }

    open override func invalidateLayout(with context: NSCollectionViewLayoutInvalidationContext) {
        core.invalidate(everything: context.invalidateEverything, dataSourceCounts: context.invalidateDataSourceCounts)
        super.invalidateLayout(with: context)
    }

    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: NSPoint, withScrollingVelocity velocity: NSPoint) -> NSPoint {
        defer { deliverErrorsLater() }
        return NSPoint(core.restingOffset(proposed: Point(proposedContentOffset), velocity: Point(velocity), insets: visible(fallback: .zero).insets))
    }

    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: NSPoint) -> NSPoint {
        NSPoint(core.offsetAfterChange(proposed: Point(proposedContentOffset), insets: visible(fallback: .zero).insets))
    }

    open override func prepare(forAnimatedBoundsChange oldBounds: NSRect) {
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
    /// sideways scroll: a pan or a sideways scroll-wheel over the band calls
    /// `setOffset(_:ofSection:)`, and its end `restingOffset(ofSection:proposed:velocity:)`.
    public func band(ofSection section: Int) -> NSRect? {
        core.band(ofSection: section).map { NSRect($0) }
    }

    /// Scrolls orthogonal section `section` sideways: only the items that moved, entered or
    /// left are invalidated.
    public func setOffset(_ offset: CGFloat, ofSection section: Int) {
        let changed = core.scroll(section: section, to: Double(offset))
        deliverErrorsLater()
        guard !changed.isEmpty else { return }
        let context = NSCollectionViewLayoutInvalidationContext()
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

    open override func prepare(forCollectionViewUpdates updateItems: [NSCollectionViewUpdateItem]) {
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
        // Self-sizing during the update moved the content: the adjustment is applied now.
        guard let staged = core.endUpdates() else { return }
        let context = NSCollectionViewLayoutInvalidationContext()
        context.contentOffsetAdjustment = NSPoint(staged)
        invalidateLayout(with: context)
    }

    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> NSCollectionViewLayoutAttributes? {
        appearing(.cell(itemIndexPath.item, section: itemIndexPath.section)) ?? super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    }

    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> NSCollectionViewLayoutAttributes? {
        disappearing(.cell(itemIndexPath.item, section: itemIndexPath.section)) ?? super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    }

    open override func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: NSCollectionView.SupplementaryElementKind,
                                                                               at elementIndexPath: IndexPath) -> NSCollectionViewLayoutAttributes? {
        Self.elementKind(elementKind).flatMap { appearing(ElementID($0, section: elementIndexPath.section)) }
            ?? super.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
    }

    open override func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: NSCollectionView.SupplementaryElementKind,
                                                                                at elementIndexPath: IndexPath) -> NSCollectionViewLayoutAttributes? {
        Self.elementKind(elementKind).flatMap { disappearing(ElementID($0, section: elementIndexPath.section)) }
            ?? super.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
    }

    open override func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: NSCollectionView.DecorationElementKind,
                                                                            at decorationIndexPath: IndexPath) -> NSCollectionViewLayoutAttributes? {
        Self.decorationID(elementKind, decorationIndexPath).flatMap(appearing)
            ?? super.initialLayoutAttributesForAppearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)
    }

    open override func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: NSCollectionView.DecorationElementKind,
                                                                             at decorationIndexPath: IndexPath) -> NSCollectionViewLayoutAttributes? {
        Self.decorationID(elementKind, decorationIndexPath).flatMap(disappearing)
            ?? super.finalLayoutAttributesForDisappearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)
    }

    // During an update the view asks for the new attributes of every decoration it shows, but
    // those named here.
    open override func indexPathsToDeleteForDecorationView(ofKind elementKind: NSCollectionView.DecorationElementKind) -> Set<IndexPath> {
        guard let kind = CollectionLayoutCore.decorationKind(named: elementKind) else { return super.indexPathsToDeleteForDecorationView(ofKind: elementKind) }
        return Set(core.decorationsToDelete(ofKind: kind).map(Self.indexPath))
    }

    open override func indexPathsToInsertForDecorationView(ofKind elementKind: NSCollectionView.DecorationElementKind) -> Set<IndexPath> {
        guard let kind = CollectionLayoutCore.decorationKind(named: elementKind) else { return super.indexPathsToInsertForDecorationView(ofKind: elementKind) }
        return Set(core.decorationsToInsert(ofKind: kind).map(Self.indexPath))
    }

    private func appearing(_ id: ElementID) -> NSCollectionViewLayoutAttributes? {
        core.initialAttributes(forAppearing: id).map(attributes)
    }

    private func disappearing(_ id: ElementID) -> NSCollectionViewLayoutAttributes? {
        core.finalAttributes(forDisappearing: id).map(attributes)
    }

    // MARK: Self-sizing

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: NSCollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: NSCollectionViewLayoutAttributes) -> Bool {
        guard preferredAttributes.representedElementCategory == .item, let path = preferredAttributes.indexPath else { return false }
        return core.invalidates(forPreferredSize: Size(preferredAttributes.size), of: .cell(path.item, section: path.section))
    }

    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: NSCollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: NSCollectionViewLayoutAttributes) -> NSCollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        guard let path = preferredAttributes.indexPath else { return context }
        let adjustment = core.reportPreferredSize(Size(preferredAttributes.size), of: .cell(path.item, section: path.section),
                                                  view: visible(fallback: .zero))
        context.contentOffsetAdjustment = NSPoint(adjustment.contentOffset)
        context.contentSizeAdjustment = NSSize(adjustment.contentSize)
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

    /// What the enclosing scroll view shows of the collection view (which is as large as its
    /// content), and the insets of its content area.
    private func visible(fallback: NSRect) -> CollectionViewBounds {
        guard let view = collectionView else { return CollectionViewBounds(Rect(fallback)) }
        return Self.onMainThread {
            guard let scrollView = view.enclosingScrollView else { return CollectionViewBounds(Rect(view.visibleRect)) }
            let inset = scrollView.contentInsets
            return CollectionViewBounds(Rect(scrollView.contentView.bounds),
                                        insets: EdgeInsets(top: Double(inset.top), left: Double(inset.left),
                                                           bottom: Double(inset.bottom), right: Double(inset.right)))
        }
    }

    /// Runs `body`, which reads the collection view, on the main actor. AppKit calls a layout on
    /// the main thread, but the SDKs declare NSCollectionViewLayout's methods nonisolated while
    /// NSCollectionView's are main-actor, so an override can reach the view only by asserting
    /// the main thread; `assumeIsolated` checks it, and stops the app if a caller breaks the rule.
    private static func onMainThread<T: Sendable>(_ body: @MainActor () -> T) -> T {
        #if canImport(_Concurrency, _version: 6.0)
        return MainActor.assumeIsolated(body)
        #else
        // Standard libraries before Swift 6 (the macOS 14 SDK's) have `assumeIsolated` from macOS
        // 14 only. No toolchain that builds this package ships one; the branch keeps it compiling.
        guard #available(macOS 14.0, *) else {
            fatalError("TesseraAppKit built with a standard library older than Swift 6 runs on macOS 14 and later")
        }
        return MainActor.assumeIsolated(body)
        #endif
    }

    /// Names the elements in an invalidation context, each by its kind.
    private func invalidate(_ elements: CollectionLayoutCore.InvalidatedElements, in context: NSCollectionViewLayoutInvalidationContext) {
        if !elements.cells.isEmpty { context.invalidateItems(at: Set(elements.cells.map(Self.indexPath))) }
        for (kind, ids) in elements.supplementaries {
            context.invalidateSupplementaryElements(ofKind: Self.elementKind(kind), at: Set(ids.map(Self.indexPath)))
        }
        for (kind, ids) in elements.decorations {
            context.invalidateDecorationElements(ofKind: Self.elementKind(kind), at: Set(ids.map(Self.indexPath)))
        }
    }

    private func attributes(for id: ElementID) -> NSCollectionViewLayoutAttributes? {
        defer { deliverErrorsLater() }
        return core.attributes(for: id).map(attributes)
    }

    private func attributes(_ element: LayoutAttributes) -> NSCollectionViewLayoutAttributes {
        let path = Self.indexPath(element.id)
        let attributes: NSCollectionViewLayoutAttributes
        switch element.id.kind {
        case .cell where element.isTransformed:
            let transformed = TesseraTransformedAttributes(forItemWith: path)
            transformed.untransformedFrame = NSRect(element.frame)
            transformed.transform3D = CATransform3D(element.transformMatrix)
            attributes = transformed
        case .cell:
            attributes = NSCollectionViewLayoutAttributes(forItemWith: path)
        case .header, .footer:
            attributes = NSCollectionViewLayoutAttributes(forSupplementaryViewOfKind: Self.elementKind(element.id.kind), with: path)
        case .background, .separator:
            let decoration = TesseraDecorationAttributes(forDecorationViewOfKind: Self.elementKind(element.id.kind), with: path)
            decoration.cornerRadius = CGFloat(core.driver?.prepared.backgroundCornerRadius(section: element.id.section) ?? 0)
            attributes = decoration
        }
        // AppKit's attributes have no transform: a scaled element is given its scaled frame, a
        // moved, rotated or turned one the bounds of what is drawn (and its transform, above).
        attributes.frame = NSRect(element.displayedBounds ?? element.displayedFrame)
        attributes.alpha = element.alpha
        attributes.zIndex = element.zIndex
        return attributes
    }

    private static func indexPath(_ id: ElementID) -> IndexPath {
        IndexPath(item: id.item, section: id.section)
    }

    /// The decoration a view names by kind and index path (the core says which).
    private static func decorationID(_ kind: NSCollectionView.DecorationElementKind, _ path: IndexPath) -> ElementID? {
        CollectionLayoutCore.decorationID(kindNamed: kind, section: path.section, item: path.item)
    }

    private static func elementKind(_ kind: ElementKind) -> String {
        switch kind {
        case .footer: onMainThread { NSCollectionView.elementKindSectionFooter }
        case .background: backgroundKind
        case .separator: separatorKind
        case .header, .cell: onMainThread { NSCollectionView.elementKindSectionHeader }
        }
    }

    private static func elementKind(_ kind: NSCollectionView.SupplementaryElementKind) -> ElementKind? {
        switch kind {
        case elementKind(.header): .header
        case elementKind(.footer): .footer
        default: nil
        }
    }

    private static func action(_ action: NSCollectionView.UpdateAction) -> CollectionLayoutCore.UpdateEntry.Action {
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
