@_spi(Generated) import TesseraRuntime

/// Reads the keys of one node of a layout file (a kind's mapping under `tiles:`, `blocks:`, ...,
/// a background, separators, effects) into IR. Most nodes' readers are generated from the model's
/// description (`Generated/NodeReader+Nodes.swift`), and every key's scope and default come from
/// the node's `LanguageSchema` object, generated from the same description, so each is stated
/// once. Written here by hand: what reads across keys (a blocks spec's slots, columns and spans,
/// a flow's sizing) and the tiles compiler (`NodeReader+Tiles.swift`).
struct NodeReader {
    let builder: LayoutBuilder
    let node: YAMLNode
    /// The node's keys, with their scopes and defaults.
    let object: SchemaObject
    let constants: LayoutConstants

    var diagnostics: DiagnosticCollector { builder.diagnostics }

    // MARK: Keys

    private func field(_ key: String) -> SchemaField {
        guard let field = object.field(key) else { preconditionFailure("'\(key)' is not a key of \(object.name)") }
        return field
    }

    private func scope(_ key: String) -> VariableScope { scope(of: field(key)) }

    private func scope(of field: SchemaField) -> VariableScope {
        guard let scope = field.type.numberScope else { preconditionFailure("'\(field.key)' of \(object.name) is not a number") }
        return scope
    }

    /// The key's expression; its default when absent (a placeholder 0 for a required key, whose
    /// absence the checker reported).
    func number(_ key: String) -> LayoutExpression {
        let field = field(key)
        return builder.expression(node[key], .number(scope(of: field)), constants: constants, default: field.appliedDefault, at: node.location)
    }

    /// The key's expression, or nil when it is absent.
    func optionalNumber(_ key: String) -> LayoutExpression? {
        node[key].map { builder.expression($0, .number(scope(key)), constants: constants) }
    }

    /// The key's expression, or nil when it is absent or says `word` (which is what absence means).
    func number(_ key: String, unless word: String) -> LayoutExpression? {
        guard let value = node[key], value.scalarText != word else { return nil }
        return builder.expression(value, .number(scope(key)), constants: constants)
    }

    /// Key `key` of the mapping under `parent`, read in `scope`; `defaultText` when absent.
    func number(_ key: String, of parent: String, _ scope: VariableScope, default defaultText: String) -> LayoutExpression {
        let parentNode = node[parent]
        return builder.expression(parentNode?[key], .number(scope), constants: constants, default: defaultText,
                                  at: parentNode?.location ?? node.location)
    }

    /// The key's word; its default when absent.
    func word(_ key: String) -> String {
        node[key]?.scalarText ?? field(key).appliedDefault ?? ""
    }

    /// A `{width, height}` mapping under `key`, read in `scope`.
    func size(_ key: String, _ scope: VariableScope) -> SizeIR {
        let sizeNode = node[key]
        let location = sizeNode?.location ?? node.location
        return SizeIR(
            width: builder.expression(sizeNode?["width"], .number(scope), constants: constants, default: "0", at: location),
            height: builder.expression(sizeNode?["height"], .number(scope), constants: constants, default: "0", at: location))
    }

    /// One number for every side, or top/left/bottom/right, under `key`.
    func insets(of key: String) -> InsetsIR {
        builder.insets(node[key], default: field(key).appliedDefault, constants: constants, at: node.location)
    }

    /// The snap rule under `key`: a word, or paging by item; the key's default when absent.
    func snapRule(_ key: String) -> SnapRule {
        LayoutBuilder.snapRule(node[key], default: field(key).appliedDefault)
    }

    /// Whether a size reads `index`: then each item is measured and placed after the one before.
    func readsIndex(_ size: SizeIR) -> Bool {
        size.width.variables.contains(.index) || size.height.variables.contains(.index)
    }

    // MARK: blocks

    /// The column spec, each slot listed once.
    func columnSpec() -> [[Int]] {
        let columnNodes = node["columns"]?.sequence ?? .empty
        let columns = columnNodes.map { $0.sequence?.compactMap { $0.scalarText.flatMap { Int($0) } } ?? [] }
        checkSlots(columnNodes: columnNodes, columns: columns)
        return columns
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

    // MARK: rule

    /// A rule's period: how many items repeat, how far apart.
    func rulePeriod() -> RuleIR.Period? {
        node["period"].map { periodNode in
            RuleIR.Period(
                items: periodNode["items"]?.scalarText.flatMap { Int($0) } ?? 1,
                length: builder.expression(periodNode["length"], .number(.section), constants: constants, default: "0", at: periodNode.location))
        }
    }

    // MARK: columns and spans

    /// A masonry's or a grid's columns: a fixed count, or as many as fit at least so wide.
    func columnCount() -> MasonryIR.Columns {
        if let minimum = optionalNumber("minColumnWidth") { return .minimumWidth(minimum) }
        return .count(node["columns"]?.scalarText.flatMap { Int($0) } ?? 1)
    }

    /// How many columns (places of a line) item `index` covers. A constant span is checked here,
    /// against `fixedColumns` when the count is fixed; one that varies is checked for each item
    /// as it is placed.
    func span(fixedColumns: Int?) -> LayoutExpression? {
        guard let spanNode = node["span"] else { return nil }
        let span = builder.expression(spanNode, .number(scope("span")), constants: constants)
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

    // MARK: flow

    /// Items per line, or as many as fit, each `aspect` wide for its length; or sizes of their own.
    func flowSizing() -> FlowIR.Sizing {
        let aspect = number("aspect")
        if let columns = node["columns"]?.scalarText.flatMap({ Int($0) }) { return .columns(columns, aspect: aspect) }
        if let minimum = optionalNumber("minItemWidth") { return .minimumWidth(minimum, aspect: aspect) }
        if node["item"]?.scalarText == "data" { return .data }
        let item = size("item", .item)
        return .item(item, perItem: readsIndex(item))
    }

    /// Leading with places of a line (`columns`, `minItemWidth`), justified otherwise.
    func flowAlign(_ sizing: FlowIR.Sizing) -> LineAlignment {
        LineAlignment(rawValue: node["align"]?.scalarText ?? (sizing.hasPlaces ? "leading" : "justify")) ?? .justify
    }

    /// A span, which only places of a line have.
    func flowSpan(_ sizing: FlowIR.Sizing) -> LayoutExpression? {
        guard sizing.hasPlaces else {
            if let spanNode = node["span"] {
                diagnostics.report(.error(
                    "'span' applies to flows with 'columns' or 'minItemWidth'; an item with its own size already says how wide it is",
                    at: spanNode.location))
            }
            return nil
        }
        let fixedColumns: Int? = if case .columns(let count, _) = sizing { count } else { nil }
        return span(fixedColumns: fixedColumns)
    }
}

extension MasonryIR.Columns {
    /// The column count when it is fixed.
    var fixedCount: Int? { if case .count(let count) = self { count } else { nil } }
}

extension FlowIR.Sizing {
    /// Whether items take places of a line (`columns`, `minItemWidth`) rather than sizes of their own.
    var hasPlaces: Bool {
        switch self {
        case .columns, .minimumWidth: true
        default: false
        }
    }
}
