/// A cell dragged to another place among its section's cells (SwiftUI's collection): where it
/// would be dropped, by the layout's move-target rule (the cell under the dragged cell's
/// centre, as UIKit's interactive move and the web view use); which item each place shows
/// meanwhile, so that the others make way; and how fast the view scrolls while the finger is
/// near an edge.
///
/// Places are index paths of the layout: the dragged cell's place stays where it was in the
/// layout until the drop, and the items between it and the target shift one place toward it.
/// A target in another section is not taken: the cell stays among its own section's.
@_spi(Adapters) public struct ItemReorder: Hashable, Sendable {
    /// The dragged cell's place before the drag.
    public let source: ElementID
    /// The place the cell would take if dropped now.
    public private(set) var target: ElementID
    /// The finger's offset from the dragged cell's centre when it was picked up.
    public let grab: Point
    /// Where the dragged cell's centre is now (content coordinates).
    public private(set) var center: Point
    /// The dragged cell's size, drawn under the finger wherever the view scrolls.
    public let size: Size

    /// Picks up `cell` (its attributes as laid out) with the finger at `finger`.
    public init(picking cell: LayoutAttributes, at finger: Point) {
        source = cell.id
        target = cell.id
        center = Point(x: cell.frame.midX, y: cell.frame.midY)
        size = cell.frame.size
        grab = Point(x: finger.x - center.x, y: finger.y - center.y)
    }

    /// The finger moved to `finger`: the dragged cell's centre follows it, and the target is
    /// the cell of the same section under that centre (`moveTarget`: the layout's rule), or
    /// stays where it was over a gap, another section or nothing. Returns whether it changed.
    public mutating func move(finger: Point, moveTarget: (_ center: Point) -> ElementID?) -> Bool {
        center = Point(x: finger.x - grab.x, y: finger.y - grab.y)
        guard let under = moveTarget(center), under.kind == .cell, under.section == source.section, under != target else { return false }
        target = under
        return true
    }

    /// The data index of the item that place `place` shows during the drag: the items between
    /// the source and the target one place nearer the source; nil at the target, where the
    /// dragged cell will land (it is drawn under the finger instead).
    public func item(shownAt place: ElementID) -> Int? {
        guard place.kind == .cell, place.section == source.section else { return place.item }
        if place == target { return nil }
        if source.item < target.item, place.item >= source.item, place.item < target.item { return place.item + 1 }
        if source.item > target.item, place.item > target.item, place.item <= source.item { return place.item - 1 }
        return place.item
    }

    /// Where the finger is now (content coordinates).
    public var finger: Point { Point(x: center.x + grab.x, y: center.y + grab.y) }

    /// The drop as `Array.move(fromOffsets:toOffset:)` and SwiftUI's `onMove` give it: the
    /// source index, and the index before which it goes in the array as it is before the move.
    public var destination: Int { target.item > source.item ? target.item + 1 : target.item }

    /// How fast (points a second, signed along the axis) the view scrolls with the finger at
    /// `finger` along the scroll axis, in a viewport from `start` to `end`: from nothing at
    /// `edge` points from an end to `maximum` at the end, and nothing in between.
    public static func autoScrollSpeed(finger: Double, start: Double, end: Double, edge: Double = 64, maximum: Double = 1_200) -> Double {
        guard end > start, edge > 0 else { return 0 }
        let reach = Swift.min(edge, (end - start) / 2)
        if finger < start + reach { return -maximum * Swift.min(1, (start + reach - finger) / reach) }
        if finger > end - reach { return maximum * Swift.min(1, (finger - (end - reach)) / reach) }
        return 0
    }
}
