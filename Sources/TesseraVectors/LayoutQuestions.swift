import TesseraCompiler
import TesseraExercise
import TesseraRuntime

/// The questions an app asks a layout, with the Swift runtime's answers, for one input: what
/// another runtime must answer the same. Questions are drawn from `random`, so the same seed
/// asks the same questions.
struct LayoutQuestions {
    let layout: CompiledLayout
    var random: SeededGenerator
    /// Answers of the Swift runtime that disagree with each other: bugs, which fail the run.
    var inconsistencies: [String] = []
    /// The largest coordinate of any element answered: what the rounding of a computation that
    /// passes through trigonometry is relative to (a frame near 0 on a circle of radius 5,000).
    private(set) var magnitude = 1.0

    /// The answers for `input`, or the error preparing it gives.
    mutating func answers(for input: LayoutInput) -> JSONValue {
        var members: [(String, JSONValue)] = [("input", VectorJSON.input(input))]
        do {
            members += try prepared(input)
        } catch {
            members.append(("error", VectorJSON.error(error)))
        }
        return .object(members)
    }

    private mutating func prepared(_ input: LayoutInput) throws(LayoutError) -> [(String, JSONValue)] {
        let prepared = try layout.prepare(input)
        let sections = 0..<prepared.sectionCount
        var members: [(String, JSONValue)] = [
            ("contentSize", VectorJSON.size(prepared.contentSize)),
            ("maximumOffset", VectorJSON.point(prepared.maximumOffset)),
            ("bands", .array(sections.compactMap { section in
                guard let band = prepared.band(ofSection: section), let length = prepared.orthogonalContentLength(section: section) else { return nil }
                return .array([.number(Double(section)), VectorJSON.rect(band), VectorJSON.number(length),
                               VectorJSON.number(prepared.maximumOffset(ofSection: section))])
            })),
        ]
        // How each section's background is drawn, which no frame says.
        members.append(("backgroundCornerRadii", .array(sections.map { section in
            prepared.backgroundCornerRadius(section: section).map(VectorJSON.number) ?? .null
        })))
        var positions: [JSONValue] = []
        for position in try self.positions(prepared) {
            positions.append(try answers(prepared, at: position))
        }
        members.append(("positions", .array(positions)))
        members.append(("sectionSnaps", .array(try sectionSnaps(prepared))))
        members.append(("moves", .array(try moves(prepared))))
        members.append(("structure", .array(try sections.map { (section) throws(LayoutError) in Self.structure(try prepared.gridStructure(section: section)) })))
        members.append(("keys", .array(try keys(prepared))))
        if let extend = extendAnswer(input, prepared) { members.append(("extendFrom", extend)) }
        members.append(("driver", .array(driverFrames(input))))
        return members
    }

    /// The start, a point inside the content (orthogonal sections scrolled sideways) and the
    /// content's end.
    private mutating func positions(_ prepared: PreparedLayout) throws(LayoutError) -> [ScrollOffsets] {
        let content = prepared.contentSize
        var inside = ScrollOffsets(x: (content.width * 0.37).rounded(), y: (content.height * 0.41).rounded())
        for section in 0..<prepared.sectionCount where prepared.isOrthogonal(section: section) {
            let limit = prepared.maximumOffset(ofSection: section)
            try inside.setOffset(Double(Int.random(in: 0...Int(limit.rounded(.down)), using: &random)), ofSection: section, in: prepared)
        }
        return [ScrollOffsets(), inside, ScrollOffsets(prepared.maximumOffset)]
    }

