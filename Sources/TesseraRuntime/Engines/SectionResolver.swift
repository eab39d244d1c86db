/// Evaluates one section's model for a viewport into the numbers the placement engines take,
/// converting the author's x/y terms into the layout's along/across terms.
struct SectionResolver<Evaluator: FormulaEvaluator> {
    let evaluator: Evaluator
    /// The axis the section's items advance along: the layout's, or across it for an orthogonal section.
    var axis: ScrollAxis
    let viewport: Size
    let textScale: Double
    let section: Int
    let count: Int
    let sizes: [ItemSize]?
    /// The room across `axis`: the viewport's, or an orthogonal section's band.
    var band: Double?

    var vertical: Bool { axis == .vertical }
    private var crossExtent: Double { band ?? (vertical ? viewport.width : viewport.height) }

    var context: EvaluationContext {
        var context = EvaluationContext(width: viewport.width, height: viewport.height, textScale: textScale)
        context.section = Double(section)
        context.count = Double(count)
        return context
    }

    func value(_ formula: Formula, _ context: EvaluationContext? = nil) throws(LayoutError) -> Double {
        try evaluator.finiteValue(of: formula, in: context ?? self.context)
    }

    /// A non-negative length, or an error at the expression.
    func length(_ formula: Formula, _ what: String, _ context: EvaluationContext? = nil) throws(LayoutError) -> Double {
        let result = try value(formula, context)
        guard result >= 0 else {
            throw LayoutError("\(what) is negative (\(describe(result))) for a \(describe(viewport.width))×\(describe(viewport.height)) viewport",
                              line: formula.line, column: formula.column)
        }
        return result
    }

    /// An author's rect (x, y, width, height) in the layout's terms.
    private func axisRect(x: Double, y: Double, width: Double, height: Double) -> AxisRect {
        vertical ? AxisRect(u: y, v: x, length: height, breadth: width) : AxisRect(u: x, v: y, length: width, breadth: height)
    }

    func resolve(_ model: SectionModel<Formula>) throws(LayoutError) -> ResolvedSection {
        guard let orthogonal = model.orthogonal else { return try resolveAlongAxis(model) }
        // Laid out as a layout scrolling across this one, in a viewport as deep as the band;
        // expressions still see the real viewport. The background is the outer layout's. (A
        // circle is never orthogonal: the front end and the compiled readers refuse it.)
        var inner = self
        inner.axis = axis == .vertical ? .horizontal : .vertical
        inner.band = try length(orthogonal.length, "the orthogonal section's length")
        var bare = model
        bare.background = nil
        var resolved = try inner.resolveAlongAxis(bare)
        resolved.orthogonal = ResolvedSection.Orthogonal(bandLength: inner.band ?? 0, snap: orthogonal.snap)
        resolved.separator = nil
        resolved.background = try mapped(model.background, resolveBackground)
        return resolved
    }

    /// The section as its items advance along `axis`.
    private func resolveAlongAxis(_ model: SectionModel<Formula>) throws(LayoutError) -> ResolvedSection {
        let top = try length(model.insets.top, "the top inset"), left = try length(model.insets.left, "the left inset")
        let bottom = try length(model.insets.bottom, "the bottom inset"), right = try length(model.insets.right, "the right inset")
        let (leading, trailing, crossStart, crossEnd) = vertical ? (top, bottom, left, right) : (left, right, top, bottom)
        let available = crossExtent - crossStart - crossEnd
        let (items, continuation) = try resolveItems(model.arrangement, available: available)
        return ResolvedSection(
            items: items, leadingInset: leading, trailingInset: trailing, crossStartInset: crossStart,
            headerLength: try mapped(model.header) { (header) throws(LayoutError) in try length(header.length, "the header's length") },
            headerPinned: model.header?.pinned ?? false,
            footerLength: try mapped(model.footer) { (footer) throws(LayoutError) in try length(footer.length, "the footer's length") },
            continuation: continuation,
            background: try mapped(model.background, resolveBackground),
            separator: try mapped(model.separators) { (separators) throws(LayoutError) in
                ResolvedSection.Separator(
                    thickness: try length(separators.thickness, "the separators' thickness"),
                    inset: try value(separators.inset), offset: try value(separators.offset))
            })
    }

