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
    /// Orthogonal sections are taken at `position`'s sideways offsets (a scroll along the layout
    /// leaves them as they are); its own offset is replaced by `proposed`.
    public func restingOffset(proposed: Point, velocity: Point = .zero, from position: ScrollPosition = ScrollPosition()) throws(LayoutError) -> Point {
        var at = position
        let viewportLength = mapping.u(viewport)
        var proposed = proposed
        var proposedU = mapping.u(proposed)
        var targetU = proposedU
        var rule = snap
        var onlySection: Int?
        if sections.contains(where: { $0.snap != nil }) {
            let middle = proposedU + viewportLength * 0.5
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
            var best: Double?
            for element in try elements(in: visible, at: at) where candidate(element) {
                let delta = mapping.u(element.frame.center) - centerU
                if Swift.abs(best ?? .infinity) > Swift.abs(delta) { best = delta }
            }
            targetU = proposedU + (best ?? 0)
        case .leading:
            let direction = mapping.u(Size(width: velocity.x, height: velocity.y))
            // Edges within a viewport's length either way, or any edge when none is that near.
            let reach = Swift.max(viewportLength, 1)
            let near = mapping.rect(AxisRect(u: proposedU - reach, v: -1e300, length: 2 * reach, breadth: 2e300))
            at.offset = proposed
            var candidates = try elements(in: near, at: at)
            if !candidates.contains(where: candidate) { candidates = try allElements(at: at) }
            var best: Double?
            for element in candidates where candidate(element) {
                let start = mapping.u(element.frame.origin)
                if direction > 0, start < proposedU { continue }
                if direction < 0, start > proposedU { continue }
                if Swift.abs(start - proposedU) < Swift.abs((best ?? .infinity) - proposedU) { best = start }
            }
            targetU = best ?? proposedU
        case .page:
            guard viewportLength > 0 else { return proposed }
            let direction = mapping.u(Size(width: velocity.x, height: velocity.y))
            let pages = proposedU / viewportLength
            let page = direction > 0 ? pages.rounded(.up) : direction < 0 ? pages.rounded(.down) : pages.rounded()
            let limit = Swift.max(0, mapping.u(contentSize) - viewportLength)
            targetU = Swift.min(Swift.max(0, page * viewportLength), limit)
        }
        return restingRange(mapping.axis == .vertical ? Point(x: proposed.x, y: targetU) : Point(x: targetU, y: proposed.y))
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

    /// The element drawn at `point` (as displayed at `position`, scale and transform applied): the
    /// frontmost by z-index, the later on a tie; nil when the point is on no element. Decorations
    /// (backgrounds, separators) are not hit.
    public func element(at point: Point, position: ScrollPosition = ScrollPosition()) throws(LayoutError) -> ElementID? {
        // Scaled elements can reach beyond their frames by their own size at most.
        let probe = Rect(x: point.x - viewport.width, y: point.y - viewport.height, width: 2 * viewport.width, height: 2 * viewport.height)
        var best: LayoutAttributes?
        for element in try elements(in: probe, at: position) where !element.id.kind.isDecoration && element.displayContains(point) {
            if element.zIndex >= (best?.zIndex ?? .min) { best = element }
        }
        return best?.id
    }

    /// The seeds' reorder rule: the cell a dragged cell would take the place of, once its centre
    /// enters that cell's frame; nil while the centre is over no other cell. Orthogonal sections'
    /// cells are where `position` has scrolled them.
    public func moveTarget(for dragged: ElementID, center: Point, position: ScrollPosition = ScrollPosition()) throws(LayoutError) -> ElementID? {
        let probe = Rect(x: center.x - 0.5, y: center.y - 0.5, width: 1, height: 1)
        return try elements(in: probe, at: position).first { $0.id.kind == .cell && $0.id != dragged && $0.frame.contains(center) }?.id
    }

    /// Whether moving to another viewport size or scroll offset needs new attributes: a new size
    /// in a dimension the layout reads (or that sets its content size), or any scroll when
    /// effects or pinned headers depend on the offset.
    public func needsNewAttributes(size newSize: Size, offset newOffset: Point, from oldOffset: Point) -> Bool {
        if newSize != viewport {
            if !scrolls || mapping.v(newSize) != mapping.v(viewport) { return true }
            if reads.contains(.width), newSize.width != viewport.width { return true }
            if reads.contains(.height), newSize.height != viewport.height { return true }
            // Right to left, content narrower than the viewport mirrors within the viewport.
            if mapping.direction == .rightToLeft, newSize.width != viewport.width,
               contentSize.width < Swift.max(newSize.width, viewport.width) { return true }
            // Effects measure distances from the viewport's centre, and snapping uses its length.
            if hasEffects || snaps { return true }
        }
        if newOffset != oldOffset {
            return hasEffects || sections.contains(where: \.headerPinned)
        }
        return false
    }
}

extension LayoutAttributes {
    /// Attributes between two layouts at progress t in 0...1, for animated switches (the seeds'
    /// circle ⇄ line). Elements in only one of the two fade out or in.
    public static func interpolate(_ from: [LayoutAttributes], _ to: [LayoutAttributes], progress t: Double) -> [LayoutAttributes] {
        let t = Swift.min(1, Swift.max(0, t))
        var targets: [ElementID: LayoutAttributes] = [:]
        for element in to { targets[element.id] = element }
        var result: [LayoutAttributes] = []
        var seen: Set<ElementID> = []
        func mix(_ a: Double, _ b: Double) -> Double { t == 0 ? a : t == 1 ? b : a + (b - a) * t }
        for start in from {
            seen.insert(start.id)
            guard let end = targets[start.id] else {
                var fading = start
                fading.alpha = mix(start.alpha, 0)
                result.append(fading)
                continue
            }
            result.append(start.blended(with: end, progress: t))
        }
        for end in to where !seen.contains(end.id) {
            var appearing = end
            appearing.alpha = mix(0, end.alpha)
            result.append(appearing)
        }
        return result.sorted { $0.id < $1.id }
    }
}

extension LayoutAttributes {
    /// These attributes moved `t` (0...1) of the way to `end`: frame, scale, alpha and transform mixed,
    /// the z-order switching half-way; exactly `self` at 0 and `end`'s numbers at 1.
    func blended(with end: LayoutAttributes, progress t: Double) -> LayoutAttributes {
        func mix(_ a: Double, _ b: Double) -> Double { t == 0 ? a : t == 1 ? b : a + (b - a) * t }
        var blend = LayoutAttributes(
            id: id,
            frame: Rect(x: mix(frame.x, end.frame.x), y: mix(frame.y, end.frame.y),
                        width: mix(frame.width, end.frame.width), height: mix(frame.height, end.frame.height)),
            scale: mix(scale, end.scale), alpha: mix(alpha, end.alpha),
            zIndex: t < 0.5 ? zIndex : end.zIndex)
        blend.translation = Point(x: mix(translation.x, end.translation.x), y: mix(translation.y, end.translation.y))
        blend.rotation = mix(rotation, end.rotation)
        blend.turn = mix(turn, end.turn)
        // The turn's axis and perspective switch half-way, as the z-order does: mixing a
        // distance with "none" (0) has no meaning.
        blend.turnAxis = t < 0.5 ? turnAxis : end.turnAxis
        blend.perspective = t < 0.5 ? perspective : end.perspective
        return blend
    }
}
