import Testing
import TesseraRuntime
import TesseraCompiler
import TesseraExercise
import TesseraTestSupport

/// Orthogonal sections: bands whose items scroll sideways with offsets of their own. Frames
/// computed by hand, queries against a brute-force filter at many offsets, snapping, the scroll
/// driver and right-to-left. (The checker's errors: `OrthogonalCheckTests`.)
@Suite struct OrthogonalSectionTests {
    static let phone = Size(width: 375, height: 667)

    func store(_ counts: [Int] = [5, 12, 6]) throws -> PreparedLayout {
        try InterpretedLayout(yaml: try seedLayoutSource("store")).prepare(LayoutInput(viewport: Self.phone, sectionCounts: counts))
    }

    @Test func theShelvesAreWhereTheStorePutsThem() throws {
        let prepared = try store()
        // Section 0: a 44 header, then a 236 band; cards 335 wide (375 - 2·20), 12 apart, from
        // the left inset 20 and 8 below the band's top. Section 1: a 44 header at 280, a band of
        // 3·64 + 2·10 + 16 = 228; columns of three 192-wide tiles, 208 apart.
        #expect(try prepared.attributes(for: .cell(2, section: 0))?.frame == Rect(x: 20 + 2 * 347, y: 52, width: 335, height: 220))
        #expect(try prepared.attributes(for: .cell(4, section: 1))?.frame == Rect(x: 20 + 208, y: 280 + 44 + 8 + 74, width: 192, height: 64))
        #expect(try prepared.attributes(for: ElementID(.header, section: 2))?.frame.y == 552)
        let shelfLength: Double = 20 + 5 * 335 + 4 * 12 + 20
        #expect(prepared.orthogonalContentLength(section: 0) == shelfLength)
        #expect(prepared.maximumOffset(ofSection: 0) == shelfLength - 375)
        #expect(prepared.band(ofSection: 1) == Rect(x: 0, y: 324, width: 375, height: 228))
        #expect(prepared.band(ofSection: 2) == nil && !prepared.isOrthogonal(section: 2))
        // Scrolled: only that band's items move.
        var position = ScrollOffsets()
        try position.setOffset(300, ofSection: 0, in: prepared)
        #expect(try prepared.attributes(for: .cell(2, section: 0), at: position)?.frame.x == 20 + 2 * 347 - 300)
        #expect(try prepared.attributes(for: .cell(4, section: 1), at: position)?.frame.x == 228)
        #expect(try prepared.element(at: Point(x: 100, y: 100), position: position) == .cell(1, section: 0))
        #expect(prepared.contentSize == (try store()).contentSize)
    }

    @Test func offsetsAreHeldWithinTheBandsContentAndRefusedElsewhere() throws {
        let prepared = try store()
        var position = ScrollOffsets()
        try position.setOffset(1e9, ofSection: 1, in: prepared)
        #expect(position.offset(ofSection: 1) == prepared.maximumOffset(ofSection: 1))
        try position.setOffset(-50, ofSection: 1, in: prepared)
        #expect(position.offset(ofSection: 1) == 0)
        #expect(throws: LayoutError.self) { try position.setOffset(10, ofSection: 2, in: prepared) }
        #expect(throws: LayoutError.self) { try position.setOffset(.nan, ofSection: 0, in: prepared) }
        #expect(position == ScrollOffsets())
        #expect(throws: LayoutError.self) { try prepared.restingOffset(ofSection: 7, proposed: 0) }
    }

    @Test func eachBandComesToRestByItsOwnSnap() throws {
        let prepared = try store()
        // Leading: the card edge nearest, or the next one in the direction of the velocity.
        #expect(try prepared.restingOffset(ofSection: 0, proposed: 150) == 0)
        #expect(try prepared.restingOffset(ofSection: 0, proposed: 200) == 347)
        #expect(try prepared.restingOffset(ofSection: 0, proposed: 10, velocity: 1) == 347)
        #expect(try prepared.restingOffset(ofSection: 0, proposed: 700, velocity: -1) == 694)
        #expect(try prepared.restingOffset(ofSection: 1, proposed: 300) == 208)
        // Held within the content: the last column cannot come to the inset.
        #expect(try prepared.restingOffset(ofSection: 1, proposed: 2000) == prepared.maximumOffset(ofSection: 1))
        let centred: Double = 20 + 347 + 167.5 - 187.5
        for (snap, expected) in [("center", centred), ("page", 375), ("none", 330)] as [(String, Double)] {
            let layout = try InterpretedLayout(yaml: """
                layout: S
                line: {item: {width: 335, height: 100}, spacing: 12, align: start}
                insets: {left: 20, right: 20}
                orthogonal: {length: 120, snap: \(snap)}
                """)
            let shelf = try layout.prepare(LayoutInput(viewport: Self.phone, sectionCounts: [6]))
            #expect(try shelf.restingOffset(ofSection: 0, proposed: 330) == expected, "\(snap)")
        }
    }

