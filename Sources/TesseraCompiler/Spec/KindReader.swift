@_spi(Generated) import TesseraRuntime

/// Reads the parameters of one layout kind (the mapping under `tiles:`, `blocks:`, ...) into IR.
struct KindReader {
    let builder: LayoutBuilder
    let node: YAMLNode
    let constants: LayoutConstants

    private var diagnostics: DiagnosticCollector { builder.diagnostics }

    private func number(_ key: String, _ scope: VariableScope, default defaultText: String? = nil) -> LayoutExpression {
        builder.expression(node[key], .number(scope), constants: constants, default: defaultText ?? "0", at: node.location)
    }

    private func word(_ key: String, default defaultWord: String) -> String {
        node[key]?.scalarText ?? defaultWord
    }

    private func size(_ sizeNode: YAMLNode?, _ scope: VariableScope) -> SizeIR {
        let location = sizeNode?.location ?? node.location
        return SizeIR(
            width: builder.expression(sizeNode?["width"], .number(scope), constants: constants, default: "0", at: location),
            height: builder.expression(sizeNode?["height"], .number(scope), constants: constants, default: "0", at: location))
    }

    // MARK: tiles

    func tiles() -> TilesIR {
        var spacing = number("spacing", .section)
        let period = node["period"].map { builder.expression($0, .number(.section), constants: constants) }
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
            guard let gapNode = node[key] else { return nil }
            let gap = builder.expression(gapNode, .number(.section), constants: constants)
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

    // MARK: blocks

    func blocks() -> BlocksIR {
        let columnNodes = node["columns"]?.sequence ?? .empty
        let columns = columnNodes.map { $0.sequence?.compactMap { $0.scalarText.flatMap { Int($0) } } ?? [] }
        checkSlots(columnNodes: columnNodes, columns: columns)
        let spacingNode = node["spacing"]
        let spacing = spacingNode?.scalarText == "even" ? nil : spacingNode.map { builder.expression($0, .number(.blockColumn), constants: constants) }
        return BlocksIR(
            columns: columns,
            columnWidth: number("columnWidth", .blockColumn),
            itemLength: number("itemLength", .blockItem),
            spacing: spacing)
    }

    private func checkSlots(columnNodes: YAMLNode.Items, columns: [[Int]]) {
        let total = columns.reduce(0) { $0 + $1.count }
        var seen: [Int: SourceLocation] = [:]
        for (columnNode, slots) in zip(columnNodes, columns) {
            for (slotNode, slot) in zip(columnNode.sequence ?? .empty, slots) {
                if let first = seen[slot] {
                    diagnostics.report(.error(
                        "slot \(slot) appears twice; each slot of a block belongs to one column",
                        at: slotNode.location, notes: [.init("slot \(slot) is first listed here", at: first)]))
                } else if slot >= total {
                    diagnostics.report(.error(
                        "slot \(slot) is out of range: the spec lists \(total) slots, so they must be 0 to \(total - 1)",
                        at: slotNode.location))
                }
                seen[slot] = seen[slot] ?? slotNode.location
            }
        }
        let missing = (0..<total).filter { seen[$0] == nil }
        if !missing.isEmpty, let columnsNode = node["columns"] {
            diagnostics.report(.error(
                "the spec lists \(total) slots but not \(missing.map(String.init).joined(separator: ", ")); slots must be 0 to \(total - 1), each once",
                at: columnsNode.location))
        }
    }

    // MARK: circle, line

    func circle() -> CircleIR {
        let centerNode = node["center"]
        let location = centerNode?.location ?? node.location
        return CircleIR(
            item: size(node["item"], .section),
            centerX: builder.expression(centerNode?["x"], .number(.circle), constants: constants, default: "width / 2", at: location),
            centerY: builder.expression(centerNode?["y"], .number(.circle), constants: constants, default: "height / 2", at: location),
            radius: number("radius", .circle),
            start: number("start", .circle),
            step: number("step", .circle, default: "2 * pi / count"),
            clockwise: word("direction", default: "counterclockwise") == "clockwise",
            singleAtCenter: word("single", default: "center") == "center")
    }

    func line() -> LineIR {
        let item = size(node["item"], .item)
        return LineIR(
            item: item,
            spacing: number("spacing", .section),
            align: CrossAlignment(rawValue: word("align", default: "center")) ?? .center,
            perItem: item.width.variables.contains(.index) || item.height.variables.contains(.index))
    }

    // MARK: rule

    func rule() -> RuleIR {
        let frame = CellModel(
            x: number("x", .item), y: number("y", .item), width: number("width", .item), height: number("height", .item))
        let period = node["period"].map { periodNode in
            RuleIR.Period(
                items: periodNode["items"]?.scalarText.flatMap { Int($0) } ?? 1,
                length: builder.expression(periodNode["length"], .number(.section), constants: constants, default: "0", at: periodNode.location))
        }
        return RuleIR(frame: frame, period: period)
    }

    // MARK: grid

    func grid() -> GridIR {
        let columns: MasonryIR.Columns = if let minimum = node["minColumnWidth"] {
            .minimumWidth(builder.expression(minimum, .number(.section), constants: constants))
        } else {
            .count(node["columns"]?.scalarText.flatMap { Int($0) } ?? 1)
        }
        let fixedColumns: Int? = if case .count(let count) = columns { count } else { nil }
        let gap = number("gap", .section)
        let rowLengthNode = node["rowLength"]
        return GridIR(
            columns: columns,
            rowLength: rowLengthNode == nil || rowLengthNode?.scalarText == "square" ? nil : number("rowLength", .gridTrack),
            columnGap: node["columnGap"] == nil ? gap : number("columnGap", .section),
            rowGap: node["rowGap"] == nil ? gap : number("rowGap", .section),
            span: span(fixedColumns: fixedColumns),
            rowSpan: node["rowSpan"].map { builder.expression($0, .number(.masonryItem), constants: constants) },
            column: node["column"].map { builder.expression($0, .number(.masonryItem), constants: constants) },
            dense: word("packing", default: "sparse") == "dense",
            period: node["period"].map { builder.expression($0, .number(.gridTrack), constants: constants) })
    }

    // MARK: masonry, flow

    /// How many columns item `index` covers. A constant span is checked here against a fixed
    /// column count; one that varies is checked for each item as it is placed.
    /// How many columns (places of a line) item `index` covers. A constant span is checked here,
    /// against `fixedColumns` when the count is fixed; one that varies is checked for each item
    /// as it is placed.
    private func span(fixedColumns: Int?) -> LayoutExpression? {
        guard let spanNode = node["span"] else { return nil }
        let span = builder.expression(spanNode, .number(.masonryItem), constants: constants)
        guard case .number(let value)? = ConstantFolder.value(of: span) else { return span }
        if value < 1 || value != value.rounded(.down) {
            diagnostics.report(.error(
                "the span is \(describe(value)); a span is a whole number of columns, 1 or more", at: spanNode.location))
        } else if let count = fixedColumns, value > Double(count) {
            diagnostics.report(.error(
                "a span of \(describe(value)) is wider than the \(count) columns; give at most \(count), or 'columnCount' for the full width",
                at: spanNode.location))
        }
        return span
    }

    func masonry() -> MasonryIR {
        let columns: MasonryIR.Columns = if let minimum = node["minColumnWidth"] {
            .minimumWidth(builder.expression(minimum, .number(.section), constants: constants))
        } else {
            .count(node["columns"]?.scalarText.flatMap { Int($0) } ?? 1)
        }
        let lengthNode = node["itemLength"]
        let fixedColumns: Int? = if case .count(let count) = columns { count } else { nil }
        return MasonryIR(
            columns: columns,
            columnSpacing: number("columnSpacing", .section),
            itemSpacing: number("itemSpacing", .section),
            itemLength: lengthNode?.scalarText == "data" ? nil : number("itemLength", .masonryItem),
            shortestFirst: word("placement", default: "shortest") == "shortest",
            tiesToTrailing: word("ties", default: "leading") == "trailing",
            span: span(fixedColumns: fixedColumns))
    }

    func flow() -> FlowIR {
        let aspect = number("aspect", .section, default: "1")
        let sizing: FlowIR.Sizing
        if let columns = node["columns"]?.scalarText.flatMap({ Int($0) }) {
            sizing = .columns(columns, aspect: aspect)
        } else if let minimum = node["minItemWidth"] {
            sizing = .minimumWidth(builder.expression(minimum, .number(.section), constants: constants), aspect: aspect)
        } else if node["item"]?.scalarText == "data" {
            sizing = .data
        } else {
            let item = size(node["item"], .item)
            let perItem = item.width.variables.contains(.index) || item.height.variables.contains(.index)
            sizing = .item(item, perItem: perItem)
        }
        let spacing = number("spacing", .section)
        let isGrid = switch sizing {
        case .columns, .minimumWidth: true
        default: false
        }
        if !isGrid, let spanNode = node["span"] {
            diagnostics.report(.error(
                "'span' applies to flows with 'columns' or 'minItemWidth'; an item with its own size already says how wide it is",
                at: spanNode.location))
        }
        let fixedColumns: Int? = if case .columns(let count, _) = sizing { count } else { nil }
        return FlowIR(
            sizing: sizing,
            spacing: spacing,
            lineSpacing: node["lineSpacing"] == nil ? spacing : number("lineSpacing", .section),
            align: LineAlignment(rawValue: word("align", default: isGrid ? "leading" : "justify")) ?? .justify,
            span: isGrid ? span(fixedColumns: fixedColumns) : nil)
    }
}
