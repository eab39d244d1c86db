import Foundation

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

    /// Where `Page/` is: SwiftPM's resource bundle beside the executable, else the source tree
    /// (a binary run from the build folder of a checkout). Looked up by hand rather than through
    /// `Bundle.module`, which ends the process when the bundle is missing.
    static func directory() -> URL? {
        var candidates: [URL] = []
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath().deletingLastPathComponent()
        for folder in [executable, Bundle.main.bundleURL, Bundle.main.resourceURL].compactMap({ $0 }) {
            for bundle in ["Tessera_TesseraPreview.resources", "Tessera_TesseraPreview.bundle", "Tessera_TesseraPreview.bundle/Contents/Resources"] {
                candidates.append(folder.appendingPathComponent(bundle).appendingPathComponent("Page"))
            }
        }
        candidates.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Page"))
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("index.html").path) }
    }
}
