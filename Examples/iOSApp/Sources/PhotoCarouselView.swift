#if canImport(SwiftUI)
import SwiftUI
import TesseraRuntime
import TesseraSwiftUI

/// The carousel in SwiftUI, lazily: of 100,000 photos only those near the screen exist as views,
/// the centre one grows as it passes, and a fling comes to rest with a photo in the middle. Each
/// card keeps its own state (here, whether it was tapped) while it is on screen.
@available(iOS 18.0, macOS 15.0, *)
struct PhotoCarouselView: View {
    let photos: [Photo]
    /// The photo to bring to the middle; the collection sets it back to nil once it is there.
    @State private var shown: Photo.ID?

    var body: some View {
        TesseraCollection(TesseraLayouts.Carousel(), items: photos) { photo in
            PhotoCard(photo: photo)
        }
        .onLayoutError { error in print("layout error: \(error)") }
        .scrollTarget($shown, placement: .center)
        .overlay(alignment: .bottom) {
            Button("Back to the first photo") { shown = photos.first?.id }
                .padding()
        }
    }
}

@available(iOS 18.0, macOS 15.0, *)
private struct PhotoCard: View {
    let photo: Photo
    @State private var liked = false

    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(Color(hue: photo.hue, saturation: 0.6, brightness: liked ? 0.6 : 0.85))
            .overlay(Text(liked ? "♥ \(photo.id)" : "\(photo.id)").foregroundColor(.white))
            .onTapGesture { liked.toggle() }
    }
}
#endif
