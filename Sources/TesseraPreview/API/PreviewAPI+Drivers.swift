import Foundation
import TesseraCompiler
import TesseraTooling
@_spi(Generated) import TesseraRuntime

/// How the endpoints run a layout on the server: a driver kept for the layout, counts, sizes
/// and margin, taken out of the actor, brought to the request's viewport and asked outside it
/// (`WorkQueue`), then kept again.
extension PreviewAPI {
    struct DriverKey: Hashable, Sendable {
        var file: String
        var fileVersion: Int
        var counts: [Int]
        var sizes: String
        var margin: Double
    }

    /// Where a data-sized layout's item sizes come from.
    enum SizesSource: Sendable {
        case none
        case random(seed: UInt64)
        case given(id: String, sizes: [ItemSize])

        /// The sizes for `counts`: one per item, or a refusal naming the counts that fit.
        func sizes(for counts: [Int]) throws(APIError) -> [[ItemSize]]? {
            switch self {
            case .none: return nil
            case .random(let seed): return RandomSizes.make(seed: seed, counts: counts)
            case .given(let id, let flat):
                let total = counts.reduce(0, +)
                guard flat.count == total else {
                    throw .badRequest("the sizes '\(id)' list \(flat.count) sizes but the layout has \(total) items; give one size per item")
                }
                return ItemSizesReader.split(flat, into: counts)
            }
        }
    }

    /// What one request runs, taken from the actor in one step.
    struct DriverJob: Sendable {
        var entry: LayoutLibrary.Entry
        var key: DriverKey
        var input: LayoutInput
        var sizes: SizesSource
        /// The driver kept for `key`, when there is one: the request resizes it instead of
        /// preparing the layout again.
        var kept: ScrollDriver?

        /// The driver at the request's viewport, text size and motion setting.
        func driver() throws(APIError) -> ScrollDriver {
            if var driver = kept {
                do throws(LayoutError) {
                    try driver.resize(to: input.viewport)
                    try driver.changeTextScale(to: input.textScale)
                    try driver.changeReduceMotion(to: input.reduceMotion)
                } catch {
                    throw APIJSON.layoutError(error, entry: entry)
                }
                return driver
            }
            guard let ir = entry.ir else { throw APIError(status: 422, message: "\(entry.id) has errors") }
            var input = input
            input.itemSizes = try sizes.sizes(for: input.sectionCounts)
            do throws(LayoutError) { return try ScrollDriver(layout: InterpretedLayout(ir), input: input, margin: key.margin) } catch {
                throw APIJSON.layoutError(error, entry: entry)
            }
        }
    }

    typealias DriverWork = @Sendable (inout ScrollDriver, LayoutLibrary.Entry) throws(APIError) -> JSONValue

    /// Runs `body` on the request's driver outside the actor, and keeps the driver (even when
    /// `body` refused the request: it was prepared, and the next request may use it).
    nonisolated func withDriver(_ request: APIRequest, _ body: @escaping DriverWork) async throws(APIError) -> JSONValue {
        let job = try await checkOut(request)
        let outcome = try await run(job.kept == nil ? .preparing : .quick) { () -> (Result<JSONValue, APIError>, ScrollDriver?) in
            do throws(APIError) {
                var driver = try job.driver()
                do throws(APIError) { return (.success(try body(&driver, job.entry)), driver) } catch { return (.failure(error), driver) }
            } catch {
                return (.failure(error), nil)
            }
        }
        if let driver = outcome.1 { await remember(job.key, driver) }
        return try outcome.0.get()
    }

    /// `work` in its lane, or a 503 that says the preview is busy preparing other layouts.
    nonisolated func run<T: Sendable>(_ lane: WorkQueue.Lane, _ body: @escaping @Sendable () -> T) async throws(APIError) -> T {
        do {
            return try await work.run(lane, body)
        } catch {
            throw APIError(status: 503, message: "the preview is preparing \(PreviewLimits.maxWaitingPreparations) other layouts for other requests, "
                + "the most it queues; ask again in a moment")
        }
    }

