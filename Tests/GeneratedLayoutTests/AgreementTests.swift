import Foundation
import Testing
import TesseraCompiler
import TesseraRuntime

/// The types the build plugin generated from this target's layouts, next to the interpreted
/// layouts of the same files: every API call must give identical answers, to the bit.
@Suite struct AgreementTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    static let pairs: [(generated: any TesseraLayout, file: String)] = [
        (TesseraLayouts.Mosaic(), "seeds/mosaic.yaml"), (TesseraLayouts.Circle(), "seeds/circle.yaml"), (TesseraLayouts.Carousel(), "seeds/carousel.yaml"),
        (TesseraLayouts.Waterfall(), "seeds/waterfall.yaml"), (TesseraLayouts.Blocks(), "seeds/blocks.yaml"), (TesseraLayouts.Grid(), "seeds/grid.yaml"),
        (TesseraLayouts.Shelves(), "fixtures/blocks_fixed_spacing.yaml"), (TesseraLayouts.Dial(), "fixtures/circle_clockwise.yaml"),
        (TesseraLayouts.AdaptiveGrid(), "fixtures/flow_columns_variants.yaml"), (TesseraLayouts.MixedSections(), "fixtures/flow_data_sections.yaml"),
        (TesseraLayouts.TagCloud(), "fixtures/flow_per_item.yaml"), (TesseraLayouts.FadingStrip(), "fixtures/line_effects.yaml"),
        (TesseraLayouts.ComputedMasonry(), "fixtures/masonry_expression.yaml"), (TesseraLayouts.RowMasonry(), "fixtures/masonry_order_horizontal.yaml"),
        (TesseraLayouts.HorizontalTiles(), "fixtures/tiles_cells_horizontal.yaml"), (TesseraLayouts.NamedTiles(), "fixtures/tiles_named_rtl.yaml"),
        (TesseraLayouts.Magazine(), "seeds/magazine.yaml"), (TesseraLayouts.Shelf(), "seeds/shelf.yaml"),
        (TesseraLayouts.Feed(), "seeds/feed.yaml"), (TesseraLayouts.Wave(), "seeds/wave.yaml"),
        (TesseraLayouts.SpanningCards(), "fixtures/flow_spans.yaml"), (TesseraLayouts.Settings(), "seeds/settings.yaml"),
        (TesseraLayouts.CoverFlow(), "seeds/coverflow.yaml"), (TesseraLayouts.Wheel(), "seeds/wheel.yaml"),
        (TesseraLayouts.Store(), "seeds/store.yaml"),
        (TesseraLayouts.Home(), "seeds/home.yaml"), (TesseraLayouts.Explore(), "seeds/explore.yaml"), (TesseraLayouts.PinnedGrid(), "fixtures/grid_pinned_horizontal.yaml"),
    ]

    @Test func everyLayoutFileOfTheTargetHasAGeneratedType() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: Self.root.appendingPathComponent("Layouts").path)
            .filter { $0.hasSuffix(".yaml") }
        #expect(Set(files) == Set(Self.pairs.map(\.file)))
    }

    @Test(arguments: 0..<pairs.count)
    func generatedAndInterpretedLayoutsAgree(_ index: Int) throws {
        let (generated, file) = Self.pairs[index]
        let source = try String(contentsOf: Self.root.appendingPathComponent("Layouts/\(file)"), encoding: .utf8)
        // Named as the plugin names the generated type's file, so errors agree to the file name.
        let interpreted = try InterpretedLayout(yaml: source, file: "Layouts/\(file)")
        #expect(generated.name == interpreted.name)
        var random = SplitMix(seed: UInt64(index + 1))
        for _ in 0..<30 {
            let input = random.input()
            var a: PreparedLayout, b: PreparedLayout
            do {
                a = try generated.prepare(input)
            } catch {
                // The same fault, at the same expression, from both.
                #expect(throws: error) { try interpreted.prepare(input) }
                continue
            }
            b = try interpreted.prepare(input)
            #expect(a.contentSize == b.contentSize, "\(file)")
            #expect(a.reads == b.reads)
            // Scrolled along the layout and, for orthogonal sections, sideways: one position for both.
            var position = ScrollOffsets(x: random.double(0...max(1, a.contentSize.width)), y: random.double(0...max(1, a.contentSize.height)))
            for section in 0..<a.sectionCount where a.isOrthogonal(section: section) {
                try position.setOffset(random.double(0...max(1, a.maximumOffset(ofSection: section))), ofSection: section, in: a)
            }
            let all = try a.allElements(at: position)
            #expect(all == (try b.allElements(at: position)), "\(file) \(input)")
            // The generated type's `extend` continues from half the items to the same answers.
            var grown = try generated.prepare(LayoutInput(
                viewport: input.viewport, sectionCounts: input.sectionCounts.map { $0 / 2 }, itemSizes: input.itemSizes))
            try generated.extend(&grown, to: input)
            #expect(try grown.allElements(at: position) == all, "\(file) extended")
            for element in all.prefix(20) {
                #expect(try a.attributes(for: element.id, at: position) == (try b.attributes(for: element.id, at: position)))
            }
            for _ in 0..<5 {
                let rect = Rect(x: random.double(-50...a.contentSize.width), y: random.double(-50...a.contentSize.height),
                                width: random.double(0...input.viewport.width), height: random.double(0...input.viewport.height))
                #expect(try a.elements(in: rect, at: position) == (try b.elements(in: rect, at: position)))
                let point = Point(x: rect.x, y: rect.y)
                #expect(try a.element(at: point, position: position) == (try b.element(at: point, position: position)))
                let velocity = Point(x: random.double(-2...2), y: random.double(-2...2))
                #expect(try a.restingOffset(proposed: point, velocity: velocity, from: position) == (try b.restingOffset(proposed: point, velocity: velocity, from: position)))
            }
        }
    }
}

/// SplitMix64: deterministic inputs, the same on every run.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * Double(next() >> 11) / Double(1 << 53)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }

    /// A viewport from tiny to tablet (sometimes odd sizes that make expressions fail), one to
    /// three sections, and data sizes for layouts that take them.
    mutating func input() -> LayoutInput {
        let viewport = Size(width: Double(int(0...1200)) + double(0...1), height: Double(int(0...1200)))
        let counts = (0..<int(1...3)).map { _ in int(0...80) }
        let sizes = counts.map { count in
            (0..<count).map { _ in
                int(0...1) == 0 ? ItemSize.length(double(1...300)) : .size(Size(width: double(1...200), height: double(1...200)))
            }
        }
        return LayoutInput(viewport: viewport, sectionCounts: counts, itemSizes: sizes)
    }
}
