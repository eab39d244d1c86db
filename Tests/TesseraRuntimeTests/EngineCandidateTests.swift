import Foundation
import Testing
import TesseraRuntime

/// The engines' candidate ranges must contain every item that reaches into the queried span;
/// the prepared layout filters them, so a range that is too small loses elements silently.
@Suite struct EngineCandidateTests {
    private func reaches(_ frame: AxisRect, _ start: Double, _ end: Double) -> Bool {
        frame.u < end && frame.uEnd > start
    }

    @Test(arguments: 0..<40)
    func tilePatternCandidatesCoverEveryReachingItem(_ seed: Int) {
        // Cells of different lengths, some reaching past the period into the next block.
        let cells = [
            AxisRect(u: 0, v: 0, length: 80, breadth: 50),
            AxisRect(u: 30, v: 50, length: 150, breadth: 50),
            AxisRect(u: 90, v: 0, length: 10, breadth: 50),
        ]
        let count = seed * 7 % 50
        let pattern = TilePattern(cells: cells, period: 100 + Double(seed % 3) * 20, count: count)
        for step in 0..<30 {
            let start = Double(step * 37 % 900) - 50, end = start + Double((seed + step) % 5) * 45
            let range = pattern.candidates(uStart: start, uEnd: end)
            for item in 0..<count where reaches(pattern.frame(item), start, end) {
                #expect(range.contains(item), "item \(item) at \(pattern.frame(item)) for \(start)..<\(end)")
            }
        }
    }

