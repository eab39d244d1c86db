import Testing
@_spi(Adapters) import TesseraRuntime
import TesseraTestSupport

/// Which cell SwiftUI's collection keeps in place when its items change without an update list:
/// the first in view that is neither gone nor moved, moves being the fewest that explain the
/// change (`LazyCollectionCore.change(from:to:)`), as UIKit's batch path keeps the first cell
/// its list neither deletes nor moves.
@Suite struct LazyCollectionMovesTests {
    static func moved(_ old: [[Int]], _ new: [[Int]]) -> [Int] {
        guard case .changed(_, let moved) = LazyCollectionCore.change(from: old, to: new) else { return [] }
        return old.enumerated().flatMap { section, items in
            items.indices.filter { moved(.cell($0, section: section)) }.map { items[$0] }
        }
    }

    @Test func insertsAndDeletesMoveNoItem() {
        // Items inserted before the last of a section, or after the first: the neighbour it
        // had is another now, and it still has not moved.
        #expect(Self.moved([[0, 1, 2], [3, 4]], [[0, 1, 10, 11, 2], [3, 4]]).isEmpty)
        #expect(Self.moved([[0, 1, 2], [3, 4]], [[0, 1, 2], [3, 12, 4]]).isEmpty)
        #expect(Self.moved([[0, 1, 2], [3, 4]], [[0, 2], [4]]).isEmpty)
        #expect(Self.moved([[0, 1, 2, 3]], [[5, 6, 7, 8]]).isEmpty)
    }

    @Test func aMoveMovesOnlyTheItemMoved() {
        #expect(Self.moved([[0, 1, 2, 3, 4, 5]], [[0, 2, 3, 4, 1, 5]]) == [1])
        #expect(Self.moved([[0, 1, 2, 3, 4, 5]], [[0, 4, 1, 2, 3, 5]]) == [4])
        // The first item's neighbour moved away: the first item did not move.
        #expect(Self.moved([[0, 1, 2], [3, 4, 5]], [[0, 2], [3, 4, 5, 1]]) == [1])
        // Two neighbours swapped: the first of them counts as moved.
        #expect(Self.moved([[0, 1, 2, 3]], [[0, 2, 1, 3]]) == [1])
        // A re-sort: the fewest moves.
        #expect(Self.moved([[5, 1, 2, 3, 4, 0]], [[0, 1, 2, 3, 4, 5]]) == [5, 0])
    }

    /// The long random sessions that found it (800 events, `TESSERA_SESSION_EVENTS=800`), replayed
    /// to just past the event that failed: 4 items inserted before the first cell in view, the
    /// last of its section, in the cover flow (event 679), and an item moved away from beside the
    /// first cell in view, the first of its section, in the explore grid (event 212); and, right to
    /// left, 2 items inserted (event 94 of the sideways chat), whose rightmost cell in view keeps
    /// its right edge. Each kept another cell in place, which the change moved.
    @Test(arguments: [("Layouts/coverflow.yaml", 680), ("Layouts/explore.yaml", 213), ("Tests/Fixtures/Layouts/gravity_rtl_horizontal.yaml", 744)])
    func theSessionsThatFoundIt(path: String, events: Int) throws {
        let layout = try LayoutFixtures.layout(path)
        let seed = UInt64(path.utf8.reduce(5) { $0 &* 31 &+ Int($1) }.magnitude)
        let others = LayoutFixtures.paths.filter { $0 != path }
        let other = try LayoutFixtures.layout(others[Int(seed % UInt64(others.count))])
        var session = LazyCollectionSession(layouts: [layout, other], sizedByData: CollectionSessionTests.sizedByData(layout), seed: seed)
        session.run(events: events)
        #expect(session.violations.isEmpty, "\(path)\n\(session.violations.prefix(3).joined(separator: "\n"))")
    }
}
