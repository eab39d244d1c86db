import Testing
import TesseraRuntime
import TesseraCompiler
import TesseraExercise
import TesseraTestSupport

/// The scroll driver replayed as a collection view drives it: every frame is checked against
/// the layout prepared from scratch and filtered by brute force, and the work it does is counted.
@Suite struct ScrollDriverTests {
    /// What a frame must hold: every element of a fresh layout for the driver's input that
    /// intersects the kept rect at the driver's offset, sorted.
    static func bruteForceFrame(_ driver: ScrollDriver) throws -> [LayoutAttributes] {
        let fresh = try driver.layout.prepare(driver.input)
        let rect = driver.keptRect(at: driver.offset)
        return try fresh.allElements(at: ScrollOffsets(driver.offset)).filter { $0.appears(in: rect) }.sorted { $0.id < $1.id }
    }

    static func expectFrame(_ driver: ScrollDriver, previous: [LayoutAttributes], _ step: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let expected = try bruteForceFrame(driver)
        #expect(driver.kept == expected, "\(step): the frame differs from a fresh layout's", sourceLocation: sourceLocation)
        let before = Set(previous.map(\.id)), after = Set(driver.kept.map(\.id))
        #expect(driver.entered == after.subtracting(before).sorted(), "\(step): entered", sourceLocation: sourceLocation)
        #expect(driver.left == before.subtracting(after).sorted(), "\(step): left", sourceLocation: sourceLocation)
    }

    enum Step: CustomStringConvertible {
        case scroll(Point), rotate, append([Int]), update([ItemUpdate]), report([ElementID: ItemSize]), rest(Point, Point)

        var description: String {
            switch self {
            case .scroll(let p): "scroll to \(p)"
            case .rotate: "rotate"
            case .append(let counts): "append to \(counts)"
            case .update(let updates): "update \(updates)"
            case .report(let sizes): "report \(sizes)"
            case .rest(let p, let v): "rest from \(p) at \(v)"
            }
        }
    }

    /// A scripted session: mostly scroll steps (small moves, flings, jumps, past both ends), with
    /// rotations, appends, batch updates and size reports mixed in.
    static func script(for driver: ScrollDriver, using generator: inout SeededGenerator) -> Step {
        let content = driver.contentSize, viewport = driver.viewport
        let vertical = driver.prepared.mapping.axis == .vertical
        func along(_ u: Double) -> Point { vertical ? Point(x: 0, y: u) : Point(x: u, y: 0) }
        let position = vertical ? driver.offset.y : driver.offset.x
        let end = vertical ? content.height - viewport.height : content.width - viewport.width
        let counts = driver.input.sectionCounts
        func someItem() -> ElementID? {
            let sections = counts.indices.filter { counts[$0] > 0 }
            guard let section = sections.randomElement(using: &generator) else { return nil }
            return .cell(Int.random(in: 0..<counts[section], using: &generator), section: section)
        }
        switch Int.random(in: 0..<100, using: &generator) {
        case 0..<55: return .scroll(along(position + Double(Int.random(in: -40...40, using: &generator))))
        case 55..<70: return .scroll(along(position + Double(Int.random(in: -2000...2000, using: &generator))))
        case 70..<75: return .scroll(along(Double(Int.random(in: -100...Int(Swift.max(0, end)) + 100, using: &generator))))
        case 75..<80: return .rest(along(position + Double(Int.random(in: -300...300, using: &generator))), along(Double(Int.random(in: -3...3, using: &generator)) * 500))
        case 80..<84: return .rotate
        case 84..<89: return .append(counts.map { $0 + Int.random(in: 0...12, using: &generator) })
        case 89..<95:
            var updates: [ItemUpdate] = []
            if let item = someItem() { updates.append(.delete(item: item.item, section: item.section)) }
            if let section = counts.indices.randomElement(using: &generator) { updates.append(.insert(item: 0, section: section)) }
            return .update(updates)
        default:
            guard let item = someItem() else { return .rotate }
            return .report([item: .size(Size(width: Double(Int.random(in: 10...300, using: &generator)), height: Double(Int.random(in: 10...300, using: &generator))))])
        }
    }

