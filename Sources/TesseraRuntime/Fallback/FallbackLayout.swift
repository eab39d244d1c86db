/// One source of a layout for a `FallbackLayout`: a name the reports use, and how to get its
/// layout. Loading runs once, when the chain first needs the source; a throw passes it over.
public struct LayoutSource: Sendable {
    public let name: String
    let load: @Sendable () throws -> any TesseraLayout

    /// A source whose layout `load` gives or refuses: a downloaded or kept file, loaded (and its
    /// signature checked) only when the chain comes to it.
    public init(_ name: String, load: @escaping @Sendable () throws -> any TesseraLayout) {
        self.name = name
        self.load = load
    }

    /// A layout the app has already: the one built into it (a generated `TesseraLayouts` type).
    public static func builtIn(_ layout: any TesseraLayout, name: String = "built-in") -> LayoutSource {
        LayoutSource(name) { layout }
    }
}

/// A layout that is the first working one of several sources, in order: typically the layout
/// downloaded from a server, the last good one the app kept, and the one built into the app.
/// A source that does not load (unreadable, a refused signature, a newer format version) is
/// passed over before anything is drawn; a layout that fails while running (an expression that
/// becomes invalid for a viewport, a count or a text size) is passed over in the same layout
/// pass, so the view shows the next source's layout, never an empty frame. Each source passed
/// over is reported to `onSkip` (on the thread that laid out: hop to the main actor to update UI).
///
/// Give it to an adapter as any layout:
///
/// ```swift
/// let layout = FallbackLayout([
///     LayoutSource("downloaded") { try loader.load(downloadedBytes, expectedName: "carousel") },
///     .builtIn(TesseraLayouts.Carousel()),
/// ]) { skip in print("layout skipped:", skip) }
/// ```
public final class FallbackLayout: TesseraLayout, LoadedLayout, @unchecked Sendable {
    public let sources: [LayoutSource]
    package let load = LayoutLoad()
    private let onSkip: @Sendable (FallbackSkip) -> Void
    // Guards `chain`: adapters may lay out off the main thread (SwiftUI's Layout).
    private let lock = ChainLock()
    private var chain: FallbackChain<any TesseraLayout>
    // Each source's layout once loaded, for the report of its failure (guarded by `lock` too).
    private var loaded: [Int: any TesseraLayout] = [:]

    /// Loads the first source that loads now, reporting each refused one to `onSkip`.
    public init(_ sources: [LayoutSource], onSkip: @escaping @Sendable (FallbackSkip) -> Void = { _ in }) {
        self.sources = sources
        self.onSkip = onSkip
        chain = FallbackChain(count: sources.count)
        lock.locked { chain.choose(from: 0, load: loadSource, report: reportLoad) }
    }

    /// The name of the source in use; nil when every source was passed over.
    public var currentSource: String? {
        lock.locked { chain.current.flatMap { $0 < sources.count ? sources[$0].name : nil } }
    }

    /// The name of the layout in use (the last source's when none is left).
    public var name: String {
        lock.locked { chain.layout?.name ?? sources.last?.name ?? "no layout" }
    }

    public func prepare(_ input: LayoutInput) throws(LayoutError) -> PreparedLayout {
        try lock.locked { () throws(LayoutError) in
            try chain.run(load: loadSource, reportLoad: reportLoad, reportRun: reportRun) { layout, _ throws(LayoutError) in
                try layout.prepare(input)
            }
        }
    }

    /// Extends with the layout that prepared `prepared`; after a fallback the next source
    /// prepares anew (another layout's prepared value cannot be extended).
    public func extend(_ prepared: inout PreparedLayout, to input: LayoutInput) throws(LayoutError) {
        try continuing(&prepared, to: input) { layout, continued throws(LayoutError) in
            try layout.extend(&continued, to: input)
        }
    }

    /// Places again with the source that prepared `prepared`; after a fallback the next source
    /// prepares anew, as for `extend`.
    public func relayout(_ prepared: inout PreparedLayout, changedFrom firstChanged: [Int?], to input: LayoutInput) throws(LayoutError) {
        try continuing(&prepared, to: input) { layout, continued throws(LayoutError) in
            try layout.relayout(&continued, changedFrom: firstChanged, to: input)
        }
    }

    /// As `relayout(_:changedFrom:to:)`, told where the changes end.
    public func relayout(_ prepared: inout PreparedLayout, changedItems: [Range<Int>?], to input: LayoutInput) throws(LayoutError) {
        try continuing(&prepared, to: input) { layout, continued throws(LayoutError) in
            try layout.relayout(&continued, changedItems: changedItems, to: input)
        }
    }

    /// Runs `change` on a copy of `prepared` with the source in use, which prepared it; a source
    /// tried after a fallback did not, so it prepares `input` anew instead. The copy keeps
    /// `prepared` as it was when every source fails.
    private func continuing(
        _ prepared: inout PreparedLayout, to input: LayoutInput,
        _ change: (any TesseraLayout, inout PreparedLayout) throws(LayoutError) -> Void
    ) throws(LayoutError) {
        prepared = try lock.locked { () throws(LayoutError) in
            try chain.run(load: loadSource, reportLoad: reportLoad, reportRun: reportRun) { layout, firstTry throws(LayoutError) in
                guard firstTry else { return try layout.prepare(input) }
                var continued = prepared
                try change(layout, &continued)
                return continued
            }
        }
    }

    /// Passes over the source in use for `error`, which an adapter met after `prepare` while it
    /// ran the layout (an effect's expression at one scroll offset), and reports it: returns
    /// whether another source is in use now, for the adapter to lay out again in the same pass
    /// (`CollectionLayoutCore` does).
    public func passOver(after error: LayoutError) -> Bool {
        lock.locked { chain.passOver(after: error, load: loadSource, reportLoad: reportLoad, reportRun: reportRun) }
    }

    private func loadSource(_ index: Int) throws -> any TesseraLayout {
        let layout = try sources[index].load()
        loaded[index] = layout
        return layout
    }

    private func reportLoad(_ index: Int, _ error: any Error) {
        onSkip(.load(sources[index].name, error))
    }

    private func reportRun(_ index: Int, _ error: LayoutError) {
        let report = loaded[index].map { ErrorReport(error, layout: $0) } ?? ErrorReport(code: error.code, message: error.description)
        onSkip(FallbackSkip(source: sources[index].name, stage: .run, report: report))
    }
}
