#if canImport(SwiftUI)
import Synchronization
import SwiftUI
import TesseraCoreGraphics
@_spi(Adapters) import TesseraRuntime

/// A lazy scrolling collection on any Tessera layout, used like `ForEach` in a `List`: sections of
/// identifiable items and a view for an item. Only the elements the layout's scroll driver keeps
/// (the viewport and a margin) exist as views; a view is made when its item scrolls in and
/// dropped when it leaves, and its identity is the item's ID, so its `@State` lives while it is
/// kept and no view is reused for another item.
///
/// ```swift
/// TesseraCollection(TesseraLayouts.Carousel(), items: photos) { photo in
///     PhotoView(photo: photo)
/// }
/// ```
///
/// Effects (scale, alpha, z order, and moves, rotations and 3D turns as a projection) and pinned
/// headers follow the scroll, and a fling comes to rest where the layout snaps. The text size is
/// the environment's Dynamic Type size. Every decision is `LazyCollectionCore`'s (over
/// `CollectionLayoutCore`), which `swift test` drives in scripted sessions; this view maps it to
/// SwiftUI. It needs the scroll geometry SwiftUI gives from iOS 18 and macOS 15
/// (`onScrollGeometryChange`), the only way a scroll view tells its offset, size and content
/// insets without a view per item. Orthogonal sections (shelves) scroll sideways in a scroll view
/// of their own, lazily too. Compiled against the SDKs, not yet run on a device.
@available(iOS 18.0, macOS 15.0, *)
public struct TesseraCollection<Item: Identifiable, Cell: View, Supplementary: View>: View {
    public let layout: any TesseraLayout
    public let sections: [[Item]]
    let cell: (Item) -> Cell
    private let supplementary: (ElementKind, Int) -> Supplementary
    private let itemSize: ((Item) -> CGSize)?
    @StateObject var model: TesseraCollectionModel
    @State var scrollPosition = SwiftUI.ScrollPosition()
    /// The item data last built, kept across body evaluations (not observed: it only saves work).
    @State private var itemDataCache = ItemDataCache<Item, Item.ID, CGSize>()
    /// The headers' identities for the headings rotor.
    @Namespace private var headerSpace
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    /// Reduce Motion: the layout's effects for it, or its effects without those that move cells.
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    /// What the modifiers below set, wherever in the view's modifiers they are.
    @Environment(\.tesseraCollectionOptions) var options

    /// Sections of items, and a view for a section's header or footer (`.header` or `.footer`,
    /// and the section), where the layout has one; `itemSize`, for layouts that take sizes from
    /// data (a waterfall of photos), gives an item's size (its estimate, with
    /// `cellsSizeThemselves()`).
    public init(_ layout: any TesseraLayout, sections: [[Item]], itemSize: ((Item) -> CGSize)? = nil,
                @ViewBuilder cell: @escaping (Item) -> Cell,
                @ViewBuilder supplementary: @escaping (_ kind: ElementKind, _ section: Int) -> Supplementary) {
        self.layout = layout
        self.sections = sections
        self.cell = cell
        self.supplementary = supplementary
        self.itemSize = itemSize
        _model = StateObject(wrappedValue: TesseraCollectionModel(layout: layout))
    }

