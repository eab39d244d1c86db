import Testing
import TesseraRuntime
import TesseraCompiler
import TesseraExercise
import TesseraTestSupport

/// Reorder steps (batches of moves, issue 63): the driver carries the sizes in place in the
/// batch's ranges and tells the layout those ranges; a masonry placed again gets new arrays
/// (from the second step on, the step before's). Each step must leave what a full prepare of
/// the same input gives, to the bit, and the same sizes and animation as the general path
/// (the sizes given in full).
@Suite struct ReorderTests {
    /// Whole points and thirds: on the list's grid and off it.
    static func size(_ generator: inout SeededGenerator) -> ItemSize {
        let length = Double(Int.random(in: 30...600, using: &generator)) / (Bool.random(using: &generator) ? 1 : 3)
        return .length(length)
    }

    /// The sizes after `moves`, by a collection view's rule: every source leaves its section,
    /// then every destination is filled in ascending order.
    static func moved(_ sizes: [[ItemSize]], _ moves: [(from: ElementID, to: ElementID)]) -> [[ItemSize]] {
        var result = sizes
        for (section, _) in sizes.enumerated() {
            for item in moves.filter({ $0.from.section == section }).map(\.from.item).sorted(by: >) { result[section].remove(at: item) }
        }
        for move in moves.sorted(by: { $0.to < $1.to }) {
            result[move.to.section].insert(sizes[move.from.section][move.from.item], at: move.to.item)
        }
        return result
    }

