// `map` of the model's shapes (Generated/ModelTypes+Map.swift maps its nodes), and what the
// model answers across sections.

extension MasonryModel.Columns {
    public func map<G>(_ transform: (F) -> G) -> MasonryModel<G>.Columns {
        switch self {
        case .count(let count): .count(count)
        case .minimumWidth(let width): .minimumWidth(transform(width))
        }
    }
}

extension RuleModel.Period {
    public func map<G>(_ transform: (F) -> G) -> RuleModel<G>.Period {
        RuleModel<G>.Period(items: items, length: transform(length))
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