    private mutating func answers(_ prepared: PreparedLayout, at position: ScrollOffsets) throws(LayoutError) -> JSONValue {
        let viewport = prepared.viewport, content = prepared.contentSize
        let all = try prepared.allElements(at: position)
        for element in all {
            let frame = element.frame
            for coordinate in [frame.x, frame.y, frame.x + frame.width, frame.y + frame.height] where coordinate.isFinite {
                magnitude = max(magnitude, abs(coordinate))
            }
        }
        var rects: [JSONValue] = []
        for _ in 0..<3 {
            let rect = Rect(x: coordinate(-50, content.width), y: coordinate(-50, content.height),
                            width: coordinate(0, viewport.width), height: coordinate(0, viewport.height))
            rects.append(.array([VectorJSON.rect(rect), .array(try prepared.elements(in: rect, at: position).map { VectorJSON.id($0.id) })]))
        }
        let viewportRect = Rect(x: position.offset.x, y: position.offset.y, width: viewport.width, height: viewport.height)
        rects.append(.array([VectorJSON.rect(viewportRect), .array(try prepared.elements(in: viewportRect, at: position).map { VectorJSON.id($0.id) })]))
        var hits: [JSONValue] = []
        for _ in 0..<3 {
            let point = Point(x: position.offset.x + coordinate(0, viewport.width), y: position.offset.y + coordinate(0, viewport.height))
            hits.append(.array([VectorJSON.point(point), VectorJSON.id(try prepared.element(at: point, position: position))]))
        }
        var snaps: [JSONValue] = []
        for velocity in [Point.zero, Point(x: 0.5, y: -0.5), Point(x: -2, y: 3)] {
            let proposed = Point(x: coordinate(-20, content.width), y: coordinate(-20, content.height))
            let rest = try prepared.restingOffset(proposed: proposed, velocity: velocity, from: position)
            snaps.append(.array([VectorJSON.point(proposed), VectorJSON.point(velocity), VectorJSON.point(rest)]))
        }
        return .object([
            ("position", VectorJSON.position(position, sections: 0..<prepared.sectionCount)),
            ("elements", .array(all.map(VectorJSON.element))),
            ("rects", .array(rects)),
            ("hits", .array(hits)),
            ("snaps", .array(snaps)),
        ])
    }

    private mutating func sectionSnaps(_ prepared: PreparedLayout) throws(LayoutError) -> [JSONValue] {
        var snaps: [JSONValue] = []
        for section in 0..<prepared.sectionCount where prepared.isOrthogonal(section: section) {
            let limit = prepared.maximumOffset(ofSection: section)
            for velocity in [0.0, 1, -1] {
                let proposed = coordinate(-20, limit + 40), start = coordinate(0, limit)
                let rest = try prepared.restingOffset(ofSection: section, proposed: proposed, velocity: velocity, from: start)
                snaps.append(.array([.number(Double(section)), VectorJSON.number(proposed), VectorJSON.number(velocity), VectorJSON.number(start),
                                     VectorJSON.number(rest)]))
            }
        }
        return snaps
    }

    private mutating func moves(_ prepared: PreparedLayout) throws(LayoutError) -> [JSONValue] {
        let cells = try prepared.allElements().filter { $0.id.kind == .cell }
        guard !cells.isEmpty else { return [] }
        var moves: [JSONValue] = []
        for _ in 0..<3 {
            let dragged = cells[Int.random(in: 0..<cells.count, using: &random)].id
            let over = cells[Int.random(in: 0..<cells.count, using: &random)].frame
            let center = Point(x: inside(over.x, over.width), y: inside(over.y, over.height))
            moves.append(.array([VectorJSON.id(dragged), VectorJSON.point(center), VectorJSON.id(try prepared.moveTarget(for: dragged, center: center))]))
        }
        return moves
    }

    /// A section's rows and columns: `["list", count]`, or `["grid", rows, columns, [[row,
    /// column, rowSpan, columnSpan] by item]]`.
    static func structure(_ structure: GridStructure) -> JSONValue {
        guard structure.kind == .grid else { return .array([.string("list"), .number(Double(structure.rowCount))]) }
        return .array([.string("grid"), .number(Double(structure.rowCount)), .number(Double(structure.columnCount)), .array(structure.places.map {
            .array([$0.row, $0.column, $0.rowSpan, $0.columnSpan].map { .number(Double($0)) })
        })])
    }