    private func resolveBackground(_ background: BackgroundModel<Formula>) throws(LayoutError) -> ResolvedSection.Background {
        let insets = background.insets
        let top = try value(insets.top), left = try value(insets.left), bottom = try value(insets.bottom), right = try value(insets.right)
        let (leading, trailing, crossStart, crossEnd) = vertical ? (top, bottom, left, right) : (left, right, top, bottom)
        return ResolvedSection.Background(
            leading: leading, trailing: trailing, crossStart: crossStart, crossEnd: crossEnd,
            cornerRadius: try length(background.cornerRadius, "the background's corner radius"))
    }

    /// The section's engine, and for masonry and grids the pass that later items continue.
    private func resolveItems(_ arrangement: Arrangement<Formula>, available: Double) throws(LayoutError) -> (ResolvedSection.Items, ResolvedSection.Continuation?) {
        switch arrangement {
        case .tiles(let tiles): return (.pattern(try resolveTiles(tiles)), nil)
        case .blocks(let blocks): return (.pattern(try resolveBlocks(blocks, available: available)), nil)
        case .circle(let circle): return (.circle(try resolveCircle(circle)), nil)
        case .line(let line): return (try resolveLine(line, available: available), nil)
        case .masonry(let masonry):
            let (frames, columns) = try resolveMasonry(masonry, available: available)
            return (.explicit(frames), .masonry(columns))
        case .flow(let flow): return (try resolveFlow(flow, available: available), nil)
        case .rule(let rule): return (try resolveRule(rule), nil)
        case .grid(let grid):
            let (items, pass) = try resolveGrid(grid, available: available)
            return (items, pass.map(ResolvedSection.Continuation.grid))
        }
    }

    private func resolveTiles(_ tiles: TilesModel<Formula>) throws(LayoutError) -> TilePattern {
        var cells: [AxisRect] = []
        for cell in tiles.cells {
            cells.append(axisRect(
                x: try value(cell.x), y: try value(cell.y),
                width: try length(cell.width, "a cell's width"), height: try length(cell.height, "a cell's height")))
        }
        let extent = try mapped(tiles.extent) { (formula) throws(LayoutError) in try value(formula) }
        let period: Double
        if let given = tiles.period {
            period = try value(given)
            guard period > 0 else {
                throw LayoutError("the period must be positive, not \(describe(period))", line: given.line, column: given.column)
            }
        } else {
            period = (extent ?? cells.map(\.uEnd).max() ?? 0) + (try value(tiles.spacing))
        }
        return TilePattern(cells: cells, period: period, count: count, blockExtent: extent)
    }

    /// Each item's frame from the rule's expressions of `index`; with a period, the first
    /// period's frames repeat, checked against the next period's.
    private func resolveRule(_ rule: RuleModel<Formula>) throws(LayoutError) -> ResolvedSection.Items {
        var context = self.context
        let start = vertical ? rule.frame.y : rule.frame.x
        func frame(_ index: Int) throws(LayoutError) -> AxisRect {
            context.index = Double(index)
            let frame = axisRect(
                x: try value(rule.frame.x, context), y: try value(rule.frame.y, context),
                width: try length(rule.frame.width, "item \(index)'s width", context),
                height: try length(rule.frame.height, "item \(index)'s height", context))
            guard frame.u >= 0 else {
                throw LayoutError(
                    "item \(index) starts at \(describe(frame.u)), before its section begins; a rule's frames start at 0 or later along the scroll axis",
                    line: start.line, column: start.column)
            }
            return frame
        }
        guard let period = rule.period else { return .explicit(try ExplicitFrames(count: count, frame)) }
        let advance = try value(period.length)
        guard advance > 0 else {
            throw LayoutError("the period's length must be positive, not \(describe(advance))", line: period.length.line, column: period.length.column)
        }
        var cells: [AxisRect] = []
        for index in 0..<Swift.min(period.items, count) { cells.append(try frame(index)) }
        // The closed form is only as right as the period: the second period must repeat the first.
        for index in period.items..<Swift.max(period.items, Swift.min(count, 2 * period.items)) {
            let expected = cells[index - period.items].offset(u: advance, v: 0), found = try frame(index)
            guard Self.nearlyEqual(expected, found) else {
                throw LayoutError(
                    "the rule does not repeat every \(period.items) items: item \(index) is at \(drawn(found)), but item "
                        + "\(index - period.items) moved by the period's length (\(describe(advance))) is at \(drawn(expected)); "
                        + "fix the period or remove it",
                    line: period.length.line, column: period.length.column)
            }
        }
        return .pattern(TilePattern(cells: cells, period: advance, count: count))
    }

