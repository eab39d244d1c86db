@_spi(Adapters) import TesseraRuntime

/// Named sessions of rule 12 (`docs/SESSIONS.md`): a layout that fails to lay out is empty and
/// its error is told once; a change of the inputs tries it again, and an error is told again
/// only when its message is not the one that stands. `narrow_refused`
/// (`Tests/Fixtures/VectorLayouts`) refuses a viewport 340 points wide or less, naming it; a
/// waterfall refuses sizes that do not give one per item, naming the counts.
/// `SessionVectorErrorTests` holds what each shows.
extension NamedSessions {
    static func layoutErrors(_ layouts: @escaping SessionShell.Layouts) throws -> [SessionRecording] {
        [try narrowViewport(layouts), try refusedSizes(layouts), try refusedLayoutReplaced(layouts)]
    }

    static let narrow = Size(width: 320, height: 568)
    static let narrower = Size(width: 300, height: 568)

    /// Narrow viewports: each is told once; a scroll, a text size or new data that fail the same
    /// way tell nothing more; another narrow width is another error; a wide one lays out, after
    /// which the first narrow width is told again.
    static func narrowViewport(_ layouts: @escaping SessionShell.Layouts) throws -> SessionRecording {
        var session = try SessionRecording(name: "layout-error-narrow-viewport", layout: "narrow_refused", layouts: layouts)
        try session.send(open([60], sizes: nil))
        try session.send(.resize(narrow))
        try session.send(.scroll(Point(x: 0, y: 50)))
        try session.send(.textScale(1.25))
        try session.send(.resize(narrower))
        try session.send(.resize(phone))
        try session.send(.resize(narrow))
        try session.send(.reloadData(counts: [40], sizes: nil))
        return session
    }

    /// A waterfall given a size short: told once, and not again when a resize tries the same
    /// data; two sizes short is another message. The app's sizes changed with nothing
    /// invalidated (a cancelled switch back to the waterfall) are not laid out: the inputs it
    /// failed for did not change. Invalidated, they are.
    static func refusedSizes(_ layouts: @escaping SessionShell.Layouts) throws -> SessionRecording {
        var session = try SessionRecording(name: "layout-error-refused-sizes", layout: "waterfall", layouts: layouts)
        let length = { (item: Int) in Size(width: 100, height: 60 + Double(item % 4) * 40) }
        let whole = sizes(30, length)
        try session.send(open([30], sizes: whole))
        try session.send(.appSizes(sizes(29, length), items: []))
        try session.send(.resize(Size(width: 414, height: 896)))
        try session.send(.appSizes(sizes(28, length), items: []))
        try session.send(.switchLayout("grid", prepared: false))
        try session.send(.cancelSwitch(sizes: whole))
        try session.send(.appSizes(whole, items: []))
        try session.send(.reloadData(counts: [31], sizes: whole))
        try session.send(.reloadData(counts: [31], sizes: sizes(31, length)))
        return session
    }

    /// A grid at a narrow width replaced by the narrow-refusing layout (told), and back; a
    /// prepared switch to the refusing layout object, whose error still stands (not told again);
    /// a fresh one (told); a wide viewport lays it out.
    static func refusedLayoutReplaced(_ layouts: @escaping SessionShell.Layouts) throws -> SessionRecording {
        var session = try SessionRecording(name: "layout-error-replaced-layout", layout: "grid", layouts: layouts)
        try session.send(open([50], sizes: nil, offset: Point(x: 0, y: 400), viewport: narrow))
        try session.send(.replaceLayout("narrow_refused", counts: [40], sizes: nil))
        try session.send(.replaceLayout("grid", counts: [50], sizes: nil))
        try session.send(.switchLayout("narrow_refused", prepared: true))
        try session.send(.cancelSwitch(sizes: nil))
        try session.send(.switchLayout("narrow_refused", prepared: false))
        try session.send(.resize(phone))
        return session
    }
}
