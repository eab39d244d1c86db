/// What a collection view's layout object decides (`UICollectionViewLayout`,
/// `NSCollectionViewLayout`), in platform-neutral types. A collection view drives its layout
/// through a fixed set of calls: it invalidates, calls `prepare()`, asks for attributes in rects
/// and by index path, asks whether a bounds change or a cell's preferred size invalidates, and
/// brackets batch updates and animated bounds changes. Each call has one method here, so the
/// TesseraUIKit and TesseraAppKit adapters only convert types, and every decision is tested on
/// Linux (`docs/APPS.md`, "What the simulated collection view proves", lists the call sequences
/// and the invariants random sessions of them are checked against).
///
/// The view's bounds, content insets and scroll offset are the truth: `prepare` takes them as
/// the view has them (`CollectionViewBounds` says how the insets become the layout's viewport).
/// The core keeps a `ScrollDriver` for them, which computes the layout again only when the data
/// changed or the layout reads what changed.
///
/// No call throws. A layout error empties the layout (no elements, no content size) and is kept
/// in `unreportedErrors` once, for the adapter to hand to the app after the layout pass (a
/// handler that reloads data must not run inside one); the layout stays empty, without trying
/// again, until the data, the viewport, the text size or Reduce Motion change.
package struct CollectionLayoutCore: Sendable {
    public let layout: any TesseraLayout
    /// The supplementary views the app provides (headers, footers): a kind the layout has and the
    /// app does not provide is left out, with one error, as UIKit would stop the app for a
    /// supplementary view its data source cannot make.
    public let suppliedKinds: Set<ElementKind>
    /// Nil until the first `prepare`, and while the layout is empty for an error.
    public private(set) var driver: ScrollDriver?
    /// The error the layout is empty for, until a change lays it out again.
    public private(set) var failure: LayoutError?
    /// Errors not yet handed to the app, in order: one per failure.
    public private(set) var unreportedErrors: [LayoutError] = []
    /// What failed: the same inputs are not tried again (nor reported again).
    private var failedInputs: Inputs?
    /// Set by a data invalidation (reload, batch update): the next `prepare` computes the layout again.
    private(set) var dataIsStale = true
    /// Set by an invalidation of the data source's counts: until `prepare` asks for them, the
    /// core cannot lay out for the data.
    private var countsMayDiffer = true
    /// Set by an invalidation of the app's sizes alone (everything but the counts, or items): the
    /// next `prepare` keeps the first cell in view in place, and the view takes that offset then.
    private var sizesMayDiffer = false
    /// Set when the layout itself changed (a live layout): the next `prepare` keeps the first
    /// cell in view where it was, as for a new viewport.
    private var layoutChanged = false
    /// Counts data invalidations, so that a failure is tried again after one.
    private var dataGeneration = 0
    /// The view as last seen (its bounds at the latest bounds change or `prepare`): its insets
    /// convert content offsets to the layout's and back.
    var view = CollectionViewBounds(Rect(x: 0, y: 0, width: 0, height: 0))
    /// The app's item sizes (its estimates) as last asked, for layouts that take sizes from data.
    private var appSizes: [[ItemSize]]?
    /// Sizes cells reported (self-sizing), by their index paths now. They override the app's
    /// estimates until the cell reports another, follow their items through batch updates, and
    /// are forgotten when their item is deleted or reloaded, or the data is reloaded.
    package internal(set) var reportedSizes: [ElementID: ItemSize] = [:]
    /// The driver as it was before the latest data change: what a batch update animates from.
    var beforeUpdate: ScrollDriver?
    var batch: BatchUpdate?
    var phase = Phase.idle
    /// Where the view should scroll (layout coordinates) to keep the first cell in view in place
    /// after a change of viewport, text size, Reduce Motion, layout or data; given once
    /// (`offsetAfterChange`), and forgotten when the user drags the view or another change anchors.
    var anchoredOffset: Point?
    /// Whether the view must take `anchoredOffset` now, with no call of the view's to ask for
    /// it: a layout kept to its end opening there, or reloaded while the view followed its end.
    var scrollIsDue = false
    /// Whether the view keeps its content offset when only its insets change, asking for no
    /// offset (UIKit, AppKit): the anchor is then dropped, but for a view that followed the end.
    /// SwiftUI's collection scrolls where its core says (`LazyCollectionCore`), so it keeps the
    /// first cell in view at its distance, as for any new viewport.
    var insetsKeepContentOffset = true
    /// Set by `reloadData()`'s invalidation: no bracket of calls follows that would ask where to scroll.
    private var reloading = false
    /// Set by `takeAnchor(from:view:)`: this layout replaces one the view showed, whose view
    /// followed its end (true) or not; nil: the view shows this layout first.
    var replacedFollowingEnd: Bool?
    /// A content offset adjustment from self-sizing during a batch update, which UIKit ignores
    /// then: the adapter applies it when the update ends.
    var stagedAdjustment: Point?
    /// Whether the user is dragging the view, as the adapter last said, and where (layout
    /// coordinates) the drag began: paging by item counts its items from there.
    var dragging = false
    var gestureStart: Point?
    /// The supplementary kinds left out for want of the app's views, each reported once.
    private var leftOutKinds: Set<ElementKind> = []
    /// A cell to keep in place on the screen when the layout is next computed for new data or
    /// another layout (`itemsChanged(newPath:)`, `LazyCollectionCore.replaceLayout(_:)`).
    var pendingAnchor: ScrollDriver.Anchor?
    /// The same, sideways right to left: the cell keeps its right edge (`leadingEdgeInView`).
    var pendingEdge: ScrollDriver.LeadingEdge?
    /// The item a scroll the app asked for waits for: the data did not have it yet
    /// (`scrollTarget(toItem:view:)`).
    public internal(set) var pendingScroll: ElementID?
    /// The table for assistive technologies (`accessibility()`), for the input it was found for.
    var accessibilityCache: AccessibilityCache?

    /// Which bracket of calls the view is in: a batch lives only within its own.
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

    public init(layout: any TesseraLayout, suppliedKinds: Set<ElementKind> = [.header, .footer]) {
        self.layout = layout
        self.suppliedKinds = suppliedKinds
    }

    /// The content size, zero before the first `prepare` and while the layout is empty for an error.
    public var contentSize: Size { driver?.contentSize ?? .zero }

    /// The errors to hand to the app now (outside a layout pass), each once.
    public mutating func takeUnreportedErrors() -> [LayoutError] {
        defer { unreportedErrors.removeAll() }
        return unreportedErrors
    }

    // MARK: Invalidation and preparing

    /// The layout changed while the app runs (`ChangingLayout`): the next `prepare` computes it
    /// again with the same data, and `offsetAfterChange` gives the offset that keeps the first
    /// cell in view where it was.
    public mutating func layoutDidChange() {
        invalidateData()
        layoutChanged = true
        accessibilityCache = nil
        // A layout that failed may work now.
        failedInputs = nil
    }

    /// `invalidateLayout(with:)`: with `everything`, `dataSourceCounts` or invalidated `items` the
    /// next `prepare` computes the layout again with the item sizes it is given then. Both flags
    /// together are `reloadData()` (the header: "invalidateEverything ... set to YES when ... sent
    /// -reloadData"): the items may be others, so the sizes their cells reported are forgotten.
    /// `everything` alone (the app's `invalidateLayout()`) or `items` alone (its
    /// `invalidateItems(at:)`) are the same items at sizes the app may have changed: the first
    /// cell in view keeps its place, or the view its end, and the adapter takes that offset in
    /// `prepare()` (`offsetToTakeNow`), since no call of the view's asks for it. Returns whether
    /// the adapter must invalidate everything besides (items alone: the others may move too).
    @discardableResult
    public mutating func invalidate(everything: Bool, dataSourceCounts: Bool, items: [ElementID] = []) -> Bool {
        guard everything || dataSourceCounts || !items.isEmpty else { return false }
        defer { invalidateData() }
        if everything, dataSourceCounts {
            reportedSizes = [:]
            reloading = true
        }
        if dataSourceCounts { countsMayDiffer = true } else { sizesMayDiffer = true }
        return !everything && !dataSourceCounts
    }

    /// Items were only appended at the ends of sections: the cells there keep their index
    /// paths, and the first in view its place, however the layout is computed for them.
    public mutating func itemsAppended() {
        pendingAnchor = driver?.firstCellInView()
        pendingEdge = driver?.leadingEdgeInView()
    }

    /// The items changed, as a collection that compares its data sees it (SwiftUI's), with no
    /// update list: the next `prepare` computes the layout again; the sizes cells reported are
    /// forgotten (the caller gives them by item from now on, as the app's sizes); and `newPath`,
    /// which says where each cell before the change is now (nil: gone), keeps the first cell in
    /// view that is still there where it was on the screen. `moved`, when the caller knows which
    /// items moved (SwiftUI's, from the fewest moves that explain the change), chooses that cell
    /// as a batch update does: the first neither gone nor moved.
    public mutating func itemsChanged(newPath: ((ElementID) -> ElementID?)?, moved: ((ElementID) -> Bool)? = nil) {
        if let newPath, let driver {
            // A moved item would take the view along with it (an item dragged away, a re-sort):
            // the first cell in view that was not moved away from its neighbours in the data (one
            // that still has one moved by as many places as itself, or none left to tell) stays on
            // the screen, else the first still there.
            let counts = driver.input.sectionCounts
            let keptItsPlace = { (id: ElementID) -> Bool in
                guard let new = newPath(id) else { return false }
                if let moved { return !moved(id) }
                let neighbours = [id.item - 1, id.item + 1].compactMap { neighbour -> (old: Int, new: ElementID)? in
                    guard neighbour >= 0, neighbour < counts[id.section], let moved = newPath(.cell(neighbour, section: id.section)) else { return nil }
                    return (neighbour, moved)
                }
                return neighbours.isEmpty || neighbours.contains { $0.new.section == new.section && $0.new.item - $0.old == new.item - id.item }
            }
            if let first = driver.firstCellInView(where: keptItsPlace) ?? driver.firstCellInView(where: { newPath($0) != nil }),
               let id = newPath(first.id) {
                pendingAnchor = ScrollDriver.Anchor(id: id, distance: first.distance)
            }
            if var edge = driver.leadingEdgeInView(where: keptItsPlace) ?? driver.leadingEdgeInView(where: { newPath($0) != nil }),
               let id = newPath(edge.id) {
                edge.id = id
                pendingEdge = edge
            }
        }
        reportedSizes = [:]
        invalidateData()
    }

    /// The view's data or its sizes changed: the next `prepare` computes the layout again.
    public mutating func invalidateData() {
        dataIsStale = true
        dataGeneration &+= 1
    }

    /// `prepare()`: the view's bounds and insets, scroll offset and item counts as they are now.
    /// `itemSizes` is asked only when the layout is computed again, and only layouts that take
    /// sizes from data need it (nil otherwise); sizes that cells reported override it.
    ///
    /// Computes the layout when there is none yet, after a data invalidation or a change of
    /// counts, and when the viewport, the text size or Reduce Motion changed in a way the layout
    /// reads; a scroll only moves the frame. Before the view has an area there is nothing to lay
    /// out; once laid out, a view the insets cover (the keyboard over a short collection view)
    /// keeps the viewport it had, and still takes new counts. A new viewport, text size, Reduce
    /// Motion setting or layout keeps the first cell in view in place: `offsetAfterChange`
    /// gives the offset.
    ///
    /// `textScale` is the reader's text size (`LayoutInput.textScale`); `reduceMotion` the
    /// reader's Reduce Motion setting (`LayoutInput.reduceMotion`).
    public mutating func prepare(view: CollectionViewBounds, sectionCounts: [Int], textScale: Double = 1, reduceMotion: Bool = false,
                                 itemSizes: () -> [[ItemSize]]?) {
        if phase == .idle { beforeUpdate = nil }
        // Where the view was as the core last saw it (every bounds change passes through
        // `invalidates(forBoundsChange:)`), with the insets it had then.
        let caughtUp = self.view.layoutOffset, previous = self.view
        let followedEnd = driver?.followsEnd(at: caughtUp) ?? false
        self.view = view
        // An anchor the view has taken (a resize's adjustment) is done with.
        if anchoredOffset == view.layoutOffset { anchoredOffset = nil }
        // A view asks first before it has a size: there is nothing to show, and a layout whose
        // insets depend on the viewport would report an error for the empty one.
        guard let viewport = layoutViewport(view) else { return }
        let inputs = Inputs(viewport: viewport, counts: sectionCounts, textScale: textScale, reduceMotion: reduceMotion, dataGeneration: dataGeneration)
        if inputs == failedInputs { return }
        do {
            let anchored = try layOut(inputs, at: view.layoutOffset, caughtUp: caughtUp, itemSizes: itemSizes)
            // Only the bars changed over a view that kept its size: UIKit keeps the content offset,
            // so the content stays where it is on the screen, and no one would take an anchor,
            // unless the view follows the content's end (the keyboard came up over a chat): then
            // no call of the view's asks for the offset, and the adapter takes it now.
            if anchored, insetsKeepContentOffset, previous.bounds.size == view.bounds.size, previous.insets != view.insets {
                if followedEnd, anchoredOffset != nil, anchoredOffset != view.layoutOffset { scrollIsDue = true } else { anchoredOffset = nil }
            }
            failure = nil
            failedInputs = nil
        } catch {
            // A fallback chain's next source lays out in this same pass: the view is never empty.
            if let chain = layout as? FallbackLayout, chain.passOver(after: error) {
                driver = nil
                return prepare(view: view, sectionCounts: sectionCounts, textScale: textScale, reduceMotion: reduceMotion, itemSizes: itemSizes)
            }
            fail(error, inputs: inputs)
        }
    }

    /// How far past the viewport elements are kept: a length of the view's bounds either way, and
    /// the deepest inset more, which covers what the bars and the keyboard hide of it (UIKit shows
    /// elements there too, and a view they cover keeps an older viewport) and what a collection
    /// view prefetches.
    static func margin(for view: CollectionViewBounds) -> Double {
        let insets = view.insets
        return Swift.max(view.bounds.width, view.bounds.height) + Swift.max(insets.top, insets.bottom, insets.left, insets.right)
    }

    /// The viewport the layout takes for `view`: the view's, or while the insets cover it, the
    /// one it was laid out in; nil before it was laid out in one.
    func layoutViewport(_ view: CollectionViewBounds) -> Size? {
        let viewport = view.viewport
        if viewport.width > 0, viewport.height > 0 { return viewport }
        return driver?.viewport ?? failedInputs?.viewport
    }

    /// Lays out for `inputs` with the view at `offset`; `caughtUp` is where the view was when the
    /// core last saw it, where the first cell in view is measured. Returns whether it anchored.
    private mutating func layOut(_ inputs: Inputs, at offset: Point, caughtUp: Point, itemSizes: () -> [[ItemSize]]?) throws(LayoutError) -> Bool {
        guard var driver else {
            appSizes = itemSizes()
            let input = LayoutInput(viewport: inputs.viewport, sectionCounts: inputs.counts,
                                    itemSizes: currentSizes(), textScale: inputs.textScale, reduceMotion: inputs.reduceMotion)
            var fresh = try ScrollDriver(layout: layout, input: input, offset: offset, margin: Self.margin(for: view))
            // Another layout for the same data: the cell the old one had first in view keeps its
            // place, and stays in view (a switch, `takeAnchor`: `replacedFollowingEnd` is set).
            var anchor = pendingAnchor
            if let switched = anchor, replacedFollowingEnd != nil { anchor = try fresh.keptInView(switched, in: fresh.prepared) }
            pendingAnchor = nil
            pendingEdge = nil
            var opensAtEnd = false
            if let anchor {
                try fresh.replace(with: fresh.input, prepared: fresh.prepared, anchoredAt: anchor)
                anchoredOffset = fresh.offset
                if fresh.offset != offset { try fresh.scroll(to: offset) }
            } else if replacedFollowingEnd ?? (fresh.prepared.gravity == .end && fresh.prepared.mapping.u(offset) == 0), fresh.endOffset != offset {
                // A layout kept to its end opens there, unless the app scrolled the view already;
                // in place of another layout (of any gravity), when the view followed that one's
                // end. A switch of layouts asks for the offset itself (the transition's target).
                anchoredOffset = fresh.endOffset
                scrollIsDue = replacedFollowingEnd == nil
                opensAtEnd = true
            }
            replacedFollowingEnd = nil
            fresh.takeFrameAsShown()
            self.driver = fresh
            dataIsStale = false
            countsMayDiffer = false
            layoutChanged = false
            reloading = false
            sizesMayDiffer = false
            return anchor != nil || opensAtEnd
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
            // A cell named to keep its place (new items, another layout's cell) keeps it; else
            // the same items at another size (a rotation or a text size with a full
            // invalidation): the first cell in view keeps its place. New counts wait for the
            // update list, which says which cell survives (`beginUpdates`).
            let sameItems = inputs.counts == driver.input.sectionCounts
            // Measured where the view is going (an anchored offset it has not taken yet: a second
            // invalidation before it scrolls), else where it is.
            var measured = driver
            if let pending = anchoredOffset, pending != driver.offset { try measured.scroll(to: pending) }
            let anchor = pendingAnchor ?? (sameItems && (resized || rescaled || motionChanged || layoutChanged || sizesMayDiffer)
                ? measured.firstCellInView() : nil)
            // Sideways right to left, items changed or sizes the app changed (alone) keep the
            // first cell in view by its right edge.
            let onlySizes = sameItems && sizesMayDiffer && !(resized || rescaled || motionChanged || layoutChanged)
            let edge = pendingEdge ?? (onlySizes ? measured.leadingEdgeInView() : nil)
            pendingAnchor = nil
            pendingEdge = nil
            // In place of another layout whose view followed its end (`takeAnchor`), this one's end
            // is followed, as a new object's would be; its first cell in view stays in view.
            let followsReplacedEnd = replacedFollowingEnd ?? false
            let switched = replacedFollowingEnd != nil
            replacedFollowingEnd = nil
            let followedEnd = driver.followsEnd || followsReplacedEnd
            let prepared = try driver.computeLayout(for: input)
            let kept = switched ? try anchor.map { anchor throws(LayoutError) in try driver.keptInView(anchor, in: prepared) } : anchor
            try driver.replace(with: input, prepared: prepared, anchoredAt: kept)
            if let edge, !switched { try driver.hold(edge, at: edge.id) }
            if followsReplacedEnd, driver.offset != driver.endOffset { try driver.scroll(to: driver.endOffset) }
            anchored = anchor != nil || (edge != nil && !switched) || followedEnd
            // A reload, or sizes the app changed for the same items in the same view, have no
            // bracket of calls in which the view would ask where to scroll.
            if (followedEnd && reloading) || (onlySizes && phase == .idle && driver.offset != offset) { scrollIsDue = true }
        } else {
            if rescaled, try driver.changeTextScale(to: inputs.textScale) { anchored = true }
            if motionChanged, try driver.changeReduceMotion(to: inputs.reduceMotion) { anchored = true }
            if resized {
                try driver.resize(to: inputs.viewport)
                anchored = true
            }
        }
        layoutChanged = false
        reloading = false
        sizesMayDiffer = false
        try driver.keep(margin: Self.margin(for: view))
        if anchored { anchoredOffset = driver.offset }
        // The view is still where it was until it takes the anchored offset.
        if offset != driver.offset { try driver.scroll(to: offset) }
        self.driver = driver
        dataIsStale = false
        countsMayDiffer = false
        return anchored
    }

    /// Items appended at the ends of sections (an infinite feed), known to be only that (SwiftUI's
    /// collection compares its data): the layout continues from where it stopped instead of
    /// being computed again (`TesseraLayout.extend`). Anything else, or before the first layout,
    /// lays out as `prepare` does.
    public mutating func append(view: CollectionViewBounds, sectionCounts: [Int], textScale: Double = 1, reduceMotion: Bool = false,
                                itemSizes: () -> [[ItemSize]]?) {
        guard let current = driver, !dataIsStale, current.viewport == view.viewport, current.input.textScale == textScale,
              current.input.reduceMotion == reduceMotion,
              sectionCounts.count == current.input.sectionCounts.count,
              zip(sectionCounts, current.input.sectionCounts).allSatisfy({ $0 >= $1 }) else {
            invalidateData()
            return prepare(view: view, sectionCounts: sectionCounts, textScale: textScale, reduceMotion: reduceMotion, itemSizes: itemSizes)
        }
        self.view = view
        appSizes = itemSizes()
        let sizes = currentSizes(), offset = view.layoutOffset
        pendingAnchor = nil
        pendingEdge = nil
        let anchored = changeDriver { driver throws(LayoutError) -> Point? in
            if driver.offset != offset { try driver.scroll(to: offset) }
            let anchor = driver.firstCellInView(), edge = driver.leadingEdgeInView(), followedEnd = driver.followsEnd
            try driver.append(sectionCounts: sectionCounts, itemSizes: sizes)
            // A layout that reads the count may move the items already there: the first cell in
            // view keeps its place (right to left, its right edge); a view that followed the end
            // goes on following it.
            var target: Point?
            if followedEnd {
                if driver.offset != offset { target = driver.offset }
            } else if let edge {
                try driver.hold(edge, at: edge.id)
                if driver.offset != offset { target = driver.offset }
            } else if let anchor {
                try driver.replace(with: driver.input, prepared: driver.prepared, anchoredAt: anchor)
                if driver.offset != offset { target = driver.offset }
            }
            // Appending holds the offset within the content; the view may be past an end (bouncing).
            if driver.offset != offset { try driver.scroll(to: offset) }
            return target
        }
        if let anchored = anchored ?? nil { anchoredOffset = anchored }
    }

    /// Empties the layout for `error`, and keeps the error for the app: what the view asks next
    /// finds nothing, and the same inputs are not laid out again.
    private mutating func fail(_ error: LayoutError, inputs: Inputs) {
        driver = nil
        // Tried again after another invalidation, the same fault is the same failure.
        if error != failure { unreportedErrors.append(error) }
        failure = error
        failedInputs = inputs
        // `beforeUpdate` stays: it is what the view shows, and an update that failed to lay out
        // must still name the decorations it takes away (the next idle `prepare` forgets it).
        batch = nil
        anchoredOffset = nil
        stagedAdjustment = nil
    }

    /// Runs a change or a question of the driver; on error empties the layout (nil).
    @discardableResult
    mutating func changeDriver<T>(_ change: (inout ScrollDriver) throws(LayoutError) -> T) -> T? {
        guard var driver else { return nil }
        // The driver leaves `self` while it changes, so that its arrays have one owner and it
        // updates them in place instead of copying them (two allocations a frame).
        self.driver = nil
        do {
            let result = try change(&driver)
            self.driver = driver
            return result
        } catch {
            self.driver = driver
            fail(error)
            return nil
        }
    }

    /// Empties the layout for an error that a change or a question of the current layout met.
    mutating func fail(_ error: LayoutError) {
        guard let driver else { return }
        fail(error, inputs: Inputs(viewport: driver.viewport, counts: driver.input.sectionCounts,
                                   textScale: driver.input.textScale, reduceMotion: driver.input.reduceMotion, dataGeneration: dataGeneration))
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

    /// `targetContentOffset(forProposedContentOffset:)`, and what an adapter applies itself after
    /// laying out again for a change the view does not bracket (a new text size, Reduce Motion, a
    /// live layout): the content offset that keeps the first cell in view where it was, after a
    /// change of viewport, text size, Reduce Motion or layout, or a batch update; `proposed`
    /// otherwise. Given once.
    public mutating func offsetAfterChange(proposed: Point, insets: EdgeInsets) -> Point {
        guard let anchored = anchoredOffset else { return proposed }
        anchoredOffset = nil
        scrollIsDue = false
        let target = CollectionViewBounds(view.bounds, insets: insets).contentOffset(anchored)
        // Within an update or an animated bounds change the view takes it and asks for the
        // elements there, with no bounds change of its own: the frame (effects, pinned headers)
        // moves now. Outside them the adapter scrolls there, a bounds change that moves it.
        if phase != .idle {
            scroll(view: CollectionViewBounds(Rect(x: target.x, y: target.y, width: view.bounds.width, height: view.bounds.height), insets: insets))
        }
        return target
    }

    /// The content offset the view must take now, with no call of its own to ask for it (once;
    /// nil: none): after `prepare`, a layout kept to its end opening there, reloaded while the
    /// view followed its end, or the same items at sizes the app changed. `shownByView`: whether
    /// the layout is the view's now; one prepared as a transition's next layout takes nothing
    /// (the view is still the old layout's), and the transition's target gives the offset.
    public mutating func offsetToTakeNow(insets: EdgeInsets, shownByView: Bool = true) -> Point? {
        guard scrollIsDue, anchoredOffset != nil else { return nil }
        guard shownByView else {
            scrollIsDue = false
            return nil
        }
        return offsetAfterChange(proposed: view.bounds.origin, insets: insets)
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

    /// The elements that intersect `rect` at the current offset, effects and pinned headers
    /// applied, without supplementary views the app does not provide.
    public mutating func attributes(in rect: Rect) -> [LayoutAttributes] {
        guard var elements = changeDriver({ driver throws(LayoutError) in try driver.prepared.elements(in: rect, at: driver.position) }) else { return [] }
        if elements.contains(where: { !isProvided($0.id) }) {
            elements.removeAll { !isProvided($0.id) }
        }
        return elements
    }

    /// One element's attributes at the current offset. A collection view asks by index path for
    /// what it shows, and throws an exception for a nil answer about a decoration it shows or
    /// anything while the layout is empty for an error; those get hidden attributes (alpha 0,
    /// where the element was, or a zero frame). Nil for a cell, header or footer the layout does
    /// not have, or a supplementary view the app does not provide.
    public mutating func attributes(for id: ElementID) -> LayoutAttributes? {
        if failure != nil { return Self.hidden(id, at: Rect(x: 0, y: 0, width: 0, height: 0)) }
        guard isProvided(id) else { return nil }
        let found = changeDriver { driver throws(LayoutError) in try driver.attributes(for: id) }
        if failure != nil { return Self.hidden(id, at: Rect(x: 0, y: 0, width: 0, height: 0)) }
        if let found = found ?? nil { return found }
        guard id.kind.isDecoration else { return nil }
        let before = try? beforeUpdate?.attributes(for: id)
        return Self.hidden(id, at: before?.frame ?? Rect(x: 0, y: 0, width: 0, height: 0))
    }

    static func hidden(_ id: ElementID, at frame: Rect) -> LayoutAttributes {
        LayoutAttributes(id: id, frame: frame, alpha: 0)
    }

    /// Whether the view can show `id`: a supplementary view only of a kind the app provides. The
    /// first of a kind left out is reported, once.
    private mutating func isProvided(_ id: ElementID) -> Bool {
        guard id.kind == .header || id.kind == .footer, !suppliedKinds.contains(id.kind) else { return true }
        if leftOutKinds.insert(id.kind).inserted {
            let name = id.kind == .header ? "header" : "footer"
            unreportedErrors.append(LayoutError(
                "the layout has section \(name)s, but the app provides no \(name) views, so they are left out: "
                + "name .\(name) in the supplementaryKinds the layout object is made with, and register a view for the \(name) kind"))
        }
        return false
    }

    // MARK: Bounds changes

    /// `shouldInvalidateLayout(forBoundsChange:)`: whether the new bounds change any attributes.
    /// A new viewport always does (snapping and where the content can rest depend on it, if
    /// nothing else); a scroll does only when effects or pinned headers depend on the offset. A
    /// layout empty for an error is tried again only at another viewport.
    public mutating func invalidates(forBoundsChange newView: CollectionViewBounds) -> Bool {
        // Scrolled elsewhere outside a bracket (not to the anchored offset itself): the anchor,
        // not taken, is the past.
        if phase == .idle, let anchoredOffset, anchoredOffset != newView.layoutOffset, newView.viewport == view.viewport {
            self.anchoredOffset = nil
        }
        let invalidates = invalidation(needed: newView)
        // Without an invalidation the view takes the bounds all the same; with one,
        // `invalidation(forBoundsChange:)` measures from the view as it was.
        if !invalidates { view = newView }
        return invalidates
    }

    private func invalidation(needed newView: CollectionViewBounds) -> Bool {
        guard let viewport = layoutViewport(newView) else { return false }
        if let failedInputs { return viewport != failedInputs.viewport }
        guard let driver else { return true }
        if viewport != driver.viewport { return true }
        return driver.prepared.needsNewAttributes(size: viewport, offset: newView.layoutOffset, from: driver.offset)
    }

    /// What a bounds change invalidates.
    public enum BoundsInvalidation: Hashable, Sendable {
        /// The viewport changed, and the layout was laid out for it: the view scrolls by
        /// `contentOffsetAdjustment` (the invalidation context's) to keep the first cell in view
        /// where it was. With data invalidated first, the next `prepare` lays out instead.
        case viewport(contentOffsetAdjustment: Point)
        /// Only the offset changed: these elements' attributes differ at the new offset, or they
        /// entered or left the frame. Sorted.
        case elements([ElementID])
    }

    /// `invalidationContext(forBoundsChange:)`: for a scroll, moves the frame to the new offset
    /// and names the elements whose attributes changed, so the view updates only those; for a
    /// new viewport, lays out in it now and says how far the view scrolls to keep the first cell
    /// in view in place (a resize that UIKit does not animate, Split View or Stage Manager, has
    /// no other moment for it).
    public mutating func invalidation(forBoundsChange newView: CollectionViewBounds) -> BoundsInvalidation {
        let unchanged = BoundsInvalidation.viewport(contentOffsetAdjustment: .zero)
        guard let current = driver, let viewport = layoutViewport(newView) else {
            view = newView
            return unchanged
        }
        if viewport == current.viewport {
            let before = current.kept
            scroll(view: newView)
            return .elements(Self.changedElements(from: before, to: driver?.kept ?? []))
        }
        // Where the view was, with the insets it had then: the first cell in view is measured there.
        let caughtUp = view.layoutOffset
        view = newView
        // After a reload or a batch update only `prepare` knows the counts; it anchors then.
        guard !countsMayDiffer else { return unchanged }
        let margin = Self.margin(for: newView), stale = dataIsStale, sizes = currentSizes()
        let target = changeDriver { driver throws(LayoutError) -> Point in
            if caughtUp != driver.offset { try driver.scroll(to: caughtUp) }
            if stale {
                // The app invalidated the layout (in `viewWillTransition`, say) with the same
                // counts: laid out again here, and again by `prepare` with the sizes it asks for.
                var input = driver.input
                input.viewport = viewport
                input.itemSizes = sizes
                try driver.replace(with: input, prepared: try driver.computeLayout(for: input), anchoredAt: driver.firstCellInView())
            } else {
                try driver.resize(to: viewport)
            }
            try driver.keep(margin: margin)
            return driver.offset
        }
        guard let target else { return unchanged }
        anchoredOffset = target
        let adjusted = newView.contentOffset(target)
        view = newView.with(bounds: Rect(x: adjusted.x, y: adjusted.y, width: newView.bounds.width, height: newView.bounds.height))
        return .viewport(contentOffsetAdjustment: Point(x: adjusted.x - newView.bounds.x, y: adjusted.y - newView.bounds.y))
    }

    /// A scroll of a view whose viewport is the layout's: the frame moves to its offset. Never
    /// prepares.
    mutating func scroll(view: CollectionViewBounds) {
        self.view = view
        let offset = view.layoutOffset
        changeDriver { driver throws(LayoutError) in try driver.scroll(to: offset) }
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
}
