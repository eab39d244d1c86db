import Foundation

/// Where the vector files go: written into a directory (`-o`), or compared, each as soon as it is
/// made, with the files an earlier run wrote (`--expect`). Comparing stops at the first file that
/// differs, so a changed runtime (a mutant of `scripts/mutation-score.py`) is told apart from the
/// unchanged one in the seconds its first differing vector takes, not the minute all of them take;
/// a run that compares every file without stopping says what `diff -r` of two written runs says.
final class VectorFiles {
    /// The file made afresh on every run (signed with a key made for the run, the untrusted key's
    /// case): compared only for being there.
    static let unrepeatable: Set<String> = ["signed.json"]

    let directory: URL
    /// Whether the files are compared with `directory`'s rather than written into it.
    let expecting: Bool
    /// The paths (relative to `directory`) made so far.
    private var made: Set<String> = []

    private init(directory: URL, expecting: Bool) {
        self.directory = directory
        self.expecting = expecting
    }

    /// Files written into `path`; the folders whose every file a run writes are emptied first, so
    /// that a vector of an earlier run this one no longer writes is not replayed as if current.
    static func writing(to path: String) throws -> VectorFiles {
        let directory = URL(fileURLWithPath: path, isDirectory: true)
        for folder in ["layouts", "random"] {
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(folder))
            try FileManager.default.createDirectory(at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        return VectorFiles(directory: directory, expecting: false)
    }

    /// Files compared with those in `path`, which must be a directory of written vectors.
    static func expecting(_ path: String) throws -> VectorFiles {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw VectorsFailure("--expect \(path): no such directory; write the vectors to compare with first (`tessera-vectors -o \(path) ...`)")
        }
        return VectorFiles(directory: URL(fileURLWithPath: path, isDirectory: true), expecting: true)
    }

    /// Writes `data` as `path` (relative, e.g. `layouts/Grid.json`), or throws when the expected file differs.
    func put(_ data: Data, at path: String) throws {
        made.insert(path)
        let url = directory.appendingPathComponent(path)
        guard expecting else {
            try data.write(to: url, options: .atomic)
            return
        }
        guard let expected = FileManager.default.contents(atPath: url.path) else {
            throw VectorsDiffer("\(path): this run makes it, and \(directory.path) has none")
        }
        if Self.unrepeatable.contains(path) { return }
        guard expected == data else {
            let at = zip(expected, data).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(expected.count, data.count)
            throw VectorsDiffer("\(path) differs from the one in \(directory.path): first at byte \(at) (\(data.count) bytes made, \(expected.count) expected)")
        }
    }

    /// When comparing, fails for a file of the directory this run did not make (what `diff -r`
    /// reports as "Only in"); the files it made were compared as they came.
    func finish() throws {
        guard expecting, let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey]) else { return }
        let root = directory.standardizedFileURL.path + "/"
        var extra: [String] = []
        for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            let path = String(url.standardizedFileURL.path.dropFirst(root.count))
            if !made.contains(path) { extra.append(path) }
        }
        if let first = extra.sorted().first {
            let others = extra.count > 1 ? " and \(extra.count - 1) more" : ""
            throw VectorsDiffer("\(directory.path) holds \(first)\(others), which this run does not make")
        }
    }
}

/// The first vector file of a `--expect` run that is not the expected one.
struct VectorsDiffer: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
