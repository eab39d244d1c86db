import Foundation
import Testing
import TesseraRuntime
@testable import TesseraCompiler
import TesseraTestSupport

/// Frames computed independently from the seeds' own code, compared with the interpreter's.
@Suite struct SeedFidelityTests {
    private func prepare(_ name: String, _ width: Double, _ height: Double, counts: [Int], sizes: [[ItemSize]]? = nil) throws -> PreparedLayout {
        let layout = try InterpretedLayout(yaml: try seedLayoutSource(name))
        return try layout.prepare(LayoutInput(viewport: Size(width: width, height: height), sectionCounts: counts, itemSizes: sizes))
    }

    private func expectClose(_ a: Rect, _ b: Rect, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let close = [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height].allSatisfy { abs($0) <= 1e-9 }
        #expect(close, "\(a) != \(b)", sourceLocation: sourceLocation)
    }

    /// CYGridLayout.prepareLayout, transcribed.
    private func seedMosaic(_ viewWidth: Double, count: Int) -> [Rect] {
        var frames: [Rect] = []
        let width = viewWidth * 0.5
        for i in 0..<count {
            switch i {
            case 0: frames.append(Rect(x: 0, y: 0, width: width, height: width))
            case 1: frames.append(Rect(x: width, y: 0, width: width, height: width * 0.5))
            case 2: frames.append(Rect(x: width, y: width * 0.5, width: width, height: width * 0.5))
            case 3: frames.append(Rect(x: 0, y: width, width: width, height: width * 0.5))
            case 4: frames.append(Rect(x: 0, y: width + width * 0.5, width: width, height: width * 0.5))
            case 5: frames.append(Rect(x: width, y: width, width: width, height: width))
            default:
                var last = frames[i - 6]
                last.origin.y += 2 * width
                frames.append(last)
            }
        }
        return frames
    }

    @Test(arguments: [(375.0, 667.0, 1), (375, 667, 6), (320, 480, 13), (414, 896, 40)])
    func mosaicMatchesCYGridLayout(_ width: Double, _ height: Double, _ count: Int) throws {
        let layout = try prepare("mosaic", width, height, counts: [count])
        let elements = try layout.allElements()
        let expected = seedMosaic(width, count: count)
        #expect(elements.count == count)
        for (element, frame) in zip(elements, expected) { expectClose(element.frame, frame) }
        #expect(layout.contentSize.height == expected.map(\.maxY).max())
        #expect(layout.contentSize.width == width)
    }

    @Test(arguments: [(375.0, 667.0, 1), (375, 667, 7), (320, 568, 12)])
    func circleMatchesCYCircleLayout(_ width: Double, _ height: Double, _ count: Int) throws {
        let layout = try prepare("circle", width, height, counts: [count])
        let elements = try layout.allElements()
        for (index, element) in elements.enumerated() {
            var center = Point(x: width * 0.5, y: height * 0.5)
            if count != 1 {
                let angle = (2 * Double.pi / Double(count)) * Double(index)
                center = Point(x: width * 0.5 + 70 * sin(angle), y: height * 0.5 + 70 * cos(angle))
            }
            expectClose(element.frame, Rect(x: center.x - 25, y: center.y - 25, width: 50, height: 50))
        }
        #expect(layout.contentSize == Size(width: width, height: height))
    }

    @Test func carouselMatchesCYLineLayout() throws {
        let width = 375.0, count = 10
        let layout = try prepare("carousel", width, 200, counts: [count])
        let inset = (width - 100) * 0.5
        #expect(layout.contentSize == Size(width: inset * 2 + Double(count) * 100 + Double(count - 1) * 10, height: 200))
        let offset = Point(x: 237, y: 0)
        for element in try layout.allElements(at: ScrollOffsets(offset)) {
            let frame = Rect(x: inset + Double(element.id.item) * 110, y: 50, width: 100, height: 100)
            expectClose(element.frame, frame)
            let centerX = offset.x + width * 0.5
            // The seed's formula, held at 0: it goes negative only for cells more than a width from
            // the centre, which the seed never asks for (they are outside its visible rect).
            #expect(abs(element.scale - max(0, 1 - abs(frame.midX - centerX) / width)) <= 1e-12)
        }
        // targetContentOffsetForProposedContentOffset, transcribed.
        for proposedX in stride(from: 0.0, through: 900, by: 37) {
            let visible = Rect(x: proposedX, y: 0, width: width, height: 200)
            let centerX = proposedX + width * 0.5
            var minDelta = Double.greatestFiniteMagnitude
            for item in 0..<count {
                let frame = Rect(x: inset + Double(item) * 110, y: 50, width: 100, height: 100)
                if frame.intersects(visible), abs(minDelta) > abs(frame.midX - centerX) { minDelta = frame.midX - centerX }
            }
            let target = try layout.restingOffset(proposed: Point(x: proposedX, y: 0))
            #expect(abs(target.x - (proposedX + minDelta)) <= 1e-9)
        }
    }

