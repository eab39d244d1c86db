@_spi(Generated) import TesseraRuntime

/// Tiles: a block drawn as areas (rows of cell names, like CSS grid-template-areas) or given as
/// explicit cells, compiled into one frame per slot.
extension NodeReader {
    func tiles() -> TilesIR {
        var spacing = number("spacing")
        let period = optionalNumber("period")
        let gaps = tileGaps()
        if let cellNodes = node["cells"]?.sequence {
            for key in TileGaps.keys { if let gapNode = node[key] {
                diagnostics.report(.error(
                    "'\(key)' separates the tracks of an areas grid; explicit cells give their own frames, so leave space between them in x and y instead",
                    at: gapNode.location))
            } }
            let cells = cellNodes.map { cell in
                CellModel(
                    x: builder.expression(cell["x"], .number(.section), constants: constants, default: "0", at: cell.location),
                    y: builder.expression(cell["y"], .number(.section), constants: constants, default: "0", at: cell.location),
                    width: builder.expression(cell["width"], .number(.section), constants: constants, default: "0", at: cell.location),
                    height: builder.expression(cell["height"], .number(.section), constants: constants, default: "0", at: cell.location))
            }
            TileOverlapCheck.report(cells, at: cellNodes.map(\.location), diagnostics: diagnostics)
            return TilesIR(cells: cells, period: period, spacing: spacing)
        }
        guard let rowNodes = node["areas"]?.sequence, !rowNodes.isEmpty,
              let grid = TileAreas.parse(rows: rowNodes, order: node["order"]?.sequence, diagnostics: diagnostics)
        else {
            return TilesIR(cells: [], period: period, spacing: spacing)
        }
        // A gap is a track of its own between two tracks, so a cell spanning tracks covers the
        // gaps between them and none outside; without gaps the tracks sit edge to edge.
        let columnWidths = TrackSums(gaps.interleave(tracks("columns", count: grid.columnCount, what: "column"), with: gaps.column))
        let rowHeights = TrackSums(gaps.interleave(tracks("rows", count: grid.rowCount, what: "row"), with: gaps.row))
        if node["spacing"] == nil, let between = builder.axis == .vertical ? gaps.row : gaps.column {
            spacing = between
        }
        // The largest sums are the offsets of the last track and the span of all tracks.
        for (sums, key, what) in [(columnWidths, "columns", "column"), (rowHeights, "rows", "row")] where !sums.fitsTheLimits {
            diagnostics.report(.error(
                "the areas grid's offsets, sums of its \(what) sizes, have more than \(CompilerLimits.maxSubstitutedOperations) operations "
                    + "or nest deeper than \(CompilerLimits.maxSubstitutedDepth) levels; give fewer \(key) or simpler sizes",
                at: node[key]?.location ?? node.location))
            return TilesIR(cells: [], period: period, spacing: spacing)
        }
        let cells = grid.areas.map { area in
            let columns = gaps.trackRange(area.columns, gap: gaps.column), rows = gaps.trackRange(area.rows, gap: gaps.row)
            return CellModel(
                x: columnWidths.sum(..<columns.lowerBound, at: node.location),
                y: rowHeights.sum(..<rows.lowerBound, at: node.location),
                width: columnWidths.sum(columns, at: node.location),
                height: rowHeights.sum(rows, at: node.location))
        }
        // The block is its whole grid, as in CSS: trailing empty tracks along the scroll axis are
        // space too (leading ones already are, as the cells' offsets). Without them the block
        // ends where its cells do.
        let vertical = builder.axis == .vertical
        let alongTracks = vertical ? grid.rowCount : grid.columnCount
        let lastUsed = grid.areas.map { vertical ? $0.rows.upperBound : $0.columns.upperBound }.max() ?? 0
        if lastUsed < alongTracks {
            let sums = vertical ? rowHeights : columnWidths
            return TilesIR(cells: cells, period: period, spacing: spacing, extent: sums.sum(..<sums.tracks.count, at: node.location))
        }
        return TilesIR(cells: cells, period: period, spacing: spacing)
    }

    /// `gap`, or `columnGap` and `rowGap` (which take precedence), as CSS grid has them.
    private func tileGaps() -> TileGaps {
        func gap(_ key: String) -> LayoutExpression? {
            guard let gapNode = node[key], let gap = optionalNumber(key) else { return nil }
            if case .number(let value)? = ConstantFolder.value(of: gap), value < 0 {
                diagnostics.report(.error(
                    "'\(key)' is \(describe(value)); a gap cannot be negative (cells would overlap): give 0 or more", at: gapNode.location))
            }
            return gap
        }
        let both = gap("gap")
        return TileGaps(column: gap("columnGap") ?? both, row: gap("rowGap") ?? both)
    }

    /// The sizes of an areas grid's columns or rows: one expression for all, or one per track.
    private func tracks(_ key: String, count: Int, what: String) -> [LayoutExpression] {
        guard let trackNode = node[key] else {
            diagnostics.report(.error(
                "tiles with areas need '\(key)': the \(what) size, or a list of \(count) sizes", at: node.location))
            return Array(repeating: LayoutExpression(.number(0), at: node.location), count: count)
        }
        if let list = trackNode.sequence {
            if list.count != count {
                diagnostics.report(.error(
                    "'\(key)' lists \(list.count) sizes but the areas grid has \(count) \(what)s", at: trackNode.location))
            }
            let sizes = list.map { builder.expression($0, .number(.section), constants: constants) }
            return (0..<count).map { $0 < sizes.count ? sizes[$0] : LayoutExpression(.number(0), at: trackNode.location) }
        }
        let size = builder.expression(trackNode, .number(.section), constants: constants)
        return Array(repeating: size, count: count)
    }

}