    /// Equal up to rounding: a period computed with trigonometry repeats to about 1e-12.
    private static func nearlyEqual(_ a: AxisRect, _ b: AxisRect) -> Bool {
        func close(_ x: Double, _ y: Double) -> Bool { Swift.abs(x - y) <= 1e-9 * Swift.max(1, Swift.abs(x), Swift.abs(y)) }
        return close(a.u, b.u) && close(a.v, b.v) && close(a.length, b.length) && close(a.breadth, b.breadth)
    }

    /// A frame as the author wrote it: x across and y down.
    private func drawn(_ rect: AxisRect) -> String {
        let (x, y, width, height) = vertical ? (rect.v, rect.u, rect.breadth, rect.length) : (rect.u, rect.v, rect.length, rect.breadth)
        return "(x: \(describe(x)), y: \(describe(y)), width: \(describe(width)), height: \(describe(height)))"
    }

    private func resolveBlocks(_ blocks: BlocksModel<Formula>, available: Double) throws(LayoutError) -> TilePattern {
        var context = self.context
        context.columnCount = Double(blocks.columns.count)
        context.blockSize = Double(blocks.blockSize)
        var widths: [Double] = []
        for column in blocks.columns.indices {
            context.column = Double(column)
            widths.append(try length(blocks.columnWidth, "a column's width", context))
        }
        let spacing: Double
        if let given = blocks.spacing {
            spacing = try value(given, context)
        } else {
            // What the widths leave, spread evenly; nothing to spread with a single column.
            spacing = blocks.columns.count > 1 ? (available - widths.reduce(0, +)) / Double(blocks.columns.count - 1) : 0
        }
        var cells = [AxisRect](repeating: AxisRect(u: 0, v: 0, length: 0, breadth: 0), count: blocks.blockSize)
        var v = 0.0, extent = 0.0
        for (column, slots) in blocks.columns.enumerated() {
            context.column = Double(column)
            var u = 0.0
            for slot in slots {
                context.slot = Double(slot)
                let itemLength = try length(blocks.itemLength, "an item's length", context)
                cells[slot] = AxisRect(u: u, v: v, length: itemLength, breadth: widths[column])
                extent = max(extent, u + itemLength)
                u = u + itemLength + spacing
            }
            v = v + widths[column] + spacing
        }
        return TilePattern(cells: cells, period: extent + spacing, count: count)
    }

    private func resolveCircle(_ circle: CircleModel<Formula>) throws(LayoutError) -> CirclePlacement {
        CirclePlacement(
            centerX: try value(circle.centerX), centerY: try value(circle.centerY),
            radius: try value(circle.radius), start: try value(circle.start),
            step: count > 0 ? try value(circle.step) : 0,
            itemWidth: try length(circle.item.width, "the item's width"), itemHeight: try length(circle.item.height, "the item's height"),
            clockwise: circle.clockwise, singleAtCenter: circle.singleAtCenter, count: count)
    }

    private func resolveLine(_ line: LineModel<Formula>, available: Double) throws(LayoutError) -> ResolvedSection.Items {
        func cell(_ size: AxisRect, at u: Double) -> AxisRect {
            let v = switch line.align {
            case .start: 0.0
            case .center: (available - size.breadth) * 0.5
            case .end: available - size.breadth
            }
            return AxisRect(u: u, v: v, length: size.length, breadth: size.breadth)
        }
        guard line.perItem else {
            let size = axisRect(x: 0, y: 0, width: try length(line.item.width, "the item's width"), height: try length(line.item.height, "the item's height"))
            return .pattern(TilePattern(cells: [cell(size, at: 0)], period: size.length + (try value(line.spacing)), count: count))
        }
        // Sizes by index: each item starts a spacing after the one before ends.
        let spacing = try value(line.spacing)
        var context = self.context
        var u = 0.0
        return .explicit(try ExplicitFrames(count: count) { index throws(LayoutError) in
            context.index = Double(index)
            let size = axisRect(x: 0, y: 0, width: try length(line.item.width, "item \(index)'s width", context),
                                height: try length(line.item.height, "item \(index)'s height", context))
            let frame = cell(size, at: u)
            u = u + size.length + spacing
            return frame
        })
    }

