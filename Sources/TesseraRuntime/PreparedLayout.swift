/// A layout computed for one viewport and one set of item counts: answers everything a
/// collection view asks. Sections are stacked along the scroll axis.
public struct PreparedLayout: Sendable {
    /// Set by the scroll driver alone, for a size change the layout's numbers do not depend on.
    public internal(set) var viewport: Size
    @usableFromInline package let mapping: AxisMapping
    public let contentSize: Size
    public let snap: SnapRule
    /// The direction the content scrolls, and whether the cross axis runs right to left.
    public var axis: ScrollAxis { mapping.axis }
    public var direction: ReadingDirection { mapping.direction }
    package let effects: (any ScrollEffects)?
    /// What of the input the layout's formulas read.
    package let reads: InputReads
    @usableFromInline private(set) var sections: [ResolvedSection]
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

    package init(viewport: Size, axis: ScrollAxis, direction: ReadingDirection, sections: [ResolvedSection],
                effects: (any ScrollEffects)? = nil, snap: SnapRule = .none,
                reads: InputReads = [.width, .height], textScale: Double = 1) throws(LayoutError) {
        self.viewport = viewport
        self.textScale = textScale
        self.reads = reads
        self.sections = sections
        self.effects = effects
        hasEffects = effects != nil || sections.contains { $0.effects != nil }
        transformsCells = (effects?.transforms ?? false) || sections.contains { $0.effects?.transforms ?? false }
        self.snap = snap
        hasPinnedHeaders = sections.contains { $0.headerPinned }
        separatorReach = sections.reduce(0) { reach, section in
            section.separator.map { Swift.max(reach, Swift.abs($0.offset) + $0.thickness) } ?? reach
        }
        scrolls = !sections.contains { if case .circle = $0.items { true } else { false } }
        hasOrthogonalSections = sections.contains { $0.orthogonal != nil }
        var starts: [Double] = [0]
        starts.reserveCapacity(sections.count + 1)
        var u = 0.0
        for section in sections {
            u = u + section.length(itemExtent: section.itemExtent)
            starts.append(u)
        }
        sectionStarts = starts
        let provisional = AxisMapping(axis: axis, direction: direction, contentWidth: 0)
        let crossExtent = provisional.v(viewport)
        let size = scrolls ? provisional.point(u: max(u, 0), v: crossExtent) : Point(x: viewport.width, y: viewport.height)
        contentSize = Size(width: size.x, height: size.y)
        guard u.isFinite else { throw Self.infiniteContent(length: u) }
        // Right to left, content narrower than the viewport hugs its right edge, as UIKit mirrors.
        mapping = AxisMapping(axis: axis, direction: direction, contentWidth: max(contentSize.width, viewport.width))
    }

    static func infiniteContent(length: Double) -> LayoutError {
        LayoutError("the content's length along the scroll axis is not finite (\(length)); check the layout's sizes for this viewport")
    }