    public var body: some View {
        let content = model.contentSize
        ScrollView(model.axis == .horizontal ? .horizontal : .vertical) {
            ZStack(alignment: .topLeading) {
                ForEach(keyed(model.placementsOutsideBands)) { placed in
                    elementView(placed.placement, item: placed.item, sampler: model.sampler, reorderable: options.itemMove != nil)
                }
                ForEach(model.bands, id: \.section) { band in
                    bandView(band)
                }
                draggedCell
            }
            .frame(width: CGFloat(content.width), height: CGFloat(content.height), alignment: .topLeading)
            .coordinateSpace(.named(Self.contentSpace))
            // One container, so that the elements' sort priorities order them among themselves;
            // it says how many items it holds (and its rows and columns), and the headings rotor
            // goes from section header to section header, scrolling each into view
            // (docs/ACCESSIBILITY.md).
            .accessibilityElement(children: .contain)
            .accessibilityValue(Text(model.accessibilitySummary))
            .accessibilityRotor(.headings) {
                ForEach(model.headerSections, id: \.self) { section in
                    AccessibilityRotorEntry(Text(CollectionAccessibility.headerName(section: section)), id: section, in: headerSpace) {
                        scrollToHeader(section)
                    }
                }
            }
        }
        .scrollTargetBehavior(TesseraScrollTargetBehavior(snapping: model.snapping))
        .scrollPosition($scrollPosition)
        .onChange(of: options.scrollTarget?.item) { scrollToTarget() }
        .onScrollGeometryChange(for: ScrollState.self, of: ScrollState.init) { _, state in
            update(state)
        }
        // The first layout, whether or not the scroll geometry reports its first value: the
        // scroll view's size at the top; its geometry refines it as soon as it reports.
        .background(GeometryReader { proxy in
            Color.clear.onAppear {
                update(ScrollState(view: CollectionViewBounds(Rect(x: 0, y: 0, width: Double(proxy.size.width), height: Double(proxy.size.height)))))
            }
        })
        // SwiftUI keeps the model it made first: a new layout or new items are taken here.
        .onChange(of: LayoutIdentity(layout)) {
            model.replaceLayout(layout)
            update(nil)
        }
        // The items and their estimates in one value: what one update changed of both is told
        // at once and laid out once (an append with its estimates continues the layout).
        .onChange(of: itemData) { old, new in
            model.dataChanged(from: old, to: new)
            update(nil)
            // A scroll target the data did not have yet may be there now.
            scrollToTarget()
        }
        .onChange(of: dynamicTypeSize) { update(nil) }
        .onChange(of: reduceMotion) { update(nil) }
        .onChange(of: model.layoutRevision) { update(nil) }
        .task(id: model.reorder?.source) { await scrollWhileDraggingNearAnEdge() }
    }

    /// The items' identities, and the app's sizes, compared so that items that change size (a
    /// photo replaced) lay out again. Asked on every body evaluation: the cache walks only the
    /// sections whose arrays changed, so a body that changes no items costs a look per section,
    /// not a walk of every item (`ItemDataCache`).
    private var itemData: LazyCollectionCore.ItemData<Item.ID, CGSize> {
        itemDataCache.data(for: sections, id: \.id, estimate: itemSize)
    }

    /// A cell at the breadth its frame gives and the length it needs along the scroll axis,
    /// reported to the layout, by its item, whenever it changes.
    private func measured(_ content: Cell, _ element: LayoutAttributes, item: AnyHashable) -> some View {
        let vertical = model.axis == .vertical
        let id = element.id
        return content
            .frame(width: vertical ? CGFloat(element.frame.width) : nil, height: vertical ? nil : CGFloat(element.frame.height))
            .fixedSize(horizontal: !vertical, vertical: vertical)
            .onGeometryChange(for: CGSize.self, of: { $0.size }) { size in
                take(model.report(Size(size), of: id, item: item))
            }
    }

    /// An orthogonal section's band: a scroll view of its own across the layout's axis, holding
    /// the section's cells the core keeps, each where the band's offset puts it in the band's
    /// content. Its scroll drives the core's, and a fling rests where the section snaps.
    private func bandView(_ band: LazyCollectionCore.Band) -> some View {
        let sideways: Axis = model.axis == .vertical ? .horizontal : .vertical
        let frame = band.frame
        let origin = sideways == .horizontal ? Point(x: frame.x - band.offset, y: frame.y) : Point(x: frame.x, y: frame.y - band.offset)
        return OrthogonalBand(section: band.section, axis: sideways, initialOffset: band.offset, snapping: model.snapping,
                              onScroll: { offset in take(model.scroll(section: band.section, to: offset)) }) {
            ZStack(alignment: .topLeading) {
                ForEach(keyed(model.placements.filter { $0.id.kind == .cell && $0.id.section == band.section })) { placed in
                    elementView(placed.placement, item: placed.item, sampler: model.sampler, in: origin, reorderable: false)
                }
            }
            .frame(width: CGFloat(sideways == .horizontal ? band.contentLength : frame.width),
                   height: CGFloat(sideways == .horizontal ? frame.height : band.contentLength), alignment: .topLeading)
            .accessibilityElement(children: .contain)
        }
        .frame(width: CGFloat(frame.width), height: CGFloat(frame.height))
        .position(x: CGFloat(frame.midX), y: CGFloat(frame.midY))
        // The band is read where its section's cells come in the data, after the section's header.
        .accessibilitySortPriority(-ElementID.cell(0, section: band.section).readingRank)
    }