    /// A batch of one to three moves: within a section, or across two with as many each way
    /// (counts kept: the in-place path), or one way only (counts change: the general path).
    static func moves(_ counts: [Int], _ generator: inout SeededGenerator) -> [(from: ElementID, to: ElementID)] {
        let sections = counts.indices.filter { counts[$0] > 1 }
        guard let section = sections.randomElement(using: &generator) else { return [] }
        var sources = Set<Int>(), targets = Set<Int>(), moves: [(from: ElementID, to: ElementID)] = []
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            // Near the start, near the end or anywhere: the two ways a masonry is placed again.
            let count = counts[section]
            let places = [Int.random(in: 0..<Swift.min(count, 20), using: &generator), Int.random(in: Swift.max(0, count - 20)..<count, using: &generator),
                          Int.random(in: 0..<count, using: &generator)]
            let from = places.randomElement(using: &generator)!, to = places.randomElement(using: &generator)!
            guard sources.insert(from).inserted, targets.insert(to).inserted else { continue }
            moves.append((.cell(from, section: section), .cell(to, section: section)))
        }
        if let other = sections.filter({ $0 != section }).randomElement(using: &generator), Bool.random(using: &generator) {
            // One item over to another section, and (mostly) one back, each at a random place.
            let from = (0..<counts[section]).filter { !sources.contains($0) }.randomElement(using: &generator)
            let back = Int.random(in: 0..<counts[other], using: &generator)
            if let from, Int.random(in: 0..<4, using: &generator) > 0 {
                let to = (0..<counts[section]).filter { !targets.contains($0) }.randomElement(using: &generator)
                if let to {
                    moves.append((.cell(from, section: section), .cell(Int.random(in: 0..<counts[other], using: &generator), section: other)))
                    moves.append((.cell(back, section: other), .cell(to, section: section)))
                }
            } else if let from {
                let to = Int.random(in: 0...counts[other], using: &generator)
                moves.append((.cell(from, section: section), .cell(to, section: other)))
                // The section that loses an item has one index fewer for the moves into it.
                moves = moves.filter { $0.to.section != section || $0.to.item < counts[section] - 1 }
            }
        }
        return moves
    }

    @Test(arguments: LayoutFixtures.paths)
    func randomMovesGiveWhatAFullPrepareGives(path: String) throws {
        let layout = try LayoutFixtures.layout(path)
        var generator = SeededGenerator(seed: 163)
        func randomInput(_ counts: [Int]) -> LayoutInput {
            LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: counts, itemSizes: counts.map { (0..<$0).map { _ in Self.size(&generator) } })
        }
        var input = randomInput([40, 0, 25])
        guard let prepared = try? layout.prepare(input) else { return }
        // A masonry long enough for moves near its start (new arrays) and near its end (the
        // frames after the first changed item replaced), over several of a list's blocks.
        let isMasonry = prepared.sections.contains { if case .masonry = $0.continuation { true } else { false } }
        if isMasonry {
            input = randomInput([2_500, 0, 40])
            guard (try? layout.prepare(input)) != nil else { return }
        }
        var driver = try ScrollDriver(layout: layout, input: input, margin: 50)
        var general = driver
        for step in 0..<(isMasonry ? 30 : 12) {
            let moves = Self.moves(driver.input.sectionCounts, &generator)
            guard !moves.isEmpty, let batch = BatchUpdate(oldCounts: driver.input.sectionCounts, updates: moves.map { ItemUpdate.move(from: $0.from, to: $0.to) }) else { continue }
            let updates = moves.map { ItemUpdate.move(from: $0.from, to: $0.to) }
            let expectedSizes = Self.moved(driver.input.itemSizes!, moves)
            if step % 6 == 0 {
                let offset = Point(x: 0, y: Double(step) * 97)
                try driver.scroll(to: offset)
                try general.scroll(to: offset)
            }
            let animation = try driver.performBatchUpdates(updates)
            let generalAnimation = try general.performBatchUpdates(updates, itemSizes: expectedSizes)
            let what = "\(path) step \(step) \(moves)"
            #expect(driver.input.sectionCounts == batch.newCounts, "\(what): counts")
            #expect(driver.input.itemSizes == expectedSizes, "\(what): sizes")
            try RelayoutTests.expectSame(driver.prepared, try layout.prepare(driver.input), what)
            #expect(animation == generalAnimation, "\(what): the animation")
            #expect(driver.kept == general.kept && driver.offset == general.offset, "\(what): the frame")
        }
        #expect(driver.work.prepares == 1, "\(path): a move prepared in full")
    }

    /// A move among items of one size leaves every index's size as it was: nothing is placed
    /// again, and the layout is the one before.
    @Test func aMoveAmongItemsOfOneSizePlacesNothingAgain() throws {
        let layout = try LayoutFixtures.layout("Layouts/waterfall.yaml")
        let sizes: [ItemSize] = (0..<40).map { (10..<20).contains($0) ? .length(120) : .length(Double(60 + $0 * 7 % 90)) }
        var driver = try ScrollDriver(layout: layout, input: LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [40], itemSizes: [sizes]))
        let before = driver.prepared
        _ = try driver.performBatchUpdates([.move(from: .cell(12), to: .cell(17))])
        #expect(driver.input.itemSizes == [sizes])
        #expect(driver.work.relayouts == 0 && driver.work.prepares == 1)
        try RelayoutTests.expectSame(driver.prepared, before, "after the move")
    }

    /// A move near the start of a long waterfall takes the new arrays' path, and one near its
    /// end the path that replaces the frames after the first changed item: both must give the
    /// full prepare's answers (with sizes off any grid).
    @Test func movesAtBothEndsOfALongWaterfall() throws {
        let layout = try LayoutFixtures.layout("Layouts/waterfall.yaml")
        var generator = SeededGenerator(seed: 164)
        let sizes = (0..<6_000).map { _ in Self.size(&generator) }
        var driver = try ScrollDriver(layout: layout, input: LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [6_000], itemSizes: [sizes]))
        for (from, to) in [(10, 11), (11, 10), (5_990, 5_998), (0, 5_999), (5_999, 0), (3_000, 2_000)] {
            let expected = Self.moved(driver.input.itemSizes!, [(.cell(from), .cell(to))])
            _ = try driver.performBatchUpdates([.move(from: .cell(from), to: .cell(to))])
            #expect(driver.input.itemSizes == expected, "\(from) → \(to): sizes")
            try RelayoutTests.expectSame(driver.prepared, try layout.prepare(driver.input), "\(from) → \(to)")
        }
        #expect(driver.work.prepares == 1 && driver.work.relayouts == 6)
        // Every step after the first writes into the arrays of the step before, allocating none.
        #expect(driver.work.reusedFrames == 5)
    }
}
