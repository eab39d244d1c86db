import TesseraRuntime

/// A layout loaded at run time: the IR, evaluated for each viewport by the runtime's engines.
public struct InterpretedLayout: Sendable {
    public let ir: LayoutIR

    public init(_ ir: LayoutIR) {
        self.ir = ir
    }

    /// Loads a layout from YAML text; the error carries every diagnostic.
    public static func load(source: String) throws(LayoutLoadError) -> InterpretedLayout {
        let bag = DiagnosticBag()
        guard let ir = LayoutCompiler.check(source: source, diagnostics: bag), !bag.hasErrors else {
            throw LayoutLoadError(diagnostics: bag.diagnostics)
        }
        return InterpretedLayout(ir)
    }

    /// The body that applies to a viewport: the first variant whose condition holds, else the base.
    public func body(for viewport: Size) throws(LayoutError) -> LayoutBody {
        let context = EvaluationContext(width: viewport.width, height: viewport.height)
        for variant in ir.variants where try Evaluator.value(variant.condition, context) != 0 {
            return variant.body
        }
        return ir.base
    }

    public func prepare(_ input: LayoutInput) throws(LayoutError) -> PreparedLayout {
        guard input.viewport.width.isFinite, input.viewport.height.isFinite, input.viewport.width >= 0, input.viewport.height >= 0 else {
            throw LayoutError("the viewport must have a finite, non-negative size, not \(input.viewport)")
        }
        let body = try body(for: input.viewport)
        var sections: [ResolvedSection] = []
        sections.reserveCapacity(input.sectionCounts.count)
        for (index, count) in input.sectionCounts.enumerated() {
            guard count >= 0 else { throw LayoutError("section \(index) has a negative item count (\(count))") }
            let resolver = SectionResolver(
                axis: ir.axis, viewport: input.viewport, section: index, count: count,
                sizes: input.itemSizes.flatMap { index < $0.count ? $0[index] : nil })
            sections.append(try resolver.resolve(body.section(index)))
        }
        let effects = body.effects.map { InterpretedEffects($0, viewport: input.viewport) }
        return try PreparedLayout(
            viewport: input.viewport, axis: ir.axis, direction: ir.direction, sections: sections,
            effects: effects, snap: body.snap)
    }

    /// Whether the layout reads the viewport's width or height anywhere.
    public var readsViewport: (width: Bool, height: Bool) {
        var probe = VariableProbe()
        probe.visit(ir)
        return (probe.found.contains(.width), probe.found.contains(.height))
    }
}

/// Loading a layout failed; `diagnostics` says where and why.
public struct LayoutLoadError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public var description: String {
        diagnostics.map { "\($0.location): \($0.severity.rawValue): \($0.message)" }.joined(separator: "\n")
    }
}

/// Evaluates checked expressions, turning non-finite results into errors that name the expression.
enum Evaluator {
    static func value(_ expression: Expression, _ context: EvaluationContext) throws(LayoutError) -> Double {
        try check(ExpressionProgram(expression).evaluate(context), expression.location, context)
    }

    static func check(_ value: Double, _ location: SourceLocation, _ context: EvaluationContext) throws(LayoutError) -> Double {
        guard value.isFinite else {
            throw LayoutError(
                "the expression here evaluates to \(value) for a \(JSONValue.format(context.width))×\(JSONValue.format(context.height)) viewport; guard it (e.g. with max) so it stays finite",
                line: location.line, column: location.column)
        }
        return value
    }
}

struct InterpretedEffects: ScrollEffects {
    let scale: ExpressionProgram?
    let alpha: ExpressionProgram?
    let zIndex: ExpressionProgram?
    let viewport: Size

    init(_ effects: EffectsIR, viewport: Size) {
        scale = effects.scale.map(ExpressionProgram.init)
        alpha = effects.alpha.map(ExpressionProgram.init)
        zIndex = effects.zIndex.map(ExpressionProgram.init)
        self.viewport = viewport
    }

    func apply(to attributes: inout LayoutAttributes, distance: Double, sectionCount: Int) throws(LayoutError) {
        var context = EvaluationContext(width: viewport.width, height: viewport.height)
        context.distance = distance
        context.index = Double(attributes.id.item)
        context.section = Double(attributes.id.section)
        context.count = Double(sectionCount)
        if let scale {
            attributes.scale = try Evaluator.check(scale.evaluate(context), scale.location, context)
        }
        if let alpha {
            attributes.alpha = min(1, max(0, try Evaluator.check(alpha.evaluate(context), alpha.location, context)))
        }
        if let zIndex {
            let value = try Evaluator.check(zIndex.evaluate(context), zIndex.location, context)
            attributes.zIndex = Int(max(-1e9, min(1e9, value)).rounded())
        }
    }
}

/// Collects the variables a layout's expressions read.
struct VariableProbe {
    var found: Set<Variable> = []

    mutating func visit(_ ir: LayoutIR) {
        for body in [ir.base] + ir.variants.map(\.body) {
            for section in [body.defaultSection] + body.sectionOverrides {
                visit(Mirror(reflecting: section))
            }
            if let effects = body.effects { visit(Mirror(reflecting: effects)) }
        }
        for variant in ir.variants { found.formUnion(variant.condition.variables) }
    }

    /// Reflection keeps this in step with the IR as kinds gain fields; it runs once per layout.
    private mutating func visit(_ mirror: Mirror) {
        for child in mirror.children {
            if let expression = child.value as? Expression {
                found.formUnion(expression.variables)
            } else {
                visit(Mirror(reflecting: child.value))
            }
        }
    }
}
