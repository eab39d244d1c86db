/// A layout computed for one viewport and one set of item counts: answers everything a
/// collection view asks. Sections are stacked along the scroll axis.
public struct PreparedLayout: Sendable {
    /// Set by the scroll driver alone, for a size change the layout's numbers do not depend on.
    public internal(set) var viewport: Size
    @usableFromInline package let mapping: AxisMapping
    public let contentSize: Size
    public let snap: SnapRule
    /// The end of the scroll axis the content keeps to: at `end`, content shorter than the
    /// viewport starts where it ends at the viewport's end.
    package let gravity: Gravity
    /// The direction the content scrolls, and whether the cross axis runs right to left.
    public var axis: ScrollAxis { mapping.axis }
    public var direction: ReadingDirection { mapping.direction }
    package let effects: (any ScrollEffects)?
    /// What of the input the layout's formulas read.
    package let reads: InputReads
    @usableFromInline package private(set) var sections: [ResolvedSection]
    /// Where each section starts along the scroll axis; one more entry for the end.
    @usableFromInline let sectionStarts: [Double]
    @usableFromInline let scrolls: Bool
    @usableFromInline let hasPinnedHeaders: Bool
    /// Tested per element instead of `effects`, whose existential would be copied each time.
    @usableFromInline let hasEffects: Bool
    /// Whether the effects move, rotate or turn cells: rect queries then look past frames.
    @usableFromInline let transformsCells: Bool
    /// How far a separator can reach past its section along the scroll axis (an offset carries
    /// it beyond the items): a rect query looks that much further for the sections it meets.
    @usableFromInline let separatorReach: Double
    /// Whether any section scrolls sideways: tested before asking each section whether it is.
    public let hasOrthogonalSections: Bool
    /// The text scale the layout was computed for (`LayoutInput.textScale`); set by the scroll
    /// driver alone, for a change the layout's formulas do not read.
    public internal(set) var textScale: Double
    /// Whether the layout was computed for Reduce Motion (`LayoutInput.reduceMotion`).
    public internal(set) var reduceMotion = false
    /// Arrays of frames, by section, that nothing reads any more, for `relayout` to write the
    /// section's new frames into instead of allocating (the scroll driver's reorder steps);
    /// taken by the change, and never part of what the layout answers.
    package var spareFrames: [Int: ExplicitFrames] = [:]
    /// How many sections the last `relayout` wrote into their `spareFrames` in place.
    package var reusedSpares = 0

    package init(viewport: Size, axis: ScrollAxis, direction: ReadingDirection, sections: [ResolvedSection],
                effects: (any ScrollEffects)? = nil, snap: SnapRule = .none, gravity: Gravity = .start,
                reads: InputReads = [.width, .height], textScale: Double = 1) throws(LayoutError) {
        self.viewport = viewport
        self.textScale = textScale
        self.reads = reads
        self.sections = sections
        self.effects = effects
        hasEffects = effects != nil || sections.contains { $0.effects != nil }
        transformsCells = (effects?.transforms ?? false) || sections.contains { $0.effects?.transforms ?? false }
        self.snap = snap
        self.gravity = gravity
        hasPinnedHeaders = sections.contains { $0.headerPinned }
        separatorReach = sections.reduce(0) { reach, section in
            section.separator.map { Swift.max(reach, Swift.abs($0.offset) + $0.thickness) } ?? reach
        }
        scrolls = sections.allSatisfy(\.items.scrolls)
        hasOrthogonalSections = sections.contains { $0.orthogonal != nil }
        var starts: [Double] = [0]
        starts.reserveCapacity(sections.count + 1)
        var u = 0.0
        for section in sections {
            u = u + section.length(itemExtent: section.itemExtent)
            starts.append(u)
        }
        let provisional = AxisMapping(axis: axis, direction: direction, contentWidth: 0)
        // Kept to the end, short content moves down to end where the viewport does: the space
        // before it is part of the content, so every query measures from the same starts.
        let space = gravity == .end && scrolls && u.isFinite ? Swift.max(0, provisional.u(viewport) - u) : 0
        if space > 0 {
            for index in starts.indices { starts[index] += space }
            u += space
        }
        sectionStarts = starts
        let crossExtent = provisional.v(viewport)
        let size = scrolls ? provisional.point(u: max(u, 0), v: crossExtent) : Point(x: viewport.width, y: viewport.height)
        contentSize = Size(width: size.x, height: size.y)
        guard u.isFinite else { throw Self.infiniteContent(length: u) }
        // Right to left, content narrower than the viewport hugs its right edge, as UIKit mirrors.
        mapping = AxisMapping(axis: axis, direction: direction, contentWidth: max(contentSize.width, viewport.width))
    }

