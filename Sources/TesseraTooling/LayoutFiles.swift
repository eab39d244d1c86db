import Foundation

/// Layout files as commands find them below a directory.
package enum LayoutFiles {
    /// A file root is itself; a directory gives its `.yaml`/`.yml` files, recursively, sorted,
    /// skipping hidden folders and build folders, and any link that leads out of it.
    package static func find(under root: String, limit: Int = 10_000) -> [(id: String, path: String)] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return [(root, root)] }
        let base = URL(fileURLWithPath: root).resolvingSymlinksInPath().standardizedFileURL.path
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var files: [(String, String)] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || name == "node_modules" {
                enumerator.skipDescendants()
                continue
            }
            guard name.hasSuffix(".yaml") || name.hasSuffix(".yml") else { continue }
            let path = (root as NSString).appendingPathComponent(relative)
            let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
            guard resolved.hasPrefix(base + "/") else { continue }
            let id = root.hasSuffix("/") ? root + relative : root + "/" + relative
            files.append((id, path))
            if files.count >= limit { break }
        }
        return files.sorted { $0.0 < $1.0 }
    }
}
