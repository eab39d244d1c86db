@_spi(Adapters) import TesseraRuntime

/// Named sessions of the events a view sends besides the platform's collection calls: an
/// append that continues the layout, a step of a move the layout shows, a switch cancelled, a
/// layout replaced with its data, and drag to reorder's edge scroll (`docs/SESSIONS.md`).
/// `SessionVectorEventTests` holds what each shows.
extension NamedSessions {
    static func viewEvents(_ layouts: @escaping SessionShell.Layouts) throws -> [SessionRecording] {
        [
            try appendKeepsTheFirstCell(layouts), try appendFollowsTheEnd(layouts), try moveStepKeepsTheOffset(layouts),
            try cancelledSwitch(layouts), try replacedLayout(layouts), try edgeScroll(layouts),
        ]
    }

    /// A waterfall scrolled to 1500 gets 20 more items: the first cell in view keeps its place.
    static func appendKeepsTheFirstCell(_ layouts: @escaping SessionShell.Layouts) throws -> SessionRecording {
        var session = try SessionRecording(name: "append-keeps-first-cell", layout: "waterfall", layouts: layouts)
        let length = { (item: Int) in Size(width: 100, height: 80 + Double(item % 7) * 30) }
        var sizes = sizes(40, length)
        try session.send(open([40], sizes: sizes))
        try session.send(.scroll(Point(x: 0, y: 1_500)))
        sizes[0] += (40..<60).map { .size(length($0)) }
        try session.send(.append(counts: [60], sizes: sizes))
        return session
    }

    /// A chat at its end gets two more messages: the view follows the end.
    static func appendFollowsTheEnd(_ layouts: @escaping SessionShell.Layouts) throws -> SessionRecording {
        var session = try SessionRecording(name: "append-chat-follows-end", layout: "chat", layouts: layouts)
        var sizes = sizes(60) { Size(width: 300, height: 60 + Double($0 % 4) * 30) }
        try session.send(open([60], sizes: sizes))
        sizes[0] += [.size(Size(width: 300, height: 120)), .size(Size(width: 300, height: 200))]
        try session.send(.append(counts: [62], sizes: sizes))
        return session
    }

    /// A cell that reported its size moved three places by a step of a drag: the view keeps its
    /// offset, and the reported size goes with the item. Then the tall item 0, above the
    /// screen, moved into view: the cells in view move up, and the view still keeps its offset;
    /// the app's sizes invalidated after it keep the first cell in view where the step left it
    /// (the offset the step's update anchored is not taken later).
    static func moveStepKeepsTheOffset(_ layouts: @escaping SessionShell.Layouts) throws -> SessionRecording {
        var session = try SessionRecording(name: "move-step-keeps-offset", layout: "waterfall", layouts: layouts)
        var sizes = sizes(40) { Size(width: 100, height: $0 == 0 ? 400 : 90 + Double($0 % 5) * 25) }
        try session.send(open([40], sizes: sizes))
        try session.send(.scroll(Point(x: 0, y: 1_500)))
        let first = session.last?.anchor?.id.item ?? 0
        try session.send(.report(.cell(first), Size(width: 100, height: 333)))
        sizes[0].insert(sizes[0].remove(at: first), at: first + 3)
        try session.send(.moveStep(entries: [.init(action: .move, before: [0, first], after: [0, first + 3])], counts: [40], sizes: sizes))
        sizes[0].insert(sizes[0].remove(at: 0), at: first + 5)
        try session.send(.moveStep(entries: [.init(action: .move, before: [0, 0], after: [0, first + 5])], counts: [40], sizes: sizes))
        try session.send(.appSizes(sizes, items: []))
        return session
    }

    /// A grid at 2000 switched to the magazine, the switch cancelled: the grid again, as it was.
    static func cancelledSwitch(_ layouts: @escaping SessionShell.Layouts) throws -> SessionRecording {
        var session = try SessionRecording(name: "cancel-switch-restores", layout: "grid", layouts: layouts)
        try session.send(open([300], sizes: nil, offset: Point(x: 0, y: 2_000)))
        try session.send(.switchLayout("magazine", prepared: true))
        try session.send(.cancelSwitch(sizes: nil))
        // Nothing to cancel now: nothing changes.
        try session.send(.cancelSwitch(sizes: nil))
        return session
    }

    /// A waterfall far down replaced by a grid of ten items: the offset held at the grid's top;
    /// then by a long waterfall again: the offset kept.
    static func replacedLayout(_ layouts: @escaping SessionShell.Layouts) throws -> SessionRecording {
        var session = try SessionRecording(name: "replace-layout-holds-offset", layout: "waterfall", layouts: layouts)
        let tall = sizes(80) { _ in Size(width: 100, height: 150) }
        try session.send(open([80], sizes: tall))
        try session.send(.scroll(Point(x: 0, y: 2_500)))
        try session.send(.replaceLayout("grid", counts: [10], sizes: nil))
        try session.send(.scroll(Point(x: 0, y: 0)))
        try session.send(.replaceLayout("waterfall", counts: [80], sizes: tall))
        // A section inserted after it, by a batch update: the web view's performBatchUpdates.
        let shelf: [[ItemSize]] = tall + [(0..<6).map { _ in .size(Size(width: 100, height: 120)) }]
        try session.send(.update(entries: [.init(action: .insert, before: nil, after: [1])], counts: [80, 6], sizes: shelf, invalidatesCounts: true))
        return session
    }

    /// The finger near the top edge, in the middle, near the bottom edge, at the top of the
    /// content; then dragging a cell near the bottom edge: the move's target follows the content.
    static func edgeScroll(_ layouts: @escaping SessionShell.Layouts) throws -> SessionRecording {
        var session = try SessionRecording(name: "auto-scroll-near-edges", layout: "grid", layouts: layouts)
        try session.send(open([300], sizes: nil, offset: Point(x: 0, y: 2_000)))
        let frame = 0.05
        try session.send(.autoScroll(finger: Point(x: 180, y: 2_000), seconds: frame))
        try session.send(.autoScroll(finger: Point(x: 180, y: 1_940 + 300), seconds: frame))
        try session.send(.autoScroll(finger: Point(x: 180, y: 1_940 + 667 - 32), seconds: frame))
        try session.send(.scroll(Point(x: 0, y: 0)))
        try session.send(.autoScroll(finger: Point(x: 180, y: 10), seconds: frame))
        let first = session.last?.elements.first { $0.id.kind == .cell }?.id ?? .cell(0)
        try session.send(.moveBegin(first))
        for _ in 0..<8 { try session.send(.autoScroll(finger: Point(x: 60, y: (session.last?.offset.y ?? 0) + 660), seconds: frame)) }
        return session
    }
}
