/// What a collection view's layout object decides (`UICollectionViewLayout`,
/// `NSCollectionViewLayout`), in platform-neutral types. A collection view drives its layout
/// through a fixed set of calls: it invalidates, calls `prepare()`, asks for attributes in rects
/// and by index path, asks whether a bounds change or a cell's preferred size invalidates, and
/// brackets batch updates and animated bounds changes. Each call has one method here, so the
/// TesseraUIKit and TesseraAppKit adapters only convert types, and every decision is tested on
/// Linux (`docs/APPS.md`, "What the simulated collection view proves", lists the call sequences).
///
/// The view's bounds, content insets and scroll offset are the truth: `prepare` takes them as
/// the view has them (`CollectionViewBounds` says how the insets become the layout's viewport).
/// The core keeps a `ScrollDriver` for them, which computes the layout again only when the data
/// changed or the layout reads what changed.
///
/// A layout error empties the layout (no elements, no content size) and is thrown once: the
/// layout stays empty, without trying again, until the data, the viewport or the text size
/// change.
package struct CollectionLayoutCore: Sendable {
    public let layout: any TesseraLayout
    /// Nil until the first `prepare`, and while the layout is empty for an error.
    public private(set) var driver: ScrollDriver?
    /// The error the layout is empty for, until a change lays it out again.
    public private(set) var failure: LayoutError?
    /// What failed: the same inputs are not tried again (nor reported again).
    private var failedInputs: Inputs?
    /// Set by a data invalidation (reload, batch update): the next `prepare` computes the layout again.
    private var dataIsStale = true
    /// Set when the layout itself changed (a live layout): the next `prepare` keeps the first
    /// cell in view where it was, as for a new viewport.
    private var layoutChanged = false
    /// Counts data invalidations, so that a failure is tried again after one.
    private var dataGeneration = 0
    /// The view as last seen: its insets convert content offsets to the layout's and back.
    private var view = CollectionViewBounds(Rect(x: 0, y: 0, width: 0, height: 0))
    /// The app's item sizes (its estimates) as last asked, for layouts that take sizes from data.
    private var appSizes: [[ItemSize]]?
    /// Sizes cells reported (self-sizing), by their index paths now. They override the app's
    /// estimates until the cell reports another, follow their items through batch updates, and
    /// are forgotten when their item is deleted.
    package internal(set) var reportedSizes: [ElementID: ItemSize] = [:]
    /// The driver as it was before the latest data change: what a batch update animates from.
    var beforeUpdate: ScrollDriver?
    var batch: BatchUpdate?
    var phase = Phase.idle
    /// Where the view should scroll (layout coordinates) to keep the first cell in view in place
    /// after a viewport change or a batch update; given once, and only until the change ends.
    var anchoredOffset: Point?
    /// A content offset adjustment from self-sizing during a batch update, which UIKit ignores
    /// then: the adapter applies it when the update ends.
    var stagedAdjustment: Point?
    /// Whether the user is dragging the view, as the adapter last said, and where (layout
    /// coordinates) the drag began: paging by item counts its items from there.
    private var dragging = false
    private(set) var gestureStart: Point?

    /// Which bracket of calls the view is in: an anchor or a batch lives only within its own.
    enum Phase: Sendable {
        case idle
        /// `prepare(forAnimatedBoundsChange:)` … `finalizeAnimatedBoundsChange()`.
        case animatedBoundsChange
        /// `prepare(forCollectionViewUpdates:)` … `finalizeCollectionViewUpdates()`.
        case updates
    }

    /// What a layout is computed for, besides the offset.
    struct Inputs: Hashable, Sendable {
        var viewport: Size
        var counts: [Int]
        var textScale: Double
        var reduceMotion = false
        var dataGeneration: Int
    }

    public init(layout: any TesseraLayout) {
        self.layout = layout
    }

    /// The content size, zero before the first `prepare` and while the layout is empty for an error.
    public var contentSize: Size { driver?.contentSize ?? .zero }

    // MARK: Invalidation and preparing

    /// The layout changed while the app runs (`ChangingLayout`): the next `prepare` computes it
    /// again with the same data, and `offsetAfterChange` gives the offset that keeps the first
    /// cell in view where it was.
    public mutating func layoutDidChange() {
        invalidateData()
        layoutChanged = true
        // A layout that failed may work now.
        failedInputs = nil
    }

    /// The view's data changed (a reload, a batch update, or a full `invalidateLayout()`): the
    /// next `prepare` computes the layout again, with the item sizes it is given then.
    public mutating func invalidateData() {
        dataIsStale = true
        dataGeneration &+= 1
    }

    /// `prepare()`: the view's bounds and insets, scroll offset and item counts as they are now.
    /// `itemSizes` is asked only when the layout is computed again, and only layouts that take
    /// sizes from data need it (nil otherwise); sizes that cells reported override it.
    ///
    /// Computes the layout when there is none yet, after a data invalidation or a change of
    /// counts, and when the viewport changed in a dimension the layout reads; a scroll only moves
    /// the frame. A viewport with no area is not laid out (the view has no size yet). A new
    /// viewport or text size, also with the data invalidated (apps call `invalidateLayout()` when
    /// they rotate), keeps the first cell in view in place: `offsetAfterChange(proposed:)` gives
    /// the offset. On error the layout is empty (see the type's summary).
    ///
    /// `textScale` is the reader's text size (`LayoutInput.textScale`): a new one computes the
    /// layout again only when the layout reads it. `reduceMotion` is the reader's Reduce Motion
    /// setting (`LayoutInput.reduceMotion`).
    public mutating func prepare(view: CollectionViewBounds, sectionCounts: [Int], textScale: Double = 1, reduceMotion: Bool = false,
                                 itemSizes: () -> [[ItemSize]]?) throws(LayoutError) {
        // An anchor outside a bracket was not taken by the view: it must not reach a later change.
        if phase == .idle {
            anchoredOffset = nil
            beforeUpdate = nil
        }
        // Scrolls that changed no attributes happened with the insets the view had then.
        let caughtUp = CollectionViewBounds(view.bounds, insets: self.view.insets).layoutOffset
        self.view = view
        let viewport = view.viewport
        // A view asks first before it has a size; there is nothing to show, and a layout whose
        // insets depend on the viewport would report an error for the empty one.
        guard viewport.width > 0, viewport.height > 0 else { return }
        let inputs = Inputs(viewport: viewport, counts: sectionCounts, textScale: textScale, reduceMotion: reduceMotion, dataGeneration: dataGeneration)
        if inputs == failedInputs { return }
        do {
            try layOut(inputs, at: view.layoutOffset, caughtUp: caughtUp, itemSizes: itemSizes)
            failure = nil
            failedInputs = nil
        } catch {
            fail(error, inputs: inputs)
            throw error
        }
    }

    /// Lays out for `inputs` with the view at `offset`; `caughtUp` is where the view was scrolled
    /// before its insets changed, where the first cell in view is measured.
    private mutating func layOut(_ inputs: Inputs, at offset: Point, caughtUp: Point, itemSizes: () -> [[ItemSize]]?) throws(LayoutError) {
        guard var driver else {
            appSizes = itemSizes()
            let input = LayoutInput(viewport: inputs.viewport, sectionCounts: inputs.counts,
                                    itemSizes: currentSizes(), textScale: inputs.textScale, reduceMotion: inputs.reduceMotion)
            // Keep one viewport's length either side: what a collection view prefetches.
            var fresh = try ScrollDriver(layout: layout, input: input, offset: offset,
                                         margin: Swift.max(inputs.viewport.width, inputs.viewport.height))
            fresh.takeFrameAsShown()
            self.driver = fresh
            dataIsStale = false
            layoutChanged = false
            return
        }
        // Scrolls that change no attributes are not invalidated, so the driver may be behind the
        // view: catch up first, so that anchors are measured from where the view is.
        if caughtUp != driver.offset { try driver.scroll(to: caughtUp) }
        let resized = inputs.viewport != driver.viewport
        let rescaled = inputs.textScale != driver.input.textScale
        let motionChanged = inputs.reduceMotion != driver.input.reduceMotion
        var anchored = false
        if dataIsStale || inputs.counts != driver.input.sectionCounts {
            if phase == .idle { beforeUpdate = driver }
            appSizes = itemSizes()
            let input = LayoutInput(viewport: inputs.viewport, sectionCounts: inputs.counts,
                                    itemSizes: currentSizes(), textScale: inputs.textScale, reduceMotion: inputs.reduceMotion)
            // The same items at another size (a rotation or a text size with a full
            // invalidation): the first cell in view keeps its place. New counts wait for the
            // update list, which says which cell survives (`beginUpdates`).
            let anchor = inputs.counts == driver.input.sectionCounts && (resized || rescaled || motionChanged || layoutChanged)
                ? driver.firstCellInView() : nil
            let prepared = try driver.computeLayout(for: input)
            try driver.replace(with: input, prepared: prepared, anchoredAt: anchor)
            anchored = anchor != nil
        } else {
            if rescaled, try driver.changeTextScale(to: inputs.textScale) { anchored = true }
            if motionChanged, try driver.changeReduceMotion(to: inputs.reduceMotion) { anchored = true }
            if resized {
                try driver.resize(to: inputs.viewport)
                anchored = true
            }
        }
        layoutChanged = false
        if anchored { anchoredOffset = driver.offset }
        // The view is still where it was until it takes the anchored offset.
        if offset != driver.offset { try driver.scroll(to: offset) }
        self.driver = driver
        dataIsStale = false
    }

    /// Items appended at the ends of sections (an infinite feed), known to be only that (SwiftUI's
    /// collection compares its data): the layout continues from where it stopped instead of
    /// being computed again (`TesseraLayout.extend`). Anything else, or before the first layout,
    /// lays out as `prepare` does.
    public mutating func append(view: CollectionViewBounds, sectionCounts: [Int], textScale: Double = 1, reduceMotion: Bool = false,
                                itemSizes: () -> [[ItemSize]]?) throws(LayoutError) {
        guard let current = driver, !dataIsStale, current.viewport == view.viewport, current.input.textScale == textScale,
              current.input.reduceMotion == reduceMotion,
              sectionCounts.count == current.input.sectionCounts.count,
              zip(sectionCounts, current.input.sectionCounts).allSatisfy({ $0 >= $1 }) else {
            invalidateData()
            return try prepare(view: view, sectionCounts: sectionCounts, textScale: textScale, reduceMotion: reduceMotion, itemSizes: itemSizes)
        }
        self.view = view
        appSizes = itemSizes()
        let sizes = currentSizes(), offset = view.layoutOffset
        try changeDriver { driver throws(LayoutError) in
            if driver.offset != offset { try driver.scroll(to: offset) }
            try driver.append(sectionCounts: sectionCounts, itemSizes: sizes)
        }
    }

    /// Empties the layout for `error`: what the view asks next finds nothing, and the same
    /// inputs are not laid out again.
    private mutating func fail(_ error: LayoutError, inputs: Inputs) {
        driver = nil
        failure = error
        failedInputs = inputs
        beforeUpdate = nil
        batch = nil
        anchoredOffset = nil
        stagedAdjustment = nil
    }

    /// Runs a change of the driver; on error empties the layout and rethrows.
    mutating func changeDriver<T>(_ change: (inout ScrollDriver) throws(LayoutError) -> T) throws(LayoutError) -> T? {
        guard var driver else { return nil }
        // The driver leaves `self` while it changes, so that its arrays have one owner and it
        // updates them in place instead of copying them (two allocations a frame).
        self.driver = nil
        do {
            let result = try change(&driver)
            self.driver = driver
            return result
        } catch {
            fail(error, inputs: Inputs(viewport: driver.viewport, counts: driver.input.sectionCounts,
                                       textScale: driver.input.textScale, reduceMotion: driver.input.reduceMotion, dataGeneration: dataGeneration))
            throw error
        }
    }

    /// The sizes to lay out with: the app's, with those cells reported in their place.
    func currentSizes() -> [[ItemSize]]? {
        guard var sizes = appSizes else { return nil }
        for (id, size) in reportedSizes where sizes.indices.contains(id.section) && sizes[id.section].indices.contains(id.item) {
            sizes[id.section][id.item] = size
        }
        return sizes
    }

    /// Every item's size from the app's function of (item, section), sections in order: what
    /// `prepare`'s `itemSizes` gives for an app's size closure or delegate.
    public static func itemSizes(counts: [Int], _ size: (_ item: Int, _ section: Int) -> Size) -> [[ItemSize]] {
        counts.indices.map { section in (0..<counts[section]).map { .size(size($0, section)) } }
    }

    /// `targetContentOffset(forProposedContentOffset:)`, asked during an update or an animated
    /// bounds change: the content offset that keeps the first cell in view where it was, after a
    /// viewport change or a batch update; `proposed` otherwise. Given once.
    public mutating func offsetAfterChange(proposed: Point, insets: EdgeInsets) -> Point {
        defer { anchoredOffset = nil }
        guard let anchoredOffset else { return proposed }
        return CollectionViewBounds(view.bounds, insets: insets).contentOffset(anchoredOffset)
    }

    /// `prepare(forAnimatedBoundsChange:)`.
    public mutating func beginAnimatedBoundsChange() {
        phase = .animatedBoundsChange
    }

    /// `finalizeAnimatedBoundsChange()`.
    public mutating func endAnimatedBoundsChange() {
        phase = .idle
    }

    // MARK: Attributes

    /// The elements that intersect `rect` at the current offset, effects and pinned headers applied.
    public func attributes(in rect: Rect) throws(LayoutError) -> [LayoutAttributes] {
        guard let driver else { return [] }
        return try driver.prepared.elements(in: rect, at: driver.position)
    }

    /// One element's attributes at the current offset. A collection view asks by index path for
    /// what it shows, and throws an exception for a nil answer about a decoration it shows or
    /// anything while the layout is empty for an error; those get hidden attributes (alpha 0,
    /// where the element was, or a zero frame). Nil for a cell or a header the layout does not have.
    public func attributes(for id: ElementID) throws(LayoutError) -> LayoutAttributes? {
        if failure != nil { return Self.hidden(id, at: Rect(x: 0, y: 0, width: 0, height: 0)) }
        guard let driver else { return nil }
        if let attributes = try driver.attributes(for: id) { return attributes }
        guard id.kind.isDecoration else { return nil }
        let before = try beforeUpdate.flatMap { old throws(LayoutError) in try old.attributes(for: id) }
        return Self.hidden(id, at: before?.frame ?? Rect(x: 0, y: 0, width: 0, height: 0))
    }

    static func hidden(_ id: ElementID, at frame: Rect) -> LayoutAttributes {
        LayoutAttributes(id: id, frame: frame, alpha: 0)
    }

    // MARK: Bounds changes

    /// `shouldInvalidateLayout(forBoundsChange:)`: whether the new bounds change any attributes.
    /// A scroll does only when effects or pinned headers depend on the offset. A layout empty for
    /// an error is tried again only at another viewport.
    public func invalidates(forBoundsChange view: CollectionViewBounds) -> Bool {
        if let failedInputs { return view.viewport != failedInputs.viewport }
        guard let driver else { return true }
        return driver.prepared.needsNewAttributes(size: view.viewport, offset: view.layoutOffset, from: driver.offset)
    }

    /// What a bounds change invalidates.
    public enum BoundsInvalidation: Hashable, Sendable {
        /// The viewport changed: the next `prepare` takes it.
        case viewport
        /// Only the offset changed: these elements' attributes differ at the new offset, or they
        /// entered or left the frame. Sorted.
        case elements([ElementID])
    }

    /// `invalidationContext(forBoundsChange:)`: for a scroll, moves the frame to the new offset
    /// and names the elements whose attributes changed, so the view updates only those.
    public mutating func invalidation(forBoundsChange view: CollectionViewBounds) throws(LayoutError) -> BoundsInvalidation {
        guard let before = driver?.kept, view.viewport == driver?.viewport else { return .viewport }
        try scroll(view: view)
        return .elements(Self.changedElements(from: before, to: driver?.kept ?? []))
    }

    /// A scroll of a view whose viewport is the layout's: the frame moves to its offset. Never
    /// prepares.
    mutating func scroll(view: CollectionViewBounds) throws(LayoutError) {
        self.view = view
        let offset = view.layoutOffset
        try changeDriver { driver throws(LayoutError) in try driver.scroll(to: offset) }
    }

    /// Elements in either frame whose attributes are not the same in both; both sorted by id.
    static func changedElements(from old: [LayoutAttributes], to new: [LayoutAttributes]) -> [ElementID] {
        var changed: [ElementID] = []
        walk(from: old, to: new) { id, before, after in
            if before != after { changed.append(id) }
        }
        return changed
    }

    /// Visits the elements of two frames sorted by id, in id order: each with its attributes
    /// before and after (nil where it is in one frame only).
    static func walk(from old: [LayoutAttributes], to new: [LayoutAttributes],
                     _ visit: (ElementID, LayoutAttributes?, LayoutAttributes?) -> Void) {
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if j == new.count || (i < old.count && old[i].id < new[j].id) {
                visit(old[i].id, old[i], nil)
                i += 1
            } else if i == old.count || new[j].id < old[i].id {
                visit(new[j].id, nil, new[j])
                j += 1
            } else {
                visit(new[j].id, old[i], new[j])
                i += 1
                j += 1
            }
        }
    }

    // MARK: Orthogonal sections

    /// An orthogonal section's band (content coordinates): where a sideways pan drives
    /// `scroll(section:to:)`. Nil for another section, or before the first `prepare`.
    public func band(ofSection section: Int) -> Rect? {
        driver?.prepared.band(ofSection: section)
    }

    /// Scrolls orthogonal section `section` sideways; returns the elements whose attributes
    /// changed or that entered or left the frame (sorted), which alone need invalidating.
    public mutating func scroll(section: Int, to offset: Double) throws(LayoutError) -> [ElementID] {
        guard let before = driver?.kept else { return [] }
        try changeDriver { driver throws(LayoutError) in try driver.scroll(section: section, to: offset) }
        return Self.changedElements(from: before, to: driver?.kept ?? [])
    }

    /// Where a sideways pan of orthogonal section `section` that ends at `proposed` comes to
    /// rest, by the section's snap.
    public func restingOffset(ofSection section: Int, proposed: Double, velocity: Double, from start: Double? = nil) throws(LayoutError) -> Double {
        guard let driver else { return proposed }
        return try driver.restingOffset(ofSection: section, proposed: proposed, velocity: velocity, from: start)
    }

    // MARK: Scrolling and touches

    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`: the layout's
    /// snapping, for a proposed content offset of a view with these insets; the answer is one the
    /// view can rest at, from `-insets.top` (a navigation bar over the first row) to the content's
    /// end plus `insets.bottom` (a tab bar under the last one). `start` is the content offset
    /// where the gesture began, for paging by item; nil: where the last drag began
    /// (`noteDragging`), or the offset now.
    public func restingOffset(proposed: Point, velocity: Point, insets: EdgeInsets, from start: Point? = nil) throws(LayoutError) -> Point {
        guard let driver else { return proposed }
        let view = CollectionViewBounds(self.view.bounds, insets: insets)
        return view.contentOffset(try driver.restingOffset(proposed: view.layoutOffset(proposed), velocity: velocity,
                                                           from: start.map(view.layoutOffset) ?? gestureStart))
    }

    /// Whether the user is dragging the view now (UIKit's `isDragging`, AppKit's live scroll), told
    /// at each bounds change, before it is applied: a drag that begins records the offset it
    /// begins at, which paging by item counts from.
    public mutating func noteDragging(_ isDragging: Bool) {
        if isDragging, !dragging { gestureStart = driver?.offset }
        dragging = isDragging
    }

    /// The interactive-move target: the cell whose place the dragged cell takes at `position`,
    /// or nil to stay where it is.
    public func moveTarget(for dragged: ElementID, at position: Point) throws(LayoutError) -> ElementID? {
        try driver?.moveTarget(for: dragged, center: position)
    }

    /// The element drawn at `point` (content coordinates), frontmost first: a drop target.
    public func element(at point: Point) throws(LayoutError) -> ElementID? {
        try driver?.element(at: point)
    }
}
