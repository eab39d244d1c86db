import Testing
import TesseraRuntime
import TesseraCompiler
import TesseraExercise
import TesseraTestSupport

/// A list's items moved by one amount after a change (`ExplicitFrames+Shifts`) must read as a
/// full prepare's, to the bit: frames, search arrays, the pass that appends continue, queries.
@Suite struct ListShiftTests {
    /// Lengths on the grid (whole points, halves, quarters), so that the list's path is taken;
    /// with `offGrid`, now and then a third or a width, which leave it.
    static func size(_ generator: inout SeededGenerator, offGrid: Bool) -> ItemSize {
        let length = offGrid && Int.random(in: 0..<8, using: &generator) == 0
            ? Double(Int.random(in: 0...900, using: &generator)) / 3
            : Double(Int.random(in: 0...1200, using: &generator)) / 4
        // A width makes a masonry item's length the width's aspect of the column: off the grid.
        if !offGrid || Bool.random(using: &generator) { return .length(length) }
        return .size(Size(width: Double(Int.random(in: 1...600, using: &generator)) / 2, height: length))
    }

    /// Random ranges of items changed in random sections, told to `relayout(_:changedItems:to:)`
    /// and, through the driver, as reports; every bundled layout (those that are no list take
    /// the old path, and must still agree).
    @Test(arguments: LayoutFixtures.paths, [false, true])
    func changedRangesGiveWhatAFullPrepareGives(path: String, offGrid: Bool) throws {
        let layout = try LayoutFixtures.layout(path)
        var generator = SeededGenerator(seed: offGrid ? 631 : 632)
        var sizes = [2_100, 0, 37].map { (0..<$0).map { _ in Self.size(&generator, offGrid: offGrid) } }
        var input = LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: sizes.map(\.count), itemSizes: sizes)
        guard var prepared = try? layout.prepare(input) else { return }
        for step in 0..<24 {
            var changed = [Range<Int>?](repeating: nil, count: sizes.count)
            for section in [0, 2] where Bool.random(using: &generator) {
                let first = Int.random(in: 0..<sizes[section].count, using: &generator)
                let end = Swift.min(sizes[section].count, first + Int.random(in: 0...3, using: &generator))
                for item in first..<end { sizes[section][item] = Self.size(&generator, offGrid: offGrid) }
                changed[section] = first..<end
            }
            input.itemSizes = sizes
            try layout.relayout(&prepared, changedItems: changed, to: input)
            try RelayoutTests.expectSame(prepared, try layout.prepare(input), "\(path) step \(step) \(changed)")
            if step % 6 == 5 {
                // Items appended after shifts continue the pass from the shifted frames.
                sizes[0].append(Self.size(&generator, offGrid: offGrid))
                input.sectionCounts = sizes.map(\.count)
                input.itemSizes = sizes
                try layout.extend(&prepared, to: input)
                try RelayoutTests.expectSame(prepared, try layout.prepare(input), "\(path) step \(step) append")
            }
            if step % 8 == 7 {
                // A change told only where it starts places in order from there, over the shifts.
                let first = Int.random(in: 0..<sizes[0].count, using: &generator)
                sizes[0][first] = Self.size(&generator, offGrid: true)
                input.itemSizes = sizes
                try layout.relayout(&prepared, changedFrom: [first, nil, nil], to: input)
                try RelayoutTests.expectSame(prepared, try layout.prepare(input), "\(path) step \(step) from \(first)")
            }
        }
    }

    /// Reports in a long chat with sizes on the grid move the items after them by shifts of
    /// blocks (the list's path is taken), and the driver's answers are a full prepare's.
    @Test func reportsInALongChatTakeTheListPath() throws {
        let layout = try LayoutFixtures.layout("Layouts/chat.yaml")
        var generator = SeededGenerator(seed: 633)
        let sizes = (0..<5_000).map { _ in Self.size(&generator, offGrid: false) }
        var driver = try ScrollDriver(layout: layout, input: LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [5_000], itemSizes: [sizes]))
        for item in [0, 4_999, 2_500, 1, 1_023, 1_024] {
            try driver.reportSizes([.cell(item): Self.size(&generator, offGrid: false)])
            try RelayoutTests.expectSame(driver.prepared, try layout.prepare(driver.input), "item \(item)")
        }
        guard case .explicit(let frames) = driver.prepared.sections[0].items else {
            Issue.record("the chat's section holds no frames")
            return
        }
        #expect(frames.shiftedBlocks > 0, "no report moved the items after it by shifts")
        #expect(driver.work.relayouts == 6 && driver.work.prepares == 1)
    }

    /// Sizes reported together (one call, in a dictionary's order): the layout places again
    /// from the first of them to the last, whichever comes first in the dictionary.
    @Test func sizesReportedTogetherArePlacedAsAFullPrepare() throws {
        let layout = try LayoutFixtures.layout("Layouts/chat.yaml")
        var generator = SeededGenerator(seed: 635)
        let sizes = (0..<2_000).map { _ in Self.size(&generator, offGrid: false) }
        var driver = try ScrollDriver(layout: layout, input: LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [2_000], itemSizes: [sizes]))
        for round in 0..<3 {
            // Twenty items at once: the last of them is rarely the first the dictionary gives.
            var reports: [ElementID: ItemSize] = [:]
            for _ in 0..<20 { reports[.cell(Int.random(in: 0..<2_000, using: &generator))] = Self.size(&generator, offGrid: false) }
            try driver.reportSizes(reports)
            try RelayoutTests.expectSame(driver.prepared, try layout.prepare(driver.input), "round \(round)")
        }
    }

    /// The frames alone: list items replaced and the rest shifted, against the list placed in
    /// order from the start with the same lengths.
    @Test func shiftedListsEqualListsPlacedInOrder() {
        var generator = SeededGenerator(seed: 634)
        let spacing = 6.0
        func placed(_ lengths: [Double]) -> [AxisRect] {
            var u = 0.0
            return lengths.map { length in
                defer { u = u + length + spacing }
                return AxisRect(u: u, v: 0, length: length, breadth: 10)
            }
        }
        var lengths = (0..<5_000).map { _ in Double(Int.random(in: 0...400, using: &generator)) / 2 }
        var frames = ExplicitFrames(frames: placed(lengths))
        let exact = frames.isExactList()
        #expect(exact)
        for step in 0..<60 {
            let first = Int.random(in: 0..<lengths.count, using: &generator)
            let end = Swift.min(lengths.count, first + Int.random(in: 0...4, using: &generator))
            for item in first..<end { lengths[item] = Double(Int.random(in: 0...400, using: &generator)) / 2 }
            let expected = placed(lengths)
            let delta = end < lengths.count ? expected[end].u - frames.frame(end).u : 0
            frames.replaceListItems(first..<end, with: Array(expected[first..<end]), shiftingRestBy: delta)
            #expect(frames == ExplicitFrames(frames: expected), "step \(step): \(first)..<\(end)")
            #expect(frames.candidates(uStart: expected[2_345].u, uEnd: expected[2_345].u + 1) == ExplicitFrames(frames: expected).candidates(uStart: expected[2_345].u, uEnd: expected[2_345].u + 1))
        }
        #expect(frames.shiftedBlocks > 0)
    }

    /// A block whose shift is written into its values holds none, and once no block does, the
    /// frames are read as they are stored again, with no shift added per read.
    @Test func settledShiftsLeaveFramesReadAsStored() {
        let count = 5 * ExplicitFrames.blockSize + 7
        var frames = ExplicitFrames(frames: (0..<count).map { AxisRect(u: Double($0) * 10, v: 0, length: 10, breadth: 10) })
        let exact = frames.isExactList()
        #expect(exact)
        frames.replaceListItems(0..<1, with: [AxisRect(u: 0, v: 0, length: 20, breadth: 10)], shiftingRestBy: 10)
        #expect(frames.shiftedBlocks == 5 && frames.readsShifts)
        for item in stride(from: ExplicitFrames.blockSize, to: count, by: ExplicitFrames.blockSize) {
            frames.replaceListItems(item..<item + 1, with: [frames.frame(item)], shiftingRestBy: 0)
            #expect(frames.readsShifts == (item + ExplicitFrames.blockSize < count), "after settling the block of item \(item)")
        }
        #expect(frames == ExplicitFrames(frames: (0..<count).map { AxisRect(u: $0 == 0 ? 0 : Double($0) * 10 + 10, v: 0, length: $0 == 0 ? 20 : 10, breadth: 10) }))
    }

    /// Items appended to an exact list keep it one (`finishAppending` extends the scan that found
    /// it): a report after an append still moves the items after it by shifts. Were the list
    /// forgotten, the report would place in order from the item, which answers alike, so only
    /// the shifts tell.
    @Test func aListStaysOneAfterAnAppend() throws {
        let layout = try LayoutFixtures.layout("Layouts/chat.yaml")
        var generator = SeededGenerator(seed: 635)
        var sizes = (0..<3_000).map { _ in Self.size(&generator, offGrid: false) }
        var input = LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [sizes.count], itemSizes: [sizes])
        var prepared = try layout.prepare(input)
        // A first report finds the list.
        sizes[0] = .length(57.25)
        input.itemSizes = [sizes]
        try layout.relayout(&prepared, changedItems: [0..<1], to: input)
        sizes += (0..<100).map { _ in Self.size(&generator, offGrid: false) }
        input.sectionCounts = [sizes.count]
        input.itemSizes = [sizes]
        try layout.extend(&prepared, to: input)
        sizes[1] = .length(200.5)
        input.itemSizes = [sizes]
        try layout.relayout(&prepared, changedItems: [1..<2], to: input)
        try RelayoutTests.expectSame(prepared, try layout.prepare(input), "report after an append")
        guard case .explicit(let frames) = prepared.sections[0].items else {
            Issue.record("the chat's section holds no frames")
            return
        }
        #expect(frames.shiftedBlocks > 0, "the report after an append placed the list in order: the list was forgotten")
    }
}
