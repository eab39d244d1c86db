import Foundation
import Testing
import TesseraRuntime
import TesseraCompiler
import TesseraExercise
import TesseraTestSupport

/// Properties every layout must have, checked over random viewports, counts, offsets and rects
/// for every file of `Layouts/` and the fixtures.
@Suite struct EnginePropertyTests {
    @Test(arguments: LayoutFixtures.paths)
    func rectQueriesEqualABruteForceFilter(_ path: String) throws {
        let layout = try LayoutFixtures.layout(path)
        var generator = SeededGenerator(seed: UInt64(path.utf8.count) &* 7919)
        for _ in 0..<25 {
            let input = LayoutInput.random(using: &generator)
            let prepared = try layout.prepare(input)
            let offset = Point(x: Double.random(in: 0...max(1, prepared.contentSize.width), using: &generator),
                               y: Double.random(in: 0...max(1, prepared.contentSize.height), using: &generator))
            let all = try prepared.allElements(at: ScrollOffsets(offset))
            for _ in 0..<8 {
                let rect = Rect(
                    x: Double.random(in: -100...prepared.contentSize.width + 100, using: &generator),
                    y: Double.random(in: -100...prepared.contentSize.height + 100, using: &generator),
                    width: Double.random(in: 0...input.viewport.width * 1.5, using: &generator),
                    height: Double.random(in: 0...input.viewport.height * 1.5, using: &generator))
                let expected = all.filter { $0.appears(in: rect) }
                let found = try prepared.elements(in: rect, at: ScrollOffsets(offset))
                #expect(found == expected, "\(path) \(input.viewport) \(input.sectionCounts) rect \(rect)")
                // The array is written in place up to this bound; past it, the query would take its slow path.
                #expect(prepared.elementBound(in: rect) >= found.count, "\(path) rect \(rect)")
                var visited: [LayoutAttributes] = []
                try prepared.forEachElement(in: rect, at: ScrollOffsets(offset)) { visited.append($0) }
                #expect(visited == expected, "the visitor: \(path) rect \(rect)")
            }
        }
    }

    @Test(arguments: LayoutFixtures.paths)
    func everyElementByIndexEqualsTheOneInTheFullList(_ path: String) throws {
        let layout = try LayoutFixtures.layout(path)
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<10 {
            let input = LayoutInput.random(using: &generator)
            let prepared = try layout.prepare(input)
            let offset = Point(x: 0, y: Double.random(in: 0...max(1, prepared.contentSize.height), using: &generator))
            let all = try prepared.allElements(at: ScrollOffsets(offset))
            #expect(all == all.sorted { $0.id < $1.id }, "elements must be sorted by section, kind, item")
            for element in all {
                #expect(try prepared.attributes(for: element.id, at: ScrollOffsets(offset)) == element)
            }
            let cells = all.filter { $0.id.kind == .cell }.count
            #expect(cells == input.sectionCounts.reduce(0, +))
            #expect(try prepared.attributes(for: .cell(input.sectionCounts[0], section: 0)) == nil)
            #expect(try prepared.attributes(for: .cell(0, section: input.sectionCounts.count)) == nil)
        }
    }

    /// The fast paths that list every element or frame give exactly the elements asked for one by one.
    @Test(arguments: LayoutFixtures.paths)
    func listingEveryElementEqualsTheQueries(_ path: String) throws {
        let layout = try LayoutFixtures.layout(path)
        var generator = SeededGenerator(seed: 21)
        for _ in 0..<10 {
            let prepared = try layout.prepare(LayoutInput.random(using: &generator))
            let offset = Point(x: 13, y: 170)
            var listed: [LayoutAttributes] = []
            try prepared.forEachElement(at: ScrollOffsets(offset)) { listed.append($0) }
            let all = try prepared.allElements(at: ScrollOffsets(offset))
            #expect(listed == all)
            var frames: [ElementID] = []
            prepared.forEachFrame(at: ScrollOffsets(offset)) { id, frame in
                frames.append(id)
                #expect(frames.count <= all.count && frame == all[frames.count - 1].frame, "\(path): \(id)")
            }
            #expect(frames == all.map(\.id))
        }
    }

    @Test(arguments: LayoutFixtures.paths)
    func everyNumberIsFiniteAndTheContentHoldsTheItems(_ path: String) throws {
        let layout = try LayoutFixtures.layout(path)
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<10 {
            let input = LayoutInput.random(using: &generator)
            let prepared = try layout.prepare(input)
            for element in try prepared.allElements() {
                let numbers = [element.frame.x, element.frame.y, element.frame.width, element.frame.height, element.scale, element.alpha]
                #expect(numbers.allSatisfy { $0.isFinite })
                #expect(element.frame.width >= 0 && element.frame.height >= 0)
                if prepared.mapping.axis == .vertical, !path.contains("circle") {
                    #expect(element.frame.maxY <= prepared.contentSize.height + 1e-9, "\(path): \(element)")
                }
                if prepared.mapping.axis == .horizontal {
                    #expect(element.frame.maxX <= prepared.contentSize.width + 1e-9, "\(path): \(element)")
                }
            }
        }
    }

