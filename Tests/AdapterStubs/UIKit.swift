// The part of UIKit's API that TesseraUIKit uses, with UIKit's signatures and no behaviour, so
// that swiftc type-checks the adapter on Linux (AdapterTypeCheckTests). Only declarations: the
// adapter is compiled against the real UIKit on Apple platforms.
@_exported import Foundation

public struct CGAffineTransform: Sendable {
    public static let identity = CGAffineTransform(scaleX: 1, y: 1)
    public init(scaleX sx: CGFloat, y sy: CGFloat) {}
}

public struct CATransform3D: Sendable {
    public var m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44: CGFloat
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m13, self.m14, self.m21, self.m22, self.m23, self.m24) = (m11, m12, m13, m14, m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34, self.m41, self.m42, self.m43, self.m44) = (m31, m32, m33, m34, m41, m42, m43, m44)
    }
}

public let CATransform3DIdentity = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                                 m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

extension IndexPath {
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public var item: Int { self[1] }
    public var section: Int { self[0] }
}

@MainActor open class UICollectionView {
    public enum ElementCategory: UInt, Sendable { case cell, supplementaryView, decorationView }
    public class var elementKindSectionHeader: String { "UICollectionElementKindSectionHeader" }
    public class var elementKindSectionFooter: String { "UICollectionElementKindSectionFooter" }
    open var bounds: CGRect = .zero
    open var contentOffset: CGPoint = .zero
    open var numberOfSections: Int { 0 }
    open func numberOfItems(inSection section: Int) -> Int { 0 }
}

public struct UIColor: Sendable {
    public static let secondarySystemBackground = UIColor()
    public static let separator = UIColor()
    public init() {}
    public init(white: CGFloat, alpha: CGFloat) {}
}

@MainActor open class CALayer {
    open var cornerRadius: CGFloat = 0
}

@MainActor open class UICollectionReusableView {
    public init(frame: CGRect) {}
    public required init?(coder: NSCoder) {}
    open var backgroundColor: UIColor?
    open var layer = CALayer()
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}

@MainActor open class UICollectionViewLayoutAttributes {
    public required init() { indexPath = IndexPath() }
    public convenience init(forCellWith indexPath: IndexPath) { self.init() }
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) { self.init() }
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) { self.init() }
    open var representedElementKind: String? { nil }
    open func copy(with zone: NSZone? = nil) -> Any { self }
    open func isEqual(_ object: Any?) -> Bool { false }
    open var frame: CGRect = .zero
    open var size: CGSize = .zero
    open var transform: CGAffineTransform = .identity
    open var transform3D: CATransform3D = CATransform3DIdentity
    open var alpha: CGFloat = 1
    open var zIndex: Int = 0
    open var indexPath: IndexPath
    open var representedElementCategory: UICollectionView.ElementCategory { .cell }
}

@MainActor open class UICollectionViewLayoutInvalidationContext {
    public init() {}
    open var invalidateEverything: Bool { false }
    open var invalidateDataSourceCounts: Bool { false }
    open var contentOffsetAdjustment: CGPoint = .zero
    open var contentSizeAdjustment: CGSize = .zero
    open func invalidateItems(at indexPaths: [IndexPath]) {}
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {}
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {}
}

@MainActor open class UICollectionViewUpdateItem {
    public enum Action: Int, Sendable { case insert, delete, reload, move, none }
    open var indexPathBeforeUpdate: IndexPath? { nil }
    open var indexPathAfterUpdate: IndexPath? { nil }
    open var updateAction: Action { .none }
}

@MainActor open class UICollectionViewLayout {
    public init() {}
    public required init?(coder: NSCoder) {}
    open var collectionView: UICollectionView? { nil }
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
    open var collectionViewContentSize: CGSize { .zero }
    open func prepare() {}
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {}
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        UICollectionViewLayoutInvalidationContext()
    }
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {}
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
    open func finalizeCollectionViewUpdates() {}
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        previousIndexPath
    }
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        UICollectionViewLayoutInvalidationContext()
    }
}
