#if canImport(AppKit)
import AppKit
import TesseraAppKit
import TesseraRuntime

/// A scrolling collection view of photos on a Tessera layout.
@MainActor
final class GalleryView: NSObject, NSCollectionViewDataSource {
    private let photos: [Photo]

    private init(photos: [Photo]) {
        self.photos = photos
    }

    /// The seed's three-column grid, generated from `Layouts/grid.yaml` by the build plugin (and
    /// followed live from `tessera preview --devices` in a debug build launched with its address).
    @MainActor static func grid(photos: [Photo]) -> NSView {
        scrollView(TesseraCollectionViewLayout(LivePreview.layout(TesseraLayouts.Grid())), photos: photos)
    }

    /// Two columns of photos as tall as their aspect ratios make them: the layout asks the app for
    /// each item's size. The layout is the first working one of two sources (a `FallbackLayout`):
    /// the file the app downloaded (`waterfall.json` in its caches, `tessera compile
    /// Layouts/waterfall.yaml`), then the waterfall built into it (generated from that file). A
    /// file that does not load is passed over before anything is drawn, a layout that fails while
    /// running gives way in the same pass, and each source passed over is logged with its report
    /// (code, name, serial, content hash), as an app would count it (docs/ERRORS.md).
    static func waterfall(photos: [Photo]) -> NSView {
        let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
        let downloaded = caches.appendingPathComponent("waterfall.json")
        let chain = FallbackLayout([
            LayoutSource("downloaded") { try CompiledLayout(contentsOf: downloaded) },
            .builtIn(TesseraLayouts.Waterfall()),
        ]) { skip in
            NSLog("layout source passed over: %@", "\(skip)")
        }
        let layout = TesseraCollectionViewLayout(chain) { indexPath in
            CGSize(width: 100, height: 100 * photos[indexPath.item].aspect)
        }
        layout.errorHandler = { error in NSLog("layout error: %@", "\(error)") }
        return scrollView(layout, photos: photos)
    }

    private static func scrollView(_ layout: NSCollectionViewLayout, photos: [Photo]) -> NSView {
        let source = GalleryView(photos: photos)
        let collectionView = NSCollectionView()
        collectionView.collectionViewLayout = layout
        collectionView.register(PhotoItem.self, forItemWithIdentifier: PhotoItem.identifier)
        collectionView.dataSource = source
        let scrollView = GalleryScrollView()
        scrollView.source = source
        scrollView.documentView = collectionView
        scrollView.hasVerticalScroller = true
        return scrollView
    }

    func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    func collectionView(_ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath) -> NSCollectionViewItem {
        let item = collectionView.makeItem(withIdentifier: PhotoItem.identifier, for: indexPath)
        (item as? PhotoItem)?.show(photos[indexPath.item])
        return item
    }
}

/// Keeps the data source alive as long as its view: a collection view holds its data source weakly.
final class GalleryScrollView: NSScrollView {
    var source: GalleryView?
}

/// An item that shows a photo as a coloured tile with its number.
final class PhotoItem: NSCollectionViewItem {
    static let identifier = NSUserInterfaceItemIdentifier("PhotoItem")
    private let label = NSTextField(labelWithString: "")

    override func loadView() {
        let tile = NSView()
        tile.wantsLayer = true
        tile.layer?.cornerRadius = 6
        label.alignment = .center
        label.textColor = .white
        label.autoresizingMask = [.width, .height]
        tile.addSubview(label)
        view = tile
    }

    func show(_ photo: Photo) {
        label.frame = view.bounds
        label.stringValue = "\(photo.id)"
        view.layer?.backgroundColor = NSColor(hue: CGFloat(photo.hue), saturation: 0.6, brightness: 0.8, alpha: 1).cgColor
    }
}
#endif
