/// Everything a scrolling view asks of a layout, frame after frame, in one platform-neutral
/// value: a collection view's layout object, the preview server and the tests all drive layouts
/// through it, so what to recompute and when is decided (and tested) once.
///
/// It holds the layout prepared for the current viewport, counts and sizes, and the current
/// frame: the elements that intersect the viewport at the scroll offset, grown by `margin` along
/// the scroll axis, with scroll effects and pinned headers applied. What each change costs:
/// - `scroll(to:)` never prepares: it queries the prepared geometry for the new rect, evaluating
///   only effects and pinned headers;
/// - `resize(to:)` prepares again only when the layout reads what changed (`needsNewAttributes`);
/// - `append(sectionCounts:itemSizes:)` continues the layout (`TesseraLayout.extend`);
/// - `reportSizes(_:)` places again only what the new sizes move (`TesseraLayout.relayout`);
/// - `performBatchUpdates(_:itemSizes:)` too, from the first item it changes; a batch that
///   inserts, deletes or moves sections prepares again.
/// `work` counts these, so a caller (or a test) can see that scrolling never prepares.
public struct ScrollDriver: Sendable {
    public let layout: any TesseraLayout
    public internal(set) var input: LayoutInput
    public internal(set) var prepared: PreparedLayout
    /// Where the content is scrolled: the offset along the layout and each orthogonal
    /// section's sideways offset.
    public private(set) var position: ScrollOffsets
    /// The scroll offset: the content point at the viewport's top-left corner.
    public var offset: Point { position.offset }
    /// How far past the viewport, along the scroll axis and on both sides, elements are kept:
    /// views that exist before they scroll in (and stay a little after they scroll out), so that
    /// a fast scroll finds them made. `kept` includes them.
    public private(set) var margin: Double
    /// The current frame's elements: those in `keptRect(at: offset)`, the viewport grown by
    /// `margin`, sorted by `ElementID` (section, header, cells, footer). Not all are visible.
    public private(set) var kept: [LayoutAttributes] = []
    /// What the last change added to the view and took out of it, sorted. A driver starts with
    /// an empty view: `init` computes `kept` but reports nothing, and the first change
    /// (`scroll(to:)` or any other) reports everything then kept as entered. So a view that
    /// adds what `entered` names and removes what `left` names after every change, from the
    /// first, always shows `kept`.
    public private(set) var entered: [ElementID] = []
    public private(set) var left: [ElementID] = []
    /// Whether a change has reported a frame yet (see `entered`).
    private var reported = false
    public internal(set) var work = Work()
    /// The arrays of frames of the layout before the last reorder step, which nothing reads once
    /// the step is done: the next step writes into them (`PreparedLayout.spareFrames`). Twice a
    /// masonry's frames in memory while an app reorders (48 MB at a million items), for a step
    /// that allocates nothing; dropped by any other batch update.
    var spareFrames: [Int: ExplicitFrames] = [:]

    /// What the driver has computed since it was made.
    public struct Work: Hashable, Sendable {
        /// Full layouts computed (`TesseraLayout.prepare`).
        public var prepares = 0
        /// Layouts continued after appended items (`TesseraLayout.extend`).
        public var extends = 0
        /// Viewport changes the layout does not read, taken without computing anything.
        public var adoptedSizes = 0
        /// Frames: rect queries with effects and pinned headers.
        public var frames = 0
        /// Layouts brought up to date after items changed size (`TesseraLayout.relayout`).
        public var relayouts = 0
        /// Reorder steps that wrote a section's frames into the arrays of the step before.
        package var reusedFrames = 0

        public init(prepares: Int = 0, extends: Int = 0, adoptedSizes: Int = 0, frames: Int = 0, relayouts: Int = 0) {
            self.prepares = prepares
            self.extends = extends
            self.adoptedSizes = adoptedSizes
            self.frames = frames
            self.relayouts = relayouts
        }
    }

