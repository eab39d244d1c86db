import Foundation
import TesseraTooling

/// The page's own files, plain HTML, CSS and JavaScript shipped in `Page/`. Only these names
/// are served: a request can never name a path.
enum PageAssets {
    static let files: [String: String] = [
        "/": "index.html",
        "/index.html": "index.html",
        "/app.js": "app.js",
        "/style.css": "style.css",
    ]

    static func contentType(of name: String) -> String {
        if name.hasSuffix(".html") { return "text/html; charset=utf-8" }
        if name.hasSuffix(".js") { return "text/javascript; charset=utf-8" }
        return "text/css; charset=utf-8"
    }

    /// Where `Page/` is: the resource bundle beside the executable, else the source tree.
    static func directory() -> URL? {
        BundledResource.url(target: "TesseraPreview", path: "Page/index.html",
                            sourceFolder: URL(fileURLWithPath: #filePath).deletingLastPathComponent())?.deletingLastPathComponent()
    }
}
