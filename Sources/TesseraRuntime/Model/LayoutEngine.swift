/// What a layout is: anything that, given a viewport and item counts, prepares the answers a
/// collection view asks for. Interpreted layouts and generated types both conform.
public protocol TesseraLayout: Sendable {
    var name: String { get }
    func prepare(_ input: LayoutInput) throws(LayoutError) -> PreparedLayout
}

/// Which of the viewport's dimensions a layout's formulas read; a change of the others needs no
/// new layout.
public struct ViewportReads: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let width = ViewportReads(rawValue: 1)
    public static let height = ViewportReads(rawValue: 2)
}

/// Runs a layout model: picks the variant for the viewport, resolves each section's formulas into
/// numbers, and hands them to the placement engines. Written once for the interpreter and for
/// generated code, which differ only in their `FormulaEvaluator`.
public struct LayoutEngine<Evaluator: FormulaEvaluator>: Sendable {
    public let model: LayoutModel<Formula>
    public let evaluator: Evaluator
    public let reads: ViewportReads

    public init(model: LayoutModel<Formula>, evaluator: Evaluator, reads: ViewportReads) {
        self.model = model
        self.evaluator = evaluator
        self.reads = reads
    }

    /// The body that applies to a viewport: the first variant whose condition holds, else the base.
    public func body(for viewport: Size) throws(LayoutError) -> BodyModel<Formula> {
        let context = EvaluationContext(width: viewport.width, height: viewport.height)
        for variant in model.variants {
            if try evaluator.finiteValue(of: variant.condition, in: context) != 0 { return variant.body }
        }
        return model.base
    }

    public func prepare(_ input: LayoutInput) throws(LayoutError) -> PreparedLayout {
        let viewport = input.viewport
        guard viewport.width.isFinite, viewport.height.isFinite, viewport.width >= 0, viewport.height >= 0 else {
            throw LayoutError("the viewport must have a finite, non-negative size, not \(describe(viewport.width))×\(describe(viewport.height))")
        }
        guard input.sectionCounts.count <= Limits.maxSections else {
            throw LayoutError("\(input.sectionCounts.count) sections is more than a layout takes (\(Limits.maxSections))")
        }
        let body = try body(for: viewport)
        var sections: [ResolvedSection] = []
        sections.reserveCapacity(input.sectionCounts.count)
        for (index, count) in input.sectionCounts.enumerated() {
            guard count >= 0 else { throw LayoutError("section \(index) has a negative item count (\(count))") }
            guard count <= Limits.maxItems else {
                throw LayoutError("section \(index) has \(count) items, more than a layout takes (\(Limits.maxItems))")
            }
            let resolver = SectionResolver(
                evaluator: evaluator, axis: model.axis, viewport: viewport, section: index, count: count,
                sizes: input.itemSizes.flatMap { index < $0.count ? $0[index] : nil })
            sections.append(try resolver.resolve(body.section(index)))
        }
        let effects = body.effects.map { ModelEffects(model: $0, evaluator: evaluator, viewport: viewport) }
        return try PreparedLayout(
            viewport: viewport, axis: model.axis, direction: model.direction, sections: sections,
            effects: effects, snap: body.snap, reads: reads)
    }
}

/// A body's scroll effects, evaluated per cell for its distance from the viewport's centre.
struct ModelEffects<Evaluator: FormulaEvaluator>: ScrollEffects {
    let model: EffectsModel<Formula>
    let evaluator: Evaluator
    let viewport: Size

    func apply(to attributes: inout LayoutAttributes, distance: Double, sectionCount: Int) throws(LayoutError) {
        var context = EvaluationContext(width: viewport.width, height: viewport.height)
        context.distance = distance
        context.index = Double(attributes.id.item)
        context.section = Double(attributes.id.section)
        context.count = Double(sectionCount)
        if let scale = model.scale {
            attributes.scale = try evaluator.finiteValue(of: scale, in: context)
        }
        if let alpha = model.alpha {
            attributes.alpha = Swift.min(1, Swift.max(0, try evaluator.finiteValue(of: alpha, in: context)))
        }
        if let zIndex = model.zIndex {
            attributes.zIndex = Int(Swift.max(-1e9, Swift.min(1e9, try evaluator.finiteValue(of: zIndex, in: context))).rounded())
        }
    }
}

extension FormulaEvaluator {
    /// The formula's value; NaN or infinity is an error at the formula, never a frame.
    func finiteValue(of formula: Formula, in context: EvaluationContext) throws(LayoutError) -> Double {
        let value = value(of: formula, in: context)
        guard value.isFinite else {
            throw LayoutError(
                "the expression here evaluates to \(value) for a \(describe(context.width))×\(describe(context.height)) viewport; guard it (e.g. with max) so it stays finite",
                line: formula.line, column: formula.column)
        }
        return value
    }
}
