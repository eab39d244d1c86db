@_spi(Generated) import TesseraRuntime

/// Builds the IR from a YAML tree that the structure checker has seen. Shape faults were reported
/// there, so this reads values leniently and reports only what needs meaning: expressions, names,
/// slots, cell geometry. It keeps going after a fault, so one run reports everything it can.
struct LayoutBuilder {
    let diagnostics: ErrorCountingCollector
    /// What variants and sections share with the base: constants they do not override, and
    /// expressions they inherit, parsed and checked once rather than once per variant.
    private let cache = BuildCache()
    /// Off while building a section override: the section as a whole is shared through
    /// `BuildCache.sections`, so remembering each of its expressions would only cost.
    private var remembersExpressions = true
    /// Off only in tests, which check that sharing never changes what is built.
    private let sharesWork: Bool
    /// The layout's scroll axis, which some kinds' defaults follow (the gap between tile blocks).
    private(set) var axis: ScrollAxis = .vertical

    init(diagnostics: ErrorCountingCollector, sharesWork: Bool = true) {
        self.diagnostics = diagnostics
        self.sharesWork = sharesWork
        remembersExpressions = sharesWork
    }

    func build(_ root: YAMLNode) -> LayoutIR? {
        guard root.mapping != nil else {
            diagnostics.report(.error(
                "a layout file must be a mapping, e.g. 'layout: Grid' followed by a kind such as 'flow:'; this is \(root.kindDescription)",
                at: root.location))
            return nil
        }
        StructureChecker(diagnostics: diagnostics).check(root, against: LanguageSchema.layout)

        let name = root["layout"]?.scalarText ?? "Layout"
        let axis = ScrollAxis(rawValue: root["scroll"]?.scalarText ?? "") ?? .vertical
        let direction = ReadingDirection(rawValue: root["direction"]?.scalarText ?? "") ?? .leftToRight
        var builder = self
        builder.axis = axis
        let base = builder.body(from: root)
        var variants: [VariantModel<LayoutExpression>] = []
        for variantNode in root["variants"]?.sequence ?? .empty where variantNode.mapping != nil {
            let merged = NodeMerger.merge(root, with: variantNode)
            let constants = self.constants(in: merged)
            let condition = expression(variantNode["when"], .condition(.viewport), constants: constants, default: "false", at: variantNode.location)
            variants.append(VariantModel(condition: condition, body: builder.body(from: merged)))
        }
        guard diagnostics.errorCount == 0 else { return nil }
        return LayoutIR(
            name: name,
            axis: axis, direction: direction, base: base, variants: variants)
    }

    // MARK: Bodies and sections

    private func body(from node: YAMLNode) -> LayoutBody {
        let constants = self.constants(in: node)
        let defaultSection = section(from: node, constants: constants)
        let inputs = cache.identifier(of: SectionInputs(of: node, constants: constants))
        var overrides: [SectionIR] = []
        // A circle is the whole layout: sections of another kind cannot sit before or after it.
        if node["circle"] != nil, let sectionsNode = node["sections"] {
            diagnostics.report(.error(
                "a circle does not scroll, so it is the only section; remove 'sections' or give the layout another kind",
                at: sectionsNode.location))
        }
        for sectionNode in node["sections"]?.sequence ?? .empty where sectionNode.mapping != nil {
            // Variants rebuild every section; most inherit what sections are built from.
            let key = SectionKey(override: sectionNode.index, inputs: inputs)
            if sharesWork, let known = cache.sections[key] {
                overrides.append(known)
                continue
            }
            var sectionBuilder = self
            sectionBuilder.remembersExpressions = false
            var built = sectionBuilder.section(from: NodeMerger.merge(node, with: sectionNode), constants: constants,
                                               override: (overrides.count, sectionNode))
            // The section's own effects and snap, read from its override alone: without them it
            // takes the layout's, which are the body's, not copied into every section.
            if let effectsNode = sectionNode["effects"] {
                // `none`: the layout's effects off for this section, as `{}` turns them off.
                built.effects = effectsNode.mapping != nil ? effects(from: effectsNode, constants: constants)
                    : EffectsIR(scale: nil, alpha: nil, zIndex: nil)
                built.reducedMotionEffects = reducedMotionEffects(in: effectsNode, constants: constants)
            }
            if let snapNode = sectionNode["snap"] {
                built.snap = Self.snapRule(snapNode)
            }
            cache.sections[key] = built
            overrides.append(built)
        }
        var effects: EffectsIR?, reducedMotion: EffectsIR?
        if let effectsNode = Self.given(node, "effects"), effectsNode.mapping != nil {
            effects = self.effects(from: effectsNode, constants: constants)
            reducedMotion = reducedMotionEffects(in: effectsNode, constants: constants)
        }
        let snap = Self.snapRule(node["snap"], default: LanguageSchema.snapField.appliedDefault)
        if snap != .none, node["circle"] != nil, let snapNode = node["snap"] {
            diagnostics.report(.warning("a circle does not scroll, so 'snap' has no effect", at: snapNode.location))
        }
        // `start` is what no gravity means; a file that says it needs no newer format.
        let gravity = node["gravity"]?.scalarText == Gravity.end.rawValue ? Gravity.end : nil
        if gravity != nil, node["circle"] != nil, let gravityNode = node["gravity"] {
            diagnostics.report(.warning("a circle does not scroll, so 'gravity' has no effect", at: gravityNode.location))
        }
        return LayoutBody(defaultSection: defaultSection, sectionOverrides: overrides, effects: effects, snap: snap,
                          reducedMotionEffects: reducedMotion, gravity: gravity)
    }

