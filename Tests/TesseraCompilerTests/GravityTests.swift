import Foundation
import Testing
@_spi(Generated) import TesseraRuntime
@testable import TesseraCompiler
import TesseraTestSupport

/// `gravity: end`, a chat's layout: short content sits against the end, the driver opens at the
/// end and follows it through changes while the view is there, and items added above the first
/// in view (older messages loaded) leave what the reader sees where it is.
@Suite struct GravityTests {
    static let chat = """
        layout: Chat
        gravity: end
        line: {item: {width: width - 20, height: 50}, spacing: 10, align: start}
        insets: {top: 10, left: 10, bottom: 20, right: 10}
        header: 30
        """

    static func driver(_ count: Int, height: Double = 400, offset: Point? = nil) throws -> ScrollDriver {
        try ScrollDriver(layout: try InterpretedLayout(yaml: chat), input: LayoutInput(viewport: Size(width: 300, height: height), sectionCounts: [count]), offset: offset)
    }

    static func top(_ driver: ScrollDriver, _ item: Int) throws -> Double {
        try #require(try driver.attributes(for: .cell(item, section: 0))).frame.y - driver.offset.y
    }

    @Test func shortContentSitsAgainstTheEnd() throws {
        let driver = try Self.driver(3)
        // Header 30, insets 10 and 20, three rows of 50 with 10 between: 230 of the 400.
        #expect(driver.contentSize.height == 400)
        #expect(driver.offset == .zero)
        #expect(try #require(try driver.attributes(for: .cell(2, section: 0))).frame.maxY == 380)
        #expect(try #require(try driver.attributes(for: ElementID(.header, section: 0, item: 0))).frame.y == 170)
        #expect(driver.followsEnd)
    }

    @Test func theSameLayoutWithoutGravityStartsAtTheTop() throws {
        let layout = try InterpretedLayout(yaml: Self.chat.replacingOccurrences(of: "gravity: end", with: "gravity: start"))
        let driver = try ScrollDriver(layout: layout, input: LayoutInput(viewport: Size(width: 300, height: 400), sectionCounts: [3]))
        #expect(driver.contentSize.height == 230)
        #expect(try #require(try driver.attributes(for: ElementID(.header, section: 0, item: 0))).frame.y == 0)
    }

    @Test func itOpensAtTheEnd() throws {
        let driver = try Self.driver(40)
        // 30 + 10 + 40 × 50 + 39 × 10 + 20 = 2450.
        #expect(driver.contentSize.height == 2450)
        #expect(driver.offset.y == 2050)
        // An offset given outright is taken as it is (a restored scroll position).
        #expect(try Self.driver(40, offset: Point(x: 0, y: 300)).offset.y == 300)
    }

    @Test func newMessagesAtTheEndStayInView() throws {
        var driver = try Self.driver(3)
        try driver.append(sectionCounts: [20])
        #expect(driver.offset.y == driver.maximumOffset.y)
        #expect(driver.maximumOffset.y > 0)
        _ = try driver.performBatchUpdates([.insert(item: 20, section: 0), .insert(item: 21, section: 0)])
        #expect(driver.offset.y == driver.maximumOffset.y)
        // Within a point of the end counts as at it (a view's offsets are rounded to pixels).
        try driver.scroll(to: Point(x: 0, y: driver.maximumOffset.y - 0.5))
        _ = try driver.performBatchUpdates([.insert(item: 22, section: 0)])
        #expect(driver.offset.y == driver.maximumOffset.y)
    }

    @Test func aReaderAwayFromTheEndKeepsTheirPlace() throws {
        var driver = try Self.driver(40)
        try driver.scroll(to: Point(x: 0, y: 1000))
        try driver.append(sectionCounts: [45])
        #expect(driver.offset.y == 1000)
        // Older messages loaded above: what the reader sees does not move.
        let before = try Self.top(driver, 20)
        _ = try driver.performBatchUpdates((0..<10).map { .insert(item: $0, section: 0) })
        #expect(try Self.top(driver, 30) == before)
    }

    @Test func olderMessagesLoadedAtTheTopDoNotMoveTheView() throws {
        var driver = try Self.driver(40)
        try driver.scroll(to: .zero)
        let before = try Self.top(driver, 0)
        _ = try driver.performBatchUpdates((0..<15).map { .insert(item: $0, section: 0) })
        #expect(driver.offset.y == 15 * 60)
        #expect(try Self.top(driver, 15) == before)
    }

    @Test func theKeyboardKeepsTheLastMessagesInView() throws {
        var driver = try Self.driver(40)
        try driver.resize(to: Size(width: 300, height: 100))
        #expect(driver.offset.y == driver.maximumOffset.y)
        try driver.resize(to: Size(width: 300, height: 400))
        #expect(driver.offset.y == driver.maximumOffset.y)
        // A short chat under the keyboard: the layout reads the viewport's length now.
        var short = try Self.driver(3)
        try short.resize(to: Size(width: 300, height: 200))
        #expect(try #require(try short.attributes(for: .cell(2, section: 0))).frame.maxY == short.offset.y + 180)
    }

