import Foundation
import Testing
import TesseraRuntime
import TesseraCompiler
import TesseraExercise
import TesseraTestSupport

/// `extend(_:to:)`: after items are appended, the prepared layout equals a fresh `prepare`,
/// whether the layout places only the new items (masonry) or prepares again (everything else).
@Suite struct ExtendTests {
    /// The input with the first `counts` items of each section.
    private func prefix(_ input: LayoutInput, _ counts: [Int]) -> LayoutInput {
        LayoutInput(viewport: input.viewport, sectionCounts: counts,
                    itemSizes: input.itemSizes.map { sizes in zip(sizes, counts).map { Array($0.prefix($1)) } })
    }

    @Test(arguments: LayoutFixtures.paths)
    func extendingEqualsPreparingAgain(_ path: String) throws {
        let layout = try LayoutFixtures.layout(path)
        var generator = SeededGenerator(seed: UInt64(path.utf8.count) &* 31)
        for _ in 0..<10 {
            let input = LayoutInput.random(using: &generator, maxItems: 200)
            // Two appends: to a count in between, then to the full one.
            let start = input.sectionCounts.map { Int.random(in: 0...$0, using: &generator) }
            let middle = zip(start, input.sectionCounts).map { Int.random(in: $0...$1, using: &generator) }
            var prepared = try layout.prepare(prefix(input, start))
            try layout.extend(&prepared, to: prefix(input, middle))
            try layout.extend(&prepared, to: input)
            let fresh = try layout.prepare(input)
            #expect(prepared.contentSize == fresh.contentSize, "\(path) \(start) -> \(input.sectionCounts)")
            let all = try fresh.allElements()
            #expect(try prepared.allElements() == all, "\(path) \(start) -> \(input.sectionCounts)")
            for _ in 0..<6 {
                let rect = Rect(
                    x: Double.random(in: -50...fresh.contentSize.width, using: &generator),
                    y: Double.random(in: -50...fresh.contentSize.height, using: &generator),
                    width: Double.random(in: 0...input.viewport.width, using: &generator),
                    height: Double.random(in: 0...input.viewport.height, using: &generator))
                #expect(try prepared.elements(in: rect) == all.filter { $0.appears(in: rect) }, "\(path) rect \(rect)")
            }
        }
    }

    /// The masonry pass continues where it stopped: frames already placed are not computed
    /// again (a size changed against the contract shows it), and the new ones are those a full
    /// pass gives.
    @Test func masonryPlacesOnlyTheNewItems() throws {
        let layout = try LayoutFixtures.layout(LayoutFixtures.paths.first { $0.hasSuffix("waterfall.yaml") }!)
        let viewport = Size(width: 375, height: 667)
        let sizes = (0..<130).map { ItemSize.length(Double(40 + $0 * 37 % 90)) }
        var prepared = try layout.prepare(LayoutInput(viewport: viewport, sectionCounts: [100], itemSizes: [Array(sizes.prefix(100))]))
        let before = try prepared.allElements()
        var changed = sizes
        changed[0] = .length(500)
        try layout.extend(&prepared, to: LayoutInput(viewport: viewport, sectionCounts: [130], itemSizes: [changed]))
        let after = try prepared.allElements()
        #expect(Array(after.prefix(100)) == before)
        let full = try layout.prepare(LayoutInput(viewport: viewport, sectionCounts: [130], itemSizes: [sizes])).allElements()
        #expect(after == full)
    }

    /// A growing section of another kind is resolved again on its own; the masonry beside it,
    /// which did not grow, is kept as it was (a size changed against the contract shows it).
    @Test func onlyTheGrowingSectionIsResolvedAgain() throws {
        let layout = try InterpretedLayout(yaml: """
            layout: MasonryThenGrid
            masonry: {columns: 2, itemLength: data}
            sections:
              - {}
              - flow: {columns: 3, aspect: 1}
            """)
        let viewport = Size(width: 320, height: 480)
        let sizes = (0..<40).map { ItemSize.length(Double(30 + $0 % 7 * 11)) }
        var prepared = try layout.prepare(LayoutInput(viewport: viewport, sectionCounts: [40, 5], itemSizes: [sizes, []]))
        let masonryBefore = try prepared.allElements().filter { $0.id.section == 0 }
        var changed = sizes
        changed[3] = .length(400)
        let grown = LayoutInput(viewport: viewport, sectionCounts: [40, 12], itemSizes: [changed, []])
        try layout.extend(&prepared, to: grown)
        let after = try prepared.allElements()
        #expect(after.filter { $0.id.section == 0 } == masonryBefore)
        let fresh = try layout.prepare(LayoutInput(viewport: viewport, sectionCounts: [40, 12], itemSizes: [sizes, []])).allElements()
        #expect(after == fresh)
    }

    @Test func aFailedExtendLeavesThePreparedLayoutAsItWas() throws {
        let layout = try LayoutFixtures.layout(LayoutFixtures.paths.first { $0.hasSuffix("waterfall.yaml") }!)
        let viewport = Size(width: 375, height: 667)
        var sizes = (0..<20).map { ItemSize.length(Double(30 + $0)) }
        var prepared = try layout.prepare(LayoutInput(viewport: viewport, sectionCounts: [10], itemSizes: [sizes]))
        let before = try prepared.allElements()
        sizes[15] = .length(.nan)
        #expect(throws: LayoutError("the size of item 15 in section 0 must be finite and non-negative")) {
            try layout.extend(&prepared, to: LayoutInput(viewport: viewport, sectionCounts: [20], itemSizes: [sizes]))
        }
        #expect(throws: LayoutError.self) {
            try layout.extend(&prepared, to: LayoutInput(viewport: viewport, sectionCounts: [20], itemSizes: [Array(sizes.prefix(12))]))
        }
        #expect(try prepared.allElements() == before)
        #expect(prepared.itemCount(inSection: 0) == 10)
    }
}
