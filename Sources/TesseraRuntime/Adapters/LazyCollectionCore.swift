/// What a lazy scrolling collection decides (SwiftUI's `TesseraCollection`), in platform-neutral
/// types: which elements exist as views at the scroll view's offset, size and insets, with their
/// attributes, and which views an update makes and drops. The view maps each to SwiftUI; the
/// collection-view contract (content insets, errors shown once, anchors on a resize or a new text
/// size) is `CollectionLayoutCore`'s, under it.
@_spi(Adapters) public struct LazyCollectionCore: Sendable {
    package private(set) var core: CollectionLayoutCore
    /// The elements that exist as views: those the scroll driver keeps (the viewport and a
    /// margin), effects and pinned headers applied, sorted by ID.
    public private(set) var elements: [LayoutAttributes] = []
    /// What the latest update added to the views and took out of them, sorted.
    public private(set) var made: [ElementID] = []
    public private(set) var dropped: [ElementID] = []
    /// The scroll view as last seen: a change of data or text size lays out there.
    public private(set) var view: CollectionViewBounds?
    private var counts: [Int] = []
    private var textScale = 1.0
    private var reduceMotion = false
    /// The data changed since the last update: it lays out again, not only scrolls.
    private var dataChanged = true
    /// The items changed only by new ones at the ends of sections (`itemsAppended()`).
    private var appendedOnly = false

    public init(layout: any TesseraLayout) {
        core = CollectionLayoutCore(layout: layout)
        core.insetsKeepContentOffset = false
    }

    /// The scroll view's content size: zero before the first update and while the layout is
    /// empty for an error.
    public var contentSize: Size { core.contentSize }

    /// What an update asks of the view besides drawing `elements`.
    public struct Outcome: Equatable, Sendable {
        /// A layout error, the first time it occurs (the collection is then empty).
        public var failure: LayoutError?
        /// The content offset the scroll view must take, so that the items on screen stay where
        /// they are (after a resize, a new text size or a cell that sized itself); nil to stay.
        public var scrollTo: Point?

        public init(failure: LayoutError? = nil, scrollTo: Point? = nil) {
            self.failure = failure
            self.scrollTo = scrollTo
        }
    }

    /// The scroll view as it is (nil: as last seen), with the data's counts and the reader's text
    /// size and Reduce Motion setting. A scroll moves the frame; new counts that only `appended` items at the ends of
    /// sections continue the layout; anything else lays out again where it must. A new viewport
    /// or text size keeps the first item in view where it was on screen: the outcome says where
    /// the view scrolls for that, and the elements are already drawn there.
    public mutating func update(view newView: CollectionViewBounds?, sectionCounts: [Int], textScale: Double = 1, reduceMotion: Bool = false,
                                itemSizes: () -> [[ItemSize]]?) -> Outcome {
        guard let view = newView ?? view else { return Outcome() }
        var appending = false
        if sectionCounts != counts {
            appending = appendedOnly && !dataChanged && core.driver != nil
            counts = sectionCounts
            if !appending { core.invalidateData(); dataChanged = true }
        }
        appendedOnly = false
        let scrollOnly = !dataChanged && self.view?.viewport == view.viewport && textScale == self.textScale
            && reduceMotion == self.reduceMotion && core.driver != nil
        dataChanged = false
        self.view = view
        self.textScale = textScale
        self.reduceMotion = reduceMotion
        var outcome = Outcome()
        if appending {
            core.append(view: view, sectionCounts: sectionCounts, textScale: textScale, reduceMotion: reduceMotion, itemSizes: itemSizes)
        } else if scrollOnly {
            core.scroll(view: view)
        } else {
            core.prepare(view: view, sectionCounts: sectionCounts, textScale: textScale, reduceMotion: reduceMotion, itemSizes: itemSizes)
        }
        if appending || !scrollOnly {
            // The view scrolls where the first item in view keeps its place, and only then.
            let anchored = core.offsetAfterChange(proposed: view.bounds.origin, insets: view.insets)
            if anchored != view.bounds.origin, core.driver != nil {
                move(to: anchored)
                outcome.scrollTo = anchored
            }
        }
        outcome.failure = core.takeUnreportedErrors().first
        if !scrollOnly { findOrthogonalSections() }
        takeFrame()
        return outcome
    }

    /// The view takes content offset `offset`: the frame follows before the scroll view reports it.
    private mutating func move(to offset: Point) {
        guard let view else { return }
        let moved = view.with(bounds: Rect(x: offset.x, y: offset.y, width: view.bounds.width, height: view.bounds.height))
        core.scroll(view: moved)
        self.view = moved
    }