    /// Changes the sections in place (their arrays are not copied when this value holds the
    /// only reference to them) and computes the geometry again. The caller has checked that the
    /// content stays finite (`contentLength(_:)`), the one way the new geometry could fail.
    mutating func changeSections(_ change: (inout [ResolvedSection]) -> Void) throws(LayoutError) {
        var sections = self.sections
        self.sections = []
        change(&sections)
        do {
            self = try PreparedLayout(
                viewport: viewport, axis: mapping.axis, direction: mapping.direction, sections: sections,
                effects: effects, snap: snap, reads: reads, textScale: textScale)
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
    public func forEachElement(at position: ScrollPosition = ScrollPosition(), _ body: (LayoutAttributes) throws -> Void) throws {
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
    public func forEachFrame(at position: ScrollPosition = ScrollPosition(), _ body: (ElementID, Rect) throws -> Void) rethrows {
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
    func forEachCellFrame(inSection index: Int, at position: ScrollPosition, _ body: (Int, Rect) throws -> Void) rethrows {
        if sectionIsOrthogonal(index) { return try forEachOrthogonalFrame(inSection: index, at: position, body) }
        let origin = contentOrigin(index), cross = sections[index].crossStartInset
        switch sections[index].items {
        case .pattern(let pattern):
            try pattern.forEachFrame { item, frame in try body(item, mapping.rect(frame.offset(u: origin, v: cross))) }
        case .explicit(let explicit):
            try explicit.frames.withUnsafeBufferPointer { frames in
                for item in frames.indices { try body(item, mapping.rect(frames[item].offset(u: origin, v: cross))) }
            }
        case .circle(let circle):
            try circle.forEachFrame(in: 0..<circle.count, body)
        }
    }

    // MARK: Elements

    /// Every element, sorted by section, then header, cells by item, footer.
    public func allElements(at position: ScrollPosition = ScrollPosition()) throws(LayoutError) -> [LayoutAttributes] {
        try elements(in: Rect(x: -.infinity, y: -.infinity, width: .infinity, height: .infinity), at: position, everything: true)
    }

    /// The elements whose frames intersect `rect`, in the same order; when the effects move,
    /// rotate or turn cells, also those drawn in `rect` (`displayedBounds`) from up to two
    /// viewports away.
    public func elements(in rect: Rect, at position: ScrollPosition = ScrollPosition()) throws(LayoutError) -> [LayoutAttributes] {
        try elements(in: rect, at: position, everything: false)
    }

    /// The array form of the rect query, written straight into the new array's storage, which
    /// spares every element `append`'s uniqueness check (Benchmarks/RESULTS.md, "Why the code is
    /// written as it is").
    private func elements(in rect: Rect, at position: ScrollPosition, everything: Bool) throws(LayoutError) -> [LayoutAttributes] {
        let query = rectQuery(rect, everything: everything)
        let (bound, circleRanges) = elementBound(query, at: position)
        var failure: LayoutError?
        var overflowed = false
        let result = [LayoutAttributes](unsafeUninitializedCapacity: bound) { storage, initialized in
            // Invariant: elements 0..<count of `storage` are initialised and count <= storage.count,
            // checked before every write; `initialized` is set to count however the closure ends.
            let storage = storage
            var count = 0
            defer { initialized = count }
            do throws(LayoutError) {
                try visitElements(query, at: position, circleRanges: circleRanges) { element in
                    guard count < storage.count else { overflowed = true; return }
                    storage.initializeElement(at: count, to: element)
                    count += 1
                }
            } catch { failure = error }
        }
        if let failure { throw failure }
        // `elementBound` counts every candidate the query visits, so this never happens; if a
        // change to the engines broke that, the answer stays right, only slower.
        guard !overflowed else {
            var all: [LayoutAttributes] = []
            try appendElements(query, at: position, to: &all)
            return all
        }
        return result
    }

    /// At least as many elements as a query of `rect` can give (the property tests hold it to
    /// that).
    package func elementBound(in rect: Rect, at position: ScrollPosition = ScrollPosition()) -> Int {
        elementBound(rectQuery(rect, everything: false), at: position).bound
    }

    /// At least as many elements as the query can give: per section, the header, the footer
    /// and the engine's candidates (which `visitElements` takes in the same way). The first
    /// circle's candidate ranges come back too, so that the visit does not find them again.
    private func elementBound(_ query: RectQuery, at position: ScrollPosition) -> (bound: Int, circleRanges: KnownCircleRanges?) {
        var bound = 0
        var known: KnownCircleRanges?
        for index in query.sections {
            let origin = contentOrigin(index)
            if sectionIsOrthogonal(index) {
                bound += 3 + orthogonalCandidates(query, index, at: position).count
                continue
            }
            if case .circle(let circle) = sections[index].items {
                let ranges = query.everything ? nil : circle.candidateRanges(in: query.search)
                if known == nil { known = KnownCircleRanges(section: index, ranges: ranges) }
                bound += ranges.map { $0.reduce(0) { $0 + $1.count } } ?? circle.count
            } else {
                bound += sections[index].items.candidates(uStart: query.uStart - origin, uEnd: query.uEnd - origin).count
            }
            // The background, the header, the footer, and the separators' own candidates.
            bound += 3 + separatorCandidates(query, index).count
        }
        return (bound, known)
    }

    /// The elements whose frames intersect `rect`, one at a time, in `elements(in:at:)`'s order:
    /// the rect query without an array, so it allocates nothing (but a circle's few ranges).
    /// Inlinable, so that the caller's visitor is compiled into the engines' loops.
    @inlinable @inline(__always)
    public func forEachElement(in rect: Rect, at position: ScrollPosition = ScrollPosition(), _ body: (LayoutAttributes) throws(LayoutError) -> Void) throws(LayoutError) {
        try visitElements(rectQuery(rect, everything: false), at: position, circleRanges: nil, body)
    }

    /// The rect query appended element by element: `elements(in:at:)`'s way should its bound
    /// ever fall short.
    private func appendElements(_ query: RectQuery, at position: ScrollPosition, to result: inout [LayoutAttributes]) throws(LayoutError) {
        try visitElements(query, at: position, circleRanges: nil) { result.append($0) }
    }

    /// A rect query's terms: the rect (finite), its span along the scroll axis (unbounded for
    /// `everything`), and the sections it reaches. Plain numbers, so that passing it copies nothing
    /// that needs counting.
    @usableFromInline struct RectQuery {
        @usableFromInline let rect: Rect
        /// Where candidates are looked for: the rect, widened when cells may be drawn away from their frames.
        @usableFromInline let search: Rect
        @usableFromInline let uStart, uEnd: Double
        @usableFromInline let everything: Bool
        @usableFromInline let sections: Range<Int>

        @inlinable init(rect: Rect, search: Rect, uStart: Double, uEnd: Double, everything: Bool, sections: Range<Int>) {
            self.rect = rect
            self.search = search
            self.uStart = uStart
            self.uEnd = uEnd
            self.everything = everything
            self.sections = sections
        }
    }

    @inlinable @inline(__always)
    func rectQuery(_ rect: Rect, everything: Bool) -> RectQuery {
        let isFinite = rect.x.isFinite && rect.y.isFinite && rect.width.isFinite && rect.height.isFinite
        let rect = everything || isFinite ? rect : Self.bounded(rect)
        // A translation moves a cell one viewport at most, and a rotation or a turn of a cell no
        // larger than the viewport reaches less than another past its frame.
        let search = transformsCells && !everything
            ? Rect(x: rect.x - 2 * viewport.width, y: rect.y - 2 * viewport.height,
                   width: rect.width + 4 * viewport.width, height: rect.height + 4 * viewport.height)
            : rect
        let span = mapping.axisRect(search)
        let (uStart, uEnd) = everything ? (-Double.infinity, Double.infinity) : (span.u, span.uEnd)
        return RectQuery(rect: rect, search: search, uStart: uStart, uEnd: uEnd, everything: everything,
                         sections: sectionRange(uStart: uStart - separatorReach, uEnd: uEnd + separatorReach))
    }

    /// A circle section's candidate ranges (nil: every item), once found.
    @usableFromInline struct KnownCircleRanges {
        @usableFromInline let section: Int
        @usableFromInline let ranges: [Range<Int>]?
    }

    /// The rect query itself: each section's engine gives its candidates in item order, and
    /// those that meet the rect are visited.
    @inlinable @inline(__always)
    func visitElements(_ query: RectQuery, at position: ScrollPosition, circleRanges known: KnownCircleRanges?,
                       _ visit: (LayoutAttributes) throws(LayoutError) -> Void) throws(LayoutError) {
        let rect = query.rect, everything = query.everything, uStart = query.uStart, uEnd = query.uEnd
        for sectionIndex in query.sections {
            if let background = background(sectionIndex), everything || background.frame.intersects(rect) { try visit(background) }
            if let header = header(sectionIndex, at: position), everything || header.frame.intersects(rect) { try visit(header) }
            // The section's engine is taken out once, not per candidate: the loops below are then
            // arithmetic, a comparison and the visitor.
            let origin = contentOrigin(sectionIndex), cross = sections[sectionIndex].crossStartInset
            func visitCell(_ item: Int, _ frame: Rect, count: Int) throws(LayoutError) {
                guard everything || frame.intersects(rect) else { return }
                try visit(try attributes(.cell(item, section: sectionIndex), frame, count: count, at: position))
            }
            // Orthogonal sections and cells that transforms may draw away from their frames take
            // loops of their own, out of line, so that the loops below test for neither.
            if sectionIsOrthogonal(sectionIndex) {
                try visitOrthogonalCells(query, sectionIndex, at: position, visit)
            } else if transformsCells, !everything {
                try visitTransformedCells(query, sectionIndex, at: position, visit)
            } else {
                switch sections[sectionIndex].items {
                case .pattern(let pattern):
                    let candidates = pattern.candidates(uStart: uStart - origin, uEnd: uEnd - origin)
                    try pattern.forEachFrame(in: candidates) { (item, frame) throws(LayoutError) in
                        try visitCell(item, mapping.rect(frame.offset(u: origin, v: cross)), count: pattern.count)
                    }
                case .explicit(let explicit):
                    let candidates = explicit.candidates(uStart: uStart - origin, uEnd: uEnd - origin)
                    for item in candidates {
                        try visitCell(item, mapping.rect(explicit.frames[item].offset(u: origin, v: cross)), count: explicit.count)
                    }
                case .circle(let circle):
                    let ranges: [Range<Int>]?
                    if let known, known.section == sectionIndex {
                        ranges = known.ranges
                    } else {
                        ranges = everything ? nil : circle.candidateRanges(in: query.search)
                    }
                    // A circle in view (the usual case) needs no test per cell, and without
                    // effects a cell's attributes are its frame: a third fewer instructions a cell.
                    let plain = !hasEffects && (everything || circle.liesInside(rect))
                    func visitCircle(_ candidates: Range<Int>) throws(LayoutError) {
                        if plain {
                            try circle.forEachFrame(in: candidates) { (item, frame) throws(LayoutError) in
                                try visit(LayoutAttributes(id: .cell(item, section: sectionIndex), frame: frame))
                            }
                        } else {
                            try circle.forEachFrame(in: candidates) { (item, frame) throws(LayoutError) in
                                try visitCell(item, frame, count: circle.count)
                            }
                        }
                    }
                    guard let ranges else {
                        try visitCircle(0..<circle.count)
                        break
                    }
                    for candidates in ranges { try visitCircle(candidates) }
                }
            }
            if sections[sectionIndex].separator != nil { try visitSeparators(query, sectionIndex, visit) }
            if let footer = footer(sectionIndex), everything || footer.frame.intersects(rect) { try visit(footer) }
        }
    }

    /// A section's cells that meet the query by frame or as their transforms draw them: the
    /// candidates of the widened search, each with its effects applied, then tested.
    @usableFromInline func visitTransformedCells(_ query: RectQuery, _ index: Int, at position: ScrollPosition,
                                                 _ visit: (LayoutAttributes) throws(LayoutError) -> Void) throws(LayoutError) {
        let origin = contentOrigin(index), cross = sections[index].crossStartInset, count = sections[index].count
        func visitCell(_ item: Int, _ frame: Rect) throws(LayoutError) {
            let cell = try attributes(.cell(item, section: index), frame, count: count, at: position)
            if cell.appears(in: query.rect) { try visit(cell) }
        }
        switch sections[index].items {
        case .pattern(let pattern):
            try pattern.forEachFrame(in: pattern.candidates(uStart: query.uStart - origin, uEnd: query.uEnd - origin)) { (item, frame) throws(LayoutError) in
                try visitCell(item, mapping.rect(frame.offset(u: origin, v: cross)))
            }
        case .explicit(let explicit):
            for item in explicit.candidates(uStart: query.uStart - origin, uEnd: query.uEnd - origin) {
                try visitCell(item, mapping.rect(explicit.frames[item].offset(u: origin, v: cross)))
            }
        case .circle(let circle):
            for candidates in circle.candidateRanges(in: query.search) ?? [0..<circle.count] {
                try circle.forEachFrame(in: candidates) { (item, frame) throws(LayoutError) in try visitCell(item, frame) }
            }
        }
    }

    /// A section's separators that meet the query, in item order. A separator lies just past its
    /// item, so the candidates are the items of the query's span widened by the separator's reach.
    @usableFromInline func visitSeparators(_ query: RectQuery, _ index: Int, _ visit: (LayoutAttributes) throws(LayoutError) -> Void) throws(LayoutError) {
        for item in separatorCandidates(query, index) {
            guard let element = separator(index, item), query.everything || element.frame.intersects(query.rect) else { continue }
            try visit(element)
        }
    }

    /// The items whose separators may meet the query: those of its span widened by how far a
    /// separator reaches past its item, less the section's last item, which has none.
    @usableFromInline func separatorCandidates(_ query: RectQuery, _ index: Int) -> Range<Int> {
        guard let separator = sections[index].separator, case let count = sections[index].count, count > 1 else { return 0..<0 }
        let origin = contentOrigin(index), reach = Swift.abs(separator.offset) + separator.thickness
        if case .circle = sections[index].items { return 0..<0 }
        let candidates = query.everything ? 0..<count : sections[index].items.candidates(uStart: query.uStart - origin - reach, uEnd: query.uEnd - origin + reach)
        return candidates.clamped(to: 0..<(count - 1))
    }

    /// An unbounded rect (e.g. x = -∞, width = ∞) as a finite one that covers every frame, so
    /// that its edges are numbers rather than ∞ - ∞.
    @usableFromInline static func bounded(_ rect: Rect) -> Rect {
        func span(_ start: Double, _ length: Double) -> (Double, Double) {
            let limit = 1e300
            guard !start.isNaN, !length.isNaN else { return (0, 0) }
            let low = Swift.max(-limit, Swift.min(limit, start))
            let high = start.isInfinite && start < 0 && length == .infinity ? limit : Swift.max(-limit, Swift.min(limit, start + length))
            return (low, Swift.max(low, high))
        }
        let (x0, x1) = span(rect.x, rect.width), (y0, y1) = span(rect.y, rect.height)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// One element by kind and index path; nil when there is no such element. Inlinable, so that
    /// a caller that reads only part of the answer (a frame) pays only for that part.
    @inlinable
    public func attributes(for id: ElementID, at position: ScrollPosition = ScrollPosition()) throws(LayoutError) -> LayoutAttributes? {
        guard id.section >= 0, id.section < sections.count else { return nil }
        switch id.kind {
        case .header: return header(id.section, at: position)
        case .footer: return footer(id.section)
        case .cell:
            guard id.item >= 0, id.item < sections[id.section].count else { return nil }
            return try cell(id.section, id.item, at: position)
        case .background: return id.item == 0 ? background(id.section) : nil
        case .separator:
            guard id.item >= 0, id.item < sections[id.section].count - 1 else { return nil }
            return separator(id.section, id.item)
        }
    }

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

    @inlinable @inline(__always) func cell(_ index: Int, _ item: Int, at position: ScrollPosition) throws(LayoutError) -> LayoutAttributes {
        let origin = contentOrigin(index), cross = sections[index].crossStartInset
        let frame: Rect
        if sectionIsOrthogonal(index) {
            return try attributes(.cell(item, section: index), orthogonalFrame(index, item, at: position), count: sections[index].count, at: position)
        }
        let count: Int
        if let pattern = sections[index].pattern {
            // The closed form through its own field, and done with before the effects' call, so
            // that the pattern is not retained: through `items`, a retain and a release were
            // about a quarter of a lookup.
            frame = mapping.rect(pattern.frame(item).offset(u: origin, v: cross))
            count = pattern.count
        } else {
            switch sections[index].items {
            // Not reached while `pattern` follows `items`; the general form, for completeness.
            case .pattern(let pattern): frame = mapping.rect(pattern.frame(item).offset(u: origin, v: cross))
            case .explicit(let explicit): frame = mapping.rect(explicit.frames[item].offset(u: origin, v: cross))
            case .circle(let circle): frame = circle.frame(item)
            }
            count = sections[index].count
        }
        return try attributes(.cell(item, section: index), frame, count: count, at: position)
    }

    /// A cell's attributes: its frame, and what the scroll effects make of its distance from
    /// the viewport's centre.
    @inlinable @inline(__always)
    func attributes(_ id: ElementID, _ frame: Rect, count: Int, at position: ScrollPosition) throws(LayoutError) -> LayoutAttributes {
        // Two returns, so that without effects the value goes straight to the caller, which may
        // need only part of it, instead of through memory that `applyEffects` could write.
        guard hasEffects else { return LayoutAttributes(id: id, frame: frame) }
        var attributes = LayoutAttributes(id: id, frame: frame)
        try applyEffects(to: &attributes, count: count, at: position)
        return attributes
    }

    @usableFromInline func applyEffects(to attributes: inout LayoutAttributes, count: Int, at position: ScrollPosition) throws(LayoutError) {
        guard let effects = sections[attributes.id.section].effects ?? effects else { return }
        let center = mapping.u(attributes.frame.center)
        var distance = center - (mapping.u(position.offset) + mapping.u(viewport) * 0.5)
        if sectionIsOrthogonal(attributes.id.section) {
            // An orthogonal section scrolls across: its cells' distance is measured that way, so
            // that a shelf can be a carousel of its own. (Frames already hold its offset.)
            let across = mapping.axis == .vertical ? attributes.frame.midX : attributes.frame.midY
            distance = across - mapping.v(viewport) * 0.5
        }
        try effects.apply(to: &attributes, distance: distance, sectionCount: count)
    }

    @inlinable @inline(__always) func header(_ index: Int, at position: ScrollPosition) -> LayoutAttributes? {
        guard let length = sections[index].headerLength else { return nil }
        var u = sectionStarts[index]
        var zIndex = 0
        if sections[index].headerPinned {
            // Stays at the viewport's top while its section is under it, pushed out by the section's end.
            u = max(u, min(mapping.u(position.offset), sectionStarts[index + 1] - length))
            zIndex = 1024
        }
        let frame = mapping.rect(AxisRect(u: u, v: 0, length: length, breadth: mapping.v(viewport)))
        return LayoutAttributes(id: ElementID(.header, section: index), frame: frame, zIndex: zIndex)
    }

    /// Behind the section's items: from its header's end to its footer's start, across the
    /// whole breadth, inset by the background's insets. Drawn behind everything (z-index -1).
    @inlinable @inline(__always) func background(_ index: Int) -> LayoutAttributes? {
        guard let background = sections[index].background else { return nil }
        let start = sectionStarts[index] + (sections[index].headerLength ?? 0) + background.leading
        let end = sectionStarts[index + 1] - (sections[index].footerLength ?? 0) - background.trailing
        let breadth = mapping.v(viewport) - background.crossStart - background.crossEnd
        let frame = mapping.rect(AxisRect(u: start, v: background.crossStart, length: Swift.max(0, end - start), breadth: Swift.max(0, breadth)))
        return LayoutAttributes(id: ElementID(.background, section: index), frame: frame, zIndex: -1)
    }

    /// The separator after cell `item` (not the section's last): along the cell's trailing edge.
    @inlinable @inline(__always) func separator(_ index: Int, _ item: Int) -> LayoutAttributes? {
        guard let separator = sections[index].separator, item < sections[index].count - 1 else { return nil }
        let origin = contentOrigin(index), cross = sections[index].crossStartInset
        let cell: AxisRect
        switch sections[index].items {
        case .pattern(let pattern): cell = pattern.frame(item).offset(u: origin, v: cross)
        case .explicit(let explicit): cell = explicit.frames[item].offset(u: origin, v: cross)
        case .circle: return nil
        }
        let frame = mapping.rect(AxisRect(
            u: cell.uEnd + separator.offset, v: cell.v + separator.inset,
            length: separator.thickness, breadth: Swift.max(0, cell.breadth - separator.inset)))
        return LayoutAttributes(id: ElementID(.separator, section: index, item: item), frame: frame)
    }

    /// A section's background corner radius, for drawing it; nil without a background.
    public func backgroundCornerRadius(section: Int) -> Double? {
        sections.indices.contains(section) ? sections[section].background?.cornerRadius : nil
    }

    @inlinable @inline(__always) func footer(_ index: Int) -> LayoutAttributes? {
        guard let length = sections[index].footerLength else { return nil }
        let frame = mapping.rect(AxisRect(u: sectionStarts[index + 1] - length, v: 0, length: length, breadth: mapping.v(viewport)))
        return LayoutAttributes(id: ElementID(.footer, section: index), frame: frame)
    }
}