    /// The effects under `reduceMotion:` of an effects node: its own, none (`none`), or nil when
    /// it says nothing (the effects then apply without those that move cells).
    private func reducedMotionEffects(in effectsNode: YAMLNode, constants: LayoutConstants) -> EffectsIR? {
        guard let reduced = effectsNode["reduceMotion"] else { return nil }
        guard reduced.mapping != nil else { return EffectsIR(scale: nil, alpha: nil, zIndex: nil) }
        return effects(from: reduced, constants: constants, object: LanguageSchema.reducedMotionEffects)
    }

    private func effects(from effectsNode: YAMLNode, constants: LayoutConstants, object: SchemaObject = LanguageSchema.effects) -> EffectsIR {
        if let perspective = effectsNode["perspective"], effectsNode["turn"] == nil {
            diagnostics.report(.error(
                "'perspective' shows a turn in depth, and these effects have no 'turn'; add 'turn' (radians about the cross axis) or remove 'perspective'",
                at: perspective.location))
        }
        return NodeReader(builder: self, node: effectsNode, object: object, constants: constants).effects()
    }

    /// The section's insets when it gives none.
    private static let insetsDefault = LanguageSchema.layout.field("insets")?.appliedDefault

    /// `node[key]`, but nil for `none`: a section that turns off what it would take from the layout.
    private static func given(_ node: YAMLNode, _ key: String) -> YAMLNode? {
        guard let value = node[key], value.scalarText != LanguageSchema.none else { return nil }
        return value
    }

    /// Reads only `SectionInputs.keys` of `node`: built sections are shared on that promise.
    /// `override` is the section's own entry, which says which keys it takes from the layout.
    private func section(from node: YAMLNode, constants: LayoutConstants, override: (index: Int, node: YAMLNode)? = nil) -> SectionIR {
        let insetsNode = node["insets"]
        let isCircle = node["circle"] != nil
        if isCircle {
            for key in ["insets", "header", "footer", "background", "separators", "orthogonal"] {
                if let value = Self.given(node, key) {
                    diagnostics.report(.error("a circle does not scroll, so it has no '\(key)'; remove it", at: value.location))
                }
            }
        }
        let background = Self.given(node, "background").map {
            NodeReader(builder: self, node: $0, object: LanguageSchema.background, constants: constants).background()
        }
        let separators = Self.given(node, "separators").map {
            NodeReader(builder: self, node: $0, object: LanguageSchema.separators, constants: constants).separators()
        }
        let orthogonal = node["orthogonal"].map { orthogonalNode in
            if let separators = Self.given(node, "separators") {
                let why = "its items scroll sideways, past where a line between them would stay"
                if let override, override.node["separators"] == nil {
                    // Inherited: said at the layout's key, naming the section it cannot reach.
                    diagnostics.report(.error(
                        "the layout's 'separators' reach section \(override.index), which is orthogonal and has none (\(why)); "
                            + "give section \(override.index) 'separators: none', or give 'separators' only to the sections that have them",
                        at: separators.location))
                } else {
                    diagnostics.report(.error(
                        "an orthogonal section has no separators (\(why)); remove 'separators' or 'orthogonal'",
                        at: separators.location))
                }
            }
            return NodeReader(builder: self, node: orthogonalNode, object: LanguageSchema.orthogonal, constants: constants).orthogonal()
        }
        return SectionIR(
            arrangement: arrangement(from: node, constants: constants),
            insets: insets(insetsNode, default: Self.insetsDefault, constants: constants, at: node.location),
            header: supplementary(Self.given(node, "header"), LanguageSchema.header, constants: constants),
            footer: supplementary(Self.given(node, "footer"), LanguageSchema.footer, constants: constants),
            background: background,
            separators: separators,
            orthogonal: orthogonal)
    }