    /// The views are the driver's frame now: what entered is made, what left is dropped.
    private mutating func takeFrame() {
        let kept = core.driver?.kept ?? []
        made.removeAll(keepingCapacity: true)
        dropped.removeAll(keepingCapacity: true)
        CollectionLayoutCore.walk(from: elements, to: kept) { id, before, after in
            if before == nil { made.append(id) } else if after == nil { dropped.append(id) }
        }
        elements = kept
        bands.removeAll(keepingCapacity: true)
        defer { takePlacements() }
        guard let driver = core.driver, !orthogonalSections.isEmpty else { return }
        let rect = driver.keptRect(at: driver.offset)
        for section in orthogonalSections {
            guard let frame = driver.prepared.band(ofSection: section), frame.intersects(rect),
                  let length = driver.prepared.orthogonalContentLength(section: section) else { continue }
            bands.append(Band(section: section, frame: frame, offset: driver.position.offset(ofSection: section), contentLength: length))
        }
    }

    // MARK: What scrolling changes, apart

    /// An element as the view places it: its attributes where the content starts (before the
    /// effects and pinning that scrolling changes; a cell of an orthogonal section as its band
    /// is scrolled now), and its place in the drawing order now.
    public struct Placement: Hashable, Sendable {
        public var base: LayoutAttributes
        /// Drawn above the placements of lower layers (`zIndex`).
        public var layer: Int
        public var id: ElementID { base.id }
    }

    /// The elements as placed: they change when an element is made or dropped, the layout is
    /// computed again, an orthogonal section scrolls, or the drawing order changes, and not when
    /// only effects and pinned headers follow a scroll, which `sampler` computes for each frame
    /// where the platform applies them (SwiftUI's `visualEffect`), so the view's body does not run
    /// again for every frame. Sorted by ID, as `elements`.
    public private(set) var placements: [Placement] = []
    /// Counts changes of `placements`: each asks the view to lay out again.
    public private(set) var placementRevision = 0
    /// The attributes of a placed element wherever the view is scrolled, for the frame it draws.
    public private(set) var sampler = EffectSampler(prepared: nil, position: ScrollOffsets(), insets: .zero)

