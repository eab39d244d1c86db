#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import TesseraCoreGraphics
@_spi(Adapters) import TesseraRuntime

/// An `NSCollectionViewLayout` for any Tessera layout, generated or loaded at run time. Every
/// decision is `CollectionLayoutCore`'s, tested on Linux; this class converts types and nothing
/// else, and most of it is one body with TesseraUIKit's (`Generated/TesseraCollectionViewLayout+Body.swift`,
/// written from `CodeGeneration/AppleShells`): this file holds what AppKit does differently. The viewport is the enclosing scroll view's visible rect (the collection view itself
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
    var core: CollectionLayoutCore
    /// While kept, a `ChangingLayout` (a live layout) lays this one out again after each change.
    private var observation: LayoutObservation?
    var errorsAwaitDelivery = false

    /// AppKit's names for what the shared body answers with.
    public typealias Attributes = NSCollectionViewLayoutAttributes
    public typealias InvalidationContext = NSCollectionViewLayoutInvalidationContext
    public typealias UpdateItem = NSCollectionViewUpdateItem
    public typealias DecorationIndexPaths = Set<IndexPath>
    public typealias FrameworkLayout = NSCollectionViewLayout
    public typealias TransitionLayout = NSCollectionViewTransitionLayout

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
        core.noteDragging(notification.name == NSScrollView.willStartLiveScrollNotification, view: viewBounds(nil))
    }

    /// After a change no bracket of AppKit's calls covers (Reduce Motion, a live layout's save):
    /// lays out at once, and scrolls so that the first visible item stays where it was on screen.
    @MainActor private func layOutAgainKeepingAnchor(layoutChanged: Bool) {
        if layoutChanged { core.layoutDidChange() }
        invalidateLayout()
        guard let view = collectionView, let clip = view.enclosingScrollView?.contentView else { return }
        view.layoutSubtreeIfNeeded()
        let current = clip.bounds.origin
        let offset = NSPoint(core.offsetAfterChange(proposed: Point(current), insets: contentInsets))
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

    open override func prepare() {
        super.prepare()
        guard let view = collectionView else { return }
        let counts = Self.onMainThread { (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) } }
        let itemSize = itemSize
        let reduceMotion = Self.onMainThread { NSWorkspace.shared.accessibilityDisplayShouldReduceMotion }
        core.prepare(view: viewBounds(nil), sectionCounts: counts, reduceMotion: reduceMotion) {
            guard let itemSize else { return nil }
            return Self.onMainThread {
                CollectionLayoutCore.itemSizes(counts: counts) { Size(itemSize(IndexPath(item: $0, section: $1))) }
            }
        }
        // A layout kept to its end opening there, or reloaded while the view followed its end:
        // no call of AppKit's asks where to scroll, so the clip view is scrolled here.
        if let target = core.offsetToTakeNow(insets: contentInsets, shownByView: view.collectionViewLayout === self) {
            Self.onMainThread {
                guard let clip = view.enclosingScrollView?.contentView else { return }
                clip.scroll(to: NSPoint(target))
                view.enclosingScrollView?.reflectScrolledClipView(clip)
            }
        }
        // A scroll the app asked for before the data had its item: the data has it now.
        if Self.onMainThread({ view.collectionViewLayout === self }), let target = core.pendingScrollTarget(view: viewBounds(nil)) {
            Self.onMainThread { Self.scrollClipView(of: view, to: target) }
        }
        deliverErrorsLater()
    }

    /// Scrolls the view so that the item's leading edge is at the viewport's (held where the view
    /// reaches): now, or once a layout pass finds the item in the data when the data does not have
    /// it yet (it loads later). A later call replaces a request still waiting. The core decides
    /// (`CollectionLayoutCore.scrollTarget(toItem:view:)`, docs/SESSIONS.md rule 11).
    @MainActor public func scrollToItem(at indexPath: IndexPath) {
        let item = ElementID.cell(indexPath.item, section: indexPath.section)
        guard let target = core.scrollTarget(toItem: item, view: viewBounds(nil)), let view = collectionView else { return }
        Self.scrollClipView(of: view, to: target)
    }

    @MainActor private static func scrollClipView(of view: NSCollectionView, to target: Point) {
        guard let clip = view.enclosingScrollView?.contentView else { return }
        clip.scroll(to: NSPoint(target))
        view.enclosingScrollView?.reflectScrolledClipView(clip)
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: NSRect) -> Bool {
        // Paging by item counts from a live scroll's start (`liveScrollChanged`).
        core.invalidates(forBoundsChange: viewBounds(newBounds))
    }

    open override func layoutAttributesForDropTarget(at pointInCollectionView: NSPoint) -> NSCollectionViewLayoutAttributes? {
        guard let id = core.element(at: Point(pointInCollectionView)), id.kind == .cell else { return nil }
        return attributes(for: id)
    }

    // MARK: What AppKit does differently

    /// What the enclosing scroll view shows of the collection view (which is as large as its
    /// content), and the insets of its content area, whatever bounds AppKit proposes: the
    /// collection view's own bounds are its content's. `newBounds` only for a layout without a view.
    func viewBounds(_ newBounds: NSRect?) -> CollectionViewBounds {
        guard let view = collectionView else { return CollectionViewBounds(Rect(newBounds ?? .zero)) }
        return Self.onMainThread {
            guard let scrollView = view.enclosingScrollView else { return CollectionViewBounds(Rect(view.visibleRect)) }
            let inset = scrollView.contentInsets
            return CollectionViewBounds(Rect(scrollView.contentView.bounds),
                                        insets: EdgeInsets(top: Double(inset.top), left: Double(inset.left),
                                                           bottom: Double(inset.bottom), right: Double(inset.right)))
        }
    }

    var contentInsets: EdgeInsets { viewBounds(nil).insets }

    /// Runs `body`, which reads the collection view, on the main actor. AppKit calls a layout on
    /// the main thread, but the SDKs declare NSCollectionViewLayout's methods nonisolated while
    /// NSCollectionView's are main-actor, so an override can reach the view only by asserting
    /// the main thread; `assumeIsolated` checks it, and stops the app if a caller breaks the rule.
    static func onMainThread<T: Sendable>(_ body: @MainActor () -> T) -> T {
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

    func attributes(_ element: LayoutAttributes) -> Attributes {
        let path = Self.indexPath(element.id)
        let attributes: Attributes
        switch element.id.kind {
        case .cell where element.isTransformed:
            let transformed = TesseraTransformedAttributes(forItemWith: path)
            transformed.untransformedFrame = NSRect(element.frame)
            transformed.transform3D = CATransform3D(element.transformMatrix)
            attributes = transformed
        case .cell:
            attributes = Attributes(forItemWith: path)
        case .header, .footer:
            attributes = Attributes(forSupplementaryViewOfKind: Self.elementKind(element.id.kind), with: path)
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

    /// The index path of a cell's attributes; nil for another element.
    static func cellIndexPath(of attributes: Attributes) -> IndexPath? {
        attributes.representedElementCategory == .item ? attributes.indexPath : nil
    }

    static func elementKind(_ kind: ElementKind) -> String {
        switch kind {
        case .footer: onMainThread { NSCollectionView.elementKindSectionFooter }
        case .background: backgroundKind
        case .separator: separatorKind
        case .header, .cell: onMainThread { NSCollectionView.elementKindSectionHeader }
        }
    }

    static func elementKind(_ kind: NSCollectionView.SupplementaryElementKind) -> ElementKind? {
        switch kind {
        case elementKind(.header): .header
        case elementKind(.footer): .footer
        default: nil
        }
    }

    static func action(_ action: NSCollectionView.UpdateAction) -> CollectionLayoutCore.UpdateEntry.Action {
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
