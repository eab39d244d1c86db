@_spi(Adapters) import TesseraRuntime

/// Random sessions: each event drawn from every kind (`SessionEvent.kinds`), with arguments
/// chosen from what the session shows so far, so that most of them do something (an item in
/// view reports, a cell in view is dragged, an update fits the counts).
package struct RandomSessions {
    /// The repository's layouts, and two sideways right to left ones (`Tests/Fixtures/VectorLayouts`).
    package static let layoutNames = ["chat", "waterfall", "grid", "magazine", "settings", "rtl_timeline", "rtl_lengths_by_index"]
    static let viewports = [Size(width: 375, height: 667), Size(width: 667, height: 375), Size(width: 414, height: 896), Size(width: 320, height: 568)]
    static let insetChoices = [EdgeInsets.zero, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                               EdgeInsets(top: 47, left: 0, bottom: 336, right: 0), EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)]
    static let textScales = [0.85, 1, 1.25, 1.6]

    /// Seeds × sessions × events of the random sessions in the vectors: every event kind many
    /// times over, and a file of a few megabytes.
    package static let seeds: [UInt64] = [1, 2, 3, 4, 5, 6]
    package static let sessionsPerSeed = 2
    package static let length = 30

    /// Layout errors (rule 12): sessions on layouts that refuse some inputs, among the others,
    /// with viewports too narrow for `narrow_refused` (with the sideways insets, all but the
    /// widest) and now and then the app's sizes a size short, so that errors stand, change and
    /// go; named `random-refused-SEED-N`.
    package static let refusingSeeds: [UInt64] = [7, 8, 9, 10, 11, 12]
    static let refusingLayoutNames = ["narrow_refused", "waterfall", "chat", "narrow_refused", "grid"]
    static let narrowViewports = [Size(width: 320, height: 568), Size(width: 300, height: 600), Size(width: 414, height: 896), Size(width: 340, height: 700)]

    /// The random sessions of the vectors.
    package static func all(_ layouts: @escaping SessionShell.Layouts) throws -> [SessionRecording] {
        try seeds.flatMap { seed in
            try (0..<sessionsPerSeed).map { try session(seed: seed, index: $0, length: length, layouts: layouts) }
        } + refusingSeeds.flatMap { seed in
            try (0..<sessionsPerSeed).map { try session(seed: seed, index: $0, length: length, layouts: layouts, refusing: true) }
        }
    }

    private var random: SeededGenerator
    private var session: SessionRecording
    private var dragging = false
    /// Whether the session draws inputs that layouts refuse (`refusingSeeds`).
    private var refusing = false

    /// Session `index` of `seed`, of `length` events (the first opens it).
    package static func session(seed: UInt64, index: Int, length: Int, layouts: @escaping SessionShell.Layouts,
                                refusing: Bool = false) throws -> SessionRecording {
        var random = SeededGenerator(seed: seed &* 1_000 &+ UInt64(index))
        let names = refusing ? refusingLayoutNames : layoutNames
        let layout = names[Int.random(in: 0..<names.count, using: &random)]
        let name = refusing ? "random-refused-\(seed)-\(index)" : "random-\(seed)-\(index)"
        var maker = RandomSessions(random: random, session: try SessionRecording(name: name, layout: layout, layouts: layouts), refusing: refusing)
        try maker.session.send(maker.opening())
        while maker.session.events.count < length { try maker.session.send(maker.next()) }
        return maker.session
    }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }
    private mutating func chance(_ odds: Double) -> Bool { Double.random(in: 0..<1, using: &random) < odds }
    private mutating func length(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random).rounded() }

    private var viewportChoices: [Size] { refusing ? Self.viewports + Self.narrowViewports : Self.viewports }
    private var layoutChoices: [String] { refusing ? Self.layoutNames + ["narrow_refused"] : Self.layoutNames }

    private mutating func opening() -> SessionEvent {
        let counts = randomCounts()
        return .open(viewport: pick(viewportChoices), insets: pick(Self.insetChoices), offset: Point(x: 0, y: 0), counts: counts,
                     sizes: randomSizes(counts), textScale: pick(Self.textScales), reduceMotion: chance(0.2))
    }

    private mutating func randomCounts() -> [Int] {
        (0..<Int.random(in: 1...2, using: &random)).map { _ in Int.random(in: 5...60, using: &random) }
    }

    private mutating func itemSize() -> ItemSize { .size(Size(width: 100, height: length(40...320))) }

    private mutating func randomSizes(_ counts: [Int]) -> [[ItemSize]] {
        counts.map { count in (0..<count).map { _ in itemSize() } }
    }

    private var shell: SessionShell { session.shell }
    private var cellsInView: [LayoutAttributes] { session.last?.elements.filter { $0.id.kind == .cell } ?? [] }

    private mutating func next() -> SessionEvent {
        if shell.moving != nil {
            return event(pick(["moveTarget", "moveTarget", "moveEnd", "moveCancel", "scroll", "report", "autoScroll"]))
        }
        // A switch is now and then let go of before its end (an interactive transition).
        if session.events.last?.kind == "switch", chance(0.4) { return event("cancelSwitch") }
        // Refusing: the events that make a layout fail, or lay it out again, come more often.
        if refusing, chance(0.3) { return event(pick(["resize", "appSizes", "switch", "replaceLayout"])) }
        return event(pick(Array(SessionEvent.kinds.dropFirst())))
    }

    private mutating func event(_ kind: String) -> SessionEvent {
        let viewport = shell.viewport, offset = shell.offset
        switch kind {
        case "dragBegin", "dragEnd":
            // A finger goes down, or the one down lets go.
            dragging.toggle()
            return dragging ? .dragBegin : .dragEnd(velocity: Point(x: 0, y: length(-40...40) / 10))
        case "resize": return .resize(pick(viewportChoices.filter { $0 != viewport }))
        case "insets": return .insets(pick(Self.insetChoices.filter { $0 != shell.insets }))
        // Now and then a text scale no layout takes (0): the layout is empty for the error until
        // another comes.
        case "textScale": return .textScale(chance(0.2) ? 0 : pick(Self.textScales))
        case "reduceMotion": return .reduceMotion(chance(0.5))
        case "update":
            guard let change = randomChange() else { break }
            return .update(entries: change.entries, counts: change.counts, sizes: change.sizes, invalidatesCounts: change.counts != shell.counts || chance(0.5))
        case "itemsChanged":
            guard let change = randomChange() else { break }
            return .itemsChanged(entries: change.entries, counts: change.counts, sizes: change.sizes)
        case "reloadData":
            // Now and then the data empties, and arrives again later.
            let counts = chance(0.25) ? shell.counts.map { _ in 0 } : randomCounts()
            return .reloadData(counts: counts, sizes: randomSizes(counts))
        case "report":
            guard !cellsInView.isEmpty else { break }
            // Half the time a cell that reported grows again, with no reload between (a message
            // that streams in): its second report.
            let reported = cellsInView.filter { shell.core.reportedSizes[$0.id] != nil }
            if !reported.isEmpty, chance(0.5) {
                let cell = pick(reported)
                return .report(cell.id, Size(width: 100, height: cell.frame.height + length(20...360)))
            }
            return .report(pick(cellsInView).id, Size(width: 100, height: length(30...420)))
        case "appSizes":
            guard var sizes = shell.sizes, shell.counts.contains(where: { $0 > 0 }) else { break }
            var items: [ElementID] = []
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let section = pick(shell.counts.indices.filter { shell.counts[$0] > 0 })
                let item = Int.random(in: 0..<shell.counts[section], using: &random)
                sizes[section][item] = itemSize()
                items.append(.cell(item, section: section))
            }
            // Refusing: now and then a size short, which a layout that takes sizes from data refuses.
            if refusing, chance(0.35), let section = sizes.indices.first(where: { !sizes[$0].isEmpty }) { sizes[section].removeLast() }
            return .appSizes(sizes, items: chance(0.5) ? [] : items)
        case "moveBegin" where shell.moving == nil:
            guard !cellsInView.isEmpty else { break }
            return .moveBegin(pick(cellsInView).id)
        case "moveTarget" where shell.moving != nil:
            let insets = shell.insets
            return .moveTarget(Point(x: offset.x + length(insets.left...(viewport.width - insets.right)),
                                     y: offset.y + length(insets.top...max(insets.top, viewport.height - insets.bottom))))
        case "moveEnd":
            guard let (source, target) = shell.moving else { break }
            var counts = shell.counts, sizes = shell.sizes
            counts[source.section] -= 1
            counts[target.section] += 1
            if var moved = sizes, moved.indices.contains(source.section), moved[source.section].indices.contains(source.item) {
                let size = moved[source.section].remove(at: source.item)
                moved[target.section].insert(size, at: min(target.item, moved[target.section].count))
                sizes = moved
            }
            return .moveEnd(counts: counts, sizes: sizes)
        case "moveCancel" where shell.moving != nil: return .moveCancel
        case "switch": return .switchLayout(pick(layoutChoices.filter { $0 != shell.layoutName }), prepared: chance(0.5))
        case "scrollTo":
            let section = pick(Array(shell.counts.indices))
            // Past the data now and then: pending until it arrives.
            return .scrollTo(.cell(Int.random(in: 0..<(shell.counts[section] + 8), using: &random), section: section))
        case "append":
            // A feed's next page: items at the ends of sections, each of the app's sizes kept.
            let added = shell.counts.map { _ in Int.random(in: 0...8, using: &random) }
            guard added.contains(where: { $0 > 0 }) else { break }
            let counts = zip(shell.counts, added).map { $0 + $1 }
            let sizes = shell.sizes.map { old in
                old.indices.map { section in old[section] + (0..<added[section]).map { _ in itemSize() } }
            }
            return .append(counts: counts, sizes: sizes)
        case "moveStep":
            let sections = shell.counts.indices.filter { shell.counts[$0] > 1 }
            guard !sections.isEmpty else { break }
            let section = pick(sections), count = shell.counts[section]
            let item = Int.random(in: 0..<count, using: &random), other = (item + Int.random(in: 1..<count, using: &random)) % count
            var sizes = shell.sizes
            if var moved = sizes, moved.indices.contains(section), moved[section].count == count {
                moved[section].insert(moved[section].remove(at: item), at: other)
                sizes = moved
            }
            return .moveStep(entries: [.init(action: .move, before: [section, item], after: [section, other])], counts: shell.counts, sizes: sizes)
        case "cancelSwitch" where session.events.last?.kind == "switch":
            return .cancelSwitch(sizes: shell.sizes)
        case "replaceLayout":
            let counts = randomCounts()
            return .replaceLayout(pick(layoutChoices.filter { $0 != shell.layoutName }), counts: counts, sizes: randomSizes(counts))
        case "autoScroll":
            // The finger within 80 points of an edge along the axis (or in between), across in the middle.
            guard let axis = shell.core.driver?.prepared.axis else { break }
            let insets = shell.insets, seconds = pick([1.0 / 60, 1.0 / 30, 0.05])
            let start = axis == .vertical ? offset.y + insets.top : offset.x + insets.left
            let extent = axis == .vertical ? viewport.height - insets.top - insets.bottom : viewport.width - insets.left - insets.right
            let along = chance(0.5) ? start + length(0...80) : start + max(0, extent - length(0...80))
            let across = axis == .vertical ? offset.x + viewport.width / 2 : offset.y + viewport.height / 2
            return .autoScroll(finger: axis == .vertical ? Point(x: across, y: along) : Point(x: along, y: across), seconds: seconds)
        default: break
        }
        // "scroll", and any kind that cannot be sent now.
        let contentSize = session.last?.contentSize ?? Size(width: 0, height: 0)
        if shell.core.driver?.prepared.axis == .horizontal {
            let end = max(0, contentSize.width - viewport.width + shell.insets.right)
            return .scroll(Point(x: length(-shell.insets.left - 40...end + 40), y: offset.y))
        }
        let end = max(0, contentSize.height - viewport.height + shell.insets.bottom)
        return .scroll(Point(x: offset.x, y: length(-shell.insets.top - 40...end + 40)))
    }

    /// A batch of one to three item updates (now and then a section's) that fits the counts,
    /// with the counts and the app's sizes after it (an inserted or reloaded item gets a new size).
    private mutating func randomChange() -> (entries: [CollectionLayoutCore.UpdateEntry], counts: [Int], sizes: [[ItemSize]]?)? {
        let counts = shell.counts
        for _ in 0..<8 {
            var entries: [CollectionLayoutCore.UpdateEntry] = [], updates: [ItemUpdate] = []
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let section = pick(Array(counts.indices)), count = counts[section]
                let item = Int.random(in: 0..<max(1, count), using: &random), other = Int.random(in: 0..<max(1, count), using: &random)
                switch Int.random(in: 0..<9, using: &random) {
                case 0, 1:
                    entries.append(.init(action: .insert, before: nil, after: [section, item]))
                    updates.append(.insert(item: item, section: section))
                case 2, 3:
                    entries.append(.init(action: .delete, before: [section, item], after: nil))
                    updates.append(.delete(item: item, section: section))
                case 4, 5, 6:
                    entries.append(.init(action: .move, before: [section, item], after: [section, other]))
                    updates.append(.move(from: .cell(item, section: section), to: .cell(other, section: section)))
                case 7:
                    entries.append(.init(action: .reload, before: [section, item], after: [section, item]))
                    updates += [.delete(item: item, section: section), .insert(item: item, section: section)]
                default:
                    if counts.count > 1, chance(0.5) {
                        entries.append(.init(action: .delete, before: [section], after: nil))
                        updates.append(.deleteSection(section))
                    } else {
                        let items = Int.random(in: 1...12, using: &random)
                        entries.append(.init(action: .insert, before: nil, after: [counts.count]))
                        updates.append(.insertSection(counts.count, items: items))
                    }
                }
            }
            guard let batch = BatchUpdate(oldCounts: counts, updates: updates) else { continue }
            let sizes = shell.sizes.map { old in
                batch.newCounts.indices.map { section in
                    (0..<batch.newCounts[section]).map { item -> ItemSize in
                        guard let was = batch.oldPath(of: .cell(item, section: section)), old.indices.contains(was.section),
                              old[was.section].indices.contains(was.item) else { return itemSize() }
                        return old[was.section][was.item]
                    }
                }
            }
            return (entries, batch.newCounts, sizes)
        }
        return nil
    }
}