    /// YJCollectionViewFlowLayout.prepareLayout with the demo's delegate, transcribed.
    private func seedBlocks(width: Double, spec: [[Int]], counts: [Int]) -> (cells: [[Rect]], headers: [Rect], footers: [Rect], height: Double) {
        let inset = 10.0
        let columnCount = Double(spec.count)
        let unit = (width - inset - inset - (columnCount - 1) * 10) / (columnCount + 1)
        let widths = spec.indices.map { $0 == 0 ? 2 * unit + 10 : unit }
        let blockSize = spec.reduce(0) { $0 + $1.count }
        let spacing = (width - inset - inset - widths.reduce(0, +)) / Double(spec.count - 1)
        var flowHeight = 0.0
        var cells: [[Rect]] = [], headers: [Rect] = [], footers: [Rect] = []
        for count in counts {
            headers.append(Rect(x: 0, y: flowHeight, width: width, height: 60))
            flowHeight += 60
            flowHeight += inset
            var section = [Rect?](repeating: nil, count: count)
            var bottom = 0.0
            for block in 0..<((count + blockSize - 1) / blockSize) {
                var left = inset
                for (column, slots) in spec.enumerated() {
                    var top = flowHeight
                    for slot in slots {
                        let item = blockSize * block + slot
                        guard item < count else { break }
                        let height = item % blockSize == 0 ? 2 * unit + 10 : unit
                        let frame = Rect(x: left, y: top, width: widths[column], height: height)
                        section[item] = frame
                        top = frame.maxY + spacing
                        bottom = max(bottom, frame.maxY)
                    }
                    left = left + widths[column] + spacing
                }
                flowHeight = bottom + spacing
            }
            flowHeight = count == 0 ? flowHeight : flowHeight - spacing
            flowHeight += inset
            footers.append(Rect(x: 0, y: flowHeight, width: width, height: 50))
            flowHeight += 50
            cells.append(section.compactMap { $0 })
        }
        return (cells, headers, footers, flowHeight)
    }

    @Test(arguments: [(375.0, 667.0, [50, 50, 50]), (667, 375, [13, 27]), (320, 568, [1, 9, 10])])
    func blocksMatchYJCollectionViewFlowLayout(_ width: Double, _ height: Double, _ counts: [Int]) throws {
        let spec = width > height ? [[0], [1, 7], [2, 8], [3, 9], [4, 10], [5, 11], [6, 12]] : [[0], [1, 5], [2, 6], [3, 7], [4, 8]]
        let expected = seedBlocks(width: width, spec: spec, counts: counts)
        let layout = try prepare("blocks", width, height, counts: counts)
        let elements = try layout.allElements()
        for (section, cells) in expected.cells.enumerated() {
            let actual = elements.filter { $0.id.section == section && $0.id.kind == .cell }
            #expect(actual.count == cells.count)
            for (element, frame) in zip(actual, cells) { expectClose(element.frame, frame) }
            let header = try #require(elements.first { $0.id == ElementID(.header, section: section) })
            expectClose(header.frame, expected.headers[section])
            let footer = try #require(elements.first { $0.id == ElementID(.footer, section: section) })
            expectClose(footer.frame, expected.footers[section])
        }
        #expect(abs(layout.contentSize.height - expected.height) <= 1e-9)
    }

    @Test func waterfallMatchesTestLayoutWithBothColumnsAtTheTopInset() throws {
        let heights: [Double] = [120, 40, 75, 189, 60, 60, 101, 44, 150, 90]
        let width = 375.0
        let layout = try prepare("waterfall", width, 667, counts: [heights.count], sizes: [heights.map { .length($0) }])
        let columnWidth = (width - 0 - 0 - 10) / 2
        var columns = [0.0, 0.0]
        var bottom = 0.0
        for (element, height) in zip(try layout.allElements(), heights) {
            let column = columns[0] < columns[1] ? 0 : 1
            columns[column] = columns[column] + height + 10
            let frame = Rect(x: 0 + (10 + columnWidth) * Double(column), y: columns[column] - height - 10, width: columnWidth, height: height)
            expectClose(element.frame, frame)
            bottom = max(bottom, frame.maxY)
        }
        #expect(layout.contentSize.height == bottom)
    }

    @Test func gridMatchesTheSeedsFlowLayoutDelegate() throws {
        let width = 375.0
        let layout = try prepare("grid", width, 667, counts: [7])
        let side = (width - 2 * 5 - 15 * 2 - 1) / 3
        let gap = (width - 30 - 3 * side) / 2
        for element in try layout.allElements() {
            let row = element.id.item / 3, column = element.id.item % 3
            let x = element.id.item == 6 ? (width - side) / 2 : 15 + Double(column) * (side + gap)
            expectClose(element.frame, Rect(x: x, y: 15 + Double(row) * (side + 5), width: side, height: side))
        }
        #expect(abs(layout.contentSize.height - (15 + 3 * side + 2 * 5 + 15)) <= 1e-9)
    }
}
