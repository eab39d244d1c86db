import Foundation
import TesseraCompiler
import TesseraTooling
@_spi(Generated) import TesseraRuntime

/// The preview's JSON API, apart from any socket: the layout files, a scroll driver per layout,
/// counts and sizes that the page is looking at, and the answers to every request. Documented in
/// `docs/PREVIEW.md`; the server only moves bytes.
///
/// The actor holds the state and hands it out; the work (checking files, preparing layouts,
/// reading bodies) runs outside it, on `WorkQueue`, so that requests do not wait on each other:
/// a long poll, the layout list or a device's live layout is answered while a million items
/// are being prepared for another request.
package actor PreviewAPI {
    var library: LayoutLibrary
    /// Devices that asked for a live layout (`/api/live?device=`), with what and when: the page
    /// lists those seen in the last minute.
    var devices: [String: (layout: String, seen: Date)] = [:]
    /// Added to a file's version in live answers: the milliseconds since 2001 when the preview
    /// started, so that a preview started again answers with versions above the last one an app
    /// has (its files' own versions start again from 1), and the app takes its layouts again.
    let liveVersionBase = Int(Date().timeIntervalSinceReferenceDate * 1000)
    /// Where devices connect and the code they give, when the preview serves them.
    var deviceAccess: (address: String, code: String)?
    /// Drivers the page scrolls, least recently used first; a new viewport resizes one in place,
    /// so that only a size the layout reads prepares it again.
    var drivers: [(key: DriverKey, driver: ScrollDriver)] = []
    /// Sizes the page uploaded (`POST /api/sizes`), and the `--sizes` file.
    var uploads: [(id: String, sizes: [ItemSize])] = []
    private var uploadCount = 0
    /// Each valid layout compiled, for its file's version: what `/api/compiled` and `/api/live`
    /// send, made once per save however many devices ask.
    var compiledFiles: [String: (version: Int, json: String)] = [:]
    /// Long polls waiting for the next change of any file.
    var waiters = ChangeWaiters()
    let work = WorkQueue()

    package init(roots: [String], sizes: [ItemSize]? = nil) {
        library = LayoutLibrary(roots: roots)
        if let sizes { uploads.append(("file", sizes)) }
    }

    /// Bumped whenever a layout file is added, removed or changed.
    package var version: Int { library.version }

    package var layoutCount: Int { library.entries.count }

    /// What the watcher left out (past `LayoutLibrary.maxFiles`), and how long its last look took.
    package var skippedMessage: String? { library.skippedMessage }
    package var lastScan: Duration { library.lastScan }

    /// Looks at the files again, outside the actor (a file is read and checked on the typical
    /// screens when it changed); true when any changed. Called by one watcher at a time.
    @discardableResult
    package nonisolated func refresh() async -> Bool {
        let current = await library
        let (changed, next) = await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .utility).async {
                var library = current
                let changed = library.refresh()
                continuation.resume(returning: (changed, library))
            }
        }
        await install(next, changed: changed)
        return changed
    }

    /// The library after a look: its files' stamps always (a change is taken only when the next
    /// look finds the same stamp), and when a file changed, what was kept for the old text goes.
    private func install(_ next: LayoutLibrary, changed: Bool) {
        library = next
        guard changed else { return }
        let current = Dictionary(library.entries.map { ($0.id, $0.version) }, uniquingKeysWith: { a, _ in a })
        drivers.removeAll { current[$0.key.file] != $0.key.fileVersion }
        compiledFiles = compiledFiles.filter { current[$0.key] == $0.value.version }
        waiters.wakeAll()
    }

    package nonisolated func respond(to request: APIRequest) async -> APIResponse {
        do throws(APIError) {
            switch (request.method, request.path) {
            case ("GET", "/api/layouts"): return APIResponse(json: await layouts())
            case ("GET", "/api/compiled"): return APIResponse(json: try await compiled(request))
            case ("GET", "/api/frames"): return APIResponse(json: try await frames(request))
            case ("GET", "/api/snap"): return APIResponse(json: try await snap(request))
            case ("GET", "/api/hit"): return APIResponse(json: try await hit(request))
            case ("GET", "/api/move"): return APIResponse(json: try await move(request))
            case ("POST", "/api/update"): return APIResponse(json: try await update(request))
            case ("POST", "/api/sizes"): return APIResponse(json: try await upload(request))
            case (_, "/api/layouts"), (_, "/api/compiled"), (_, "/api/frames"), (_, "/api/snap"), (_, "/api/hit"), (_, "/api/move"):
                throw APIError(status: 405, message: "\(request.path) answers GET only")
            case ("GET", "/api/live"): return await liveAnswer(request).response
            case (_, "/api/live"):
                throw APIError(status: 405, message: "\(request.path) answers GET only")
            case (_, "/api/update"), (_, "/api/sizes"):
                throw APIError(status: 405, message: "\(request.path) answers POST only, with a JSON body")
            default:
                throw APIError(status: 404, message: "no such API: \(request.path); see docs/PREVIEW.md for the endpoints")
            }
        } catch {
            return error.response
        }
    }

    // MARK: Layouts and sizes

    private func layouts() -> JSONValue {
        LayoutsAnswer(
            version: library.version,
            layouts: library.entries.map { entry in
                LayoutListing(file: entry.id, label: entry.label, valid: entry.ir != nil, name: entry.ir?.name, axis: entry.ir?.axis.rawValue,
                              takesSizesFromData: entry.ir?.takesSizesFromData, suggestedCounts: entry.ir.map(Self.suggestedCounts),
                              diagnostics: entry.diagnostics.map { APIJSON.diagnostic($0, entry: entry) })
            },
            sizes: uploads.map { SizesListing(id: $0.id, count: $0.sizes.count) },
            devices: liveDevices(),
            skipped: library.skippedMessage
        ).json
    }

    /// Counts that show every section the layout describes: 60 items for a layout without
    /// `sections:`, else 12 for each section it lists (its longest list, in any variant) and for
    /// one more, which shows the layout's own section after them.
    static func suggestedCounts(_ ir: LayoutIR) -> [Int] {
        let overrides = ([ir.base] + ir.variants.map(\.body)).map(\.sectionOverrides.count).max() ?? 0
        return overrides == 0 ? [60] : Array(repeating: 12, count: overrides + 1)
    }

    /// The layout compiled, made once per version of its file.
    func compiledFile(_ entry: LayoutLibrary.Entry) -> String? {
        guard let ir = entry.ir else { return nil }
        if let kept = compiledFiles[entry.id], kept.version == entry.version { return kept.json }
        let json = CompiledFileWriter.json(for: ir, source: entry.id)
        compiledFiles[entry.id] = (entry.version, json)
        return json
    }

    /// Read and checked outside the actor, in the uploads' own lane; kept within it.
    private nonisolated func upload(_ request: APIRequest) async throws(APIError) -> JSONValue {
        let read: Result<[ItemSize], UploadedSizes.Fault>
        do {
            read = try await work.run(.reading) { UploadedSizes.read(request.body, maxCount: PreviewLimits.maxSizedItems) }
        } catch {
            throw APIError(status: 503, message: "the preview is reading \(PreviewLimits.maxWaitingUploads + 1) other uploads, the most it queues; "
                + "send the sizes again in a moment")
        }
        switch read {
        case .success(let sizes): return await keep(sizes)
        case .failure(let fault) where fault.tooMany: throw APIError(status: 413, message: fault.description)
        case .failure(let fault):
            var error = APIError.badRequest("the sizes are not valid: \(fault.description)")
            error.diagnostics = [.string("sizes:\(fault.line):\(fault.column): error: \(fault.message)")]
            throw error
        }
    }

    private func keep(_ sizes: [ItemSize]) -> JSONValue {
        uploadCount += 1
        let id = "upload-\(uploadCount)"
        uploads.append((id, sizes))
        if uploads.count > PreviewLimits.maxUploads { uploads.remove(at: uploads.first?.id == "file" ? 1 : 0) }
        return SizesAnswer(id: id, count: sizes.count).json
    }
}