    private mutating func takePlacements() {
        guard let driver = core.driver, let view else {
            if !placements.isEmpty { placements = []; placementRevision &+= 1 }
            return
        }
        let prepared = driver.prepared
        let moves = prepared.hasEffects || prepared.hasPinnedHeaders
        var start = driver.position
        start.offset = .zero
        // The drawing order: ranks of the elements by their z-index now, ties by ID.
        let order = elements.indices.sorted { (elements[$0].zIndex, elements[$0].id) < (elements[$1].zIndex, elements[$1].id) }
        var layers = [Int](repeating: 0, count: elements.count)
        for (rank, index) in order.enumerated() { layers[index] = rank }
        var next: [Placement] = []
        next.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            let inBand = element.id.kind == .cell && bands.contains { $0.section == element.id.section }
            let base = moves && !inBand ? ((try? prepared.attributes(for: element.id, at: start)) ?? nil) ?? element : element
            next.append(Placement(base: base, layer: layers[index]))
        }
        sampler = EffectSampler(prepared: moves ? prepared : nil, position: driver.position, insets: view.insets)
        if next != placements {
            placements = next
            placementRevision &+= 1
        }
    }

    /// The layout itself changed (a live layout): the next update lays out again with the same
    /// data, and its outcome scrolls so that the first item in view stays where it was.
    /// The collection's table for assistive technologies (`CollectionAccessibility`): its
    /// count and its headers, for SwiftUI's container and rotor.
    public mutating func accessibility() -> CollectionAccessibility? { core.accessibility() }

    public mutating func layoutDidChange() {
        core.layoutDidChange()
        dataChanged = true
    }

    /// The data changed in place (same counts, other sizes): the next update lays out again,
    /// the first cell in view keeping its place, as UIKit's `invalidateLayout()` keeps it.
    public mutating func invalidateData() {
        core.invalidate(everything: true, dataSourceCounts: false)
        dataChanged = true
    }

    /// The items changed (inserted, deleted, moved, replaced: the view compares its data by
    /// identity): the next update lays out again, keeping the first cell in view that is still
    /// there and not moved where it was on the screen (`newPath` says where each cell before the
    /// change is now, nil for one that is gone; `moved`, whether it moved, as
    /// `change(from:to:)` finds it). Sizes cells measured are the caller's to give by item from
    /// now on, in `itemSizes`: kept by index path, they would land on other items.
    public mutating func itemsChanged(newPath: @escaping (ElementID) -> ElementID?, moved: @escaping (ElementID) -> Bool) {
        core.itemsChanged(newPath: newPath, moved: moved)
        dataChanged = true
    }

    /// Items were only appended at the ends of sections (an infinite feed): the next update's
    /// new counts continue the layout instead of computing it again.
    public mutating func itemsAppended() {
        appendedOnly = true
        core.itemsAppended()
    }

    /// Another layout for the same data (a layout downloaded later, a grid switched to a list):
    /// the next update lays it out, keeping the first cell in view where it was on the screen.
    public mutating func replaceLayout(_ layout: any TesseraLayout) {
        let previous = core
        core = CollectionLayoutCore(layout: layout, suppliedKinds: previous.suppliedKinds)
        core.insetsKeepContentOffset = false
        // Measured where the view is, which scrolls that moved nothing may have left the old
        // layout's driver behind.
        if let view { core.takeAnchor(from: previous, view: view) }
        dataChanged = true
    }

    /// Where a fling comes to rest, by the layout's snap, within the offsets the view can rest
    /// at. `proposed` and `start` (where the gesture began, for paging by item; nil: where the view
    /// is) and the answer are origins of the region the scroll view shows inside its insets, as
    /// SwiftUI's `ScrollTarget.rect` is ("the rect that a scrollable view should try and have
    /// contained", its size `ScrollTargetBehaviorContext.containerSize`, "the size of the bounds
    /// of the scroll view subtracting any insets"): the layout's own offsets.
    public mutating func restingOffset(proposed: Point, velocity: Point, from start: Point? = nil) -> Point {
        let bounds = view ?? CollectionViewBounds(Rect(x: 0, y: 0, width: 0, height: 0))
        let rest = core.restingOffset(proposed: bounds.contentOffset(proposed), velocity: velocity, insets: bounds.insets,
                                      from: start.map(bounds.contentOffset))
        return bounds.layoutOffset(rest)
    }

    /// Self-sizing: the view of cell `id` measured `size`. For a layout sized by data the layout
    /// is computed again with it (and keeps it through later changes), and the outcome says where
    /// the scroll view must go so that the items on screen stay where they are; nothing happens
    /// for the same size, or a layout that takes no sizes.
    public mutating func report(_ size: Size, of id: ElementID) -> Outcome {
        guard let view, core.invalidates(forPreferredSize: size, of: id) else { return Outcome() }
        var outcome = Outcome()
        let adjustment = core.reportPreferredSize(size, of: id, view: view).contentOffset
        // The view moves only when the cells on screen would otherwise: a cell below them that
        // grew moves nothing, and a scroll under way is left alone.
        if adjustment != .zero {
            let moved = Point(x: view.bounds.x + adjustment.x, y: view.bounds.y + adjustment.y)
            move(to: moved)
            outcome.scrollTo = moved
        }
        outcome.failure = core.takeUnreportedErrors().first
        takeFrame()
        return outcome
    }

    // MARK: Orthogonal sections

    /// A band of an orthogonal section that is near the screen: it scrolls sideways on its own.
    public struct Band: Hashable, Sendable {
        public var section: Int
        /// Where the band is, in content coordinates, across the whole breadth.
        public var frame: Rect
        /// How far it is scrolled sideways, and how far its content reaches, insets included.
        public var offset: Double
        public var contentLength: Double
    }

    /// The orthogonal sections' bands that meet the rect the driver keeps, by section: each is a
    /// scroll view of its own, holding its cells among `elements`.
    public private(set) var bands: [Band] = []
    /// The layout's orthogonal sections, found when it is laid out, not on every frame.
    private var orthogonalSections: [Int] = []

    /// Scrolls orthogonal section `section` sideways to `offset`: the frame follows.
    public mutating func scroll(section: Int, to offset: Double) -> Outcome {
        var outcome = Outcome()
        _ = core.scroll(section: section, to: offset)
        outcome.failure = core.takeUnreportedErrors().first
        takeFrame()
        return outcome
    }

    /// Where a sideways fling of orthogonal section `section` that would end at `proposed`
    /// comes to rest, by the section's snap; paging by item counts from `start`, the band's
    /// offset where the gesture began (nil: its offset now).
    public mutating func restingOffset(ofSection section: Int, proposed: Double, velocity: Double, from start: Double? = nil) -> Double {
        core.restingOffset(ofSection: section, proposed: proposed, velocity: velocity, from: start)
    }

    private mutating func findOrthogonalSections() {
        orthogonalSections.removeAll(keepingCapacity: true)
        guard let prepared = core.driver?.prepared else { return }
        for section in 0..<prepared.sectionCount where prepared.isOrthogonal(section: section) {
            orthogonalSections.append(section)
        }
    }

    /// The cell whose place a dragged cell with its centre at `center` takes (the layout's
    /// move-target rule), or nil to stay where it is.
    public mutating func moveTarget(for dragged: ElementID, at center: Point) -> ElementID? {
        core.moveTarget(for: dragged, at: center)
    }

    /// The cell that starts first in what the bars leave of the view (the top row's leading
    /// cell in a grid, the card at a carousel's leading edge): where the app reads its scroll
    /// position. Nil when no cell is in view.
    public var firstVisibleCell: ElementID? {
        guard let driver = core.driver else { return nil }
        let mapping = driver.prepared.mapping
        let viewport = Rect(x: driver.offset.x, y: driver.offset.y, width: driver.viewport.width, height: driver.viewport.height)
        var first: (id: ElementID, u: Double, v: Double)?
        for element in elements where element.id.kind == .cell && element.frame.intersects(viewport) {
            let u = mapping.u(element.frame.origin), v = mapping.axis == .vertical ? element.frame.x : element.frame.y
            if first.map({ u < $0.u || (u == $0.u && v < $0.v) }) ?? true { first = (element.id, u, v) }
        }
        return first?.id
    }

    /// Where an item sits when a view is scrolled to show it.
    public enum ItemPlacement: Hashable, Sendable {
        /// At the leading edge of what the bars leave (a list's "scroll to top").
        case leading
        /// In the middle of what the bars leave (a carousel's card).
        case center
    }

    /// The content offset that shows element `id` as `placement` says, held within the offsets
    /// the view can rest at; nil for an element the layout does not have.
    public func offset(showing id: ElementID, placement: ItemPlacement = .leading) -> Point? {
        guard let driver = core.driver, let view, let element = try? driver.attributes(for: id) else { return nil }
        let mapping = driver.prepared.mapping
        let start = mapping.u(element.frame.origin)
        let length = mapping.u(element.frame.size), viewport = mapping.u(driver.viewport)
        // Sideways right to left the leading edge is the right one (as `scrollTarget(toItem:view:)`).
        let leading = driver.prepared.endsAtOrigin ? start + length - viewport : start
        let u = placement == .leading ? leading : start + (length - viewport) * 0.5
        let limit = mapping.u(driver.maximumOffset)
        let held = Swift.min(Swift.max(0, u), limit)
        let current = view.layoutOffset
        return view.contentOffset(mapping.axis == .vertical ? Point(x: current.x, y: held) : Point(x: held, y: current.y))
    }
}

