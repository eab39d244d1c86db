import Foundation

/// The layout files below the preview's roots, as the watcher lists them ten times a second:
/// folder by folder from the top, so that past the most files it serves the files nearest the
/// top are the ones taken (the folder the developer named, then its subfolders), and those left
/// out are counted and named. Only regular files are taken: a path that became a folder, a
/// socket or a dangling link is no layout. Hidden folders, `node_modules` and links that lead
/// out of their root are skipped, as the other commands skip them (`LayoutFiles`).
struct LayoutScan {
    struct File {
        var id: String
        var path: String
        var label: String
        var stamp: LayoutLibrary.Stamp
    }

    /// The files taken, sorted by id.
    var files: [File] = []
    /// Layout files found past `limit`, and a few of them (nearest the top first).
    var skipped = 0
    var skippedExamples: [String] = []
    /// The listing stopped after `maxEntries` names: more files may have been skipped.
    var stoppedEarly = false

    /// Names looked at in one scan, at most: a tree larger than this (a home folder named by
    /// mistake) is not walked ten times a second.
    static let maxEntries = 50_000

    static func scan(roots: [String], limit: Int, maxEntries: Int = maxEntries) -> LayoutScan {
        var found: [(depth: Int, root: Int, file: File)] = []
        var seen = Set<String>()
        var entries = 0
        var stoppedEarly = false
        for (rootIndex, root) in roots.enumerated() {
            guard let type = fileType(root) else { continue }
            if type == .regular {
                if seen.insert(root).inserted, let stamp = stamp(root) {
                    let label = root.hasPrefix("/") ? URL(fileURLWithPath: root).lastPathComponent : root
                    found.append((0, rootIndex, File(id: root, path: root, label: label, stamp: stamp)))
                }
                continue
            }
            guard type == .directory else { continue }
            let base = URL(fileURLWithPath: root).resolvingSymlinksInPath().standardizedFileURL.path
            let prefix = root.hasSuffix("/") ? root : root + "/"
            // Breadth first: every file of a folder before any of its subfolders'.
            var level: [String] = [""]
            var depth = 0
            while !level.isEmpty, !stoppedEarly {
                var next: [String] = []
                for relativeFolder in level {
                    let folder = relativeFolder.isEmpty ? root : prefix + relativeFolder
                    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
                    for name in names.sorted() {
                        entries += 1
                        if entries > maxEntries {
                            stoppedEarly = true
                            break
                        }
                        if name.hasPrefix(".") || name == "node_modules" { continue }
                        let relative = relativeFolder.isEmpty ? name : relativeFolder + "/" + name
                        let path = prefix + relative
                        let isLayout = name.hasSuffix(".yaml") || name.hasSuffix(".yml")
                        guard let kind = linkedType(path, base: base) else { continue }
                        if kind == .directory {
                            next.append(relative)
                        } else if kind == .regular, isLayout, seen.insert(path).inserted, let stamp = stamp(path) {
                            found.append((depth, rootIndex, File(id: path, path: path, label: relative, stamp: stamp)))
                        }
                    }
                    if stoppedEarly { break }
                }
                level = next
                depth += 1
            }
        }
        found.sort { ($0.depth, $0.root, $0.file.id) < ($1.depth, $1.root, $1.file.id) }
        var scan = LayoutScan()
        scan.files = found.prefix(limit).map(\.file).sorted { $0.id < $1.id }
        scan.skipped = max(0, found.count - limit)
        scan.skippedExamples = found.dropFirst(limit).prefix(3).map(\.file.label)
        scan.stoppedEarly = stoppedEarly
        return scan
    }

    /// What the watcher says of the files it left out; nil when it took them all.
    var skippedMessage: String? {
        guard skipped > 0 || stoppedEarly else { return nil }
        var text = "the preview serves at most \(LayoutLibrary.maxFiles) layout files; "
        if skipped > 0 {
            text += "it took those nearest the top of the folders given and skipped \(skipped)\(stoppedEarly ? " or more" : "") "
                + "(\(skippedExamples.joined(separator: ", "))\(skipped > skippedExamples.count ? ", …" : ""))"
        } else {
            text += "it stopped listing after \(Self.maxEntries) names and may have skipped some"
        }
        return text + "; name the folder you work in, or fewer folders"
    }

    enum FileType { case regular, directory, other }

    /// The type of what `path` names, links followed; nil when nothing is there.
    static func fileType(_ path: String) -> FileType? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// The type of what `path` names, links followed; nil when nothing is there, or when it is
    /// a link that leads out of `base` (the root's own path, links resolved).
    private static func linkedType(_ path: String, base: String) -> FileType? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        if info.st_mode & S_IFMT == S_IFLNK {
            let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
            guard resolved.hasPrefix(base + "/") else { return nil }
            return fileType(path)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// When a file changed, without reading it: its modification time and size.
    static func stamp(_ path: String) -> LayoutLibrary.Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = Double(info.st_mtimespec.tv_sec) + Double(info.st_mtimespec.tv_nsec) * 1e-9
        #else
        let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) * 1e-9
        #endif
        return LayoutLibrary.Stamp(modified: modified, size: Int(info.st_size))
    }
}
