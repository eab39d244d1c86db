@_spi(Adapters) import TesseraRuntime

/// A collection view reduced to the state a session keeps and the core calls each event makes,
/// written once for the session vectors: `docs/SESSIONS.md` states the same calls for the
/// TypeScript and Java ports, which replay the vectors with their own session models.
package struct SessionShell {
    /// Loads a layout by the name the vectors give it.
    package typealias Layouts = @Sendable (String) throws -> any TesseraLayout

    private let layouts: Layouts
    package private(set) var core: CollectionLayoutCore
    package private(set) var layoutName: String
    /// The cores of layouts shown before, by name: `switch` with `prepared` takes one back.
    private var shownBefore: [String: CollectionLayoutCore] = [:]
    /// The layout shown before the latest switch and the offset it had: what `cancelSwitch` restores.
    private var beforeSwitch: (core: CollectionLayoutCore, layoutName: String, offset: Point)?
    /// The content offset (the view's bounds origin), the view's size, its insets.
    package private(set) var offset = Point(x: 0, y: 0)
    package private(set) var viewport = Size(width: 0, height: 0)
    package private(set) var insets = EdgeInsets.zero
    package private(set) var counts: [Int] = []
    /// The app's item sizes (nil: it gives none).
    package private(set) var sizes: [[ItemSize]]?
    private var textScale = 1.0
    private var reduceMotion = false
    private var dragging = false
    /// An interactive move: the dragged item and the place it would take now.
    package private(set) var moving: (source: ElementID, target: ElementID)?
    /// A `scrollTo` whose item the data does not have yet (the core keeps it).
    package var pending: ElementID? { core.pendingScroll }
    private var errors = 0

    package init(layout: String, layouts: @escaping Layouts) throws {
        self.layouts = layouts
        layoutName = layout
        core = CollectionLayoutCore(layout: try layouts(layout))
    }

    private var view: CollectionViewBounds {
        CollectionViewBounds(Rect(x: offset.x, y: offset.y, width: viewport.width, height: viewport.height), insets: insets)
    }

    /// Makes the calls of `event`, then scrolls where the core says a pending `scrollTo` whose
    /// item exists now goes; returns the outcome.
    package mutating func apply(_ event: SessionEvent) throws -> SessionOutcome {
        errors = 0
        switch event {
        case .open(let viewport, let insets, let offset, let counts, let sizes, let textScale, let reduceMotion):
            core = CollectionLayoutCore(layout: try layouts(layoutName))
            (self.viewport, self.insets, self.offset, self.counts, self.sizes) = (viewport, insets, offset, counts, sizes)
            (self.textScale, self.reduceMotion) = (textScale, reduceMotion)
            pass()
        case .scroll(let offset):
            move(to: offset)
        case .dragBegin:
            dragging = true
            core.noteDragging(true, view: view)
        case .dragEnd(let velocity):
            let rest = core.restingOffset(proposed: offset, velocity: velocity, insets: insets)
            dragging = false
            move(to: rest)
        case .resize(let size):
            move(to: offset, size: size)
        case .insets(let new):
            // A view at its top or leading edge stays there (UIKit moves it to the new inset).
            if offset.x == -insets.left { offset.x = -new.left }
            if offset.y == -insets.top { offset.y = -new.top }
            insets = new
            core.invalidate(everything: true, dataSourceCounts: false)
            pass()
        case .textScale(let value):
            textScale = value
            relayoutKeepingAnchor()
        case .reduceMotion(let value):
            reduceMotion = value
            relayoutKeepingAnchor()
        case .update(let entries, let counts, let sizes, let invalidatesCounts):
            (self.counts, self.sizes) = (counts, sizes)
            if invalidatesCounts { core.invalidate(everything: false, dataSourceCounts: true) }
            pass()
            core.beginUpdates(entries)
            offset = core.offsetAfterChange(proposed: offset, insets: insets)
            if let staged = core.endUpdates() {
                offset = Point(x: offset.x + staged.x, y: offset.y + staged.y)
                pass()
            }
        case .itemsChanged(let entries, let counts, let sizes):
            let batch = CollectionLayoutCore.updates(from: entries, newCounts: counts)
                .flatMap { BatchUpdate(oldCounts: self.counts, updates: $0) }
            core.itemsChanged(newPath: batch.map { batch in { batch.newPath(of: $0) } })
            (self.counts, self.sizes) = (counts, sizes)
            pass()
            takeAnchoredOffset()
        case .reloadData(let counts, let sizes):
            (self.counts, self.sizes) = (counts, sizes)
            core.invalidate(everything: true, dataSourceCounts: true)
            pass()
        case .report(let item, let size):
            guard core.invalidates(forPreferredSize: size, of: item) else { break }
            let adjustment = core.reportPreferredSize(size, of: item, view: view)
            offset = Point(x: offset.x + adjustment.contentOffset.x, y: offset.y + adjustment.contentOffset.y)
            pass()
        case .appSizes(let sizes, let items):
            self.sizes = sizes
            if items.isEmpty {
                core.invalidate(everything: true, dataSourceCounts: false)
            } else if core.invalidate(everything: false, dataSourceCounts: false, items: items) {
                core.invalidate(everything: true, dataSourceCounts: false)
            }
            pass()
        case .moveBegin(let item):
            moving = (item, item)
        case .moveTarget(let position):
            guard let current = moving else { break }
            if let target = core.moveTarget(for: current.source, at: position) { moving = (current.source, target) }
        case .moveEnd(let counts, let sizes):
            guard let (source, target) = moving else { break }
            (self.counts, self.sizes) = (counts, sizes)
            if core.endInteractiveMove(from: [source], to: [target], cancelled: false) {
                core.invalidate(everything: true, dataSourceCounts: false)
            }
            moving = nil
            pass()
        case .moveCancel:
            guard let (source, target) = moving else { break }
            core.endInteractiveMove(from: [source], to: [target], cancelled: true)
            moving = nil
            pass()
        case .switchLayout(let name, let prepared):
            try switchLayout(to: name, prepared: prepared)
        case .scrollTo(let item):
            if let target = core.scrollTarget(toItem: item, view: view) { move(to: target) }
        case .append(let counts, let sizes):
            (self.counts, self.sizes) = (counts, sizes)
            core.append(view: view, sectionCounts: counts, textScale: textScale, reduceMotion: reduceMotion) { sizes }
            pass()
            takeAnchoredOffset()
        case .moveStep(let entries, let counts, let sizes):
            moveStep(entries, counts: counts, sizes: sizes)
        case .cancelSwitch(let sizes):
            cancelSwitch(sizes: sizes)
        case .replaceLayout(let name, let counts, let sizes):
            try replaceLayout(with: name, counts: counts, sizes: sizes)
        case .autoScroll(let finger, let seconds):
            autoScroll(finger: finger, seconds: seconds)
        }
        if let target = core.pendingScrollTarget(view: view) { move(to: target) }
        errors += core.takeUnreportedErrors().count
        return outcome()
    }

    // MARK: The two helpers of docs/SESSIONS.md

    /// The layout pass: `prepare`, then the offset the core says the view must take now.
    private mutating func pass() {
        let sizes = self.sizes
        core.prepare(view: view, sectionCounts: counts, textScale: textScale, reduceMotion: reduceMotion) { sizes }
        if let target = core.offsetToTakeNow(insets: insets) {
            let moved = view.with(bounds: Rect(x: target.x, y: target.y, width: viewport.width, height: viewport.height))
            if core.invalidates(forBoundsChange: moved) { _ = core.invalidation(forBoundsChange: moved) }
            offset = target
        }
    }

    /// A bounds change to content offset `target` (and the view's size `size`): what it
    /// invalidates, the adjustment that keeps the first cell in view, and the layout pass.
    private mutating func move(to target: Point, size: Size? = nil) {
        core.noteDragging(dragging, view: view)
        let size = size ?? viewport
        let moved = view.with(bounds: Rect(x: target.x, y: target.y, width: size.width, height: size.height))
        guard core.invalidates(forBoundsChange: moved) else {
            (offset, viewport) = (target, size)
            return
        }
        let invalidation = core.invalidation(forBoundsChange: moved)
        (offset, viewport) = (target, size)
        if case .viewport(let adjustment) = invalidation {
            offset = Point(x: offset.x + adjustment.x, y: offset.y + adjustment.y)
        }
        pass()
    }

    /// After a change the adapter is told of outside a layout pass: lay out again, then scroll
    /// where the first cell in view keeps its place.
    private mutating func relayoutKeepingAnchor() {
        core.invalidate(everything: true, dataSourceCounts: false)
        pass()
        takeAnchoredOffset()
    }

    private mutating func takeAnchoredOffset() {
        let target = core.offsetAfterChange(proposed: offset, insets: insets)
        if target != offset { move(to: target) }
    }

    // MARK: Switches

    private mutating func switchLayout(to name: String, prepared: Bool) throws {
        beforeSwitch = (core, layoutName, offset)
        var next: CollectionLayoutCore
        if prepared, let kept = shownBefore[name] {
            next = kept
        } else {
            next = CollectionLayoutCore(layout: try layouts(name))
            if prepared {
                // Prepared as a transition's next layout while the view shows the old one: an
                // offset it asks for would be the old layout's view's (none is asked).
                let sizes = self.sizes
                next.prepare(view: view, sectionCounts: counts, textScale: textScale, reduceMotion: reduceMotion) { sizes }
                if let taken = next.offsetToTakeNow(insets: insets, shownByView: false) { offset = taken }
                errors += next.takeUnreportedErrors().count
            }
        }
        next.takeAnchor(from: core, view: view)
        let sizes = self.sizes
        next.prepare(view: view, sectionCounts: counts, textScale: textScale, reduceMotion: reduceMotion) { sizes }
        let target = next.offsetAfterChange(proposed: offset, insets: insets)
        shownBefore[layoutName] = core
        core = next
        layoutName = name
        if target != offset { move(to: target) }
    }

    /// The layout shown before the latest switch, again at the offset it had, with the app's
    /// sizes it had; nothing when no switch is there to cancel.
    private mutating func cancelSwitch(sizes: [[ItemSize]]?) {
        guard let before = beforeSwitch else { return }
        beforeSwitch = nil
        shownBefore[layoutName] = core
        core = before.core
        layoutName = before.layoutName
        self.sizes = sizes
        move(to: before.offset)
        pass()
    }

    /// A new layout with new data: nothing is kept in view but the offset, held within the new
    /// content's ends.
    private mutating func replaceLayout(with name: String, counts: [Int], sizes: [[ItemSize]]?) throws {
        let next = CollectionLayoutCore(layout: try layouts(name))
        shownBefore[layoutName] = core
        core = next
        layoutName = name
        (self.counts, self.sizes) = (counts, sizes)
        pass()
        let held = view.reachable(offset, contentSize: core.contentSize)
        if held != offset { move(to: held) }
    }

    // MARK: Moves the layout shows

    /// One step of a move the layout shows at once: the move as a batch update (reported sizes
    /// follow their items); the view keeps its offset (the content stays under the finger and
    /// the target does not move again), held within the content.
    private mutating func moveStep(_ entries: [CollectionLayoutCore.UpdateEntry], counts: [Int], sizes: [[ItemSize]]?) {
        (self.counts, self.sizes) = (counts, sizes)
        core.invalidate(everything: false, dataSourceCounts: true)
        pass()
        core.beginUpdates(entries)
        _ = core.endUpdates()
        let held = view.reachable(offset, contentSize: core.contentSize)
        if held != offset { move(to: held) }
    }

    /// A frame of the edge scroll while a cell is dragged: the view scrolls along the axis by
    /// `ItemReorder.autoScrollSpeed` × `seconds`, held within the content; the content moved
    /// under a finger that did not, so an interactive move's target is asked again there.
    private mutating func autoScroll(finger: Point, seconds: Double) {
        guard let axis = core.driver?.prepared.axis else { return }
        let vertical = axis == .vertical, from = offset
        let start = vertical ? view.layoutOffset.y : view.layoutOffset.x
        let length = vertical ? view.viewport.height : view.viewport.width
        let speed = ItemReorder.autoScrollSpeed(finger: vertical ? finger.y : finger.x, start: start, end: start + length)
        guard speed != 0 else { return }
        let step = speed * seconds
        let to = view.reachable(vertical ? Point(x: from.x, y: from.y + step) : Point(x: from.x + step, y: from.y), contentSize: core.contentSize)
        guard to != from else { return }
        move(to: to)
        guard let current = moving else { return }
        let moved = Point(x: finger.x + (offset.x - from.x), y: finger.y + (offset.y - from.y))
        if let target = core.moveTarget(for: current.source, at: moved) { moving = (current.source, target) }
    }

    // MARK: The outcome

    private func outcome() -> SessionOutcome {
        var anchor: (id: ElementID, distance: Double)?
        if var driver = core.driver {
            // The driver may be behind the view (a scroll that invalidated nothing).
            if driver.offset == view.layoutOffset || (try? driver.scroll(to: view.layoutOffset)) != nil { anchor = driver.switchAnchor }
        }
        var copy = core
        let elements = copy.attributes(in: Rect(x: offset.x, y: offset.y, width: viewport.width, height: viewport.height))
        return SessionOutcome(offset: offset, contentSize: core.contentSize, anchor: anchor, elements: elements,
                              reported: core.reportedSizes.count, moving: moving, pending: pending,
                              failed: core.failure != nil, errors: errors)
    }
}

/// What a session shows after an event (`docs/SESSIONS.md`, "The vector file").
package struct SessionOutcome {
    package var offset: Point
    package var contentSize: Size
    package var anchor: (id: ElementID, distance: Double)?
    package var elements: [LayoutAttributes]
    package var reported: Int
    package var moving: (source: ElementID, target: ElementID)?
    package var pending: ElementID?
    package var failed: Bool
    package var errors: Int

    package var json: JSONValue {
        typealias J = SessionJSON
        return .object([
            ("offset", J.point(offset)),
            ("contentSize", J.size(contentSize)),
            ("anchor", anchor.map { .array([.number(Double($0.id.section)), .number(Double($0.id.item)), J.number($0.distance)]) } ?? .null),
            ("elements", .array(elements.map(J.element))),
            ("reported", .number(Double(reported))),
            ("moving", moving.map { .array([J.path($0.source), J.path($0.target)]) } ?? .null),
            ("pending", pending.map(J.path) ?? .null),
            ("failed", .bool(failed)),
            ("errors", .number(Double(errors))),
        ])
    }
}
