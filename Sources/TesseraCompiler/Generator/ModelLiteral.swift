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
    private mutating func list(_ elements: [SwiftExpression], type: String, path: String, kind: String) -> SwiftExpression {
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

    private static func optional(_ value: Formula?) -> SwiftExpression {
        value.map(formula) ?? .nil
    }

    private mutating func body(_ body: BodyModel<Formula>, path: String) -> SwiftExpression {
        let sectionPath = { (index: Int) in path.isEmpty ? "section\(index)" : "\(path)Section\(index)" }
        let overrides = body.sectionOverrides.enumerated().map { index, override in section(override, path: sectionPath(index)) }
        return .call("Model.Body", [
            SwiftArgument("defaultSection", section(body.defaultSection, path: path)),
            SwiftArgument("sectionOverrides", list(overrides, type: "Model.Section", path: path, kind: "section")),
            SwiftArgument("effects", body.effects.map(Self.effects) ?? .nil),
            SwiftArgument("snap", .token(".\(body.snap.rawValue)")),
        ])
    }

    /// A masonry's or a grid's columns: a count, or as many as fit a minimum width.
    private static func columns(_ columns: MasonryModel<Formula>.Columns) -> SwiftExpression {
        switch columns {
        case .count(let count): .call(".count", [SwiftArgument(nil, .integer(count))])
        case .minimumWidth(let width): .call(".minimumWidth", [SwiftArgument(nil, Self.formula(width))])
        }
    }

    private static func effects(_ effects: EffectsModel<Formula>) -> SwiftExpression {
        // Transforms are written only when given, so that files without them generate the code
        // they always did.
        let transforms = [("rotation", effects.rotation), ("translateX", effects.translateX), ("translateY", effects.translateY),
                          ("turn", effects.turn), ("perspective", effects.perspective)]
        return .call("Model.Effects", [
            SwiftArgument("scale", Self.optional(effects.scale)),
            SwiftArgument("alpha", Self.optional(effects.alpha)),
            SwiftArgument("zIndex", Self.optional(effects.zIndex)),
        ] + transforms.compactMap { label, formula in formula.map { SwiftArgument(label, Self.formula($0)) } })
    }

    private mutating func section(_ section: SectionModel<Formula>, path: String) -> SwiftExpression {
        func supplementary(_ value: SupplementaryModel<Formula>?) -> SwiftExpression {
            value.map { .call("Model.Supplementary", [SwiftArgument("length", Self.formula($0.length)), SwiftArgument("pinned", .bool($0.pinned))]) } ?? .nil
        }
        func insets(_ insets: InsetsModel<Formula>) -> SwiftExpression {
            .call("Model.Insets", [
                SwiftArgument("top", Self.formula(insets.top)), SwiftArgument("left", Self.formula(insets.left)),
                SwiftArgument("bottom", Self.formula(insets.bottom)), SwiftArgument("right", Self.formula(insets.right)),
            ])
        }
        // Decorations, orthogonal bands and a section's own effects and snap only when given, so
        // that layouts without them generate as before.
        var extras: [SwiftArgument] = []
        if let background = section.background {
            extras.append(SwiftArgument("background", .call("Model.Background", [
                SwiftArgument("insets", insets(background.insets)), SwiftArgument("cornerRadius", Self.formula(background.cornerRadius)),
            ])))
        }
        if let separators = section.separators {
            extras.append(SwiftArgument("separators", .call("Model.Separators", [
                SwiftArgument("thickness", Self.formula(separators.thickness)), SwiftArgument("inset", Self.formula(separators.inset)),
                SwiftArgument("offset", Self.formula(separators.offset)),
            ])))
        }
        if let orthogonal = section.orthogonal {
            extras.append(SwiftArgument("orthogonal", .call("Model.Orthogonal", [
                SwiftArgument("length", Self.formula(orthogonal.length)), SwiftArgument("snap", .token(".\(orthogonal.snap.rawValue)")),
            ])))
        }
        if let effects = section.effects { extras.append(SwiftArgument("effects", Self.effects(effects))) }
        // Spelt out: `.none` would read as the optional's own `none`.
        if let snap = section.snap { extras.append(SwiftArgument("snap", .token("TesseraRuntime.SnapRule.\(snap.rawValue)"))) }
        return .call("Model.Section", [
            SwiftArgument("arrangement", arrangement(section.arrangement, path: path)),
            SwiftArgument("insets", insets(section.insets)),
            SwiftArgument("header", supplementary(section.header)),
            SwiftArgument("footer", supplementary(section.footer)),
        ] + extras)
    }

    private static func size(_ size: SizeModel<Formula>) -> SwiftExpression {
        .call("Model.Size", [SwiftArgument("width", Self.formula(size.width)), SwiftArgument("height", Self.formula(size.height))])
    }

    private mutating func arrangement(_ arrangement: Arrangement<Formula>, path: String) -> SwiftExpression {
        switch arrangement {
        case .tiles(let tiles):
            let cells = tiles.cells.map { cell in
                SwiftExpression.call("Model.Cell", [
                    SwiftArgument("x", Self.formula(cell.x)), SwiftArgument("y", Self.formula(cell.y)),
                    SwiftArgument("width", Self.formula(cell.width)), SwiftArgument("height", Self.formula(cell.height)),
                ])
            }
            return .call(".tiles", [SwiftArgument(nil, .call("Model.Tiles", [
                SwiftArgument("cells", list(cells, type: "Model.Cell", path: path, kind: "cell")),
                SwiftArgument("period", Self.optional(tiles.period)),
                SwiftArgument("spacing", Self.formula(tiles.spacing)),
            ] + (tiles.extent.map { [SwiftArgument("extent", Self.formula($0))] } ?? [])))])
        case .blocks(let blocks):
            return .call(".blocks", [SwiftArgument(nil, .call("Model.Blocks", [
                SwiftArgument("columns", .array(blocks.columns.map { .array($0.map(SwiftExpression.integer)) })),
                SwiftArgument("columnWidth", Self.formula(blocks.columnWidth)),
                SwiftArgument("itemLength", Self.formula(blocks.itemLength)),
                SwiftArgument("spacing", Self.optional(blocks.spacing)),
            ]))])
        case .circle(let circle):
            return .call(".circle", [SwiftArgument(nil, .call("Model.Circle", [
                SwiftArgument("item", Self.size(circle.item)),
                SwiftArgument("centerX", Self.formula(circle.centerX)), SwiftArgument("centerY", Self.formula(circle.centerY)),
                SwiftArgument("radius", Self.formula(circle.radius)), SwiftArgument("start", Self.formula(circle.start)),
                SwiftArgument("step", Self.formula(circle.step)),
                SwiftArgument("clockwise", .bool(circle.clockwise)), SwiftArgument("singleAtCenter", .bool(circle.singleAtCenter)),
            ]))])
        case .line(let line):
            return .call(".line", [SwiftArgument(nil, .call("Model.Line", [
                SwiftArgument("item", Self.size(line.item)), SwiftArgument("spacing", Self.formula(line.spacing)),
                SwiftArgument("align", .token(".\(line.align.rawValue)")),
            ] + (line.perItem ? [SwiftArgument("perItem", .bool(true))] : [])))])
        case .masonry(let masonry):
            return .call(".masonry", [SwiftArgument(nil, .call("Model.Masonry", [
                SwiftArgument("columns", Self.columns(masonry.columns)),
                SwiftArgument("columnSpacing", Self.formula(masonry.columnSpacing)),
                SwiftArgument("itemSpacing", Self.formula(masonry.itemSpacing)),
                SwiftArgument("itemLength", Self.optional(masonry.itemLength)),
                SwiftArgument("shortestFirst", .bool(masonry.shortestFirst)),
                SwiftArgument("tiesToTrailing", .bool(masonry.tiesToTrailing)),
            ] + (masonry.span.map { [SwiftArgument("span", Self.formula($0))] } ?? [])))])
        case .flow(let flow):
            let sizing: SwiftExpression = switch flow.sizing {
            case .columns(let count, let aspect):
                .call(".columns", [SwiftArgument(nil, .integer(count)), SwiftArgument("aspect", Self.formula(aspect))])
            case .minimumWidth(let width, let aspect):
                .call(".minimumWidth", [SwiftArgument(nil, Self.formula(width)), SwiftArgument("aspect", Self.formula(aspect))])
            case .item(let itemSize, let perItem):
                .call(".item", [SwiftArgument(nil, Self.size(itemSize)), SwiftArgument("perItem", .bool(perItem))])
            case .data:
                .token(".data")
            }
            return .call(".flow", [SwiftArgument(nil, .call("Model.Flow", [
                SwiftArgument("sizing", sizing),
                SwiftArgument("spacing", Self.formula(flow.spacing)),
                SwiftArgument("lineSpacing", Self.formula(flow.lineSpacing)),
                SwiftArgument("align", .token(".\(flow.align.rawValue)")),
            ] + (flow.span.map { [SwiftArgument("span", Self.formula($0))] } ?? [])))])
        case .rule(let rule):
            let frame = SwiftExpression.call("Model.Cell", [
                SwiftArgument("x", Self.formula(rule.frame.x)), SwiftArgument("y", Self.formula(rule.frame.y)),
                SwiftArgument("width", Self.formula(rule.frame.width)), SwiftArgument("height", Self.formula(rule.frame.height)),
            ])
            let period = rule.period.map { period in
                SwiftExpression.call("Model.Rule.Period", [
                    SwiftArgument("items", .integer(period.items)), SwiftArgument("length", Self.formula(period.length)),
                ])
            } ?? .nil
            return .call(".rule", [SwiftArgument(nil, .call("Model.Rule", [
                SwiftArgument("frame", frame), SwiftArgument("period", period),
            ]))])
        case .grid(let grid):
            return .call(".grid", [SwiftArgument(nil, .call("Model.Grid", [
                SwiftArgument("columns", Self.columns(grid.columns)),
                SwiftArgument("rowLength", Self.optional(grid.rowLength)),
                SwiftArgument("columnGap", Self.formula(grid.columnGap)),
                SwiftArgument("rowGap", Self.formula(grid.rowGap)),
                SwiftArgument("span", Self.optional(grid.span)),
                SwiftArgument("rowSpan", Self.optional(grid.rowSpan)),
                SwiftArgument("column", Self.optional(grid.column)),
                SwiftArgument("dense", .bool(grid.dense)),
                SwiftArgument("period", Self.optional(grid.period)),
            ]))])
        }
    }
}