    /// Every key from two cells drawn at random, with the content at its start: `[from, move,
    /// to or null]`.
    private mutating func keys(_ prepared: PreparedLayout) throws(LayoutError) -> [JSONValue] {
        let cells = try prepared.allElements().filter { $0.id.kind == .cell }
        guard !cells.isEmpty else { return [] }
        var keys: [JSONValue] = []
        for _ in 0..<2 {
            let from = cells[Int.random(in: 0..<cells.count, using: &random)].id
            for move in CellMove.allCases {
                keys.append(.array([VectorJSON.id(from), .string(move.rawValue), VectorJSON.id(try prepared.nextCell(from: from, move: move))]))
            }
        }
        return keys
    }

    /// The counts a layout is extended from (half of each section's items): the extended layout
    /// answers as the prepared one. Nil when the half layout cannot be prepared.
    private mutating func extendAnswer(_ input: LayoutInput, _ prepared: PreparedLayout) -> JSONValue? {
        guard input.sectionCounts.contains(where: { $0 > 1 }) else { return nil }
        let half = Self.input(input, counts: input.sectionCounts.map { $0 / 2 })
        do {
            var extended = try layout.prepare(half)
            try layout.extend(&extended, to: input)
            if try extended.allElements() != prepared.allElements() {
                inconsistencies.append("\(layout.name): extending from \(half.sectionCounts) differs from preparing \(input.sectionCounts)")
            }
        } catch {
            return nil
        }
        return .array(half.sectionCounts.map { .number(Double($0)) })
    }

    /// `input` with other counts: every section sized from the input's sections in turn, its
    /// first items as they were and items past them as the item that many places before (so sizes
    /// stay those of the data the input had; 40 where it had none).
    static func input(_ input: LayoutInput, counts: [Int]) -> LayoutInput {
        var changed = input
        changed.sectionCounts = counts
        changed.itemSizes = input.itemSizes.map { sizes in
            counts.indices.map { section in
                let source = sizes.isEmpty ? [] : sizes[section % sizes.count]
                return (0..<counts[section]).map { source.isEmpty ? .length(40) : source[$0 % source.count] }
            }
        }
        return changed
    }

    // MARK: The scroll driver

