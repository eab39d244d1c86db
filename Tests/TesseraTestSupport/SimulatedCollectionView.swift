@_spi(Adapters) import TesseraRuntime

/// A collection view reduced to how UIKit (and AppKit, which follows the same contract) drives
/// its layout object, call by call as the adapters forward them to `CollectionLayoutCore`.
/// `docs/APPS.md` ("What the simulated collection view proves") lists each sequence modelled
/// here and the evidence for it, and what only a device shows.
///
/// It keeps the attributes it was given and asks again only for new elements and invalidated
/// ones; it records what would be an exception in UIKit (a nil answer about an element it
/// shows), and what the adapter's `errorHandler` is told.
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
    package var shown: [ElementID: LayoutAttributes] = [:]
    /// What the layout's `errorHandler` was told.
    package var reportedErrors: [LayoutError] = []
    /// What UIKit would throw `NSInternalInconsistencyException` for.
    package var exceptions: [String] = []

    package init(layout: any TesseraLayout, bounds: Rect, insets: EdgeInsets = .zero, counts: [Int], sizes: [[ItemSize]]?) {
        core = CollectionLayoutCore(layout: layout)
        self.bounds = bounds
        self.insets = insets
        self.counts = counts
        self.sizes = sizes
        prepare()
        layoutPass()
    }

    package var view: CollectionViewBounds { CollectionViewBounds(bounds, insets: insets) }

    /// The adapter's `attempt`: a layout error goes to the error handler, the answer is nil.
    package mutating func call<T>(_ body: (inout CollectionLayoutCore) throws(LayoutError) -> T) -> T? {
        do { return try body(&core) } catch {
            reportedErrors.append(error)
            return nil
        }
    }

    /// `prepareLayout`, in the layout pass after an invalidation.
    package mutating func prepare() {
        let sizes = self.sizes, view = self.view, counts = self.counts, textScale = self.textScale
        _ = call { core throws(LayoutError) in try core.prepare(view: view, sectionCounts: counts, textScale: textScale) { sizes } }
    }

    /// Asks for the elements in the bounds (all of them, under the bars too); keeps what it has
    /// for those it already shows.
    package mutating func layoutPass() {
        let bounds = self.bounds
        var next: [ElementID: LayoutAttributes] = [:]
        for element in call({ core throws(LayoutError) in try core.attributes(in: bounds) }) ?? [] {
            next[element.id] = shown[element.id] ?? element
        }
        shown = next
    }

    /// A scroll or a resize outside an animation: `shouldInvalidateLayout(forBoundsChange:)`, its
    /// invalidation context, the layout pass.
    package mutating func setBounds(_ new: Rect) {
        let newView = view.with(bounds: new)
        if core.invalidates(forBoundsChange: newView) {
            let invalidation = call { core throws(LayoutError) in try core.invalidation(forBoundsChange: newView) }
            bounds = new
            prepare()
            switch invalidation {
            case .elements(let ids)?:
                for id in ids { shown[id] = call { core throws(LayoutError) in try core.attributes(for: id) } ?? nil }
            case .viewport?, nil:
                shown = [:]
            }
        } else {
            bounds = new
        }
        layoutPass()
    }

    /// A fling: `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`, then the
    /// scroll to where it rests.
    package mutating func fling(to proposed: Point, velocity: Point = .zero) -> Point {
        let insets = self.insets
        let target = call { core throws(LayoutError) in try core.restingOffset(proposed: proposed, velocity: velocity, insets: insets) } ?? proposed
        setBounds(Rect(x: target.x, y: target.y, width: bounds.width, height: bounds.height))
        return target
    }

    /// A rotation: the app may call `invalidateLayout()` in `viewWillTransition(to:with:)`
    /// (`fullInvalidation`); the bounds change, the layout pass, then the animated bounds change
    /// bracket, in which UIKit asks `targetContentOffset(forProposedContentOffset:)`.
    package mutating func rotate(to size: Size, fullInvalidation: Bool) {
        if fullInvalidation { core.invalidateData() }
        setBounds(Rect(x: bounds.x, y: bounds.y, width: size.width, height: size.height))
        core.beginAnimatedBoundsChange()
        let target = core.offsetAfterChange(proposed: bounds.origin, insets: insets)
        setBounds(Rect(x: target.x, y: target.y, width: bounds.width, height: bounds.height))
        core.endAnimatedBoundsChange()
    }

    /// `performBatchUpdates`: the data source's counts change, the layout is invalidated and
    /// prepared, then `prepare(forCollectionViewUpdates:)`. For every element it shows UIKit asks
    /// the final attributes of those deleted and the new attributes of the others (a nil answer
    /// is an exception), takes `targetContentOffset(forProposedContentOffset:)`, lays out, and
    /// ends with `finalizeCollectionViewUpdates()`.
    package mutating func performBatchUpdates(_ updates: [ItemUpdate], counts newCounts: [Int], sizes newSizes: [[ItemSize]]?) {
        let before = shown
        let oldCounts = counts
        counts = newCounts
        sizes = newSizes
        core.invalidateData()
        prepare()
        let items = CollectionLayoutCore.itemUpdates(from: updates.map(Self.entry))
        _ = call { core throws(LayoutError) in try core.beginUpdates(items) }
        let batch = BatchUpdate(oldCounts: oldCounts, updates: updates)
        var deletedDecorations = Set<ElementID>()
        for kind in [ElementKind.background, .separator] {
            deletedDecorations.formUnion(call { core throws(LayoutError) in try core.decorationsToDelete(ofKind: kind) } ?? [])
        }
        for id in before.keys.sorted() {
            let newID: ElementID?
            switch id.kind {
            case .cell: newID = batch?.newPath(of: id)
            case .background, .separator: newID = deletedDecorations.contains(id) ? nil : id
            case .header, .footer: newID = id.section < newCounts.count ? id : nil
            }
            guard let newID else {
                _ = call { core throws(LayoutError) in try core.finalAttributes(forDisappearing: id) }
                continue
            }
            if (call { core throws(LayoutError) in try core.attributes(for: newID) } ?? nil) == nil {
                exceptions.append("no UICollectionViewLayoutAttributes instance for \(newID) (shown as \(id) before the update)")
            }
        }
        let target = core.offsetAfterChange(proposed: bounds.origin, insets: insets)
        setBounds(Rect(x: target.x, y: target.y, width: bounds.width, height: bounds.height))
        shown = [:]
        layoutPass()
        if let staged = core.endUpdates() {
            // An invalidation context with only a content offset adjustment.
            bounds.origin = Point(x: bounds.x + staged.x, y: bounds.y + staged.y)
            prepare()
            shown = [:]
            layoutPass()
        }
    }

    /// A self-sizing cell's `preferredLayoutAttributesFitting(_:)`: when the layout takes it,
    /// the invalidation context's content offset adjustment moves the view, and the layout pass
    /// asks again.
    package mutating func reportPreferredSize(_ size: Size, of id: ElementID) {
        guard core.invalidates(forPreferredSize: size, of: id) else { return }
        let view = self.view
        let adjustment = call { core throws(LayoutError) in try core.reportPreferredSize(size, of: id, view: view) } ?? .zero
        bounds.origin = Point(x: bounds.x + adjustment.x, y: bounds.y + adjustment.y)
        prepare()
        shown = [:]
        layoutPass()
    }

    package static func entry(_ update: ItemUpdate) -> CollectionLayoutCore.UpdateEntry {
        switch update {
        case .insert(let item, let section): .init(action: .insert, before: nil, after: [section, item])
        case .delete(let item, let section): .init(action: .delete, before: [section, item], after: nil)
        case .move(let from, let to): .init(action: .move, before: [from.section, from.item], after: [to.section, to.item])
        }
    }

    /// What a fresh layout shows in the bounds, for the input the core holds and the view's
    /// offset; nothing when the layout is empty for an error.
    package func fresh() throws -> [ElementID: LayoutAttributes] {
        guard let driver = core.driver else { return [:] }
        let prepared = try core.layout.prepare(driver.input)
        var position = driver.position
        position.offset = view.layoutOffset
        return Dictionary(uniqueKeysWithValues: try prepared.elements(in: bounds, at: position).map { ($0.id, $0) })
    }

    /// Where a cell is on the screen: its frame less the content offset.
    package func onScreen(_ id: ElementID) -> Point? {
        guard let frame = shown[id]?.frame else { return nil }
        return Point(x: frame.x - bounds.x, y: frame.y - bounds.y)
    }
}
