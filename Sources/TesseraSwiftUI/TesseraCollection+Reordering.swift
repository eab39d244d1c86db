#if canImport(SwiftUI)
import SwiftUI
import TesseraCoreGraphics
@_spi(Adapters) import TesseraRuntime

/// Drag to reorder (`onItemMove`): a long press picks a cell up, the others make way as it
/// moves (the layout's move-target rule, `ItemReorder`), the view scrolls while the finger is
/// near an edge, and the drop is given to the app as SwiftUI's `onMove` gives it. VoiceOver
/// users move an item with the actions "Move earlier" and "Move later".
@available(iOS 18.0, macOS 15.0, *)
extension TesseraCollection {
    /// The scroll content's coordinates: content coordinates, where the layout places cells.
    static var contentSpace: String { "TesseraCollection.content" }

    /// The dragged cell, drawn under the finger above the others, lifted.
    @ViewBuilder var draggedCell: some View {
        if let drag = model.reorder, sections.indices.contains(drag.source.section),
           sections[drag.source.section].indices.contains(drag.source.item) {
            cell(sections[drag.source.section][drag.source.item])
                .frame(width: CGFloat(drag.size.width), height: CGFloat(drag.size.height))
                .scaleEffect(1.04)
                .shadow(radius: 8, y: 4)
                .position(x: CGFloat(drag.center.x), y: CGFloat(drag.center.y))
                .zIndex(Double(Int32.max))
                .allowsHitTesting(false)
        }
    }

    /// The app's data moves item `source` of `section` before `destination` (SwiftUI's `onMove`).
    func drop(section: Int, source: Int, destination: Int) {
        withAnimation(.snappy) {
            options.itemMove?(section, IndexSet(integer: source), destination)
        }
    }

    /// While a cell is dragged, scrolls the view at the speed the finger's place near an edge
    /// gives, and moves the drag with the content under the finger, until the drag ends.
    func scrollWhileDraggingNearAnEdge() async {
        var last = ContinuousClock.now
        while !Task.isCancelled, let drag = model.reorder, let view = model.visible {
            try? await Task.sleep(for: .milliseconds(16))
            let now = ContinuousClock.now
            let elapsed = (now - last) / .seconds(1)
            last = now
            let vertical = model.axis == .vertical
            let start = vertical ? view.layoutOffset.y : view.layoutOffset.x
            let length = vertical ? view.viewport.height : view.viewport.width
            let speed = ItemReorder.autoScrollSpeed(finger: vertical ? drag.finger.y : drag.finger.x, start: start, end: start + length)
            guard speed != 0 else { continue }
            let from = view.bounds.origin
            let step = speed * Swift.min(elapsed, 0.05)
            let to = view.reachable(vertical ? Point(x: from.x, y: from.y + step) : Point(x: from.x + step, y: from.y),
                                    contentSize: model.contentSize)
            guard to != from else { continue }
            var moved = scrollPosition
            moved.scrollTo(point: CGPoint(to))
            scrollPosition = moved
            // The content moved under a finger that did not: the drag is that much further on.
            model.moveReorder(finger: Point(x: drag.finger.x + to.x - from.x, y: drag.finger.y + to.y - from.y))
        }
    }
}

/// A cell as a handle: a long press and a drag move it, and accessibility actions move it one
/// place, when the app reorders (`onItemMove`).
@available(iOS 18.0, macOS 15.0, *)
struct ReorderHandle: ViewModifier {
    let enabled: Bool
    let place: ElementID
    let count: Int
    let coordinateSpace: String
    let model: TesseraCollectionModel
    let drop: (_ section: Int, _ source: Int, _ destination: Int) -> Void

    func body(content: Content) -> some View {
        if enabled {
            content
                .gesture(LongPressGesture(minimumDuration: 0.3)
                    .sequenced(before: DragGesture(minimumDistance: 0, coordinateSpace: .named(coordinateSpace)))
                    .onChanged { value in
                        guard case .second(true, let drag?) = value else { return }
                        let finger = Point(drag.location)
                        if model.reorder == nil {
                            model.beginReorder(place, finger: finger)
                        } else {
                            withAnimation(.snappy) { model.moveReorder(finger: finger) }
                        }
                    }
                    .onEnded { _ in
                        guard let drag = model.endReorder(), drag.target != drag.source else { return }
                        drop(drag.source.section, drag.source.item, drag.destination)
                    })
                .accessibilityActions {
                    if place.item > 0 {
                        Button("Move earlier") { drop(place.section, place.item, place.item - 1) }
                    }
                    if place.item + 1 < count {
                        Button("Move later") { drop(place.section, place.item, place.item + 2) }
                    }
                }
        } else {
            content
        }
    }
}
#endif
