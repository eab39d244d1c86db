/// Orthogonal sections: a band between the header and the footer whose items scroll across the
/// layout's axis, each band with an offset of its own. Their items were placed by the section's
/// kind as if the layout scrolled across (inner terms: `u` sideways, `v` down the band); here
/// they are turned into the layout's terms, moved by the band's offset.
extension PreparedLayout {
    /// Whether section `section` scrolls sideways.
    public func isOrthogonal(section: Int) -> Bool {
        sections.indices.contains(section) && sections[section].orthogonal != nil
    }

    /// How far an orthogonal section's content reaches sideways, its insets included; nil for
    /// another section.
    public func orthogonalContentLength(section: Int) -> Double? {
        guard isOrthogonal(section: section) else { return nil }
        let resolved = sections[section]
        return resolved.leadingInset + resolved.itemExtent + resolved.trailingInset
    }

    /// The largest offset an orthogonal section comes to rest at: its content's end at the
    /// viewport's edge (0 when the content is shorter, and for any other section).
    public func maximumOffset(ofSection section: Int) -> Double {
        guard let length = orthogonalContentLength(section: section) else { return 0 }
        return Swift.max(0, length - mapping.v(viewport))
    }

    /// An orthogonal section's band in content coordinates (across the whole breadth), where a
    /// sideways scroll moves its items; nil for another section.
    public func band(ofSection section: Int) -> Rect? {
        guard isOrthogonal(section: section), let orthogonal = sections[section].orthogonal else { return nil }
        return mapping.rect(AxisRect(u: bandStart(section), v: 0, length: orthogonal.bandLength, breadth: mapping.v(viewport)))
    }

    /// Where a sideways scroll of orthogonal section `section` comes to rest, by the section's
    /// `snap`: `leading` puts the item whose leading edge is nearest (the next one in the
    /// direction of `velocity`) at the band's leading inset, `center` the item nearest the
    /// middle in the middle, `page` moves by whole viewports, paging by item moves at most its
    /// count of items from `start`, where the gesture began (nil: at `proposed`). Held within the
    /// offsets the band can rest at.
    public func restingOffset(ofSection section: Int, proposed: Double, velocity: Double = 0, from start: Double? = nil) throws(LayoutError) -> Double {
        guard isOrthogonal(section: section), let orthogonal = sections[section].orthogonal else {
            throw LayoutError("section \(section) does not scroll sideways; only an orthogonal section comes to rest sideways")
        }
        let breadth = mapping.v(viewport), limit = maximumOffset(ofSection: section)
        let resolved = sections[section]
        var target = proposed
        switch orthogonal.snap {
        case .none:
            break
        case .page:
            guard breadth > 0 else { break }
            let pages = proposed / breadth
            target = (velocity > 0 ? pages.rounded(.up) : velocity < 0 ? pages.rounded(.down) : pages.rounded()) * breadth
        case .leading, .center:
            var best: Double?
            // The rest offsets of the items within a viewport either way, or of every item when none is that near.
            let reach = Swift.max(breadth, 1)
            var candidates = innerCandidates(section, uStart: proposed - reach - resolved.leadingInset, uEnd: proposed + breadth + reach)
            if candidates.isEmpty { candidates = 0..<resolved.count }
            for item in candidates {
                let frame = innerFrame(section, item)
                let rest = orthogonal.snap == .leading ? frame.u : resolved.leadingInset + frame.u + frame.length * 0.5 - breadth * 0.5
                if velocity > 0, rest < proposed { continue }
                if velocity < 0, rest > proposed { continue }
                if Swift.abs(rest - proposed) < Swift.abs((best ?? .infinity) - proposed) { best = rest }
            }
            target = best ?? proposed
        case .paging(let items, let alignment):
            let start = start ?? proposed
            var reach = breadth * Double(items + 1) + 1
            var positions: [Double] = []
            while true {
                var candidates = innerCandidates(section, uStart: start - reach - resolved.leadingInset, uEnd: start + breadth + reach)
                let covers = start - reach <= 0 && start + breadth + reach >= limit + breadth
                if covers { candidates = 0..<resolved.count }
                positions = ItemPaging.positions(candidates.map { item in
                    let frame = innerFrame(section, item)
                    let rest = alignment == .leading ? frame.u : resolved.leadingInset + frame.u + frame.length * 0.5 - breadth * 0.5
                    return Swift.min(Swift.max(0, rest), limit)
                })
                if covers || ItemPaging.suffices(positions, start: start, items: items) { break }
                reach *= 4
            }
            target = ItemPaging.target(positions: positions, start: start, proposed: proposed, velocity: velocity, items: items) ?? proposed
        }
        return Swift.min(Swift.max(0, target), limit)
    }

