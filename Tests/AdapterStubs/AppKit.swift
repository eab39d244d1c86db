// The part of AppKit's API that TesseraAppKit uses, with AppKit's signatures and no behaviour,
// so that swiftc type-checks the adapter on Linux (AdapterTypeCheckTests). Only declarations:
// the adapter is compiled against the real AppKit on macOS.
@_exported import Foundation

extension IndexPath {
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public var item: Int { self[1] }
    public var section: Int { self[0] }
}

public struct CATransform3D: Sendable, Equatable {
    public var m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44: CGFloat
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m13, self.m14, self.m21, self.m22, self.m23, self.m24) = (m11, m12, m13, m14, m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34, self.m41, self.m42, self.m43, self.m44) = (m31, m32, m33, m34, m41, m42, m43, m44)
    }
}

public let CATransform3DIdentity = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                                 m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

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
    public init() {}
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