    /// A scripted session of a scrolling view: the driver's frame (what it keeps, what entered
    /// and what left) after each step. Steps: `["scroll", x, y]`, `["scrollSection", section,
    /// offset]`, `["resize", width, height]`, `["append", counts]`, `["update", updates]` (with
    /// the animation's elements: change, start, end), `["reportSizes", [[section, item, width,
    /// height] or [section, item, length]]]` (with the elements it names as changed), for layouts
    /// sized by data, `["prepend", n]` (n items inserted at the start of section 0, the new items
    /// sized as its first n were: older messages loaded above), `["textScale", scale]`. A step that throws
    /// is followed by `"error"` and the error instead of the frame, and ends the session.
    private mutating func driverFrames(_ input: LayoutInput) -> [JSONValue] {
        let margin = Double(Int.random(in: 0...2, using: &random) * 40)
        // Where the layout opens: its start, or its end for one kept to its end.
        guard var driver = try? ScrollDriver(layout: layout, input: input, margin: margin) else { return [] }
        var frames: [JSONValue] = [.array([.string("start"), VectorJSON.number(margin)] + frame(driver))]
        /// Runs one step: its frame (and what it returns) recorded, or the error it throws, which
        /// ends the session and which another runtime must throw alike.
        func run(_ step: [JSONValue], _ change: (inout ScrollDriver) throws(LayoutError) -> [JSONValue]) -> Bool {
            do {
                let extra = try change(&driver)
                frames.append(.array(step + frame(driver) + extra))
                return true
            } catch {
                frames.append(.array(step + [.string("error"), VectorJSON.error(error)]))
                return false
            }
        }
        let axis = driver.prepared.axis
        let travel = axis == .vertical ? driver.maximumOffset.y : driver.maximumOffset.x
        for step in 0..<6 {
            // Through the content and past its end, as a bounce goes.
            let u = (travel + 30) * Double(step) / 5
            let offset = axis == .vertical ? Point(x: 0, y: u.rounded()) : Point(x: u.rounded(), y: 0)
            guard run([.string("scroll"), VectorJSON.number(offset.x), VectorJSON.number(offset.y)], { (driver) throws(LayoutError) in
                try driver.scroll(to: offset)
                return []
            }) else { return frames }
        }
        if let section = (0..<driver.prepared.sectionCount).first(where: { driver.prepared.isOrthogonal(section: $0) }) {
            let offset = (driver.prepared.maximumOffset(ofSection: section) * 0.6).rounded()
            guard run([.string("scrollSection"), .number(Double(section)), VectorJSON.number(offset)], { (driver) throws(LayoutError) in
                try driver.scroll(section: section, to: offset)
                return []
            }) else { return frames }
        }
        let size = Size(width: (input.viewport.width * 0.8).rounded(), height: input.viewport.height)
        guard run([.string("resize"), VectorJSON.number(size.width), VectorJSON.number(size.height)], { (driver) throws(LayoutError) in
            try driver.resize(to: size)
            return []
        }) else { return frames }
        let grown = driver.input.sectionCounts.map { $0 + 3 }
        let grownSizes = Self.input(driver.input, counts: grown).itemSizes
        guard run([.string("append"), .array(grown.map { .number(Double($0)) })], { (driver) throws(LayoutError) in
            try driver.append(sectionCounts: grown, itemSizes: grownSizes)
            return []
        }) else { return frames }
        let updates = batch(driver.input.sectionCounts)
        if !updates.isEmpty {
            guard run([.string("update"), .array(updates.map(VectorJSON.update))], { (driver) throws(LayoutError) in
                let animation = try driver.performBatchUpdates(updates)
                return [.array(animation.elements.map { element in
                    JSONValue.array([.string(element.change.rawValue), VectorJSON.element(element.start), VectorJSON.element(element.end)])
                })]
            }) else { return frames }
        }
        if driver.prepared.sectionCount > 0 {
            // Items loaded above the view at the start (which stays there, or keeps the first
            // cell in place in a layout kept to its end) and at the end; then items added at
            // the end with the view there (a chat's older and newer messages).
            for end in [false, true] {
                let u = end ? (axis == .vertical ? driver.maximumOffset.y : driver.maximumOffset.x) : 0
                let offset = axis == .vertical ? Point(x: 0, y: u) : Point(x: u, y: 0)
                guard run([.string("scroll"), VectorJSON.number(offset.x), VectorJSON.number(offset.y)], { (driver) throws(LayoutError) in
                    try driver.scroll(to: offset)
                    return []
                }) else { return frames }
                guard run([.string("prepend"), .number(3)], { (driver) throws(LayoutError) in
                    let sizes = driver.input.itemSizes.map { Self.prepended(3, to: $0) }
                    _ = try driver.performBatchUpdates((0..<3).map { .insert(item: $0, section: 0) }, itemSizes: sizes)
                    return []
                }) else { return frames }
            }
            let more = driver.input.sectionCounts.map { $0 + 2 }
            let moreSizes = Self.input(driver.input, counts: more).itemSizes
            guard run([.string("append"), .array(more.map { .number(Double($0)) })], { (driver) throws(LayoutError) in
                try driver.append(sectionCounts: more, itemSizes: moreSizes)
                return []
            }) else { return frames }
        }
        if driver.input.itemSizes != nil {
            // Self-sizing: the first two cells kept report other sizes (a photo's, a text's height).
            let reports = driver.kept.filter { $0.id.kind == .cell }.prefix(2).enumerated().map { index, cell in
                (cell.id, index == 0 ? ItemSize.size(Size(width: 120, height: Double(90 + cell.id.item % 7 * 13))) : .length(Double(33 + cell.id.item % 5 * 11)))
            }
            let vectors: [JSONValue] = reports.map { id, size in
                switch size {
                case .size(let size): .array([.number(Double(id.section)), .number(Double(id.item)), VectorJSON.number(size.width), VectorJSON.number(size.height)])
                case .length(let length): .array([.number(Double(id.section)), .number(Double(id.item)), VectorJSON.number(length)])
                }
            }
            guard run([.string("reportSizes"), .array(vectors)], { (driver) throws(LayoutError) in
                let moved = try driver.reportSizes(Dictionary(uniqueKeysWithValues: reports))
                return [.array(moved.map(VectorJSON.id))]
            }) else { return frames }
        }
        guard run([.string("textScale"), VectorJSON.number(33.0 / 17)], { (driver) throws(LayoutError) in
            try driver.changeTextScale(to: 33.0 / 17)
            return []
        }) else { return frames }
        guard run([.string("reduceMotion"), .bool(!input.reduceMotion)], { (driver) throws(LayoutError) in
            try driver.changeReduceMotion(to: !input.reduceMotion)
            return []
        }) else { return frames }
        // Then a random session of the same steps, in any order, with any arguments: what the
        // script above does not reach (a report after a resize, a prepend at another text size).
        for _ in 0..<Self.randomSteps {
            guard let (step, change) = randomStep(driver) else { continue }
            guard run(step, change) else { return frames }
        }
        return frames
    }

