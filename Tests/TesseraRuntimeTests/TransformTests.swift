import Testing
@_spi(Generated) import TesseraRuntime
import TesseraCompiler
import TesseraExercise
import TesseraTestSupport

/// Rotation, translation and the turn in perspective: values computed by hand, the projection
/// and its inverse (hit testing) against each other and against the matrix, and rect queries
/// that find cells drawn away from their frames. (The checker's errors: `TransformCheckTests`.)
@Suite struct TransformTests {
    static let phone = Size(width: 375, height: 667)

    func prepare(_ source: String, items: Int = 10, viewport: Size = phone) throws -> PreparedLayout {
        try InterpretedLayout(yaml: source).prepare(LayoutInput(viewport: viewport, sectionCounts: [items]))
    }

    static func element(_ frame: Rect, change: (inout LayoutAttributes) -> Void) -> LayoutAttributes {
        var element = LayoutAttributes(id: .cell(0), frame: frame)
        change(&element)
        return element
    }

    static func close(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

    @Test func theTransformCostsTheAttributesNoSpaceForItsAxis() {
        // `turnAxis` sits in the padding after `id`: 80 bytes before the transforms, 40 for them.
        #expect(MemoryLayout<LayoutAttributes>.size == 120)
    }

    @Test func coverFlowTurnsAndSlidesEachCoverByItsDistance() throws {
        let prepared = try prepare(try seedLayoutSource("coverflow"))
        // Covers 160 wide, 20 apart, from x 107.5 (the inset that centres cover 0); the viewport's
        // centre is at 187.5, so cover 1 is 180 from it and cover 2 is 360.
        let cells = try prepared.elements(in: Rect(x: 0, y: 0, width: 375, height: 667)).filter { $0.id.kind == .cell }
        #expect(cells.map(\.id.item) == [0, 1, 2])
        let center = cells[0], side = cells[1]
        #expect(center.turn == 0 && center.translation.x == 0 && center.zIndex == 0 && !center.isTransformed)
        #expect(side.frame == Rect(x: 287.5, y: 253.5, width: 160, height: 160))
        #expect(side.turn == -1.1)  // -180 / 160 * 1.1 = -1.2375, held at the tilt
        #expect(side.translation == Point(x: -81, y: 0))  // -180 * 0.45 * min(1, 180 / 160)
        #expect(side.perspective == 500 && side.turnAxis == .vertical && side.zIndex == -180)
        // Cover 2's frame starts past the viewport, at 467.5, but the query gives it: slid back
        // 162 (centre 385.5) and turned 1.1 away, its left edge, 80 from the centre, comes
        // 80·sin 1.1 nearer and is drawn 80·cos 1.1 / (1 + 80·sin 1.1 / 500) left of the centre.
        let third = cells[2]
        #expect(third.frame.minX == 467.5 && third.translation.x == -162)
        let left = 385.5 - 80 * LayoutMath.cos(1.1) / (1 + 80 * LayoutMath.sin(1.1) / 500)
        #expect(Self.close(third.displayedBounds!.minX, left) && left < 375)
    }

    @Test func aTurnInPerspectiveIsDrawnAsComputedByHand() throws {
        // 100 × 100 at the origin, turned 60° about the vertical axis, the viewer 500 away. The
        // right edge (x = 50 from the centre) goes 50·sin 60° = 43.30 back: drawn at
        // 50·cos 60° / (1 + 43.30/500) = 23.007 right of the centre, 46.015 up and down; the left
        // edge comes 43.30 forward: 27.371 left, 54.741 up and down.
        let turned = Self.element(Rect(x: 0, y: 0, width: 100, height: 100)) {
            $0.turn = .pi / 3
            $0.perspective = 500
        }
        let corners = try #require(turned.displayedCorners)
        let near = 1 - 50 * (3.0).squareRoot() / 2 / 500, far = 1 + 50 * (3.0).squareRoot() / 2 / 500
        #expect(Self.close(corners[0].x, 50 - 25 / near) && Self.close(corners[0].y, 50 - 50 / near))
        #expect(Self.close(corners[1].x, 50 + 25 / far) && Self.close(corners[1].y, 50 - 50 / far))
        #expect(Self.close(corners[2].x, 50 + 25 / far) && Self.close(corners[2].y, 50 + 50 / far))
        #expect(Self.close(corners[0].x, 22.629, within: 1e-3) && Self.close(corners[1].x, 73.007, within: 1e-3))
        let bounds = try #require(turned.displayedBounds)
        #expect(Self.close(bounds.minX, corners[0].x) && Self.close(bounds.maxX, corners[1].x))
        #expect(Self.close(bounds.minY, corners[0].y) && Self.close(bounds.maxY, corners[3].y))
        // Hit testing takes a point back to the element's plane.
        #expect(turned.displayContains(Point(x: 72.9, y: 50)) && !turned.displayContains(Point(x: 73.1, y: 50)))
        #expect(turned.displayContains(Point(x: 22.7, y: 50)) && !turned.displayContains(Point(x: 22.5, y: 50)))
        #expect(turned.displayContains(Point(x: 25, y: -4)) && !turned.displayContains(Point(x: 72, y: 3)))
    }

    @Test func aRotationIsDrawnAndHitAsComputedByHand() {
        // 100 × 20 about its centre (50, 10), a quarter turn clockwise: 20 wide and 100 tall.
        let rotated = Self.element(Rect(x: 0, y: 0, width: 100, height: 20)) { $0.rotation = .pi / 2 }
        let bounds = rotated.displayedBounds!
        #expect(Self.close(bounds.minX, 40) && Self.close(bounds.maxX, 60) && Self.close(bounds.minY, -40) && Self.close(bounds.maxY, 60))
        #expect(rotated.displayContains(Point(x: 50, y: -30)) && rotated.displayContains(Point(x: 55, y: 55)))
        #expect(!rotated.displayContains(Point(x: 10, y: 10)), "inside the frame, outside what is drawn")
        // Moved as well: the same shape 30 right and 5 up.
        var moved = rotated
        moved.translation = Point(x: 30, y: -5)
        #expect(moved.displayContains(Point(x: 85, y: -40)) && !moved.displayContains(Point(x: 50, y: -30)))
    }

    @Test func theMatrixDrawsWhatTheProjectionDraws() {
        var generator = SeededGenerator(seed: 18)
        for index in 0..<200 {
            let element = Self.element(Rect(x: .random(in: -50...50, using: &generator), y: .random(in: -50...50, using: &generator),
                                            width: .random(in: 1...200, using: &generator), height: .random(in: 1...200, using: &generator))) {
                $0.scale = .random(in: 0.2...2, using: &generator)
                $0.rotation = .random(in: -3...3, using: &generator)
                $0.turn = .random(in: -1.3...1.3, using: &generator)
                $0.turnAxis = index % 2 == 0 ? .vertical : .horizontal
                $0.perspective = index % 3 == 0 ? 0 : .random(in: 300...900, using: &generator)
                $0.translation = Point(x: .random(in: -40...40, using: &generator), y: .random(in: -40...40, using: &generator))
            }
            let matrix = element.transformMatrix, frame = element.frame
            guard let corners = element.displayedCorners else { continue }
            let local = [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)].map { Point(x: $0.0 * frame.width / 2, y: $0.1 * frame.height / 2) }
            let aboutOrigin = element.transformMatrixAboutOrigin
            for (corner, point) in zip(corners, local) {
                let drawn = try! #require(matrix.project(point))
                #expect(Self.close(drawn.x + frame.midX, corner.x, within: 1e-6) && Self.close(drawn.y + frame.midY, corner.y, within: 1e-6))
                // The same point relative to the top-left corner, as SwiftUI's projectionEffect takes it.
                let fromOrigin = try! #require(aboutOrigin.project(Point(x: point.x + frame.width / 2, y: point.y + frame.height / 2)))
                #expect(Self.close(fromOrigin.x + frame.minX, corner.x, within: 1e-6) && Self.close(fromOrigin.y + frame.minY, corner.y, within: 1e-6))
            }
            // The centre is always drawn at the centre moved by the translation, and is hit.
            let center = Point(x: frame.midX + element.translation.x, y: frame.midY + element.translation.y)
            if abs(LayoutMath.cos(element.turn)) > 0.01 { #expect(element.displayContains(center), "\(element)") }
            // A point just outside the drawn quadrilateral's bounds is never hit.
            let bounds = element.displayedBounds!
            #expect(!element.displayContains(Point(x: bounds.maxX + 0.01, y: bounds.midY)))
        }
    }

    @Test func hitTestingFindsTheTurnedCoverUnderTheFinger() throws {
        let prepared = try prepare(try seedLayoutSource("coverflow"))
        // Cover 1's frame starts at 287.5, but it is drawn slid 81 back and turned: its drawn
        // left edge is near 287.5 - 81 + 80·(1 - cos 1.1 ...) - and cover 0, in front, covers the middle.
        let side = try #require(try prepared.attributes(for: .cell(1)))
        let drawn = try #require(side.displayedBounds)
        #expect(drawn.maxX < side.frame.maxX - 81)
        #expect(try prepared.element(at: Point(x: 187.5, y: 333)) == .cell(0))
        #expect(try prepared.element(at: Point(x: drawn.maxX - 2, y: 333)) == .cell(1))
        #expect(try prepared.element(at: Point(x: side.frame.maxX - 2, y: 333)) == nil, "the frame's right end is not drawn")
    }

    @Test func aRectQueryFindsACellDrawnIntoItFromAfar() throws {
        // Cells 50 wide in a column; each is drawn 300 to the right of its frame.
        let prepared = try prepare("""
            layout: Moved
            line: {item: {width: 50, height: 40}, spacing: 10, align: start}
            effects: {translateX: 300}
            """)
        let rect = Rect(x: 300, y: 0, width: 60, height: 45)
        #expect(try prepared.elements(in: rect).map(\.id) == [.cell(0)])
        var visited: [ElementID] = []
        try prepared.forEachElement(in: rect) { visited.append($0.id) }
        #expect(visited == [.cell(0)])
        #expect(try prepared.elements(in: Rect(x: 0, y: 0, width: 45, height: 45)).map(\.id) == [.cell(0)], "its frame still counts")
        #expect(try prepared.element(at: Point(x: 320, y: 60)) == .cell(1))
        #expect(try prepared.element(at: Point(x: 20, y: 60)) == nil)
    }

    @Test func aTranslationIsHeldWithinOneViewport() throws {
        let prepared = try prepare("""
            layout: Far
            line: {item: {width: 50, height: 40}, spacing: 10}
            effects: {translateX: 5000, translateY: -index * 1000}
            """)
        let cell = try #require(try prepared.attributes(for: .cell(3)))
        #expect(cell.translation == Point(x: 375, y: -667))
    }

    @Test func blendingMixesTheTransform() {
        let start = Self.element(Rect(x: 0, y: 0, width: 10, height: 10)) { $0.rotation = 1; $0.perspective = 300; $0.turn = 0.5 }
        let end = Self.element(Rect(x: 0, y: 0, width: 10, height: 10)) { $0.rotation = 3; $0.translation = Point(x: 10, y: 0) }
        let middle = LayoutAttributes.interpolate([start], [end], progress: 0.25)[0]
        #expect(middle.rotation == 1.5 && middle.translation == Point(x: 2.5, y: 0) && middle.turn == 0.375 && middle.perspective == 300)
        #expect(LayoutAttributes.interpolate([start], [end], progress: 0.75)[0].perspective == 0)
    }

    @Test func aPerspectiveThatIsNotPositiveIsALocatedLayoutError() throws {
        let layout = try InterpretedLayout(yaml: """
            layout: L
            line: {item: {width: 50, height: 40}}
            effects:
              turn: 0.5
              perspective: width - 400
            """, file: "L.yaml")
        #expect(throws: LayoutError.self) { try layout.prepare(LayoutInput(viewport: Self.phone, sectionCounts: [3])).allElements() }
        do {
            _ = try layout.prepare(LayoutInput(viewport: Self.phone, sectionCounts: [3])).allElements()
        } catch {
            #expect(error.description.contains("L.yaml:5:22"), "\(error)")
            #expect(error.description.contains("the perspective is -25"), "\(error)")
        }
    }
}
