#if canImport(SwiftUI)
import SwiftUI
import TesseraRuntime
import TesseraSwiftUI

/// The waterfall in SwiftUI, lazily: 100,000 photos with captions, of which only those near the
/// visible rect exist as views. Their heights start from the photos' aspect ratios and follow
/// what each cell needs with its caption.
@available(macOS 15.0, iOS 18.0, *)
struct WaterfallCollectionView: View {
    let photos: [Photo]

    var body: some View {
        TesseraCollection(TesseraLayouts.Waterfall(), items: photos, itemSize: { photo in
            CGSize(width: 100, height: 100 * photo.aspect)
        }) { photo in
            // A caption under each photo: the cell takes the height it needs.
            VStack(alignment: .leading, spacing: 4) {
                RoundedRectangle(cornerRadius: 4)
                    .fill(Color(hue: photo.hue, saturation: 0.5, brightness: 0.85))
                    .aspectRatio(1 / photo.aspect, contentMode: .fit)
                Text("Photo \(photo.id)" + String(repeating: " and its caption", count: photo.id % 4))
                    .font(.caption)
            }
        }
        .cellsSizeThemselves()
    }
}

extension Photo: Identifiable {}
#endif