    /// What the core asks besides drawing: an error for the handler, a scroll to keep the items
    /// on screen where they are, and the first item in view for the app.
    private func take(_ outcome: LazyCollectionCore.Outcome) {
        if let failure = outcome.failure { options.errorHandler?(failure) }
        if let firstVisible = options.firstVisibleItem, case .some(let cell) = model.firstVisibleCellChange() {
            firstVisible.tell(cell.flatMap { id in
                sections.indices.contains(id.section) && sections[id.section].indices.contains(id.item)
                    ? AnyHashable(sections[id.section][id.item].id) : nil
            })
        }
        if let offset = outcome.scrollTo {
            var moved = scrollPosition
            moved.scrollTo(point: CGPoint(offset))
            if let animation = model.updateAnimation {
                withAnimation(animation) { scrollPosition = moved }
            } else {
                scrollPosition = moved
            }
        }
    }

    /// A header the rotor goes to: scrolled to the top, so that its view is made and found.
    private func scrollToHeader(_ section: Int) {
        guard let offset = model.offset(showing: ElementID(.header, section: section), placement: .leading) else { return }
        var moved = scrollPosition
        moved.scrollTo(point: CGPoint(offset))
        scrollPosition = moved
    }

    /// Scrolls to the app's target item, and sets the binding back to nil once there. An item the
    /// data does not have yet keeps the binding set, pending, until the items change to hold it
    /// (docs/SESSIONS.md rule 11; SwiftUI names items by identity, which the binding keeps, where
    /// the index-path shells keep `CollectionLayoutCore.pendingScroll`).
    private func scrollToTarget() {
        guard let target = options.scrollTarget, let id = target.item else { return }
        for (section, items) in sections.enumerated() {
            guard let item = items.firstIndex(where: { AnyHashable($0.id) == id }) else { continue }
            if let offset = model.offset(showing: .cell(item, section: section), placement: target.placement) {
                var moved = scrollPosition
                moved.scrollTo(point: CGPoint(offset))
                scrollPosition = moved
            }
            target.clear()
            return
        }
    }

    /// The elements by their identity in SwiftUI: a cell by its item's ID (so that its state
    /// follows the item, never its index path), anything else by its element ID.
    /// While a cell is dragged to another place, each place shows the item that makes way
    /// there (`ItemReorder`), and the dragged item is drawn under the finger instead.
    private func keyed(_ placements: [LazyCollectionCore.Placement]) -> [KeyedPlacement] {
        let drag = model.reorder
        return placements.compactMap { placement in
            let id = placement.id
            guard id.kind == .cell else { return KeyedPlacement(id: .element(id), placement: placement, item: nil) }
            guard let item = drag.map({ $0.item(shownAt: id) }) ?? id.item,
                  sections.indices.contains(id.section), sections[id.section].indices.contains(item) else { return nil }
            return KeyedPlacement(id: .item(AnyHashable(sections[id.section][item].id)), placement: placement, item: item)
        }
    }

    /// The scroll view moved or resized (or, with nil, the data, the layout or the reader's
    /// settings changed): the layout follows, computed again only when it must.
    private func update(_ state: ScrollState?) {
        let sections = self.sections, itemSize = self.itemSize, model = self.model
        take(model.update(view: state?.view, sectionCounts: sections.map(\.count), textScale: TesseraStack.textScale(for: dynamicTypeSize),
                          reduceMotion: reduceMotion, itemSizes: {
            guard let itemSize else { return nil }
            // Sizes cells measured follow their items; the app's estimate for the others.
            return sections.map { items in items.map { .size(model.measuredSize(of: AnyHashable($0.id)) ?? Size(itemSize($0))) } }
        }))
    }

