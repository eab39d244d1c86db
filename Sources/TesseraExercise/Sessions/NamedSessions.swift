@_spi(Adapters) import TesseraRuntime

/// The sessions that find issue 58's defects 1–11 in Swift's core: each shows the fixed
/// behaviour, and its outcomes change when the fix is undone (`SessionVectorTests` holds the
/// numbers). They use the repository's layouts `chat`, `waterfall`, `grid` and `magazine`, and
/// two sideways right to left ones of `Tests/Fixtures/VectorLayouts`.
package enum NamedSessions {
    package static let layoutNames = ["chat", "waterfall", "grid", "magazine", "rtl_timeline", "rtl_lengths_by_index", "narrow_refused"]
    static let phone = Size(width: 375, height: 667)

    package static func all(_ layouts: @escaping SessionShell.Layouts) throws -> [SessionRecording] {
        [
            try preparedSwitchAtTheEnd(layouts), try transitionsNextLayout(layouts), try interactiveMove(layouts),
            try moveWithoutCounts(layouts), try streamingAtTheEnd(layouts), try grownAboveTheScreen(layouts),
            try invalidatedItem(layouts), try movedFirstItem(layouts), try rightToLeftAppend(layouts), try rightToLeftPrepend(layouts),
            try switchKeepsTheCellInView(layouts),
        ] + (try viewEvents(layouts)) + (try layoutErrors(layouts))
    }

    static func sizes(_ count: Int, _ size: (Int) -> Size) -> [[ItemSize]] {
        [(0..<count).map { .size(size($0)) }]
    }

    static func open(_ counts: [Int], sizes: [[ItemSize]]?, offset: Point = Point(x: 0, y: 0), viewport: Size = phone) -> SessionEvent {
        .open(viewport: viewport, insets: .zero, offset: offset, counts: counts, sizes: sizes, textScale: 1, reduceMotion: false)
    }

    /// Defect 1: a chat at its end switched to a layout object prepared before follows the end
    /// into it, as a fresh object does; and back into the chat object it left.
    static func preparedSwitchAtTheEnd(_ layouts: @escaping SessionShell.Layouts) throws -> SessionRecording {
        var session = try SessionRecording(name: "defect-1-prepared-switch", layout: "chat", layouts: layouts)
        let sizes = sizes(200) { Size(width: 300, height: 60 + Double($0 % 5) * 20) }
        try session.send(open([200], sizes: sizes))
        try session.send(.switchLayout("waterfall", prepared: true))
        try session.send(.switchLayout("chat", prepared: true))
        return session
    }

    /// Defect 2: a chat prepared as a transition's next layout, while the view shows a grid at
    /// its top, asks the view to take nothing then; the switch's target gives the offset.
    static func transitionsNextLayout(_ layouts: @escaping SessionShell.Layouts) throws -> SessionRecording {
        var session = try SessionRecording(name: "defect-2-transition-next-layout", layout: "grid", layouts: layouts)
        try session.send(open([200], sizes: sizes(200) { _ in Size(width: 300, height: 80) }))
        try session.send(.switchLayout("chat", prepared: true))
        return session
    }

    /// Defect 3: item 0 (300 tall) dragged onto item 5 of a waterfall sized by the app: cancelled,
    /// nothing changes; dropped, cell 5 is the tall one and cell 0 a short one.
    static func interactiveMove(_ layouts: @escaping SessionShell.Layouts) throws -> SessionRecording {
        var session = try SessionRecording(name: "defect-3-interactive-move", layout: "waterfall", layouts: layouts)
        var sizes = sizes(30) { Size(width: 100, height: $0 == 0 ? 300 : 50) }
        let opened = try session.send(open([30], sizes: sizes))
        let cell5 = opened.elements.first { $0.id == .cell(5) }.map { Point(x: $0.frame.midX, y: $0.frame.midY) } ?? Point(x: 0, y: 0)
        for cancelled in [true, false] {
            try session.send(.moveBegin(.cell(0)))
            try session.send(.moveTarget(cell5))
            guard cancelled else { break }
            try session.send(.moveCancel)
        }
        let target = session.shell.moving?.target ?? .cell(0)
        let moved = sizes[0].remove(at: 0)
        sizes[0].insert(moved, at: target.item)
        try session.send(.moveEnd(counts: [30], sizes: sizes))
        return session
    }

    /// Defect 4: a move bracketed with no invalidation of the counts keeps both sizes cells
    /// reported, the moved one at its new place.
    static func moveWithoutCounts(_ layouts: @escaping SessionShell.Layouts) throws -> SessionRecording {
        var session = try SessionRecording(name: "defect-4-move-keeps-reported-sizes", layout: "waterfall", layouts: layouts)
        let estimates = sizes(20) { _ in Size(width: 100, height: 146) }
        // Tall enough to show the moved cell at its new place.
        try session.send(open([20], sizes: estimates, viewport: Size(width: 375, height: 1_500)))
        try session.send(.report(.cell(2), Size(width: 100, height: 300)))
        try session.send(.report(.cell(1), Size(width: 100, height: 250)))
        let move = CollectionLayoutCore.UpdateEntry(action: .move, before: [0, 2], after: [0, 5])
        try session.send(.update(entries: [move], counts: [20], sizes: estimates, invalidatesCounts: false))
        return session
    }

    /// Defect 5: a chat at its end whose last message grows by 347 through the app's sizes, then
    /// `invalidateLayout()`: the view follows the end.
    static func streamingAtTheEnd(_ layouts: @escaping SessionShell.Layouts) throws -> SessionRecording {
        var session = try SessionRecording(name: "defect-5-streaming-follows-end", layout: "chat", layouts: layouts)
        var sizes = sizes(80) { _ in Size(width: 300, height: 96) }
        try session.send(open([80], sizes: sizes))
        sizes[0][79] = .size(Size(width: 300, height: 443))
        try session.send(.appSizes(sizes, items: []))
        return session
    }

    /// Defect 6: an item above the screen grows through the app's sizes: the first cell in view
    /// stays where it was on the screen.
    static func grownAboveTheScreen(_ layouts: @escaping SessionShell.Layouts) throws -> SessionRecording {
        var session = try SessionRecording(name: "defect-6-app-size-above-screen", layout: "waterfall", layouts: layouts)
        var sizes = sizes(60) { _ in Size(width: 100, height: 120) }
        try session.send(open([60], sizes: sizes))
        try session.send(.scroll(Point(x: 0, y: 1_500)))
        sizes[0][0] = .size(Size(width: 100, height: 420))
        try session.send(.appSizes(sizes, items: []))
        return session
    }

    /// Defect 7: `invalidateItems(at:)` for an item the app made 400 tall lays it out so.
    static func invalidatedItem(_ layouts: @escaping SessionShell.Layouts) throws -> SessionRecording {
        var session = try SessionRecording(name: "defect-7-invalidated-item-size", layout: "waterfall", layouts: layouts)
        var sizes = sizes(30) { _ in Size(width: 100, height: 79) }
        try session.send(open([30], sizes: sizes))
        sizes[0][3] = .size(Size(width: 100, height: 400))
        try session.send(.appSizes(sizes, items: [.cell(3)]))
        return session
    }

    /// Defect 8: the first item in view moved six places with no update list (SwiftUI's
    /// `onItemMove`, a re-sort): the view stays (2000), it does not follow the item.
    static func movedFirstItem(_ layouts: @escaping SessionShell.Layouts) throws -> SessionRecording {
        var session = try SessionRecording(name: "defect-8-moved-item-keeps-view", layout: "grid", layouts: layouts)
        let opened = try session.send(open([300], sizes: nil, offset: Point(x: 0, y: 2_000), viewport: Size(width: 390, height: 844)))
        let first = opened.anchor?.id.item ?? 0
        let move = CollectionLayoutCore.UpdateEntry(action: .move, before: [0, first], after: [0, first + 6])
        try session.send(.itemsChanged(entries: [move], counts: [300], sizes: nil))
        return session
    }

    /// Defect 9: a sideways conversation right to left, scrolled away from its end (the left):
    /// items appended leave every cell in view where it was; then with an item in view of another
    /// length (reloaded with an append, reporting its size, resized by the app) the first cell
    /// in view, the rightmost, keeps its right edge where it was on the screen.
    static func rightToLeftAppend(_ layouts: @escaping SessionShell.Layouts) throws -> SessionRecording {
        var session = try SessionRecording(name: "defect-9-rtl-append-away-from-end", layout: "rtl_timeline", layouts: layouts)
        let strip = Size(width: 375, height: 200)
        let length = { (item: Int) in Size(width: 70 + Double(item % 4) * 25, height: 180) }
        var sizes = sizes(40, length)
        try session.send(open([40], sizes: sizes, viewport: strip))
        try session.send(.scroll(Point(x: 700, y: 0)))
        sizes[0] += (40..<43).map { .size(length($0)) }
        try session.send(.update(entries: (40..<43).map { .init(action: .insert, before: nil, after: [0, $0]) },
                                 counts: [43], sizes: sizes, invalidatesCounts: true))
        // The cell second from the right in view: of another length, it moves the cells after it (to its left).
        func second() -> ElementID {
            let cells = session.last?.elements.filter { $0.id.kind == .cell } ?? []
            return cells.sorted { $0.frame.maxX > $1.frame.maxX }.dropFirst().first?.id ?? .cell(0)
        }
        let edited = second()
        sizes[0] += [.size(length(43))]
        sizes[0][edited.item] = .size(Size(width: 260, height: 180))
        try session.send(.update(entries: [.init(action: .insert, before: nil, after: [0, 43]), .init(action: .reload, before: [0, edited.item], after: [0, edited.item])],
                                 counts: [44], sizes: sizes, invalidatesCounts: true))
        try session.send(.report(second(), Size(width: 40, height: 180)))
        let grown = second()
        sizes[0][grown.item] = .size(Size(width: 300, height: 180))
        try session.send(.appSizes(sizes, items: [grown]))
        return session
    }

    /// Defect 10: sideways right to left with lengths by index, an item inserted at the start
    /// gives every cell another length: the first cell in view, the rightmost, keeps its right
    /// edge where it was on the screen; a view at the start (the right end) stays at the start.
    static func rightToLeftPrepend(_ layouts: @escaping SessionShell.Layouts) throws -> SessionRecording {
        var session = try SessionRecording(name: "defect-10-rtl-prepend-keeps-leading-edge", layout: "rtl_lengths_by_index", layouts: layouts)
        try session.send(open([120], sizes: nil, viewport: Size(width: 375, height: 200)))
        let prepend = SessionEvent.update(entries: [.init(action: .insert, before: nil, after: [0, 0])], counts: [121], sizes: nil, invalidatesCounts: true)
        try session.send(.scroll(Point(x: 2_017, y: 0)))
        try session.send(prepend)
        let start = (session.last?.contentSize.width ?? 0) - 375
        try session.send(.scroll(Point(x: start, y: 0)))
        try session.send(.update(entries: [.init(action: .insert, before: nil, after: [0, 0])], counts: [122], sizes: nil, invalidatesCounts: true))
        return session
    }

    /// Defect 11: the first cell in view began 200 above the top and is shorter than that in the
    /// grid: its top goes to the top, in view. Then a switch from the very top opens at the top.
    static func switchKeepsTheCellInView(_ layouts: @escaping SessionShell.Layouts) throws -> SessionRecording {
        var session = try SessionRecording(name: "defect-11-switch-keeps-cell-in-view", layout: "magazine", layouts: layouts)
        try session.send(open([240], sizes: nil))
        let large = session.shell.core.driver?.kept.first { $0.id.kind == .cell && $0.frame.y > 0 && $0.frame.height > 220 }
        try session.send(.scroll(Point(x: 0, y: (large?.frame.y ?? 0) + 200)))
        try session.send(.switchLayout("grid", prepared: false))
        try session.send(.scroll(Point(x: 0, y: 0)))
        try session.send(.switchLayout("magazine", prepared: false))
        return session
    }
}