    /// Where a view opens: the start, or the end of a layout kept to its end (sideways right to
    /// left that is offset 0, where the last items are).
    package var openingOffset: Point {
        guard gravity == .end, !endsAtOrigin else { return .zero }
        return mapping.axis == .vertical ? Point(x: 0, y: maximumOffset.y) : Point(x: maximumOffset.x, y: 0)
    }

    /// Whether the content's end is at offset 0: sideways right to left, the last items are at the left.
    package var endsAtOrigin: Bool { mapping.axis == .horizontal && mapping.direction == .rightToLeft }

    static func infiniteContent(length: Double) -> LayoutError {
        LayoutError("the content's length along the scroll axis is not finite (\(length)); check the layout's sizes for this viewport")
    }

    /// Whether section `index` holds an exact list (`ExplicitFrames.isExactList`); the scan
    /// that finds out is made once and remembered in the section.
    mutating func sectionIsExactList(_ index: Int) -> Bool {
        guard sections.indices.contains(index), case .explicit(var explicit) = sections[index].items else { return false }
        if let prefix = explicit.listPrefix { return prefix == explicit.count }
        // Drop the section's reference first, so that the arrays are not copied.
        sections[index].items = .explicit(ExplicitFrames())
        let exact = explicit.isExactList()
        sections[index].items = .explicit(explicit)
        return exact
    }

    /// Section `index`'s frames, when it lists them one by one.
    func sectionFrames(_ index: Int) -> ExplicitFrames? {
        guard sections.indices.contains(index), case .explicit(let frames) = sections[index].items else { return nil }
        return frames
    }

    /// By section, the frames of this layout that `later` (this layout after a change) holds in
    /// other arrays: a change placed them again elsewhere, so once this layout is dropped
    /// nothing reads them (`spareFrames`).
    package func framesReplaced(in later: PreparedLayout) -> [Int: ExplicitFrames] {
        var replaced: [Int: ExplicitFrames] = [:]
        for index in sections.indices {
            guard let frames = sectionFrames(index), frames.count > 0, let new = later.sectionFrames(index), !new.sharesStorage(with: frames) else { continue }
            replaced[index] = frames
        }
        return replaced
    }

    /// Changes the sections in place (their arrays are not copied when this value holds the
    /// only reference to them) and computes the geometry again. The caller has checked that the
    /// content stays finite (`contentLength(_:)`), the one way the new geometry could fail.
    mutating func changeSections(_ change: (inout [ResolvedSection]) -> Void) throws(LayoutError) {
        var sections = self.sections
        self.sections = []
        change(&sections)
        do {
            let reduceMotion = self.reduceMotion
            self = try PreparedLayout(
                viewport: viewport, axis: mapping.axis, direction: mapping.direction, sections: sections,
                effects: effects, snap: snap, gravity: gravity, reads: reads, textScale: textScale)
            self.reduceMotion = reduceMotion
        } catch {
            self.sections = sections
            throw error
        }
    }

    /// The content's length along the scroll axis for sections of these lengths, added up as
    /// the initialiser does.
    static func contentLength(_ sectionLengths: some Sequence<Double>) -> Double {
        sectionLengths.reduce(0, +)
    }

    public var sectionCount: Int { sections.count }

