/// The data-driven engine: one frame per item, computed in a single pass at prepare (masonry,
/// flows with sizes from data), kept in flat arrays. Queries binary-search two monotone arrays:
/// the running maximum of item ends and the running minimum, from the back, of item starts.
public struct ExplicitFrames: Hashable, Sendable {
    public private(set) var frames: [AxisRect]
    private var maxEndUpTo: [Double]
    private var minStartFrom: [Double]

    public init(frames: [AxisRect]) {
        self.frames = frames
        maxEndUpTo = []
        maxEndUpTo.reserveCapacity(frames.count)
        var running = -Double.infinity
        for frame in frames {
            running = max(running, frame.uEnd)
            maxEndUpTo.append(running)
        }
        minStartFrom = Array(repeating: 0, count: frames.count)
        running = .infinity
        for index in frames.indices.reversed() {
            running = min(running, frames[index].u)
            minStartFrom[index] = running
        }
    }

    public var count: Int { frames.count }
    public var extent: Double { maxEndUpTo.last ?? 0 }

    public func candidates(uStart: Double, uEnd: Double) -> Range<Int> {
        // First item that ends after uStart, or follows one that does.
        var low = 0, high = frames.count
        while low < high {
            let middle = (low + high) / 2
            if maxEndUpTo[middle] > uStart { high = middle } else { low = middle + 1 }
        }
        let first = low
        // One past the last item after which something still starts before uEnd.
        low = first
        high = frames.count
        while low < high {
            let middle = (low + high) / 2
            if minStartFrom[middle] < uEnd { low = middle + 1 } else { high = middle }
        }
        return first..<max(first, low)
    }
}
