import Testing
@_spi(Adapters) import TesseraRuntime
@_spi(Adapters) import TesseraTestSupport

/// Issue 58, "check": the UIKit shell sets `contentOffset` inside `prepare()` when the core says
/// the view must take an offset now (a chat opening at its end). That is a bounds change inside
/// the layout pass: UIKit asks `shouldInvalidateLayout(forBoundsChange:)`, and with a pinned
/// header it invalidates through the layout's own context. The pass must settle: the header
/// pinned at the new offset in this pass, and the next `prepare()` taking no offset again and
/// invalidating nothing more.
@Suite struct OffsetTakenInPrepareTests {
    static let viewport = Size(width: 375, height: 667)

    @Test func aChatOpeningAtItsEndWithAPinnedHeaderSettlesInOneMorePass() throws {
        let sizes = [(0..<200).map { item in ItemSize.size(Size(width: 351, height: 60 + Double(item % 4) * 15)) }]
        let view = { (offset: Point) in CollectionViewBounds(size: Self.viewport, offset: offset) }
        var chat = CollectionLayoutCore(layout: try LayoutFixtures.layout("Layouts/chat.yaml"))
        chat.prepare(view: view(.zero), sectionCounts: [200]) { sizes }
        let taken = chat.offsetToTakeNow(insets: .zero)
        let end = try #require(taken, "a chat opens at its end")
        #expect(end == chat.driver?.endOffset)

        // `view.contentOffset = end` inside `prepare()`: the bounds change UIKit makes of it.
        let header = ElementID(.header, section: 0)
        let invalidates = chat.invalidates(forBoundsChange: view(end))
        #expect(invalidates, "the pinned header moves with the offset")
        guard case .elements(let changed) = chat.invalidation(forBoundsChange: view(end)) else {
            Issue.record("a scroll within the same viewport invalidates elements, not the viewport")
            return
        }
        #expect(changed.contains(header))
        // The layout's own context (`madeByLayout`) names no data: nothing is laid out again.
        let layOutAgain = chat.invalidate(everything: false, dataSourceCounts: false)
        #expect(!layOutAgain)
        let found = chat.attributes(for: header)
        let pinned = try #require(found)
        #expect(pinned.frame.y == end.y, "the header stays at the top of the view at the end: \(pinned.frame.y), offset \(end.y)")
        let shown = chat.attributes(in: Rect(x: 0, y: end.y, width: Self.viewport.width, height: Self.viewport.height))

        // The pass UIKit makes for that invalidation: nothing more to take, nothing moves.
        chat.prepare(view: view(end), sectionCounts: [200]) { sizes }
        let takenAgain = chat.offsetToTakeNow(insets: .zero)
        #expect(takenAgain == nil, "the offset is taken once")
        let invalidatesAgain = chat.invalidates(forBoundsChange: view(end))
        #expect(!invalidatesAgain)
        let shownAgain = chat.attributes(in: Rect(x: 0, y: end.y, width: Self.viewport.width, height: Self.viewport.height))
        #expect(shownAgain == shown)
    }
}
