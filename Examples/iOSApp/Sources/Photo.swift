import Foundation

/// A photo of the gallery: what a cell shows. Real apps have images; colours keep the example small.
struct Photo: Identifiable, Sendable {
    let id: Int
    let hue: Double

    static func samples(count: Int) -> [Photo] {
        (0..<count).map { Photo(id: $0, hue: Double($0 % 12) / 12) }
    }
}