/// Where scrolling puts an element: its effects and a pinned header's place for the content
/// offset the view has, computed from its placement alone. A value SwiftUI's `visualEffect` takes
/// for each frame, off the main actor.
@_spi(Adapters) public struct EffectSampler: Sendable {
    /// Nothing follows the scroll.
    public static let still = EffectSampler(prepared: nil, position: ScrollOffsets(), insets: .zero)

    /// Nil when nothing follows the scroll: every element stays as placed.
    let prepared: PreparedLayout?
    /// The orthogonal sections' sideways offsets.
    let position: ScrollOffsets
    let insets: EdgeInsets

    /// `placement`'s element with the view's bounds at `contentOffset`: the attributes a fresh
    /// layout gives it there. An element in an orthogonal band, whose band the view places, stays as placed.
    public func attributes(of placement: LazyCollectionCore.Placement, contentOffset: Point) -> LayoutAttributes {
        guard let prepared else { return placement.base }
        var position = self.position
        position.offset = Point(x: contentOffset.x + insets.left, y: contentOffset.y + insets.top)
        if placement.id.kind == .cell, prepared.isOrthogonal(section: placement.id.section) { return placement.base }
        return ((try? prepared.attributes(for: placement.id, at: position)) ?? nil) ?? placement.base
    }

    /// The content offset of a view in which `placement` is drawn at `frameInScrollView`, its
    /// frame in the scroll view's own coordinates (`.scrollView`) before effects.
    public static func contentOffset(of placement: LazyCollectionCore.Placement, frameInScrollView: Rect) -> Point {
        Point(x: placement.base.frame.x - frameInScrollView.x, y: placement.base.frame.y - frameInScrollView.y)
    }
}
