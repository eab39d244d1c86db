/// The readers of the model's shapes (the generated readers of its nodes call them), each
/// count checked against the runtime's limits once it is read.
extension CompiledModelReader {
    /// A column spec: `[[0], [1, 5], ...]`, each slot of the block listed once.
    func columnSpec(_ fields: Fields, _ key: String) throws(CompiledLayout.LoadError) -> [[Int]] {
        let place = fields.place(key)
        let columnNodes = try list(try required(fields, key), at: place)
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
        return columns
    }

    /// Masonry's and the grid's columns: `{"count": N}` or `{"minimumWidth": F}`.
    func columns(_ fields: Fields, _ key: String, noun: String) throws(CompiledLayout.LoadError) -> MasonryModel<Formula>.Columns {
        let columns = try object(fields, key)
        let (key, node) = try oneOf(columns, ["count", "minimumWidth"], "columns have exactly one key: count or minimumWidth")
        guard key == "count" else { return .minimumWidth(try formula(node, at: columns.place(key))) }
        let count = try integer(node, at: columns.place(key))
        guard (1...Limits.maxColumns).contains(count) else {
            throw fault(columns.place, "a \(noun) has 1 to \(Limits.maxColumns) columns, not \(count)")
        }
        return .count(count)
    }

    func sizing(_ fields: Fields, _ key: String) throws(CompiledLayout.LoadError) -> FlowModel<Formula>.Sizing {
        let sizingFields = try object(fields, key)
        let (key, node) = try oneOf(sizingFields, ["columns", "minimumWidth", "item", "data"],
                                    "a flow's sizing has exactly one key: columns, minimumWidth, item or data")
        let value = try self.fields(node, at: sizingFields.place(key))
        switch key {
        case "columns":
            let count = try integer(value, "count")
            guard (1...Limits.maxColumns).contains(count) else {
                throw fault(sizingFields.place, "a flow has 1 to \(Limits.maxColumns) items per line, not \(count)")
            }
            return .columns(count, aspect: try formula(value, "aspect"))
        case "minimumWidth": return .minimumWidth(try formula(value, "width"), aspect: try formula(value, "aspect"))
        // Whether each item is measured is derived from the programs; the file's word is not read.
        case "item": return .item(try size(try object(value, "size")), perItem: false)
        default: return .data
        }
    }

    /// A snap rule: one of its words, or paging by item, `{"paging": "leading", "items": 1}`.
    func snapRule(_ node: JSONValue, at place: String) throws(CompiledLayout.LoadError) -> SnapRule {
        guard case .object = node else {
            let text = try string(node, at: place)
            guard let rule = SnapRule.wordRules.first(where: { $0.word.utf8.elementsEqual(text.utf8) }) else {
                throw fault(place, "this value must be one of \(SnapRule.wordRules.map { "'\($0.word)'" }.joined(separator: ", ")), not '\(scalarPrefix(text, 40))'")
            }
            return rule
        }
        let paging = try fields(node, at: place)
        let alignment = try word(paging, "paging", PagingAlignment.allCases)
        let items = try integer(paging, "items")
        guard (1...Limits.maxPagingItems).contains(items) else {
            throw fault(paging.place("items"), "paging by item moves 1 to \(Limits.maxPagingItems) items a swipe, not \(items)")
        }
        return .paging(items: items, alignment: alignment)
    }

    func rulePeriod(_ fields: Fields, _ key: String) throws(CompiledLayout.LoadError) -> RuleModel<Formula>.Period? {
        guard let periodFields = try optionalObject(fields, key) else { return nil }
        let items = try integer(periodFields, "items")
        guard (1...Limits.maxPatternCells).contains(items) else {
            throw fault(periodFields.place("items"), "a rule's period has 1 to \(Limits.maxPatternCells) items, not \(items)")
        }
        return .init(items: items, length: try formula(periodFields, "length"))
    }
}
