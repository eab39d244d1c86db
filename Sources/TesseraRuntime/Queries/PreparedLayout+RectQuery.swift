/// Rect queries: the elements that meet a rect, as an array or one at a time. Each section's
/// engine gives its candidates in item order, and those that meet the rect are taken.
extension PreparedLayout {
    /// Every element, sorted by section, then header, cells by item, footer.
    public func allElements(at position: ScrollOffsets = ScrollOffsets()) throws(LayoutError) -> [LayoutAttributes] {
        try elements(in: Rect(x: -.infinity, y: -.infinity, width: .infinity, height: .infinity), at: position, everything: true)
    }

    /// The elements whose frames intersect `rect`, in the same order; when the effects move,
    /// rotate or turn cells, also those drawn in `rect` (`displayedBounds`) from up to two
    /// viewports away.
    public func elements(in rect: Rect, at position: ScrollOffsets = ScrollOffsets()) throws(LayoutError) -> [LayoutAttributes] {
        try elements(in: rect, at: position, everything: false)
    }

    /// The array form of the rect query, written straight into the new array's storage, which
    /// spares every element `append`'s uniqueness check (Benchmarks/RESULTS.md, "Why the code is
    /// written as it is").
    private func elements(in rect: Rect, at position: ScrollOffsets, everything: Bool) throws(LayoutError) -> [LayoutAttributes] {
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
    package func elementBound(in rect: Rect, at position: ScrollOffsets = ScrollOffsets()) -> Int {
        elementBound(rectQuery(rect, everything: false), at: position).bound
    }

    /// At least as many elements as the query can give: per section, the header, the footer
    /// and the engine's candidates (which `visitElements` takes in the same way). The first
    /// circle's candidate ranges come back too, so that the visit does not find them again.
    private func elementBound(_ query: RectQuery, at position: ScrollOffsets) -> (bound: Int, circleRanges: KnownCircleRanges?) {
        var bound = 0
        var known: KnownCircleRanges?
        for index in query.sections {
            let origin = contentOrigin(index)
            if sectionIsOrthogonal(index) {
                bound += 3 + orthogonalCandidates(query, index, at: position).count
                continue
            }
            switch sections[index].items {
            case .pattern, .explicit:
                bound += sections[index].items.candidates(uStart: query.uStart - origin, uEnd: query.uEnd - origin).count
            case .circle(let circle):
                let ranges = query.everything ? nil : circle.candidateRanges(in: query.search)
                if known == nil { known = KnownCircleRanges(section: index, ranges: ranges) }
                bound += ranges.map { $0.reduce(0) { $0 + $1.count } } ?? circle.count
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
    public func forEachElement(in rect: Rect, at position: ScrollOffsets = ScrollOffsets(), _ body: (LayoutAttributes) throws(LayoutError) -> Void) throws(LayoutError) {
        try visitElements(rectQuery(rect, everything: false), at: position, circleRanges: nil, body)
    }

    /// The rect query appended element by element: `elements(in:at:)`'s way should its bound
    /// ever fall short.
    private func appendElements(_ query: RectQuery, at position: ScrollOffsets, to result: inout [LayoutAttributes]) throws(LayoutError) {
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
    func visitElements(_ query: RectQuery, at position: ScrollOffsets, circleRanges known: KnownCircleRanges?,
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
                        try visitCell(item, mapping.rect(explicit.frame(item).offset(u: origin, v: cross)), count: explicit.count)
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
    @usableFromInline func visitTransformedCells(_ query: RectQuery, _ index: Int, at position: ScrollOffsets,
                                                 _ visit: (LayoutAttributes) throws(LayoutError) -> Void) throws(LayoutError) {
        let origin = contentOrigin(index), cross = sections[index].crossStartInset, count = sections[index].count
        func visitCell(_ item: Int, _ frame: Rect) throws(LayoutError) {
            let cell = try attributes(.cell(item, section: index), frame, count: count, at: position)
            if cell.appears(in: query.rect) { try visit(cell) }
        }
        let items = sections[index].items
        switch items {
        case .pattern, .explicit:
            // Each cell's effects cost far more than finding its frame: the section's own operations do.
            for item in items.candidates(uStart: query.uStart - origin, uEnd: query.uEnd - origin) {
                guard let frame = items.axisFrame(item) else { continue }
                try visitCell(item, mapping.rect(frame.offset(u: origin, v: cross)))
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
}