    func columnCount(fixed: Int?, minimum: Formula?, spacing: Double, available: Double) throws(LayoutError) -> Int {
        if let fixed { return fixed }
        guard let minimum else { return 1 }
        let width = try value(minimum)
        guard width > 0 else {
            throw LayoutError("the minimum width must be positive, not \(describe(width))", line: minimum.line, column: minimum.column)
        }
        return Int(min(Double(Limits.maxColumns), max(1, ((available + spacing) / (width + spacing)).rounded(.down))))
    }

    private func resolveMasonry(_ masonry: MasonryModel<Formula>, available: Double) throws(LayoutError) -> (ExplicitFrames, MasonryColumns) {
        let columnSpacing = try value(masonry.columnSpacing)
        let columns: Int
        switch masonry.columns {
        case .count(let fixed): columns = try columnCount(fixed: fixed, minimum: nil, spacing: columnSpacing, available: available)
        case .minimumWidth(let minimum): columns = try columnCount(fixed: nil, minimum: minimum, spacing: columnSpacing, available: available)
        }
        let pass = MasonryColumns(
            columns: columns, columnWidth: (available - Double(columns - 1) * columnSpacing) / Double(columns),
            columnSpacing: columnSpacing, itemSpacing: try value(masonry.itemSpacing),
            shortestFirst: masonry.shortestFirst, tiesToTrailing: masonry.tiesToTrailing)
        // One loop reads each item's length and places it, writing straight into flat storage.
        var placer = try masonryPlacer(masonry, pass)
        if let lengths = placer.lengthsOnly {
            var columns = placer.columns, none: ExplicitFrames?
            let frames = try ExplicitFrames(masonryOf: count, keeping: 0, of: nil, lengths: lengths, columns: &columns, reusing: &none)
            return (frames, columns)
        }
        let frames = try ExplicitFrames(count: count) { (index) throws(LayoutError) in try placer.place(index, self) }
        return (frames, placer.columns)
    }

    /// Frames for items `range`, continuing the pass in `columns`.
    func placeMasonryItems(_ range: Range<Int>, _ masonry: MasonryModel<Formula>, columns: inout MasonryColumns) throws(LayoutError) -> [AxisRect] {
        var placer = try masonryPlacer(masonry, columns)
        var frames: [AxisRect] = []
        frames.reserveCapacity(range.count)
        for index in range { frames.append(try placer.place(index, self)) }
        columns = placer.columns
        return frames
    }

    /// All `count` items' frames in new arrays: those before `first` as `old` holds them, the
    /// rest placed continuing the pass in `columns`. One loop writes each value once, as
    /// `resolveMasonry` does, so the arrays are those a prepare makes. A masonry whose lengths
    /// are the app's writes into `spare`'s arrays when they hold `count` frames (and takes
    /// them: `spare` is then nil).
    func replacingMasonryItems(from first: Int, of old: ExplicitFrames, _ masonry: MasonryModel<Formula>,
                               columns: inout MasonryColumns, reusing spare: inout ExplicitFrames?) throws(LayoutError) -> ExplicitFrames {
        var placer = try masonryPlacer(masonry, columns)
        if let lengths = placer.lengthsOnly {
            var placed = columns
            let frames = try ExplicitFrames(masonryOf: count, keeping: first, of: old, lengths: lengths, columns: &placed, reusing: &spare)
            columns = placed
            return frames
        }
        let frames = try ExplicitFrames(count: count) { (index) throws(LayoutError) in
            try index < first ? old.frame(index) : placer.place(index, self)
        }
        columns = placer.columns
        return frames
    }

    private func masonryPlacer(_ masonry: MasonryModel<Formula>, _ columns: MasonryColumns) throws(LayoutError) -> MasonryPlacer {
        var context = self.context
        context.columnWidth = columns.columnWidth
        context.columnCount = Double(columns.ends.count)
        return MasonryPlacer(span: masonry.span, length: masonry.itemLength,
                             data: masonry.itemLength == nil ? try dataLengths(columns) : nil, context: context, columns: columns)
    }

    /// A masonry pass: where its items take their spans and lengths from (decided once), and the
    /// columns so far. One value, so that the loop that places a million items holds one
    /// exclusive access per item, as a bare `MasonryColumns` did.
    struct MasonryPlacer {
        let span: Formula?
        let length: Formula?
        /// The app's sizes, when the layout has no length formula.
        let data: DataLengths?
        var context: EvaluationContext
        var columns: MasonryColumns

