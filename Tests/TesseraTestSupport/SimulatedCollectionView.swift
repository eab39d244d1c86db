@_spi(Adapters) import TesseraRuntime

/// A collection view reduced to how UIKit (and AppKit, which follows the same contract) drives
/// its layout object, call by call as the adapters forward them to `CollectionLayoutCore`, and
/// what the adapters do around those calls (hand errors to the app after the layout pass, scroll
/// to the anchored offset after a change they lay out for themselves). `docs/APPS.md` ("What the
/// simulated collection view proves") lists each sequence modelled here and the evidence for it,
/// and what only a device shows.
///
/// It keeps the attributes it was given and asks again only for new elements and invalidated
/// ones; it records what would be an exception in UIKit (a nil answer about an element it shows,
/// attributes for an index path that does not exist or a supplementary view the app does not
/// provide), and what the app's error handler is told.
package struct SimulatedCollectionView {
    package var core: CollectionLayoutCore
    /// Origin: the content offset.
    package var bounds: Rect
    /// `adjustedContentInset`: bars, safe areas, the keyboard.
    package var insets: EdgeInsets
    package var counts: [Int]
    /// The app's item sizes (its estimates), for layouts sized by data.
    package var sizes: [[ItemSize]]?
    package var textScale = 1.0
    package var reduceMotion = false
    package var isDragging = false
    /// The size a cell's own content takes (`preferredLayoutAttributesFitting`); nil: cells keep
    /// the size the layout gives them.
    package var preferredSize: ((ElementID) -> Size?)?
    package var shown: [ElementID: LayoutAttributes] = [:]
    /// What the app's error handler was told, each after the layout pass that met it.
    package var reportedErrors: [LayoutError] = []
    /// What UIKit would throw `NSInternalInconsistencyException` for.
    package var exceptions: [String] = []
    /// True while UIKit is inside a layout pass (`layoutSubviews`): the error handler must not run then.
    package private(set) var inLayoutPass = false
    /// True between `prepare(forCollectionViewUpdates:)` and `finalizeCollectionViewUpdates()`.
    private var inUpdate = false
    /// How many preferred sizes the layout took.
    package private(set) var reportsTaken = 0

    package init(layout: any TesseraLayout, bounds: Rect, insets: EdgeInsets = .zero, counts: [Int], sizes: [[ItemSize]]?,
                 suppliedKinds: Set<ElementKind> = [.header, .footer]) {
        core = CollectionLayoutCore(layout: layout, suppliedKinds: suppliedKinds)
        self.bounds = bounds
        self.insets = insets
        self.counts = counts
        self.sizes = sizes
        layoutPass(preparing: true)
        runLoop()
    }

    package var view: CollectionViewBounds { CollectionViewBounds(bounds, insets: insets) }

    // MARK: What UIKit does

    /// `layoutSubviews`: `prepareLayout` when invalidated, the attributes in the bounds (all of
    /// them, under the bars too), kept for the elements it already shows; then the cells it shows
    /// report their own sizes, each an invalidation of its own.
    package mutating func layoutPass(preparing: Bool) {
        inLayoutPass = true
        defer { inLayoutPass = false }
        if preparing { prepare() }
        let bounds = self.bounds
        var next: [ElementID: LayoutAttributes] = [:]
        for element in core.attributes(in: bounds) {
            check(element, "layoutAttributesForElements(in:)")
            next[element.id] = shown[element.id] ?? element
        }
        shown = next
        reportPreferredSizes()
    }

    /// `prepareLayout`, in the layout pass after an invalidation; then what the adapters do
    /// in it: set the content offset the core says the view must take now (a layout kept to its
    /// end opening there), a bounds change inside the pass, before the view asks for elements.
    private mutating func prepare() {
        let sizes = self.sizes
        core.prepare(view: view, sectionCounts: counts, textScale: textScale, reduceMotion: reduceMotion) { sizes }
        if let target = core.offsetToTakeNow(insets: insets) {
            let newView = view.with(bounds: Rect(x: target.x, y: target.y, width: bounds.width, height: bounds.height))
            if core.invalidates(forBoundsChange: newView) { _ = core.invalidation(forBoundsChange: newView) }
            bounds = newView.bounds
        }
    }

    /// The run loop turns: the adapter hands the errors of the pass to the app.
    package mutating func runLoop() {
        precondition(!inLayoutPass)
        reportedErrors += core.takeUnreportedErrors()
    }

    /// An element UIKit is given must name an index path that exists now, and a supplementary
    /// view of a kind the app provides.
    private mutating func check(_ element: LayoutAttributes, _ call: String) {
        let id = element.id
        guard counts.indices.contains(id.section) else {
            exceptions.append("\(call): attributes for \(id) in a section that does not exist (\(counts.count) sections)")
            return
        }
        switch id.kind {
        case .cell:
            if id.item < 0 || id.item >= counts[id.section] {
                exceptions.append("\(call): attributes for a cell with an index path that does not exist: \(id), \(counts[id.section]) items")
            }
        case .header, .footer:
            if !core.suppliedKinds.contains(id.kind) {
                exceptions.append("\(call): a \(id.kind) the data source provides no view for: \(id)")
            }
        case .separator:
            if id.item < 0 || id.item >= counts[id.section] { exceptions.append("\(call): a separator after a cell that does not exist: \(id)") }
        case .background:
            break
        }
    }

    /// `layoutAttributesForItem(at:)` and its kin, for an element the view shows: never nil.
    private mutating func attributes(forShown id: ElementID, _ call: String) -> LayoutAttributes? {
        let attributes = core.attributes(for: id)
        if let attributes { check(attributes, call) } else {
            exceptions.append("\(call): no UICollectionViewLayoutAttributes instance for \(id)")
        }
        return attributes
    }

    /// A bounds change: `shouldInvalidateLayout(forBoundsChange:)` (told whether the user drags),
    /// its invalidation context (whose content offset adjustment moves the view), the layout pass.
    /// `animated` brackets it as UIKit does a bounds change inside an animation block, asking
    /// `targetContentOffset(forProposedContentOffset:)` there.
    package mutating func setBounds(_ new: Rect, animated: Bool = false) {
        core.noteDragging(isDragging, view: view)
        let newView = view.with(bounds: new)
        guard core.invalidates(forBoundsChange: newView) else {
            bounds = new
            layoutPass(preparing: false)
            return
        }
        let invalidation = core.invalidation(forBoundsChange: newView)
        bounds = new
        switch invalidation {
        case .elements(let ids):
            layoutPass(preparing: true)
            for id in ids where shown[id] != nil { shown[id] = attributes(forShown: id, "layoutAttributesForItem(at:)") }
            layoutPass(preparing: false)
        case .viewport(let adjustment):
            bounds.origin = Point(x: bounds.x + adjustment.x, y: bounds.y + adjustment.y)
            shown = [:]
            layoutPass(preparing: true)
            if animated {
                core.beginAnimatedBoundsChange()
                let target = core.offsetAfterChange(proposed: bounds.origin, insets: insets)
                if target != bounds.origin {
                    bounds.origin = target
                    shown = [:]
                    layoutPass(preparing: false)
                }
                core.endAnimatedBoundsChange()
            }
        }
    }

    /// Scrolls to content offset `origin` (a drag, a deceleration frame, or the app's `setContentOffset`).
    package mutating func scroll(to origin: Point) {
        setBounds(Rect(x: origin.x, y: origin.y, width: bounds.width, height: bounds.height))
    }

    /// A fling: `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`, then the
    /// scroll to where it rests.
    package mutating func fling(to proposed: Point, velocity: Point = .zero) -> Point {
        let target = core.restingOffset(proposed: proposed, velocity: velocity, insets: insets)
        isDragging = false
        scroll(to: target)
        return target
    }

    /// A drag by the user: it begins where the view is, moves through `steps`, and is let go
    /// with `velocity`, then decelerates to where the layout rests it. Returns where it began
    /// and the rest.
    package mutating func drag(through steps: [Point], velocity: Point) -> (start: Point, rest: Point) {
        let start = bounds.origin
        isDragging = true
        for step in steps { scroll(to: step) }
        let proposed = steps.last ?? start
        let rest = core.restingOffset(proposed: proposed, velocity: velocity, insets: insets)
        isDragging = false
        scroll(to: rest)
        return (start, rest)
    }

    /// A rotation: the app may call `invalidateLayout()` in `viewWillTransition(to:with:)`
    /// (`fullInvalidation`), then the bounds change inside the transition's animation.
    package mutating func rotate(to size: Size, fullInvalidation: Bool) {
        if fullInvalidation { core.invalidate(everything: true, dataSourceCounts: false) }
        setBounds(Rect(x: bounds.x, y: bounds.y, width: size.width, height: size.height), animated: true)
    }

    /// A resize UIKit does not animate (Split View, Stage Manager, a keyboard guide set without
    /// animation).
    package mutating func resize(to size: Size, animated: Bool = false) {
        setBounds(Rect(x: bounds.x, y: bounds.y, width: size.width, height: size.height), animated: animated)
    }

    /// New content insets (bars shown or hidden, the keyboard, an app's `contentInset`): UIKit
    /// invalidates the layout (setting `contentInset` "causes invalidateLayout to be called on
    /// the collection view layout", kickstarter/ios-oss#1147), then lays out.
    /// A view at rest at its top (or leading edge) stays there: UIKit moves its content offset
    /// to the new `-adjustedContentInset`, as it starts at it.
    package mutating func setInsets(_ new: EdgeInsets) {
        if bounds.x == -insets.left { bounds.origin.x = -new.left }
        if bounds.y == -insets.top { bounds.origin.y = -new.top }
        insets = new
        core.invalidate(everything: true, dataSourceCounts: false)
        shown = [:]
        layoutPass(preparing: true)
    }

    /// A new text size or Reduce Motion setting: the trait change may invalidate the layout
    /// first (`systemInvalidates`), then the adapter's notification handler invalidates, lays out
    /// at once and scrolls to the offset that keeps the first cell in view where it was.
    package mutating func changeReaderSettings(textScale: Double, reduceMotion: Bool, systemInvalidates: Bool) {
        self.textScale = textScale
        self.reduceMotion = reduceMotion
        if systemInvalidates {
            core.invalidate(everything: true, dataSourceCounts: false)
            shown = [:]
            layoutPass(preparing: true)
        }
        relayoutKeepingAnchor()
    }

    /// A live layout changed: the adapter's observation handler.
    package mutating func layoutDidChange() {
        core.layoutDidChange()
        relayoutKeepingAnchor()
    }

    /// What the adapters do after a change they are told of outside a layout pass:
    /// `invalidateLayout()`, `layoutIfNeeded()`, then the content offset `offsetAfterChange` gives.
    private mutating func relayoutKeepingAnchor() {
        core.invalidate(everything: true, dataSourceCounts: false)
        shown = [:]
        layoutPass(preparing: true)
        let target = core.offsetAfterChange(proposed: bounds.origin, insets: insets)
        if target != bounds.origin { scroll(to: target) }
    }

    /// The app changed the sizes it gives (its `sizes`, for a layout that takes sizes from data)
    /// and calls `invalidateLayout()`: a context that invalidates everything but the counts, and
    /// the layout pass; no call of UIKit's asks where to scroll.
    package mutating func appInvalidatesLayout(sizes newSizes: [[ItemSize]]?) {
        sizes = newSizes
        core.invalidate(everything: true, dataSourceCounts: false)
        shown = [:]
        layoutPass(preparing: true)
    }

    /// The app changed the sizes of `items` and invalidates them alone (a context's
    /// `invalidateItems(at:)`), then the layout pass.
    package mutating func appInvalidatesItems(_ items: [ElementID], sizes newSizes: [[ItemSize]]?) {
        sizes = newSizes
        // The adapter invalidates everything for them (the items after them may move).
        if core.invalidate(everything: false, dataSourceCounts: false, items: items) { core.invalidate(everything: true, dataSourceCounts: false) }
        shown = [:]
        layoutPass(preparing: true)
    }

    /// An interactive move (`beginInteractiveMovementForItem`, target changes, then
    /// `endInteractiveMovement`): the data source moves the item (the app's `sizes` with it),
    /// the context that ends the move invalidates, and the layout pass asks again; a cancelled
    /// move leaves everything as it was.
    package mutating func interactiveMove(from source: ElementID, to target: ElementID, sizes newSizes: [[ItemSize]]?, cancelled: Bool = false) {
        _ = core.moveTarget(for: source, at: core.attributes(for: target).map { Point(x: $0.frame.midX, y: $0.frame.midY) } ?? .zero)
        if !cancelled { sizes = newSizes }
        // The adapter invalidates everything when the core says so; the context that ends the
        // move itself is taken to name nothing (the case that left the items where they were).
        if core.endInteractiveMove(from: [source], to: [target], cancelled: cancelled) {
            core.invalidate(everything: true, dataSourceCounts: false)
        }
        core.invalidate(everything: false, dataSourceCounts: false)
        shown = [:]
        layoutPass(preparing: true)
    }

    /// `setOffset(_:ofSection:)`: an orthogonal section scrolled sideways. The elements that
    /// moved, entered or left are invalidated in a context of the layout's own, and the layout
    /// pass asks for them again.
    package mutating func scrollShelf(_ section: Int, to offset: Double) {
        let changed = core.scroll(section: section, to: offset)
        guard !changed.isEmpty else { return }
        core.invalidate(everything: false, dataSourceCounts: false)
        for id in changed { shown[id] = nil }
        layoutPass(preparing: true)
    }

    /// `reloadData()`: new counts and items.
    package mutating func reloadData(counts newCounts: [Int], sizes newSizes: [[ItemSize]]?) {
        counts = newCounts
        sizes = newSizes
        core.invalidate(everything: true, dataSourceCounts: true)
        shown = [:]
        layoutPass(preparing: true)
    }

    /// `performBatchUpdates` with UIKit's update list (`entries`, section-level ones with item
    /// `NSNotFound`): the data source's counts change, the layout is invalidated (counts) and
    /// prepared, then `prepare(forCollectionViewUpdates:)`. For every element it shows UIKit asks
    /// the final attributes of those deleted and the new attributes of the others (a nil answer
    /// is an exception), takes `targetContentOffset(forProposedContentOffset:)`, lays out, and
    /// ends with `finalizeCollectionViewUpdates()`, whose staged adjustment moves the view.
    /// `invalidatingCounts: false`: an update the platform brackets with no invalidation of the
    /// counts (a move, which changes none).
    package mutating func performBatchUpdates(_ entries: [CollectionLayoutCore.UpdateEntry], updates: [ItemUpdate],
                                              counts newCounts: [Int], sizes newSizes: [[ItemSize]]?, invalidatingCounts: Bool = true) {
        let before = shown
        let oldCounts = counts
        counts = newCounts
        sizes = newSizes
        if invalidatingCounts { core.invalidate(everything: false, dataSourceCounts: true) }
        inLayoutPass = true
        prepare()
        core.beginUpdates(entries)
        inUpdate = true
        let batch = BatchUpdate(oldCounts: oldCounts, updates: updates)
        var deletedDecorations = Set<ElementID>()
        for kind in [ElementKind.background, .separator] {
            deletedDecorations.formUnion(core.decorationsToDelete(ofKind: kind))
        }
        for id in before.keys.sorted() {
            let newID: ElementID?
            switch id.kind {
            case .cell, .header, .footer: newID = batch?.newPath(of: id)
            // UIKit keeps a decoration's index path; the layout names those it deletes.
            case .background, .separator: newID = deletedDecorations.contains(id) ? nil : id
            }
            guard let newID else {
                _ = core.finalAttributes(forDisappearing: id)
                continue
            }
            // A header the new layout lacks is not an exception: the view learns it from the
            // elements in the new rect.
            if id.kind.isSupplementaryView {
                _ = core.attributes(for: newID)
                continue
            }
            _ = attributes(forShown: newID, "layoutAttributesFor…(at: \(newID)) for \(id) shown before the update")
        }
        inLayoutPass = false
        let target = core.offsetAfterChange(proposed: bounds.origin, insets: insets)
        bounds.origin = target
        shown = [:]
        layoutPass(preparing: false)
        inUpdate = false
        if let staged = core.endUpdates() {
            // An invalidation context with only a content offset adjustment.
            bounds.origin = Point(x: bounds.x + staged.x, y: bounds.y + staged.y)
            shown = [:]
            layoutPass(preparing: true)
        }
    }

    /// A self-sizing cell's `preferredLayoutAttributesFitting(_:)`: when the layout takes it,
    /// the invalidation context's content offset adjustment moves the view, and the layout pass
    /// asks again.
    package mutating func reportPreferredSize(_ size: Size, of id: ElementID) {
        guard core.invalidates(forPreferredSize: size, of: id) else { return }
        // The first cell in view but the one that reports stays where it is (the reporter itself
        // when it is the only one).
        let first = firstCellInView(excluding: id) ?? firstCellInView()
        reportsTaken += 1
        let adjustment = core.reportPreferredSize(size, of: id, view: view)
        bounds.origin = Point(x: bounds.x + adjustment.contentOffset.x, y: bounds.y + adjustment.contentOffset.y)
        let wasInPass = inLayoutPass
        shown = [:]
        inLayoutPass = true
        prepare()
        let bounds = self.bounds
        for element in core.attributes(in: bounds) {
            check(element, "layoutAttributesForElements(in:) after a preferred size")
            shown[element.id] = element
        }
        inLayoutPass = wasInPass
        // The cells on screen that kept their sizes stay where they are (outside an update, which
        // stages the adjustment), unless the content's end holds the view.
        // (A view the insets cover keeps a viewport it no longer shows: nothing is on its screen.)
        if !inUpdate, view.viewport.width > 0, view.viewport.height > 0, let first, let driver = core.driver, let frame = shown[first.id]?.frame {
            let vertical = driver.prepared.axis == .vertical
            let offset = vertical ? view.layoutOffset.y : view.layoutOffset.x
            let limit = vertical ? driver.maximumOffset.y : driver.maximumOffset.x
            let distance = (vertical ? frame.y : frame.x) - offset
            if offset > 1e-6, offset < limit - 1e-6, Swift.abs(distance - first.distance) > 0.5 {
                exceptions.append("a size reported for \(id) moved the first cell in view, \(first.id), from \(first.distance) to \(distance) on the screen")
            }
        }
    }

    /// The cell that starts first in what the bars leave of the view, and how far from its start;
    /// `excluding` is passed over.
    package func firstCellInView(excluding excluded: ElementID? = nil) -> (id: ElementID, distance: Double)? {
        guard let driver = core.driver else { return nil }
        let vertical = driver.prepared.axis == .vertical
        let start = vertical ? view.layoutOffset.y : view.layoutOffset.x
        let length = vertical ? driver.viewport.height : driver.viewport.width
        guard start > 0 else { return nil }
        var best: (id: ElementID, distance: Double)?
        for (id, element) in shown.sorted(by: { $0.key < $1.key }) where id.kind == .cell && id != excluded {
            let u = vertical ? element.frame.y : element.frame.x
            let end = u + (vertical ? element.frame.height : element.frame.width)
            guard end > start, u < start + length else { continue }
            if u - start < best?.distance ?? .infinity { best = (id, u - start) }
        }
        return best
    }

    /// The cells shown report their own sizes, first to last, until one changes the layout
    /// (UIKit lays out again after it, and asks the others then); a few rounds at most.
    private mutating func reportPreferredSizes() {
        guard let preferredSize else { return }
        for _ in 0..<8 {
            let cells = shown.keys.filter { $0.kind == .cell }.sorted()
            guard let (id, size) = cells.lazy.compactMap({ id in preferredSize(id).map { (id, $0) } })
                .first(where: { self.core.invalidates(forPreferredSize: $0.1, of: $0.0) }) else { return }
            reportPreferredSize(size, of: id)
        }
    }

    package static func entry(_ update: ItemUpdate) -> CollectionLayoutCore.UpdateEntry {
        // UIKit's `NSNotFound` item for a whole section.
        let section = { (index: Int) in [index, Int.max] }
        return switch update {
        case .insert(let item, let section): .init(action: .insert, before: nil, after: [section, item])
        case .delete(let item, let section): .init(action: .delete, before: [section, item], after: nil)
        case .move(let from, let to): .init(action: .move, before: [from.section, from.item], after: [to.section, to.item])
        case .insertSection(let index, _): .init(action: .insert, before: nil, after: section(index))
        case .deleteSection(let index): .init(action: .delete, before: section(index), after: nil)
        case .moveSection(let from, let to): .init(action: .move, before: section(from), after: section(to))
        }
    }

    /// `performBatchUpdates` from item updates, encoded as UIKit encodes them.
    package mutating func performBatchUpdates(_ updates: [ItemUpdate], counts newCounts: [Int], sizes newSizes: [[ItemSize]]?,
                                              invalidatingCounts: Bool = true) {
        performBatchUpdates(updates.map(Self.entry), updates: updates, counts: newCounts, sizes: newSizes, invalidatingCounts: invalidatingCounts)
    }

    // MARK: What a fresh layout says

    /// What a fresh layout shows in the bounds, for the input the core holds and the view's
    /// offset, without the supplementary kinds the app does not provide; nothing when the layout
    /// is empty for an error.
    package func fresh() throws -> [ElementID: LayoutAttributes] {
        guard let driver = core.driver else { return [:] }
        let prepared = try core.layout.prepare(driver.input)
        var position = driver.position
        position.offset = view.layoutOffset
        let elements = try prepared.elements(in: bounds, at: position).filter { !$0.id.kind.isSupplementaryView || core.suppliedKinds.contains($0.id.kind) }
        return Dictionary(uniqueKeysWithValues: elements.map { ($0.id, $0) })
    }

    /// Where a cell is on the screen: its frame less the content offset.
    package func onScreen(_ id: ElementID) -> Point? {
        guard let frame = shown[id]?.frame else { return nil }
        return Point(x: frame.x - bounds.x, y: frame.y - bounds.y)
    }
}

extension ElementKind {
    /// A header or footer, which the app's data source makes.
    package var isSupplementaryView: Bool { self == .header || self == .footer }
}
