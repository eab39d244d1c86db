@_spi(Generated) import TesseraRuntime  // LayoutMath: the ports use the runtime's sine and cosine, for the same bits

/// Hand-written Swift ports of the seeds' layouts, written the way the seeds write them: every
/// frame computed in `prepare` into an array, and a linear filter of that array per query.
/// They are the baseline Tessera is measured against.
protocol SeedPort: Sendable {
    init(width: Double, height: Double, count: Int, lengths: [Double])
    var frames: [Rect] { get }
    var contentSize: Size { get }
}

extension SeedPort {
    func elements(in rect: Rect) -> [Rect] {
        frames.filter { $0.intersects(rect) }
    }
}

/// CYGridLayout: six cells in two columns, repeating every `width`.
struct CYGridLayoutPort: SeedPort {
    var frames: [Rect] = []
    var contentSize: Size

    init(width viewWidth: Double, height: Double, count: Int, lengths: [Double]) {
        let width = viewWidth * 0.5
        frames.reserveCapacity(count)
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
        contentSize = Size(width: viewWidth, height: frames.map(\.maxY).max() ?? 0)
    }
}

/// CYCircleLayout: 50×50 items at radius 70 around the viewport's centre.
struct CYCircleLayoutPort: SeedPort {
    var frames: [Rect] = []
    var contentSize: Size

    init(width: Double, height: Double, count: Int, lengths: [Double]) {
        contentSize = Size(width: width, height: height)
        frames.reserveCapacity(count)
        for i in 0..<count {
            var center = Point(x: width * 0.5, y: height * 0.5)
            if count != 1 {
                let angle = (2 * Double.pi / Double(count)) * Double(i)
                center = Point(x: width * 0.5 + 70 * LayoutMath.sin(angle), y: height * 0.5 + 70 * LayoutMath.cos(angle))
            }
            frames.append(Rect(x: center.x - 25, y: center.y - 25, width: 50, height: 50))
        }
    }
}

/// CYLineLayout: a horizontal flow layout of 100×100 items whose scale follows the distance
/// from the centre, computed for the attributes of each query.
struct CYLineLayoutPort: SeedPort {
    var frames: [Rect] = []
    var contentSize: Size
    let width: Double

    init(width: Double, height: Double, count: Int, lengths: [Double]) {
        self.width = width
        let inset = (width - 100) * 0.5
        frames.reserveCapacity(count)
        for i in 0..<count {
            frames.append(Rect(x: inset + Double(i) * 110, y: (height - 100) * 0.5, width: 100, height: 100))
        }
        contentSize = Size(width: inset * 2 + Double(count) * 100 + Double(max(0, count - 1)) * 10, height: height)
    }

    /// layoutAttributesForElementsInRect: the frames in the rect, each with its scale.
    func scaledElements(in rect: Rect, offsetX: Double) -> [(Rect, Double)] {
        let centerX = offsetX + width * 0.5
        return elements(in: rect).map { ($0, 1 - Swift.abs($0.midX - centerX) / width) }
    }
}

/// The two-column waterfall: each item goes to the shorter column.
struct WaterfallPort: SeedPort {
    var frames: [Rect] = []
    var contentSize: Size

    init(width: Double, height: Double, count: Int, lengths: [Double]) {
        let columnWidth = (width - 10) / 2
        var columns = [0.0, 0.0]
        frames.reserveCapacity(count)
        for i in 0..<count {
            let itemHeight = lengths[i]
            let column = columns[0] < columns[1] ? 0 : 1
            columns[column] = columns[column] + itemHeight + 10
            frames.append(Rect(x: (10 + columnWidth) * Double(column), y: columns[column] - itemHeight - 10, width: columnWidth, height: itemHeight))
        }
        contentSize = Size(width: width, height: max(columns[0], columns[1]))
    }
}

/// YJCollectionViewFlowLayout with its demo's column spec, one section with header and footer.
struct YJCollectionViewFlowLayoutPort: SeedPort {
    var frames: [Rect] = []
    var contentSize: Size

    init(width: Double, height: Double, count: Int, lengths: [Double]) {
        let spec = [[0], [1, 5], [2, 6], [3, 7], [4, 8]]
        let inset = 10.0
        let unit = (width - inset - inset - Double(spec.count - 1) * 10) / Double(spec.count + 1)
        let widths = spec.indices.map { $0 == 0 ? 2 * unit + 10 : unit }
        let blockSize = 9
        let spacing = (width - inset - inset - widths.reduce(0, +)) / Double(spec.count - 1)
        var flowHeight = 60 + inset
        var cells = [Rect](repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: count)
        var bottom = 0.0
        for block in 0..<((count + blockSize - 1) / blockSize) {
            var left = inset
            for (column, slots) in spec.enumerated() {
                var top = flowHeight
                for slot in slots {
                    let item = blockSize * block + slot
                    guard item < count else { break }
                    let itemHeight = item % blockSize == 0 ? 2 * unit + 10 : unit
                    let frame = Rect(x: left, y: top, width: widths[column], height: itemHeight)
                    cells[item] = frame
                    top = frame.maxY + spacing
                    bottom = max(bottom, frame.maxY)
                }
                left = left + widths[column] + spacing
            }
            flowHeight = bottom + spacing
        }
        flowHeight = (count == 0 ? flowHeight : flowHeight - spacing) + inset
        frames = [Rect(x: 0, y: 0, width: width, height: 60)] + cells + [Rect(x: 0, y: flowHeight, width: width, height: 50)]
        contentSize = Size(width: width, height: flowHeight + 50)
    }
}

