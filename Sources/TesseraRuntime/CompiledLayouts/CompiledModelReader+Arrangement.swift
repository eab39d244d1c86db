/// The arrangements: one key, the kind, whose value holds the kind's fields; each kind's counts
/// checked against the runtime's limits once it is read.
extension CompiledModelReader {
    static let kinds = ["tiles", "blocks", "circle", "line", "masonry", "flow", "rule", "grid"]

    func arrangement(_ fields: Fields) throws(CompiledLayout.LoadError) -> Arrangement<Formula> {
        let (kind, node) = try oneOf(fields, Self.kinds, "an arrangement has exactly one key, its kind: tiles, blocks, circle, line, masonry, flow, rule or grid")
        let model = try self.fields(node, at: fields.place(kind))
        switch kind {
        case "tiles": return .tiles(try tiles(model))
        case "blocks": return .blocks(try blocks(model))
        case "circle": return .circle(try circle(model))
        case "line":
            return .line(LineModel(item: try size(try object(model, "item")), spacing: try formula(model, "spacing"),
                                   align: try word(model, "align", [CrossAlignment.start, .center, .end])))
        case "masonry": return .masonry(try masonry(model))
        case "flow": return .flow(try flow(model))
        case "rule": return .rule(try rule(model))
        default: return .grid(try grid(model))
        }
    }

    private func tiles(_ fields: Fields) throws(CompiledLayout.LoadError) -> TilesModel<Formula> {
        let cellNodes = try list(try required(fields, "cells"), at: fields.place("cells"))
        guard (1...Limits.maxPatternCells).contains(cellNodes.count) else {
            throw fault(fields.place("cells"), "a tile pattern has 1 to \(Limits.maxPatternCells) cells, not \(cellNodes.count)")
        }
        var cells: [CellModel<Formula>] = []
        for (index, node) in cellNodes.enumerated() {
            cells.append(try cell(try self.fields(node, at: "\(fields.place("cells"))[\(index)]")))
        }
        return TilesModel(cells: cells, period: try optionalFormula(fields, "period"), spacing: try formula(fields, "spacing"),
                          extent: try optionalFormula(fields, "extent"))
    }

    private func blocks(_ fields: Fields) throws(CompiledLayout.LoadError) -> BlocksModel<Formula> {
        let place = fields.place("columns")
        let columnNodes = try list(try required(fields, "columns"), at: place)
        guard (1...Limits.maxColumns).contains(columnNodes.count) else {
            throw fault(place, "a column spec has 1 to \(Limits.maxColumns) columns, not \(columnNodes.count)")
        }
        var columns: [[Int]] = []
        for (column, node) in columnNodes.enumerated() {
            let slotNodes = try list(node, at: "\(place)[\(column)]")
            var slots: [Int] = []
            for (index, slot) in slotNodes.enumerated() { slots.append(try integer(slot, at: "\(place)[\(column)][\(index)]")) }
            columns.append(slots)
        }
        let slots = columns.reduce(0) { $0 + $1.count }
        guard (1...Limits.maxPatternCells).contains(slots) else {
            throw fault(place, "a column spec has 1 to \(Limits.maxPatternCells) slots, not \(slots)")
        }
        var seen = [Bool](repeating: false, count: slots)
        for (column, list) in columns.enumerated() {
            for slot in list {
                guard seen.indices.contains(slot), !seen[slot] else {
                    throw fault("\(place)[\(column)]", "slot \(slot) is out of range or listed twice; the slots of a block are 0 to \(slots - 1), each once")
                }
                seen[slot] = true
            }
        }
        return BlocksModel(columns: columns, columnWidth: try formula(fields, "columnWidth"), itemLength: try formula(fields, "itemLength"),
                           spacing: try optionalFormula(fields, "spacing"))
    }

    private func circle(_ fields: Fields) throws(CompiledLayout.LoadError) -> CircleModel<Formula> {
        CircleModel(item: try size(try object(fields, "item")), centerX: try formula(fields, "centerX"), centerY: try formula(fields, "centerY"),
                    radius: try formula(fields, "radius"), start: try formula(fields, "start"), step: try formula(fields, "step"),
                    clockwise: try bool(fields, "clockwise"), singleAtCenter: try bool(fields, "singleAtCenter"))
    }