    /// An app's loop needs no first frame of its own: the first change reports every visible
    /// element as entered, even a scroll to where the driver already is.
    @Test func theFirstChangeReportsEverythingVisibleAsEntered() throws {
        var driver = try ScrollDriver(layout: try LayoutFixtures.layout("Layouts/mosaic.yaml"),
                                      input: LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [100]), margin: 50)
        #expect(!driver.kept.isEmpty && driver.entered.isEmpty && driver.left.isEmpty)
        try driver.scroll(to: .zero)
        #expect(driver.entered == driver.kept.map(\.id) && driver.left.isEmpty)
        try driver.scroll(to: .zero)
        #expect(driver.entered.isEmpty && driver.left.isEmpty)

        var resized = try ScrollDriver(layout: driver.layout, input: driver.input, margin: 50)
        try resized.resize(to: Size(width: 667, height: 375))
        #expect(resized.entered == resized.kept.map(\.id) && resized.left.isEmpty)
    }

    @Test(arguments: LayoutFixtures.paths)
    func replayedSessionsMatchAFreshLayoutEveryFrame(path: String) throws {
        let layout = try LayoutFixtures.layout(path)
        var generator = SeededGenerator(seed: UInt64(path.utf8.reduce(7) { $0 &* 31 &+ Int($1) }.magnitude))
        let input = LayoutInput.random(using: &generator, maxItems: 120)
        var driver = try ScrollDriver(layout: layout, input: input, margin: [0, 50, 400].randomElement(using: &generator)!)
        #expect(driver.kept == (try Self.bruteForceFrame(driver)), "start: the frame differs from a fresh layout's")
        #expect(driver.entered.isEmpty && driver.left.isEmpty, "start: init reports nothing")
        // What a view that follows `entered` and `left` shows: nothing before the first change.
        var shown: [LayoutAttributes] = []
        var scrolls = 0
        for _ in 0..<400 {
            let step = Self.script(for: driver, using: &generator)
            let previous = driver.kept, work = driver.work
            switch step {
            case .scroll(let offset):
                try driver.scroll(to: offset)
                scrolls += 1
                #expect(driver.work.prepares == work.prepares && driver.work.extends == work.extends, "scrolling prepared")
            case .rest(let proposed, let velocity):
                let resting = try driver.restingOffset(proposed: proposed, velocity: velocity)
                #expect(resting.x >= 0 && resting.x <= driver.maximumOffset.x && resting.y >= 0 && resting.y <= driver.maximumOffset.y)
                try driver.scroll(to: resting)
            case .rotate:
                try driver.resize(to: Size(width: driver.viewport.height, height: driver.viewport.width))
            case .append(let counts):
                let sizes = driver.input.itemSizes.map { sizes in
                    zip(sizes, counts).map { old, count in old + (old.count..<count).map { .length(Double(10 + $0 % 90)) } }
                }
                try driver.append(sectionCounts: counts, itemSizes: sizes)
                #expect(driver.work.prepares == work.prepares, "appending prepared: \(path)")
            case .update(let updates):
                let newCounts = BatchUpdate(oldCounts: driver.input.sectionCounts, updates: updates)!.newCounts
                let sizes = driver.input.itemSizes.map { _ in newCounts.map { (0..<$0).map { ItemSize.length(Double(20 + $0 % 50)) } } }
                let animation = try driver.performBatchUpdates(updates, itemSizes: sizes)
                for element in animation.elements where element.change != .deleted {
                    let now = try driver.attributes(for: element.end.id)
                    #expect(driver.kept.contains(element.end) || now == element.end)
                }
                let shown = animation.elements.filter { $0.change != UpdateAnimation.Change.deleted }.map { $0.end.id }
                #expect(Set(shown).isSuperset(of: driver.kept.map(\.id)))
            case .report(let sizes):
                let moved = try driver.reportSizes(sizes)
                let changed = Set(previous).symmetricDifference(driver.kept).map(\.id)
                #expect(Set(moved) == Set(changed), "\(step): the moved elements")
            }
            try Self.expectFrame(driver, previous: shown, "\(path) \(step)")
            shown = driver.kept
        }
        #expect(driver.work.frames >= scrolls + 1)
    }

    /// The kept span holds the viewport and its margin at every offset, never more than a margin
    /// beyond, and moves in whole margins: scrolled a point at a time, its start changes once a
    /// margin. With no margin it is the viewport itself.
    @Test func theKeptSpanCoversTheMarginAndMovesInSteps() {
        for (length, margin) in [(667.0, 333.5), (812.0, 406.0), (375.0, 100.0), (0.0, 50.0)] {
            var starts = Set<Double>()
            for point in stride(from: -500.0, through: 5_000, by: 1) {
                let span = ScrollDriver.keptSpan(offset: point, length: length, margin: margin)
                #expect(span.start <= point - margin && span.start + span.length >= point + length + margin, "\(length) \(margin) at \(point)")
                #expect(span.start > point - 2 * margin, "\(length) \(margin) at \(point): a step too far back")
                starts.insert(span.start)
            }
            let steps = Int((5_500 / margin).rounded(.up))
            #expect(starts.count == steps || starts.count == steps + 1, "\(length) \(margin): \(starts.count) starts")
        }
        let none = ScrollDriver.keptSpan(offset: 120.5, length: 640, margin: 0)
        #expect(none.start == 120.5 && none.length == 640)
    }

    @Test func scrollingAMillionItemMosaicNeverPreparesAgain() throws {
        let driver0 = try ScrollDriver(layout: try LayoutFixtures.layout("Layouts/mosaic.yaml"),
                                       input: LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [1_000_000]), margin: 100)
        var driver = driver0
        for step in 0..<5_000 { try driver.scroll(to: Point(x: 0, y: Double(step) * 37.5)) }
        #expect(driver.work == ScrollDriver.Work(prepares: 1, extends: 0, adoptedSizes: 0, frames: 5_001))
        // 4,999 × 37.5 points down: cells of the 375-point blocks of six around y = 187,462.5, kept
        // from y = 187,300 (187,362.5 snapped down to whole margins of 100 points).
        #expect(driver.keptRect(at: driver.offset).y == 187_300)
        #expect(driver.kept.first?.id == .cell(2_994))
        #expect(driver.kept.allSatisfy { $0.appears(in: driver.keptRect(at: driver.offset)) })
    }

    @Test func aSizeTheLayoutDoesNotReadIsTakenWithoutPreparing() throws {
        // The mosaic reads the width only; in a vertical scroll the height just shows more.
        var driver = try ScrollDriver(layout: try LayoutFixtures.layout("Layouts/mosaic.yaml"),
                                      input: LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [60]))
        try driver.scroll(to: .zero)
        let before = driver.kept
        #expect(try driver.resize(to: Size(width: 375, height: 800)) == false)
        #expect(driver.work.prepares == 1 && driver.work.adoptedSizes == 1)
        try Self.expectFrame(driver, previous: before, "taller")
        #expect(try driver.resize(to: Size(width: 667, height: 375)) == true)
        #expect(driver.work.prepares == 2)
    }

    @Test func aRotationKeepsTheFirstCellInViewInPlace() throws {
        var driver = try ScrollDriver(layout: try LayoutFixtures.layout("Layouts/grid.yaml"),
                                      input: LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [300]))
        try driver.scroll(to: Point(x: 0, y: 2_000))
        let first = try #require(driver.kept.filter { $0.frame.maxY > 2_000 }.min { $0.frame.y < $1.frame.y })
        let distance = first.frame.y - 2_000
        try driver.resize(to: Size(width: 667, height: 375))
        let moved = try #require(try driver.attributes(for: first.id))
        #expect(moved.frame.y - driver.offset.y == distance)
        // At the start of the content the view stays at the start.
        try driver.scroll(to: .zero)
        try driver.resize(to: Size(width: 375, height: 667))
        #expect(driver.offset == .zero)
    }

    @Test func theCarouselComesToRestOnACellCentre() throws {
        var driver = try ScrollDriver(layout: try LayoutFixtures.layout("Layouts/carousel.yaml"),
                                      input: LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [10]))
        // Cells are 100 wide with spacing 10, the first centred at offset 0.
        #expect(try driver.restingOffset(proposed: Point(x: 130, y: 0)) == Point(x: 110, y: 0))
        #expect(try driver.restingOffset(proposed: Point(x: -500, y: 0)) == Point(x: 0, y: 0))
        #expect(try driver.restingOffset(proposed: Point(x: 1e6, y: 0)) == Point(x: 990, y: 0))
        try driver.scroll(to: Point(x: 110, y: 0))
        let centre = try #require(driver.kept.first { $0.id == .cell(1) })
        #expect(centre.scale == 1)
        #expect(try driver.element(at: Point(x: 110 + 187.5, y: 333.5)) == .cell(1))
    }

    @Test func batchUpdatesMapIndexPathsAsACollectionViewDoes() throws {
        let batch = try #require(BatchUpdate(oldCounts: [5, 3], updates: [
            .delete(item: 1, section: 0), .insert(item: 0, section: 1),
            .move(from: .cell(3, section: 0), to: .cell(2, section: 1)),
        ]))
        #expect(batch.newCounts == [3, 5])
        #expect((0..<5).map { batch.newPath(of: .cell($0)) } == [.cell(0), nil, .cell(1), .cell(2, section: 1), .cell(2)])
        #expect((0..<5).map { batch.oldPath(of: .cell($0, section: 1)) } == [nil, .cell(0, section: 1), .cell(3), .cell(1, section: 1), .cell(2, section: 1)])
        // An index out of its section's range, before or after, was or becomes no item.
        #expect([batch.oldPath(of: .cell(3)), batch.oldPath(of: .cell(5, section: 1)), batch.oldPath(of: .cell(-1, section: 1))] == [nil, nil, nil])
        #expect([batch.newPath(of: .cell(5)), batch.newPath(of: .cell(3, section: 1)), batch.newPath(of: .cell(-1))] == [nil, nil, nil])
        #expect(BatchUpdate(oldCounts: [2], updates: [.delete(item: 2, section: 0)]) == nil)
        #expect(BatchUpdate(oldCounts: [2], updates: [.delete(item: 0, section: 0), .delete(item: 0, section: 0)]) == nil)
        #expect(BatchUpdate(oldCounts: [2], updates: [.insert(item: 3, section: 0)]) == nil)
        #expect(BatchUpdate(oldCounts: [2], updates: [.insert(item: 0, section: 1)]) == nil)
        #expect(ItemUpdate.indexMap(section: 0, oldCount: 4, newCount: 4, updates: [.move(from: .cell(0), to: .cell(3))]) == [3, 0, 1, 2])
    }

    @Test func anInsertionAnimatesTheCellsItPushes() throws {
        var driver = try ScrollDriver(layout: try LayoutFixtures.layout("Layouts/grid.yaml"),
                                      input: LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [6]))
        let before = driver.kept
        let animation = try driver.performBatchUpdates([.insert(item: 0, section: 0)])
        #expect(driver.input.sectionCounts == [7])
        let inserted = try #require(animation.elements.first { $0.end.id == .cell(0) })
        #expect(inserted.change == .inserted && inserted.start.alpha == 0 && inserted.start.frame == inserted.end.frame)
        let pushed = try #require(animation.elements.first { $0.end.id == .cell(1) })
        #expect(pushed.change == .moves && pushed.start.frame == before[0].frame && pushed.end.frame == before[1].frame)
        #expect(animation.attributes(at: 1) == animation.elements.map(\.end))
        #expect(animation.attributes(at: 0) == animation.elements.map(\.start))
        let deleted = try driver.performBatchUpdates([.delete(item: 6, section: 0)])
        #expect(deleted.elements.last?.change == .deleted && deleted.elements.last?.end.alpha == 0)
        // An update that does not fit changes nothing.
        #expect(throws: LayoutError.self) { try driver.performBatchUpdates([.delete(item: 9, section: 0)]) }
        #expect(driver.input.sectionCounts == [6])
    }

    @Test func aCellAboveTheViewportThatGrowsMovesNothingInView() throws {
        let sizes: [ItemSize] = (0..<200).map { .length(Double(50 + $0 % 7 * 10)) }
        var driver = try ScrollDriver(layout: try LayoutFixtures.layout("Layouts/waterfall.yaml"),
                                      input: LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [200], itemSizes: [sizes]))
        try driver.scroll(to: Point(x: 0, y: 1_500))
        let screen = driver.kept.map { ($0.id, $0.frame.y - driver.offset.y) }
        // Both columns' first items grow by the same amount: everything below moves by it.
        let moved = try driver.reportSizes([.cell(0): .length(150), .cell(1): .length(160)])
        #expect(driver.offset.y > 1_500)
        #expect(!moved.isEmpty)
        for (id, y) in screen {
            if let now = try driver.attributes(for: id) { #expect(now.frame.y - driver.offset.y == y, "\(id)") }
        }
        #expect(try driver.reportSizes([.cell(0): .length(150)]) == [])
        #expect(throws: LayoutError.self) { try driver.reportSizes([.cell(500): .length(1)]) }
    }

    @Test func faultsLeaveTheDriverAsItWas() throws {
        var driver = try ScrollDriver(layout: try LayoutFixtures.layout("Layouts/mosaic.yaml"),
                                      input: LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [20]))
        let before = driver.kept
        #expect(throws: LayoutError.self) { try driver.scroll(to: Point(x: .nan, y: 0)) }
        #expect(throws: LayoutError.self) { try driver.append(sectionCounts: [-1]) }
        #expect(throws: LayoutError.self) { try driver.reportSizes([.cell(0): .length(3)]) }
        #expect(throws: LayoutError.self) { try ScrollDriver(layout: driver.layout, input: driver.input, margin: -1) }
        #expect(driver.kept == before && driver.offset == .zero)
    }

    @Test func anEffectThatFailsAtAnOffsetLeavesTheDriverWhereItWas() throws {
        // Cells 100 wide from x = 0: at offset 50 the third cell's centre is the viewport's.
        let layout = try InterpretedLayout(yaml: "layout: Spiky\nscroll: horizontal\nline:\n  item: {width: 100, height: 100}\neffects:\n  scale: 1 / distance\n")
        var driver = try ScrollDriver(layout: layout, input: LayoutInput(viewport: Size(width: 400, height: 300), sectionCounts: [50]))
        try driver.scroll(to: Point(x: 20, y: 0))
        let before = driver.kept, work = driver.work
        let error = try #require(throws: LayoutError.self) { try driver.scroll(to: Point(x: 50, y: 0)) }
        #expect(error.line == 6)
        #expect(driver.offset == Point(x: 20, y: 0) && driver.kept == before)
        // A rotation whose anchor lands on the failing offset is undone as a whole too.
        #expect(throws: LayoutError.self) { try driver.resize(to: Size(width: 260, height: 300)) }  // centre 20 + 130 = 150
        #expect(driver.viewport == Size(width: 400, height: 300) && driver.offset == Point(x: 20, y: 0) && driver.kept == before)
        #expect(driver.work.frames == work.frames)
    }
}
