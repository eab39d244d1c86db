#if canImport(AppKit)
import AppKit
import SwiftUI

/// A window with collection views side by side: a grid laid out by a generated layout, a
/// waterfall whose item heights come from the app's data, and (macOS 15 and later) the same
/// waterfall of 100,000 photos in SwiftUI's lazy `TesseraCollection`.
@main
final class AppDelegate: NSObject, NSApplicationDelegate {
    private var window: NSWindow?

    static func main() {
        let application = NSApplication.shared
        let delegate = AppDelegate()
        application.delegate = delegate
        application.run()
    }

    func applicationDidFinishLaunching(_ notification: Notification) {
        let split = NSSplitView(frame: NSRect(x: 0, y: 0, width: 900, height: 600))
        split.isVertical = true
        split.addArrangedSubview(GalleryView.grid(photos: Photo.samples(count: 90)))
        split.addArrangedSubview(GalleryView.waterfall(photos: Photo.samples(count: 90)))
        if #available(macOS 15.0, *) {
            split.addArrangedSubview(NSHostingView(rootView: WaterfallCollectionView(photos: Photo.samples(count: 100_000))))
        }
        let window = NSWindow(contentRect: split.frame, styleMask: [.titled, .closable, .resizable],
                              backing: .buffered, defer: false)
        window.title = "Tessera gallery"
        window.contentView = split
        window.makeKeyAndOrderFront(nil)
        self.window = window
    }

    func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool {
        true
    }
}
#endif
