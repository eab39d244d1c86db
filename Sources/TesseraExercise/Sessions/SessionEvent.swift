@_spi(Adapters) import TesseraRuntime

/// One call an app or the platform makes on a collection, platform-neutral: what a session
/// vector holds (`docs/SESSIONS.md`, "The events and the calls they make", says which core calls
/// each one is; `SessionShell` makes them).
package enum SessionEvent: Sendable, Equatable {
    case open(viewport: Size, insets: EdgeInsets, offset: Point, counts: [Int], sizes: [[ItemSize]]?, textScale: Double, reduceMotion: Bool)
    case scroll(Point)
    case dragBegin
    case dragEnd(velocity: Point)
    case resize(Size)
    case insets(EdgeInsets)
    case textScale(Double)
    case reduceMotion(Bool)
    /// A batch update; `invalidatesCounts: false` is one the platform brackets with no
    /// invalidation of the counts (a move, which changes none).
    case update(entries: [CollectionLayoutCore.UpdateEntry], counts: [Int], sizes: [[ItemSize]]?, invalidatesCounts: Bool)
    /// The items changed with no update list (a collection that compares its data: SwiftUI's).
    case itemsChanged(entries: [CollectionLayoutCore.UpdateEntry], counts: [Int], sizes: [[ItemSize]]?)
    case reloadData(counts: [Int], sizes: [[ItemSize]]?)
    /// A cell's self-sizing report.
    case report(ElementID, Size)
    /// The app changed its sizes and invalidates everything (no items) or those items.
    case appSizes([[ItemSize]]?, items: [ElementID])
    case moveBegin(ElementID)
    case moveTarget(Point)
    /// The data source took the move: its counts and sizes after it.
    case moveEnd(counts: [Int], sizes: [[ItemSize]]?)
    case moveCancel
    case switchLayout(String, prepared: Bool)
    case scrollTo(ElementID)
    /// Items added at the ends of sections only (an infinite feed: SwiftUI's `itemsAppended`,
    /// the web view's `append`): the data source's counts and sizes after it.
    case append(counts: [Int], sizes: [[ItemSize]]?)
    /// One step of a move the layout shows at once (the web view's drag to reorder): the move
    /// as an update list, with the counts and sizes in the order shown; the view keeps its offset.
    case moveStep(entries: [CollectionLayoutCore.UpdateEntry], counts: [Int], sizes: [[ItemSize]]?)
    /// The latest switch cancelled (an interactive transition let go): the app's sizes of the
    /// layout shown before it.
    case cancelSwitch(sizes: [[ItemSize]]?)
    /// Another layout with new data at once (the web view's `setLayout` with counts).
    case replaceLayout(String, counts: [Int], sizes: [[ItemSize]]?)
    /// A frame of drag to reorder's edge scroll: the finger (content coordinates) held for
    /// `seconds` (`ItemReorder.autoScrollSpeed`).
    case autoScroll(finger: Point, seconds: Double)

    /// Every kind's name, as the vectors spell it.
    package static let kinds = [
        "open", "scroll", "dragBegin", "dragEnd", "resize", "insets", "textScale", "reduceMotion", "update", "itemsChanged",
        "reloadData", "report", "appSizes", "moveBegin", "moveTarget", "moveEnd", "moveCancel", "switch", "scrollTo",
        "append", "moveStep", "cancelSwitch", "replaceLayout", "autoScroll",
    ]

    package var kind: String {
        switch self {
        case .open: "open"
        case .scroll: "scroll"
        case .dragBegin: "dragBegin"
        case .dragEnd: "dragEnd"
        case .resize: "resize"
        case .insets: "insets"
        case .textScale: "textScale"
        case .reduceMotion: "reduceMotion"
        case .update: "update"
        case .itemsChanged: "itemsChanged"
        case .reloadData: "reloadData"
        case .report: "report"
        case .appSizes: "appSizes"
        case .moveBegin: "moveBegin"
        case .moveTarget: "moveTarget"
        case .moveEnd: "moveEnd"
        case .moveCancel: "moveCancel"
        case .switchLayout: "switch"
        case .scrollTo: "scrollTo"
        case .append: "append"
        case .moveStep: "moveStep"
        case .cancelSwitch: "cancelSwitch"
        case .replaceLayout: "replaceLayout"
        case .autoScroll: "autoScroll"
        }
    }

    package var json: JSONValue {
        typealias J = SessionJSON
        var members: [(String, JSONValue)] = [("event", .string(kind))]
        switch self {
        case .open(let viewport, let insets, let offset, let counts, let sizes, let textScale, let reduceMotion):
            members += [("viewport", J.size(viewport)), ("insets", J.insets(insets)), ("offset", J.point(offset)),
                        ("counts", J.counts(counts)), ("sizes", J.sizes(sizes)), ("textScale", J.number(textScale)),
                        ("reduceMotion", .bool(reduceMotion))]
        case .scroll(let offset): members.append(("offset", J.point(offset)))
        case .dragBegin, .moveCancel: break
        case .dragEnd(let velocity): members.append(("velocity", J.point(velocity)))
        case .resize(let viewport): members.append(("viewport", J.size(viewport)))
        case .insets(let insets): members.append(("insets", J.insets(insets)))
        case .textScale(let value): members.append(("value", J.number(value)))
        case .reduceMotion(let value): members.append(("value", .bool(value)))
        case .update(let entries, let counts, let sizes, let invalidatesCounts):
            members += [("entries", .array(entries.map(J.entry))), ("counts", J.counts(counts)), ("sizes", J.sizes(sizes)),
                        ("invalidatesCounts", .bool(invalidatesCounts))]
        case .itemsChanged(let entries, let counts, let sizes):
            members += [("entries", .array(entries.map(J.entry))), ("counts", J.counts(counts)), ("sizes", J.sizes(sizes))]
        case .reloadData(let counts, let sizes): members += [("counts", J.counts(counts)), ("sizes", J.sizes(sizes))]
        case .report(let item, let size): members += [("item", J.path(item)), ("size", J.size(size))]
        case .appSizes(let sizes, let items): members += [("sizes", J.sizes(sizes)), ("items", .array(items.map(J.path)))]
        case .moveBegin(let item): members.append(("item", J.path(item)))
        case .moveTarget(let position): members.append(("position", J.point(position)))
        case .moveEnd(let counts, let sizes): members += [("counts", J.counts(counts)), ("sizes", J.sizes(sizes))]
        case .switchLayout(let layout, let prepared): members += [("layout", .string(layout)), ("prepared", .bool(prepared))]
        case .scrollTo(let item): members.append(("item", J.path(item)))
        case .append(let counts, let sizes): members += [("counts", J.counts(counts)), ("sizes", J.sizes(sizes))]
        case .moveStep(let entries, let counts, let sizes):
            members += [("entries", .array(entries.map(J.entry))), ("counts", J.counts(counts)), ("sizes", J.sizes(sizes))]
        case .cancelSwitch(let sizes): members.append(("sizes", J.sizes(sizes)))
        case .replaceLayout(let layout, let counts, let sizes):
            members += [("layout", .string(layout)), ("counts", J.counts(counts)), ("sizes", J.sizes(sizes))]
        case .autoScroll(let finger, let seconds): members += [("finger", J.point(finger)), ("seconds", J.number(seconds))]
        }
        return .object(members)
    }
}

