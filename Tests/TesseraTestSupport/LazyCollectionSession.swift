@_spi(Adapters) @_spi(Generated) import TesseraRuntime
import TesseraExercise

/// A random session of what SwiftUI's `TesseraCollection` gives its core (`LazyCollectionCore`):
/// the scroll view's geometry as it scrolls, flings, resizes and changes insets; text sizes and
/// Reduce Motion; the app's data replaced, inserted into, deleted from and moved, compared by
/// identity as the collection compares it; cells that measure themselves; orthogonal sections
/// scrolled sideways; another layout. After every event the invariants are checked (docs/APPS.md
/// lists them), as `CollectionSession` checks the collection-view core's.
package struct LazyCollectionSession {
    package private(set) var lazy: LazyCollectionCore
    package private(set) var violations: [String] = []
    package private(set) var events: [String] = []
    /// What the session sent, in the features of docs/entry-points.json (`SentFeatures`).
    package private(set) var sent: Set<String> = ["open"]
    /// The app's estimates it changed, by item; and how much items grew after they were measured.
    private var estimated: [Int: Size] = [:]
    private var grown: [Int: Double] = [:]
    private var view: CollectionViewBounds
    private var data: [[Int]]
    private var nextItem = 0
    private var textScale = 1.0
    private var reduceMotion = false
    private var measured: [Int: Size] = [:]
    /// The items the latest change of the data moved (rule 7: they do not take the view along):
    /// the item moved, and of two neighbours swapped, either.
    private var movedItems: Set<Int> = []
    private var reportedErrors = 0
    private var generator: SeededGenerator
    private let newCalls: Bool
    private let layouts: [any TesseraLayout]
    private let sizedByData: Bool
    private var current = 0

    /// `newCalls`: also insets and estimates changed alone, and measured cells that grow (off:
    /// the events of the sessions before them, for seeds kept).
    package init(layouts: [any TesseraLayout], sizedByData: Bool, seed: UInt64, newCalls: Bool = true) {
        self.newCalls = newCalls
        var generator = SeededGenerator(seed: seed)
        self.layouts = layouts
        self.sizedByData = sizedByData
        lazy = LazyCollectionCore(layout: layouts[0])
        let insets = [EdgeInsets.zero, EdgeInsets(top: 91, left: 0, bottom: 83, right: 0)][Int.random(in: 0..<2, using: &generator)]
        view = CollectionViewBounds(Rect(x: -insets.left, y: -insets.top, width: 390, height: 844), insets: insets)
        var next = 0
        data = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
            (0..<Int.random(in: 0...60, using: &generator)).map { _ in defer { next += 1 }; return next }
        }
        nextItem = next
        self.generator = generator
        apply(lazy.update(view: view, sectionCounts: counts, textScale: textScale, reduceMotion: reduceMotion, itemSizes: sizes), "start")
        // A layout kept to its end opens there.
        if let driver = lazy.core.driver, driver.prepared.gravity == .end, lazy.core.failure == nil, !driver.followsEnd(at: view.layoutOffset) {
            fail("start", "a layout kept to its end opened at \(view.layoutOffset), not at its end \(driver.endOffset)")
        }
    }

    private var counts: [Int] { data.map(\.count) }

    /// The data as SwiftUI's collection compares it: the items, and the app's estimates (none for
    /// a layout that takes no sizes).
    private var itemData: LazyCollectionCore.ItemData<Int, Size> {
        LazyCollectionCore.ItemData(items: data, estimates: sizedByData ? data.map { $0.map { estimated[$0] ?? Self.estimate($0) } } : [])
    }

    private static func estimate(_ item: Int) -> Size { Size(width: 100, height: Double(80 + item % 5 * 10)) }
    private static func own(_ item: Int) -> Size { Size(width: Double(90 + item % 3 * 20), height: Double(40 + (item * 37) % 200)) }
    private func own(_ item: Int) -> Size {
        let size = Self.own(item)
        return Size(width: size.width, height: size.height + (grown[item] ?? 0))
    }

    /// The sizes the collection gives: each cell's measured size by its item, the app's estimate
    /// for the others.
    private func sizes() -> [[ItemSize]]? {
        sizedByData ? data.map { $0.map { .size(measured[$0] ?? estimated[$0] ?? Self.estimate($0)) } } : nil
    }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &generator)] }
    private mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &generator) < percent }

    private var vertical: Bool { lazy.core.driver?.prepared.axis != .horizontal }

    /// The outcome of an update: an error goes to the handler, a scroll moves the scroll view.
    private mutating func apply(_ outcome: LazyCollectionCore.Outcome, _ event: String) {
        if outcome.failure != nil { reportedErrors += 1 }
        if let offset = outcome.scrollTo {
            view = view.with(bounds: Rect(x: offset.x, y: offset.y, width: view.bounds.width, height: view.bounds.height))
            // The scroll view reports the offset it took.
            let echo = lazy.update(view: view, sectionCounts: counts, textScale: textScale, reduceMotion: reduceMotion, itemSizes: sizes)
            if echo.scrollTo != nil { fail(event, "a scroll to the anchored offset asked for another scroll") }
            if echo.failure != nil { reportedErrors += 1 }
        }
    }

    private mutating func fail(_ event: String, _ message: String) {
        violations.append("event \(events.count) (\(event)): \(message)\n  before it: \(events.suffix(4).joined(separator: " | "))")
    }

    package mutating func run(events count: Int) {
        for _ in 0..<count { step() }
    }

    package mutating func step() {
        movedItems = []
        let before = (first: firstItemInView(), byRightEdge: firstItemInView(byRightEdge: true), revision: lazy.placementRevision, elements: lazy.elements, atStart: atStart,
                      failed: lazy.core.failure != nil, errors: reportedErrors, layers: lazy.placements.map(\.layer),
                      axis: lazy.core.driver?.prepared.axis, followsEnd: lazy.core.driver?.followsEnd(at: view.layoutOffset) ?? false,
                      covered: covered)
        var event: String
        var anchored = false
        // The calls issue 58 found no session sending, in their own steps: sessions made
        // without them (`newCalls: false`) replay the seeds found before exactly.
        if newCalls, chance(8) {
            switch Int.random(in: 0..<3, using: &generator) {
            case 0:
                // The safe area or the keyboard changes the insets alone: a new viewport, whose
                // first cell in view keeps its distance from the edge of what the bars leave.
                let insets = pick([EdgeInsets.zero, EdgeInsets(top: 91, left: 0, bottom: 83, right: 0), EdgeInsets(top: 91, left: 0, bottom: 336, right: 0)])
                view = CollectionViewBounds(view.bounds, insets: insets)
                apply(lazy.update(view: view, sectionCounts: counts, textScale: textScale, reduceMotion: reduceMotion, itemSizes: sizes), "insets")
                event = "insets \(insets)"
                sent.insert("insets")
                anchored = true
            case 1:
                // Sizes the app changed: the first cell in view keeps its place (issue 58's defect 6).
                event = changeEstimates()
                anchored = true
            default:
                event = growCell()
            }
        } else {
            switch Int.random(in: 0..<100, using: &generator) {
            case 0..<35:
                let delta = Double(Int.random(in: -700...700, using: &generator))
                view.bounds.origin = vertical ? Point(x: view.bounds.x, y: view.bounds.y + delta) : Point(x: view.bounds.x + delta, y: view.bounds.y)
                apply(lazy.update(view: view, sectionCounts: counts, textScale: textScale, reduceMotion: reduceMotion, itemSizes: sizes), "scroll")
                event = "scroll by \(delta)"
                sent.insert("scroll")
            case 35..<45:
                // A fling: the target behaviour is asked with the region inside the insets.
                let start = view.layoutOffset
                let proposed = vertical ? Point(x: start.x, y: start.y + Double(Int.random(in: -3000...3000, using: &generator)))
                    : Point(x: start.x + Double(Int.random(in: -3000...3000, using: &generator)), y: start.y)
                let speed = pick([-3.0, 0, 3])
                let rest = lazy.restingOffset(proposed: proposed, velocity: vertical ? Point(x: 0, y: speed) : Point(x: speed, y: 0), from: start)
                if let driver = lazy.core.driver, lazy.core.failure == nil {
                    let limit = driver.prepared.maximumOffset
                    if rest.x < -1e-6 || rest.y < -1e-6 || rest.x > limit.x + 1e-6 || rest.y > limit.y + 1e-6 {
                        fail("fling", "rests at \(rest) (the region inside the insets), outside 0...\(limit)")
                    }
                }
                let content = view.contentOffset(rest)
                view.bounds.origin = content
                apply(lazy.update(view: view, sectionCounts: counts, textScale: textScale, reduceMotion: reduceMotion, itemSizes: sizes), "fling")
                event = "fling to \(rest)"
                sent.formUnion(["dragBegin", "dragEnd", speed != 0 ? "dragEnd:fling" : "dragEnd"])
            case 45..<52:
                let size = pick([Size(width: 844, height: 390), Size(width: 390, height: 844), Size(width: 1024, height: 768), Size(width: 320, height: 568)])
                view = CollectionViewBounds(Rect(x: view.bounds.x, y: view.bounds.y, width: size.width, height: size.height), insets: view.insets)
                apply(lazy.update(view: view, sectionCounts: counts, textScale: textScale, reduceMotion: reduceMotion, itemSizes: sizes), "resize")
                event = "resize to \(size)"
                sent.insert("resize")
                anchored = true
            case 52..<57:
                textScale = pick([1, 14.0 / 17, 33.0 / 17])
                if chance(30) { reduceMotion.toggle() }
                apply(lazy.update(view: nil, sectionCounts: counts, textScale: textScale, reduceMotion: reduceMotion, itemSizes: sizes), "text")
                event = "text scale \(textScale), reduce motion \(reduceMotion)"
                sent.formUnion(["textScale", "reduceMotion"])
                anchored = true
            case 57..<80:
                event = changeItems()
                anchored = true
            case 80..<86:
                current = Int.random(in: 0..<layouts.count, using: &generator)
                lazy.replaceLayout(layouts[current])
                apply(lazy.update(view: nil, sectionCounts: counts, textScale: textScale, reduceMotion: reduceMotion, itemSizes: sizes), "layout")
                event = "another layout: \(layouts[current].name)"
                sent.formUnion(["switch", "switch:fresh"])
                anchored = true
            case 86..<92:
                guard let band = lazy.bands.first else { event = "no shelf"; break }
                apply(lazy.scroll(section: band.section, to: Double(Int.random(in: 0...900, using: &generator))), "shelf")
                event = "shelf \(band.section) scrolled"
                sent.insert("shelfOffset")
            default:
                event = measureCells()
            }
        }
        events.append(event)
        check(event)
        // A view that followed the end of a layout kept to its end follows it through every
        // change but its own scrolls.
        if anchored, before.followsEnd, !before.failed, !covered, lazy.core.failure == nil, let driver = lazy.core.driver, driver.prepared.gravity == .end,
           !driver.followsEnd(at: view.layoutOffset) {
            fail(event, "the view followed the end and is now at \(view.layoutOffset), the end is at \(driver.endOffset)")
        }
        // The first item in view (that is still there) keeps its place on the screen.
        // (A layout that scrolls the other way now has no first cell in the same sense; a view
        // its insets cover, before or now, shows no cell and keeps the viewport it had.)
        if anchored, !before.failed, !before.covered, !covered, lazy.core.failure == nil, !before.atStart, before.axis == lazy.core.driver?.prepared.axis, let first = before.first, !movedItems.contains(first.item),
           let path = path(of: first.item), let now = distance(of: path), !atAnEnd {
            // Sideways right to left, changed items and sizes the app changed hold the rightmost
            // cell in view by its right edge (APPS.md, "Right to left").
            if lazy.core.driver?.prepared.endsAtOrigin == true, event.hasPrefix("items") || event.hasPrefix("the estimates") {
                if let first = before.byRightEdge, !movedItems.contains(first.item), let path = self.path(of: first.item),
                   let now = distance(of: path, byRightEdge: true), Swift.abs(now - first.distance) > 0.5 {
                    fail(event, "item \(first.item), rightmost in view, moved its right edge on the screen from \(first.distance) to \(now)")
                }
            } else {
            // Across a switch of layouts it goes to the leading edge instead when it began before
            // it and is too short now to reach past it (`keptInView`): it stays in view.
            let switched = event.hasPrefix("another layout"), length = self.length(of: path) ?? 0
            let expected = switched && first.distance < 0 && length + first.distance <= 0 ? 0 : first.distance
            if Swift.abs(now - expected) > 0.5 { fail(event, "item \(first.item), first in view, moved on the screen from \(first.distance) to \(now)") }
            }
        }
        // Placements change only with the elements, their order, or the layout: a scroll that
        // only moves effects runs no SwiftUI body.
        if event.hasPrefix("scroll"), lazy.placementRevision != before.revision,
           before.elements.map(\.id) == lazy.elements.map(\.id), before.layers == lazy.placements.map(\.layer) {
            fail(event, "the placements changed with the same elements in the same order")
        }
        if reportedErrors - before.errors > 1 { fail(event, "\(reportedErrors - before.errors) errors for one event") }
    }

    /// The insets cover the whole view (the keyboard over a short one): nothing is on screen.
    private var covered: Bool { view.viewport.width <= 0 || view.viewport.height <= 0 }

    private var atStart: Bool { lazy.core.driver != nil && (vertical ? view.layoutOffset.y : view.layoutOffset.x) <= 0 }

    private var atAnEnd: Bool {
        guard let driver = lazy.core.driver else { return true }
        let offset = vertical ? view.layoutOffset.y : view.layoutOffset.x
        let limit = vertical ? driver.prepared.maximumOffset.y : driver.prepared.maximumOffset.x
        return offset <= 1e-6 || offset >= limit - 1e-6
    }

    private func path(of item: Int) -> ElementID? {
        for (section, items) in data.enumerated() {
            if let index = items.firstIndex(of: item) { return .cell(index, section: section) }
        }
        return nil
    }

    /// How far `id`'s leading edge is from the viewport's (`byRightEdge`: its right edge from the
    /// viewport's right edge).
    private func distance(of id: ElementID, byRightEdge: Bool = false) -> Double? {
        guard let driver = lazy.core.driver, let frame = (try? driver.prepared.attributes(for: id, at: driver.position))??.frame else { return nil }
        if byRightEdge { return view.layoutOffset.x + driver.viewport.width - frame.maxX }
        return vertical ? frame.y - view.layoutOffset.y : frame.x - view.layoutOffset.x
    }

    /// The length of `id`'s cell along the scroll axis, as laid out now.
    private func length(of id: ElementID) -> Double? {
        guard let driver = lazy.core.driver, let frame = (try? driver.prepared.attributes(for: id, at: driver.position))??.frame else { return nil }
        return vertical ? frame.height : frame.width
    }

    /// The item that starts first in the viewport, by identity, and how far from its start.
    /// `byRightEdge` (sideways right to left): the item whose right edge is nearest the
    /// viewport's, and how far from it.
    private func firstItemInView(byRightEdge: Bool = false) -> (item: Int, distance: Double)? {
        if byRightEdge {
            guard let driver = lazy.core.driver, driver.prepared.endsAtOrigin else { return nil }
            let screen = Rect(x: driver.offset.x, y: driver.offset.y, width: driver.viewport.width, height: driver.viewport.height)
            var best: (id: ElementID, distance: Double)?
            for element in lazy.elements.sorted(by: { $0.id < $1.id }) where element.id.kind == .cell && element.frame.intersects(screen) {
                let distance = screen.maxX - element.frame.maxX
                if distance < best?.distance ?? .infinity { best = (element.id, distance) }
            }
            guard let best, data.indices.contains(best.id.section), data[best.id.section].indices.contains(best.id.item) else { return nil }
            return (data[best.id.section][best.id.item], best.distance)
        }
        guard let driver = lazy.core.driver, (vertical ? view.layoutOffset.y : view.layoutOffset.x) > 0 else { return nil }
        let start = vertical ? view.layoutOffset.y : view.layoutOffset.x, length = vertical ? driver.viewport.height : driver.viewport.width
        var best: (id: ElementID, distance: Double)?
        // Cells on the screen, a shelf's too where it is scrolled; the first by distance, then
        // by index path.
        let screen = Rect(x: driver.offset.x, y: driver.offset.y, width: driver.viewport.width, height: driver.viewport.height)
        for element in lazy.elements.sorted(by: { $0.id < $1.id }) where element.id.kind == .cell && element.frame.intersects(screen) {
            let u = vertical ? element.frame.y : element.frame.x, end = u + (vertical ? element.frame.height : element.frame.width)
            guard end > start, u < start + length else { continue }
            if u - start < best?.distance ?? .infinity { best = (element.id, u - start) }
        }
        guard let best, data.indices.contains(best.id.section), data[best.id.section].indices.contains(best.id.item) else { return nil }
        return (data[best.id.section][best.id.item], best.distance)
    }

    /// The data changed, compared by identity as the collection compares it.
    private mutating func changeItems() -> String {
        let old = data
        var new = data
        let kind = Int.random(in: 0..<5, using: &generator)
        let section = Int.random(in: 0..<new.count, using: &generator)
        switch kind {
        case 0:
            let at = Int.random(in: 0...new[section].count, using: &generator)
            new[section].insert(contentsOf: (0..<Int.random(in: 1...4, using: &generator)).map { _ in defer { nextItem += 1 }; return nextItem }, at: at)
        case 1 where !new[section].isEmpty:
            new[section].remove(at: Int.random(in: 0..<new[section].count, using: &generator))
        case 2 where new[section].count > 1:
            let from = Int.random(in: 0..<new[section].count, using: &generator)
            let item = new[section].remove(at: from)
            let to = Int.random(in: 0...new[section].count, using: &generator)
            new[section].insert(item, at: to)
            movedItems = [item]
            // Moved by one place, it swapped with a neighbour: either is the one moved.
            if Swift.abs(to - from) == 1 { movedItems.insert(new[section][from]) }
        case 3:
            new[section] += (0..<Int.random(in: 1...10, using: &generator)).map { _ in defer { nextItem += 1 }; return nextItem }
        default:
            // The same counts, other items.
            new[section] = new[section].map { _ in defer { nextItem += 1 }; return nextItem }
        }
        // The items and the app's estimates, told at once as the collection tells them.
        let before = itemData
        data = new
        if case .changed = lazy.dataChanged(from: before, to: itemData) {
            let present = Set(new.joined())
            measured = measured.filter { present.contains($0.key) }
        }
        apply(lazy.update(view: nil, sectionCounts: counts, textScale: textScale, reduceMotion: reduceMotion, itemSizes: sizes), "items")
        sent.insert("itemsChanged")
        if kind == 2 { sent.insert("itemsChanged:move") }
        return "items \(old.map(\.count)) → \(new.map(\.count)) (change \(kind))"
    }

    /// The app's estimates change alone (`itemSize` gives other sizes for the same items), for
    /// items no cell measured: the collection invalidates its data and lays out again.
    private mutating func changeEstimates() -> String {
        guard sizedByData, !data.joined().isEmpty else { return "no estimates" }
        let items = (0..<Int.random(in: 1...4, using: &generator)).map { _ in pick(Array(data.joined())) }
        let before = itemData
        for item in items { estimated[item] = Size(width: 100, height: Double(Int.random(in: 30...400, using: &generator))) }
        lazy.dataChanged(from: before, to: itemData)
        apply(lazy.update(view: nil, sectionCounts: counts, textScale: textScale, reduceMotion: reduceMotion, itemSizes: sizes), "estimates")
        sent.formUnion(["appSizes", "appSizes:all"])
        return "the estimates of \(items) changed"
    }

    /// A measured cell's content grows (a message streaming in): it measures again.
    private mutating func growCell() -> String {
        let shown = lazy.elements.filter { $0.id.kind == .cell }.compactMap { element -> Int? in
            guard data.indices.contains(element.id.section), data[element.id.section].indices.contains(element.id.item) else { return nil }
            let item = data[element.id.section][element.id.item]
            return measured[item] == nil ? nil : item
        }
        guard sizedByData, !shown.isEmpty else { return measureCells() }
        let item = pick(shown)
        grown[item, default: 0] += Double(Int.random(in: 20...360, using: &generator))
        return "item \(item) grew; " + measureCells()
    }

    /// The cells in view measure their content, as `onGeometryChange` reports it.
    private mutating func measureCells() -> String {
        guard sizedByData else { return "no measuring" }
        var reported = 0
        for element in lazy.elements where element.id.kind == .cell && reported < 6 {
            guard data.indices.contains(element.id.section), data[element.id.section].indices.contains(element.id.item) else { continue }
            let item = data[element.id.section][element.id.item]
            let size = own(item)
            guard measured[item] != size else { continue }
            sent.insert(measured[item] == nil ? "report" : "report:again")
            measured[item] = size
            let outcome = lazy.report(size, of: element.id)
            if outcome.scrollTo != nil, let moved = outcome.scrollTo, moved == view.bounds.origin {
                fail("measure", "a scroll to where the view already is")
            }
            apply(outcome, "measure")
            reported += 1
        }
        return "\(reported) cells measured"
    }

    private mutating func check(_ event: String) {
        guard let driver = lazy.core.driver else { return }
        if driver.input.sectionCounts != counts { fail(event, "laid out for \(driver.input.sectionCounts), the data has \(counts)") }
        // The views are what a fresh layout keeps at the view's offset.
        guard let fresh = try? lazy.core.layout.prepare(driver.input) else { return }
        var position = driver.position
        position.offset = view.layoutOffset
        let rect = driver.keptRect(at: view.layoutOffset)
        guard let all = try? fresh.allElements(at: position) else { return }
        let byFrame = Set(all.filter { $0.frame.intersects(rect) }.map(\.id))
        let drawn = Set(all.filter { $0.frame.intersects(rect) || ($0.displayedBounds ?? $0.frame).intersects(rect) }.map(\.id))
        let shown = Set(lazy.elements.map(\.id))
        if !(byFrame.isSubset(of: shown) && shown.isSubset(of: drawn)) {
            fail(event, "views: \(byFrame.subtracting(shown).sorted().prefix(3)) missing, \(shown.subtracting(drawn).sorted().prefix(3)) too many")
        }
        let attributes = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })
        for element in lazy.elements where attributes[element.id] != element {
            fail(event, "\(element.id) is not drawn as a fresh layout draws it")
            break
        }
        // What SwiftUI's visualEffect draws for each frame: the placement and the sampler give
        // each element's attributes at the view's offset.
        let placed = Dictionary(uniqueKeysWithValues: lazy.placements.map { ($0.id, $0) })
        for element in lazy.elements {
            guard let placement = placed[element.id] else {
                fail(event, "\(element.id) has no placement")
                break
            }
            let sampled = lazy.sampler.attributes(of: placement, contentOffset: view.bounds.origin)
            if sampled != element {
                fail(event, "\(element.id) is drawn by its placement as \(sampled), not \(element)")
                break
            }
        }
        // Sizes follow items: the layout has each item's measured size, or its estimate.
        if sizedByData, let sizes = driver.input.itemSizes {
            for (section, items) in data.enumerated() where sizes.indices.contains(section) {
                for (index, item) in items.enumerated() where sizes[section].indices.contains(index) {
                    let expected = ItemSize.size(measured[item] ?? estimated[item] ?? Self.estimate(item))
                    if sizes[section][index] != expected {
                        fail(event, "item \(item) at \(section).\(index) is laid out at \(sizes[section][index]), not \(expected)")
                        return
                    }
                }
            }
        }
    }
}