    /// An element drawn where it is placed, in a space whose origin is `origin` in content
    /// coordinates (an orthogonal band's content, or the collection's); what scrolling changes
    /// (effects, a pinned header's place) is applied for each frame by `visualEffect`, without
    /// this body running again.
    /// `item`: for a cell, the index in its section of the item it shows.
    @ViewBuilder private func elementView(_ placement: LazyCollectionCore.Placement, item index: Int?, sampler: EffectSampler,
                                          in origin: Point = Point(x: 0, y: 0), reorderable: Bool) -> some View {
        let element = placement.base
        let frame = element.frame
        Group {
            switch element.id.kind {
            case .cell:
                if let index, sections.indices.contains(element.id.section), sections[element.id.section].indices.contains(index) {
                    let item = sections[element.id.section][index]
                    if options.cellsSizeThemselves {
                        measured(cell(item), element, item: AnyHashable(item.id))
                    } else {
                        cell(item)
                    }
                }
            case .background:
                RoundedRectangle(cornerRadius: CGFloat(model.backgroundCornerRadius(section: element.id.section)))
                    .fill(Color.secondary.opacity(0.12))
            case .separator:
                Rectangle().fill(Color.secondary.opacity(0.35))
            case .header:
                supplementary(.header, element.id.section)
                    .accessibilityRotorEntry(id: element.id.section, in: headerSpace)
            case .footer:
                supplementary(.footer, element.id.section)
            }
        }
        .frame(width: CGFloat(frame.width), height: CGFloat(frame.height), alignment: .topLeading)
        // Before the placement: the handle is the cell, not the space the placement fills.
        .modifier(ReorderHandle(enabled: reorderable && element.id.kind == .cell, place: element.id,
                                count: sections.indices.contains(element.id.section) ? sections[element.id.section].count : 0,
                                coordinateSpace: Self.contentSpace, model: model, drop: drop(section:source:destination:)))
        .visualEffect { content, proxy in
            let shown = sampler.attributes(of: placement, contentOffset: EffectSampler.contentOffset(
                of: placement, frameInScrollView: Rect(proxy.frame(in: .scrollView))))
            return content
                .transformEffect(ElementTransform.projection(shown, placedAt: frame))
                .opacity(shown.alpha)
        }
        .zIndex(Double(placement.layer))
        .position(x: CGFloat(frame.midX - origin.x), y: CGFloat(frame.midY - origin.y))
        // VoiceOver meets elements in the data's order, not the frames' (higher is read first);
        // decorations are drawn, not read.
        .accessibilitySortPriority(-element.id.readingRank)
        .accessibilityHidden(!element.id.isRead)
    }
}

@available(iOS 18.0, macOS 15.0, *)
extension TesseraCollection where Supplementary == EmptyView {
    /// Sections of items, with no views of the app's own for headers and footers.
    public init(_ layout: any TesseraLayout, sections: [[Item]], itemSize: ((Item) -> CGSize)? = nil,
                @ViewBuilder cell: @escaping (Item) -> Cell) {
        self.init(layout, sections: sections, itemSize: itemSize, cell: cell, supplementary: { _, _ in EmptyView() })
    }

    /// One section of items.
    public init(_ layout: any TesseraLayout, items: [Item], itemSize: ((Item) -> CGSize)? = nil,
                @ViewBuilder cell: @escaping (Item) -> Cell) {
        self.init(layout, sections: [items], itemSize: itemSize, cell: cell)
    }
}

/// Where an item sits when the collection scrolls to it.
public enum TesseraScrollPlacement: Hashable, Sendable {
    /// At the leading edge of what the bars leave.
    case leading
    /// In the middle of what the bars leave.
    case center
}

/// An element as placed, and its identity in the collection's `ForEach`.
@available(iOS 18.0, macOS 15.0, *)
struct KeyedPlacement: Identifiable {
    enum Key: Hashable {
        case item(AnyHashable)
        case element(ElementID)
    }

    var id: Key
    var placement: LazyCollectionCore.Placement
    /// For a cell: the index in its section of the item it shows.
    var item: Int?
}

/// What the scroll view reports: its bounds (the offset and size) and its content insets.
@available(iOS 18.0, macOS 15.0, *)
struct ScrollState: Equatable {
    var view: CollectionViewBounds

    init(view: CollectionViewBounds) {
        self.view = view
    }

    init(_ geometry: ScrollGeometry) {
        let insets = geometry.contentInsets
        view = CollectionViewBounds(Rect(CGRect(origin: geometry.contentOffset, size: geometry.containerSize)),
                                    insets: TesseraRuntime.EdgeInsets(top: Double(insets.top), left: Double(insets.leading),
                                                                      bottom: Double(insets.bottom), right: Double(insets.trailing)))
    }
}

