import TesseraRuntime

/// Item sizes for data-sized layouts when the page has none of its own: the same for the same
/// seed on every machine (SplitMix64), photo-like widths and heights in whole points.
enum RandomSizes {
    static func make(seed: UInt64, counts: [Int]) -> [[ItemSize]] {
        var state = seed
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        return counts.map { count in
            (0..<count).map { _ in
                .size(Size(width: Double(80 + next() % 161), height: Double(60 + next() % 261)))
            }
        }
    }
}