    /// How many random steps follow each session's script.
    static let randomSteps = 10

    /// One step of the script's kinds, drawn at random for `driver` as it is now: the step as the
    /// vector writes it, and the change. Nil when the kind drawn does not apply.
    private mutating func randomStep(_ driver: ScrollDriver) -> ([JSONValue], (inout ScrollDriver) throws(LayoutError) -> [JSONValue])? {
        let axis = driver.prepared.axis
        let travel = axis == .vertical ? driver.maximumOffset.y : driver.maximumOffset.x
        switch Int.random(in: 0..<9, using: &random) {
        case 0, 1:
            let u = Double(Int.random(in: -20...Int(travel.rounded(.down)) + 40, using: &random))
            let offset = axis == .vertical ? Point(x: 0, y: u) : Point(x: u, y: 0)
            return ([.string("scroll"), VectorJSON.number(offset.x), VectorJSON.number(offset.y)], { (driver) throws(LayoutError) in
                try driver.scroll(to: offset)
                return []
            })
        case 2:
            guard let section = (0..<driver.prepared.sectionCount).first(where: { driver.prepared.isOrthogonal(section: $0) }) else { return nil }
            let offset = Double(Int.random(in: 0...Int(driver.prepared.maximumOffset(ofSection: section).rounded(.down)) + 20, using: &random))
            return ([.string("scrollSection"), .number(Double(section)), VectorJSON.number(offset)], { (driver) throws(LayoutError) in
                try driver.scroll(section: section, to: offset)
                return []
            })
        case 3:
            let size = Size(width: Double(Int.random(in: 260...1_100, using: &random)), height: Double(Int.random(in: 300...900, using: &random)))
            return ([.string("resize"), VectorJSON.number(size.width), VectorJSON.number(size.height)], { (driver) throws(LayoutError) in
                try driver.resize(to: size)
                return []
            })
        case 4:
            let grown = driver.input.sectionCounts.map { $0 + Int.random(in: 1...4, using: &random) }
            let sizes = Self.input(driver.input, counts: grown).itemSizes
            return ([.string("append"), .array(grown.map { .number(Double($0)) })], { (driver) throws(LayoutError) in
                try driver.append(sectionCounts: grown, itemSizes: sizes)
                return []
            })
        case 5:
            guard driver.prepared.sectionCount > 0 else { return nil }
            let count = Int.random(in: 1...3, using: &random)
            return ([.string("prepend"), .number(Double(count))], { (driver) throws(LayoutError) in
                let sizes = driver.input.itemSizes.map { Self.prepended(count, to: $0) }
                _ = try driver.performBatchUpdates((0..<count).map { .insert(item: $0, section: 0) }, itemSizes: sizes)
                return []
            })
        case 6:
            let updates = batch(driver.input.sectionCounts)
            guard !updates.isEmpty else { return nil }
            return ([.string("update"), .array(updates.map(VectorJSON.update))], { (driver) throws(LayoutError) in
                let animation = try driver.performBatchUpdates(updates)
                return [.array(animation.elements.map { element in
                    JSONValue.array([.string(element.change.rawValue), VectorJSON.element(element.start), VectorJSON.element(element.end)])
                })]
            })
        case 7:
            let cells = driver.kept.filter { $0.id.kind == .cell }
            guard driver.input.itemSizes != nil, !cells.isEmpty else { return nil }
            let id = cells[Int.random(in: 0..<cells.count, using: &random)].id
            let height = Double(Int.random(in: 20...400, using: &random))
            return ([.string("reportSizes"), .array([.array([.number(Double(id.section)), .number(Double(id.item)), VectorJSON.number(height)])])],
                    { (driver) throws(LayoutError) in
                let moved = try driver.reportSizes([id: .length(height)])
                return [.array(moved.map(VectorJSON.id))]
            })
        default:
            if Bool.random(using: &random) {
                let scale = Double(Int.random(in: 12...40, using: &random)) / 17
                return ([.string("textScale"), VectorJSON.number(scale)], { (driver) throws(LayoutError) in
                    try driver.changeTextScale(to: scale)
                    return []
                })
            }
            let reduce = !driver.input.reduceMotion
            return ([.string("reduceMotion"), .bool(reduce)], { (driver) throws(LayoutError) in
                try driver.changeReduceMotion(to: reduce)
                return []
            })
        }
    }

