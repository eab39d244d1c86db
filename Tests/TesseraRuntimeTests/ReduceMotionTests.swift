import Foundation
import Testing
import TesseraTestSupport
@_spi(Adapters) import TesseraRuntime
import TesseraCompiler

/// Reduce Motion is an input of the layout: effects that move cells (scale, rotation,
/// translation, turn) are off unless the layout says what it shows instead; opacity and order stay.
@Suite struct ReduceMotionTests {
    /// Cells 100 wide side by side: cell i's centre is at 100i + 50, its distance from the
    /// middle of a 300-wide viewport at offset 0 is 100i - 100.
    static func layout(_ effects: String) throws -> InterpretedLayout {
        try InterpretedLayout(yaml: """
            layout: Strip
            scroll: horizontal
            line:
              item: {width: 100, height: 100}
            effects:
            \(effects)
            """)
    }

    static func cells(_ layout: some TesseraLayout, reduceMotion: Bool) throws -> [LayoutAttributes] {
        let prepared = try layout.prepare(LayoutInput(viewport: Size(width: 300, height: 300), sectionCounts: [3], reduceMotion: reduceMotion))
        return try prepared.allElements(at: ScrollPosition()).filter { $0.id.kind == .cell }
    }

    @Test func movingEffectsAreOffAndFadesStay() throws {
        let layout = try Self.layout("  scale: 1 - abs(distance) / 1000\n  rotation: distance / 1000\n  alpha: 1 - abs(distance) / 500\n  zIndex: 0 - abs(distance)")
        let moving = try Self.cells(layout, reduceMotion: false)
        #expect(moving.map(\.scale) == [0.9, 1, 0.9])
        #expect(moving.map(\.rotation) == [-0.1, 0, 0.1])
        let still = try Self.cells(layout, reduceMotion: true)
        #expect(still.map(\.scale) == [1, 1, 1])
        #expect(still.map(\.rotation) == [0, 0, 0])
        #expect(still.map(\.alpha) == [0.8, 1, 0.8])
        #expect(still.map(\.zIndex) == [-100, 0, -100])
        #expect(still.map(\.frame) == moving.map(\.frame))
    }

    @Test func aLayoutSaysWhatItShowsInstead() throws {
        let layout = try Self.layout("  scale: 1 - abs(distance) / 1000\n  reduceMotion:\n    alpha: 1 - abs(distance) / 200")
        #expect(try Self.cells(layout, reduceMotion: false).map(\.alpha) == [1, 1, 1])
        let still = try Self.cells(layout, reduceMotion: true)
        #expect(still.map(\.scale) == [1, 1, 1])
        #expect(still.map(\.alpha) == [0.5, 1, 0.5])
        // `none`: nothing at all under Reduce Motion.
        let none = try Self.layout("  alpha: 0.5\n  reduceMotion: none")
        #expect(try Self.cells(none, reduceMotion: true).map(\.alpha) == [1, 1, 1])
        #expect(try Self.cells(none, reduceMotion: false).map(\.alpha) == [0.5, 0.5, 0.5])
    }

    @Test func theDriverFollowsTheSettingAndKeepsTheFirstCellInPlace() throws {
        let layout = try Self.layout("  scale: 1 - abs(distance) / 1000")
        var driver = try ScrollDriver(layout: layout, input: LayoutInput(viewport: Size(width: 300, height: 300), sectionCounts: [30]),
                                      offset: Point(x: 450, y: 0))
        #expect(try driver.attributes(for: .cell(6))?.scale == 1 - 50.0 / 1000)
        #expect(try driver.changeReduceMotion(to: true))
        #expect(driver.offset == Point(x: 450, y: 0))
        #expect(try driver.attributes(for: .cell(6))?.scale == 1)
        #expect(try !driver.changeReduceMotion(to: true), "the same setting again changes nothing")
        #expect(try driver.changeReduceMotion(to: false))
        #expect(try driver.attributes(for: .cell(6))?.scale == 1 - 50.0 / 1000)
    }

    @Test func theAdaptersCorePassesTheSettingThrough() throws {
        var core = CollectionLayoutCore(layout: try Self.layout("  scale: 0.5"))
        let view = CollectionViewBounds(Rect(x: 0, y: 0, width: 300, height: 300))
        core.prepare(view: view, sectionCounts: [5]) { nil }
        #expect(asked(core.attributes(for: .cell(0)))?.scale == 0.5)
        core.prepare(view: view, sectionCounts: [5], reduceMotion: true) { nil }
        #expect(asked(core.attributes(for: .cell(0)))?.scale == 1)
    }

    @Test func aSectionsOwnEffectsFollowTheSettingToo() throws {
        let layout = try InterpretedLayout(yaml: """
            layout: Two
            line:
              item: {width: 100, height: 100}
            effects:
              scale: 0.5
            sections:
              - {}
              - effects:
                  translateX: 10
                  alpha: 0.25
                  reduceMotion:
                    alpha: 0.75
            """)
        let prepared = try layout.prepare(LayoutInput(viewport: Size(width: 300, height: 300), sectionCounts: [1, 1], reduceMotion: true))
        let cells = try prepared.allElements(at: ScrollPosition()).filter { $0.id.kind == .cell }
        #expect(cells.map(\.scale) == [1, 1])
        #expect(cells.map(\.alpha) == [1, 0.75])
        #expect(cells.map(\.translation) == [.zero, .zero])
    }
}

/// Effects for Reduce Motion in compiled files: version 3 when a layout gives them, and the same
/// answers loaded as interpreted.
@Suite struct ReduceMotionCompiledTests {
    @Test func aFileWithEffectsForReduceMotionIsVersionThreeAndAnswersAlike() throws {
        let source = "layout: Fade\nscroll: horizontal\nline:\n  item: {width: 100, height: 100}\neffects:\n  scale: 0.5\n  reduceMotion:\n    alpha: 0.25\n"
        let bag = DiagnosticBag()
        let ir = try #require(LayoutCompiler.check(source: source, diagnostics: bag))
        let json = CompiledFileWriter.json(for: ir, source: nil)
        #expect(json.contains("\"version\" : 3") && json.contains("\"reducedMotionEffects\""))
        let compiled = try CompiledLayout(json: Data(json.utf8))
        for reduceMotion in [false, true] {
            #expect(try ReduceMotionTests.cells(compiled, reduceMotion: reduceMotion) == ReduceMotionTests.cells(InterpretedLayout(ir), reduceMotion: reduceMotion))
        }
        #expect(try ReduceMotionTests.cells(compiled, reduceMotion: true).map(\.alpha) == [0.25, 0.25, 0.25])
        // Without them the stilled effects need nothing new: version 1.
        let plain = try #require(LayoutCompiler.check(source: "layout: S\nline:\n  item: {width: 10, height: 10}\neffects:\n  scale: 0.5\n", diagnostics: bag))
        #expect(CompiledFileWriter.json(for: plain, source: nil).contains("\"version\" : 1"))
    }
}
