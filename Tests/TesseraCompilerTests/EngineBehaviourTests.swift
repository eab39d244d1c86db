import Foundation
import Testing
import TesseraRuntime
@testable import TesseraCompiler
import TesseraTooling
import TesseraTestSupport

/// Hand-computed answers for each kind and option, and the interaction API.
@Suite struct EngineBehaviourTests {
    private func prepare(_ source: String, _ width: Double, _ height: Double, _ counts: [Int], sizes: [[ItemSize]]? = nil) throws -> PreparedLayout {
        try InterpretedLayout(yaml: source).prepare(LayoutInput(viewport: Size(width: width, height: height), sectionCounts: counts, itemSizes: sizes))
    }

    private func frames(_ prepared: PreparedLayout, kind: ElementKind = .cell) throws -> [Rect] {
        try prepared.allElements().filter { $0.id.kind == kind }.map(\.frame)
    }

    private func fixture(_ name: String) throws -> String {
        try LayoutFixtures.source("Tests/Fixtures/Layouts/\(name).yaml")
    }

    // MARK: Frames of each kind

    @Test func masonryPlacesEachItemInTheShortestColumn() throws {
        // 300 available, columns at least 90 wide with 6 between: 3 columns of 96. Lengths are
        // 96, 144, 192, 96, 144; item 4 goes to the middle column, then the shortest.
        let prepared = try prepare(try fixture("masonry_expression"), 320, 480, [5])
        #expect(try frames(prepared) == [
            Rect(x: 10, y: 10, width: 96, height: 96),
            Rect(x: 112, y: 10, width: 96, height: 144),
            Rect(x: 214, y: 10, width: 96, height: 192),
            Rect(x: 10, y: 110, width: 96, height: 96),
            Rect(x: 112, y: 158, width: 96, height: 144),
        ])
        #expect(prepared.contentSize == Size(width: 320, height: 312))
    }

    @Test func masonryInOrderTakesColumnsInTurnAndScalesDataSizes() throws {
        // Horizontal: three rows of (300 - 10) / 3 across; a {w, h} size scales to the row's height.
        let sizes: [[ItemSize]] = [[.length(50), .size(Size(width: 20, height: 10)), .length(30), .length(40)]]
        let prepared = try prepare(try fixture("masonry_order_horizontal"), 500, 300, [4], sizes: sizes)
        let breadth = (300.0 - 10) / 3
        #expect(try frames(prepared) == [
            Rect(x: 0, y: 0, width: 50, height: breadth),
            Rect(x: 0, y: breadth + 5, width: 20 * breadth / 10, height: breadth),
            Rect(x: 0, y: 2 * (breadth + 5), width: 30, height: breadth),
            Rect(x: 55, y: 0, width: 40, height: breadth),
        ])
    }

    @Test func blocksStackSlotsInColumnsWithFixedSpacing() throws {
        // Horizontal: columns are rows (height - 20) / 3 tall; slot 1 is 150 long, the others 70.
        let prepared = try prepare(try fixture("blocks_fixed_spacing"), 400, 320, [6])
        let row = 300.0 / 3
        #expect(try frames(prepared) == [
            Rect(x: 0, y: 0, width: 70, height: row),
            Rect(x: 0, y: row + 5, width: 150, height: row),
            Rect(x: 0, y: 2 * (row + 5), width: 70, height: row),
            Rect(x: 75, y: 0, width: 70, height: row),
            Rect(x: 75, y: 2 * (row + 5), width: 70, height: row),
            Rect(x: 155, y: 0, width: 70, height: row),
        ])
    }

    @Test func aClockwiseCircleStartsAtTheTopAndTurnsRight() throws {
        let prepared = try prepare(try fixture("circle_clockwise"), 300, 600, [4])
        let r = 100.0, cx = 150.0, cy = 240.0
        let centers = try frames(prepared).map(\.center)
        let expected = [(0.0, -r), (r, 0), (0, r), (-r, 0)].map { Point(x: cx + $0.0, y: cy + $0.1) }
        #expect(zip(centers, expected).allSatisfy { abs($0.x - $1.x) < 1e-9 && abs($0.y - $1.y) < 1e-9 })
        #expect(prepared.contentSize == Size(width: 300, height: 600))
        // 'single: circle' keeps a lone item on the circle.
        let lone = try frames(try prepare(try fixture("circle_clockwise"), 300, 600, [1]))
        #expect(abs(lone[0].center.y - (cy - r)) < 1e-9)
    }

    @Test func aPerItemFlowBreaksLinesAndCentresThem() throws {
        // Widths 40, 77, 114, 61 (40 + 37i mod 90); 288 available, spacing 8.
        let prepared = try prepare(try fixture("flow_per_item"), 320, 480, [4])
        #expect(try frames(prepared) == [
            Rect(x: 36.5, y: 12, width: 40, height: 30),
            Rect(x: 84.5, y: 12, width: 77, height: 30),
            Rect(x: 169.5, y: 12, width: 114, height: 30),
            Rect(x: 129.5, y: 48, width: 61, height: 30),
        ])
        #expect(prepared.contentSize.height == 90)
    }

    @Test func explicitTilesRepeatWithTheirPeriod() throws {
        let prepared = try prepare(try fixture("tiles_cells_horizontal"), 600, 200, [4])
        #expect(try frames(prepared) == [
            Rect(x: 12, y: 8, width: 120, height: 100),
            Rect(x: 12, y: 108, width: 60, height: 100),
            Rect(x: 72, y: 108, width: 60, height: 100),
            Rect(x: 142, y: 8, width: 120, height: 100),
        ])
        // The last block ends at 142 + 120, then the right inset.
        #expect(prepared.contentSize == Size(width: 274, height: 200))
    }

    @Test func sectionsStackWithHeadersFootersAndInsets() throws {
        let prepared = try prepare(try fixture("tiles_named_rtl"), 400, 800, [2, 1])
        let headers = try frames(prepared, kind: .header), footers = try frames(prepared, kind: .footer)
        // Section 0: header 40, top inset 6, one block of 120 (two rows of 60), bottom 10, footer 24.
        #expect(headers == [Rect(x: 0, y: 0, width: 400, height: 40), Rect(x: 0, y: 200, width: 400, height: 40)])
        #expect(footers == [Rect(x: 0, y: 176, width: 400, height: 24), Rect(x: 0, y: 376, width: 400, height: 24)])
        // Right to left: the hero (columns 0-1 of widths 200, 100) sits at the right edge.
        #expect(try frames(prepared).first == Rect(x: 100, y: 46, width: 300, height: 120))
    }

    // MARK: Pinning, variants, effects

    @Test func pinnedHeadersStayAtTheTopUntilTheirSectionEnds() throws {
        let prepared = try prepare(try fixture("tiles_named_rtl"), 400, 800, [2, 1])
        func headerY(_ section: Int, _ offset: Double) throws -> Double? {
            try prepared.attributes(for: ElementID(.header, section: section), at: ScrollPosition(x: 0, y: offset))?.frame.y
        }
        #expect(try headerY(0, 0) == 0)
        #expect(try headerY(0, 100) == 100)
        #expect(try headerY(0, 190) == 160)  // pushed out by its section's end at 200
        #expect(try headerY(1, 190) == 200)
        #expect(try headerY(1, 250) == 250)
        // A pinned header is found by a rect query wherever it floats to, and drawn on top.
        let visible = try prepared.elements(in: Rect(x: 0, y: 300, width: 400, height: 10), at: ScrollPosition(x: 0, y: 300))
        let header = visible.first { $0.id.kind == .header }
        #expect(header?.id.section == 1 && header?.zIndex == 1024)
    }

    @Test func theFirstMatchingVariantWins() throws {
        let source = try fixture("flow_columns_variants")
        func columns(_ width: Double, _ height: Double) throws -> Int {
            let cells = try frames(try prepare(source, width, height, [20]))
            return cells.filter { $0.y == cells[0].y }.count
        }
        #expect(try columns(800, 600) == 6)   // width >= 700 (also landscape)
        #expect(try columns(600, 400) == 4)   // landscape
        #expect(try columns(320, 480) == 3)   // (320 + 10) / (100 + 10)
        #expect(try columns(209, 480) == 1)
    }

    @Test func effectsFollowTheDistanceFromTheViewportsCentre() throws {
        let prepared = try prepare(try fixture("line_effects"), 320, 480, [6])
        let at = { (offset: Double, item: Int) throws -> LayoutAttributes in
            try #require(try prepared.attributes(for: .cell(item), at: ScrollPosition(x: 0, y: offset)))
        }
        // Item 2's centre is 2 * 132 + 60 = 324; at offset 84 it is at the viewport's centre.
        let centred = try at(84, 2)
        #expect(centred.scale == 1 && centred.alpha == 1 && centred.zIndex == 0)
        let away = try at(0, 2)  // distance 84
        #expect(away.scale == 1 - 84.0 / 960 && away.alpha == 1 - 84.0 / 480 && away.zIndex == -84)
        #expect(try at(0, 5).alpha == 0)  // clamped
    }

    // MARK: Snapping and hit testing

    @Test func centreSnappingBringsTheNearestCellToTheMiddle() throws {
        let prepared = try prepare(try LayoutFixtures.source("Layouts/carousel.yaml"), 375, 667, [10])
        // Cells start at 137.5 + 110 i; the viewport's centre at offset x is x + 187.5.
        let target = try prepared.restingOffset(proposed: Point(x: 130, y: 0))
        #expect(target == Point(x: 110, y: 0))
        #expect(try prepared.restingOffset(proposed: Point(x: 170, y: 0)) == Point(x: 220, y: 0))
    }

    @Test func leadingSnappingRestsOnAnItemEdgeInTheDirectionOfTravel() throws {
        let prepared = try prepare(try fixture("tiles_cells_horizontal"), 300, 200, [12])
        // Blocks start at 12 + 130 k, after the 12-point inset, so they rest at 130 k; their lower
        // cells start 60 further along, and rest at 60 + 130 k.
        #expect(try prepared.restingOffset(proposed: Point(x: 150, y: 0)) == Point(x: 130, y: 0))
        #expect(try prepared.restingOffset(proposed: Point(x: 150, y: 0), velocity: Point(x: 1, y: 0)) == Point(x: 190, y: 0))
        #expect(try prepared.restingOffset(proposed: Point(x: 150, y: 0), velocity: Point(x: -1, y: 0)) == Point(x: 130, y: 0))
    }

    @Test func pageSnappingRestsOnWholeViewports() throws {
        let prepared = try prepare(try fixture("line_effects"), 320, 480, [20])
        #expect(try prepared.restingOffset(proposed: Point(x: 0, y: 700)) == Point(x: 0, y: 480))
        #expect(try prepared.restingOffset(proposed: Point(x: 0, y: 500), velocity: Point(x: 0, y: 2)) == Point(x: 0, y: 960))
        #expect(try prepared.restingOffset(proposed: Point(x: 0, y: 950), velocity: Point(x: 0, y: -2)) == Point(x: 0, y: 480))
        // Never past the end: the content is 20 * 132 - 12 = 2628 tall.
        #expect(try prepared.restingOffset(proposed: Point(x: 0, y: 2600)) == Point(x: 0, y: 2628 - 480))
    }

    @Test func hitTestingFindsTheFrontmostElementAsDisplayed() throws {
        let mosaic = try prepare(try LayoutFixtures.source("Layouts/mosaic.yaml"), 400, 800, [12])
        #expect(try mosaic.element(at: Point(x: 300, y: 150)) == .cell(2))
        #expect(try mosaic.element(at: Point(x: 100, y: 500)) == .cell(6))
        #expect(try mosaic.element(at: Point(x: 100, y: 5000)) == nil)
        // Scaled carousel cells are hit where they are drawn, not where their frames are.
        let carousel = try prepare(try LayoutFixtures.source("Layouts/carousel.yaml"), 375, 667, [10])
        let cell3 = try #require(try carousel.attributes(for: .cell(3)))
        #expect(cell3.scale < 1)
        let insideFrameOnly = Point(x: cell3.frame.x + 1, y: cell3.frame.y + 1)
        #expect(try carousel.element(at: insideFrameOnly) == nil)
        #expect(try carousel.element(at: cell3.frame.center) == .cell(3))
    }

    @Test func aDraggedCellMovesWhenItsCentreEntersAnotherCell() throws {
        let mosaic = try prepare(try LayoutFixtures.source("Layouts/mosaic.yaml"), 400, 800, [12])
        #expect(try mosaic.moveTarget(for: .cell(0), center: Point(x: 300, y: 50)) == .cell(1))
        #expect(try mosaic.moveTarget(for: .cell(0), center: Point(x: 100, y: 100)) == nil)  // over itself
        #expect(try mosaic.moveTarget(for: .cell(0), center: Point(x: 100, y: 9000)) == nil)
    }

    // MARK: Viewport changes and updates

    @Test func onlyWhatTheLayoutReadsNeedsANewLayout() throws {
        let grid = try prepare(try LayoutFixtures.source("Layouts/grid.yaml"), 375, 667, [30])
        #expect(!grid.needsNewAttributes(size: Size(width: 375, height: 500), offset: .zero, from: .zero))
        #expect(grid.needsNewAttributes(size: Size(width: 320, height: 667), offset: .zero, from: .zero))
        #expect(!grid.needsNewAttributes(size: grid.viewport, offset: Point(x: 0, y: 300), from: .zero))
        let carousel = try prepare(try LayoutFixtures.source("Layouts/carousel.yaml"), 375, 667, [10])
        #expect(carousel.needsNewAttributes(size: carousel.viewport, offset: Point(x: 10, y: 0), from: .zero))
        let pinned = try prepare(try fixture("tiles_named_rtl"), 375, 667, [3, 3])
        #expect(pinned.needsNewAttributes(size: pinned.viewport, offset: Point(x: 0, y: 10), from: .zero))
        let circle = try prepare(try LayoutFixtures.source("Layouts/circle.yaml"), 375, 667, [5])
        #expect(circle.needsNewAttributes(size: Size(width: 375, height: 600), offset: .zero, from: .zero))
    }

    @Test func insertionsAndDeletionsMoveSurvivorsAndFadeTheRest() throws {
        let layout = try InterpretedLayout(yaml: try LayoutFixtures.source("Layouts/mosaic.yaml"))
        var driver = try ScrollDriver(layout: layout, input: LayoutInput(viewport: Size(width: 400, height: 800), sectionCounts: [6]))
        let before = driver.kept
        // Delete item 1, insert a new item at 4: old 2, 3, 4 become 1, 2, 3; old 5 stays 5.
        let updates: [ItemUpdate] = [.delete(item: 1, section: 0), .insert(item: 4, section: 0)]
        #expect(ItemUpdate.indexMap(section: 0, oldCount: 6, newCount: 6, updates: updates) == [0, nil, 1, 2, 3, 5])
        let animation = try driver.performBatchUpdates(updates)
        let start = animation.attributes(at: 0), end = animation.attributes(at: 1)
        // At the start, new item 1 (old item 2) is where old item 2 was; the inserted item is invisible.
        #expect(start.first { $0.id == .cell(1) && $0.alpha == 1 }?.frame == before[2].frame)
        #expect(start.first { $0.id == .cell(4) }?.alpha == 0)
        // At the end, everything is where the new layout puts it and the deleted item has faded.
        #expect(end.filter { $0.alpha > 0 } == driver.kept)
        #expect(end.last?.frame == before[1].frame && end.last?.alpha == 0)
        // Updates that do not add up are refused, not guessed at.
        #expect(throws: LayoutError.self) { try driver.performBatchUpdates([.delete(item: 9, section: 0)]) }
        #expect(ItemUpdate.indexMap(section: 0, oldCount: 3, newCount: 3, updates: [.insert(item: 0, section: 0)]) == nil)
    }

    @Test func aNonFiniteValueIsAnErrorAtTheExpression() throws {
        let source = """
            layout: Broken
            line:
              item: {width: 100 / (width - 300), height: 50}
            """
        #expect(throws: LayoutError.self) { try prepare(source, 300, 400, [3]) }
        do {
            _ = try prepare(source, 300, 400, [3])
        } catch let error as LayoutError {
            #expect(error.line == 3 && error.column == 21)
            #expect(error.message.contains("evaluates to inf") && error.message.contains("300×400"))
        }
        // Negative sizes are errors too, at the expression.
        do {
            _ = try prepare(source, 200, 400, [3])
            Issue.record("expected an error for a negative width")
        } catch let error as LayoutError {
            #expect(error.message.contains("negative") && error.line == 3)
        }
        #expect(try prepare(source, 400, 400, [3]).contentSize.height == 150)
    }

    @Test func runtimeErrorsNameTheFileLineAndColumn() throws {
        let layout = try InterpretedLayout(yaml: "layout: Shelf\nflow:\n  item: {width: width / 4 - 100, height: 50}\n", file: "Layouts/shelf.yaml")
        let error = try #require(throws: LayoutError.self) { try layout.prepare(LayoutInput(viewport: Size(width: 320, height: 568), sectionCounts: [3])) }
        #expect(error.file == "Layouts/shelf.yaml")
        #expect(error.description.hasPrefix("Layouts/shelf.yaml:3:27: the item's width is negative"))
        let loadError = try #require(throws: InterpretedLayout.LoadError.self) { try InterpretedLayout(yaml: "layout: Bad\nflow: {columns: x}\n", file: "bad.yaml") }
        #expect(loadError.description.hasPrefix("bad.yaml:2:"))
    }

    // MARK: Found by new layouts

    @Test func rightToLeftContentNarrowerThanTheViewportHugsTheRightEdge() throws {
        // Three 100-point items 10 apart sideways, insets of 20: 360 of content on a 667 screen.
        // Mirrored within the viewport, as UIKit does: item 0 ends 20 before the right edge.
        let source = "layout: R\nscroll: horizontal\ndirection: rtl\nline:\n  item: {width: 100, height: 100}\n  spacing: 10\ninsets: {left: 20, right: 20}\n"
        let prepared = try prepare(source, 667, 375, [3])
        #expect(prepared.contentSize.width == 360)
        #expect(try frames(prepared).map(\.x) == [547, 437, 327])
        // Wider content mirrors within itself, as before.
        let wide = try prepare(source, 667, 375, [10])
        #expect(try frames(wide).first?.x == wide.contentSize.width - 120)
        // A new width moves them, even though the layout does not read the width.
        #expect(prepared.needsNewAttributes(size: Size(width: 800, height: 375), offset: .zero, from: .zero))
        var driver = try ScrollDriver(layout: try InterpretedLayout(yaml: source), input: LayoutInput(viewport: Size(width: 667, height: 375), sectionCounts: [3]))
        try driver.resize(to: Size(width: 800, height: 375))
        #expect(driver.kept.first?.frame.x == 680)
    }

    @Test func restingOffsetsAreAlwaysWithinTheContent() throws {
        // The carousel: 10 items, content 1365 wide on 375, so offsets rest from 0 to 990.
        let carousel = try prepare(try LayoutFixtures.source("Layouts/carousel.yaml"), 375, 667, [10])
        #expect(try carousel.restingOffset(proposed: Point(x: 5_000, y: 0)) == Point(x: 990, y: 0))
        #expect(try carousel.restingOffset(proposed: Point(x: -400, y: 0)) == Point(x: 0, y: 0))
        #expect(try carousel.restingOffset(proposed: Point(x: 1_200, y: 0)) == Point(x: 990, y: 0))
        #expect(try carousel.restingOffset(proposed: Point(x: 500, y: 0)) == Point(x: 550, y: 0))
        // No snap: the proposal, held within the content.
        let mosaic = try prepare(try LayoutFixtures.source("Layouts/mosaic.yaml"), 375, 667, [12])
        #expect(try mosaic.restingOffset(proposed: Point(x: 30, y: -50)) == .zero)
        #expect(try mosaic.restingOffset(proposed: Point(x: 0, y: 1e6)) == Point(x: 0, y: mosaic.contentSize.height - 667))
    }

    @Test func anAreasBlockIsItsWholeGridTrailingEmptyRowsIncluded() throws {
        func blockLength(_ areas: String) throws -> Double {
            let source = "layout: A\ntiles:\n  columns: 50\n  rows: 40\n  gap: 10\n  areas: \(areas)\n"
            return try prepare(source, 300, 500, [2]).contentSize.height
        }
        // Two items a block, one block: a leading empty row and a trailing one count alike.
        #expect(try blockLength("[\"a b\", \". .\"]") == 40 + 10 + 40)
        #expect(try blockLength("[\". .\", \"a b\"]") == 40 + 10 + 40)
        #expect(try blockLength("[\"a b\"]") == 40)
        // Blocks repeat a whole grid (and the gap) apart.
        let source = "layout: A\ntiles:\n  columns: 50\n  rows: 40\n  gap: 10\n  areas: [\"a b\", \". .\"]\n"
        #expect(try frames(try prepare(source, 300, 500, [4]))[2].y == 100)
    }

    @Test func aSectionsOwnEffectsAndSnapApplyToItAlone() throws {
        // Section 0: plain rows of 100; section 1: the same rows fading with distance and resting
        // on a row's leading edge; the layout has neither.
        let source = """
            layout: Mixed
            line:
              item: {width: width, height: 100}
            sections:
              - {}
              - effects: {alpha: 0.5}
                snap: leading
            """
        let prepared = try prepare(source, 300, 400, [10, 10])
        let elements = try prepared.allElements()
        #expect(elements.filter { $0.id.section == 0 }.allSatisfy { $0.alpha == 1 })
        #expect(elements.filter { $0.id.section == 1 }.allSatisfy { $0.alpha == 0.5 })
        // In section 0 (under the viewport's centre) nothing snaps; in section 1 a row's edge is taken.
        #expect(try prepared.restingOffset(proposed: Point(x: 0, y: 230)) == Point(x: 0, y: 230))
        #expect(try prepared.restingOffset(proposed: Point(x: 0, y: 1_230)) == Point(x: 0, y: 1_200))
        // A section can turn the layout's effects off.
        let off = try prepare("layout: Off\nline:\n  item: {width: width, height: 100}\neffects: {alpha: 0.25}\nsections:\n  - effects: {}\n", 300, 400, [3, 3])
        #expect(try off.allElements().map(\.alpha) == [1, 1, 1, 0.25, 0.25, 0.25])
    }
}
