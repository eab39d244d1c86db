import TesseraRuntime

extension LayoutInput {
    /// A random viewport, one to three sections of up to `maxItems` items, and data sizes.
    package static func random(using generator: inout SeededGenerator, maxItems: Int = 60) -> LayoutInput {
        let viewport = Size(width: Double(Int.random(in: 200...1100, using: &generator)), height: Double(Int.random(in: 200...1100, using: &generator)))
        let counts = (0..<Int.random(in: 1...3, using: &generator)).map { _ in Int.random(in: 0...maxItems, using: &generator) }
        let sizes = counts.map { count in
            (0..<count).map { _ -> ItemSize in
                Bool.random(using: &generator)
                    ? .length(Double(Int.random(in: 10...300, using: &generator)))
                    : .size(Size(width: Double(Int.random(in: 10...200, using: &generator)), height: Double(Int.random(in: 10...200, using: &generator))))
            }
        }
        // Mostly the default text size; sometimes the smallest or an accessibility size.
        let textScale = [1, 1, 1, 14.0 / 17, 33.0 / 17, 53.0 / 17][Int.random(in: 0..<6, using: &generator)]
        return LayoutInput(viewport: viewport, sectionCounts: counts, itemSizes: sizes, textScale: textScale)
    }
}
