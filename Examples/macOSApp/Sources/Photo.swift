import Foundation

/// A photo of the gallery: what an item shows, and how tall it is in the waterfall. Real apps
/// have images; colours keep the example small.
struct Photo: Sendable {
    let id: Int
    let hue: Double
    let aspect: Double

    static func samples(count: Int) -> [Photo] {
        (0..<count).map { Photo(id: $0, hue: Double($0 % 12) / 12, aspect: [0.75, 1, 1.5, 1.25][$0 % 4]) }
    }
}
