#if canImport(UIKit)
import TesseraCoreGraphics
import TesseraRuntime
import UIKit

/// A `UICollectionViewLayout` for any Tessera layout, generated (`TesseraLayouts.Mosaic()`) or
/// loaded at run time (`CompiledLayout`, `InterpretedLayout`). Every decision is
/// `CollectionLayoutCore`'s, tested on Linux; this class converts types and nothing else.
///
/// Layouts that take item sizes from data (waterfalls, flows sized by data) need `itemSize`;
/// self-sizing cells then report their preferred sizes and the layout follows them. A layout
/// error (a count past the layout's limits, say) is given to `errorHandler` and leaves the
/// layout empty: a collection view cannot be told of errors, and an app must not crash for one.
@MainActor
open class TesseraCollectionViewLayout: UICollectionViewLayout {
    public let layout: any TesseraLayout
    /// The size of the item at an index path, for layouts that take sizes from data.
    public var itemSize: (@MainActor (IndexPath) -> CGSize)?
    public var errorHandler: (@MainActor (LayoutError) -> Void)?
    private var core: CollectionLayoutCore

    /// The decoration kinds: a section's background and the separators between items. Both are
    /// drawn by `TesseraDecorationView` unless the app registers its own view for the kind.
    public static let backgroundKind = "TesseraSectionBackground"
    public static let separatorKind = "TesseraSeparator"

    public init(_ layout: any TesseraLayout, itemSize: (@MainActor (IndexPath) -> CGSize)? = nil) {
        self.layout = layout
        self.itemSize = itemSize
        core = CollectionLayoutCore(layout: layout)
        super.init()
        register(TesseraDecorationView.self, forDecorationViewOfKind: Self.backgroundKind)
        register(TesseraDecorationView.self, forDecorationViewOfKind: Self.separatorKind)
        // A new text size lays the layout out again (only a layout that reads `textScale` moves).
        NotificationCenter.default.addObserver(self, selector: #selector(textSizeChanged),
                                               name: UIContentSizeCategory.didChangeNotification, object: nil)
    }

    @objc private func textSizeChanged() {
        invalidateLayout()
    }

    public required init?(coder: NSCoder) {
        nil
    }

    // The layouts compute left to right; UIKit mirrors them in a right-to-left interface.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    open override var collectionViewContentSize: CGSize { CGSize(core.contentSize) }

    open override func prepare() {
        super.prepare()
        guard let view = collectionView else { return }
        let counts = (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
        // The reader's text size, as body text scales at it: `textScale` in the layout's formulas.
        let textScale = Double(UIFontMetrics.default.scaledValue(for: 1, compatibleWith: view.traitCollection))
        attempt {
            try core.prepare(viewport: Size(view.bounds.size), offset: Point(view.contentOffset), sectionCounts: counts, textScale: textScale) {
                guard let itemSize else { return nil }
                return CollectionLayoutCore.itemSizes(counts: counts) { Size(itemSize(IndexPath(item: $0, section: $1))) }
            }
        }
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attempt { try core.attributes(in: Rect(rect)).map(attributes) } ?? []
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        switch elementKind {
        case Self.backgroundKind: attributes(for: ElementID(.background, section: indexPath.section))
        case Self.separatorKind: attributes(for: ElementID(.separator, section: indexPath.section, item: indexPath.item))
        default: nil
        }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(for: .cell(indexPath.item, section: indexPath.section))
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let kind = Self.elementKind(elementKind) else { return nil }
        return attributes(for: ElementID(kind, section: indexPath.section))
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        core.invalidates(forBoundsChange: Rect(newBounds))
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if case .elements(let ids) = attempt({ try core.invalidation(forBoundsChange: Rect(newBounds)) }) {
            context.invalidateItems(at: ids.filter { $0.kind == .cell }.map(Self.indexPath))
            for kind in [ElementKind.header, .footer, .background, .separator] {
                let paths = ids.filter { $0.kind == kind }.map(Self.indexPath)
                guard !paths.isEmpty else { continue }
                if kind.isDecoration {
                    context.invalidateDecorationElements(ofKind: Self.elementKind(kind), at: paths)
                } else {
                    context.invalidateSupplementaryElements(ofKind: Self.elementKind(kind), at: paths)
                }
            }
        }
        return context
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts { core.invalidateData() }
        super.invalidateLayout(with: context)
    }

    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        let proposed = Point(proposedContentOffset)
        return CGPoint(attempt { try core.restingOffset(proposed: proposed, velocity: Point(velocity)) } ?? proposed)
    }

    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        CGPoint(core.offsetAfterChange(proposed: Point(proposedContentOffset)))
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
        context.invalidateItems(at: (changed.filter { $0.kind == .cell }.map(Self.indexPath)))
        invalidateLayout(with: context)
    }

    /// Where a sideways pan of orthogonal section `section` that ends at `proposed` with
    /// `velocity` comes to rest, by the section's `snap`.
    public func restingOffset(ofSection section: Int, proposed: CGFloat, velocity: CGFloat) -> CGFloat {
        CGFloat(attempt { try core.restingOffset(ofSection: section, proposed: Double(proposed), velocity: Double(velocity)) } ?? Double(proposed))
    }

    // MARK: Updates

    open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        core.beginUpdates(CollectionLayoutCore.itemUpdates(from: updateItems.map { item in
            CollectionLayoutCore.UpdateEntry(action: Self.action(item.updateAction),
                                             before: item.indexPathBeforeUpdate.map(Array.init),
                                             after: item.indexPathAfterUpdate.map(Array.init))
        }))
    }

    open override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        core.endUpdates()
    }

    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let id = ElementID.cell(itemIndexPath.item, section: itemIndexPath.section)
        guard let appearing = attempt({ try core.initialAttributes(forAppearing: id) }) ?? nil else {
            return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        }
        return attributes(appearing)
    }

    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let id = ElementID.cell(itemIndexPath.item, section: itemIndexPath.section)
        guard let disappearing = attempt({ try core.finalAttributes(forDisappearing: id) }) ?? nil else {
            return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        }
        return attributes(disappearing)
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
        let offset = Point(collectionView?.contentOffset ?? .zero)
        if let adjustment = attempt({ try core.reportPreferredSize(Size(preferredAttributes.size), of: .cell(path.item, section: path.section), at: offset) }) {
            context.contentOffsetAdjustment = CGPoint(adjustment)
            let newSize = core.contentSize
            context.contentSizeAdjustment = CGSize(width: newSize.width - oldSize.width, height: newSize.height - oldSize.height)
        }
        return context
    }

    // MARK: Conversions

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

extension CATransform3D {
    /// The runtime's matrix, which is laid out as Core Animation's.
    init(_ m: Matrix3D) {
        self.init(m11: CGFloat(m.m11), m12: CGFloat(m.m12), m13: CGFloat(m.m13), m14: CGFloat(m.m14),
                  m21: CGFloat(m.m21), m22: CGFloat(m.m22), m23: CGFloat(m.m23), m24: CGFloat(m.m24),
                  m31: CGFloat(m.m31), m32: CGFloat(m.m32), m33: CGFloat(m.m33), m34: CGFloat(m.m34),
                  m41: CGFloat(m.m41), m42: CGFloat(m.m42), m43: CGFloat(m.m43), m44: CGFloat(m.m44))
    }
}
#endif
