import TesseraRuntime

/// A layout model as a Swift expression that rebuilds it, spelled with `Model.` (an alias of
/// `TesseraRuntime.Compiled` in the generated type, so no layout name can shadow it).
enum ModelLiteral {
    static func layout(_ model: LayoutModel<Formula>) -> SwiftExpression {
        .call("Model.Layout", [
            SwiftArgument("name", .string(model.name)),
            SwiftArgument("axis", .token(".\(model.axis.rawValue)")),
            SwiftArgument("direction", .token(direction(model.direction))),
            SwiftArgument("base", body(model.base)),
            SwiftArgument("variants", .array(model.variants.map { variant in
                .call("Model.Variant", [SwiftArgument("condition", formula(variant.condition)), SwiftArgument("body", body(variant.body))])
            })),
        ])
    }

    private static func direction(_ direction: LayoutDirection) -> String {
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

    private static func body(_ body: BodyModel<Formula>) -> SwiftExpression {
        .call("Model.Body", [
            SwiftArgument("defaultSection", section(body.defaultSection)),
            SwiftArgument("sectionOverrides", .array(body.sectionOverrides.map(section))),
            SwiftArgument("effects", body.effects.map { effects in
                .call("Model.Effects", [
                    SwiftArgument("scale", optional(effects.scale)),
                    SwiftArgument("alpha", optional(effects.alpha)),
                    SwiftArgument("zIndex", optional(effects.zIndex)),
                ])
            } ?? .nil),
            SwiftArgument("snap", .token(".\(body.snap.rawValue)")),
        ])
    }

    private static func section(_ section: SectionModel<Formula>) -> SwiftExpression {
        func supplementary(_ value: SupplementaryModel<Formula>?) -> SwiftExpression {
            value.map { .call("Model.Supplementary", [SwiftArgument("length", formula($0.length)), SwiftArgument("pinned", .bool($0.pinned))]) } ?? .nil
        }
        return .call("Model.Section", [
            SwiftArgument("arrangement", arrangement(section.arrangement)),
            SwiftArgument("insets", .call("Model.Insets", [
                SwiftArgument("top", formula(section.insets.top)), SwiftArgument("left", formula(section.insets.left)),
                SwiftArgument("bottom", formula(section.insets.bottom)), SwiftArgument("right", formula(section.insets.right)),
            ])),
            SwiftArgument("header", supplementary(section.header)),
            SwiftArgument("footer", supplementary(section.footer)),
        ])
    }

    private static func size(_ size: SizeModel<Formula>) -> SwiftExpression {
        .call("Model.Size", [SwiftArgument("width", formula(size.width)), SwiftArgument("height", formula(size.height))])
    }

    private static func arrangement(_ arrangement: Arrangement<Formula>) -> SwiftExpression {
        switch arrangement {
        case .tiles(let tiles):
            return .call(".tiles", [SwiftArgument(nil, .call("Model.Tiles", [
                SwiftArgument("cells", .array(tiles.cells.map { cell in
                    .call("Model.Cell", [
                        SwiftArgument("x", formula(cell.x)), SwiftArgument("y", formula(cell.y)),
                        SwiftArgument("width", formula(cell.width)), SwiftArgument("height", formula(cell.height)),
                    ])
                })),
                SwiftArgument("period", optional(tiles.period)),
                SwiftArgument("spacing", formula(tiles.spacing)),
            ]))])
        case .blocks(let blocks):
            return .call(".blocks", [SwiftArgument(nil, .call("Model.Blocks", [
                SwiftArgument("columns", .array(blocks.columns.map { .array($0.map(SwiftExpression.integer)) })),
                SwiftArgument("columnWidth", formula(blocks.columnWidth)),
                SwiftArgument("itemLength", formula(blocks.itemLength)),
                SwiftArgument("spacing", optional(blocks.spacing)),
            ]))])
        case .circle(let circle):
            return .call(".circle", [SwiftArgument(nil, .call("Model.Circle", [
                SwiftArgument("item", size(circle.item)),
                SwiftArgument("centerX", formula(circle.centerX)), SwiftArgument("centerY", formula(circle.centerY)),
                SwiftArgument("radius", formula(circle.radius)), SwiftArgument("start", formula(circle.start)),
                SwiftArgument("step", formula(circle.step)),
                SwiftArgument("clockwise", .bool(circle.clockwise)), SwiftArgument("singleAtCenter", .bool(circle.singleAtCenter)),
            ]))])
        case .line(let line):
            return .call(".line", [SwiftArgument(nil, .call("Model.Line", [
                SwiftArgument("item", size(line.item)), SwiftArgument("spacing", formula(line.spacing)),
                SwiftArgument("align", .token(".\(line.align.rawValue)")),
            ]))])
        case .masonry(let masonry):
            let columns: SwiftExpression = switch masonry.columns {
            case .count(let count): .call(".count", [SwiftArgument(nil, .integer(count))])
            case .minimumWidth(let width): .call(".minimumWidth", [SwiftArgument(nil, formula(width))])
            }
            return .call(".masonry", [SwiftArgument(nil, .call("Model.Masonry", [
                SwiftArgument("columns", columns),
                SwiftArgument("columnSpacing", formula(masonry.columnSpacing)),
                SwiftArgument("itemSpacing", formula(masonry.itemSpacing)),
                SwiftArgument("itemLength", optional(masonry.itemLength)),
                SwiftArgument("shortestFirst", .bool(masonry.shortestFirst)),
                SwiftArgument("tiesToTrailing", .bool(masonry.tiesToTrailing)),
            ]))])
        case .flow(let flow):
            let sizing: SwiftExpression = switch flow.sizing {
            case .columns(let count, let aspect):
                .call(".columns", [SwiftArgument(nil, .integer(count)), SwiftArgument("aspect", formula(aspect))])
            case .minimumWidth(let width, let aspect):
                .call(".minimumWidth", [SwiftArgument(nil, formula(width)), SwiftArgument("aspect", formula(aspect))])
            case .item(let itemSize, let perItem):
                .call(".item", [SwiftArgument(nil, size(itemSize)), SwiftArgument("perItem", .bool(perItem))])
            case .data:
                .token(".data")
            }
            return .call(".flow", [SwiftArgument(nil, .call("Model.Flow", [
                SwiftArgument("sizing", sizing),
                SwiftArgument("spacing", formula(flow.spacing)),
                SwiftArgument("lineSpacing", formula(flow.lineSpacing)),
                SwiftArgument("align", .token(".\(flow.align.rawValue)")),
            ]))])
        }
    }
}
