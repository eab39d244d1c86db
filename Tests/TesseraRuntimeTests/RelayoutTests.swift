import Testing
import TesseraRuntime
import TesseraCompiler
import TesseraExercise
import TesseraTestSupport

/// A layout brought up to date after a change of sizes (`relayout`, self-sizing reports) must be
/// the layout a full prepare makes for the same input, to the bit: frames, search arrays and
/// the masonry pass that later appends continue.
@Suite struct RelayoutTests {
    /// Sizes with thirds and odd fractions in them, so that placing again from an item and
    /// placing from the start could only agree by doing the very same sums.
    static func size(_ generator: inout SeededGenerator) -> ItemSize {
        let length = Double(Int.random(in: 0...900, using: &generator)) / 3
        if Bool.random(using: &generator) { return .length(length) }
        return .size(Size(width: Double(Int.random(in: 1...600, using: &generator)) / 7, height: length))
    }

    @Test(arguments: LayoutFixtures.paths)
    func reportsGiveWhatAFullPrepareGives(path: String) throws {
        let layout = try LayoutFixtures.layout(path)
        var generator = SeededGenerator(seed: 63)
        let counts = [37, 0, 23]
        let sizes = counts.map { (0..<$0).map { _ in Self.size(&generator) } }
        let input = LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: counts, itemSizes: sizes)
        guard (try? layout.prepare(input)) != nil else { return }
        var driver = try ScrollDriver(layout: layout, input: input, margin: 50)
        for step in 0..<40 {
            let section = [0, 2].randomElement(using: &generator)!
            var reports: [ElementID: ItemSize] = [:]
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                reports[.cell(Int.random(in: 0..<counts[section], using: &generator), section: section)] = Self.size(&generator)
            }
            if step % 5 == 0 { try driver.scroll(to: Point(x: 0, y: Double(step) * 41)) }
            try driver.reportSizes(reports)
            try Self.expectSame(driver.prepared, try layout.prepare(driver.input), "\(path) step \(step)")
        }
        #expect(driver.work.prepares == 1, "\(path): a report prepared in full")
    }

    /// Item counts that change too: `relayout` from the first changed item of each section.
    @Test(arguments: LayoutFixtures.paths)
    func relayoutAfterCountChangesGivesWhatAFullPrepareGives(path: String) throws {
        let layout = try LayoutFixtures.layout(path)
        var generator = SeededGenerator(seed: 64)
        var sizes = [30, 5, 18].map { (0..<$0).map { _ in Self.size(&generator) } }
        var input = LayoutInput(viewport: Size(width: 414, height: 800), sectionCounts: sizes.map(\.count), itemSizes: sizes)
        guard var prepared = try? layout.prepare(input) else { return }
        for step in 0..<30 {
            var firstChanged = [Int?](repeating: nil, count: sizes.count)
            let section = Int.random(in: 0..<sizes.count, using: &generator)
            let first = Int.random(in: 0...sizes[section].count, using: &generator)
            switch Int.random(in: 0..<3, using: &generator) {
            case 0 where first < sizes[section].count: sizes[section][first] = Self.size(&generator)
            case 1: sizes[section].insert(Self.size(&generator), at: first)
            default: if first < sizes[section].count { sizes[section].remove(at: first) }
            }
            firstChanged[section] = first
            input.sectionCounts = sizes.map(\.count)
            input.itemSizes = sizes
            try layout.relayout(&prepared, changedFrom: firstChanged, to: input)
            try Self.expectSame(prepared, try layout.prepare(input), "\(path) step \(step)")
        }
    }

    /// A report at the first and the last item of a long chat and waterfall places again only
    /// from there, and the result is still a full prepare's.
    @Test(arguments: ["Layouts/chat.yaml", "Layouts/waterfall.yaml"])
    func reportsAtTheEndsOfALongMasonry(path: String) throws {
        let layout = try LayoutFixtures.layout(path)
        var generator = SeededGenerator(seed: 65)
        let sizes = (0..<5_000).map { _ in Self.size(&generator) }
        var driver = try ScrollDriver(layout: layout, input: LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [5_000], itemSizes: [sizes]))
        for item in [0, 4_999, 2_500, 1] {
            try driver.reportSizes([.cell(item): Self.size(&generator)])
            try Self.expectSame(driver.prepared, try layout.prepare(driver.input), "\(path) item \(item)")
        }
        #expect(driver.work.relayouts == 4 && driver.work.prepares == 1)
    }

    /// Batch updates of items (inserts, deletes, moves, across sections too), with sizes kept
    /// or given anew: the driver places again from the first changed item of each section.
    @Test(arguments: LayoutFixtures.paths)
    func batchUpdatesGiveWhatAFullPrepareGives(path: String) throws {
        let layout = try LayoutFixtures.layout(path)
        var generator = SeededGenerator(seed: 66)
        let counts = [25, 3, 19]
        let input = LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: counts, itemSizes: counts.map { (0..<$0).map { _ in Self.size(&generator) } })
        guard (try? layout.prepare(input)) != nil else { return }
        var driver = try ScrollDriver(layout: layout, input: input, margin: 50)
        for step in 0..<25 {
            let counts = driver.input.sectionCounts
            let section = Int.random(in: 0..<counts.count, using: &generator)
            var updates: [ItemUpdate] = []
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: updates = [.insert(item: Int.random(in: 0...counts[section], using: &generator), section: section)]
            case 1 where counts[section] > 0: updates = [.delete(item: Int.random(in: 0..<counts[section], using: &generator), section: section)]
            case 2 where counts[section] > 1:
                let from = Int.random(in: 0..<counts[section], using: &generator), to = Int.random(in: 0..<counts[section], using: &generator)
                updates = [.move(from: .cell(from, section: section), to: .cell(to, section: section))]
            default: break
            }
            let newCounts = BatchUpdate(oldCounts: counts, updates: updates)!.newCounts
            // Inserted items need sizes; otherwise half the time the app gives new sizes for some.
            var sizes: [[ItemSize]]?
            if updates.contains(where: { if case .insert = $0 { true } else { false } }) || Bool.random(using: &generator) {
                sizes = newCounts.map { (0..<$0).map { _ in ItemSize.length(40) } }
                if let old = driver.input.itemSizes, newCounts == counts { sizes = old }
                let changed = Int.random(in: 0..<newCounts.count, using: &generator)
                if newCounts[changed] > 0 { sizes?[changed][Int.random(in: 0..<newCounts[changed], using: &generator)] = Self.size(&generator) }
            }
            if step % 4 == 0 { try driver.scroll(to: Point(x: 0, y: Double(step) * 29)) }
            _ = try driver.performBatchUpdates(updates, itemSizes: sizes)
            try Self.expectSame(driver.prepared, try layout.prepare(driver.input), "\(path) step \(step) \(updates)")
        }
        #expect(driver.work.prepares == 1, "\(path): an update of items prepared in full")
    }

    /// Frames replaced from an item on, starting earlier or later than the ones they replace
    /// (an in-order masonry, items over several columns, the last items deleted): the search
    /// arrays are those of the whole new list made at once.
    @Test func replacedFramesKeepTheSearchArraysExact() {
        var generator = SeededGenerator(seed: 67)
        func frames(_ count: Int) -> [AxisRect] {
            (0..<count).map { _ in
                AxisRect(u: Double(Int.random(in: 0...400, using: &generator)) / 3, v: 0, length: Double(Int.random(in: 0...90, using: &generator)), breadth: 10)
            }
        }
        for _ in 0..<300 {
            let old = frames(Int.random(in: 0...40, using: &generator))
            let first = Int.random(in: 0...old.count, using: &generator)
            let replacement = frames(Int.random(in: 0...12, using: &generator))
            var explicit = ExplicitFrames(frames: old)
            explicit.replaceFrames(from: first, with: replacement)
            #expect(explicit == ExplicitFrames(frames: Array(old[..<first]) + replacement), "\(old) from \(first) with \(replacement)")
        }
    }

    @Test func aFailedReportChangesNothing() throws {
        let layout = try LayoutFixtures.layout("Layouts/waterfall.yaml")
        let input = LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [50], itemSizes: [(0..<50).map { .length(Double(40 + $0)) }])
        var driver = try ScrollDriver(layout: layout, input: input)
        let before = driver.kept
        #expect(throws: LayoutError.self) { try driver.reportSizes([.cell(3): .length(-4)]) }
        #expect(driver.input.itemSizes == input.itemSizes)
        #expect(driver.kept == before)
        try Self.expectSame(driver.prepared, try layout.prepare(input), "after the failed report")
    }

    static func expectSame(_ actual: PreparedLayout, _ expected: PreparedLayout, _ what: String) throws {
        #expect(actual.contentSize == expected.contentSize, "\(what): content size")
        #expect(actual.sectionCount == expected.sectionCount, "\(what): sections")
        for index in 0..<Swift.min(actual.sectionCount, expected.sectionCount) {
            let (a, b) = (actual.sections[index], expected.sections[index])
            if case .explicit(let x) = a.items, case .explicit(let y) = b.items {
                #expect(x == y, "\(what): section \(index)'s frames and search arrays")
            }
            if case .masonry(let x) = a.continuation, case .masonry(let y) = b.continuation {
                #expect(x == y, "\(what): section \(index)'s masonry pass")
            }
        }
        var frames: [(ElementID, Rect)] = [], expectedFrames: [(ElementID, Rect)] = []
        actual.forEachFrame { frames.append(($0, $1)) }
        expected.forEachFrame { expectedFrames.append(($0, $1)) }
        #expect(frames.map(\.0) == expectedFrames.map(\.0) && frames.map(\.1) == expectedFrames.map(\.1), "\(what): frames")
        let length = actual.mapping.axis == .vertical ? actual.contentSize.height : actual.contentSize.width
        for start in stride(from: -50.0, to: length + 50, by: Swift.max(97, length / 7)) {
            let rect = actual.mapping.axis == .vertical
                ? Rect(x: 0, y: start, width: actual.viewport.width, height: 240) : Rect(x: start, y: 0, width: 240, height: actual.viewport.height)
            #expect(try actual.elements(in: rect) == expected.elements(in: rect), "\(what): elements in \(rect)")
        }
    }
}
