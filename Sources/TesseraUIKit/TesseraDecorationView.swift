#if canImport(UIKit)
import TesseraCoreGraphics
import UIKit

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
