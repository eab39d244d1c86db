import Foundation
import TesseraCompiler
@_spi(Generated) import TesseraRuntime
import TesseraTooling

/// The layout files a preview serves: the files named on the command line and the `.yaml` files
/// found below the directories named, each with its text and what checking it gave. Nothing
/// else is ever read: a request names a layout by its id, never by a path.
struct LayoutLibrary: Sendable {
    struct Entry: Sendable {
        /// What the API calls it: the path as the user gave it, or found below a given directory.
        var id: String
        /// What the page shows: the path below the directory given, or the file's name.
        var label: String
        var path: String
        var stamp: Stamp
        var source: String
        var ir: LayoutIR?
        /// Errors, and for a valid layout the warnings `tessera validate` gives (a run on the
        /// typical screens included).
        var diagnostics: [Diagnostic]
        /// Bumped on every change of this file, so that cached answers for the old text go.
        var version: Int
        /// The layout's name while its text has errors: the name it had when it was last valid,
        /// else what its `layout:` line says. An app asks for a live layout by name.
        var declaredName: String?
    }

    /// When a file changed: its modification time and size, read without reading the file.
    struct Stamp: Hashable, Sendable {
        var modified: Double
        var size: Int
    }

    let roots: [String]
    private(set) var entries: [Entry] = []
    /// Bumped on any change: a file added, removed or edited.
    private(set) var version = 0
    /// Files seen changed at the last look, with the stamp they had then. A change is taken
    /// only when the next look finds the same stamp, so that a file caught half-written (an
    /// editor that truncates, then writes) is never loaded.
    private var unsettled: [String: Stamp] = [:]

    static let maxFiles = 1_000
    /// What the last look left out (past `maxFiles`), said on the terminal and in the list; nil
    /// when it took every file.
    private(set) var skippedMessage: String?
    /// How long the last look took, files read and checked aside (a save's own work): the
    /// watcher looks again after a multiple of it, so that a large tree costs a bounded share of
    /// a core.
    private(set) var lastScan: Duration = .zero

    init(roots: [String]) {
        self.roots = roots
        refresh(waitingForWrites: false)
    }

    func entry(_ id: String) -> Entry? {
        entries.first { $0.id == id }
    }

    /// Looks at every file again and reloads those whose stamp changed and has since held for
    /// one look. Returns whether anything changed.
    @discardableResult
    mutating func refresh(waitingForWrites: Bool = true) -> Bool {
        // Out of descriptors (connections, or whatever else holds them), a folder cannot be
        // listed nor a file read: such a look would take files for removed or unreadable, so
        // none is taken until descriptors are back.
        if DescriptorLimit.exhausted() { return false }
        let clock = ContinuousClock()
        let started = clock.now
        var loading = Duration.zero
        defer { lastScan = clock.now - started - loading }
        let scan = LayoutScan.scan(roots: roots, limit: Self.maxFiles)
        let found = scan.files
        // A file this look did not list, though it is still a file and inside its folder, means
        // the folder could not be listed just now (out of descriptors for a moment): the look is
        // not taken, rather than the file taken for removed.
        if scan.skipped == 0 && !scan.stoppedEarly {
            let listed = Set(found.map(\.id))
            if entries.contains(where: { !listed.contains($0.id) && isStillListed($0) }) { return false }
        }
        var changed = false
        var next: [Entry] = []
        var stillUnsettled: [String: Stamp] = [:]
        let previous = Dictionary(entries.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for file in found {
            let (id, path, label, stamp) = (file.id, file.path, file.label, file.stamp)
            let old = previous[id]
            if let old, old.stamp == stamp {
                next.append(old)
            } else if waitingForWrites && unsettled[id] != stamp {
                stillUnsettled[id] = stamp
                if let old { next.append(old) }
            } else if var entry = Self.timed(&loading, Self.load(id: id, label: label, path: path, stamp: stamp, version: version + 1)) {
                changed = true
                entry.declaredName = entry.ir?.name ?? old?.ir?.name ?? old?.declaredName ?? Self.layoutLine(in: entry.source)
                next.append(entry)
            } else {
                // Readable, but not read just now: looked at again next time.
                stillUnsettled[id] = Stamp(modified: -2, size: -2)
                if let old { next.append(old) }
            }
        }
        if DescriptorLimit.exhausted() { return false }
        changed = changed || next.map(\.id) != entries.map(\.id) || scan.skippedMessage != skippedMessage
        entries = next
        skippedMessage = scan.skippedMessage
        unsettled = stillUnsettled
        if changed { version += 1 }
        return changed
    }

    /// The file read and checked; nil when it could not be read though its permissions allow
    /// it (the process out of descriptors for a moment), so that it is not reported unreadable.
    private static func load(id: String, label: String, path: String, stamp: Stamp, version: Int) -> Entry? {
        let bag = DiagnosticBag()
        var source = ""
        var ir: LayoutIR?
        if stamp.size > Limits.maxFileBytes {
            bag.report(.error("the file is larger than \(Limits.maxFileBytes) bytes, the limit for layouts", at: .start))
        } else if let data = FileManager.default.contents(atPath: path) {
            source = String(decoding: data, as: UTF8.self)
            let bytes = [UInt8](data)
            ir = LayoutCompiler.check(bytes: bytes, diagnostics: bag)
            // What `validate` says of it: the preview shows the same warnings.
            if let ir, !bag.hasErrors { ScreenCheck().check(ir, hints: ScreenHints(bytes: bytes), diagnostics: bag) }
        } else if access(path, R_OK) == 0 {
            return nil
        } else {
            bag.report(.error("cannot read the file; check its permissions", at: .start))
        }
        return Entry(id: id, label: label, path: path, stamp: stamp, source: source, ir: bag.hasErrors ? nil : ir, diagnostics: bag.diagnostics, version: version)
    }

    /// Whether `entry`'s file is still there, a regular file (not now a folder), inside the folder
    /// it was found in (not moved, not now a link that leads out of it): a listing of the folder
    /// would give it.
    private func isStillListed(_ entry: Entry) -> Bool {
        guard LayoutScan.fileType(entry.path) == .regular else { return false }
        guard let root = roots.first(where: { entry.id.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) else { return true }
        let base = URL(fileURLWithPath: root).resolvingSymlinksInPath().standardizedFileURL.path
        return URL(fileURLWithPath: entry.path).resolvingSymlinksInPath().standardizedFileURL.path.hasPrefix(base + "/")
    }

    /// `work`'s value, its time added to `total`.
    private static func timed<T>(_ total: inout Duration, _ work: @autoclosure () -> T) -> T {
        let clock = ContinuousClock()
        let started = clock.now
        defer { total += clock.now - started }
        return work()
    }

    /// `NAME` of a top-level `layout: NAME` line, for a file whose text does not parse.
    static func layoutLine(in source: String) -> String? {
        for line in source.split(separator: "\n", omittingEmptySubsequences: true) where line.hasPrefix("layout:") {
            let value = line.dropFirst("layout:".count).prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
            let name = value.trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            return name.isEmpty ? nil : name
        }
        return nil
    }
}