    /// Sizes with `count` items inserted at the start of section 0, sized as its first items
    /// were (cycling; 40 long in an empty section).
    static func prepended(_ count: Int, to sizes: [[ItemSize]]) -> [[ItemSize]] {
        guard let first = sizes.first else { return sizes }
        let added = (0..<count).map { first.isEmpty ? ItemSize.length(40) : first[$0 % first.count] }
        return [added + first] + sizes.dropFirst()
    }

    /// The driver's offset and frame: `[x, y], kept ids, entered ids, left ids`.
    private func frame(_ driver: ScrollDriver) -> [JSONValue] {
        [VectorJSON.point(driver.offset), .array(driver.kept.map { VectorJSON.id($0.id) }),
         .array(driver.entered.map(VectorJSON.id)), .array(driver.left.map(VectorJSON.id))]
    }

    /// A batch of deletions and moves that fits `counts` (insertions would need new sizes), and
    /// with several sections, some of the time a section moved, deleted, or inserted empty.
    private mutating func batch(_ counts: [Int]) -> [ItemUpdate] {
        if counts.count > 1, Int.random(in: 0..<3, using: &random) == 0 {
            let last = counts.count - 1
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                // The first section to the end, and an item deleted from the last (named as it
                // was before the update, a place before it is now).
                return [.moveSection(from: 0, to: last)] + (counts[last] > 0 ? [.delete(item: 0, section: last)] : [])
            case 1: return [.deleteSection(0)]
            default: return [.insertSection(1, items: 0), .moveSection(from: last, to: 0)]
            }
        }
        guard let section = counts.indices.first(where: { counts[$0] >= 4 }) else { return [] }
        let count = counts[section]
        let deleted = Int.random(in: 0..<count, using: &random)
        var moveFrom = Int.random(in: 0..<count, using: &random)
        if moveFrom == deleted { moveFrom = (moveFrom + 1) % count }
        let moveTo = Int.random(in: 0..<(count - 1), using: &random)
        return [.delete(item: deleted, section: section), .move(from: .cell(moveFrom, section: section), to: .cell(moveTo, section: section))]
    }

    /// A point of `start...start + length` off its ends: whole points from the start, or the
    /// middle of a span under two points. (At an end, a frame that passes through the platform's
    /// trigonometry may be on either side of the point in another runtime.)
    private mutating func inside(_ start: Double, _ length: Double) -> Double {
        length < 2 ? start + length / 2 : start + coordinate(1, length - 1)
    }

    /// A whole number of points in `low...high` (or `low` when the range is empty): questions
    /// at integral coordinates, as a view asks.
    private mutating func coordinate(_ low: Double, _ high: Double) -> Double {
        guard high.isFinite, high > low else { return low }
        return Double(Int.random(in: Int(low)...Int(high), using: &random))
    }
}