    /// A driver at `offset`; nil: where the layout opens, the start, or the end for a layout
    /// kept to its end (`gravity: end`).
    public init(layout: any TesseraLayout, input: LayoutInput, offset: Point? = nil, margin: Double = 0) throws(LayoutError) {
        guard margin.isFinite, margin >= 0 else { throw LayoutError("the margin must be a finite number of points, 0 or more, not \(describe(margin))") }
        if let offset { try Self.checkOffset(offset) }
        self.layout = layout
        self.input = input
        position = ScrollOffsets(offset ?? .zero)
        self.margin = margin
        prepared = try layout.prepare(input)
        work.prepares = 1
        if offset == nil { position.offset = prepared.openingOffset }
        try makeFrame(reporting: false)
    }

    /// Takes the current frame as shown, so that the next change reports only what differs
    /// from it: for a view that shows what it is given at once (a collection view lays out
    /// what the layout lists after `prepare`).
    package mutating func takeFrameAsShown() {
        reported = true
    }

    public var viewport: Size { input.viewport }
    public var contentSize: Size { prepared.contentSize }

    /// The rect a frame at `offset` holds: the viewport there grown by `margin`, snapped outward
    /// along the scroll axis to whole steps of the margin (`keptSpan`), and across the
    /// scroll axis the content's whole breadth too (a view scrolled across, or a layout switched
    /// to the other axis, still finds every element it shows).
    public func keptRect(at offset: Point) -> Rect {
        let viewport = input.viewport, content = prepared.contentSize
        if prepared.mapping.axis == .vertical {
            let low = Swift.min(0, offset.x - margin), high = Swift.max(content.width, offset.x + viewport.width + margin)
            let span = Self.keptSpan(offset: offset.y, length: viewport.height, margin: margin)
            return Rect(x: low, y: span.start, width: high - low, height: span.length)
        }
        let low = Swift.min(0, offset.y - margin), high = Swift.max(content.height, offset.y + viewport.height + margin)
        let span = Self.keptSpan(offset: offset.x, length: viewport.width, margin: margin)
        return Rect(x: span.start, y: low, width: span.length, height: high - low)
    }

    /// The kept span along the scroll axis: `offset - margin` to `offset + length + margin`,
    /// snapped outward to whole steps of `margin`. A sliding span lets elements in at one end and
    /// out at the other on different frames; a snapped one changes both ends on the same frame, a
    /// margin's scroll apart, so a view's elements change on far fewer frames (Benchmarks/RESULTS.md,
    /// "The frame against TanStack Virtual"). With no margin (a view that shows exactly its
    /// viewport, as Android's) nothing is snapped. The web and Android drivers compute it with the
    /// same operations, so the three keep the same elements to the bit.
    package static func keptSpan(offset: Double, length: Double, margin: Double) -> (start: Double, length: Double) {
        let whole = length + 2 * margin
        guard margin > 0, margin.isFinite, offset.isFinite else { return (offset - margin, whole) }
        return (((offset - margin) / margin).rounded(.down) * margin, whole + margin)
    }

    /// The offsets the content can rest at, per axis: from 0 to the content's end less the
    /// viewport (0 when the content is shorter).
    public var maximumOffset: Point { prepared.maximumOffset }

    /// Whether the view follows the content's end through changes: the layout keeps to its end
    /// (`gravity: end`) and the offset is at the end, within a point (a view's offsets are
    /// rounded to its pixels).
    public var followsEnd: Bool { followsEnd(at: offset) }

    /// Whether a view at `offset` follows the content's end (`followsEnd`).
    public func followsEnd(at offset: Point) -> Bool {
        let u = prepared.mapping.u(offset)
        return prepared.gravity == .end && (prepared.endsAtOrigin ? u <= Self.endTolerance : u >= prepared.mapping.u(maximumOffset) - Self.endTolerance)
    }

    package static let endTolerance = 1.0

    /// The offset at the content's end along the scroll axis, across it where it is now.
    public var endOffset: Point {
        let end = prepared.endsAtOrigin ? 0 : prepared.mapping.u(maximumOffset)
        return prepared.mapping.axis == .vertical ? Point(x: offset.x, y: end) : Point(x: end, y: offset.y)
    }

    // MARK: Scrolling

