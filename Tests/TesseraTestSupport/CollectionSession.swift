import Synchronization
@_spi(Adapters) @_spi(Generated) import TesseraRuntime
import TesseraExercise

/// A random session of what UIKit and AppKit send a collection view's layout, driven through
/// `SimulatedCollectionView`, with the contract checked after every event: scrolls, drags that
/// begin and end with a fling, resizes with and without animation, rotations with and without
/// `invalidateLayout()`, the keyboard (as a frame and as an inset), bars, text sizes and Reduce
/// Motion, `reloadData`, batch updates with sections as UIKit encodes them, cells that size
/// themselves, live layout changes, layout swaps and layout errors. `docs/APPS.md` lists the
/// invariants; each was seen to fail with the core broken on purpose.
package struct CollectionSession {
    package private(set) var view: SimulatedCollectionView
    /// The app's data: each section's item identities, in order.
    package private(set) var data: [[Int]]
    /// What broke an invariant, with the event that did it.
    package private(set) var violations: [String] = []
    package private(set) var events: [String] = []
    /// What the session sent, in the features of docs/entry-points.json (`SentFeatures`).
    package private(set) var sent: Set<String> = ["open"]
    /// Sizes the app changed (by item): they replace its estimate.
    private var appSized: [Int: Size] = [:]
    /// How much an item's content grew after its cell first reported (a message streaming in).
    private var grown: [Int: Double] = [:]
    private var generator: SeededGenerator
    private let newCalls: Bool
    private var nextItem = 0
    package let name: String
    private let sizedByData: Bool
    /// The layouts a swap or a live change moves between; the session starts with the first.
    private let layouts: [any TesseraLayout]
    private let live: LiveLayoutDouble
    /// Reports of left-out kinds by the layout objects before the current one.
    private var leftOutReportsBeforeSwap = 0
    /// The items the latest batch moved, themselves or with their section.
    private var movedItems = Set<Int>()
    /// The phone's bounds before a keyboard or a resize changed them.
    private var fullSize: Size

    /// `layouts`: the layout, and others a live change or a swap may bring. `sizedByData`: the
    /// layout takes item sizes from data (its cells then size themselves).
    /// `newCalls`: also a cell growing after its first report, the app's sizes changed with
    /// `invalidateLayout()` or `invalidateItems(at:)`, interactive moves, shelves scrolled
    /// sideways, and a cell growing while a finger is down (off: the events of the sessions before them, for seeds kept).
    package init(name: String, layouts: [any TesseraLayout], sizedByData: Bool, seed: UInt64, newCalls: Bool = true) {
        self.newCalls = newCalls
        var generator = SeededGenerator(seed: seed)
        self.name = name
        self.sizedByData = sizedByData
        self.layouts = layouts
        let live = LiveLayoutDouble(layouts[0])
        self.live = live
        let size = [Size(width: 390, height: 844), Size(width: 375, height: 667), Size(width: 820, height: 1180),
                    Size(width: 1366, height: 1024)][Int.random(in: 0..<4, using: &generator)]
        fullSize = size
        let insets = [EdgeInsets.zero, EdgeInsets(top: 91, left: 0, bottom: 83, right: 0)][Int.random(in: 0..<2, using: &generator)]
        // Some apps provide no footers, or neither kind: a layout that has them must leave them out.
        let supplied: Set<ElementKind> = [[.header, .footer], [.header, .footer], [.header], []][Int.random(in: 0..<4, using: &generator)]
        let counts = (0..<Int.random(in: 1...3, using: &generator)).map { _ in Int.random(in: 0...60, using: &generator) }
        var next = 0
        let data = counts.map { count in (0..<count).map { _ in Self.newItem(&next) } }
        self.data = data
        nextItem = next
        let sizes = sizedByData ? data.map { $0.map(Self.estimate) } : nil
        self.generator = generator
        // A collection view starts at `-adjustedContentInset`: its content below the bars.
        view = SimulatedCollectionView(layout: live, bounds: Rect(x: -insets.left, y: -insets.top, width: size.width, height: size.height), insets: insets,
                                       counts: counts, sizes: sizes, suppliedKinds: supplied)
        if sizedByData {
            view.preferredSize = { id in Self.ownSize(of: Self.item(at: id, in: data)) }
            view.layoutPass(preparing: false)
        }
        view.runLoop()
        check("start")
    }

    private static func newItem(_ next: inout Int) -> Int {
        defer { next += 1 }
        return next
    }

    private static func item(at id: ElementID, in data: [[Int]]) -> Int? {
        data.indices.contains(id.section) && data[id.section].indices.contains(id.item) ? data[id.section][id.item] : nil
    }

    /// The app's estimate for an item, and the size its cell's content takes (which differs).
    private static func estimate(of item: Int) -> ItemSize {
        .size(Size(width: 100, height: Double(80 + item % 5 * 10)))
    }

    private static func ownSize(of item: Int?, grown: [Int: Double] = [:]) -> Size? {
        item.map { Size(width: Double(90 + $0 % 3 * 20), height: Double(40 + ($0 * 37) % 200) + (grown[$0] ?? 0)) }
    }

    private var estimates: [[ItemSize]]? {
        sizedByData ? data.map { $0.map { item in appSized[item].map(ItemSize.size) ?? Self.estimate(of: item) } } : nil
    }

    private var counts: [Int] { data.map(\.count) }

    // MARK: Events

    /// Runs `count` random events, checking the invariants after each.
    package mutating func run(events count: Int) {
        for _ in 0..<count { step() }
    }

    private mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &generator) < percent
    }

    private mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int.random(in: 0..<choices.count, using: &generator)]
    }

    /// One event, as a platform can send it, and the checks after it.
    package mutating func step() {
        movedItems = []
        let before = snapshot()
        let event: String
        // The calls issue 58 found no session sending, in their own steps: sessions made
        // without them (`newCalls: false`) replay the seeds found before exactly.
        if newCalls, chance(8) {
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: event = growCell()
            case 1: event = appSizes()
            case 2: event = shelf()
            default: event = interactiveMove()
            }
        } else {
            switch Int.random(in: 0..<100, using: &generator) {
            case 0..<28: event = scroll()
            case 28..<44: event = drag()
            case 44..<50: event = resize()
            case 50..<55: event = rotate()
            case 55..<60: event = keyboard()
            case 60..<63: event = bars()
            case 63..<68: event = readerSettings()
            case 68..<72: event = reload()
            case 72..<88: event = batchUpdate()
            case 88..<92: event = liveChange()
            case 92..<94: event = swapLayout()
            default: event = cellSizes()
            }
        }
        view.runLoop()
        events.append(event)
        check(event, before: before)
    }

    private var vertical: Bool { view.core.driver?.prepared.axis != .horizontal }

    private func along(_ point: Point) -> Double { vertical ? point.y : point.x }

    private func moved(_ origin: Point, by delta: Double) -> Point {
        vertical ? Point(x: origin.x, y: origin.y + delta) : Point(x: origin.x + delta, y: origin.y)
    }

    private mutating func scroll() -> String {
        let delta = Double(Int.random(in: -900...900, using: &generator))
        view.scroll(to: moved(view.bounds.origin, by: delta))
        sent.insert("scroll")
        return "scroll by \(delta)"
    }

    private mutating func drag() -> String {
        let steps = (0..<Int.random(in: 1...4, using: &generator)).reduce(into: [view.bounds.origin]) { path, _ in
            path.append(moved(path.last ?? .zero, by: Double(Int.random(in: -120...120, using: &generator))))
        }.dropFirst()
        let speed = pick([-4.0, -1, -0.2, 0, 0.2, 1, 4])
        let velocity = vertical ? Point(x: 0, y: speed) : Point(x: speed, y: 0)
        let start = view.bounds.origin
        view.isDragging = true
        for step in steps { view.scroll(to: step) }
        sent.formUnion(["dragBegin", "dragEnd", "scroll"])
        if speed != 0 { sent.insert("dragEnd:fling") }
        // Now and then a cell grows while the finger is down (a message streaming in).
        var during = ""
        if newCalls, sizedByData, chance(20) {
            during = ", " + growCell() + " while the finger was down"
            view.runLoop()
            sent.insert("dragging:otherEvent")
        }
        // The layout as it is when the finger lifts, which the rest is asked of.
        let layout = view.core.driver?.prepared
        let rest = view.fling(to: steps.last ?? start, velocity: velocity)
        checkRest(start: start, rest: rest, velocity: speed, layout: layout)
        return "drag from \(start) through \(Array(steps))\(during) at \(speed), rested at \(rest)"
    }

    private mutating func resize() -> String {
        let size = Size(width: Double(Int.random(in: 320...1366, using: &generator)), height: Double(Int.random(in: 400...1366, using: &generator)))
        let animated = chance(50)
        fullSize = size
        view.resize(to: size, animated: animated)
        sent.insert("resize")
        return "resize to \(size)\(animated ? ", animated" : "")"
    }

    private mutating func rotate() -> String {
        let full = chance(50)
        let size = Size(width: view.bounds.height, height: view.bounds.width)
        fullSize = size
        view.rotate(to: size, fullInvalidation: full)
        sent.insert("resize")
        return "rotate to \(size)\(full ? " after invalidateLayout()" : "")"
    }

    /// The keyboard: a view pinned to the keyboard's layout guide changes its frame, or one that
    /// sets its bottom inset; it may cover the whole view.
    private mutating func keyboard() -> String {
        let height = pick([300.0, 0, fullSize.height])
        if chance(50) {
            // Squeezed to a row at the least: a view pinned to the keyboard over a short screen.
            let size = Size(width: view.bounds.width, height: Swift.max(44, fullSize.height - height))
            view.resize(to: size, animated: chance(50))
            sent.insert("resize")
            return "keyboard frame: height \(size.height)"
        }
        var insets = view.insets
        insets.bottom = height
        view.setInsets(insets)
        sent.insert("insets")
        return "keyboard inset: bottom \(height)"
    }

    private mutating func bars() -> String {
        let insets = pick([EdgeInsets.zero, EdgeInsets(top: 91, left: 0, bottom: 83, right: 0),
                           EdgeInsets(top: 0, left: 47, bottom: 21, right: 47), EdgeInsets(top: 91, left: 0, bottom: 0, right: 0)])
        view.setInsets(insets)
        sent.insert("insets")
        return "insets \(insets)"
    }

    private mutating func readerSettings() -> String {
        let scale = pick([1, 14.0 / 17, 33.0 / 17, 53.0 / 17])
        let motion = chance(30) ? !view.reduceMotion : view.reduceMotion
        let system = chance(50)
        view.changeReaderSettings(textScale: scale, reduceMotion: motion, systemInvalidates: system)
        sent.formUnion(["textScale", "reduceMotion"])
        return "text scale \(scale), reduce motion \(motion)\(system ? ", the system invalidating first" : "")"
    }

    private mutating func reload() -> String {
        let counts = (0..<Int.random(in: 1...3, using: &generator)).map { _ in Int.random(in: 0...60, using: &generator) }
        data = counts.map { count in (0..<count).map { _ in Self.newItem(&nextItem) } }
        refreshPreferredSizes()
        view.reloadData(counts: counts, sizes: estimates)
        sent.insert(counts.contains { $0 > 0 } ? "reloadData" : "reloadData:empty")
        return "reloadData to \(counts)"
    }

    private mutating func liveChange() -> String {
        live.current = pick(layouts)
        view.layoutDidChange()
        return "the live layout changed to \(live.current.name)"
    }

    /// `setCollectionViewLayout(_:animated:)`: a new layout object, which UIKit tells of the old
    /// one (`prepareForTransition(from:)`), prepares and asks the target content offset of.
    private mutating func swapLayout() -> String {
        var swapped = view
        swapped.core = CollectionLayoutCore(layout: live, suppliedKinds: view.core.suppliedKinds)
        swapped.core.takeAnchor(from: view.core, view: view.view)
        live.current = pick(layouts)
        swapped.shown = [:]
        swapped.layoutPass(preparing: true)
        let target = swapped.core.offsetAfterChange(proposed: swapped.bounds.origin, insets: swapped.insets)
        swapped.scroll(to: target)
        view = swapped
        sent.formUnion(["switch", "switch:fresh"])
        leftOutReportsBeforeSwap = leftOutReports
        return "setCollectionViewLayout to \(live.current.name)"
    }

    private mutating func cellSizes() -> String {
        // The cells' content changes size (a caption that loaded): they report again.
        guard sizedByData else { return scroll() }
        data = data.map { section in section.map { _ in Self.newItem(&nextItem) } }
        refreshPreferredSizes()
        view.reloadData(counts: counts, sizes: estimates)
        sent.insert("reloadData")
        return "every cell's content replaced (reloadData with the same counts)"
    }

    /// A cell in view that reported grows, with no reload (a message streaming in): it reports
    /// again in the layout pass that follows.
    private mutating func growCell() -> String {
        let reported = view.shown.keys.filter { $0.kind == .cell && view.core.reportedSizes[$0] != nil }.sorted()
        guard !reported.isEmpty, let item = Self.item(at: pick(reported), in: data) else { return "no cell to grow" }
        grown[item, default: 0] += Double(Int.random(in: 20...360, using: &generator))
        refreshPreferredSizes()
        let taken = view.reportsTaken
        view.layoutPass(preparing: false)
        if view.reportsTaken > taken { sent.formUnion(["report", "report:again"]) }
        return "item \(item) grew to \(Self.ownSize(of: item, grown: grown).map { "\($0)" } ?? "?") after its first report"
    }

    /// A shelf (an orthogonal section) scrolled sideways by the app's pan, to where the pan rests.
    private mutating func shelf() -> String {
        guard let section = counts.indices.first(where: { view.core.band(ofSection: $0) != nil }) else { return scroll() }
        let proposed = Double(Int.random(in: 0...900, using: &generator))
        let rest = view.core.restingOffset(ofSection: section, proposed: proposed, velocity: pick([-3.0, 0, 3]))
        view.scrollShelf(section, to: rest)
        sent.insert("shelfOffset")
        return "shelf \(section) scrolled to \(rest)"
    }

    /// The app changes the sizes it gives for a few items and invalidates the layout, or those
    /// items alone (an invalidation context naming them).
    private mutating func appSizes() -> String {
        let ids = view.shown.keys.filter { $0.kind == .cell }.sorted()
        guard sizedByData, !ids.isEmpty else { return scroll() }
        let chosen = (0..<Int.random(in: 1...3, using: &generator)).map { _ in pick(ids) }
        for id in chosen {
            if let item = Self.item(at: id, in: data) { appSized[item] = Size(width: 100, height: Double(Int.random(in: 40...400, using: &generator))) }
        }
        if chance(50) {
            view.appInvalidatesLayout(sizes: estimates)
            sent.formUnion(["appSizes", "appSizes:all"])
            return "the app's sizes of \(chosen) changed, then invalidateLayout()"
        }
        view.appInvalidatesItems(chosen, sizes: estimates)
        sent.formUnion(["appSizes", "appSizes:items"])
        return "the app's sizes of \(chosen) changed, then invalidateItems(at:)"
    }

    /// An interactive move of a cell in view to another cell's place in its section, ended or
    /// cancelled; the data source moves the item when it ends.
    private mutating func interactiveMove() -> String {
        let ids = view.shown.keys.filter { $0.kind == .cell }.sorted()
        guard let source = ids.first.map({ _ in pick(ids) }) else { return scroll() }
        let targets = ids.filter { $0.section == source.section }
        let target = pick(targets)
        let cancelled = chance(25)
        sent.formUnion(["moveBegin", "moveTarget", cancelled ? "moveCancel" : "moveEnd"])
        if !cancelled, data.indices.contains(source.section), data[source.section].indices.contains(source.item),
           data[source.section].indices.contains(target.item) {
            let item = data[source.section].remove(at: source.item)
            data[source.section].insert(item, at: target.item)
            movedItems.insert(item)
            refreshPreferredSizes()
        }
        view.interactiveMove(from: source, to: target, sizes: estimates, cancelled: cancelled)
        return "an interactive move of \(source) to \(target)\(cancelled ? ", cancelled" : "")"
    }

    private mutating func refreshPreferredSizes() {
        guard sizedByData else { return }
        let data = self.data, grown = self.grown
        view.preferredSize = { id in Self.ownSize(of: Self.item(at: id, in: data), grown: grown) }
    }

    // MARK: Batch updates

    /// A random batch as an app makes one: sections deleted, inserted and moved, items deleted,
    /// inserted, moved and reloaded in the sections that stay where they are; applied to the
    /// data with UIKit's rules (independently of the runtime's `BatchUpdate`).
    private mutating func batchUpdate() -> String {
        let old = data
        movedItems = []
        var updates: [ItemUpdate] = []
        var entries: [CollectionLayoutCore.UpdateEntry] = []
        let sectionEntry = { (index: Int) in [index, Int.max] }
        var deletedSections = Set<Int>(), movedFrom: [Int: Int] = [:], insertedSections: [Int: [Int]] = [:]
        // Sections first: at most one change of each kind.
        if old.count > 1, chance(15) {
            let section = Int.random(in: 0..<old.count, using: &generator)
            deletedSections.insert(section)
            updates.append(.deleteSection(section))
            entries.append(.init(action: .delete, before: sectionEntry(section), after: nil))
        }
        let survivors = old.count - deletedSections.count
        if chance(15) {
            let at = Int.random(in: 0...survivors, using: &generator)
            let items = (0..<Int.random(in: 0...8, using: &generator)).map { _ in Self.newItem(&nextItem) }
            insertedSections[at] = items
            updates.append(.insertSection(at, items: items.count))
            entries.append(.init(action: .insert, before: nil, after: sectionEntry(at)))
        }
        let newSectionCount = survivors + insertedSections.count
        if chance(15), let from = (0..<old.count).filter({ !deletedSections.contains($0) }).randomElement(using: &generator) {
            let to = Int.random(in: 0..<newSectionCount, using: &generator)
            if insertedSections[to] == nil {
                movedFrom[from] = to
                movedItems.formUnion(old[from])
                updates.append(.moveSection(from: from, to: to))
                entries.append(.init(action: .move, before: sectionEntry(from), after: sectionEntry(to)))
            }
        }
        // The new order of sections: survivors in order, then each arrival at its index.
        let staying = (0..<old.count).filter { !deletedSections.contains($0) && movedFrom[$0] == nil }
        var arrivals = insertedSections.map { ($0.key, Optional<Int>.none) } + movedFrom.map { ($0.value, Optional($0.key)) }
        arrivals.sort { $0.0 < $1.0 }
        var order: [Int?] = staying.map { $0 }
        for (index, source) in arrivals { order.insert(source, at: Swift.min(index, order.count)) }
        guard order.count == newSectionCount else { return scroll() }
        // Items, in sections that stay in place (old index = new index, not moved).
        var newData = order.enumerated().map { index, source in source.map { old[$0] } ?? insertedSections[index] ?? [] }
        for (newIndex, source) in order.enumerated() {
            guard let oldIndex = source, oldIndex == newIndex, movedFrom[oldIndex] == nil, chance(60) else { continue }
            var items = old[oldIndex]
            let count = items.count
            if count > 0, chance(20) {
                // A reload alone: the item is replaced in place.
                let item = Int.random(in: 0..<count, using: &generator)
                items[item] = Self.newItem(&nextItem)
                updates += [.delete(item: item, section: oldIndex), .insert(item: item, section: newIndex)]
                entries.append(.init(action: .reload, before: [oldIndex, item], after: [newIndex, item]))
                newData[newIndex] = items
                continue
            }
            var deleted = Set<Int>()
            for _ in 0..<Int.random(in: 0...3, using: &generator) where count > 0 {
                deleted.insert(Int.random(in: 0..<count, using: &generator))
            }
            var moving: (from: Int, item: Int)?
            if count > 1, chance(40), let from = (0..<count).filter({ !deleted.contains($0) }).randomElement(using: &generator) {
                moving = (from, items[from])
                movedItems.insert(items[from])
            }
            var remaining = items.enumerated().filter { !deleted.contains($0.offset) && $0.offset != moving?.from }.map(\.element)
            for index in deleted.sorted() {
                updates.append(.delete(item: index, section: oldIndex))
                entries.append(.init(action: .delete, before: [oldIndex, index], after: nil))
            }
            // Arrivals at ascending new indices: inserted items, and the moved one.
            var arriving: [(index: Int, item: Int, from: Int?)] = []
            let insertCount = Int.random(in: 0...3, using: &generator)
            let finalCount = remaining.count + insertCount + (moving == nil ? 0 : 1)
            var free = Array(0..<finalCount)
            free.shuffle(using: &generator)
            for index in free.prefix(insertCount) { arriving.append((index, Self.newItem(&nextItem), nil)) }
            if let moving, let index = free.dropFirst(insertCount).first { arriving.append((index, moving.item, moving.from)) }
            arriving.sort { $0.index < $1.index }
            for arrival in arriving {
                remaining.insert(arrival.item, at: arrival.index)
                if let from = arrival.from {
                    updates.append(.move(from: .cell(from, section: oldIndex), to: .cell(arrival.index, section: newIndex)))
                    entries.append(.init(action: .move, before: [oldIndex, from], after: [newIndex, arrival.index]))
                } else {
                    updates.append(.insert(item: arrival.index, section: newIndex))
                    entries.append(.init(action: .insert, before: nil, after: [newIndex, arrival.index]))
                }
            }
            items = remaining
            newData[newIndex] = items
        }
        data = newData
        refreshPreferredSizes()
        view.performBatchUpdates(entries, updates: updates, counts: counts, sizes: estimates)
        sent.insert("update")
        if entries.count > 1 { sent.insert("update:several") }
        if entries.contains(where: { $0.action == .move }) { sent.insert("update:move") }
        if entries.contains(where: { ($0.before ?? $0.after)?.last == Int.max }) { sent.insert("update:section") }
        return "performBatchUpdates \(updates)"
    }

    // MARK: Invariants

    /// What an event is checked against afterwards: the first cell in view, where it is on the
    /// screen, whether the layout had failed, and the errors so far.
    private struct Snapshot {
        /// The cells in view, first first: each item and how far its leading edge is from the viewport's.
        var inView: [(item: Int, distance: Double)]
        /// Sideways right to left: the cells in view by their right edges, rightmost first, each
        /// with how far that edge is from the viewport's right edge (what a batch update holds).
        var inViewByRightEdge: [(item: Int, distance: Double)]?
        var atStart: Bool
        /// At the end of a layout kept to its end (`ScrollDriver.followsEnd`).
        var followsEnd: Bool
        /// The layout (its variant for the viewport) keeps to its end: at its start, the first
        /// cell in view keeps its place.
        var keptToEnd: Bool
        /// Scrolled past where the content ends (a scroll the session sets outright): the cells
        /// seen there lie outside the content, and no layout can be asked to keep them in place.
        var pastTheEnd: Bool
        /// Scrolled before the content's start, as a bounce goes.
        var beforeTheStart: Bool
        var failed: Bool
        var errors: Int
        var leftOutReports: Int
        var reportsTaken: Int
        var axis: ScrollAxis?
    }

    private func snapshot() -> Snapshot {
        Snapshot(inView: cellsInView(), inViewByRightEdge: view.core.driver?.prepared.endsAtOrigin == true ? cellsInView(byRightEdge: true) : nil, atStart: view.core.driver != nil && along(view.view.layoutOffset) <= 0,
                 followsEnd: view.core.driver?.followsEnd(at: view.view.layoutOffset) ?? false,
                 keptToEnd: view.core.driver?.prepared.gravity == .end,
                 pastTheEnd: view.core.driver.map { along(view.view.layoutOffset) > along($0.prepared.maximumOffset) + 1e-6 } ?? false,
                 beforeTheStart: along(view.view.layoutOffset) < -1e-6,
                 failed: view.core.failure != nil, errors: view.reportedErrors.count, leftOutReports: leftOutReports,
                 reportsTaken: view.reportsTaken, axis: view.core.driver?.prepared.axis)
    }

    private var leftOutReports: Int {
        view.reportedErrors.filter { $0.message.contains("are left out") }.count
    }

    /// The cells in the viewport (what the bars leave) as the view shows them, by the data's
    /// identity, in the order an anchor is chosen: the one that starts first, the lower index
    /// path on a tie.
    private func cellsInView(byRightEdge: Bool = false) -> [(item: Int, distance: Double)] {
        // From a fresh layout's frames (where the layout puts cells, effects aside), not from the
        // core's frame.
        guard let driver = view.core.driver, let prepared = try? view.core.layout.prepare(driver.input) else { return [] }
        var position = driver.position
        position.offset = view.view.layoutOffset
        let start = along(position.offset), length = vertical ? driver.viewport.height : driver.viewport.width
        var cells: [(id: ElementID, distance: Double)] = []
        // On the screen: a shelf's cells scrolled out sideways are not in view.
        let screen = Rect(x: position.offset.x, y: position.offset.y, width: driver.viewport.width, height: driver.viewport.height)
        for element in (try? prepared.allElements(at: position)) ?? [] where element.id.kind == .cell && element.frame.intersects(screen) {
            let u = vertical ? element.frame.y : element.frame.x
            let end = u + (vertical ? element.frame.height : element.frame.width)
            if end > start, u < start + length { cells.append((element.id, byRightEdge ? start + length - end : u - start)) }
        }
        cells.sort { ($0.distance, $0.id) < ($1.distance, $1.id) }
        return cells.compactMap { cell in Self.item(at: cell.id, in: data).map { ($0, cell.distance) } }
    }

    private mutating func fail(_ event: String, _ message: String) {
        violations.append("event \(events.count) (\(event)): \(message)\n  before it: \(events.dropLast().suffix(5).joined(separator: " | "))")
    }

    private mutating func check(_ event: String, before: Snapshot? = nil) {
        // 1. Nothing UIKit would throw for: attributes for index paths that exist, for the
        //    supplementary kinds the app provides, never nil for what it shows.
        if !view.exceptions.isEmpty {
            fail(event, "exceptions: \(view.exceptions.prefix(3))")
            view.exceptions.removeAll()
        }
        guard let driver = view.core.driver else {
            checkErrors(event, before: before)
            return
        }
        // 2. The layout is the layout of now: the counts, and what a fresh layout shows.
        if driver.input.sectionCounts != counts { fail(event, "laid out for \(driver.input.sectionCounts), the data has \(counts)") }
        let fresh: [ElementID: LayoutAttributes]
        do { fresh = try view.fresh() } catch {
            fail(event, "a fresh layout failed where the core did not: \(error)")
            return
        }
        if view.shown != fresh {
            let stale = Set(view.shown.keys).symmetricDifference(fresh.keys).sorted().prefix(3)
            let differing = view.shown.keys.filter { fresh[$0] != nil && fresh[$0] != view.shown[$0] }.sorted().prefix(3)
            fail(event, "stale attributes at \(view.bounds): only one side \(Array(stale)), differing \(Array(differing))")
        }
        // 3. Every resting offset lies where the view can scroll now, insets included.
        checkReach(event)
        // 4. The first cell in view stays where it was on the screen across changes of size,
        //    text size, Reduce Motion, the layout and the data.
        checkAnchor(event, before: before)
        // 5. A layout kept to its end opens there, and a view that followed its end follows it
        //    through every change but a scroll.
        checkEnd(event, before: before)
        // 6. A size a cell reported stays with its item.
        for (id, size) in view.core.reportedSizes {
            let expected = Self.ownSize(of: Self.item(at: id, in: data), grown: grown).map(ItemSize.size)
            if expected != size { fail(event, "the size reported for item \(Self.item(at: id, in: data) ?? -1) is on \(id): \(size), its own is \(String(describing: expected))") }
        }
        checkErrors(event, before: before)
    }

    private mutating func checkReach(_ event: String) {
        guard let driver = view.core.driver else { return }
        let proposed = moved(view.bounds.origin, by: Double(Int.random(in: -4_000...4_000, using: &generator)))
        let speed = pick([-3.0, 0, 3])
        let rest = view.core.restingOffset(proposed: proposed, velocity: vertical ? Point(x: 0, y: speed) : Point(x: speed, y: 0), insets: view.insets)
        view.runLoop()
        guard view.core.failure == nil else { return }
        let top = vertical ? view.insets.top : view.insets.left, bottom = vertical ? view.insets.bottom : view.insets.right
        let content = vertical ? driver.contentSize.height : driver.contentSize.width
        let length = vertical ? view.bounds.height : view.bounds.width
        let lowest = -top, highest = Swift.max(lowest, content + bottom - length)
        let at = along(rest)
        if at < lowest - 1e-6 || at > highest + 1e-6 {
            fail(event, "a fling proposing \(proposed) rests at \(at), outside \(lowest)...\(highest)")
        }
        // Without snapping, a fling past either end rests at that end: the keyboard's inset or a
        // shorter frame must not leave the last rows out of reach.
        let snaps = driver.prepared.snap != .none || (0..<driver.prepared.sectionCount).contains { driver.prepared.sections[$0].snap != nil }
        let wanted = along(proposed)
        if !snaps, view.view.viewport.width > 0, view.view.viewport.height > 0, wanted > highest || wanted < lowest,
           Swift.abs(at - Swift.min(Swift.max(wanted, lowest), highest)) > 1e-6 {
            fail(event, "a fling proposing \(wanted) past the end rests at \(at), not at the end (\(lowest)...\(highest))")
        }
    }

    private mutating func checkEnd(_ event: String, before: Snapshot?) {
        guard let driver = view.core.driver, view.core.failure == nil else { return }
        let offset = along(view.view.layoutOffset), end = along(driver.endOffset)
        guard driver.prepared.gravity == .end || event != "start" else { return }
        if event == "start" {
            if Swift.abs(offset - end) > 1e-6 { fail(event, "a layout kept to its end opened at \(offset), not at its end \(end)") }
            return
        }
        // A view scrolled past the end outright is left there by what does not move the content.
        guard let before, before.followsEnd, !before.failed, !before.pastTheEnd, !before.beforeTheStart,
              !event.hasPrefix("scroll"), !event.hasPrefix("drag") else { return }
        // A view the insets cover keeps the viewport it had; the bars then decide what shows.
        guard view.view.viewport.width > 0, view.view.viewport.height > 0 else { return }
        if Swift.abs(offset - end) > ScrollDriver.endTolerance {
            fail(event, "the view followed the end and is now at \(offset), the end is at \(end)")
        }
    }

    private mutating func checkAnchor(_ event: String, before: Snapshot?) {
        guard let before, !before.failed, !before.pastTheEnd, view.core.failure == nil, let driver = view.core.driver else { return }
        let anchored = ["resize", "rotate", "keyboard frame", "text scale", "the live layout", "setCollectionViewLayout", "performBatchUpdates",
                        "the app's sizes"]
        guard anchored.contains(where: { event.hasPrefix($0) }) else { return }
        // Cells that sized themselves after the change moved the view, each keeping the cells on
        // screen in place (the simulated view checks that); the anchor before them may have been
        // held at an end that then moved.
        guard view.reportsTaken == before.reportsTaken else { return }
        // A layout that scrolls the other way now has no first cell in the same sense.
        guard before.axis == driver.prepared.axis else { return }
        let offset = along(view.view.layoutOffset), limit = vertical ? driver.prepared.maximumOffset.y : driver.prepared.maximumOffset.x
        // A view that followed the end follows it (`checkEnd`); at the start of a layout kept to
        // its end, the first cell in view keeps its place (older items loaded above it).
        if before.followsEnd { return }
        if before.atStart, !before.keptToEnd {
            if offset > 1e-6, !event.hasPrefix("performBatchUpdates") { fail(event, "the view was at the start and is now at \(offset)") }
            return
        }
        // The first cell in view that is still there, and (after a batch) not moved by it.
        // Sideways right to left a batch update holds the rightmost cell by its right edge.
        let byRightEdge = event.hasPrefix("performBatchUpdates") && driver.prepared.endsAtOrigin ? before.inViewByRightEdge : nil
        guard let anchor = (byRightEdge ?? before.inView).first(where: { candidate in !movedItems.contains(candidate.item) && data.contains { $0.contains(candidate.item) } }) else { return }
        // Held at either end, the content cannot keep it in place.
        if offset <= 1e-6 || offset >= limit - 1e-6 { return }
        guard let section = data.firstIndex(where: { $0.contains(anchor.item) }),
              let item = data[section].firstIndex(of: anchor.item),
              let prepared = try? view.core.layout.prepare(driver.input),
              let frame = (try? prepared.attributes(for: .cell(item, section: section), at: driver.position))??.frame else { return }
        let distance = byRightEdge != nil ? offset + driver.viewport.width - frame.maxX : (vertical ? frame.y : frame.x) - offset
        // Across a switch of layouts a cell that began before the edge and is too short now to
        // reach past it goes to the edge instead (`ScrollDriver.keptInView`): it stays in view.
        let switched = event.hasPrefix("setCollectionViewLayout")
        let length = vertical ? frame.height : frame.width
        let expected = switched && anchor.distance < 0 && length + anchor.distance <= 0 ? 0 : anchor.distance
        if Swift.abs(distance - expected) > 0.5 {
            fail(event, "the first cell in view (item \(anchor.item)) moved on the screen from \(anchor.distance) to \(distance)")
        }
    }

    private mutating func checkErrors(_ event: String, before: Snapshot?) {
        guard let before else { return }
        let leftOut = leftOutReports - before.leftOutReports
        let new = view.reportedErrors.count - before.errors - leftOut
        if new > 1 { fail(event, "\(new) errors reported for one event: \(view.reportedErrors.suffix(new))") }
        let changesInputs = !(event.hasPrefix("scroll") || event.hasPrefix("drag"))
        if new > 0, before.failed, !changesInputs { fail(event, "a failure reported again without a change: \(view.reportedErrors.last.map { "\($0)" } ?? "")") }
        if leftOutReports - leftOutReportsBeforeSwap > 2 { fail(event, "a left-out kind reported more than once") }
    }

    /// Snapping: the rest is a rest position; paging passes at most its count from where the
    /// drag began, and a fling moves at least one position when there is one ahead.
    private mutating func checkRest(start: Point, rest: Point, velocity: Double, layout: PreparedLayout?) {
        // A view the insets cover keeps a viewport it no longer has: nothing there to snap to.
        guard let now = layout, view.core.failure == nil, now.viewport == view.view.viewport else { return }
        // A section's own rule decides where it is under the viewport's middle; the layout's
        // rule is checked where no section has one.
        guard !(0..<now.sectionCount).contains(where: { now.sections[$0].snap != nil }) else { return }
        let insets = view.insets
        let lead = vertical ? insets.top : insets.left
        let startU = along(start) + lead, restU = along(rest) + lead
        guard let positions = try? RestPositions.of(now, rule: now.snap, at: ScrollOffsets(vertical ? Point(x: 0, y: startU) : Point(x: startU, y: 0))),
              !positions.isEmpty else { return }
        let event = "drag from \(startU) to rest \(restU) at \(velocity) (\(now.snap))"
        if !RestPositions.contains(positions, restU) {
            fail(event, "rests at \(restU), not a rest position of \(positions.prefix(12))")
        }
        guard case .paging(let items, _) = now.snap else { return }
        if RestPositions.passed(positions, from: startU, to: restU) > items {
            fail(event, "paging by \(items) passed \(RestPositions.passed(positions, from: startU, to: restU)) positions")
        }
        if velocity >= 1, positions.contains(where: { $0 > startU + 0.5 }), restU <= startU + 0.5 { fail(event, "a fling forward did not move") }
        if velocity <= -1, positions.contains(where: { $0 < startU - 0.5 }), restU >= startU - 0.5 { fail(event, "a fling back did not move") }
    }
}

/// A layout that changes while the app runs, as `TesseraLive`'s does when a file is saved.
final class LiveLayoutDouble: TesseraLayout, Sendable {
    private let state: Mutex<any TesseraLayout>

    init(_ layout: any TesseraLayout) {
        state = Mutex(layout)
    }

    var current: any TesseraLayout {
        get { state.withLock { $0 } }
        set { state.withLock { $0 = newValue } }
    }

    var name: String { current.name }

    func prepare(_ input: LayoutInput) throws(LayoutError) -> PreparedLayout {
        try current.prepare(input)
    }
}
