extension PreparedLayout {
    /// Where scrolling comes to rest for a proposed offset and a velocity.
    ///
    /// `center` is the seeds' carousel rule: among the cells in the viewport at the proposed
    /// offset, the one whose centre is nearest the viewport's centre (the first on a tie) comes
    /// to rest exactly in the middle.
    ///
    /// The offset is always one the content can rest at, from 0 to the content's end less the
    /// viewport on each axis (for `center`, a proposal past either end is taken at that end).
    ///
    /// A section with a snap rule of its own decides while it is under the viewport's centre at
    /// the proposed offset, and only its cells are rested on.
    ///
    /// `position` is where the content was when the gesture began: paging by item counts its items
    /// from its offset. Orthogonal sections are taken at its sideways offsets (a scroll along the
    /// layout leaves them as they are).
    public func restingOffset(proposed: Point, velocity: Point = .zero, from position: ScrollOffsets = ScrollOffsets()) throws(LayoutError) -> Point {
        var at = position
        let startU = mapping.u(position.offset)
        let viewportLength = mapping.u(viewport)
        // The fling's direction along the scroll axis, and the furthest offset it can rest at.
        let direction = mapping.u(velocity)
        let limit = mapping.u(maximumOffset)
        var proposed = proposed
        var proposedU = mapping.u(proposed)
        var targetU = proposedU
        var rule = snap
        var onlySection: Int?
        if sections.contains(where: { $0.snap != nil }) {
            // A proposal past either end is taken where the content can rest, so that a fast
            // fling still finds the section it ends in.
            let middle = Swift.min(Swift.max(0, proposedU), limit) + viewportLength * 0.5
            let deciding = sectionRange(uStart: middle, uEnd: middle).lowerBound
            if sections.indices.contains(deciding), let own = sections[deciding].snap {
                rule = own
                onlySection = deciding
            }
        }
        func candidate(_ element: LayoutAttributes) -> Bool {
            element.id.kind == .cell && (onlySection == nil || element.id.section == onlySection)
        }
        switch rule {
        case .none:
            break
        case .center:
            // The cell nearest the middle of what the viewport shows where it can rest.
            proposed = restingRange(proposed)
            proposedU = mapping.u(proposed)
            let visible = mapping.axis == .vertical
                ? Rect(x: 0, y: proposed.y, width: viewport.width, height: viewport.height)
                : Rect(x: proposed.x, y: 0, width: viewport.width, height: viewport.height)
            let centerU = proposedU + viewportLength * 0.5
            at.offset = proposed
            func nearest(_ elements: [LayoutAttributes]) -> Double? {
                var best: Double?
                for element in elements where candidate(element) {
                    let delta = mapping.u(element.frame.center) - centerU
                    if Swift.abs(best ?? .infinity) > Swift.abs(delta) { best = delta }
                }
                return best
            }
            // None in view (a gap, an empty section): the nearest cell within a viewport's length
            // either way, or anywhere.
            let reach = Swift.max(viewportLength, 1)
            let near = mapping.rect(AxisRect(u: proposedU - reach, v: -1e300, length: 2 * reach + viewportLength, breadth: 2e300))
            var best = nearest(try elements(in: visible, at: at))
            if best == nil { best = nearest(try elements(in: near, at: at)) }
            if best == nil { best = nearest(try allElements(at: at)) }
            targetU = proposedU + (best ?? 0)
        case .leading:
            // The nearest rest in the fling's direction: of the edges within a viewport's length
            // either way, or of any edge when none of those lies that way; past the last one, the
            // content's end.
            func nearest(_ elements: [LayoutAttributes]) -> Double? {
                var best: Double?
                for element in elements where candidate(element) {
                    let start = leadingRest(element)
                    if direction > 0, start < proposedU { continue }
                    if direction < 0, start > proposedU { continue }
                    if Swift.abs(start - proposedU) < Swift.abs((best ?? .infinity) - proposedU) { best = start }
                }
                return best
            }
            let reach = Swift.max(viewportLength, 1)
            let near = mapping.rect(AxisRect(u: proposedU - reach, v: -1e300, length: 2 * reach, breadth: 2e300))
            at.offset = proposed
            var best = nearest(try elements(in: near, at: at))
            if best == nil { best = nearest(try allElements(at: at)) }
            targetU = best ?? (direction > 0 ? limit : direction < 0 ? 0 : proposedU)
        case .page:
            guard viewportLength > 0 else { return proposed }
            // Kept to its end, pages count from the end, where the view opens (sideways right to
            // left the end is at offset 0 already).
            let fromEnd = gravity == .end && !endsAtOrigin
            let pages = (fromEnd ? limit - proposedU : proposedU) / viewportLength
            let forward = fromEnd ? -direction : direction
            let page = forward > 0 ? pages.rounded(.up) : forward < 0 ? pages.rounded(.down) : pages.rounded()
            targetU = Swift.min(Swift.max(0, fromEnd ? limit - page * viewportLength : page * viewportLength), limit)
        case .paging(let items, let alignment):
            // The rest offsets of the cells near where the gesture began, the search widened until
            // it holds the steps the fling may take (or the whole content).
            var reach = viewportLength * Double(items + 1) + 1
            var positions: [Double] = []
            while true {
                let near = mapping.rect(AxisRect(u: startU - reach, v: -1e300, length: 2 * reach + viewportLength, breadth: 2e300))
                at.offset = position.offset
                var offsets: [Double] = []
                for element in try elements(in: near, at: at) where candidate(element) {
                    let rest = alignment == .leading ? leadingRest(element) : mapping.u(element.frame.center) - viewportLength * 0.5
                    offsets.append(Swift.min(Swift.max(0, rest), limit))
                }
                positions = ItemPaging.positions(offsets)
                let covers = startU - reach <= 0 && startU + reach + viewportLength >= mapping.u(contentSize)
                if covers || ItemPaging.suffices(positions, start: startU, items: items) { break }
                reach *= 4
            }
            targetU = ItemPaging.target(positions: positions, start: startU, proposed: proposedU, velocity: direction, items: items) ?? proposedU
        }
        return restingRange(mapping.axis == .vertical ? Point(x: proposed.x, y: targetU) : Point(x: targetU, y: proposed.y))
    }

    /// The offset at which `element`'s leading edge lies at its section's leading inset, as a
    /// band's cells rest after the band's inset.
    private func leadingRest(_ element: LayoutAttributes) -> Double {
        let section = sections[element.id.section]
        // An orthogonal section's insets are in its own axis: across it is the layout's.
        let inset = section.orthogonal == nil ? section.leadingInset : section.crossStartInset
        return mapping.u(element.frame.origin) - inset
    }

    /// Whether scrolling comes to rest on the layout's cells anywhere: a snap rule of the layout or a section.
    var snaps: Bool {
        snap != .none || sections.contains { ($0.snap ?? .none) != .none }
    }

    /// The offsets the content can rest at, per axis: from 0 to the content's end less the
    /// viewport (0 when the content is shorter).
    public var maximumOffset: Point {
        Point(x: Swift.max(0, contentSize.width - viewport.width), y: Swift.max(0, contentSize.height - viewport.height))
    }

    /// `point` held within the offsets the content can rest at.
    private func restingRange(_ point: Point) -> Point {
        let limit = maximumOffset
        return Point(x: Swift.min(Swift.max(0, point.x), limit.x), y: Swift.min(Swift.max(0, point.y), limit.y))
    }
}