    /// A new scroll offset (any, also past the ends while bouncing): a new frame from the
    /// prepared geometry. Never prepares.
    public mutating func scroll(to offset: Point) throws(LayoutError) {
        try Self.checkOffset(offset)
        let previous = position
        position.offset = offset
        do { try makeFrame() } catch {
            position = previous
            throw error
        }
    }

    /// Keeps elements `margin` past the viewport along the scroll axis from now on (a view that
    /// grew, or whose bars cover more of it): a new frame from the prepared geometry. Never prepares.
    public mutating func keep(margin newMargin: Double) throws(LayoutError) {
        guard newMargin.isFinite, newMargin >= 0 else { throw LayoutError("the margin must be a finite number of points, 0 or more, not \(describe(newMargin))") }
        guard newMargin != margin else { return }
        let previous = margin
        margin = newMargin
        do { try makeFrame() } catch {
            margin = previous
            throw error
        }
    }

    /// Scrolls orthogonal section `section` sideways to `offset` (held within its content): a new
    /// frame from the prepared geometry. Never prepares.
    public mutating func scroll(section: Int, to offset: Double) throws(LayoutError) {
        let previous = position
        try position.setOffset(offset, ofSection: section, in: prepared)
        do { try makeFrame() } catch {
            position = previous
            throw error
        }
    }

    /// Where a sideways scroll of orthogonal section `section` comes to rest, by its snap.
    /// Paging by item counts from `start`, where the gesture began; nil: the section's offset now.
    public func restingOffset(ofSection section: Int, proposed: Double, velocity: Double = 0, from start: Double? = nil) throws(LayoutError) -> Double {
        try prepared.restingOffset(ofSection: section, proposed: proposed, velocity: velocity, from: start ?? position.offset(ofSection: section))
    }

    /// Where scrolling comes to rest when a drag ends at `proposed` with `velocity` (points per
    /// second): the layout's snapping, kept within the offsets the content can rest at. Paging by
    /// item counts from `start`, where the gesture began; nil: the offset now (where it ends).
    public func restingOffset(proposed: Point, velocity: Point = .zero, from start: Point? = nil) throws(LayoutError) -> Point {
        try Self.checkOffset(proposed)
        try Self.checkOffset(velocity)
        var from = position
        if let start {
            try Self.checkOffset(start)
            from.offset = start
        }
        return try prepared.restingOffset(proposed: proposed, velocity: velocity, from: from)
    }

    // MARK: Touches

    /// The element drawn at `point` (content coordinates) at the current offset, scale applied.
    public func element(at point: Point) throws(LayoutError) -> ElementID? {
        try prepared.element(at: point, position: position)
    }

    /// The cell a dragged cell would take the place of, with its centre at `center`.
    public func moveTarget(for dragged: ElementID, center: Point) throws(LayoutError) -> ElementID? {
        try prepared.moveTarget(for: dragged, center: center, position: position)
    }

    /// One element's attributes at the current offset, kept or not (any element of the layout).
    public func attributes(for id: ElementID) throws(LayoutError) -> LayoutAttributes? {
        try prepared.attributes(for: id, at: position)
    }

    // MARK: Changes of size and data

    /// A new viewport size (a rotation, a resized window). Prepares again only when the layout
    /// reads the dimension that changed; otherwise the prepared geometry is kept as it is.
    /// Returns whether it prepared. The first cell in view keeps its place in the viewport, as
    /// far as the content allows, unless the view was at the very start.
    @discardableResult
    public mutating func resize(to viewport: Size) throws(LayoutError) -> Bool {
        guard viewport != input.viewport else { return false }
        var newInput = input
        newInput.viewport = viewport
        return try take(newInput, computingAgain: prepared.needsNewAttributes(size: viewport, offset: offset, from: offset)) {
            $0.viewport = viewport
        }
    }

