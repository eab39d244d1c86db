/// What a collection view's layout object decides (`UICollectionViewLayout`,
/// `NSCollectionViewLayout`), in platform-neutral types. A collection view drives its layout
/// through a fixed set of calls: it invalidates, calls `prepare()`, asks for attributes in rects
/// and by index path, asks whether a bounds change or a cell's preferred size invalidates, and
/// brackets batch updates. Each call has one method here, so the TesseraUIKit and TesseraAppKit
/// adapters only convert types, and every decision is tested on Linux.
///
/// The view's size and scroll offset are the truth: `prepare` takes them as the view has them.
/// The core keeps a `ScrollDriver` for them, which computes the layout again only when the data
/// changed or the layout reads what changed.
package struct CollectionLayoutCore: Sendable {
    public let layout: any TesseraLayout
    /// Nil until the first `prepare`.
    public private(set) var driver: ScrollDriver?
    /// Set by a data invalidation (reload, batch update): the next `prepare` computes the layout again.
    private var dataIsStale = true
    /// The layout as it was before the latest data change, for the items a batch update removes.
    private var beforeUpdate: Snapshot?
    private var batch: BatchUpdate?
    /// Where the first cell in view went when the viewport changed, for the view to scroll to.
    private var anchoredOffset: Point?

    private struct Snapshot: Sendable {
        var prepared: PreparedLayout
        var position: ScrollPosition
        var counts: [Int]
    }

    public init(layout: any TesseraLayout) {
        self.layout = layout
    }

    /// The content size, zero before the first `prepare`.
    public var contentSize: Size { driver?.contentSize ?? .zero }

    // MARK: Invalidation and preparing

    /// The view's data changed (a reload, a batch update): the next `prepare` computes the layout
    /// again, with the item sizes it is given then.
    public mutating func invalidateData() {
        dataIsStale = true
    }

    /// `prepare()`: the view's viewport, scroll offset and item counts as they are now.
    /// `itemSizes` is asked only when the layout is computed again, and only layouts that take
    /// sizes from data need it (nil otherwise).
    ///
    /// Computes the layout when there is none yet, after a data invalidation or a change of
    /// counts, and when the viewport changed in a dimension the layout reads; a scroll only moves
    /// the frame. A viewport with no area is not laid out (the view has no size yet). On error
    /// nothing changes.
    ///
    /// `textScale` is the reader's text size (`LayoutInput.textScale`): a new one computes the
    /// layout again only when the layout reads it.
    public mutating func prepare(viewport: Size, offset: Point, sectionCounts: [Int], textScale: Double = 1,
                                 itemSizes: () -> [[ItemSize]]?) throws(LayoutError) {
        // A view asks first before it has a size; there is nothing to show, and a layout whose
        // insets depend on the viewport would report an error for the empty one.
        guard viewport.width > 0, viewport.height > 0 else { return }
        guard var driver else {
            let input = LayoutInput(viewport: viewport, sectionCounts: sectionCounts, itemSizes: itemSizes(), textScale: textScale)
            // Keep one viewport's length either side: what a collection view prefetches.
            var fresh = try ScrollDriver(layout: layout, input: input, offset: offset, margin: Swift.max(viewport.width, viewport.height))
            fresh.takeFrameAsShown()
            driver = fresh
            dataIsStale = false
            return
        }
        // Scrolls that change no attributes are not invalidated, so the driver may be behind the
        // view: catch up first, so that what follows starts from where the view is.
        if offset != driver.offset { try driver.scroll(to: offset) }
        var snapshot: Snapshot?
        if dataIsStale || sectionCounts != driver.input.sectionCounts {
            snapshot = Snapshot(prepared: driver.prepared, position: driver.position, counts: driver.input.sectionCounts)
            try driver.reload(LayoutInput(viewport: viewport, sectionCounts: sectionCounts, itemSizes: itemSizes(), textScale: textScale))
        }
        var anchored: Point?
        if textScale != driver.input.textScale, try driver.changeTextScale(to: textScale) {
            anchored = driver.offset
        }
        if viewport != driver.viewport {
            try driver.resize(to: viewport)
            anchored = driver.offset
        }
        if offset != driver.offset { try driver.scroll(to: offset) }
        self.driver = driver
        if let snapshot {
            beforeUpdate = snapshot
            dataIsStale = false
        }
        if let anchored { anchoredOffset = anchored }
    }

    /// Every item's size from the app's function of (item, section), sections in order: what
    /// `prepare`'s `itemSizes` gives for an app's size closure or delegate.
    public static func itemSizes(counts: [Int], _ size: (_ item: Int, _ section: Int) -> Size) -> [[ItemSize]] {
        counts.indices.map { section in (0..<counts[section]).map { .size(size($0, section)) } }
    }

    /// `targetContentOffset(forProposedContentOffset:)`, asked after a rotation or an update:
    /// after a viewport change, the offset that keeps the first cell in view where it was.
    public mutating func offsetAfterChange(proposed: Point) -> Point {
        defer { anchoredOffset = nil }
        return anchoredOffset ?? proposed
    }

    // MARK: Attributes

    /// The elements that intersect `rect` at the current offset, effects and pinned headers applied.
    public func attributes(in rect: Rect) throws(LayoutError) -> [LayoutAttributes] {
        guard let driver else { return [] }
        return try driver.prepared.elements(in: rect, at: driver.position)
    }

    /// One element's attributes at the current offset; nil for an element the layout does not have.
    public func attributes(for id: ElementID) throws(LayoutError) -> LayoutAttributes? {
        try driver?.attributes(for: id)
    }

    // MARK: Bounds changes

    /// `shouldInvalidateLayout(forBoundsChange:)`: whether the new bounds change any attributes.
    /// A scroll does only when effects or pinned headers depend on the offset.
    public func invalidates(forBoundsChange bounds: Rect) -> Bool {
        guard let driver else { return true }
        return driver.prepared.needsNewAttributes(size: bounds.size, offset: bounds.origin, from: driver.offset)
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
    public mutating func invalidation(forBoundsChange bounds: Rect) throws(LayoutError) -> BoundsInvalidation {
        guard var driver, bounds.size == driver.viewport else { return .viewport }
        let before = driver.kept
        try driver.scroll(to: bounds.origin)
        self.driver = driver
        return .elements(Self.changedElements(from: before, to: driver.kept))
    }

    /// Elements in either frame whose attributes are not the same in both; both sorted by id.
    static func changedElements(from old: [LayoutAttributes], to new: [LayoutAttributes]) -> [ElementID] {
        var changed: [ElementID] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if j == new.count || (i < old.count && old[i].id < new[j].id) {
                changed.append(old[i].id)
                i += 1
            } else if i == old.count || new[j].id < old[i].id {
                changed.append(new[j].id)
                j += 1
            } else {
                if old[i] != new[j] { changed.append(new[j].id) }
                i += 1
                j += 1
            }
        }
        return changed
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
        guard var driver else { return [] }
        let before = driver.kept
        try driver.scroll(section: section, to: offset)
        self.driver = driver
        return Self.changedElements(from: before, to: driver.kept)
    }

    /// Where a sideways pan of orthogonal section `section` that ends at `proposed` comes to
    /// rest, by the section's snap.
    public func restingOffset(ofSection section: Int, proposed: Double, velocity: Double) throws(LayoutError) -> Double {
        guard let driver else { return proposed }
        return try driver.restingOffset(ofSection: section, proposed: proposed, velocity: velocity)
    }

    // MARK: Scrolling and touches

    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`: the layout's snapping.
    public func restingOffset(proposed: Point, velocity: Point) throws(LayoutError) -> Point {
        guard let driver else { return proposed }
        return try driver.restingOffset(proposed: proposed, velocity: velocity)
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

    // MARK: Batch updates

    /// One entry of a collection view's update list: its action and its index paths before and
    /// after the update, as arrays of indices (a path of one index names a whole section).
    public struct UpdateEntry: Hashable, Sendable {
        public enum Action: Hashable, Sendable { case insert, delete, reload, move, none }
        public var action: Action
        public var before: [Int]?
        public var after: [Int]?

        public init(action: Action, before: [Int]?, after: [Int]?) {
            self.action = action
            self.before = before
            self.after = after
        }
    }

    /// The item updates a list of entries makes; nil when an entry changes whole sections or is
    /// incomplete, which the core does not animate (the platform's default animations apply).
    public static func itemUpdates(from entries: [UpdateEntry]) -> [ItemUpdate]? {
        var updates: [ItemUpdate] = []
        func item(_ path: [Int]?) -> ElementID? {
            guard let path, path.count == 2 else { return nil }
            return .cell(path[1], section: path[0])
        }
        for entry in entries {
            switch entry.action {
            case .none:
                continue
            case .insert:
                guard let new = item(entry.after) else { return nil }
                updates.append(.insert(item: new.item, section: new.section))
            case .delete:
                guard let old = item(entry.before) else { return nil }
                updates.append(.delete(item: old.item, section: old.section))
            case .reload:
                // A reloaded item is replaced: the old one fades out, the new one in.
                guard let old = item(entry.before), let new = item(entry.after ?? entry.before) else { return nil }
                updates.append(.delete(item: old.item, section: old.section))
                updates.append(.insert(item: new.item, section: new.section))
            case .move:
                guard let old = item(entry.before), let new = item(entry.after) else { return nil }
                updates.append(.move(from: old, to: new))
            }
        }
        return updates
    }

    /// `prepare(forCollectionViewUpdates:)`, after the `prepare()` that took the new counts.
    /// Updates that do not fit the counts before and after leave the animations to the platform.
    public mutating func beginUpdates(_ updates: [ItemUpdate]?) {
        batch = nil
        guard let updates, let before = beforeUpdate, let driver,
              let checked = BatchUpdate(oldCounts: before.counts, updates: updates),
              checked.newCounts == driver.input.sectionCounts else { return }
        batch = checked
    }

    /// `initialLayoutAttributesForAppearingItem(at:)`: an inserted cell fades in where it will
    /// be; nil for the others, which the platform moves from their old attributes.
    public func initialAttributes(forAppearing id: ElementID) throws(LayoutError) -> LayoutAttributes? {
        guard let batch, id.kind == .cell, batch.oldPath(of: id) == nil, var end = try driver?.attributes(for: id) else { return nil }
        end.alpha = 0
        return end
    }

    /// `finalLayoutAttributesForDisappearingItem(at:)` (an index path before the update): a
    /// deleted cell fades out where it was; nil for the others.
    public func finalAttributes(forDisappearing id: ElementID) throws(LayoutError) -> LayoutAttributes? {
        guard let batch, let before = beforeUpdate, id.kind == .cell, batch.newPath(of: id) == nil,
              var start = try before.prepared.attributes(for: id, at: before.position) else { return nil }
        start.alpha = 0
        return start
    }

    /// `finalizeCollectionViewUpdates()`.
    public mutating func endUpdates() {
        batch = nil
        beforeUpdate = nil
    }

    // MARK: Self-sizing

    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`: true when a
    /// cell of a layout that takes sizes from data prefers another size than the one it has.
    public func invalidates(forPreferredSize size: Size, of id: ElementID) -> Bool {
        guard id.kind == .cell, size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0,
              let sizes = driver?.input.itemSizes, sizes.indices.contains(id.section),
              sizes[id.section].indices.contains(id.item) else { return false }
        return sizes[id.section][id.item] != .size(size)
    }

    /// A cell's preferred size, with the view at `offset`: the layout is computed again with it,
    /// and the result is how far the view must scroll to keep the first cell in view where it
    /// was (the invalidation context's content offset adjustment).
    public mutating func reportPreferredSize(_ size: Size, of id: ElementID, at offset: Point) throws(LayoutError) -> Point {
        guard invalidates(forPreferredSize: size, of: id), var driver else { return .zero }
        // The view may have scrolled without invalidating anything: anchor where it is now.
        if offset != driver.offset { try driver.scroll(to: offset) }
        let old = driver.offset
        try driver.reportSizes([id: .size(size)])
        self.driver = driver
        return Point(x: driver.offset.x - old.x, y: driver.offset.y - old.y)
    }
}