    @Test func theCompiledFileSaysVersionFourAndReadsBack() throws {
        let ir = try #require(compile(Self.chat).ir)
        let text = CompiledFileWriter.json(for: ir, source: "chat.yaml")
        #expect(text.contains("\"gravity\" : \"end\"") || text.contains("\"gravity\": \"end\""))
        let layout = try CompiledLayout(json: Data(text.utf8), file: "chat.json")
        let prepared = try layout.prepare(LayoutInput(viewport: Size(width: 300, height: 400), sectionCounts: [3]))
        #expect(prepared.contentSize.height == 400)
        let older = text.replacingOccurrences(of: #""version" : 4"#, with: #""version" : 3"#)
            .replacingOccurrences(of: #""version": 4"#, with: #""version": 3"#)
        #expect(older != text)
        #expect(throws: CompiledLayout.LoadError.self) { try CompiledLayout(json: Data(older.utf8), file: "chat.json") }
        // A layout without gravity needs no newer version.
        let none = try #require(compile(Self.chat.replacingOccurrences(of: "gravity: end\n", with: "")).ir)
        #expect(!CompiledFileWriter.json(for: none, source: "chat.yaml").contains("gravity"))
    }

    @Test func aCircleWarnsThatGravityDoesNothing() {
        let result = compile("""
            layout: Ring
            gravity: end
            circle: {item: {width: 40, height: 40}, radius: 100}
            """)
        #expect(result.diagnostics.contains { $0.message.contains("a circle does not scroll, so 'gravity' has no effect") })
    }
}

extension GravityTests {
    @Test func sidewaysRightToLeftTheEndIsAtTheLeft() throws {
        let layout = try InterpretedLayout(yaml: String(contentsOf: repositoryRoot.appendingPathComponent("Tests/Fixtures/Layouts/gravity_rtl_horizontal.yaml"), encoding: .utf8))
        var driver = try ScrollDriver(layout: layout, input: LayoutInput(viewport: Size(width: 600, height: 200), sectionCounts: [30]))
        // Item 0 is at the right: the view opens at the left, on the last items.
        #expect(driver.offset.x == 0)
        #expect(driver.followsEnd)
        let last = try #require(try driver.attributes(for: .cell(29))).frame
        #expect(last.x < 600)
        // New items at the end stay in view; older ones inserted at the start (at the right) move nothing.
        _ = try driver.performBatchUpdates([.insert(item: 30, section: 0)])
        #expect(driver.offset.x == 0)
        #expect(try #require(try driver.attributes(for: .cell(30))).frame.x < 600)
        try driver.scroll(to: Point(x: driver.maximumOffset.x, y: 0))
        #expect(!driver.followsEnd)
        let first = try #require(try driver.attributes(for: .cell(0))).frame.x - driver.offset.x
        _ = try driver.performBatchUpdates([.insert(item: 0, section: 0)])
        #expect(try #require(try driver.attributes(for: .cell(1))).frame.x - driver.offset.x == first)
        // Short content sits at the left.
        let short = try ScrollDriver(layout: layout, input: LayoutInput(viewport: Size(width: 600, height: 200), sectionCounts: [2]))
        #expect(try #require(try short.attributes(for: .cell(1))).frame.x == 10)
    }

    @Test func aVariantThatKeepsToTheStartLeavesAViewAtTheEndThere() throws {
        let layout = try InterpretedLayout(yaml: String(contentsOf: repositoryRoot.appendingPathComponent("Tests/Fixtures/Layouts/gravity_variants.yaml"), encoding: .utf8))
        var driver = try ScrollDriver(layout: layout, input: LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [60]))
        #expect(driver.offset.y == driver.maximumOffset.y)
        try driver.resize(to: Size(width: 300, height: 667))
        #expect(driver.prepared.gravity == .start)
        #expect(driver.offset.y == driver.maximumOffset.y)
        // Kept to the start now: no longer followed.
        try driver.append(sectionCounts: [61])
        #expect(driver.offset.y < driver.maximumOffset.y)
    }
}

extension GravityTests {
    @Test func pagesCountFromTheEndWhereTheViewOpens() throws {
        let layout = try InterpretedLayout(yaml: Self.chat + "\nsnap: page\n")
        let driver = try ScrollDriver(layout: layout, input: LayoutInput(viewport: Size(width: 300, height: 400), sectionCounts: [40]))
        let end = driver.maximumOffset.y
        // At rest where it opens, and a page is a viewport's length back from there.
        #expect(try driver.restingOffset(proposed: Point(x: 0, y: end)).y == end)
        #expect(try driver.restingOffset(proposed: Point(x: 0, y: end - 150)).y == end)
        #expect(try driver.restingOffset(proposed: Point(x: 0, y: end - 250)).y == end - 400)
        #expect(try driver.restingOffset(proposed: Point(x: 0, y: end - 10), velocity: Point(x: 0, y: -1)).y == end - 400)
        #expect(try driver.restingOffset(proposed: Point(x: 0, y: 5), velocity: Point(x: 0, y: -1)).y == 0)
    }
}