/// How the session and layout vectors spell values. Numbers keep every bit: JSON numbers in their
/// shortest round-trip form; negative zero, which the JSON printer writes as 0, as the string
/// "-0"; a value that is not finite as "Infinity", "-Infinity" or "NaN". Item paths are
/// `[section, item]`, a whole section `[section]`.
package enum SessionJSON {
    package static func number(_ value: Double) -> JSONValue {
        if value.isNaN { return .string("NaN") }
        if value.isInfinite { return .string(value < 0 ? "-Infinity" : "Infinity") }
        if value == 0, value.sign == .minus { return .string("-0") }
        return .number(value)
    }

    package static func point(_ point: Point) -> JSONValue { .array([number(point.x), number(point.y)]) }
    package static func size(_ size: Size) -> JSONValue { .array([number(size.width), number(size.height)]) }
    package static func insets(_ insets: EdgeInsets) -> JSONValue {
        .array([number(insets.top), number(insets.left), number(insets.bottom), number(insets.right)])
    }
    package static func counts(_ counts: [Int]) -> JSONValue { .array(counts.map { .number(Double($0)) }) }
    package static func path(_ id: ElementID) -> JSONValue { .array([.number(Double(id.section)), .number(Double(id.item))]) }

    package static func sizes(_ sizes: [[ItemSize]]?) -> JSONValue {
        guard let sizes else { return .null }
        return .array(sizes.map { section in
            .array(section.map { size in
                switch size {
                case .length(let length): number(length)
                case .size(let size): Self.size(size)
                }
            })
        })
    }

    package static func entry(_ entry: CollectionLayoutCore.UpdateEntry) -> JSONValue {
        let action = switch entry.action {
        case .insert: "insert"
        case .delete: "delete"
        case .reload: "reload"
        case .move: "move"
        case .none: "none"
        }
        var members: [(String, JSONValue)] = [("action", .string(action))]
        if let before = entry.before { members.append(("before", .array(before.map { .number(Double($0)) }))) }
        if let after = entry.after { members.append(("after", .array(after.map { .number(Double($0)) }))) }
        return .object(members)
    }

    /// `[kind, section, item, x, y, width, height, scale, alpha, zIndex, translateX, translateY,
    /// rotation, turn, perspective]`, as the layout vectors give an element.
    package static func element(_ element: LayoutAttributes) -> JSONValue {
        let frame = element.frame
        return .array([
            .string(element.id.kind.rawValue), .number(Double(element.id.section)), .number(Double(element.id.item)),
            number(frame.x), number(frame.y), number(frame.width), number(frame.height),
            number(element.scale), number(element.alpha), .number(Double(element.zIndex)),
            number(element.translation.x), number(element.translation.y),
            number(element.rotation), number(element.turn), number(element.perspective),
        ])
    }
}
