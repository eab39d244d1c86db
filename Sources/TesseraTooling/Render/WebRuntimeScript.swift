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

    /// SwiftPM's resource bundle beside the executable, else the source tree (a binary run from
    /// the build folder of a checkout). Looked up by hand rather than through `Bundle.module`,
    /// which ends the process when the bundle is missing.
    static func location() -> URL? {
        var candidates: [URL] = []
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath().deletingLastPathComponent()
        for folder in [executable, Bundle.main.bundleURL, Bundle.main.resourceURL].compactMap({ $0 }) {
            for bundle in ["Tessera_TesseraTooling.resources", "Tessera_TesseraTooling.bundle", "Tessera_TesseraTooling.bundle/Contents/Resources"] {
                candidates.append(folder.appendingPathComponent(bundle).appendingPathComponent("WebRuntime/tessera.js"))
            }
        }
        candidates.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("WebRuntime/tessera.js"))
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
    }
}
