import Foundation

/// Tessera's web runtime (`Runtimes/web`) as one ES module, for the pages that run layouts
/// themselves: the preview's and those `tessera render` writes. Committed in `WebRuntime/` by
/// `node Runtimes/web/build.mjs --install` (CI checks it is current) and shipped as a resource.
package enum WebRuntimeScript {
    /// The module's text; nil when the resource is missing (a binary moved without its bundle).
    package static func text() -> String? {
        guard let url = location() else { return nil }
        return try? String(contentsOf: url, encoding: .utf8)
    }

    static func location() -> URL? {
        BundledResource.url(target: "TesseraTooling", path: "WebRuntime/tessera.js",
                            sourceFolder: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent())
    }
}
