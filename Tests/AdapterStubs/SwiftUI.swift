// The part of SwiftUI's API that TesseraSwiftUI uses, with SwiftUI's signatures and no
// behaviour, so that swiftc type-checks the adapter on Linux (AdapterTypeCheckTests). Only
// declarations: the adapter is compiled against the real SwiftUI on Apple platforms.
@_exported import Foundation

public protocol Animatable {}

public struct UnitPoint: Sendable {
    public static let topLeading = UnitPoint()
    public static let center = UnitPoint()
}

public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }
}

public struct LayoutSubview {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }
    public func place(at position: CGPoint, anchor: UnitPoint = .center, proposal: ProposedViewSize) {}
}

public struct LayoutSubviews: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(index: Int) -> LayoutSubview { LayoutSubview() }
}

public protocol Layout: Animatable {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews
    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
}