    // MARK: Frames and queries

    /// Where the band starts along the layout's axis: after the header.
    @usableFromInline func bandStart(_ index: Int) -> Double {
        sectionStarts[index] + (sections[index].headerLength ?? 0)
    }

    @usableFromInline func innerFrame(_ index: Int, _ item: Int) -> AxisRect {
        // A circle cannot be orthogonal (refused when resolved), so every section here has one.
        sections[index].items.axisFrame(item) ?? AxisRect(u: 0, v: 0, length: 0, breadth: 0)
    }

    /// An item of an orthogonal section in view coordinates: across the band by its inner `u`,
    /// moved back by the band's offset; down the band by its inner `v`.
    @usableFromInline func orthogonalRect(_ index: Int, _ inner: AxisRect, at position: ScrollOffsets) -> Rect {
        let section = sections[index]
        return mapping.rect(AxisRect(
            u: bandStart(index) + section.crossStartInset + inner.v,
            v: section.leadingInset + inner.u - position.sectionOffset(index),
            length: inner.breadth, breadth: inner.length))
    }

    @usableFromInline func orthogonalFrame(_ index: Int, _ item: Int, at position: ScrollOffsets) -> Rect {
        orthogonalRect(index, innerFrame(index, item), at: position)
    }

    @usableFromInline func forEachOrthogonalFrame(inSection index: Int, at position: ScrollOffsets, _ body: (Int, Rect) throws -> Void) rethrows {
        for item in 0..<sections[index].count { try body(item, orthogonalFrame(index, item, at: position)) }
    }

    /// The items whose inner `u` span may meet `uStart..<uEnd`.
    func innerCandidates(_ index: Int, uStart: Double, uEnd: Double) -> Range<Int> {
        sections[index].items.candidates(uStart: uStart, uEnd: uEnd)
    }

    /// The items of an orthogonal section that may meet the query: none when the query misses
    /// the band; else those across the query's span, taken back to the band's own terms.
    @usableFromInline func orthogonalCandidates(_ query: RectQuery, _ index: Int, at position: ScrollOffsets) -> Range<Int> {
        let count = sections[index].count
        if query.everything { return 0..<count }
        guard let orthogonal = sections[index].orthogonal else { return 0..<0 }
        let start = bandStart(index)
        guard query.uStart < start + orthogonal.bandLength, start < query.uEnd else { return 0..<0 }
        let span = mapping.axisRect(query.search), shift = position.sectionOffset(index) - sections[index].leadingInset
        return innerCandidates(index, uStart: span.v + shift, uEnd: span.vEnd + shift)
    }

    @usableFromInline func visitOrthogonalCells(_ query: RectQuery, _ index: Int, at position: ScrollOffsets,
                                              _ visit: (LayoutAttributes) throws(LayoutError) -> Void) throws(LayoutError) {
        let count = sections[index].count
        for item in orthogonalCandidates(query, index, at: position) {
            let frame = orthogonalFrame(index, item, at: position)
            if !transformsCells || query.everything {
                guard query.everything || frame.intersects(query.rect) else { continue }
                try visit(try attributes(.cell(item, section: index), frame, count: count, at: position))
                continue
            }
            let cell = try attributes(.cell(item, section: index), frame, count: count, at: position)
            if cell.appears(in: query.rect) { try visit(cell) }
        }
    }
}
