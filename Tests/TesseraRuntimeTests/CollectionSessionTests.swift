import Foundation
import Testing
@_spi(Adapters) import TesseraRuntime
import TesseraCompiler
import TesseraExercise
import TesseraRandomLayouts
import TesseraTestSupport

/// The adapters' core in random sessions of what UIKit and AppKit send (`CollectionSession`),
/// on every bundled layout and on random layouts, with the contract's invariants checked after
/// every event. `TESSERA_SESSIONS` and `TESSERA_SESSION_EVENTS` lengthen the run
/// (`Fuzz/sessions.sh` runs thousands); a failure names the layout, the event and the events
/// before it.
@Suite struct CollectionSessionTests {
    static let events = ProcessInfo.processInfo.environment["TESSERA_SESSION_EVENTS"].flatMap(Int.init) ?? TestScale.choose(quick: 60, full: 120)
    static let randomLayouts = ProcessInfo.processInfo.environment["TESSERA_SESSIONS"].flatMap(Int.init) ?? TestScale.choose(quick: 8, full: 24)

    @Test(arguments: LayoutFixtures.paths)
    func aSessionKeepsTheContractOnEveryBundledLayout(path: String) throws {
        let layout = try LayoutFixtures.layout(path)
        let seed = UInt64(path.utf8.reduce(7) { $0 &* 31 &+ Int($1) }.magnitude)
        // Another layout of the folders for live changes and swaps.
        let others = LayoutFixtures.paths.filter { $0 != path }
        let other = try LayoutFixtures.layout(others[Int(seed % UInt64(others.count))])
        var session = CollectionSession(name: path, layouts: [layout, other], sizedByData: Self.sizedByData(layout), seed: seed)
        session.run(events: Self.events)
        SentFeatures.record(session.sent, by: "CollectionSession")
        #expect(session.violations.isEmpty, "\(session.name)\n\(session.violations.prefix(3).joined(separator: "\n"))")
    }

    @Test(arguments: 0..<4)
    func sessionsKeepTheContractOnRandomLayouts(batch: Int) throws {
        var random = RandomLayouts(seed: 48_000 + UInt64(batch))
        var sessions = 0
        for index in 0..<Self.randomLayouts / 4 {
            let source = random.layout(name: "R\(batch)_\(index)")
            guard let layout = try? InterpretedLayout(yaml: source),
                  let other = try? InterpretedLayout(yaml: random.layout(name: "S\(batch)_\(index)")) else { continue }
            var session = CollectionSession(name: "random layout \(batch)/\(index):\n\(source)", layouts: [layout, other],
                                            sizedByData: Self.sizedByData(layout), seed: UInt64(batch * 1_000 + index))
            session.run(events: Self.events)
            SentFeatures.record(session.sent, by: "CollectionSession")
            #expect(session.violations.isEmpty, "\(session.name)\n\(session.violations.prefix(3).joined(separator: "\n"))")
            sessions += 1
        }
        #expect(sessions > 0)
    }

    /// Whether a layout takes its items' sizes from data: it fails without them.
    static func sizedByData(_ layout: any TesseraLayout) -> Bool {
        let viewport = Size(width: 375, height: 667)
        let without = try? layout.prepare(LayoutInput(viewport: viewport, sectionCounts: [3]))
        let with = try? layout.prepare(LayoutInput(viewport: viewport, sectionCounts: [3], itemSizes: [Array(repeating: .length(50), count: 3)]))
        return without == nil && with != nil
    }
}
