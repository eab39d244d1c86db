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
