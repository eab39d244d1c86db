// The part of AppKit's API that TesseraAppKit uses, with AppKit's signatures and no behaviour,
// so that swiftc type-checks the adapter on Linux (AdapterTypeCheckTests). Only declarations:
// the adapter is compiled against the real AppKit on macOS.
@_exported import Foundation

extension IndexPath {
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public var item: Int { self[1] }
    public var section: Int { self[0] }
}

public enum NSCollectionElementCategory: Int, Sendable { case item, supplementaryView, decorationView, interItemGap }

public final class CGColor: Sendable {}

public struct NSColor: Sendable {
    public static let controlBackgroundColor = NSColor()
    public static let separatorColor = NSColor()
    public var cgColor: CGColor { CGColor() }
}

@MainActor open class CALayer {
    open var backgroundColor: CGColor?
    open var cornerRadius: CGFloat = 0
}

@MainActor open class NSView {
    public init(frame frameRect: NSRect) {}
    public required init?(coder: NSCoder) {}
    open var wantsLayer = false
    open var layer: CALayer?
}

@MainActor public protocol NSCollectionViewElement: AnyObject {}

@MainActor open class NSClipView {
    open var bounds: NSRect = .zero
}

@MainActor open class NSScrollView {
    open var contentView: NSClipView = NSClipView()
}

@MainActor open class NSCollectionView {
    public typealias SupplementaryElementKind = String
    public typealias DecorationElementKind = String
    public enum UpdateAction: Int, Sendable { case insert, delete, reload, move, none }
    public static let elementKindSectionHeader: SupplementaryElementKind = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter: SupplementaryElementKind = "UICollectionElementKindSectionFooter"
    open var visibleRect: NSRect { .zero }
    open var enclosingScrollView: NSScrollView? { nil }
    open var numberOfSections: Int { 0 }
    open func numberOfItems(inSection section: Int) -> Int { 0 }
}

@MainActor open class NSCollectionViewLayoutAttributes {
    public required init() {}
    public convenience init(forItemWith indexPath: IndexPath) { self.init() }
    public convenience init(forSupplementaryViewOfKind elementKind: NSCollectionView.SupplementaryElementKind, with indexPath: IndexPath) { self.init() }
    public convenience init(forDecorationViewOfKind decorationViewKind: NSCollectionView.DecorationElementKind, with indexPath: IndexPath) { self.init() }
    open var representedElementKind: String? { nil }
    open func copy(with zone: NSZone? = nil) -> Any { self }
    open func isEqual(_ object: Any?) -> Bool { false }
    open var frame: NSRect = .zero
    open var size: NSSize = .zero
    open var alpha: CGFloat = 1
    open var zIndex: Int = 0
    open var indexPath: IndexPath?
    open var representedElementCategory: NSCollectionElementCategory { .item }
}

@MainActor open class NSCollectionViewLayoutInvalidationContext {
    open var invalidateEverything: Bool { false }
    open var invalidateDataSourceCounts: Bool { false }
    open var contentOffsetAdjustment: NSPoint = .zero
    open var contentSizeAdjustment: NSSize = .zero
    open func invalidateItems(at indexPaths: Set<IndexPath>) {}
    open func invalidateSupplementaryElements(ofKind elementKind: NSCollectionView.SupplementaryElementKind, at indexPaths: Set<IndexPath>) {}
    open func invalidateDecorationElements(ofKind elementKind: NSCollectionView.DecorationElementKind, at indexPaths: Set<IndexPath>) {}
}

@MainActor open class NSCollectionViewUpdateItem {
    open var indexPathBeforeUpdate: IndexPath? { nil }
    open var indexPathAfterUpdate: IndexPath? { nil }
    open var updateAction: NSCollectionView.UpdateAction { .none }
}

@MainActor open class NSCollectionViewLayout {
    public init() {}
    public required init?(coder: NSCoder) {}
    open var collectionView: NSCollectionView? { nil }
    open var collectionViewContentSize: NSSize { .zero }
    open func prepare() {}
    open func layoutAttributesForElements(in rect: NSRect) -> [NSCollectionViewLayoutAttributes] { [] }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> NSCollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(ofKind elementKind: NSCollectionView.SupplementaryElementKind,
                                                   at indexPath: IndexPath) -> NSCollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForDropTarget(at pointInCollectionView: NSPoint) -> NSCollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForDecorationView(ofKind elementKind: NSCollectionView.DecorationElementKind,
                                                at indexPath: IndexPath) -> NSCollectionViewLayoutAttributes? { nil }
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: NSCollectionView.DecorationElementKind) {}
    open func shouldInvalidateLayout(forBoundsChange newBounds: NSRect) -> Bool { false }
    open func invalidationContext(forBoundsChange newBounds: NSRect) -> NSCollectionViewLayoutInvalidationContext {
        NSCollectionViewLayoutInvalidationContext()
    }
    open func invalidateLayout(with context: NSCollectionViewLayoutInvalidationContext) {}
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: NSPoint, withScrollingVelocity velocity: NSPoint) -> NSPoint {
        proposedContentOffset
    }
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: NSPoint) -> NSPoint { proposedContentOffset }
    open func prepare(forCollectionViewUpdates updateItems: [NSCollectionViewUpdateItem]) {}
    open func finalizeCollectionViewUpdates() {}
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> NSCollectionViewLayoutAttributes? { nil }
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> NSCollectionViewLayoutAttributes? { nil }
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: NSCollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: NSCollectionViewLayoutAttributes) -> Bool { false }
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: NSCollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: NSCollectionViewLayoutAttributes) -> NSCollectionViewLayoutInvalidationContext {
        NSCollectionViewLayoutInvalidationContext()
    }
}
