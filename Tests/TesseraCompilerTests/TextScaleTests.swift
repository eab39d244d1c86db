import Foundation
import Testing
@_spi(Adapters) @_spi(Generated) import TesseraRuntime
@testable import TesseraCompiler
import TesseraTooling
@_spi(Adapters) import TesseraTestSupport

/// Dynamic Type: expressions read the reader's text size as `textScale`; prepare takes it, and
/// the driver and the adapters' core compute again only when a layout that reads it sees it change.
@Suite struct TextScaleTests {
    static let rows = "layout: Rows\nline:\n  item: {width: width, height: \"max(44, 44 * textScale)\"}\nheader: 36 * textScale\n"
    static let fixed = "layout: Fixed\nline:\n  item: {width: width, height: 44}\n"

    func input(_ textScale: Double, count: Int = 20) -> LayoutInput {
        LayoutInput(viewport: Size(width: 320, height: 480), sectionCounts: [count], textScale: textScale)
    }

    @Test func rowsGrowWithTheTextAndNeverShrinkBelowTheMinimum() throws {
        let layout = try InterpretedLayout(yaml: Self.rows)
        for (scale, height) in [(1.0, 44.0), (0.8, 44), (2, 88), (53.0 / 17, 44 * 53.0 / 17)] {
            let prepared = try layout.prepare(input(scale))
            #expect(try prepared.attributes(for: .cell(0))?.frame.height == height, "\(scale)")
            #expect(try prepared.attributes(for: ElementID(.header, section: 0))?.frame.height == 36 * scale)
            #expect(prepared.textScale == scale)
        }
        #expect(layout.engine.reads.contains(.textScale))
        #expect(!(try InterpretedLayout(yaml: Self.fixed)).engine.reads.contains(.textScale))
        // A condition can read it too.
        let variant = try InterpretedLayout(yaml: "layout: V\nline:\n  item: {width: width, height: 44}\nvariants:\n  - when: textScale > 1.5\n    line:\n      item: {width: width, height: 100}\n")
        #expect(try variant.prepare(input(2)).attributes(for: .cell(0))?.frame.height == 100)
        #expect(try variant.prepare(input(1)).attributes(for: .cell(0))?.frame.height == 44)
    }

    @Test func theDriverPreparesAgainOnlyForALayoutThatReadsIt() throws {
        var reading = try ScrollDriver(layout: try InterpretedLayout(yaml: Self.rows), input: input(1))
        #expect(try reading.changeTextScale(to: 2) == true)
        #expect(reading.work.prepares == 2 && reading.kept.first { $0.id == .cell(0) }?.frame.height == 88)
        #expect(try reading.changeTextScale(to: 2) == false && reading.work.prepares == 2)
        var fixed = try ScrollDriver(layout: try InterpretedLayout(yaml: Self.fixed), input: input(1))
        #expect(try fixed.changeTextScale(to: 3) == false)
        #expect(fixed.work.prepares == 1 && fixed.input.textScale == 3 && fixed.prepared.textScale == 3)
        // Appending after an adopted text size continues the layout instead of preparing it.
        try fixed.append(sectionCounts: [25])
        #expect(fixed.work.prepares == 1 && fixed.work.extends == 1)
        #expect(throws: LayoutError.self) { try fixed.changeTextScale(to: 0) }
        #expect(throws: LayoutError.self) { try InterpretedLayout(yaml: Self.rows).prepare(input(.nan)) }
    }

    @Test func theAdaptersCoreFollowsTheTextSize() throws {
        var core = CollectionLayoutCore(layout: try InterpretedLayout(yaml: Self.rows))
        core.prepare(view: .init(size: Size(width: 320, height: 480), offset: .zero), sectionCounts: [20], textScale: 1) { nil }
        // Below the 36-point header and the first 44-point row; then both twice as tall.
        #expect(asked(core.attributes(for: .cell(1)))?.frame.minY == 80.0)
        core.prepare(view: .init(size: Size(width: 320, height: 480), offset: .zero), sectionCounts: [20], textScale: 2) { nil }
        #expect(asked(core.attributes(for: .cell(1)))?.frame.minY == 160.0)
        #expect(core.driver?.work.prepares == 2)
    }

    @Test func validateRunsTheTypicalTextSizes() throws {
        // Rows of the height less 400 points of text: negative from 852 - 400 · 40/17 on, the
        // first text size to break it is named.
        let source = "layout: Big\nline:\n  item: {width: width, height: \"height - 400 * textScale\"}\n"
        let bag = DiagnosticBag()
        let ir = try #require(LayoutCompiler.check(source: source, diagnostics: bag))
        ScreenCheck(screens: [Screen(name: "a phone", size: Size(width: 393, height: 852))]).check(ir, diagnostics: bag)
        let messages = bag.diagnostics.map(\.message)
        #expect(messages.contains { $0.hasPrefix("on a phone (393×852) with accessibility extra large text: the item's height is negative") }, "\(messages)")
        // At the default size it fits: the check named the text size that breaks it.
        #expect(!messages.contains { $0.hasPrefix("on a phone (393×852): ") }, "\(messages)")
    }

    @Test func aStackArrangesAgainOnlyWhenItsLayoutReadsTheTextSize() throws {
        var cache = SubviewArrangementCache()
        let fixed = try InterpretedLayout(yaml: Self.fixed), rows = try InterpretedLayout(yaml: Self.rows)
        _ = try cache.arrangement(layout: fixed, proposedWidth: 300, proposedHeight: nil, count: 5, textScale: 1)
        _ = try cache.arrangement(layout: fixed, proposedWidth: 300, proposedHeight: nil, count: 5, textScale: 2)
        #expect(cache.computed == 1)
        cache.removeAll()
        let small = try #require(try cache.arrangement(layout: rows, proposedWidth: 300, proposedHeight: nil, count: 5, textScale: 1))
        let large = try #require(try cache.arrangement(layout: rows, proposedWidth: 300, proposedHeight: nil, count: 5, textScale: 2))
        #expect(cache.computed == 3 && large.size.height > small.size.height)
    }
}