        /// The app's lengths when they alone make each item's (no span, no length formula):
        /// then `ExplicitFrames(masonryOf:…)` places the items without a call each.
        var lengthsOnly: DataLengths? { span == nil && length == nil ? data : nil }

        /// Item `index`: its span first (if items span), then its length, from the formula or the
        /// app's size scaled to the columns it covers; then its place in the pass.
        @inline(__always)
        mutating func place(_ index: Int, _ resolver: SectionResolver) throws(LayoutError) -> AxisRect {
            if span == nil, length == nil, let data {
                return columns.place(length: try data.length(index))
            }
            context.index = Double(index)
            var covered: Int?
            if let span { covered = try resolver.checkedSpan(span, context, columns: columns.ends.count, index: index) }
            let itemLength: Double
            if let length {
                itemLength = try resolver.evaluator.finiteValue(of: length, in: context)
                guard itemLength >= 0 else {
                    throw LayoutError(
                        "the length of item \(index) is negative (\(describe(itemLength))) for a "
                            + "\(describe(resolver.viewport.width))×\(describe(resolver.viewport.height)) viewport",
                        line: length.line, column: length.column)
                }
            } else if let data, let covered {
                itemLength = try data.length(index, breadth: columns.breadth(span: covered))
            } else if let data {
                itemLength = try data.length(index)
            } else {
                throw resolver.missingSizes
            }
            guard let covered else { return columns.place(length: itemLength) }
            return columns.place(length: itemLength, span: covered)
        }
    }

    private func dataLengths(_ columns: MasonryColumns) throws(LayoutError) -> DataLengths {
        guard let sizes, sizes.count >= count else { throw missingSizes }
        return DataLengths(sizes: sizes, columnWidth: columns.columnWidth, vertical: vertical, section: section)
    }

    private func resolveFlow(_ flow: FlowModel<Formula>, available: Double) throws(LayoutError) -> ResolvedSection.Items {
        let spacing = try value(flow.spacing), lineSpacing = try value(flow.lineSpacing)
        let alignment = flow.align
        func grid(_ columns: Int, aspect: Formula) throws(LayoutError) -> ResolvedSection.Items {
            let breadth = (available - Double(columns - 1) * spacing) / Double(columns)
            let ratio = try value(aspect)
            guard ratio > 0 else {
                throw LayoutError("the aspect ratio must be positive, not \(describe(ratio))", line: aspect.line, column: aspect.column)
            }
            // aspect is width / height in the author's terms.
            let length = vertical ? breadth / ratio : breadth * ratio
            if let span = flow.span {
                return .explicit(FlowPlacement.spanningFlow(
                    spans: try flowSpans(span, perLine: columns, breadth: breadth), length: length, breadth: breadth, perLine: columns,
                    available: available, spacing: spacing, lineSpacing: lineSpacing, alignment: alignment))
            }
            return .pattern(FlowPlacement.uniformFlow(
                length: length, breadth: breadth, count: count, available: available, spacing: spacing,
                lineSpacing: lineSpacing, alignment: alignment, perLine: columns))
        }
        switch flow.sizing {
        case .columns(let columns, let aspect):
            return try grid(columns, aspect: aspect)
        case .minimumWidth(let minimum, let aspect):
            return try grid(try columnCount(fixed: nil, minimum: minimum, spacing: spacing, available: available), aspect: aspect)
        case .item(let size, perItem: false):
            let rect = axisRect(x: 0, y: 0, width: try length(size.width, "the item's width"), height: try length(size.height, "the item's height"))
            return .pattern(FlowPlacement.uniformFlow(
                length: rect.length, breadth: rect.breadth, count: count, available: available, spacing: spacing,
                lineSpacing: lineSpacing, alignment: alignment))
        case .item(let size, perItem: true):
            var context = self.context
            var sizes: [(length: Double, breadth: Double)] = []
            sizes.reserveCapacity(count)
            for index in 0..<count {
                context.index = Double(index)
                let rect = axisRect(x: 0, y: 0, width: try length(size.width, "an item's width", context), height: try length(size.height, "an item's height", context))
                sizes.append((rect.length, rect.breadth))
            }
            return .explicit(FlowPlacement.flow(sizes: sizes, available: available, spacing: spacing, lineSpacing: lineSpacing, alignment: alignment))
        case .data:
            let sizes = try dataSizes().map { size -> (length: Double, breadth: Double) in
                switch size {
                case .length(let side): return (side, side)
                case .size(let size):
                    let rect = axisRect(x: 0, y: 0, width: size.width, height: size.height)
                    return (rect.length, rect.breadth)
                }
            }
            return .explicit(FlowPlacement.flow(sizes: sizes, available: available, spacing: spacing, lineSpacing: lineSpacing, alignment: alignment))
        }
    }

