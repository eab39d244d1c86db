/// The flow kind's placements: its resolved numbers turned into frames. Pure functions of their
/// inputs; the interpreter and generated code call them with the same numbers.
package enum FlowPlacement {
    /// Where the items of one line sit across the scroll axis, given their breadths.
    static func linePositions(_ breadths: ArraySlice<Double>, available: Double, spacing: Double, alignment: LineAlignment) -> [Double] {
        let total = breadths.reduce(0, +)
        let count = Double(breadths.count)
        var gap = spacing
        var start = 0.0
        switch alignment {
        case .justify:
            if breadths.count > 1 { gap = (available - total) / (count - 1) } else { start = (available - total) * 0.5 }
        case .leading: break
        case .center: start = (available - total - spacing * (count - 1)) * 0.5
        case .trailing: start = available - total - spacing * (count - 1)
        }
        var positions: [Double] = []
        positions.reserveCapacity(breadths.count)
        var v = start
        for breadth in breadths {
            positions.append(v)
            v = v + breadth + gap
        }
        return positions
    }

    /// A grid flow whose items take `spans` places of a line of `perLine`, each place `breadth`
    /// wide: an item that does not fit in what is left of a line starts the next one, and every
    /// line is one row `length` long, its items aligned as a flow's.
    package static func spanningFlow(
        spans: [Int], length: Double, breadth: Double, perLine: Int, available: Double, spacing: Double, lineSpacing: Double,
        alignment: LineAlignment
    ) -> ExplicitFrames {
        var frames: [AxisRect] = []
        frames.reserveCapacity(spans.count)
        var u = 0.0, lineStart = 0, used = 0
        func finishLine(before end: Int) {
            let breadths = spans[lineStart..<end].map { Double($0) * breadth + Double($0 - 1) * spacing }
            let positions = linePositions(breadths[...], available: available, spacing: spacing, alignment: alignment)
            for (offset, itemBreadth) in breadths.enumerated() {
                frames.append(AxisRect(u: u, v: positions[offset], length: length, breadth: itemBreadth))
            }
            u = u + length + lineSpacing
            lineStart = end
            used = 0
        }
        for (index, span) in spans.enumerated() {
            if used + span > perLine { finishLine(before: index) }
            used += span
        }
        if lineStart < spans.count { finishLine(before: spans.count) }
        return ExplicitFrames(frames: frames)
    }

    /// A flow of items that share one size: a closed-form pattern of one line.
    /// `perLine` fixes the items a line; otherwise as many as fit.
    package static func uniformFlow(
        length: Double, breadth: Double, count: Int, available: Double, spacing: Double, lineSpacing: Double,
        alignment: LineAlignment, perLine: Int? = nil
    ) -> TilePattern {
        var fit = 1
        if let perLine {
            fit = perLine
        } else {
            while fit < max(count, 1), Double(fit + 1) * breadth + Double(fit) * spacing <= available { fit += 1 }
        }
        let line = { (items: Int) in
            linePositions(Array(repeating: breadth, count: items)[...], available: available, spacing: spacing, alignment: alignment)
                .map { AxisRect(u: 0, v: $0, length: length, breadth: breadth) }
        }
        let remainder = count % fit
        return TilePattern(
            cells: line(fit), period: length + lineSpacing, count: count,
            partialLastBlock: remainder == 0 || alignment == .leading ? nil : line(remainder) + line(fit).suffix(fit - remainder))
    }

    /// A flow of items of their own sizes (self-sizing): lines break when the next item does not
    /// fit; items are centred on their line's cross axis, as UIKit's flow layout does.
    package static func flow(
        sizes: [(length: Double, breadth: Double)], available: Double, spacing: Double, lineSpacing: Double,
        alignment: LineAlignment
    ) -> ExplicitFrames {
        var frames: [AxisRect] = []
        frames.reserveCapacity(sizes.count)
        var lineStart = 0, u = 0.0
        while lineStart < sizes.count {
            var lineEnd = lineStart + 1
            var used = sizes[lineStart].breadth
            while lineEnd < sizes.count, used + spacing + sizes[lineEnd].breadth <= available {
                used = used + spacing + sizes[lineEnd].breadth
                lineEnd += 1
            }
            let line = sizes[lineStart..<lineEnd]
            let lineLength = line.map(\.length).max() ?? 0
            let positions = linePositions(line.map(\.breadth)[...], available: available, spacing: spacing, alignment: alignment)
            for (offset, size) in line.enumerated() {
                frames.append(AxisRect(u: u + (lineLength - size.length) * 0.5, v: positions[offset], length: size.length, breadth: size.breadth))
            }
            u = u + lineLength + lineSpacing
            lineStart = lineEnd
        }
        return ExplicitFrames(frames: frames)
    }
}