    /// One number for every side, or top/left/bottom/right; `allSides` when absent (the default
    /// of the key that holds them).
    func insets(_ insetsNode: YAMLNode?, default allSides: String?, constants: LayoutConstants, at location: SourceLocation) -> InsetsIR {
        if let insetsNode, insetsNode.mapping != nil {
            let sides = NodeReader(builder: self, node: insetsNode, object: LanguageSchema.insetSides, constants: constants)
            return InsetsIR(top: sides.number("top"), left: sides.number("left"), bottom: sides.number("bottom"), right: sides.number("right"))
        }
        let all = expression(insetsNode, .number(.section), constants: constants, default: allSides, at: location)
        return InsetsIR(top: all, left: all, bottom: all, right: all)
    }

    /// A header's or footer's length, or its mapping (`object`'s keys).
    private func supplementary(_ node: YAMLNode?, _ object: SchemaObject, constants: LayoutConstants) -> SupplementaryIR? {
        guard let node else { return nil }
        if node.mapping != nil {
            let keys = NodeReader(builder: self, node: node, object: object, constants: constants)
            return SupplementaryIR(length: keys.number("length"), pinned: object.field("pinned") != nil && keys.word("pinned") == "true")
        }
        return SupplementaryIR(length: expression(node, .number(.section), constants: constants), pinned: false)
    }

    // MARK: Kinds

    private func arrangement(from node: YAMLNode, constants: LayoutConstants) -> Arrangement<LayoutExpression> {
        let kind = LanguageSchema.kindKeys.first { node[$0] != nil } ?? "flow"
        let body = node[kind] ?? node.mapping(of: [], at: node.location)
        // Overrides were checked leniently; what they merge into must be complete. Faults already
        // reported for the base come out identical and are dropped by the collector.
        guard let field = LanguageSchema.layout.field(kind), case .object(let object) = field.type else {
            preconditionFailure("'\(kind)' is a kind without an object in the language")
        }
        if node[kind] != nil { StructureChecker(diagnostics: diagnostics).check(body, against: object) }
        return NodeReader(builder: self, node: body, object: object, constants: constants).arrangement(kind)
    }

    // MARK: Constants and expressions

    func constants(in node: YAMLNode) -> LayoutConstants {
        let pairs = node["constants"]?.mapping ?? .empty
        // The nodes themselves, not where the mapping is written: a merged mapping takes the
        // place of its override, whatever it was merged into.
        let key = pairs.flatMap { [$0.key.index, $0.value.index] }
        if sharesWork, let known = cache.constants[key] { return known }
        var parsed = ParsedConstants(minimumCapacity: pairs.count)
        for pair in pairs {
            parsed.names.append(pair.keyText)
            parsed.locations.append(pair.value.location)
            parsed.runs.append(parse(pair.value, appendingTo: &parsed.entries, words: &parsed.words))
        }
        // Every constant is checked, so a fault in an unused one is still reported.
        let constants = LayoutConstants(parsed, diagnostics: diagnostics)
        cache.constants[key] = constants
        return constants
    }

    /// The parsed, unchecked expression of a scalar, appended to buffers other expressions may
    /// share; nil after reporting, or for a non-scalar.
    private func parse(
        _ node: YAMLNode, appendingTo entries: inout [ParsedExpression.Entry], words: inout [String]
    ) -> ParsedExpression.Run? {
        let parsed = node.withText { bytes, isPlain, origin -> ParsedExpression.Run? in
            // Hexadecimal, infinities and NaN are numbers to Double(_:), not to the language.
            if isPlain, let first = bytes.first, Self.canStartNumber(first),
               !bytes.contains(where: { $0 | 0x20 == UInt8(ascii: "x") || $0 | 0x20 == UInt8(ascii: "n") }) {
                let text = String(decoding: bytes, as: UTF8.self)
                if let value = Double(text) {
                    guard value.isFinite else {
                        diagnostics.report(.error("'\(text)' is too large for a 64-bit floating-point number", at: origin))
                        return nil
                    }
                    entries.append(.init(node: .number(value), offset: 0))
                    return ParsedExpression.Run(range: entries.count - 1..<entries.count, origin: origin)
                }
            }
            return ExpressionParser.parse(bytes, at: origin, appendingTo: &entries, words: &words, diagnostics: diagnostics)
                .map { ParsedExpression.Run(range: $0, origin: origin) }
        }
        return parsed ?? nil
    }