    /// A justified last line (a partial block with its own slots), periods that are not exact in
    /// binary, and queries whose ends fall exactly on block boundaries: the candidates still hold
    /// every reaching item, at most one block more than needed on each side, and a ranged listing
    /// gives `frame(_:)`'s bits for every item, whatever range it starts in.
    @Test(arguments: [1, 3, 4, 7, 12, 13])
    func tilePatternRangesMatchItemByItemFrames(_ count: Int) {
        let cells = [AxisRect(u: 0, v: 0, length: 0.1, breadth: 10), AxisRect(u: 0.05, v: 10, length: 0.3, breadth: 10),
                     AxisRect(u: 0.2, v: 20, length: 0.1, breadth: 10)]
        let partial = [AxisRect(u: 0, v: 5, length: 0.1, breadth: 10), AxisRect(u: 0.05, v: 15, length: 0.3, breadth: 10)]
        for (pattern, justified) in [(TilePattern(cells: cells, period: 0.3, count: count, partialLastBlock: partial), true),
                                     (TilePattern(cells: cells, period: 0.3, count: count), false)] {
            let frames = (0..<count).map(pattern.frame)
            let lastBlockStart = count - count % 3
            if count % 3 != 0 { #expect(frames[lastBlockStart].v == (justified ? 5 : 0)) }
            for start in -1...(count + 1) {
                for end in start...(count + 2) {
                    var listed: [(Int, AxisRect)] = []
                    pattern.forEachFrame(in: start..<end) { listed.append(($0, $1)) }
                    let expected = Array(max(0, start)..<max(max(0, start), min(count, end)))
                    #expect(listed.map(\.0) == expected)
                    #expect(listed.map(\.1) == expected.map { frames[$0] })
                }
            }
            var all: [AxisRect] = []
            pattern.forEachFrame { _, frame in all.append(frame) }
            #expect(all == frames)
            for step in -2...Int(Double(count) / 3 * 10 + 4) {
                let start = Double(step) * 0.1, end = start + 0.3
                let range = pattern.candidates(uStart: start, uEnd: end)
                let reaching = (0..<count).filter { reaches(frames[$0], start, end) }
                #expect(Set(reaching).isSubset(of: Set(range)), "\(start)..<\(end): \(range) for \(reaching)")
                #expect(range.count <= (reaching.isEmpty ? 3 : reaching.count + 3 + 3 * 2), "\(range) for \(reaching)")
            }
        }
    }

    @Test func explicitFrameCandidatesCoverEveryReachingItem() {
        var frames: [AxisRect] = []
        var u = 0.0
        for index in 0..<200 {
            let length = Double(index * 53 % 170 + 5)
            frames.append(AxisRect(u: u, v: Double(index % 3) * 10, length: length, breadth: 10))
            u += Double(index * 29 % 40)  // overlapping, out of order ends
        }
        let explicit = ExplicitFrames(frames: frames)
        for start in stride(from: -20.0, to: u + 200, by: 33) {
            for span in [0.0, 1, 50, 400] {
                let range = explicit.candidates(uStart: start, uEnd: start + span)
                for (item, frame) in frames.enumerated() where reaches(frame, start, start + span) {
                    #expect(range.contains(item))
                }
            }
        }
        #expect(explicit.extent == frames.map(\.uEnd).max())
    }

    /// Steps that go round once either way, wind many times, or barely move; radii of either
    /// sign and none; rects over the circle, across its edge, inside it and away from it.
    @Test(arguments: [1.0, -1.0, 0.001, 2.399963, 7.0, 0])
    func circleCandidatesHoldEveryItemThatMeetsTheRect(_ stepFactor: Double) {
        for count in [65, 700, 3000] {
            let step = abs(stepFactor) == 1 ? stepFactor * 2 * Double.pi / Double(count) : stepFactor
            for (radius, start) in [(70.0, 0.0), (-40, 1.3), (0, 0), (1e-7, -20), (300, 12.5)] {
                for clockwise in [false, true] {
                    let circle = CirclePlacement(centerX: 187.5, centerY: 333.5, radius: radius, start: start, step: step,
                                                 itemWidth: 50, itemHeight: 30, clockwise: clockwise, singleAtCenter: true, count: count)
                    for corner in stride(from: -20.0, through: 680, by: 70) {
                        for size in [1.0, 45, 400] {
                            let rect = Rect(x: corner * 0.6, y: corner, width: size, height: size * 0.7)
                            let meeting = (0..<count).filter { circle.frame($0).intersects(rect) }
                            let answer = circle.candidateRanges(in: rect)
                            // Only items wound round many times may fall back to a scan.
                            if abs(stepFactor) == 1 || step == 0 || radius == 0 { #expect(answer != nil) }
                            guard let ranges = answer else { continue }
                            let candidates = ranges.flatMap { Array($0) }
                            #expect(candidates == candidates.sorted() && Set(candidates).count == candidates.count)
                            #expect(Set(meeting).isSubset(of: candidates), "step \(step) radius \(radius) count \(count) rect \(rect)")
                        }
                    }
                }
            }
        }
    }

    /// Centres rotated from their anchors by the table stay within 1e-9 (relative to the radius)
    /// of `sin` and `cos` for every item, and are the same bits whichever range computes them.
    @Test(arguments: [(70.0, 0.0, 2 * Double.pi / 1000), (1e6, 1.3, -0.001), (300, 12.5, 2.399963), (5, -20, 7.0)])
    func rotatedCentresMatchTheDirectFormula(_ radius: Double, _ start: Double, _ step: Double) {
        let count = 5_000
        let circle = CirclePlacement(centerX: 187.5, centerY: 333.5, radius: radius, start: start, step: step,
                                     itemWidth: 50, itemHeight: 30, clockwise: true, singleAtCenter: true, count: count)
        var worst = 0.0
        var listed: [Rect] = []
        circle.forEachFrame(in: 0..<count) { item, frame in
            let angle = start + step * Double(item)
            worst = max(worst, abs(frame.midX - (187.5 - radius * sin(angle))), abs(frame.midY - (333.5 + radius * cos(angle))))
            listed.append(frame)
        }
        #expect(worst <= 1e-9 * max(1, abs(radius)), "off by \(worst)")
        for item in stride(from: 0, to: count, by: 97) { #expect(circle.frame(item) == listed[item]) }
        var partial: [Rect] = []
        circle.forEachFrame(in: 1_234..<1_300) { _, frame in partial.append(frame) }
        #expect(partial == Array(listed[1_234..<1_300]))
    }

    /// A query skips the per-cell test when the circle lies inside its rect: that must never be
    /// claimed of a rect that some frame does not meet, and must be claimed of a rect just
    /// around the ring (or the whole-circle query loses its fast path). Each circle here goes
    /// round at least once, so its frames reach the ring's bounds.
    @Test(arguments: [(70.0, 0.0, 2 * Double.pi / 1000, 50.0, 50.0), (-300, 1.3, -0.003, 20, 80), (1e6, 12.5, 2.399963, 1, 1),
                      (0, 0, 1, 10, 10), (70, 0, 0.01, 0, 50)])
    func aCircleLiesInsideARectOnlyWhenEveryFrameMeetsIt(_ radius: Double, _ start: Double, _ step: Double, _ width: Double, _ height: Double) {
        let count = 3_000
        let circle = CirclePlacement(centerX: 187.5, centerY: -333.5, radius: radius, start: start, step: step,
                                     itemWidth: width, itemHeight: height, clockwise: radius < 0, singleAtCenter: false, count: count)
        var frames: [Rect] = []
        circle.forEachFrame(in: 0..<count) { _, frame in frames.append(frame) }
        let minX = frames.map(\.minX).min()!, maxX = frames.map(\.maxX).max()!
        let minY = frames.map(\.minY).min()!, maxY = frames.map(\.maxY).max()!
        let scale = 1 + abs(radius) + 187.5 + 333.5
        // From a rect well around the ring, in to the frames' own bounds and past them.
        for grow in [1e-6, 1e-9, 1e-12, 0, -1e-12, -1e-6, -1] {
            let pad = grow * scale
            let rect = Rect(x: minX - pad, y: minY - pad, width: maxX - minX + 2 * pad, height: maxY - minY + 2 * pad)
            if circle.liesInside(rect) {
                #expect(frames.allSatisfy { $0.intersects(rect) }, "claimed inside at \(grow)")
            }
            #expect(circle.liesInside(rect) == (grow >= 1e-6 && width > 0), "at \(grow)")
        }
    }

    /// The point of the ranges: a small rect on a circle of many items gets few candidates.
    @Test func circleCandidatesAreFewForASmallRect() throws {
        let count = 100_000
        let circle = CirclePlacement(centerX: 0, centerY: 0, radius: 1000, start: 0, step: 2 * Double.pi / Double(count),
                                     itemWidth: 10, itemHeight: 10, clockwise: false, singleAtCenter: false, count: count)
        let rect = Rect(x: 990, y: -20, width: 40, height: 40)
        let ranges = try #require(circle.candidateRanges(in: rect))
        let candidates = ranges.reduce(0) { $0 + $1.count }
        let meeting = (0..<count).filter { circle.frame($0).intersects(rect) }.count
        #expect(meeting > 0 && candidates >= meeting && candidates <= meeting + 10, "\(candidates) candidates for \(meeting)")
    }

    @Test func mappingIsItsOwnInverseAndMirrorsRightToLeft() {
        let rtl = AxisMapping(axis: .vertical, direction: .rightToLeft, contentWidth: 300)
        let rect = AxisRect(u: 10, v: 20, length: 30, breadth: 40)
        #expect(rtl.rect(rect) == Rect(x: 300 - 20 - 40, y: 10, width: 40, height: 30))
        #expect(rtl.axisRect(rtl.rect(rect)) == rect)
        let horizontal = AxisMapping(axis: .horizontal, direction: .leftToRight, contentWidth: 0)
        #expect(horizontal.rect(rect) == Rect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test func rectsIntersectOnlyWhenTheyOverlapAndContainHalfOpen() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.intersects(Rect(x: 9, y: 9, width: 5, height: 5)))
        #expect(!a.intersects(Rect(x: 10, y: 0, width: 5, height: 5)))  // touching edges
        #expect(a.contains(Point(x: 0, y: 0)) && !a.contains(Point(x: 10, y: 5)))
    }
}