    public func itemCount(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].count : 0
    }

    /// Every element in order, one at a time: listing millions needs no array of them. Without
    /// scroll effects, cells come straight from the engines' own loops (same arithmetic as
    /// `attributes(for:)`, so the same bits), a handful of instructions each.
    @inlinable
    public func forEachElement(at position: ScrollOffsets = ScrollOffsets(), _ body: (LayoutAttributes) throws -> Void) throws {
        for index in sections.indices {
            if let background = background(index) { try body(background) }
            if let header = header(index, at: position) { try body(header) }
            if !hasEffects {
                try forEachCellFrame(inSection: index, at: position) { item, frame in
                    try body(LayoutAttributes(id: .cell(item, section: index), frame: frame))
                }
            } else {
                for item in 0..<sections[index].count { try body(try cell(index, item, at: position)) }
            }
            if sections[index].separator != nil {
                for item in 0..<sections[index].count { if let separator = separator(index, item) { try body(separator) } }
            }
            if let footer = footer(index) { try body(footer) }
        }
    }

    /// Every element's frame in order (backgrounds, headers, cells by item, separators, footers) and nothing else: what
    /// drawing or measuring a whole layout needs, at the cost of the engines' own arithmetic.
    /// Scroll effects change scale, alpha and z-order, never frames, so none are evaluated.
    @inlinable @inline(__always)
    public func forEachFrame(at position: ScrollOffsets = ScrollOffsets(), _ body: (ElementID, Rect) throws -> Void) rethrows {
        for index in sections.indices {
            if let background = background(index) { try body(background.id, background.frame) }
            if let header = header(index, at: position) { try body(header.id, header.frame) }
            try forEachCellFrame(inSection: index, at: position) { item, frame in try body(.cell(item, section: index), frame) }
            if sections[index].separator != nil {
                for item in 0..<sections[index].count { if let separator = separator(index, item) { try body(separator.id, separator.frame) } }
            }
            if let footer = footer(index) { try body(footer.id, footer.frame) }
        }
    }

    /// One section's cell frames in item order, from the engine's loop over flat storage.
    @inlinable @inline(__always)
    func forEachCellFrame(inSection index: Int, at position: ScrollOffsets, _ body: (Int, Rect) throws -> Void) rethrows {
        if sectionIsOrthogonal(index) { return try forEachOrthogonalFrame(inSection: index, at: position, body) }
        let origin = contentOrigin(index), cross = sections[index].crossStartInset
        switch sections[index].items {
        case .pattern(let pattern):
            try pattern.forEachFrame { item, frame in try body(item, mapping.rect(frame.offset(u: origin, v: cross))) }
        case .explicit(let explicit):
            try explicit.forEachFrame { item, frame in try body(item, mapping.rect(frame.offset(u: origin, v: cross))) }
        case .circle(let circle):
            try circle.forEachFrame(in: 0..<circle.count, body)
        }
    }

    /// The sections whose span along the scroll axis meets `uStart..<uEnd` (an empty section at
    /// its ends too): a binary search over `sectionStarts`.
    @usableFromInline func sectionRange(uStart: Double, uEnd: Double) -> Range<Int> {
        // Pinned headers can float into any rect; pinning is rare enough to scan sections then.
        guard scrolls, !hasPinnedHeaders else { return 0..<sections.count }
        var low = 0, high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if sectionStarts[middle + 1] > uStart { high = middle } else { low = middle + 1 }
        }
        var end = low
        while end < sections.count, sectionStarts[end] < uEnd || (sectionStarts[end] == sectionStarts[end + 1] && sectionStarts[end] <= uEnd) { end += 1 }
        return low..<end
    }

    /// Whether section `index` (a valid one) is orthogonal: the layout-wide flag first, so that
    /// layouts without such sections never read the section for it.
    @inlinable @inline(__always) func sectionIsOrthogonal(_ index: Int) -> Bool {
        hasOrthogonalSections && sections[index].orthogonal != nil
    }

    @inlinable @inline(__always) func contentOrigin(_ index: Int) -> Double {
        sectionStarts[index] + (sections[index].headerLength ?? 0) + sections[index].leadingInset
    }
}
