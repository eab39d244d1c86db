/// A key that moves keyboard focus among a layout's cells.
public enum CellMove: String, Sendable, Hashable, CaseIterable {
    case up, down, left, right, home, end, pageUp, pageDown
}

/// Where a key moves focus: to the nearest cell in that direction by the frames, not by index
/// (docs/ACCESSIBILITY.md, "Arrow keys"). The same in the web and Android runtimes, and on the
/// shared vectors.
public enum CellNavigation {
    /// The cell `move` reaches from cell `from` of `frames` (every cell, in element order), or nil
    /// when focus stays. `page` is how far Page Up and Page Down go along the scroll axis (the
    /// viewport's length); `axis` and `direction` say which way the content runs.
    public static func next(from: Int, in frames: [Rect], move: CellMove, axis: ScrollAxis, direction: ReadingDirection, page: Double) -> Int? {
        guard frames.indices.contains(from) else { return nil }
        let target: Int?
        switch move {
        case .home: target = frames.isEmpty ? nil : 0
        case .end: target = frames.isEmpty ? nil : frames.count - 1
        case .pageUp, .pageDown:
            // Forward is down, or sideways towards the content's end (leftwards right to left).
            let forward = (move == .pageDown ? 1.0 : -1.0) * (axis == .horizontal && direction == .rightToLeft ? -1 : 1)
            let center = frames[from].center
            let point = axis == .vertical ? Point(x: center.x, y: center.y + forward * page) : Point(x: center.x + forward * page, y: center.y)
            target = nearest(to: point, in: frames)
        case .up, .down, .left, .right: target = nearest(move, from: from, in: frames)
        }
        return target == from ? nil : target
    }

    /// The first cell holding `point`, or else the one whose centre is nearest it.
    static func nearest(to point: Point, in frames: [Rect]) -> Int? {
        if let holding = frames.firstIndex(where: { $0.contains(point) }) { return holding }
        var best: Int?, bestDistance = Double.infinity
        for (index, frame) in frames.enumerated() {
            let dx = frame.midX - point.x, dy = frame.midY - point.y
            let distance = dx * dx + dy * dy
            if distance < bestDistance { best = index; bestDistance = distance }
        }
        return best
    }

    /// The nearest cell in an arrow's direction: one whose both edges lie further that way than
    /// the current cell's. Among those sharing the current cell's band across the move (its rows
    /// for left and right, its columns for up and down), the nearest gap, then the nearest
    /// centre across, then the first; without one in the band, the least 13 × gap² + across²
    /// (weighting the move's own direction, as Android's focus search does), then the first.
    static func nearest(_ move: CellMove, from: Int, in frames: [Rect]) -> Int? {
        let tolerance = GridStructure.tolerance
        // Every arrow as "towards larger u": u along the move, v across it.
        func extent(_ frame: Rect) -> (uStart: Double, uEnd: Double, vStart: Double, vEnd: Double) {
            switch move {
            case .right: (frame.minX, frame.maxX, frame.minY, frame.maxY)
            case .left: (-frame.maxX, -frame.minX, frame.minY, frame.maxY)
            case .down: (frame.minY, frame.maxY, frame.minX, frame.maxX)
            default: (-frame.maxY, -frame.minY, frame.minX, frame.maxX)
            }
        }
        let current = extent(frames[from])
        let currentMiddle = (current.vStart + current.vEnd) * 0.5
        var bestInBand: (index: Int, gap: Double, across: Double)?
        var bestOutside: (index: Int, score: Double)?
        for (index, frame) in frames.enumerated() where index != from {
            let other = extent(frame)
            guard other.uStart > current.uStart + tolerance, other.uEnd > current.uEnd + tolerance else { continue }
            let gap = max(0, other.uStart - current.uEnd)
            let across = abs((other.vStart + other.vEnd) * 0.5 - currentMiddle)
            if min(other.vEnd, current.vEnd) - max(other.vStart, current.vStart) > tolerance {
                if let best = bestInBand, (best.gap, best.across) <= (gap, across) { continue }
                bestInBand = (index, gap, across)
            } else if bestInBand == nil {
                let score = 13 * gap * gap + across * across
                if let best = bestOutside, best.score <= score { continue }
                bestOutside = (index, score)
            }
        }
        return bestInBand?.index ?? bestOutside?.index
    }
}

extension PreparedLayout {
    /// The cell a key moves focus to from cell `from`, by the cells' frames at `position`; nil
    /// when focus stays (no cell that way, or no such cell).
    public func nextCell(from: ElementID, move: CellMove, at position: ScrollOffsets = ScrollOffsets()) throws(LayoutError) -> ElementID? {
        let cells = try allElements(at: position).filter { $0.id.kind == .cell }
        guard let index = cells.firstIndex(where: { $0.id == from }) else { return nil }
        let page = axis == .vertical ? viewport.height : viewport.width
        return CellNavigation.next(from: index, in: cells.map(\.frame), move: move, axis: axis, direction: direction, page: page).map { cells[$0].id }
    }
}
