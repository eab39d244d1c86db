#if canImport(UIKit)
@_spi(Adapters) import TesseraRuntime
import UIKit

/// A cell that sizes itself to its content (Auto Layout in its `contentView`) under a
/// `TesseraCollectionViewLayout`. UIKit sizes cells itself only for its own layouts (a flow
/// layout with an estimated size, a compositional layout with estimated dimensions); under any
/// other layout `preferredLayoutAttributesFitting(_:)` returns the attributes unchanged. This cell
/// keeps the breadth the layout gives it (a waterfall's column width, a horizontal row's height)
/// and reports the length its content needs along the scroll axis; the layout then lays out
/// with that size, for layouts that take sizes from data.
@MainActor
open class TesseraSelfSizingCell: TesseraCell {
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let preferred = super.preferredLayoutAttributesFitting(layoutAttributes)
        let layout = (superview as? UICollectionView)?.collectionViewLayout as? TesseraCollectionViewLayout
        let vertical = (layout?.scrollAxis ?? .vertical) == .vertical
        let fitted = contentView.systemLayoutSizeFitting(
            layoutAttributes.size,
            withHorizontalFittingPriority: vertical ? .required : .fittingSizeLevel,
            verticalFittingPriority: vertical ? .fittingSizeLevel : .required)
        preferred.size = vertical
            ? CGSize(width: layoutAttributes.size.width, height: fitted.height)
            : CGSize(width: fitted.width, height: layoutAttributes.size.height)
        return preferred
    }
}
#endif
