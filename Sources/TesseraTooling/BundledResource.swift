import Foundation

/// A file a target ships as a SwiftPM resource, found at run time: in the target's resource
/// bundle beside the executable (or in an app's bundle), else in the source tree, for a binary run
/// from the build folder of a checkout. Looked up by hand rather than through `Bundle.module`,
/// which ends the process when the bundle is missing.
package enum BundledResource {
    /// `path` inside target `target`'s resources; `sourceFolder` is where the resources are in the
    /// source tree (the folder holding `path`'s first component).
    package static func url(target: String, path: String, sourceFolder: URL) -> URL? {
        var candidates: [URL] = []
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath().deletingLastPathComponent()
        for folder in [executable, Bundle.main.bundleURL, Bundle.main.resourceURL].compactMap({ $0 }) {
            for bundle in ["Tessera_\(target).resources", "Tessera_\(target).bundle", "Tessera_\(target).bundle/Contents/Resources"] {
                candidates.append(folder.appendingPathComponent(bundle).appendingPathComponent(path))
            }
        }
        candidates.append(sourceFolder.appendingPathComponent(path))
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
    }
}