    /// A snap rule as the checker let it through: a word, or `{paging: leading, items: 2}`;
    /// the key's default word when absent.
    static func snapRule(_ node: YAMLNode?, default defaultWord: String? = nil) -> SnapRule {
        guard let node else { return SnapRule.wordRules.first { $0.word == defaultWord } ?? .none }
        if let word = node.scalarText { return SnapRule.wordRules.first { $0.word == word } ?? .none }
        let alignment = node["paging"]?.scalarText.flatMap(PagingAlignment.init(rawValue:)) ?? .leading
        // The checker let only a whole number through, or nothing (the key's default).
        let items = node["items"]?.scalarText ?? LanguageSchema.paging.field("items")?.appliedDefault
        return .paging(items: items.flatMap { Int($0) } ?? 1, alignment: alignment)
    }

    /// Whether text starting with `byte` may be a number by itself; others are expressions, and
    /// are not made a String just to try.
    private static func canStartNumber(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: ".")
    }

    /// A checked expression for a field. A missing node takes `defaultText`; a faulty one reports
    /// and yields a harmless 0 so building can go on to find further faults. The same text at the
    /// same place, read with the same names, is checked once: each variant rebuilds its body's
    /// default section and effects, most of which it inherits unchanged.
    func expression(
        _ node: YAMLNode?, _ type: SchemaType, constants: LayoutConstants,
        default defaultText: String? = nil, at fallback: SourceLocation? = nil
    ) -> LayoutExpression {
        let location = node?.location ?? fallback ?? .start
        let (scope, expected): (VariableScope, ExpressionType) = switch type {
        case .condition(let scope): (scope, .boolean)
        case .number(let scope): (scope, .number)
        default: (.viewport, .number)
        }
        guard remembersExpressions else {
            return check(node, defaultText: defaultText, location: location, scope: scope, expected: expected, constants: constants)
        }
        let key = ExpressionKey(
            node: node?.index, location: location, defaultText: node == nil ? defaultText : nil, scope: scope, expected: expected,
            constants: ObjectIdentifier(constants))
        if let known = cache.expressions[key] { return known }
        let checked = check(node, defaultText: defaultText, location: location, scope: scope, expected: expected, constants: constants)
        cache.expressions[key] = checked
        return checked
    }

    private func check(
        _ node: YAMLNode?, defaultText: String?, location: SourceLocation, scope: VariableScope, expected: ExpressionType,
        constants: LayoutConstants
    ) -> LayoutExpression {
        let placeholder = LayoutExpression(.number(0), at: location)
        // Parsed into the cache's buffers, which keep their storage from one field to the next.
        cache.entries.removeAll(keepingCapacity: true)
        cache.words.removeAll(keepingCapacity: true)
        let run: ParsedExpression.Run?
        if let node {
            run = parse(node, appendingTo: &cache.entries, words: &cache.words)
        } else if let defaultText {
            // Most defaults are numbers, and every section of a large file takes several.
            if expected == .number, let value = Double(defaultText) { return LayoutExpression(.number(value), at: location) }
            run = ExpressionParser.parse(
                ArraySlice(defaultText.utf8), at: location, appendingTo: &cache.entries, words: &cache.words, diagnostics: diagnostics
            ).map { ParsedExpression.Run(range: $0, origin: location) }
        } else {
            run = nil
        }
        guard let run else { return placeholder }
        let first = cache.entries[run.range.lowerBound]
        if expected == .number, run.range.count == 1, case .number(let value) = first.node {
            return LayoutExpression(.number(value), at: run.origin.advanced(by: Int(first.offset)))
        }
        let view = run.view(in: cache.entries, words: cache.words)
        // A lone word that names nothing and is close to no name is a value of the wrong kind
        // (`header: big`), not a misspelt name.
        if run.range.count == 1, let word = view.name(at: run.range.lowerBound), constants.index(of: word) == nil {
            let names = scope.variables.sorted().map(\.rawValue) + constants.names.sorted()
            if nearest(to: word, among: names) == nil {
                let kind = expected == .boolean ? "a condition" : "a number or an expression"
                diagnostics.report(.error(
                    "this value must be \(kind) (of \(names.isEmpty ? "no names" : names.joined(separator: ", "))), not the word '\(word)'",
                    at: run.origin.advanced(by: Int(first.offset))))
                return placeholder
            }
        }
        let checker = ExpressionChecker(scope: scope, constants: constants, diagnostics: diagnostics)
        return checker.check(view, expecting: expected, using: &cache.scratch) ?? placeholder
    }
}