    /// The same layout written for the other axis (x↔y, width↔height, top↔left, bottom↔right)
    /// at the transposed viewport gives the transposed frames.
    // Areas grids and aspect ratios are written in x/y terms that a word swap does not transpose;
    // right to left mirrors x, along the axis of a sideways twin and across a vertical one.
    @Test(arguments: LayoutFixtures.paths.filter { path in
        let source = (try? LayoutFixtures.source(path)) ?? ""
        return !source.contains("circle:") && !source.contains("areas:") && !source.contains("aspect") && !source.contains("direction: rtl")
    })
    func theTwoAxesAreTransposesOfEachOther(_ path: String) throws {
        let source = try LayoutFixtures.source(path)
        let isHorizontal = source.contains("scroll: horizontal")
        var transposed = Self.swapWords(source, [("x", "y"), ("width", "height"), ("top", "left"), ("bottom", "right")])
        transposed = isHorizontal
            ? transposed.replacingOccurrences(of: "scroll: horizontal", with: "scroll: vertical")
            : transposed.replacingOccurrences(of: "layout: ", with: "scroll: horizontal\nlayout: ")
        let original = try InterpretedLayout(yaml: source)
        let twin = try InterpretedLayout(yaml: transposed)
        var generator = SeededGenerator(seed: 3)
        for _ in 0..<10 {
            var input = LayoutInput.random(using: &generator)
            let a = try original.prepare(input)
            input.viewport = Size(width: input.viewport.height, height: input.viewport.width)
            input.itemSizes = input.itemSizes?.map { $0.map { size in
                if case .size(let s) = size { .size(Size(width: s.height, height: s.width)) } else { size }
            } }
            let b = try twin.prepare(input)
            #expect(a.contentSize.width == b.contentSize.height && a.contentSize.height == b.contentSize.width)
            let transposedFrames = try b.allElements().map { Rect(x: $0.frame.y, y: $0.frame.x, width: $0.frame.height, height: $0.frame.width) }
            #expect(try a.allElements().map(\.frame) == transposedFrames, "\(path)")
        }
    }

    /// `direction: rtl` mirrors every frame about the content's vertical centre line, or the
    /// viewport's when the content is narrower (as UIKit mirrors).
    @Test(arguments: LayoutFixtures.paths.filter { !$0.contains("circle") })
    func rightToLeftIsTheMirrorImage(_ path: String) throws {
        let source = try LayoutFixtures.source(path).split(separator: "\n").filter { !$0.hasPrefix("direction:") }.joined(separator: "\n")
        let ltr = try InterpretedLayout(yaml: source)
        let rtl = try InterpretedLayout(yaml: "direction: rtl\n" + source)
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<10 {
            let input = LayoutInput.random(using: &generator)
            let a = try ltr.prepare(input), b = try rtl.prepare(input)
            #expect(a.contentSize == b.contentSize)
            let width = max(b.contentSize.width, input.viewport.width)
            let mirrored = try b.allElements().map { element in
                Rect(x: width - element.frame.x - element.frame.width, y: element.frame.y,
                     width: element.frame.width, height: element.frame.height)
            }
            let expected = try a.allElements().map(\.frame)
            #expect(zip(expected, mirrored).allSatisfy { abs($0.x - $1.x) <= 1e-9 && $0.y == $1.y && $0.size == $1.size }, "\(path)")
        }
    }

    @Test(arguments: LayoutFixtures.paths)
    func interpolationStartsAndEndsAtTheTwoLayouts(_ path: String) throws {
        let layout = try LayoutFixtures.layout(path)
        var generator = SeededGenerator(seed: 5)
        let first = try layout.prepare(LayoutInput.random(using: &generator)).allElements()
        let second = try layout.prepare(LayoutInput.random(using: &generator)).allElements()
        let start = LayoutAttributes.interpolate(first, second, progress: 0), end = LayoutAttributes.interpolate(first, second, progress: 1)
        let firstIDs = Set(first.map(\.id)), secondIDs = Set(second.map(\.id))
        #expect(start.filter { firstIDs.contains($0.id) } == first)
        #expect(start.filter { !firstIDs.contains($0.id) }.allSatisfy { $0.alpha == 0 })
        #expect(end.filter { secondIDs.contains($0.id) } == second)
        #expect(end.filter { !secondIDs.contains($0.id) }.allSatisfy { $0.alpha == 0 })
    }

    static func swapWords(_ text: String, _ pairs: [(String, String)]) -> String {
        var swaps: [String: String] = [:]
        for (a, b) in pairs { swaps[a] = b; swaps[b] = a }
        var out = "", word = ""
        func flush() {
            out += swaps[word] ?? word
            word = ""
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                flush()
                out.append(character)
            }
        }
        flush()
        return out
    }
}
