import Foundation
import Testing
@_spi(Adapters) @testable import TesseraRuntime
import TesseraCompiler
import TesseraTestSupport

/// The shared fallback vectors (Tests/Fixtures/Fallback/chains.json), also replayed by the web
/// and Android runtimes.
private struct ChainCase: Decodable, CustomTestStringConvertible {
    struct Source: Decodable {
        var name: String
        var refused: String?
        var failsFrom: Int?
    }
    struct Skip: Decodable, Equatable {
        var source: String
        var stage: String
        var code: String
        var pass: Int
    }
    var name: String
    var sources: [Source]
    var passes: Int
    var used: [String?]
    var skips: [Skip]
    var testDescription: String { name }

    static func all() throws -> [ChainCase] {
        struct File: Decodable { var cases: [ChainCase] }
        let url = repositoryRoot.appendingPathComponent("Tests/Fixtures/Fallback/chains.json")
        return try JSONDecoder().decode(File.self, from: Data(contentsOf: url)).cases
    }
}

private struct Refusal: ReportedError {
    var code: String
    var report: ErrorReport { ErrorReport(code: ErrorCode(rawValue: code)!, message: "refused: \(code)") }
}

@Test(arguments: try ChainCase.all())
private func theChainFollowsTheSharedVectors(_ vector: ChainCase) throws {
    var chain = FallbackChain<Int>(count: vector.sources.count)
    var skips: [ChainCase.Skip] = [], pass = 0, used: [String?] = []
    let load = { (index: Int) throws -> Int in
        if let code = vector.sources[index].refused { throw Refusal(code: code) }
        return index
    }
    let reportLoad = { (index: Int, error: any Error) in
        let skip = FallbackSkip.load(vector.sources[index].name, error)
        skips.append(.init(source: skip.source, stage: skip.stage.rawValue, code: skip.code, pass: pass))
    }
    let reportRun = { (index: Int, _: LayoutError) in
        skips.append(.init(source: vector.sources[index].name, stage: "run", code: ErrorCode.runLayoutFailed.rawValue, pass: pass))
    }
    chain.choose(from: 0, load: load, report: reportLoad)
    for number in 1...vector.passes {
        pass = number
        let source = try? chain.run(load: load, reportLoad: reportLoad, reportRun: reportRun) { index, _ throws(LayoutError) -> String in
            if let from = vector.sources[index].failsFrom, number >= from { throw LayoutError("fails from pass \(from)") }
            return vector.sources[index].name
        }
        used.append(source)
    }
    #expect(used == vector.used)
    #expect(skips == vector.skips)
}

/// A downloaded layout whose item widths turn negative from the fifth item: it works for four
/// items and fails for more, as a layout from a server may for data it was not tried with.
private func narrowingLayout() throws -> InterpretedLayout {
    try InterpretedLayout(yaml: """
        layout: Narrowing
        flow:
          item: { width: 100 - index * 30, height: 40 }
        """)
}

private final class Skips: @unchecked Sendable {
    private let lock = NSLock()
    private var skips: [FallbackSkip] = []
    func append(_ skip: FallbackSkip) { lock.withLock { skips.append(skip) } }
    var all: [FallbackSkip] { lock.withLock { skips } }
}

@Test func aLayoutThatFailsForAnInputGivesWayInTheSameCall() throws {
    let builtIn = try LayoutFixtures.layout("Layouts/mosaic.yaml")
    let narrowing = try narrowingLayout()
    let skips = Skips()
    let layout = FallbackLayout([LayoutSource("downloaded") { narrowing }, .builtIn(builtIn)], onSkip: skips.append)
    let few = LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [4])
    #expect(try layout.prepare(few).allElements() == narrowing.prepare(few).allElements())
    #expect(layout.currentSource == "downloaded")
    #expect(skips.all.isEmpty)

    let many = LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [9])
    #expect(try layout.prepare(many).allElements() == builtIn.prepare(many).allElements())
    #expect(layout.currentSource == "built-in")
    #expect(layout.name == builtIn.name)
    let skip = try #require(skips.all.first)
    #expect(skips.all.count == 1)
    #expect(skip.source == "downloaded" && skip.stage == .run && skip.code == "run.layoutFailed")
    #expect(skip.message.contains("width"))
    // Passed over for good: the built-in layout answers from now on, for any input.
    #expect(try layout.prepare(few).allElements() == builtIn.prepare(few).allElements())
}

@Test func extendingAfterAFallbackPreparesWithTheNextSource() throws {
    let builtIn = try LayoutFixtures.layout("Layouts/mosaic.yaml")
    let layout = FallbackLayout([LayoutSource("downloaded") { try narrowingLayout() }, .builtIn(builtIn)])
    var prepared = try layout.prepare(LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [3]))
    let grown = LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [12])
    try layout.extend(&prepared, to: grown)
    #expect(try prepared.allElements() == builtIn.prepare(grown).allElements())
}

