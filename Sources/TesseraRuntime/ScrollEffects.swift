/// Scroll-dependent attributes (scale, alpha, z-order) of a cell at a distance from the
/// viewport's centre. The interpreter implements this by evaluating the layout's expressions;
/// generated code, by straight-line Swift.
package protocol ScrollEffects: Sendable {
    /// Whether elements are moved, rotated or turned, beyond scale.
    var transforms: Bool { get }
    func apply(to attributes: inout LayoutAttributes, distance: Double, sectionCount: Int) throws(LayoutError)
}
