/// Where a layout's content is scrolled: the scroll offset along the layout, and the sideways
/// offset of each orthogonal section. A `PreparedLayout` holds no scroll state; every query that
/// depends on scrolling (effects, pinned headers, orthogonal bands) takes a position, and the one
/// that changes (a scroll view, `ScrollDriver`) keeps it.
public struct ScrollOffsets: Hashable, Sendable {
    /// The content point at the viewport's top-left corner.
    public var offset: Point
    /// Orthogonal sections' sideways offsets; absent means 0. Set through
    /// `setOffset(_:ofSection:in:)`, which holds them within what the layout allows. Nil rather
    /// than empty while none is set, so that a plain position holds no reference to count.
    @usableFromInline private(set) var sectionOffsets: [Int: Double]?

    /// Scrolled to `offset`, every orthogonal section at its start. Inlinable, as the queries'
    /// default argument: an empty position costs a caller nothing to make.
    @inlinable
    public init(_ offset: Point = .zero) {
        self.offset = offset
        sectionOffsets = nil
    }

    @inlinable
    public init(x: Double, y: Double) {
        self.init(Point(x: x, y: y))
    }

    /// Where orthogonal section `section` is scrolled sideways: 0 until set, and 0 for any
    /// other section.
    @inlinable
    public func offset(ofSection section: Int) -> Double {
        sectionOffset(section)
    }

    @inlinable func sectionOffset(_ section: Int) -> Double {
        sectionOffsets?[section] ?? 0
    }

    /// Scrolls orthogonal section `section` of `layout` sideways to `offset`, held within
    /// 0...`layout.maximumOffset(ofSection:)`, as a scroll view holds its offset at rest.
    public mutating func setOffset(_ offset: Double, ofSection section: Int, in layout: PreparedLayout) throws(LayoutError) {
        guard layout.isOrthogonal(section: section) else {
            throw LayoutError("section \(section) does not scroll sideways; only an orthogonal section (one with 'orthogonal') has an offset of its own")
        }
        guard offset.isFinite else { throw LayoutError("a section's offset must be a finite number, not \(describe(offset))") }
        let held = Swift.min(Swift.max(0, offset), layout.maximumOffset(ofSection: section))
        var offsets = sectionOffsets ?? [:]
        offsets[section] = held == 0 ? nil : held
        sectionOffsets = offsets.isEmpty ? nil : offsets
    }

    /// The sideways offsets `layout` still allows, after a change to it (new counts or sizes):
    /// those of sections that are still orthogonal, each held within its new content.
    package mutating func hold(in layout: PreparedLayout) {
        let offsets = sectionOffsets ?? [:]
        sectionOffsets = nil
        for (section, offset) in offsets.sorted(by: { $0.key < $1.key }) {
            try? setOffset(offset, ofSection: section, in: layout)
        }
    }
}
