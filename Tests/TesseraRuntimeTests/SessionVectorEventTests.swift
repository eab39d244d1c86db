import Testing
@_spi(Adapters) import TesseraRuntime
import TesseraExercise

/// The named sessions of the view's own events (`NamedSessions+ViewEvents.swift`): what each
/// shows, as docs/SESSIONS.md states it.
@Suite struct SessionVectorEventTests {
    static func outcomes(_ name: String) throws -> [SessionOutcome] {
        try SessionVectorTests.session(name).outcomes
    }

    /// An append away from the end: the first cell in view keeps its place; the content grew.
    @Test func appendKeepsTheFirstCellInView() throws {
        let outcomes = try Self.outcomes("append-keeps-first-cell")
        let before = try #require(outcomes[1].anchor), after = try #require(outcomes[2].anchor)
        #expect(before.id == after.id && before.distance == after.distance, "\(before) → \(after)")
        #expect(outcomes[2].offset == outcomes[1].offset && outcomes[2].contentSize.height > outcomes[1].contentSize.height)
    }

    /// An append to a chat at its end: the view follows the end.
    @Test func appendFollowsTheEnd() throws {
        let outcomes = try Self.outcomes("append-chat-follows-end")
        for outcome in outcomes { #expect(outcome.offset.y == outcome.contentSize.height - 667, "\(outcome.offset.y)") }
        #expect(outcomes[1].offset.y > outcomes[0].offset.y)
    }

    /// A step of a move keeps the offset, and the reported size goes with its item.
    @Test func moveStepKeepsTheOffsetAndTheReportedSize() throws {
        let outcomes = try Self.outcomes("move-step-keeps-offset")
        let moved = try #require(outcomes[1].anchor).id
        let reported = try #require(SessionVectorTests.cell(outcomes[2], moved.item)).height
        let step = outcomes[3]
        #expect(step.offset == outcomes[2].offset && step.reported == 1)
        #expect(SessionVectorTests.cell(step, moved.item + 3)?.height == reported, "the moved item's reported size at its new place")
        // open, scroll, report, step, the tall item 0 moved into view, the app's sizes.
        let second = outcomes[4], invalidated = outcomes[5]
        #expect(second.offset == step.offset && second.anchor?.id != step.anchor?.id, "\(String(describing: step.anchor)) → \(String(describing: second.anchor))")
        #expect(invalidated.offset == second.offset && invalidated.anchor?.id == second.anchor?.id
                && invalidated.anchor?.distance == second.anchor?.distance, "\(String(describing: invalidated.anchor))")
    }

    /// Each step of `move-step-keeps-offset` moves the first cell in view that the move leaves in
    /// place, so the update's anchored offset (which would keep that cell still) is not the view's:
    /// the TypeScript and Java replays fail if their `moveStep` takes it. This keeps the session
    /// able to tell.
    @Test func moveStepsMoveTheCellTheUpdateAnchors() throws {
        let session = try SessionVectorTests.session("move-step-keeps-offset")
        var steps = 0
        for (index, event) in session.events.enumerated() {
            guard case .moveStep(let entries, _, _) = event, index > 0 else { continue }
            let move = try #require(entries.first)
            let from = try #require(move.before?.last), to = try #require(move.after?.last)
            let newIndex = { (item: Int) in
                from < to ? (item > from && item <= to ? item - 1 : item) : (item >= to && item < from ? item + 1 : item)
            }
            let before = session.outcomes[index - 1], after = session.outcomes[index]
            let survivor = try #require(before.elements
                .filter { $0.id.kind == .cell && $0.id.item != from }
                .min { ($0.frame.y, $0.frame.x) < ($1.frame.y, $1.frame.x) })
            // Out of view after the step (nil) is moved too: it was in view before.
            let moved = SessionVectorTests.cell(after, newIndex(survivor.id.item))
            #expect(moved?.y != survivor.frame.y, "item \(survivor.id.item) stayed at \(survivor.frame.y) through the step from \(from)")
            steps += 1
        }
        #expect(steps == 2)
    }

    /// A cancelled switch shows the old layout again, as it was; a second cancel changes nothing.
    @Test func cancelledSwitchRestoresTheLayoutShownBefore() throws {
        let outcomes = try Self.outcomes("cancel-switch-restores")
        #expect(outcomes[1].contentSize != outcomes[0].contentSize, "the switch showed the magazine")
        for cancelled in outcomes[2...] {
            #expect(cancelled.offset == outcomes[0].offset && cancelled.contentSize == outcomes[0].contentSize)
            #expect(cancelled.elements.map(\.frame) == outcomes[0].elements.map(\.frame))
        }
    }

    /// A replaced layout holds the offset within its content, and keeps it where it can.
    @Test func replacedLayoutHoldsTheOffset() throws {
        let outcomes = try Self.outcomes("replace-layout-holds-offset")
        // open, scroll to 2500, a short grid, scroll to 0, the long waterfall.
        #expect(outcomes[2].offset.y == 0 && outcomes[2].contentSize.height < 667)
        #expect(outcomes[4].offset.y == 0 && outcomes[4].contentSize == outcomes[0].contentSize)
    }

    /// The edge scroll: 1200 a second at the top edge (60 in 0.05 s), nothing in the middle,
    /// 600 a second half way into the bottom band, nothing past the top; dragging a cell near
    /// the bottom, the move's target follows the content scrolled under the finger.
    @Test func edgeScrollIsItemReordersSpeed() throws {
        let outcomes = try Self.outcomes("auto-scroll-near-edges")
        #expect(outcomes[1].offset.y == 1_940 && outcomes[2].offset.y == 1_940 && outcomes[3].offset.y == 1_970)
        #expect(outcomes[5].offset.y == 0)
        let dragging = outcomes[7...]
        #expect(dragging.allSatisfy { $0.moving != nil })
        // The first frame scrolls 53.4 points: the target is the cell under the finger moved with
        // the content (18), not the one under the finger where it was (15).
        #expect(dragging.first?.moving?.target == .cell(18), "\(String(describing: dragging.first?.moving))")
        let targets = dragging.compactMap { $0.moving?.target.item }
        #expect(zip(targets, targets.dropFirst()).allSatisfy { $0 <= $1 } && (targets.last ?? 0) > 0, "\(targets)")
        let offsets = dragging.map(\.offset.y)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 }, "\(offsets)")
    }
}
