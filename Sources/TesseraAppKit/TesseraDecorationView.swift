#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import TesseraCoreGraphics

/// A decoration's attributes: the frame, and a background's corner radius.
open class TesseraDecorationAttributes: NSCollectionViewLayoutAttributes {
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

/// A cell's attributes when the layout moves, rotates or turns it. AppKit's attributes have no
/// transform, so `frame` is the bounds of the cell as drawn; an item whose view hosts a layer
/// draws it exactly by giving that layer `untransformedFrame` (relative to `frame`) and
/// `transform3D`, which applies about the untransformed frame's centre.
open class TesseraTransformedAttributes: NSCollectionViewLayoutAttributes {
    // Boxed so that `isEqual(_:)`, nonisolated in NSObject, can read them (AttributeField says why).
    private let frameField = AttributeField<NSRect>(.zero)
    private let transformField = AttributeField<CATransform3D>(CATransform3DIdentity)

    nonisolated open var untransformedFrame: NSRect {
        get { frameField.value }
        set { frameField.value = newValue }
    }

    nonisolated open var transform3D: CATransform3D {
        get { transformField.value }
        set { transformField.value = newValue }
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        if let copy = copy as? TesseraTransformedAttributes {
            copy.untransformedFrame = untransformedFrame
            copy.transform3D = transform3D
        }
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? TesseraTransformedAttributes, other.untransformedFrame == untransformedFrame,
              CATransform3DEqualToTransform(other.transform3D, transform3D) else { return false }
        return super.isEqual(object)
    }
}

/// Draws a decoration plainly: a section's background with its corner radius, a separator in
/// the separator colour. Register another view for a kind to draw it otherwise.
open class TesseraDecorationView: NSView, NSCollectionViewElement {
    open func apply(_ layoutAttributes: NSCollectionViewLayoutAttributes) {
        wantsLayer = true
        let isBackground = layoutAttributes.representedElementKind == TesseraCollectionViewLayout.backgroundKind
        layer?.backgroundColor = (isBackground ? NSColor.controlBackgroundColor : NSColor.separatorColor).cgColor
        layer?.cornerRadius = (layoutAttributes as? TesseraDecorationAttributes)?.cornerRadius ?? 0
    }
}
#endif
