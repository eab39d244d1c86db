#if canImport(SwiftUI)
import SwiftUI
import TesseraRuntime
import TesseraSwiftUI

/// The waterfall in SwiftUI, lazily: 100,000 photos whose heights come from their aspect ratios,
/// of which only those near the visible rect exist as views.
@available(macOS 15.0, iOS 18.0, *)
struct WaterfallCollectionView: View {
    let photos: [Photo]

    var body: some View {
        TesseraCollection(TesseraLayouts.Waterfall(), items: photos, itemSize: { photo in
            CGSize(width: 100, height: 100 * photo.aspect)
        }) { photo in
            RoundedRectangle(cornerRadius: 4)
                .fill(Color(hue: photo.hue, saturation: 0.5, brightness: 0.85))
                .overlay(Text("\(photo.id)").foregroundColor(.white))
        }
    }
}

extension Photo: Identifiable {}
#endif