    /// A new text size (the reader chose another Dynamic Type size). Prepares again only when
    /// the layout reads `textScale`; otherwise nothing moves. Returns whether it prepared. The
    /// first cell in view keeps its place in the viewport, as far as the content allows.
    @discardableResult
    public mutating func changeTextScale(to textScale: Double) throws(LayoutError) -> Bool {
        guard textScale != input.textScale else { return false }
        try LayoutInput.checkTextScale(textScale)
        var newInput = input
        newInput.textScale = textScale
        return try take(newInput, computingAgain: prepared.reads.contains(.textScale)) { $0.textScale = textScale }
    }

    /// The reader turned Reduce Motion on or off: the layout is computed again with the effects
    /// for that setting, the first cell in view keeping its place. Returns whether it prepared.
    @discardableResult
    public mutating func changeReduceMotion(to reduceMotion: Bool) throws(LayoutError) -> Bool {
        guard reduceMotion != input.reduceMotion else { return false }
        var newInput = input
        newInput.reduceMotion = reduceMotion
        return try take(newInput, computingAgain: true) { _ in }
    }

    /// Takes an input that differs from the current one in what `adopt` sets: the layout is
    /// computed again when `computingAgain` (the first cell in view keeping its place), and
    /// otherwise keeps its geometry with `adopt` applied. Returns whether it was computed again.
    private mutating func take(_ newInput: LayoutInput, computingAgain: Bool,
                               adopting adopt: (inout PreparedLayout) -> Void) throws(LayoutError) -> Bool {
        guard computingAgain else {
            var adopted = prepared
            adopt(&adopted)
            try replace(with: newInput, prepared: adopted, anchoredAt: nil)
            work.adoptedSizes += 1
            return false
        }
        try replace(with: newInput, prepared: try computeLayout(for: newInput), anchoredAt: firstCellInView())
        return true
    }

    /// Items appended at the ends of sections (infinite scroll): the layout continues from where
    /// it stopped. `itemSizes`, for layouts that take sizes from data, gives every item's size,
    /// the old ones unchanged.
    public mutating func append(sectionCounts: [Int], itemSizes: [[ItemSize]]? = nil) throws(LayoutError) {
        var newInput = input
        newInput.sectionCounts = sectionCounts
        newInput.itemSizes = try sizesAfterChange(itemSizes, counts: sectionCounts)
        var extended = prepared
        try layout.extend(&extended, to: newInput)
        work.extends += 1
        try replace(with: newInput, prepared: extended, anchoredAt: nil)
    }

    /// Anything else changed (a reload): prepares for `input` and keeps the offset, within the
    /// content.
    public mutating func reload(_ input: LayoutInput) throws(LayoutError) {
        try replace(with: input, prepared: try computeLayout(for: input), anchoredAt: nil)
    }

    /// The layout prepared in full for `input`, counted in `work`.
    mutating func computeLayout(for input: LayoutInput) throws(LayoutError) -> PreparedLayout {
        let prepared = try layout.prepare(input)
        work.prepares += 1
        return prepared
    }

    /// Takes a newly computed layout and makes the frame for it; on error nothing changes.
    /// A view that followed the end (`followsEnd`) stays at the end, whatever the anchor and the
    /// new layout's gravity.
    /// `followedEnd`: whether the view followed the end before the change, when `prepared`
    /// already holds the new layout (nil: `followsEnd` now).
    mutating func replace(with newInput: LayoutInput, prepared newPrepared: PreparedLayout, anchoredAt anchor: Anchor?,
                          followedEnd: Bool? = nil) throws(LayoutError) {
        let old = (input, prepared, position)
        let followedEnd = followedEnd ?? followsEnd
        input = newInput
        prepared = newPrepared
        // Orthogonal sections keep their sideways offsets, within their new content.
        position.hold(in: prepared)
        do throws(LayoutError) {
            var offset = position.offset
            if let anchor, let moved = try newPrepared.attributes(for: anchor.id, at: position) {
                let mapping = newPrepared.mapping
                let u = mapping.u(moved.frame.origin) - anchor.distance
                offset = mapping.axis == .vertical ? Point(x: offset.x, y: u) : Point(x: u, y: offset.y)
            }
            let limit = maximumOffset
            position.offset = Point(x: Swift.min(Swift.max(0, offset.x), limit.x), y: Swift.min(Swift.max(0, offset.y), limit.y))
            // (Also into a variant that does not keep to its end: the newest items stay in view.)
            if followedEnd { position.offset = endOffset }
            try makeFrame()
        } catch {
            (input, prepared, position) = old
            throw error
        }
    }

