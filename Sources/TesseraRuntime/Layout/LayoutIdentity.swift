/// Which layout an adapter has been given. Two values of one generated type are the same layout;
/// a layout loaded at run time (compiled or interpreted) is the load it came from, and a live
/// layout its object: given another one, an adapter lays out again (SwiftUI makes a view's state
/// once, so the collection compares what it is given each time).
@_spi(Adapters) public struct LayoutIdentity: Hashable, Sendable {
    private let type: ObjectIdentifier
    private let load: ObjectIdentifier?

    public init(_ layout: any TesseraLayout) {
        type = ObjectIdentifier(Swift.type(of: layout))
        load = (layout as? any LoadedLayout).map { ObjectIdentifier($0.load) }
    }
}

/// A layout whose values are not interchangeable with others of its type: each load is its own.
package protocol LoadedLayout {
    var load: LayoutLoad { get }
}

/// One load of a layout: compared by identity.
package final class LayoutLoad: Sendable {
    package init() {}
}
