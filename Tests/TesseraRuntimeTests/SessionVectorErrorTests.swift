import Testing
@_spi(Adapters) import TesseraRuntime
import TesseraExercise

/// The named sessions of layout errors (`NamedSessions+LayoutErrors.swift`, docs/SESSIONS.md
/// rule 12): what each shows, event by event, as `failed` and `errors` (how many errors the event
/// told the app). An empty layout has no elements and no content size.
@Suite struct SessionVectorErrorTests {
    static func steps(_ name: String) throws -> [(failed: Bool, errors: Int)] {
        let outcomes = try SessionVectorTests.session(name).outcomes
        for outcome in outcomes where outcome.failed {
            #expect(outcome.elements.isEmpty && outcome.contentSize == Size(width: 0, height: 0), "\(name): a failed layout shows something")
        }
        return outcomes.map { ($0.failed, $0.errors) }
    }

    static func same(_ found: [(failed: Bool, errors: Int)], _ expected: [(Bool, Int)]) -> Bool {
        found.count == expected.count && zip(found, expected).allSatisfy { $0.failed == $1.0 && $0.errors == $1.1 }
    }

    /// open, narrow (told), scroll, text size (the same message), narrower (told), wide (laid
    /// out), narrow again (told: nothing stood), new data (the same message).
    @Test func narrowViewports() throws {
        let found = try Self.steps("layout-error-narrow-viewport")
        #expect(Self.same(found, [(false, 0), (true, 1), (true, 0), (true, 0), (true, 1), (false, 0), (true, 1), (true, 0)]), "\(found)")
    }

    /// open, a size short (told), a resize (the same message), two short (told), a switch to a
    /// grid, cancelled (the waterfall's inputs unchanged: still empty, nothing told), the sizes
    /// invalidated (laid out), one item more than sizes (told), the sizes for it (laid out).
    @Test func refusedSizes() throws {
        let found = try Self.steps("layout-error-refused-sizes")
        #expect(Self.same(found, [(false, 0), (true, 1), (true, 0), (true, 1), (false, 0), (true, 0), (false, 0), (true, 1), (false, 0)]), "\(found)")
    }

    /// open a grid, replaced by the refusing layout (told), and back; a prepared switch to the
    /// refusing object (its error stands: not told), cancelled; a fresh one (told); wide: laid out.
    @Test func refusedLayoutReplaced() throws {
        let found = try Self.steps("layout-error-replaced-layout")
        #expect(Self.same(found, [(false, 0), (true, 1), (false, 0), (true, 0), (false, 0), (true, 1), (false, 0)]), "\(found)")
    }

    /// The random sessions with refused inputs fail often, and errors are told both when one
    /// begins and when one stands changed: the replays are held to rule 12 on them too.
    @Test func randomSessionsRefuse() throws {
        let sessions = try RandomSessions.all(SessionVectorTests.layouts).filter { $0.name.hasPrefix("random-refused-") }
        let outcomes = sessions.flatMap(\.outcomes)
        let failed = outcomes.filter(\.failed).count, told = outcomes.map(\.errors).reduce(0, +)
        // Told while an error already stood: the message changed.
        let changed = sessions.flatMap { session in
            zip(session.outcomes, session.outcomes.dropFirst()).filter { $0.failed && $1.failed && $1.errors > 0 }
        }.count
        let recovered = sessions.flatMap { session in zip(session.outcomes, session.outcomes.dropFirst()).filter { $0.failed && !$1.failed } }.count
        #expect(failed >= 30 && told >= 10 && changed >= 2 && recovered >= 5, "failed \(failed), told \(told), changed \(changed), recovered \(recovered)")
    }
}
