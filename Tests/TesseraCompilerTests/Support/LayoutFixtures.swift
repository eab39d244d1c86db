import Foundation
import TesseraRuntime
@testable import TesseraCompiler

/// Every layout the engine tests run: the seeds of `Layouts/` and the fixtures that exercise
/// every kind and option.
enum LayoutFixtures {
    static let directories = ["Layouts", "Tests/Fixtures/Layouts"]

    static let paths: [String] = directories.flatMap { directory in
        let url = repositoryRoot.appendingPathComponent(directory)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { "\(directory)/\($0)" }
    }

    static func source(_ path: String) throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    static func layout(_ path: String) throws -> InterpretedLayout {
        try InterpretedLayout(yaml: try source(path))
    }
}

/// A small deterministic generator (SplitMix64), so a failing property test fails the same way
/// on every run and machine.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension LayoutInput {
    /// A random viewport, one to three sections of up to `maxItems` items, and data sizes.
    static func random(using generator: inout SeededGenerator, maxItems: Int = 60) -> LayoutInput {
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
