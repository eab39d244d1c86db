/// Scroll-dependent attributes (scale, alpha, z-order, transforms) of a cell at a distance from
/// the viewport's centre. `ModelEffects` is the one conformance: it evaluates the layout's
/// effect formulas with the layout's own evaluator, so interpreted layouts, compiled files and
/// generated code all apply effects through it.
package protocol ScrollEffects: Sendable {
    /// Whether elements are moved, rotated or turned, beyond scale.
    var transforms: Bool { get }
    func apply(to attributes: inout LayoutAttributes, distance: Double, sectionCount: Int) throws(LayoutError)
}