/// The transform that draws an element placed at `placed` as `shown`: where scrolling moved it
/// (a pinned header), then scaled, or its whole transform as a projection about the view's
/// origin (moves, rotations, turns in perspective), as the runtime computes it.
enum ElementTransform {
    static func projection(_ shown: LayoutAttributes, placedAt placed: Rect) -> ProjectionTransform {
        let moved = CATransform3DMakeTranslation(CGFloat(shown.frame.x - placed.x), CGFloat(shown.frame.y - placed.y), 0)
        if shown.isTransformed {
            return ProjectionTransform(CATransform3DConcat(CATransform3D(shown.transformMatrixAboutOrigin), moved))
        }
        // Scale about the centre.
        let half = (x: CGFloat(shown.frame.width / 2), y: CGFloat(shown.frame.height / 2))
        let scale = CGFloat(shown.scale)
        let scaled = CGAffineTransform(translationX: half.x, y: half.y).scaledBy(x: scale, y: scale).translatedBy(x: -half.x, y: -half.y)
        return ProjectionTransform(CATransform3DConcat(CATransform3DMakeAffineTransform(scaled), moved))
    }
}

/// The collection's state between updates: the core, and what the view draws from it.
@available(iOS 18.0, macOS 15.0, *)
@MainActor
final class TesseraCollectionModel: ObservableObject {
    private var lazy: LazyCollectionCore
    /// The elements as placed; published only when they change, not for each frame of a scroll.
    @Published private(set) var placements: [LazyCollectionCore.Placement] = []
    /// Where each frame puts them (effects, pinned headers).
    @Published private(set) var sampler = EffectSampler.still
    @Published private(set) var contentSize = Size(width: 0, height: 0)
    @Published private(set) var axis = ScrollAxis.vertical
    @Published private(set) var bands: [LazyCollectionCore.Band] = []
    private var placementRevision = -1
    /// What the scroll target behaviour reads, off the main actor.
    let snapping = SnapState()
    /// Sizes cells measured, by item: they follow their items wherever the data moves them.
    private var measured: [AnyHashable: Size] = [:]

    /// The cell being dragged to another place (`onItemMove`), while the drag lasts.
    @Published private(set) var reorder: ItemReorder?
    /// The scroll view as last seen: where a drag near an edge scrolls it from.
    private(set) var visible: CollectionViewBounds?

    /// Counts changes of a `ChangingLayout` (a live layout): the view lays out again for each.
    @Published private(set) var layoutRevision = 0
    private var observation: LayoutObservation?

    init(layout: any TesseraLayout) {
        lazy = LazyCollectionCore(layout: layout)
        observe(layout)
    }

    private func observe(_ layout: any TesseraLayout) {
        observation = (layout as? any ChangingLayout)?.observe { [weak self] in
            guard let self else { return }
            lazy.layoutDidChange()
            layoutRevision += 1
        }
    }

    /// Another layout for the same data: laid out at the next update, the first item in view
    /// kept, the cells moving to their new frames (`updateAnimation`).
    func replaceLayout(_ layout: any TesseraLayout) {
        lazy.replaceLayout(layout)
        observe(layout)
        layoutReplaced = true
    }

    /// Set by `replaceLayout` until the next update animates the change.
    private var layoutReplaced = false
    /// How the latest update's changes are drawn: after another layout, the cells move to their
    /// new frames and the view scrolls to the kept item together, so that it stays in place on
    /// the screen while the others move; nil (at once) otherwise, and with Reduce Motion.
    private(set) var updateAnimation: Animation?

    /// The items or their estimates changed: the core decides how the next update lays out
    /// (`LazyCollectionCore.dataChanged(from:to:)`). Sizes of items gone are forgotten.
    func dataChanged<ID: Hashable>(from old: LazyCollectionCore.ItemData<ID, CGSize>, to new: LazyCollectionCore.ItemData<ID, CGSize>) {
        guard case .changed = lazy.dataChanged(from: old, to: new) else { return }
        var present = Set<AnyHashable>()
        for section in new.items {
            for id in section { present.insert(AnyHashable(id)) }
        }
        measured = measured.filter { present.contains($0.key) }
    }

