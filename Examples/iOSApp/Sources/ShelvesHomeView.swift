#if canImport(SwiftUI)
import SwiftUI
import TesseraRuntime
import TesseraSwiftUI

/// A home page in SwiftUI: two shelves that scroll sideways on their own (large cards that
/// shrink away from the middle and come to rest centred; small tiles that rest a column at a
/// time), then photos in two columns. Each section's header stays pinned while its section
/// passes under it. The shelves are lazy too: only the cards near the screen exist as views.
@available(iOS 18.0, macOS 15.0, *)
struct ShelvesHomeView: View {
    let sections: [[Photo]]
    static let titles = ["Featured", "Recently added", "For you", "Everything"]

    var body: some View {
        TesseraCollection(LivePreview.layout(TesseraLayouts.ShelvesHome()), sections: sections) { photo in
            PhotoTile(photo: photo)
                .clipShape(RoundedRectangle(cornerRadius: 10))
        } supplementary: { kind, section in
            if kind == .header {
                Text(section < Self.titles.count ? Self.titles[section] : "Section \(section)")
                    .font(.headline)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
                    .padding(.horizontal, 16)
                    .background(.bar)
            }
        }
        .onLayoutError { error in print("layout error: \(error)") }
    }

    /// Photos for the page: a shelf of 50 cards, one of 300 tiles, and two long sections, with
    /// IDs unique across sections (each item's ID is its identity in the collection).
    static func samples() -> [[Photo]] {
        var next = 0
        return [50, 300, 1_000, 10_000].map { count in
            defer { next += count }
            return (next..<(next + count)).map { Photo(id: $0, hue: Double($0 % 12) / 12) }
        }
    }
}
#endif
