import Testing
@_spi(Adapters) import TesseraRuntime
import TesseraCompiler
import TesseraTestSupport

/// Failures of the adapters' cores that the random layouts made from the language's description
/// found, each replayed as it was found: a random stream that no longer runs, and a session that
/// swaps to another layout than the one it swaps to today.
@Suite struct FoundByRandomLayoutsTests {
    @Test func aSeparatorWhoseCellABatchUpdateDeletes() throws {
        let layout = try InterpretedLayout(yaml: Self.masonryWithARuleSection)
        var session = CollectionSession(name: "R3_4", layouts: [layout, layout], sizedByData: CollectionSessionTests.sizedByData(layout), seed: 3_004, newCalls: false)
        session.run(events: CollectionSessionTests.events)
        // The layout failed for the update's counts: the separators shown before are named for
        // deletion, so UIKit does not ask for them at index paths past the section's end.
        #expect(session.violations.isEmpty, "\(session.violations.prefix(2).joined(separator: "\n"))")
    }

    @Test func swappingTheWaveForTheStoreInTheLazyCollection() throws {
        let path = "Layouts/wave.yaml"
        let wave = try LayoutFixtures.layout(path), store = try LayoutFixtures.layout("Layouts/store.yaml")
        let seed = UInt64(path.utf8.reduce(5) { $0 &* 31 &+ Int($1) }.magnitude)
        var session = LazyCollectionSession(layouts: [wave, store], sizedByData: CollectionSessionTests.sizedByData(wave), seed: seed, newCalls: false)
        session.run(events: CollectionSessionTests.events)
        // The anchor is a cell on the screen, measured where the view is: a shelf's cell scrolled
        // out sideways, or a driver left behind by scrolls, kept the wrong one.
        #expect(session.violations.isEmpty, "\(session.violations.prefix(2).joined(separator: "\n"))")
    }

    /// A masonry of one column whose first section is a rule, with separators: random layout 4 of
    /// batch 3 of `CollectionSessionTests` while the tiles' areas had examples with empty rows.
    static let masonryWithARuleSection = """
        layout: R3_4
        scroll: vertical
        direction: ltr
        constants:
          k0: "(textScale > 269 ? textScale * 0.93 : 82)"
        masonry:
          columns: 1
          itemSpacing: "(textScale > 223 ? (textScale * 0.48 * height * 0.35) / (height * 0.35 + 39) : 7)"
          itemLength: data
          ties: leading
        insets:
          top: "((section * 0.43 % 12 + count * 0.60) + min(abs(min(14, height * 0.93)), 16))"
        header: none
        footer:
          length: "count * 0.42"
        background:
          insets: "(count > 134 ? 11 : (textScale * 0.96 + count * 0.81))"
        separators:
          inset: "(section > 366 ? 8 : count * 0.38)"
        tappable: false
        readingOrder: screen
        sections:
          - rule:
              x: "(k0 * 0.92 + index * 0.78)"
              y: "abs((62 * width * 0.84) / (width * 0.84 + 46) - (104 * count * 0.86) / (count * 0.86 + 34))"
              width: "height * 0.47"
              height: "(min(abs(cos(abs(count * 0.73))), 160) / 2 + height * 0.43 / 5)"
              period: {items: 12, length: 600}
            header: none
          - tappable: false
            effects: none

        """
}
