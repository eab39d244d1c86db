#if canImport(SwiftUI)
import SwiftUI
@_spi(Adapters) import TesseraRuntime

/// What a collection is told by the modifiers below: set on any view that contains it, before or
/// after SwiftUI's own modifiers, as SwiftUI's own collection modifiers are (through the
/// environment).
struct TesseraCollectionOptions {
    var errorHandler: (@MainActor (LayoutError) -> Void)?
    var cellsSizeThemselves = false
    var firstVisibleItem: (any FirstVisibleItemAction)?
    var scrollTarget: (any ScrollTargetBinding)?
    /// `onItemMove`: the app moves an item within its section.
    var itemMove: (@MainActor (_ section: Int, _ source: IndexSet, _ destination: Int) -> Void)?
}

/// An app's binding to the ID of the item to scroll to, its type erased.
protocol ScrollTargetBinding {
    var item: AnyHashable? { get }
    var placement: TesseraScrollPlacement { get }
    /// Sets the binding back to nil: the collection is there.
    func clear()
}

struct TypedScrollTarget<ID: Hashable>: ScrollTargetBinding {
    let binding: Binding<ID?>
    let placement: TesseraScrollPlacement
    var item: AnyHashable? { binding.wrappedValue.map { AnyHashable($0) } }
    func clear() { binding.wrappedValue = nil }
}

/// An app's handler of the first visible item's ID, its type erased.
protocol FirstVisibleItemAction {
    @MainActor func tell(_ id: AnyHashable?)
}

struct TypedFirstVisibleItemAction<ID: Hashable>: FirstVisibleItemAction {
    let action: @MainActor (ID?) -> Void
    @MainActor func tell(_ id: AnyHashable?) { action(id?.base as? ID) }
}

struct TesseraCollectionOptionsKey: EnvironmentKey {
    static var defaultValue: TesseraCollectionOptions { TesseraCollectionOptions() }
}

extension EnvironmentValues {
    var tesseraCollectionOptions: TesseraCollectionOptions {
        get { self[TesseraCollectionOptionsKey.self] }
        set { self[TesseraCollectionOptionsKey.self] = newValue }
    }
}

@available(iOS 18.0, macOS 15.0, *)
extension View {
    /// The `TesseraCollection`s in this view tell `handler` of a layout error once, after the
    /// layout pass (so it may set state); the collection is empty until the data, its size, the
    /// text size or Reduce Motion change. (`TesseraStack` takes its handler itself:
    /// `TesseraStack(layout).onLayoutError { ... } { content }`.)
    public func onLayoutError(_ handler: @escaping @MainActor (LayoutError) -> Void) -> some View {
        transformEnvironment(\.tesseraCollectionOptions) { $0.errorHandler = handler }
    }

    /// The cells of the `TesseraCollection`s in this view size themselves (text of unknown
    /// length), for layouts sized by data, whose `itemSize` gives the estimates: each cell is
    /// measured at the breadth its frame gives, and the layout follows the length it needs,
    /// keeping the items on screen where they are. A measured size stays with its item when
    /// items are inserted, deleted or moved.
    public func cellsSizeThemselves(_ enabled: Bool = true) -> some View {
        transformEnvironment(\.tesseraCollectionOptions) { $0.cellsSizeThemselves = enabled }
    }

    /// The `TesseraCollection`s in this view scroll to the item whose ID `item` holds whenever
    /// the app sets it, and set it back to nil once there: `.leading` puts the item at the
    /// leading edge of what the bars leave (a list's "scroll to top"), `.center` in its middle
    /// (a carousel's card).
    public func scrollTarget<ID: Hashable>(_ item: Binding<ID?>, placement: TesseraScrollPlacement = .leading) -> some View {
        transformEnvironment(\.tesseraCollectionOptions) { $0.scrollTarget = TypedScrollTarget(binding: item, placement: placement) }
    }

    /// `action` is told the ID of the item that starts first in view (below the bars) whenever
    /// it changes: the scroll position as the app reads it (to save it, or to show "12 of
    /// 100,000"). Nil when no item is in view (an empty collection, or one scrolled to a header).
    /// `ID` is the collection's `Item.ID`.
    public func onFirstVisibleItemChange<ID: Hashable>(_ action: @escaping @MainActor (ID?) -> Void) -> some View {
        transformEnvironment(\.tesseraCollectionOptions) { $0.firstVisibleItem = TypedFirstVisibleItemAction(action: action) }
    }

    /// The cells of the `TesseraCollection`s in this view can be moved within their section:
    /// a long press picks a cell up, the others make way where the layout would put it, the
    /// view scrolls while the finger is near an edge, and the drop calls `action` with the
    /// section, the item's index and the index it goes before, as SwiftUI's `onMove` does, so
    /// `albums[section].move(fromOffsets: source, toOffset: destination)` applies it.
    /// VoiceOver users move an item with "Move earlier" and "Move later".
    public func onItemMove(perform action: @escaping @MainActor (_ section: Int, _ source: IndexSet, _ destination: Int) -> Void) -> some View {
        transformEnvironment(\.tesseraCollectionOptions) { $0.itemMove = action }
    }
}
#endif
