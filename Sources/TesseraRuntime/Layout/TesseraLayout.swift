/// What a layout is: anything that, given a viewport and item counts, prepares the answers a
/// collection view asks for. Interpreted layouts and generated types both conform.
public protocol TesseraLayout: Sendable {
    var name: String { get }
    func prepare(_ input: LayoutInput) throws(LayoutError) -> PreparedLayout
    /// Brings `prepared`, which this layout prepared for the same viewport, up to date after
    /// items were added at the ends of sections: afterwards it equals `prepare(input)`, and
    /// where it can, only the new items were placed. The items already there must keep their
    /// sizes in `input`; after any other change, call `prepare(_:)`. On error, `prepared` is
    /// unchanged.
    func extend(_ prepared: inout PreparedLayout, to input: LayoutInput) throws(LayoutError)
    /// Brings `prepared`, which this layout prepared for the same viewport, text scale and
    /// sections, up to date after items changed size or place: `firstChanged[section]` is the
    /// first item of that section whose size or index may differ in `input` (nil: the section
    /// is as it was, count and sizes). Afterwards it equals `prepare(input)`; where it can,
    /// only the items from the first changed one on were placed again. On error, `prepared`
    /// is unchanged.
    func relayout(_ prepared: inout PreparedLayout, changedFrom firstChanged: [Int?], to input: LayoutInput) throws(LayoutError)
    /// As `relayout(_:changedFrom:to:)`, told also where the changes end: in each section the
    /// items in `changedItems[section]` may differ in size, and the items after it are the same
    /// items at the same indexes with the same sizes (nil: the section is as it was). A list
    /// then places again only the range and moves what follows it by one amount.
    func relayout(_ prepared: inout PreparedLayout, changedItems: [Range<Int>?], to input: LayoutInput) throws(LayoutError)
}

extension TesseraLayout {
    public func extend(_ prepared: inout PreparedLayout, to input: LayoutInput) throws(LayoutError) {
        prepared = try prepare(input)
    }

    public func relayout(_ prepared: inout PreparedLayout, changedFrom firstChanged: [Int?], to input: LayoutInput) throws(LayoutError) {
        prepared = try prepare(input)
    }

    public func relayout(_ prepared: inout PreparedLayout, changedItems: [Range<Int>?], to input: LayoutInput) throws(LayoutError) {
        try relayout(&prepared, changedFrom: changedItems.map { $0?.lowerBound }, to: input)
    }
}

/// Where generated layout types live: `tessera generate` and the build plugin turn `mosaic.yaml`
/// (`layout: Mosaic`) into `TesseraLayouts.Mosaic`, so that no layout's name can collide with a
/// type of the app or of a framework it imports, such as SwiftUI's `Circle` and `Grid`.
public enum TesseraLayouts {}