/// The seed-003 grid: a flow layout of three square items a line, lines justified.
struct FlowGridPort: SeedPort {
    var frames: [Rect] = []
    var contentSize: Size

    init(width: Double, height: Double, count: Int, lengths: [Double]) {
        let side = (width - 2 * 5 - 15 * 2 - 1) / 3
        let gap = (width - 30 - 3 * side) / 2
        frames.reserveCapacity(count)
        for i in 0..<count {
            let row = i / 3, column = i % 3
            let lone = i == count - 1 && column == 0
            let x = lone ? (width - side) / 2 : 15 + Double(column) * (side + gap)
            frames.append(Rect(x: x, y: 15 + Double(row) * (side + 5), width: side, height: side))
        }
        contentSize = Size(width: width, height: (frames.last?.maxY ?? 0) + 15)
    }
}

/// The best a careful engineer would write by hand for the mosaic alone: closed-form frames,
/// and a rect query that computes the blocks it crosses.
struct HandOptimisedMosaic {
    let half: Double
    let count: Int

    init(width: Double, count: Int) {
        half = width * 0.5
        self.count = count
    }

    @inline(__always) func frame(_ i: Int) -> Rect {
        let block = Double(i / 6) * 4 * half * 0.5
        let quarter = half * 0.5
        switch i % 6 {
        case 0: return Rect(x: 0, y: block, width: half, height: half)
        case 1: return Rect(x: half, y: block, width: half, height: quarter)
        case 2: return Rect(x: half, y: block + quarter, width: half, height: quarter)
        case 3: return Rect(x: 0, y: block + half, width: half, height: quarter)
        case 4: return Rect(x: 0, y: block + half + quarter, width: half, height: quarter)
        default: return Rect(x: half, y: block + half, width: half, height: half)
        }
    }

    /// Every frame in order, a block of six at a time: no division or switch per item.
    @inline(__always) func forEachFrame(_ body: (Rect) -> Void) {
        let quarter = half * 0.5
        var block = 0.0
        var item = 0
        while item + 6 <= count {
            body(Rect(x: 0, y: block, width: half, height: half))
            body(Rect(x: half, y: block, width: half, height: quarter))
            body(Rect(x: half, y: block + quarter, width: half, height: quarter))
            body(Rect(x: 0, y: block + half, width: half, height: quarter))
            body(Rect(x: 0, y: block + half + quarter, width: half, height: quarter))
            body(Rect(x: half, y: block + half, width: half, height: half))
            block += 2 * half
            item += 6
        }
        while item < count {
            body(frame(item))
            item += 1
        }
    }

    func forEachFrame(in rect: Rect, _ body: (Rect) -> Void) {
        let blockLength = 2 * half
        guard blockLength > 0, count > 0 else { return }
        let first = Swift.max(0, Int((rect.minY / blockLength).rounded(.down)))
        let last = Swift.min((count - 1) / 6, Int((rect.maxY / blockLength).rounded(.down)))
        guard first <= last else { return }
        for i in (first * 6)..<Swift.min(count, (last + 1) * 6) {
            let frame = frame(i)
            if frame.intersects(rect) { body(frame) }
        }
    }

    /// The same query returning what `PreparedLayout.elements(in:)` returns, as a careful
    /// engineer would write it: the array reserved once for the blocks the rect spans.
    func attributes(in rect: Rect) -> [LayoutAttributes] {
        let blockLength = 2 * half
        guard blockLength > 0, count > 0 else { return [] }
        let first = Swift.max(0, Int((rect.minY / blockLength).rounded(.down)))
        let last = Swift.min((count - 1) / 6, Int((rect.maxY / blockLength).rounded(.down)))
        guard first <= last else { return [] }
        let items = (first * 6)..<Swift.min(count, (last + 1) * 6)
        var result: [LayoutAttributes] = []
        result.reserveCapacity(items.count)
        for i in items {
            let frame = frame(i)
            if frame.intersects(rect) { result.append(LayoutAttributes(id: .cell(i), frame: frame)) }
        }
        return result
    }
}