    func measuredSize(of item: AnyHashable) -> Size? {
        measured[item]
    }

    /// The first cell in view as last told to the app (nil inside: none was in view); nil
    /// before the app was first told.
    private var toldFirstVisibleCell: ElementID??

    /// The first cell in view when it changed since the app was last told (`.some(nil)`: none
    /// is in view now); nil when it did not change.
    func firstVisibleCellChange() -> ElementID?? {
        let first = lazy.firstVisibleCell
        guard toldFirstVisibleCell != .some(first) else { return nil }
        toldFirstVisibleCell = .some(first)
        return .some(first)
    }

    /// A cell's measured size, kept for its item.
    func report(_ size: Size, of id: ElementID, item: AnyHashable) -> LazyCollectionCore.Outcome {
        updateAnimation = nil
        measured[item] = size
        let outcome = lazy.report(size, of: id)
        publish()
        return outcome
    }

    /// An orthogonal section scrolled sideways.
    func scroll(section: Int, to offset: Double) -> LazyCollectionCore.Outcome {
        guard lazy.bands.contains(where: { $0.section == section && $0.offset != offset }) else { return .init() }
        updateAnimation = nil
        let outcome = lazy.scroll(section: section, to: offset)
        publish()
        return outcome
    }

    /// The elements drawn in the collection's own space: all but the cells of orthogonal
    /// sections, which their bands' scroll views draw. (A cell near the screen lies in its band,
    /// so its band is among `bands`.)
    var placementsOutsideBands: [LazyCollectionCore.Placement] {
        guard !bands.isEmpty else { return placements }
        return placements.filter { placement in placement.id.kind != .cell || !bands.contains { $0.section == placement.id.section } }
    }

    func offset(showing id: ElementID, placement: TesseraScrollPlacement) -> Point? {
        lazy.offset(showing: id, placement: placement == .center ? .center : .leading)
    }

    /// What the collection says of itself besides its items, and the sections with headers
    /// (`CollectionAccessibility`).
    var accessibilitySummary: String { lazy.accessibility()?.summary ?? "" }
    var headerSections: [Int] { lazy.accessibility()?.headerSections ?? [] }

    func backgroundCornerRadius(section: Int) -> Double {
        lazy.core.driver?.prepared.backgroundCornerRadius(section: section) ?? 0
    }

    /// Picks up the cell at `place` with the finger at `finger` (content coordinates).
    func beginReorder(_ place: ElementID, finger: Point) {
        guard reorder == nil, let cell = placements.first(where: { $0.id == place })?.base else { return }
        reorder = ItemReorder(picking: cell, at: finger)
    }

    /// The finger moved to `finger` (content coordinates); the places make way for the target.
    func moveReorder(finger: Point) {
        guard var drag = reorder else { return }
        let source = drag.source
        _ = drag.move(finger: finger) { center in lazy.moveTarget(for: source, at: center) }
        reorder = drag
    }

    /// The drag ended (or was cancelled): the move to make, if any.
    func endReorder() -> ItemReorder? {
        defer { reorder = nil }
        return reorder
    }

    /// The scroll view as it is (nil: as last seen).
    func update(view: CollectionViewBounds?, sectionCounts: [Int], textScale: Double, reduceMotion: Bool,
                itemSizes: () -> [[ItemSize]]?) -> LazyCollectionCore.Outcome {
        if let view { visible = view }
        updateAnimation = layoutReplaced && !reduceMotion ? .snappy : nil
        layoutReplaced = false
        let outcome = lazy.update(view: view, sectionCounts: sectionCounts, textScale: textScale, reduceMotion: reduceMotion,
                                  itemSizes: itemSizes)
        publish(animation: updateAnimation)
        return outcome
    }

    /// What the view draws, from the core; published only where it changed, so that a scroll
    /// that only moves effects runs no body.
    private func publish(animation: Animation? = nil) {
        // Only an animation of its own is set: none leaves the app's transaction (a drop in
        // `withAnimation`) as it is.
        if let animation {
            withAnimation(animation) { publishElements() }
        } else {
            publishElements()
        }
        if let axis = lazy.core.driver?.prepared.axis, axis != self.axis { self.axis = axis }
        if lazy.bands != bands { bands = lazy.bands }
        snapping.set(lazy)
    }