    @Test(arguments: [0.0, 13, 347, 1000])
    func rectQueriesEqualABruteForceFilterAtEveryOffset(_ sideways: Double) throws {
        let prepared = try store([7, 30, 9])
        var position = ScrollOffsets()
        try position.setOffset(sideways, ofSection: 0, in: prepared)
        try position.setOffset(sideways * 2, ofSection: 1, in: prepared)
        let all = try prepared.allElements(at: position)
        var generator = SeededGenerator(seed: UInt64(sideways))
        for _ in 0..<60 {
            let rect = Rect(x: .random(in: -400...800, using: &generator), y: .random(in: -50...1100, using: &generator),
                            width: .random(in: 0...500, using: &generator), height: .random(in: 0...500, using: &generator))
            let expected = all.filter { $0.appears(in: rect) }
            #expect(try prepared.elements(in: rect, at: position) == expected, "rect \(rect)")
            #expect(prepared.elementBound(in: rect, at: position) >= expected.count)
            var visited: [LayoutAttributes] = []
            try prepared.forEachElement(in: rect, at: position) { visited.append($0) }
            #expect(visited == expected)
        }
        for element in all { #expect(try prepared.attributes(for: element.id, at: position) == element) }
    }

    @Test func theDriverScrollsABandAndKeepsItsOffsetThroughAResize() throws {
        var driver = try ScrollDriver(layout: try InterpretedLayout(yaml: try seedLayoutSource("store")),
                                      input: LayoutInput(viewport: Self.phone, sectionCounts: [5, 12, 6]))
        #expect(driver.kept.contains { $0.id == .cell(1, section: 0) })
        try driver.scroll(to: .zero)   // the first frame, shown
        try driver.scroll(section: 0, to: 700)
        #expect(driver.entered.contains(.cell(2, section: 0)) && driver.left.contains(.cell(0, section: 0)))
        #expect(!driver.left.contains { $0.section != 0 })
        try driver.resize(to: Size(width: 375, height: 600))
        #expect(driver.position.offset(ofSection: 0) == 700)
        #expect(try driver.restingOffset(ofSection: 0, proposed: 800) == 694)
    }

    @Test func aBandThatLosesItemsKeepsItsOffsetWithinItsShorterContent() throws {
        var driver = try ScrollDriver(layout: try InterpretedLayout(yaml: try seedLayoutSource("store")),
                                      input: LayoutInput(viewport: Self.phone, sectionCounts: [5, 12, 6]))
        try driver.scroll(section: 0, to: 1e9)
        try driver.scroll(section: 1, to: 208)
        let before = driver.prepared.maximumOffset(ofSection: 0)
        #expect(driver.position.offset(ofSection: 0) == before)
        _ = try driver.performBatchUpdates([.delete(item: 4, section: 0), .delete(item: 3, section: 0)])
        let after = driver.prepared.maximumOffset(ofSection: 0)
        #expect(after < before && driver.position.offset(ofSection: 0) == after)
        #expect(driver.position.offset(ofSection: 1) == 208)
        // The frame is the prepared layout's answer at the driver's position, nothing held elsewhere.
        let expected = try driver.prepared.elements(in: driver.keptRect(at: driver.offset), at: driver.position)
        #expect(driver.kept == expected.sorted { $0.id < $1.id })
    }

    @Test func rightToLeftShelvesStartAtTheRight() throws {
        let prepared = try InterpretedLayout(yaml: """
            layout: S
            direction: rtl
            line: {item: {width: 100, height: 100}, spacing: 10, align: start}
            orthogonal: {length: 100}
            """).prepare(LayoutInput(viewport: Self.phone, sectionCounts: [8]))
        #expect(try prepared.attributes(for: .cell(0))?.frame == Rect(x: 275, y: 0, width: 100, height: 100))
        #expect(try prepared.attributes(for: .cell(1))?.frame.x == 165)
    }

    @Test func aHorizontalLayoutsShelvesScrollDown() throws {
        let prepared = try InterpretedLayout(yaml: """
            layout: Columns
            scroll: horizontal
            line: {item: {width: 90, height: 120}, spacing: 10, align: start}
            header: 30
            orthogonal: {length: 100}
            """).prepare(LayoutInput(viewport: Self.phone, sectionCounts: [10, 10]))
        #expect(try prepared.attributes(for: .cell(3, section: 1))?.frame == Rect(x: 130 + 30, y: 390, width: 90, height: 120))
        var position = ScrollOffsets()
        try position.setOffset(100, ofSection: 1, in: prepared)
        #expect(try prepared.attributes(for: .cell(3, section: 1), at: position)?.frame.y == 290)
        #expect(prepared.contentSize.width == 260)
    }

    @Test func effectsMeasureAShelfsCellsSideways() throws {
        let prepared = try InterpretedLayout(yaml: """
            layout: Shelves
            line: {item: {width: 100, height: 100}, spacing: 10, align: start}
            insets: {left: 137.5, right: 137.5}
            orthogonal: {length: 100, snap: center}
            effects: {scale: "1 - abs(distance) / 1000"}
            """).prepare(LayoutInput(viewport: Self.phone, sectionCounts: [8, 8]))
        // Card 0 is centred across (137.5 + 50 = 187.5): distance 0, whatever the page's offset;
        // card 1 is 110 to the right. Scrolled 110 sideways, card 1 is centred.
        #expect(try prepared.attributes(for: .cell(0, section: 1), at: ScrollOffsets(x: 0, y: 300))?.scale == 1)
        #expect(try prepared.attributes(for: .cell(1, section: 1))?.scale == 1 - 110.0 / 1000)
        var position = ScrollOffsets()
        try position.setOffset(110, ofSection: 1, in: prepared)
        #expect(try prepared.attributes(for: .cell(1, section: 1), at: position)?.scale == 1)
        #expect(try prepared.attributes(for: .cell(1, section: 0), at: position)?.scale == 1 - 110.0 / 1000)
    }

    @Test func aNegativeBandIsALocatedLayoutError() throws {
        let layout = try InterpretedLayout(yaml: """
            layout: L
            line: {item: {width: 40, height: 40}}
            orthogonal: {length: 500 - height}
            """, file: "L.yaml")
        #expect(throws: LayoutError.self) { try layout.prepare(LayoutInput(viewport: Self.phone, sectionCounts: [3])) }
        do { _ = try layout.prepare(LayoutInput(viewport: Self.phone, sectionCounts: [3])) } catch {
            #expect(error.description.contains("L.yaml:3:26") && error.description.contains("the orthogonal section's length is negative"), "\(error)")
        }
    }
}
