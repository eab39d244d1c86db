#if canImport(SwiftUI)
import SwiftUI
import TesseraRuntime
import TesseraSwiftUI

/// A photo library written from the docs alone (README, APPS.md, PREVIEW.md): albums as sections
/// with a header and a footer, captions that size themselves, photos the reader drags to another
/// place in their album, the first photo in view shown, a strip of albums that scrolls the
/// collection to one, and a layout the app downloads later that replaces the bundled one. SwiftUI's own `ScrollPosition` drives the strip, beside the
/// collection, in the same file.
@available(iOS 18.0, macOS 15.0, *)
struct PhotoLibraryView: View {
    @Binding var albums: [[Photo]]
    /// The album strip's position, SwiftUI's own type.
    @Binding var stripPosition: ScrollPosition
    @State private var downloaded: FallbackLayout?
    @State private var first: Photo.ID?
    @State private var target: Photo.ID?
    @State private var failure: String?

    var body: some View {
        VStack(spacing: 0) {
            ScrollView(.horizontal) {
                LazyHStack {
                    ForEach(albums.indices, id: \.self) { album in
                        Button("Album \(album + 1)") { target = albums[album].first?.id }
                    }
                }
                .padding(.horizontal)
            }
            .scrollPosition($stripPosition)
            // The live layout (debug builds with the preview) is asked for here, in `body`, as
            // often as it runs: the same name gives the same layout.
            TesseraCollection(downloaded ?? LivePreview.layout(TesseraLayouts.Notes()), sections: albums,
                              itemSize: { _ in CGSize(width: 343, height: 60) }) { photo in
                PhotoCaption(photo: photo)
            } supplementary: { kind, album in
                if kind == .header {
                    Text("Album \(album + 1)").font(.headline)
                } else {
                    Text("\(albums[album].count) photos").font(.caption)
                }
            }
            .navigationTitle(first.map { "Photo \($0 + 1)" } ?? "Library")
            .onLayoutError { error in failure = "\(error)" }
            .onFirstVisibleItemChange { (id: Photo.ID?) in first = id }
            .scrollTarget($target, placement: .leading)
            .cellsSizeThemselves()
            .onItemMove { album, source, destination in albums[album].move(fromOffsets: source, toOffset: destination) }
        }
        .overlay(alignment: .bottom) {
            if let failure { Text(failure).font(.caption).padding().background(.thinMaterial) }
        }
        .task { await loadDownloadedLayout() }
    }

    /// The layout the app downloaded (a compiled layout file, here from the bundle): it replaces
    /// the bundled one, and the collection lays it out at once. A `FallbackLayout` keeps the
    /// built-in layout behind it: a file this build cannot read is passed over, and so is one
    /// that fails while running, in the same layout pass; each is shown, as an app would count it.
    private func loadDownloadedLayout() async {
        guard let url = Bundle.main.url(forResource: "notes", withExtension: "json") else { return }
        // Skips are reported on the thread that laid out: they reach the view through a stream.
        let (skips, report) = AsyncStream.makeStream(of: FallbackSkip.self)
        downloaded = FallbackLayout([
            LayoutSource("downloaded") { try CompiledLayout(contentsOf: url) },
            .builtIn(TesseraLayouts.Notes()),
        ]) { report.yield($0) }
        for await skip in skips { failure = "passed over \(skip)" }
    }
}

/// A photo's caption, as long as its text.
@available(iOS 18.0, macOS 15.0, *)
struct PhotoCaption: View {
    let photo: Photo

    var body: some View {
        Text(String(repeating: "Photo \(photo.id). ", count: 1 + photo.id % 4))
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(10)
            .background(Color(hue: photo.hue, saturation: 0.3, brightness: 0.95), in: RoundedRectangle(cornerRadius: 8))
    }
}
#endif

#if canImport(SwiftUI)
/// The library in a tab: the albums' order and the strip's position are the screen's state.
@available(iOS 18.0, macOS 15.0, *)
struct PhotoLibraryScreen: View {
    @State private var albums: [[Photo]]
    @State private var strip = ScrollPosition()

    init(albums: [[Photo]]) {
        _albums = State(initialValue: albums)
    }

    var body: some View {
        NavigationStack {
            PhotoLibraryView(albums: $albums, stripPosition: $strip)
        }
    }
}
#endif