    private func publishElements() {
        if lazy.placementRevision != placementRevision {
            placementRevision = lazy.placementRevision
            placements = lazy.placements
            sampler = lazy.sampler
        }
        if lazy.contentSize != contentSize { contentSize = lazy.contentSize }
    }
}

/// The layout's snapping as the scroll target behaviour asks for it: a copy of the core, which
/// SwiftUI may read from any thread, behind a lock.
@available(iOS 18.0, macOS 15.0, *)
final class SnapState: Sendable {
    private let state = Mutex<LazyCollectionCore?>(nil)

    func set(_ core: LazyCollectionCore) {
        state.withLock { $0 = core }
    }

    // Asked of a copy: a question that fails empties only the copy, and the collection's own
    // core meets the same failure when it lays out.
    func restingOffset(proposed: Point, velocity: Point, from start: Point) -> Point {
        var core = state.withLock { $0 }
        return core?.restingOffset(proposed: proposed, velocity: velocity, from: start) ?? proposed
    }
    func restingOffset(ofSection section: Int, proposed: Double, velocity: Double, from start: Double) -> Double {
        var core = state.withLock { $0 }
        return core?.restingOffset(ofSection: section, proposed: proposed, velocity: velocity, from: start) ?? proposed
    }
}

/// A band of an orthogonal section: a scroll view across the collection's, which starts where
/// the core has the band scrolled (its state lives while the band is near the screen; the core
/// keeps the offset when it is not) and reports each move.
@available(iOS 18.0, macOS 15.0, *)
struct OrthogonalBand<Content: View>: View {
    let section: Int
    let axis: Axis
    let snapping: SnapState
    let onScroll: (Double) -> Void
    let content: Content
    @State private var position: SwiftUI.ScrollPosition

    init(section: Int, axis: Axis, initialOffset: Double, snapping: SnapState, onScroll: @escaping (Double) -> Void,
         @ViewBuilder content: () -> Content) {
        self.section = section
        self.axis = axis
        self.snapping = snapping
        self.onScroll = onScroll
        self.content = content()
        _position = State(initialValue: axis == .horizontal ? SwiftUI.ScrollPosition(x: CGFloat(initialOffset))
                                                            : SwiftUI.ScrollPosition(y: CGFloat(initialOffset)))
    }

    var body: some View {
        ScrollView(axis == .horizontal ? .horizontal : .vertical, showsIndicators: false) {
            content
        }
        .scrollPosition($position)
        .scrollTargetBehavior(BandScrollTargetBehavior(section: section, axis: axis, snapping: snapping))
        .onScrollGeometryChange(for: Double.self, of: { Double(axis == .horizontal ? $0.contentOffset.x : $0.contentOffset.y) }) { _, offset in
            onScroll(offset)
        }
    }
}

/// Where a sideways fling of a band comes to rest: the section's snap, paging by item counted
/// from `originalTarget`, where the gesture began.
@available(iOS 18.0, macOS 15.0, *)
struct BandScrollTargetBehavior: ScrollTargetBehavior {
    let section: Int
    let axis: Axis
    let snapping: SnapState

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        if axis == .horizontal {
            target.rect.origin.x = CGFloat(snapping.restingOffset(ofSection: section, proposed: Double(target.rect.origin.x),
                                                                  velocity: Double(context.velocity.dx),
                                                                  from: Double(context.originalTarget.rect.origin.x)))
        } else {
            target.rect.origin.y = CGFloat(snapping.restingOffset(ofSection: section, proposed: Double(target.rect.origin.y),
                                                                  velocity: Double(context.velocity.dy),
                                                                  from: Double(context.originalTarget.rect.origin.y)))
        }
    }
}

/// Where a fling comes to rest: the layout's snap, for the proposed target and velocity, paging by
/// item counted from `originalTarget`, where the gesture began.
@available(iOS 18.0, macOS 15.0, *)
struct TesseraScrollTargetBehavior: ScrollTargetBehavior {
    let snapping: SnapState

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let rest = snapping.restingOffset(proposed: Point(target.rect.origin),
                                          velocity: Point(x: Double(context.velocity.dx), y: Double(context.velocity.dy)),
                                          from: Point(context.originalTarget.rect.origin))
        target.rect.origin = CGPoint(rest)
    }
}
#endif
