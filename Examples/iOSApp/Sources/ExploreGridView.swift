#if canImport(SwiftUI)
import SwiftUI
import TesseraRuntime
import TesseraSwiftUI

/// The explore grid in SwiftUI: 100,000 photos, of which only those near the screen exist as
/// views. Each photo keeps its state (a tap marks it) while it is near the screen, and a badge
/// shows how far down the grid the screen is.
@available(iOS 18.0, macOS 15.0, *)
struct ExploreGridView: View {
    let photos: [Photo]
    /// The photo at the top of the screen, which the collection reports as it scrolls.
    @State private var first: Photo.ID?

    var body: some View {
        TesseraCollection(LivePreview.layout(TesseraLayouts.ExploreGrid()), items: photos) { photo in
            PhotoTile(photo: photo)
        }
        .onLayoutError { error in print("layout error: \(error)") }
        .onFirstVisibleItemChange { first = $0 }
        .overlay(alignment: .bottomTrailing) {
            Text("\((first ?? 0) + 1) of \(photos.count)")
                .font(.caption.monospacedDigit())
                .padding(6)
                .background(.thinMaterial, in: Capsule())
                .padding()
        }
    }
}

@available(iOS 18.0, macOS 15.0, *)
struct PhotoTile: View {
    let photo: Photo
    @State private var marked = false

    var body: some View {
        Rectangle()
            .fill(Color(hue: photo.hue, saturation: 0.55, brightness: marked ? 0.55 : 0.85))
            .overlay(alignment: .bottomLeading) {
                Text(marked ? "✓ \(photo.id)" : "\(photo.id)").font(.caption2).foregroundColor(.white).padding(4)
            }
            .onTapGesture { marked.toggle() }
    }
}
#endif
