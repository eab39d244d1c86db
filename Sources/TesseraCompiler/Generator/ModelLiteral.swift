@_spi(Generated) import TesseraRuntime

/// A layout model as a Swift expression that rebuilds it, spelled with `Model.` (an alias of
/// `TesseraRuntime.GeneratedModel` in the generated type, so no layout name can shadow it).
///
/// swiftc type-checks one expression as one system, whose cost grows faster than its size: a
/// model with a thousand cells as one literal takes it minutes and gigabytes. Lists longer than
/// `inlineElementLimit` (cells, section overrides, variants) are therefore declared element by
/// element, each a `static let` of its own, and the list names them.
struct ModelLiteral {
    static let inlineElementLimit = 8

    /// The `static let`s that long lists refer to, in the order they were made.
    private(set) var elementDeclarations: [SwiftDeclaration] = []

    static func layout(_ model: LayoutModel<Formula>) -> (value: SwiftExpression, elementDeclarations: [SwiftDeclaration]) {
        var literal = ModelLiteral()
        let value = literal.layout(model)
        return (value, literal.elementDeclarations)
    }

    private mutating func layout(_ model: LayoutModel<Formula>) -> SwiftExpression {
        let variants = model.variants.enumerated().map { index, variant in
            SwiftExpression.call("Model.Variant", [
                SwiftArgument("condition", Self.formula(variant.condition)),
                SwiftArgument("body", body(variant.body, path: "variant\(index)")),
            ])
        }
        return .call("Model.Layout", [
            SwiftArgument("name", .string(model.name)),
            SwiftArgument("axis", .token(".\(model.axis.rawValue)")),
            SwiftArgument("direction", .token(Self.direction(model.direction))),
            SwiftArgument("base", body(model.base, path: "")),
            SwiftArgument("variants", list(variants, type: "Model.Variant", path: "", kind: "variant")),
        ])
    }

    /// `elements` as an array literal, or as names of `static let`s when there are many. `path`
    /// and `kind` name them after where they are: `cell3`, `section2Cell3`, `variant1Section2`.
    mutating func list(_ elements: [SwiftExpression], type: String, path: String, kind: String) -> SwiftExpression {
        guard elements.count > Self.inlineElementLimit else { return .array(elements) }
        let prefix = path.isEmpty ? kind : path + kind.prefix(1).uppercased() + kind.dropFirst()
        return .array(elements.enumerated().map { index, element in
            let name = "\(prefix)\(index)"
            elementDeclarations.append(.let(access: "private", isStatic: true, name: name, type: type, value: element))
            return .token(name)
        })
    }

    private static func direction(_ direction: ReadingDirection) -> String {
        switch direction {
        case .leftToRight: ".leftToRight"
        case .rightToLeft: ".rightToLeft"
        }
    }

    static func formula(_ formula: Formula) -> SwiftExpression {
        .call("Model.Formula", [
            SwiftArgument(nil, .integer(formula.id)),
            SwiftArgument("line", .integer(formula.line)),
            SwiftArgument("column", .integer(formula.column)),
        ])
    }

    private mutating func body(_ body: BodyModel<Formula>, path: String) -> SwiftExpression {
        let sectionPath = { (index: Int) in path.isEmpty ? "section\(index)" : "\(path)Section\(index)" }
        let overrides = body.sectionOverrides.enumerated().map { index, override in section(override, path: sectionPath(index)) }
        return .call("Model.Body", [
            SwiftArgument("defaultSection", section(body.defaultSection, path: path)),
            SwiftArgument("sectionOverrides", list(overrides, type: "Model.Section", path: path, kind: "section")),
            SwiftArgument("effects", body.effects.map { effects($0, path: path) } ?? .nil),
            SwiftArgument("snap", Self.snapRule(body.snap)),
        ] + (body.reducedMotionEffects.map { [SwiftArgument("reducedMotionEffects", effects($0, path: path))] } ?? [])
          + (body.gravity.map { [SwiftArgument("gravity", .token(".\($0.rawValue)"))] } ?? []))
    }

    // The shapes' literals; the generated ModelLiteral+Nodes.swift writes the nodes'.

    /// A masonry's or a grid's columns: a count, or as many as fit a minimum width.
    static func columns(_ columns: MasonryModel<Formula>.Columns) -> SwiftExpression {
        switch columns {
        case .count(let count): .call(".count", [SwiftArgument(nil, .integer(count))])
        case .minimumWidth(let width): .call(".minimumWidth", [SwiftArgument(nil, Self.formula(width))])
        }
    }

    static func sizing(_ sizing: FlowModel<Formula>.Sizing) -> SwiftExpression {
        switch sizing {
        case .columns(let count, let aspect):
            .call(".columns", [SwiftArgument(nil, .integer(count)), SwiftArgument("aspect", Self.formula(aspect))])
        case .minimumWidth(let width, let aspect):
            .call(".minimumWidth", [SwiftArgument(nil, Self.formula(width)), SwiftArgument("aspect", Self.formula(aspect))])
        case .item(let size, let perItem):
            .call(".item", [SwiftArgument(nil, .call("Model.Size", [SwiftArgument("width", Self.formula(size.width)), SwiftArgument("height", Self.formula(size.height))])),
                            SwiftArgument("perItem", .bool(perItem))])
        case .data:
            .token(".data")
        }
    }

    /// `.leading`, or `.paging(items: 1, alignment: .center)`; spelt out where the value is
    /// optional, where `.none` would read as the optional's own.
    static func snapRule(_ rule: SnapRule, spelledOut: Bool = false) -> SwiftExpression {
        let prefix = spelledOut ? "TesseraRuntime.SnapRule" : ""
        guard case .paging(let items, let alignment) = rule else { return .token("\(prefix).\(rule.word)") }
        return .call("\(prefix).paging", [SwiftArgument("items", .integer(items)), SwiftArgument("alignment", .token(".\(alignment.rawValue)"))])
    }

    static func rulePeriod(_ period: RuleModel<Formula>.Period) -> SwiftExpression {
        .call("Model.Rule.Period", [SwiftArgument("items", .integer(period.items)), SwiftArgument("length", Self.formula(period.length))])
    }

    static func columnSpec(_ columns: [[Int]]) -> SwiftExpression {
        .array(columns.map { .array($0.map(SwiftExpression.integer)) })
    }
}
