import Testing
@_spi(Adapters) import TesseraRuntime
@_spi(Adapters) import TesseraTestSupport

/// What the UIKit, AppKit and SwiftUI adapters announce and do with keys, decided by
/// `CollectionAccessibility` and `CollectionLayoutCore` (the shells only forward).
@Suite struct CollectionAccessibilityTests {
    typealias Place = GridStructure.Place

    /// A grid section of 2 columns and 3 rows (the first cell two rows high), an empty section, a
    /// list of three; headers on the first and the last.
    static let table = CollectionAccessibility(structures: [
        GridStructure.of(frames: GridStructureTests.spanning, direction: .leftToRight), .list(0), .list(3),
    ], headerSections: [2, 0])

    @Test func sectionsAreRowsOneAfterAnother() {
        let table = Self.table
        #expect(table.container == .dataTable)
        #expect(table.rowCount == 6 && table.columnCount == 2 && table.itemCount == 7)
        #expect(table.place(section: 0, item: 0) == Place(row: 0, column: 0, rowSpan: 2, columnSpan: 1))
        #expect(table.place(section: 0, item: 3) == Place(row: 2, column: 0, rowSpan: 1, columnSpan: 1))
        #expect(table.place(section: 2, item: 0) == Place(row: 3, column: 0, rowSpan: 1, columnSpan: 1))
        #expect(table.place(section: 2, item: 2) == Place(row: 5, column: 0, rowSpan: 1, columnSpan: 1))
        #expect(table.place(section: 2, item: 3) == nil && table.place(section: 1, item: 0) == nil && table.place(section: 3, item: 0) == nil)
        #expect((0..<6).map { table.section(ofRow: $0) } == [0, 0, 0, 2, 2, 2])
        #expect(table.section(ofRow: 6) == nil && table.section(ofRow: -1) == nil)
    }

    @Test func aSlotIsTheCellCoveringIt() {
        let table = Self.table
        // The spanning cell covers rows 0 and 1 of column 0.
        #expect(table.cell(row: 1, column: 0) == .cell(0, section: 0))
        #expect(table.cell(row: 1, column: 1) == .cell(2, section: 0))
        #expect(table.cell(row: 4, column: 0) == .cell(1, section: 2))
        #expect(table.cell(row: 4, column: 1) == nil && table.cell(row: 6, column: 0) == nil && table.cell(row: 0, column: 2) == nil)
        // Every cell is found at its own place.
        for section in [0, 2] {
            for item in 0..<(section == 0 ? 4 : 3) {
                let place = table.place(section: section, item: item)!
                #expect(table.cell(row: place.row, column: place.column) == .cell(item, section: section))
            }
        }
    }

    @Test func theRotorGoesFromHeaderToHeader() {
        let table = Self.table
        #expect(table.headerSections == [0, 2])
        #expect(table.headerSection(from: nil, forward: true) == 0 && table.headerSection(from: nil, forward: false) == 2)
        #expect(table.headerSection(from: 0, forward: true) == 2 && table.headerSection(from: 1, forward: true) == 2)
        #expect(table.headerSection(from: 2, forward: true) == nil && table.headerSection(from: 2, forward: false) == 0)
        #expect(table.headerSection(from: 0, forward: false) == nil)
    }

    @Test func listsOnlyMakeAList() {
        let table = CollectionAccessibility(structures: [.list(4), .list(2)], headerSections: [])
        #expect(table.container == .list && table.rowCount == 6 && table.columnCount == 1)
        #expect(table.cell(row: 5, column: 0) == .cell(1, section: 1))
        #expect(CollectionAccessibility(structures: [], headerSections: []).container == .list)
        #expect(table.summary == "6 items" && Self.table.summary == "7 items, 6 rows, 2 columns")
        #expect(CollectionAccessibility(structures: [.list(1)], headerSections: []).summary == "1 item")
    }

    @Test func keysAndCommandsAreMoves() {
        #expect(CellMove(command: "moveUp:") == .up && CellMove(command: "moveLeft:") == .left)
        #expect(CellMove(command: "moveLeft:", mirrored: true) == .right && CellMove(command: "moveRight:", mirrored: true) == .left)
        #expect(CellMove(command: "scrollToEndOfDocument:") == .end && CellMove(command: "pageDown:") == .pageDown)
        #expect(CellMove(command: "insertNewline:") == nil)
        // The HID usages of the arrows, Home, End, Page Up and Page Down.
        #expect([0x52, 0x51, 0x50, 0x4F, 0x4A, 0x4D, 0x4B, 0x4E].map { CellMove(keyUsage: $0) }
            == [.up, .down, .left, .right, .home, .end, .pageUp, .pageDown])
        #expect(CellMove(keyUsage: 0x50, mirrored: true) == .right && CellMove(keyUsage: 0x28) == nil)
    }

    @Test(arguments: ["grid", "mosaic", "waterfall", "settings", "home", "circle"])
    func aBundledLayoutIsAnnouncedAsTheRuleFindsIt(name: String) throws {
        var core = CollectionLayoutCore(layout: try LayoutFixtures.layout("Layouts/\(name).yaml"))
        let counts = [Int](repeating: 12, count: 3)
        let size = Size(width: 375, height: 667)
        core.prepare(view: .init(size: size, offset: .zero), sectionCounts: counts) {
            CollectionLayoutCore.itemSizes(counts: counts) { item, _ in Size(width: 100, height: Double(60 + (item * 37) % 140)) }
        }
        let prepared = try #require(core.driver?.prepared)
        let found = core.accessibility()
        let table = try #require(found)
        var row = 0
        for section in 0..<prepared.sectionCount {
            let structure = try prepared.gridStructure(section: section)
            #expect(table.structures[section] == structure, "\(name) section \(section)")
            for item in 0..<prepared.itemCount(inSection: section) {
                let place = try #require(table.place(section: section, item: item))
                if structure.kind == .grid {
                    #expect(place.column == structure.places[item].column && place.row == row + structure.places[item].row)
                } else {
                    #expect(place == Place(row: row + item, column: 0, rowSpan: 1, columnSpan: 1))
                }
            }
            row += structure.rowCount
        }
        #expect(table.container == (table.structures.contains { $0.kind == .grid } ? .dataTable : .list))
        #expect(table.headerSections == (0..<prepared.sectionCount).filter { prepared.sections[$0].headerLength != nil })
        // The arrow keys go where the next-cell rule says, at the view's offset.
        let first = ElementID.cell(0, section: 0)
        for move in CellMove.allCases {
            #expect(core.nextCell(from: first, move: move) == (try prepared.nextCell(from: first, move: move, at: core.driver!.position)))
        }
        #expect(core.nextCell(from: ElementID(.header, section: 0), move: .down) == nil)
    }

    @Test func theTableFollowsTheData() throws {
        var core = CollectionLayoutCore(layout: try LayoutFixtures.layout("Layouts/grid.yaml"))
        let view = CollectionViewBounds(size: Size(width: 375, height: 667), offset: .zero)
        core.prepare(view: view, sectionCounts: [9]) { nil }
        let foundNine = core.accessibility()
        let nine = try #require(foundNine)
        core.invalidateData()
        core.prepare(view: view, sectionCounts: [30]) { nil }
        let foundThirty = core.accessibility()
        let thirty = try #require(foundThirty)
        #expect(nine.itemCount == 9 && thirty.itemCount == 30 && thirty.rowCount > nine.rowCount)
    }
}
