#if canImport(CoreGraphics)
import CoreGraphics
#else
import Foundation
#endif
import TesseraRuntime

// The runtime computes in Doubles; platforms speak CGFloat. These conversions are the whole of
// the translation the adapters do. They live apart from the runtime, which needs only
// FoundationEssentials on Linux, while the CoreGraphics types there come with all of Foundation;
// so they are compiled and tested on Linux too. On Apple platforms `Foundation` does not bring
// CoreGraphics' Swift overlay (`CGRect(x:y:width:height:)`), so it is imported by name there.

extension CGPoint {
    public init(_ point: Point) {
        self.init(x: CGFloat(point.x), y: CGFloat(point.y))
    }
}

extension CGSize {
    public init(_ size: Size) {
        self.init(width: CGFloat(size.width), height: CGFloat(size.height))
    }
}

extension CGRect {
    public init(_ rect: Rect) {
        self.init(x: CGFloat(rect.x), y: CGFloat(rect.y), width: CGFloat(rect.width), height: CGFloat(rect.height))
    }
}

extension Point {
    public init(_ point: CGPoint) {
        self.init(x: Double(point.x), y: Double(point.y))
    }
}

extension Size {
    public init(_ size: CGSize) {
        self.init(width: Double(size.width), height: Double(size.height))
    }
}

extension Rect {
    public init(_ rect: CGRect) {
        self.init(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width), height: Double(rect.size.height))
    }
}

#if canImport(QuartzCore)
import QuartzCore

extension CATransform3D {
    /// The runtime's matrix, which is laid out as Core Animation's: what a view's `transform3D`
    /// (UIKit, AppKit's layers) and SwiftUI's `projectionEffect` take.
    public init(_ m: Matrix3D) {
        self.init(m11: CGFloat(m.m11), m12: CGFloat(m.m12), m13: CGFloat(m.m13), m14: CGFloat(m.m14),
                  m21: CGFloat(m.m21), m22: CGFloat(m.m22), m23: CGFloat(m.m23), m24: CGFloat(m.m24),
                  m31: CGFloat(m.m31), m32: CGFloat(m.m32), m33: CGFloat(m.m33), m34: CGFloat(m.m34),
                  m41: CGFloat(m.m41), m42: CGFloat(m.m42), m43: CGFloat(m.m43), m44: CGFloat(m.m44))
    }
}
#endif
