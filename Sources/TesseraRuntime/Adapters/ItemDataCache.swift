/// The item data (`LazyCollectionCore.ItemData`) SwiftUI's collection compares on every body
/// evaluation, kept between evaluations so that one costs what changed, not a walk of every item.
///
/// A section is walked again (its items' IDs and estimates asked) only when its array is not the
/// one walked last: another storage, which a change of a value array always makes, since this
/// keeps the old array and the change copies it. A body that changes nothing costs a look at each
/// section's storage and hands back the very value it handed before, which `==` (SwiftUI's
/// `onChange(of:)`) then finds equal at once. Items of a class type are walked every time: a
/// class instance can change its ID or size without its array changing.
///
/// What this assumes: `id` and `estimate` are functions of the item alone (an estimate that
/// depends on anything else is asked again only for the sections that change).
@_spi(Adapters) public final class ItemDataCache<Item, ID: Hashable, Estimate: Equatable> {
    private var sections: [[Item]] = []
    private var estimating = false
    private var data = LazyCollectionCore.ItemData<ID, Estimate>(items: [], estimates: [])
    /// Items of a class can change in place: their sections are never taken as unchanged.
    private let itemsAreValues = !(Item.self is AnyObject.Type)

    public init() {}

    /// The data of `sections`: each item's `id`, and its `estimate` (none without one).
    public func data(for sections: [[Item]], id: (Item) -> ID,
                     estimate: ((Item) -> Estimate)?) -> LazyCollectionCore.ItemData<ID, Estimate> {
        let estimating = estimate != nil
        let kept = { (section: Int) -> Bool in
            self.itemsAreValues && estimating == self.estimating && section < self.sections.count
                && Self.sameStorage(self.sections[section], sections[section])
        }
        if sections.count == self.sections.count, sections.indices.allSatisfy(kept) { return data }
        let items = sections.indices.map { kept($0) ? data.items[$0] : sections[$0].map(id) }
        let estimates = estimate.map { estimate in sections.indices.map { kept($0) ? data.estimates[$0] : sections[$0].map(estimate) } } ?? []
        self.sections = sections
        self.estimating = estimating
        data = LazyCollectionCore.ItemData(items: items, estimates: estimates)
        return data
    }

    /// Whether `a` and `b` are one array's storage (so hold the same items). Both are alive while
    /// their addresses are compared, so two storages never share one.
    private static func sameStorage(_ a: [Item], _ b: [Item]) -> Bool {
        guard a.count == b.count else { return false }
        if a.isEmpty { return true }
        return a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
    }
}
