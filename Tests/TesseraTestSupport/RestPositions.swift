@_spi(Adapters) @_spi(Generated) import TesseraRuntime

/// Where a layout lets scrolling rest, worked out by brute force from every cell, independently
/// of the runtime's snapping: the reference that random gestures are checked against.
package enum RestPositions {
    /// The rest offsets along the scroll axis of `rule` over the cells of `prepared` (all of
    /// them at `position`), held where the content can rest, sorted (for paging, one per half
    /// point, as paging counts them); nil for a rule that rests anywhere.
    package static func of(_ prepared: PreparedLayout, rule: SnapRule, at position: ScrollOffsets = ScrollOffsets()) throws -> [Double]? {
        let mapping = prepared.mapping, length = mapping.u(prepared.viewport), limit = mapping.u(prepared.maximumOffset)
        let cells = try prepared.allElements(at: position).filter { $0.id.kind == .cell }
        let offsets: [Double]
        switch rule {
        case .none:
            return nil
        case .page:
            guard length > 0 else { return nil }
            // Kept to its end, pages count from the end (sideways right to left, offset 0).
            if prepared.gravity == .end, !prepared.endsAtOrigin {
                offsets = Array(stride(from: limit, through: -length, by: -length)) + [0]
            } else {
                offsets = Array(stride(from: 0, through: limit + length, by: length)) + [limit]
            }
        case .leading, .paging(_, .leading):
            offsets = cells.map { element in
                let section = prepared.sections[element.id.section]
                let inset = section.orthogonal == nil ? section.leadingInset : section.crossStartInset
                return mapping.u(element.frame.origin) - inset
            } + (rule == .leading ? [0, limit] : [])
        case .center, .paging(_, .center):
            offsets = cells.map { mapping.u($0.frame.center) - length / 2 }
        }
        let held = offsets.map { Swift.min(Swift.max(0, $0), limit) }.sorted()
        // Pages are a viewport apart however short it is; paging's positions half a point apart.
        guard case .paging = rule else { return held }
        var positions: [Double] = []
        for offset in held where positions.last.map({ offset - $0 >= 0.5 }) ?? true {
            positions.append(offset)
        }
        return positions
    }

    /// How many positions a swipe from `start` to `rest` passes: those past the start (more than
    /// half a point away) up to and including the rest.
    package static func passed(_ positions: [Double], from start: Double, to rest: Double) -> Int {
        rest >= start
            ? positions.filter { $0 > start + 0.5 && $0 <= rest + 1e-9 }.count
            : positions.filter { $0 < start - 0.5 && $0 >= rest - 1e-9 }.count
    }

    /// Whether `offset` is one of `positions`.
    package static func contains(_ positions: [Double], _ offset: Double) -> Bool {
        positions.contains { Swift.abs($0 - offset) < 1e-6 }
    }
}