    /// Each item's span in a grid flow of `perLine` places `breadth` wide, checked.
    private func flowSpans(_ formula: Formula, perLine: Int, breadth: Double) throws(LayoutError) -> [Int] {
        var context = self.context
        context.columnWidth = breadth
        context.columnCount = Double(perLine)
        var spans: [Int] = []
        spans.reserveCapacity(count)
        for index in 0..<count {
            context.index = Double(index)
            spans.append(try checkedSpan(formula, context, columns: perLine, index: index))
        }
        return spans
    }

    /// A span's value for one item: a whole number of columns from 1 to the column count.
    func checkedSpan(_ formula: Formula, _ context: EvaluationContext, columns: Int, index: Int) throws(LayoutError) -> Int {
        let span = try evaluator.finiteValue(of: formula, in: context)
        guard span == span.rounded(.down), span >= 1, span <= Double(columns) else {
            throw LayoutError(
                "item \(index)'s span is \(describe(span)); a span is a whole number of columns from 1 to the column count "
                    + "(\(columns) here), such as min(2, columnCount)",
                line: formula.line, column: formula.column)
        }
        return Int(span)
    }

    /// The app's sizes for this section, checked.
    private func dataSizes() throws(LayoutError) -> ArraySlice<ItemSize> {
        guard let sizes, sizes.count >= count else { throw missingSizes }
        func valid(_ value: Double) -> Bool { value.isFinite && value >= 0 }
        for index in 0..<count {
            let isValid = switch sizes[index] {
            case .length(let value): valid(value)
            case .size(let size): valid(size.width) && valid(size.height)
            }
            guard isValid else { throw invalidItemSize(index, section: section) }
        }
        return sizes[0..<count]
    }

    private var missingSizes: LayoutError {
        LayoutError("this layout takes item sizes from data: section \(section) has \(count) items but \(sizes?.count ?? 0) sizes were given")
    }
}

private func invalidItemSize(_ index: Int, section: Int) -> LayoutError {
    LayoutError("the size of item \(index) in section \(section) must be finite and non-negative")
}

/// Masonry items' lengths along the scroll axis from the app's sizes, each checked as it is
/// read; a size given as width and height is scaled to the column. Not generic, so the loop
/// that reads them needs no type metadata per item.
struct DataLengths {
    let sizes: [ItemSize]
    let columnWidth: Double
    let vertical: Bool
    let section: Int

    @inline(__always) func length(_ index: Int) throws(LayoutError) -> Double {
        try length(index, breadth: columnWidth)
    }

    /// Item `index`'s length one column wide, read from `sizes`, this value's sizes' storage
    /// (`index` below the section's count, which `dataLengths` checked the sizes reach).
    @inline(__always) func length(_ index: Int, in sizes: UnsafeBufferPointer<ItemSize>) throws(LayoutError) -> Double {
        try length(of: sizes[index], index, breadth: columnWidth)
    }

    /// The length of item `index` when it is `breadth` wide across the scroll axis.
    @inline(__always) func length(_ index: Int, breadth itemBreadth: Double) throws(LayoutError) -> Double {
        try length(of: sizes[index], index, breadth: itemBreadth)
    }

    @inline(__always) private func length(of size: ItemSize, _ index: Int, breadth itemBreadth: Double) throws(LayoutError) -> Double {
        switch size {
        case .length(let value):
            guard value.isFinite, value >= 0 else { throw invalidItemSize(index, section: section) }
            return value
        case .size(let size):
            guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
                throw invalidItemSize(index, section: section)
            }
            let (length, breadth) = vertical ? (size.height, size.width) : (size.width, size.height)
            return breadth > 0 ? length * itemBreadth / breadth : 0
        }
    }
}
