/// Rewriting every formula of a model, e.g. from expression trees to evaluator slots. The
/// traversal order is fixed (fields in declaration order, sections before effects, base before
/// variants), so numbering formulas in it is deterministic.
extension LayoutModel {
    public func map<G>(_ transform: (F) -> G) -> LayoutModel<G> {
        LayoutModel<G>(
            name: name, axis: axis, direction: direction, base: base.map(transform),
            variants: variants.map { VariantModel(condition: transform($0.condition), body: $0.body.map(transform)) })
    }
}

extension BodyModel {
    public func map<G>(_ transform: (F) -> G) -> BodyModel<G> {
        BodyModel<G>(
            defaultSection: defaultSection.map(transform),
            sectionOverrides: sectionOverrides.map { $0.map(transform) },
            effects: effects.map { $0.map(transform) },
            snap: snap)
    }
}

extension EffectsModel {
    public func map<G>(_ transform: (F) -> G) -> EffectsModel<G> {
        EffectsModel<G>(
            scale: scale.map(transform), alpha: alpha.map(transform), zIndex: zIndex.map(transform),
            rotation: rotation.map(transform), translateX: translateX.map(transform), translateY: translateY.map(transform),
            turn: turn.map(transform), perspective: perspective.map(transform))
    }
}

extension SectionModel {
    public func map<G>(_ transform: (F) -> G) -> SectionModel<G> {
        SectionModel<G>(
            arrangement: arrangement.map(transform),
            insets: insets.map(transform),
            header: header.map { SupplementaryModel(length: transform($0.length), pinned: $0.pinned) },
            footer: footer.map { SupplementaryModel(length: transform($0.length), pinned: $0.pinned) },
            background: background.map { BackgroundModel(insets: $0.insets.map(transform), cornerRadius: transform($0.cornerRadius)) },
            separators: separators.map { SeparatorModel(thickness: transform($0.thickness), inset: transform($0.inset), offset: transform($0.offset)) },
            orthogonal: orthogonal.map { OrthogonalModel(length: transform($0.length), snap: $0.snap) },
            effects: effects.map { $0.map(transform) },
            snap: snap)
    }
}

extension InsetsModel {
    public func map<G>(_ transform: (F) -> G) -> InsetsModel<G> {
        InsetsModel<G>(top: transform(top), left: transform(left), bottom: transform(bottom), right: transform(right))
    }
}

extension SizeModel {
    public func map<G>(_ transform: (F) -> G) -> SizeModel<G> {
        SizeModel<G>(width: transform(width), height: transform(height))
    }
}

extension Arrangement {
    public func map<G>(_ transform: (F) -> G) -> Arrangement<G> {
        switch self {
        case .tiles(let tiles):
            .tiles(TilesModel(
                cells: tiles.cells.map { CellModel(x: transform($0.x), y: transform($0.y), width: transform($0.width), height: transform($0.height)) },
                period: tiles.period.map(transform), spacing: transform(tiles.spacing), extent: tiles.extent.map(transform)))
        case .blocks(let blocks):
            .blocks(BlocksModel(
                columns: blocks.columns, columnWidth: transform(blocks.columnWidth),
                itemLength: transform(blocks.itemLength), spacing: blocks.spacing.map(transform)))
        case .circle(let circle):
            .circle(CircleModel(
                item: circle.item.map(transform), centerX: transform(circle.centerX), centerY: transform(circle.centerY),
                radius: transform(circle.radius), start: transform(circle.start), step: transform(circle.step),
                clockwise: circle.clockwise, singleAtCenter: circle.singleAtCenter))
        case .line(let line):
            .line(LineModel(item: line.item.map(transform), spacing: transform(line.spacing), align: line.align, perItem: line.perItem))
        case .masonry(let masonry):
            .masonry(MasonryModel(
                columns: masonry.columns.map(transform), columnSpacing: transform(masonry.columnSpacing),
                itemSpacing: transform(masonry.itemSpacing), itemLength: masonry.itemLength.map(transform),
                shortestFirst: masonry.shortestFirst, tiesToTrailing: masonry.tiesToTrailing, span: masonry.span.map(transform)))
        case .flow(let flow):
            .flow(FlowModel(
                sizing: flow.sizing.map(transform), spacing: transform(flow.spacing),
                lineSpacing: transform(flow.lineSpacing), align: flow.align, span: flow.span.map(transform)))
        case .rule(let rule):
            .rule(RuleModel(
                frame: CellModel(x: transform(rule.frame.x), y: transform(rule.frame.y), width: transform(rule.frame.width), height: transform(rule.frame.height)),
                period: rule.period.map { RuleModel<G>.Period(items: $0.items, length: transform($0.length)) }))
        case .grid(let grid):
            .grid(GridModel(
                columns: grid.columns.map(transform), rowLength: grid.rowLength.map(transform), columnGap: transform(grid.columnGap),
                rowGap: transform(grid.rowGap), span: grid.span.map(transform), rowSpan: grid.rowSpan.map(transform),
                column: grid.column.map(transform), dense: grid.dense, period: grid.period.map(transform)))
        }
    }
}

extension MasonryModel.Columns {
    public func map<G>(_ transform: (F) -> G) -> MasonryModel<G>.Columns {
        switch self {
        case .count(let count): .count(count)
        case .minimumWidth(let width): .minimumWidth(transform(width))
        }
    }
}

extension FlowModel.Sizing {
    public func map<G>(_ transform: (F) -> G) -> FlowModel<G>.Sizing {
        switch self {
        case .columns(let columns, let aspect): .columns(columns, aspect: transform(aspect))
        case .minimumWidth(let width, let aspect): .minimumWidth(transform(width), aspect: transform(aspect))
        case .item(let size, let perItem): .item(size.map(transform), perItem: perItem)
        case .data: .data
        }
    }
}

extension LayoutModel {
    /// Whether any section, in any variant, takes its items' sizes from the app's data.
    public var takesSizesFromData: Bool {
        ([base] + variants.map(\.body)).contains { body in
            ([body.defaultSection] + body.sectionOverrides).contains { section in
                switch section.arrangement {
                case .masonry(let masonry): masonry.itemLength == nil
                case .flow(let flow): if case .data = flow.sizing { true } else { false }
                default: false
                }
            }
        }
    }
}
