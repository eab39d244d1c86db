import Testing
@testable import TesseraRuntime
import TesseraExercise

/// A masonry whose lengths are the app's is placed in one loop (`ExplicitFrames(masonryOf:…)`,
/// `MasonryColumns.placeRun`), for a prepare and for a change from an item on, into new arrays
/// or into a reorder step's spare ones. Every value must be the one the item-by-item pass
/// (`MasonryColumns.place(length:)`, then the frames appended) gives, to the bit.
@Suite struct MasonryRunTests {
    /// A length, now and then zero, a negative zero or a third (sums that round).
    static func size(_ generator: inout SeededGenerator) -> ItemSize {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0: return .length(0)
        case 1: return .length(-0.0)
        case 2: return .size(Size(width: Double(Int.random(in: 1...300, using: &generator)), height: Double(Int.random(in: 0...300, using: &generator)) / 3))
        default: return .length(Double(Int.random(in: 1...400, using: &generator)) / 4)
        }
    }

    /// The pass item by item, as every masonry was placed before the loop.
    /// (`pass` stands where it stood before item `kept`.)
    static func reference(_ sizes: [ItemSize], _ pass: MasonryColumns, keeping kept: Int, of old: [AxisRect]) throws -> (ExplicitFrames, MasonryColumns) {
        var columns = pass
        let lengths = DataLengths(sizes: sizes, columnWidth: pass.columnWidth, vertical: true, section: 0)
        var frames = Array(old.prefix(kept))
        for index in kept..<sizes.count { frames.append(columns.place(length: try lengths.length(index))) }
        return (ExplicitFrames(frames: frames), columns)
    }

    static func pass(columns: Int, shortestFirst: Bool, tiesToTrailing: Bool) -> MasonryColumns {
        MasonryColumns(columns: columns, columnWidth: 90.5, columnSpacing: 7, itemSpacing: 3.25, shortestFirst: shortestFirst, tiesToTrailing: tiesToTrailing)
    }

    @Test(arguments: [1, 2, 3, 5], [false, true])
    func theLoopGivesThePassItemByItem(columns: Int, shortestFirst: Bool) throws {
        var generator = SeededGenerator(seed: UInt64(100 * columns + (shortestFirst ? 1 : 0)))
        for tiesToTrailing in [false, true] {
            let pass = Self.pass(columns: columns, shortestFirst: shortestFirst, tiesToTrailing: tiesToTrailing)
            var sizes = (0..<3_000).map { _ in Self.size(&generator) }
            let lengths = DataLengths(sizes: sizes, columnWidth: pass.columnWidth, vertical: true, section: 0)
            // A prepare.
            var placed = pass, none: ExplicitFrames?
            let prepared = try ExplicitFrames(masonryOf: sizes.count, keeping: 0, of: nil, lengths: lengths, columns: &placed, reusing: &none)
            let (expected, expectedPass) = try Self.reference(sizes, pass, keeping: 0, of: [])
            let what = "\(columns) columns, shortest first \(shortestFirst), ties to trailing \(tiesToTrailing)"
            #expect(prepared == expected && placed == expectedPass, "\(what): a prepare")
            #expect((0..<sizes.count).allSatisfy { prepared.frame($0).u.bitPattern == expected.frame($0).u.bitPattern }, "\(what): the starts' bits")
            // Changes from an item on, into new arrays and into a spare (garbage, shifted) one.
            var spare: ExplicitFrames? = ExplicitFrames(frames: (0..<sizes.count).map { AxisRect(u: -Double($0), v: 1, length: 2, breadth: 3) })
            for first in [0, 1, 17, 1_500, 2_999, 3_000] {
                sizes[Swift.min(first, sizes.count - 1)] = Self.size(&generator)
                let changed = DataLengths(sizes: sizes, columnWidth: pass.columnWidth, vertical: true, section: 0)
                let old = (0..<expected.count).map(expected.frame)
                let atFirst = try #require(expectedPass.rewound(to: first, frames: expected))
                let (again, againPass) = try Self.reference(sizes, atFirst, keeping: first, of: old)
                for useSpare in [false, true] {
                    var columnsAtFirst = atFirst
                    var reused = useSpare ? spare : nil
                    let frames = try ExplicitFrames(masonryOf: sizes.count, keeping: first, of: expected, lengths: changed, columns: &columnsAtFirst, reusing: &reused)
                    #expect(frames == again && columnsAtFirst.ends == againPass.ends && columnsAtFirst.placed == againPass.placed, "\(what): from \(first), spare \(useSpare)")
                    if useSpare {
                        #expect(reused == nil, "\(what): the spare taken")
                        spare = frames
                    }
                }
            }
        }
    }

    /// An item's bad size fails the loop with the item's own message, as the pass did.
    @Test func aBadSizeNamesItsItem() throws {
        let pass = Self.pass(columns: 2, shortestFirst: true, tiesToTrailing: false)
        let sizes: [ItemSize] = (0..<100).map { $0 == 61 ? .length(-.infinity) : .length(10) }
        let lengths = DataLengths(sizes: sizes, columnWidth: pass.columnWidth, vertical: true, section: 0)
        var placed = pass
        let spare: ExplicitFrames? = ExplicitFrames(frames: Array(repeating: AxisRect(u: 0, v: 0, length: 1, breadth: 1), count: 100))
        var expected: LayoutError?
        do { _ = try Self.reference(sizes, pass, keeping: 0, of: []) } catch let error as LayoutError { expected = error }
        let message = try #require(expected?.message)
        #expect(message.contains("61"))
        for reusing in [false, true] {
            var reused = reusing ? spare : nil
            #expect(throws: LayoutError.self) {
                _ = try ExplicitFrames(masonryOf: 100, keeping: 0, of: nil, lengths: lengths, columns: &placed, reusing: &reused)
            }
            do {
                _ = try ExplicitFrames(masonryOf: 100, keeping: 0, of: nil, lengths: lengths, columns: &placed, reusing: &reused)
            } catch {
                #expect(error.message == message)
            }
        }
    }
}