@Test func refusedFilesArePassedOverWithTheirCodes() throws {
    let builtIn = try LayoutFixtures.layout("Layouts/mosaic.yaml")
    let skips = Skips()
    let layout = FallbackLayout([
        LayoutSource("downloaded") { try CompiledLayout(json: Data(#"{"format":"tessera-compiled","version":99}"#.utf8), file: "carousel.json") },
        LayoutSource("kept") { throw CocoaError(.fileReadNoSuchFile) },
        .builtIn(builtIn),
    ], onSkip: skips.append)
    #expect(layout.currentSource == "built-in")
    #expect(skips.all.map(\.code) == ["load.notCompiledLayout", "load.sourceFailed"])
    #expect(skips.all.map(\.stage) == [.load, .load])
    #expect(skips.all[0].message.hasPrefix("carousel.json"))
}

@Test func whenEverySourceFailsTheLastFailureStands() throws {
    let layout = FallbackLayout([LayoutSource("downloaded") { try narrowingLayout() }])
    #expect(throws: LayoutError.self) { try layout.prepare(LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [9])) }
    let none = FallbackLayout([LayoutSource("downloaded") { throw CocoaError(.fileReadNoSuchFile) }])
    #expect(none.currentSource == nil)
    let error = try #require(throws: LayoutError.self) { try none.prepare(LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [1])) }
    #expect(error.message.contains("ship a layout in the app"))
}

/// What the adapters see: the collection view core never empties the layout (no blank frame)
/// and reports no error, because the chain lays out the next source in the same pass.
@Test func aCollectionViewShowsTheNextSourceInTheSamePass() throws {
    let builtIn = try LayoutFixtures.layout("Layouts/mosaic.yaml")
    let skips = Skips()
    var core = CollectionLayoutCore(layout: FallbackLayout([LayoutSource("downloaded") { try narrowingLayout() }, .builtIn(builtIn)],
                                                           onSkip: skips.append))
    let view = CollectionViewBounds(Rect(x: 0, y: 0, width: 375, height: 667))
    core.prepare(view: view, sectionCounts: [4]) { nil }
    #expect(core.contentSize != .zero)
    core.invalidate(everything: true, dataSourceCounts: true)
    core.prepare(view: view, sectionCounts: [9]) { nil }
    #expect(core.failure == nil)
    #expect(core.takeUnreportedErrors().isEmpty)
    #expect(core.contentSize == (try builtIn.prepare(LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [9]))).contentSize)
    #expect(skips.all.map(\.source) == ["downloaded"])
}

/// A fault met only after `prepare` (an effect's expression at one scroll offset): the collection
/// view core passes the chain's source over and lays out the next one in the same pass.
@Test func anEffectFailingAtAnOffsetGivesWayInTheSamePass() throws {
    // Cells 100 wide from x = 0 in a viewport 400 wide: at offset 50 the third cell's centre is the
    // viewport's, where `1 / distance` has no value.
    let spiky = try InterpretedLayout(yaml: "layout: Spiky\nscroll: horizontal\nline:\n  item: {width: 100, height: 100}\neffects:\n  scale: 1 / distance\n")
    let builtIn = try InterpretedLayout(yaml: "layout: Plain\nscroll: horizontal\nline:\n  item: {width: 100, height: 100}\n")
    let skips = Skips()
    var core = CollectionLayoutCore(layout: FallbackLayout([LayoutSource("downloaded") { spiky }, .builtIn(builtIn)], onSkip: skips.append))
    core.prepare(view: CollectionViewBounds(Rect(x: 20, y: 0, width: 400, height: 300)), sectionCounts: [50]) { nil }
    #expect(skips.all.isEmpty)
    let scrolled = CollectionViewBounds(Rect(x: 50, y: 0, width: 400, height: 300))
    _ = core.invalidates(forBoundsChange: scrolled)
    core.prepare(view: scrolled, sectionCounts: [50]) { nil }
    #expect(core.failure == nil)
    #expect(core.takeUnreportedErrors().isEmpty)
    #expect(core.contentSize.width == 5000)
    let plain = try builtIn.prepare(LayoutInput(viewport: Size(width: 400, height: 300), sectionCounts: [50]))
    #expect(core.attributes(for: .cell(2, section: 0))?.frame == (try plain.attributes(for: .cell(2, section: 0)))?.frame)
    #expect(skips.all.map(\.stage) == [.run])
    #expect(skips.all.first?.message.contains("6:") == true)
}
