#if canImport(SwiftUI)
import SwiftUI
import TesseraRuntime
import TesseraSwiftUI

/// A short gallery in SwiftUI: `TesseraStack` places every subview where the mosaic puts its
/// cells, inside a scroll view, at the reader's text size (for layouts whose rows hold text).
@available(iOS 16.0, macOS 13.0, *)
struct PhotoStackView: View {
    let photos: [Photo]
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @State private var failure: String?

    var body: some View {
        // A `Layout` cannot read the environment: the stack takes its error handler itself.
        let stack = TesseraStack(TesseraLayouts.Mosaic(), textScale: TesseraStack.textScale(for: dynamicTypeSize))
            .onLayoutError { error in failure = "\(error)" }
        ScrollView {
            stack {
                ForEach(photos) { photo in
                    RoundedRectangle(cornerRadius: 6)
                        .fill(Color(hue: photo.hue, saturation: 0.6, brightness: 0.8))
                        .overlay(Text("\(photo.id)").foregroundColor(.white))
                }
            }
        }
        .overlay(alignment: .bottom) {
            if let failure { Text(failure).font(.caption) }
        }
    }
}
#endif
