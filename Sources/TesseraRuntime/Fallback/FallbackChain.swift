/// Which of a list of layout sources is in use, and when to pass to the next: the decision of a
/// `FallbackLayout`, apart from any layout type so that it is tested alone (and replayed by the
/// web and Android runtimes from the same vectors, Tests/Fixtures/Fallback/chains.json).
///
/// The rule: the first source whose layout loads is used; a source whose layout fails while
/// running is passed over for good, and the next one that loads lays out in its place, for the
/// same input, before the failing call returns. Every source passed over is reported once, in
/// order. When none is left, the last failure stands.
struct FallbackChain<Layout> {
    let count: Int
    /// The source in use, `count` when none is left; nil before the first is chosen.
    private(set) var current: Int?
    private(set) var layout: Layout?

    init(count: Int) {
        self.count = count
    }

    /// Chooses the first source at or after `start` whose `load` succeeds; reports each that does not.
    mutating func choose(from start: Int, load: (Int) throws -> Layout, report: (Int, any Error) -> Void) {
        var index = start
        while index < count {
            do {
                layout = try load(index)
                current = index
                return
            } catch {
                report(index, error)
            }
            index += 1
        }
        layout = nil
        current = count
    }

    /// Runs `body` with the layout in use; when it throws, reports the failure, passes to the next
    /// source that loads and runs `body` again with it, until one succeeds or none is left (then
    /// throws the last error). Chooses the first source when none is chosen yet.
    mutating func run<Answer>(load: (Int) throws -> Layout, reportLoad: (Int, any Error) -> Void,
                              reportRun: (Int, LayoutError) -> Void,
                              _ body: (Layout, _ firstTry: Bool) throws(LayoutError) -> Answer) throws(LayoutError) -> Answer {
        if current == nil { choose(from: 0, load: load, report: reportLoad) }
        var lastError: LayoutError?
        var firstTry = true
        while let index = current, index < count, let layout {
            do {
                return try body(layout, firstTry)
            } catch {
                reportRun(index, error)
                lastError = error
                firstTry = false
                choose(from: index + 1, load: load, report: reportLoad)
            }
        }
        throw lastError ?? LayoutError("no layout source loaded: every source of the fallback chain was refused (each was reported to the chain's handler); ship a layout in the app as the last source")
    }

    /// Passes over the source in use after `error`, met while its layout ran past `run` (an
    /// adapter asking the prepared layout at a scroll offset), reporting it: returns whether
    /// another source is in use now.
    mutating func passOver(after error: LayoutError, load: (Int) throws -> Layout, reportLoad: (Int, any Error) -> Void,
                           reportRun: (Int, LayoutError) -> Void) -> Bool {
        guard let index = current, index < count else { return false }
        reportRun(index, error)
        choose(from: index + 1, load: load, report: reportLoad)
        return layout != nil
    }
}