    /// A cell and how far its leading edge is from the viewport's, along the scroll axis.
    struct Anchor {
        var id: ElementID
        var distance: Double
    }

    /// The cell that starts first in the viewport, of those `included`, to keep in place across
    /// a change; nil at the very start of the content, which stays at the start (at the end for
    /// a layout kept to its end, which stays at the end: `followsEnd`). Only cells on the screen
    /// count: a shelf's cells scrolled out sideways do not.
    func firstCellInView(where included: (ElementID) -> Bool = { _ in true }) -> Anchor? {
        let mapping = prepared.mapping
        let start = mapping.u(offset), end = start + mapping.u(input.viewport)
        guard prepared.gravity == .end ? !followsEnd : start > 0 else { return nil }
        let viewport = Rect(x: offset.x, y: offset.y, width: input.viewport.width, height: input.viewport.height)
        var best: Anchor?
        for element in kept where element.id.kind == .cell && included(element.id) && element.frame.intersects(viewport) {
            let u = mapping.u(element.frame.origin), uEnd = u + mapping.u(element.frame.size)
            guard uEnd > start, u < end else { continue }
            if u - start < best?.distance ?? .infinity { best = Anchor(id: element.id, distance: u - start) }
        }
        return best
    }

    /// The item sizes for new counts: those given, or none when the layout takes none. A layout
    /// that takes sizes needs them for every item.
    func sizesAfterChange(_ sizes: [[ItemSize]]?, counts: [Int]) throws(LayoutError) -> [[ItemSize]]? {
        guard let sizes else {
            guard input.itemSizes == nil else {
                throw LayoutError("this layout takes its items' sizes from data; give the sizes of all items after the change")
            }
            return nil
        }
        guard sizes.count == counts.count, zip(sizes, counts).allSatisfy({ $0.count == $1 }) else {
            throw LayoutError("the item sizes must give one size per item, sections in order: \(counts) items, got \(sizes.map(\.count))")
        }
        return sizes
    }

    // MARK: Frames

    /// Queries the kept rect at the offset and lists what entered and left. The query writes
    /// the new frame straight into a new array, which costs one allocation a frame but about
    /// half the time of appending to a kept one (each append checks the array's uniqueness).
    private mutating func makeFrame(reporting: Bool = true) throws(LayoutError) {
        var next = try prepared.elements(in: keptRect(at: offset), at: position)
        // Engines list in ElementID order but for a circle's wrapped arcs.
        if !Self.isSorted(next) { next.sort { $0.id < $1.id } }
        entered.removeAll(keepingCapacity: true)
        left.removeAll(keepingCapacity: true)
        guard reporting else {
            kept = next
            work.frames += 1
            return
        }
        // The first report starts from an empty view (see `entered`).
        if !reported {
            reported = true
            kept.removeAll()
        }
        var old = 0, new = 0
        while old < kept.count || new < next.count {
            if new == next.count || (old < kept.count && kept[old].id < next[new].id) {
                left.append(kept[old].id)
                old += 1
            } else if old == kept.count || next[new].id < kept[old].id {
                entered.append(next[new].id)
                new += 1
            } else {
                old += 1
                new += 1
            }
        }
        kept = next
        work.frames += 1
    }

    private static func isSorted(_ elements: [LayoutAttributes]) -> Bool {
        var index = 1
        while index < elements.count {
            guard elements[index - 1].id < elements[index].id else { return false }
            index += 1
        }
        return true
    }

    static func checkOffset(_ point: Point) throws(LayoutError) {
        guard point.x.isFinite, point.y.isFinite, Swift.abs(point.x) <= 1e15, Swift.abs(point.y) <= 1e15 else {
            throw LayoutError("an offset or velocity must be finite and within ±1e15 points, not \(point)")
        }
    }
}