    /// Checks the request, and takes the layout, its inputs and the driver kept for them.
    func checkOut(_ request: APIRequest) throws(APIError) -> DriverJob {
        let entry = try layoutEntry(request)
        let counts = try request.sectionCounts()
        let total = counts.reduce(0, +)
        guard total <= PreviewLimits.maxItems else { throw PreviewLimits.tooManyItems(total, limit: PreviewLimits.maxItems, what: "in one request") }
        let viewport = Size(width: try request.number("width", in: 0...PreviewLimits.maxViewport), height: try request.number("height", in: 0...PreviewLimits.maxViewport))
        let textScale = try request.number("textScale", in: 0...100, default: 1)
        // The runtime's own check, so that the page, the CLI and apps accept the same scales.
        do { try LayoutInput.checkTextScale(textScale) } catch { throw .badRequest("'textScale': \(error.message)") }
        let reduceMotion = try request.flag("reduceMotion", default: false)
        let key = try key(request, entry: entry, counts: counts)
        let sizes = try sizesSource(key.sizes, counts: counts)
        var kept: ScrollDriver?
        if let index = drivers.firstIndex(where: { $0.key == key }) { kept = drivers.remove(at: index).driver }
        return DriverJob(entry: entry, key: key, input: LayoutInput(viewport: viewport, sectionCounts: counts, textScale: textScale, reduceMotion: reduceMotion),
                         sizes: sizes, kept: kept)
    }

    /// Keeps a driver for the next request, within the drivers' and the items' limits.
    func remember(_ key: DriverKey, _ driver: ScrollDriver) {
        guard library.entry(key.file)?.version == key.fileVersion else { return }  // saved meanwhile
        drivers.removeAll { $0.key == key }
        drivers.append((key, driver))
        while drivers.count > PreviewLimits.maxDrivers || (drivers.count > 1 && keptItems > PreviewLimits.maxKeptItems) { drivers.removeFirst() }
    }

    /// The items the kept drivers hold, in all.
    var keptItems: Int { drivers.reduce(0) { $0 + $1.key.counts.reduce(0, +) } }

    func key(_ request: APIRequest, entry: LayoutLibrary.Entry, counts: [Int]) throws(APIError) -> DriverKey {
        DriverKey(file: entry.id, fileVersion: entry.version, counts: counts, sizes: try Self.sizesSpec(request, entry: entry),
                  margin: try request.number("margin", in: 0...PreviewLimits.maxViewport, default: 0))
    }

    func layoutEntry(_ request: APIRequest) throws(APIError) -> LayoutLibrary.Entry {
        let file = try request.required("file")
        guard let entry = library.entry(file) else {
            throw APIError(status: 404, message: "no layout '\(file)' in this preview; GET /api/layouts lists them")
        }
        guard entry.ir != nil else {
            var error = APIError(status: 422, message: "\(entry.id) has errors; fix them and save")
            error.diagnostics = entry.diagnostics.map { APIJSON.diagnostic($0, entry: entry) }
            throw error
        }
        return entry
    }

    /// `sizes=random:SEED`, `sizes=file` (from `--sizes`) or an uploaded id; random sizes with
    /// seed 1 for a layout that takes sizes from data and was given none, else none.
    static func sizesSpec(_ request: APIRequest, entry: LayoutLibrary.Entry) throws(APIError) -> String {
        let takes = entry.ir?.takesSizesFromData ?? false
        guard let spec = request.parameter("sizes"), takes else { return takes ? "random:1" : "" }
        if spec == "random" { return "random:1" }
        if spec.hasPrefix("random:") {
            guard UInt64(spec.dropFirst("random:".count)) != nil else { throw .badRequest("'sizes=random:SEED' takes a whole number as its seed, not '\(spec)'") }
        }
        return spec
    }

    /// Where the sizes named by `spec` come from, for a layout of `counts` items.
    func sizesSource(_ spec: String, counts: [Int]) throws(APIError) -> SizesSource {
        guard !spec.isEmpty else { return .none }
        let total = counts.reduce(0, +)
        guard total <= PreviewLimits.maxSizedItems else {
            throw PreviewLimits.tooManyItems(total, limit: PreviewLimits.maxSizedItems, what: "with a size each (a layout sized by data)")
        }
        if spec.hasPrefix("random:"), let seed = UInt64(spec.dropFirst("random:".count)) { return .random(seed: seed) }
        guard let flat = uploads.first(where: { $0.id == spec })?.sizes else {
            throw .badRequest("no sizes '\(spec)'; use random:SEED, file (with --sizes) or an id POST /api/sizes returned")
        }
        return .given(id: spec, sizes: flat)
    }
}