    /// Masonry's and the grid's columns: `{"count": N}` or `{"minimumWidth": F}`.
    private func columns(_ fields: Fields, kind: String) throws(CompiledLayout.LoadError) -> MasonryModel<Formula>.Columns {
        let columns = try object(fields, "columns")
        let (key, node) = try oneOf(columns, ["count", "minimumWidth"], "columns have exactly one key: count or minimumWidth")
        guard key == "count" else { return .minimumWidth(try formula(node, at: columns.place(key))) }
        let count = try integer(node, at: columns.place(key))
        guard (1...Limits.maxColumns).contains(count) else {
            throw fault(columns.place, "a \(kind) has 1 to \(Limits.maxColumns) columns, not \(count)")
        }
        return .count(count)
    }

    private func masonry(_ fields: Fields) throws(CompiledLayout.LoadError) -> MasonryModel<Formula> {
        MasonryModel(columns: try columns(fields, kind: "masonry layout"), columnSpacing: try formula(fields, "columnSpacing"),
                     itemSpacing: try formula(fields, "itemSpacing"), itemLength: try optionalFormula(fields, "itemLength"),
                     shortestFirst: try bool(fields, "shortestFirst"), tiesToTrailing: try bool(fields, "tiesToTrailing"),
                     span: try optionalFormula(fields, "span"))
    }

    private func flow(_ fields: Fields) throws(CompiledLayout.LoadError) -> FlowModel<Formula> {
        let sizingFields = try object(fields, "sizing")
        let (key, node) = try oneOf(sizingFields, ["columns", "minimumWidth", "item", "data"],
                                    "a flow's sizing has exactly one key: columns, minimumWidth, item or data")
        let sizing: FlowModel<Formula>.Sizing
        let value = try self.fields(node, at: sizingFields.place(key))
        switch key {
        case "columns":
            let count = try integer(value, "count")
            guard (1...Limits.maxColumns).contains(count) else {
                throw fault(sizingFields.place, "a flow has 1 to \(Limits.maxColumns) items per line, not \(count)")
            }
            sizing = .columns(count, aspect: try formula(value, "aspect"))
        case "minimumWidth": sizing = .minimumWidth(try formula(value, "width"), aspect: try formula(value, "aspect"))
        // Whether each item is measured is derived from the programs; the file's word is not read.
        case "item": sizing = .item(try size(try object(value, "size")), perItem: false)
        default: sizing = .data
        }
        return FlowModel(sizing: sizing, spacing: try formula(fields, "spacing"), lineSpacing: try formula(fields, "lineSpacing"),
                         align: try word(fields, "align", [LineAlignment.justify, .leading, .center, .trailing]),
                         span: try optionalFormula(fields, "span"))
    }

    private func rule(_ fields: Fields) throws(CompiledLayout.LoadError) -> RuleModel<Formula> {
        let frame = try cell(try object(fields, "frame"))
        var period: RuleModel<Formula>.Period?
        if let periodFields = try optionalObject(fields, "period") {
            let items = try integer(periodFields, "items")
            guard (1...Limits.maxPatternCells).contains(items) else {
                throw fault(periodFields.place("items"), "a rule's period has 1 to \(Limits.maxPatternCells) items, not \(items)")
            }
            period = .init(items: items, length: try formula(periodFields, "length"))
        }
        return RuleModel(frame: frame, period: period)
    }

    private func grid(_ fields: Fields) throws(CompiledLayout.LoadError) -> GridModel<Formula> {
        GridModel(columns: try columns(fields, kind: "grid"), rowLength: try optionalFormula(fields, "rowLength"),
                  columnGap: try formula(fields, "columnGap"), rowGap: try formula(fields, "rowGap"),
                  span: try optionalFormula(fields, "span"), rowSpan: try optionalFormula(fields, "rowSpan"),
                  column: try optionalFormula(fields, "column"), dense: try bool(fields, "dense"), period: try optionalFormula(fields, "period"))
    }
}
