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
    private var made: Set<String> = [] {
        didSet { pace?.made(made.count) }
    }
    /// When comparing: ends a run that falls far behind the one that wrote the directory.
    private var pace: Pace?

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
        let files = VectorFiles(directory: URL(fileURLWithPath: path, isDirectory: true), expecting: true)
        files.pace = Pace(directory: files.directory)
        return files
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

/// The times the run that wrote a directory made its files at (their modification times, in the
/// order made), and a watch that ends this run when its next file is far later than that: twice
/// the time the written run took to it, and a minute. A changed runtime that loops (a position
/// that never advances) is then told in seconds, not after the whole run's time limit.
private final class Pace: @unchecked Sendable {
    private let offsets: [(path: String, seconds: Double)]
    private let start = Date()
    private let lock = NSLock()
    private var count = 0

    init?(directory: URL) {
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.contentModificationDateKey]) else { return nil }
        var times: [(path: String, date: Date)] = []
        for case let url as URL in walker {
            guard let date = try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate,
                  (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            times.append((url.lastPathComponent, date))
        }
        times.sort { $0.date < $1.date }
        guard let first = times.first?.date else { return nil }
        offsets = times.map { ($0.path, $0.date.timeIntervalSince(first)) }
        Thread { [self] in watchTheNextFile() }.start()
    }

    func made(_ files: Int) {
        lock.withLock { count = files }
    }

    private func watchTheNextFile() {
        while true {
            Thread.sleep(forTimeInterval: 1)
            let next = lock.withLock { count }
            guard next < offsets.count else { return }
            let elapsed = Date().timeIntervalSince(start), limit = 2 * offsets[next].seconds + 60
            if elapsed > limit {
                FileHandle.standardError.write(Data(("tessera-vectors: --expect: \(Int(elapsed)) s in and its file number \(next + 1) "
                    + "(\(offsets[next].path) in the written run) is not made, which that run made \(Int(offsets[next].seconds)) s after "
                    + "its first: stopped as looping\n").utf8))
                exit(1)
            }
        }
    }
}
