import TesseraRuntime

/// Sums of an areas grid's track sizes: a cell's offset is the sum of the tracks before it and
/// its size the sum of those it spans, `a + b + c` left to right, so that they reproduce
/// hand-written arithmetic such as `width / 4 + width / 4` exactly. Literal steps are folded as
/// they are added, so that `rows: 40` gives offsets that are numbers.
struct TrackSums {
    let tracks: [LayoutExpression]
    /// The operations and nesting of the sum of all tracks, the largest sum any cell can take.
    let operations: Int
    let depth: Int

    init(_ tracks: [LayoutExpression]) {
        self.tracks = tracks
        var operations = 0, depth = 0
        for (index, track) in tracks.enumerated() {
            let shape = track.shape
            operations += shape.operations + (index > 0 ? 1 : 0)
            depth = index > 0 ? max(depth, shape.depth) + 1 : shape.depth
        }
        self.operations = operations
        self.depth = depth
    }

    /// Whether every sum stays within what the checker allows a written expression; a grid of a
    /// thousand rows whose size is not a literal would otherwise give sums of a million operations.
    var fitsTheLimits: Bool {
        operations <= CompilerLimits.maxSubstitutedOperations && depth <= CompilerLimits.maxSubstitutedDepth
    }

    /// The sum of the tracks in `range`; 0 for none.
    func sum(_ range: some RangeExpression<Int>, at location: SourceLocation) -> LayoutExpression {
        let terms = tracks[range.relative(to: tracks)]
        guard let first = terms.first else { return LayoutExpression(.number(0), at: location) }
        return terms.dropFirst().reduce(first) { LayoutExpression(.binary(.add, $0, $1), at: $1.location).folded() }
    }
}

extension LayoutExpression {
    /// The expression with an operation on literals replaced by its value.
    func folded() -> LayoutExpression {
        if case .number(let value)? = ConstantFolder.value(of: self) {
            return LayoutExpression(.number(value), at: location)
        }
        return self
    }

    /// How many operations the expression performs and how deeply they nest (0 for a leaf).
    var shape: (operations: Int, depth: Int) {
        switch kind {
        case .number, .boolean, .variable:
            return (0, 0)
        case .unary(_, let operand):
            let inner = operand.shape
            return (inner.operations + 1, inner.depth + 1)
        case .binary(_, let lhs, let rhs):
            let a = lhs.shape, b = rhs.shape
            return (a.operations + b.operations + 1, max(a.depth, b.depth) + 1)
        case .conditional(let condition, let whenTrue, let whenFalse):
            let shapes = [condition.shape, whenTrue.shape, whenFalse.shape]
            return (shapes.reduce(1) { $0 + $1.operations }, shapes.map(\.depth).max()! + 1)
        case .call(_, let arguments):
            let shapes = arguments.map(\.shape)
            return (shapes.reduce(1) { $0 + $1.operations }, (shapes.map(\.depth).max() ?? 0) + 1)
        }
    }
}
