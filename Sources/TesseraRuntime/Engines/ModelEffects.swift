/// A body's scroll effects, evaluated per cell for its distance from the viewport's centre.
struct ModelEffects<Evaluator: FormulaEvaluator>: ScrollEffects {
    let model: EffectsModel<Formula>
    let evaluator: Evaluator
    let viewport: Size
    let textScale: Double
    let turnAxis: TurnAxis
    let file: String?

    var transforms: Bool { model.transforms }

    func apply(to attributes: inout LayoutAttributes, distance: Double, sectionCount: Int) throws(LayoutError) {
        do throws(LayoutError) {
            try applyUnnamed(to: &attributes, distance: distance, sectionCount: sectionCount)
        } catch {
            throw error.naming(file)
        }
    }

    /// `apply`'s work; `apply` names the file in its errors.
    private func applyUnnamed(to attributes: inout LayoutAttributes, distance: Double, sectionCount: Int) throws(LayoutError) {
        var context = EvaluationContext(width: viewport.width, height: viewport.height, textScale: textScale)
        context.distance = distance
        context.index = Double(attributes.id.item)
        context.section = Double(attributes.id.section)
        context.count = Double(sectionCount)
        // Held in range, as a view would need them: a negative scale would mirror the cell.
        if let scale = model.scale {
            attributes.scale = Swift.max(0, try evaluator.finiteValue(of: scale, in: context))
        }
        if let alpha = model.alpha {
            attributes.alpha = Swift.min(1, Swift.max(0, try evaluator.finiteValue(of: alpha, in: context)))
        }
        if let zIndex = model.zIndex {
            attributes.zIndex = Int(Swift.max(-1e9, Swift.min(1e9, try evaluator.finiteValue(of: zIndex, in: context))).rounded())
        }
        if let rotation = model.rotation { attributes.rotation = try evaluator.finiteValue(of: rotation, in: context) }
        // A translation is held within one viewport, so that a rect query, which looks that far
        // past the rect for moved elements, finds every element drawn in it.
        if let translateX = model.translateX {
            attributes.translation.x = Swift.min(viewport.width, Swift.max(-viewport.width, try evaluator.finiteValue(of: translateX, in: context)))
        }
        if let translateY = model.translateY {
            attributes.translation.y = Swift.min(viewport.height, Swift.max(-viewport.height, try evaluator.finiteValue(of: translateY, in: context)))
        }
        if let turn = model.turn {
            attributes.turnAxis = turnAxis
            attributes.turn = try evaluator.finiteValue(of: turn, in: context)
            if let perspective = model.perspective {
                let distance = try evaluator.finiteValue(of: perspective, in: context)
                guard distance > 0 else {
                    throw LayoutError(
                        "the perspective is \(distance) for a \(describe(viewport.width))×\(describe(viewport.height)) viewport; it is the viewer's distance and must be positive",
                        line: perspective.line, column: perspective.column)
                }
                attributes.perspective = distance
            }
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
