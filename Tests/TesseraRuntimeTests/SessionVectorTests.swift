import Foundation
import Testing
@_spi(Adapters) import TesseraRuntime
import TesseraExercise
@_spi(Adapters) import TesseraTestSupport

/// The session vectors (`docs/SESSIONS.md`): written alike every time, random sessions that send
/// every event kind, and named sessions that show issue 58's fixes in their outcomes.
@Suite struct SessionVectorTests {
    /// The repository's layouts, and the right to left ones written for the vectors.
    static let layouts: SessionShell.Layouts = { name in
        let vectorsOnly = "Tests/Fixtures/VectorLayouts/\(name).yaml"
        let path = FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent(vectorsOnly).path) ? vectorsOnly : "Layouts/\(name).yaml"
        return try LayoutFixtures.layout(path)
    }

    @Test func theSessionsAreWrittenAlikeEveryTime() throws {
        let once = try (NamedSessions.all(Self.layouts) + RandomSessions.all(Self.layouts)).map { $0.json.rendered(indent: nil) }
        let again = try (NamedSessions.all(Self.layouts) + RandomSessions.all(Self.layouts)).map { $0.json.rendered(indent: nil) }
        #expect(once == again)
    }

    @Test func randomSessionsSendEveryEventKind() throws {
        let sessions = try RandomSessions.all(Self.layouts)
        var sent: [String: Int] = [:]
        for session in sessions {
            for event in session.events { sent[event.kind, default: 0] += 1 }
        }
        let unsent = SessionEvent.kinds.filter { sent[$0] == nil }
        #expect(unsent.isEmpty, "never sent: \(unsent)")
        // A kind sent only as a fallback scroll would not count: each kind is its own.
        #expect(Set(sent.keys) == Set(SessionEvent.kinds), "\(sent)")
    }

    static func session(_ name: String) throws -> SessionRecording {
        let found = try NamedSessions.all(layouts).first { $0.name == name }
        return try #require(found)
    }

    static func cell(_ outcome: SessionOutcome, _ item: Int) -> Rect? {
        outcome.elements.first { $0.id == .cell(item) }?.frame
    }

    /// Defect 1: from a chat's end into a waterfall prepared before: the waterfall's end.
    @Test func defect1() throws {
        let outcomes = try Self.session("defect-1-prepared-switch").outcomes
        let chat = outcomes[0], waterfall = outcomes[1]
        #expect(chat.offset.y == chat.contentSize.height - 667)
        #expect(waterfall.offset.y == waterfall.contentSize.height - 667 && waterfall.offset.y != chat.offset.y, "\(waterfall.offset.y)")
        #expect(outcomes[2].offset.y == outcomes[2].contentSize.height - 667, "back into the chat object: its end")
    }

    /// Defect 2: a chat prepared as the next layout takes no offset in its own prepare; from the
    /// grid's top it opens at the top.
    @Test func defect2() throws {
        let outcomes = try Self.session("defect-2-transition-next-layout").outcomes
        #expect(outcomes[1].offset.y == 0, "\(outcomes[1].offset.y)")
    }

    /// Defect 3: a cancelled move changes nothing; a dropped one lays the items out at their places.
    @Test func defect3() throws {
        let session = try Self.session("defect-3-interactive-move")
        let outcomes = session.outcomes
        let tall = try #require(Self.cell(outcomes[0], 0)).height, short = try #require(Self.cell(outcomes[0], 1)).height
        // open, moveBegin, moveTarget, moveCancel, moveBegin, moveTarget, moveEnd.
        let cancelled = outcomes[3]
        #expect(Self.cell(cancelled, 0)?.height == tall)
        let target = try #require(outcomes[5].moving?.target)
        #expect(target == .cell(5))
        let dropped = try #require(outcomes.last)
        #expect(Self.cell(dropped, 5)?.height == tall && Self.cell(dropped, 0)?.height == short)
    }

    /// Defect 4: both reported sizes survive a move bracketed with no count invalidation.
    @Test func defect4() throws {
        let outcomes = try Self.session("defect-4-move-keeps-reported-sizes").outcomes
        let grown = try #require(Self.cell(outcomes[2], 2)).height, other = try #require(Self.cell(outcomes[2], 1)).height
        let moved = try #require(outcomes.last)
        #expect(moved.reported == 2 && Self.cell(moved, 5)?.height == grown && Self.cell(moved, 1)?.height == other)
    }

    /// Defect 5: the chat follows its end as its last message grows.
    @Test func defect5() throws {
        let outcomes = try Self.session("defect-5-streaming-follows-end").outcomes
        #expect(outcomes[1].offset.y == outcomes[1].contentSize.height - 667 && outcomes[1].offset.y > outcomes[0].offset.y,
                "\(outcomes[0].offset.y) → \(outcomes[1].offset.y)")
    }

    /// Defect 6: an item above the screen grown by the app moves nothing in view.
    @Test func defect6() throws {
        let outcomes = try Self.session("defect-6-app-size-above-screen").outcomes
        let before = try #require(outcomes[1].anchor), after = try #require(outcomes[2].anchor)
        #expect(before.id == after.id && before.distance == after.distance, "\(before) → \(after)")
    }

    /// Defect 7: the item the app invalidates takes its new size.
    @Test func defect7() throws {
        let outcomes = try Self.session("defect-7-invalidated-item-size").outcomes
        let width = try #require(Self.cell(outcomes[0], 3)).width
        #expect(Self.cell(outcomes[1], 3)?.height == 400 * width / 100)
    }

    /// Defect 8: the moved first item does not take the view along.
    @Test func defect8() throws {
        let outcomes = try Self.session("defect-8-moved-item-keeps-view").outcomes
        #expect(outcomes[0].offset.y == 2_000 && outcomes[1].offset.y == 2_000, "\(outcomes[1].offset.y)")
    }

    /// The cells in view, right to left: their right edges' distances from the viewport's right edge.
    static func rightEdges(_ outcome: SessionOutcome, width: Double) -> [(ElementID, Double)] {
        outcome.elements.filter { $0.id.kind == .cell }.sorted { $0.frame.maxX > $1.frame.maxX }
            .map { ($0.id, outcome.offset.x + width - $0.frame.maxX) }
    }

    /// Defect 9: an append away from the end moves no cell in view; a cell of another length in
    /// view (reloaded, reported, resized by the app) leaves the rightmost's right edge in place.
    @Test func defect9() throws {
        let outcomes = try Self.session("defect-9-rtl-append-away-from-end").outcomes
        // open, scroll, append, append with a reload, report, app sizes.
        #expect(outcomes[0].offset.x == 0, "opens at its end, the left")
        let away = Self.rightEdges(outcomes[1], width: 375), appended = Self.rightEdges(outcomes[2], width: 375)
        #expect(away.count > 2 && away.map(\.0) == appended.map(\.0) && zip(away, appended).allSatisfy { abs($0.1 - $1.1) < 1e-9 },
                "\(away) → \(appended)")
        for index in 3...5 {
            let before = try #require(Self.rightEdges(outcomes[index - 1], width: 375).first)
            let after = Self.rightEdges(outcomes[index], width: 375).first { $0.0 == before.0 }
            #expect(after.map { abs($0.1 - before.1) < 1e-9 } == true, "event \(index): \(before) → \(String(describing: after))")
        }
    }

    /// Defect 10: a prepend keeps the first cell in view's right edge (the cell is the next item
    /// now); at the start the view stays at the start.
    @Test func defect10() throws {
        let outcomes = try Self.session("defect-10-rtl-prepend-keeps-leading-edge").outcomes
        // open, scroll, prepend, scroll to the start, prepend.
        let before = try #require(Self.rightEdges(outcomes[1], width: 375).first)
        let after = Self.rightEdges(outcomes[2], width: 375).first { $0.0 == .cell(before.0.item + 1) }
        #expect(after.map { abs($0.1 - before.1) < 1e-9 } == true, "\(before) → \(String(describing: after))")
        #expect(outcomes[3].offset.x == outcomes[3].contentSize.width - 375)
        #expect(outcomes[4].offset.x == outcomes[4].contentSize.width - 375 && outcomes[4].contentSize.width > outcomes[3].contentSize.width)
    }

    /// Defect 11: the first cell in view stays in view across a switch; from the top, the top.
    @Test func defect11() throws {
        let outcomes = try Self.session("defect-11-switch-keeps-cell-in-view").outcomes
        let first = try #require(outcomes[1].anchor)
        #expect(first.distance == -200)
        let switched = outcomes[2]
        let cell = try #require(switched.elements.first { $0.id == first.id }?.frame)
        #expect(cell.height < 200 && cell.y == switched.offset.y, "\(cell.y - switched.offset.y) from the top")
        #expect(outcomes[4].offset.y == 0)
    }
}
