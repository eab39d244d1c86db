import Testing
@_spi(Adapters) import TesseraRuntime
import TesseraCompiler
import TesseraExercise
@_spi(Adapters) import TesseraTestSupport

/// A drag to reorder, over every bundled layout: random drags of random cells, with the layout's
/// own move target. Whatever the finger does, the places show every item once, and the drop
/// (as SwiftUI's `onMove` applies it) gives exactly the order shown.
@Suite struct ItemReorderTests {
    @Test(arguments: LayoutFixtures.paths.filter { $0.hasPrefix("Layouts/") })
    func whatTheDragShowsIsWhatTheDropGives(path: String) throws {
        let layout = try LayoutFixtures.layout(path)
        let counts = [60, 40]
        guard let prepared = try? layout.prepare(LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: counts,
                                                             itemSizes: counts.map { Array(repeating: .size(Size(width: 120, height: 90)), count: $0) }))
        else { return }
        var random = SeededGenerator(seed: UInt64(path.utf8.reduce(0) { $0 &* 31 &+ UInt64($1) }))
        let content = prepared.contentSize
        for _ in 0..<20 {
            let section = Int.random(in: 0..<counts.count, using: &random)
            let picked = ElementID.cell(Int.random(in: 0..<counts[section], using: &random), section: section)
            guard let cell = try prepared.attributes(for: picked) else { continue }
            let finger = Point(x: cell.frame.midX + 3, y: cell.frame.midY - 2)
            var drag = ItemReorder(picking: cell, at: finger)
            for _ in 0..<30 {
                let to = Point(x: Double.random(in: 0...content.width, using: &random), y: Double.random(in: 0...content.height, using: &random))
                let before = drag.target
                var asked: ElementID??
                let changed = drag.move(finger: to) { center in
                    let target = try? prepared.moveTarget(for: picked, center: center)
                    asked = .some(target ?? nil)
                    return target ?? nil
                }
                #expect(abs(drag.center.x - (to.x - 3)) < 1e-9 && abs(drag.center.y - (to.y + 2)) < 1e-9, "the dragged cell's centre keeps its grab")
                // The layout's target is taken when it is a cell of the section; else none is.
                if let under = asked ?? nil, under.section == section {
                    #expect(drag.target == under)
                    #expect(changed == (under != before))
                } else {
                    #expect(drag.target == before && !changed)
                }
                try expectShownOrderIsTheDrop(drag, count: counts[section], path: path)
            }
        }
    }

    @Test func autoScrollIsStillInTheMiddleAndFastestAtTheEnds() {
        #expect(ItemReorder.autoScrollSpeed(finger: 300, start: 0, end: 600) == 0)
        #expect(ItemReorder.autoScrollSpeed(finger: 0, start: 0, end: 600) == -1_200)
        #expect(ItemReorder.autoScrollSpeed(finger: 600, start: 0, end: 600) == 1_200)
        #expect(ItemReorder.autoScrollSpeed(finger: 700, start: 0, end: 600) == 1_200, "past the end: no faster than the most")
        var last = -Double.infinity
        for finger in stride(from: -50.0, through: 650, by: 5) {
            let speed = ItemReorder.autoScrollSpeed(finger: finger, start: 0, end: 600)
            #expect(speed >= last, "the speed grows toward the far end, from \(last) at \(finger)")
            #expect(abs(speed) <= 1_200)
            last = speed
        }
        // A viewport shorter than two edges still has a still middle.
        #expect(ItemReorder.autoScrollSpeed(finger: 50, start: 0, end: 100) == 0)
        #expect(ItemReorder.autoScrollSpeed(finger: 50, start: 0, end: 0) == 0)
    }

    private func expectShownOrderIsTheDrop(_ drag: ItemReorder, count: Int, path: String) throws {
        let data = Array(0..<count)
        // SwiftUI's `move(fromOffsets:toOffset:)`: taken out, then put before `destination` of the old array.
        var dropped = data
        let moved = dropped.remove(at: drag.source.item)
        dropped.insert(moved, at: drag.destination > drag.source.item ? drag.destination - 1 : drag.destination)
        var shown: [Int] = []
        for place in 0..<count {
            shown.append(drag.item(shownAt: .cell(place, section: drag.source.section)) ?? drag.source.item)
        }
        #expect(shown == dropped, "\(path): dragging \(drag.source) to \(drag.target) shows \(shown), the drop gives \(dropped)")
    }
}
