import Foundation
import TesseraCompiler
import TesseraTooling
@_spi(Generated) import TesseraRuntime

/// The endpoints that run a layout on the server: a driver kept for the layout, counts, sizes
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
    private func checkOut(_ request: APIRequest) throws(APIError) -> DriverJob {
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

    // MARK: Endpoints

    /// `file=F` with the counts (and `sizes=`): the layout compiled, for the page's own runtime,
    /// and the items' sizes it is to be prepared with (null when it takes none).
    nonisolated func compiled(_ request: APIRequest) async throws(APIError) -> JSONValue {
        let (entry, compiled, source, counts) = try await compiledJob(request)
        let sizes = try await run(.quick) { () -> Result<[[JSONValue]]?, APIError> in
            do throws(APIError) {
                return .success(try source.sizes(for: counts).map { sections in sections.map { section in section.map(Self.json) } })
            } catch {
                return .failure(error)
            }
        }.get()
        return CompiledAnswer(file: entry.id, version: entry.version, compiled: compiled, itemSizes: sizes).json
    }

    private func compiledJob(_ request: APIRequest) throws(APIError) -> (LayoutLibrary.Entry, String, SizesSource, [Int]) {
        let entry = try layoutEntry(request)
        guard let compiled = compiledFile(entry) else { throw APIError(status: 422, message: "\(entry.id) has errors") }
        let counts = try request.sectionCounts()
        return (entry, compiled, try sizesSource(try Self.sizesSpec(request, entry: entry), counts: counts), counts)
    }

    /// A size as the web runtime takes it: a length, or `{"width", "height"}`.
    private static func json(_ size: ItemSize) -> JSONValue {
        switch size {
        case .length(let length): .number(length)
        case .size(let size): ElementReport.json(size)
        }
    }

    nonisolated func frames(_ request: APIRequest) async throws(APIError) -> JSONValue {
        let offset = try request.point("offset") ?? .zero
        return try await withDriver(request) { driver, entry throws(APIError) in
            try Self.scrollOrthogonalSections(&driver, request)
            do throws(LayoutError) { try driver.scroll(to: offset) } catch { throw APIJSON.layoutError(error, entry: entry) }
            guard driver.kept.count <= PreviewLimits.maxElements else {
                throw APIError(status: 413, message: "the viewport holds \(driver.kept.count) elements, more than the preview draws (\(PreviewLimits.maxElements)); make it smaller or the margin narrower")
            }
            var members = ElementReport.jsonHeader(layout: entry.ir?.name ?? "", prepared: driver.prepared, position: driver.position)
            members += [
                ("rect", ElementReport.json(driver.keptRect(at: offset))),
                ("maximumOffset", ElementReport.json(driver.maximumOffset)),
                ("work", .object([
                    ("prepares", .number(Double(driver.work.prepares))), ("extends", .number(Double(driver.work.extends))),
                    ("adoptedSizes", .number(Double(driver.work.adoptedSizes))), ("frames", .number(Double(driver.work.frames))),
                ])),
                ("elements", .array(driver.kept.map { APIJSON.element($0, in: driver.prepared) })),
            ]
            return .object(members)
        }
    }

    nonisolated func snap(_ request: APIRequest) async throws(APIError) -> JSONValue {
        if request.parameter("section") != nil { return try await snapOrthogonalSection(request) }
        guard let proposed = try request.point("proposed") else { throw .badRequest("the 'proposed' parameter is missing (X,Y)") }
        let velocity = try request.point("velocity") ?? .zero
        return try await withDriver(request) { driver, entry throws(APIError) in
            do throws(LayoutError) { return ElementReport.json(try driver.restingOffset(proposed: proposed, velocity: velocity)) } catch {
                throw APIJSON.layoutError(error, entry: entry)
            }
        }
    }

    /// `section=N&proposed=X&velocity=V`: where orthogonal section N comes to rest sideways.
    private nonisolated func snapOrthogonalSection(_ request: APIRequest) async throws(APIError) -> JSONValue {
        let section = Int(try request.number("section", in: 0...Double(Limits.maxSections), default: 0))
        guard let proposed = try request.numbers("proposed", count: 1, example: "240")?[0] else {
            throw .badRequest("the 'proposed' parameter is missing (the section's sideways offset)")
        }
        let velocity = try request.numbers("velocity", count: 1, example: "0")?[0] ?? 0
        return try await withDriver(request) { driver, entry throws(APIError) in
            do throws(LayoutError) {
                let offset = try driver.restingOffset(ofSection: section, proposed: proposed, velocity: velocity)
                return .object([("section", .number(Double(section))), ("offset", .number(offset))])
            } catch {
                throw APIJSON.layoutError(error, entry: entry)
            }
        }
    }

    /// `sectionOffsets=S:X,S:X`: where orthogonal sections are scrolled sideways. A fault here is the
    /// request's (400), not the layout's: the page must not show it as a diagnostic of the file.
    private static func scrollOrthogonalSections(_ driver: inout ScrollDriver, _ request: APIRequest) throws(APIError) {
        guard let text = request.parameter("sectionOffsets"), !text.isEmpty else { return }
        for pair in text.split(separator: ",") {
            let parts = pair.split(separator: ":")
            guard parts.count == 2, let section = Int(parts[0]), let offset = Double(parts[1]), offset.isFinite else {
                throw .badRequest("'sectionOffsets' takes SECTION:OFFSET pairs with finite offsets, separated by commas, e.g. 0:240,1:0; got '\(text)'")
            }
            guard driver.prepared.isOrthogonal(section: section) else {
                throw .badRequest("'sectionOffsets' names section \(section), which does not scroll sideways; name only sections with 'orthogonal'")
            }
            guard driver.position.offset(ofSection: section) != offset else { continue }
            do throws(LayoutError) { try driver.scroll(section: section, to: offset) } catch { throw .badRequest(error.message) }
        }
    }

    nonisolated func hit(_ request: APIRequest) async throws(APIError) -> JSONValue {
        guard let point = try request.point("point") else { throw .badRequest("the 'point' parameter is missing (X,Y in content coordinates)") }
        let offset = try request.point("offset") ?? .zero
        return try await withDriver(request) { driver, entry throws(APIError) in
            try Self.scrollOrthogonalSections(&driver, request)
            do throws(LayoutError) {
                try driver.scroll(to: offset)
                guard let id = try driver.element(at: point), let attributes = try driver.attributes(for: id) else { return .object([("element", .null)]) }
                return .object([("element", APIJSON.element(attributes))])
            } catch {
                throw APIJSON.layoutError(error, entry: entry)
            }
        }
    }

    nonisolated func move(_ request: APIRequest) async throws(APIError) -> JSONValue {
        guard let path = try request.numbers("dragged", count: 2, example: "0,5"), path.allSatisfy({ $0 >= 0 && $0 == $0.rounded() && $0 <= 1e9 }) else {
            throw .badRequest("the 'dragged' parameter is missing or not SECTION,ITEM (whole numbers)")
        }
        guard let center = try request.point("center") else { throw .badRequest("the 'center' parameter is missing (X,Y)") }
        return try await withDriver(request) { driver, entry throws(APIError) in
            do throws(LayoutError) {
                return .object([("target", APIJSON.id(try driver.moveTarget(for: .cell(Int(path[1]), section: Int(path[0])), center: center)))])
            } catch {
                throw APIJSON.layoutError(error, entry: entry)
            }
        }
    }

    /// Applies a batch update to a copy of the request's driver and keeps the copy under the new
    /// counts, so that the next frame request for them finds it.
    nonisolated func update(_ request: APIRequest) async throws(APIError) -> JSONValue {
        let updates = try Self.parseUpdates(request.body)
        let offset = try request.point("offset") ?? .zero
        let job = try await checkOut(request)
        let newKey = job.key
        let outcome = try await run(job.kept == nil ? .preparing : .quick) { () -> Result<(JSONValue, ScrollDriver, ScrollDriver), APIError> in
            do throws(APIError) {
                let driver = try job.driver()
                guard let batch = BatchUpdate(oldCounts: driver.input.sectionCounts, updates: updates) else {
                    throw .badRequest("the updates do not fit the item counts \(driver.input.sectionCounts): deletions and move sources name items before the update, insertions and move destinations after it, each once")
                }
                let total = batch.newCounts.reduce(0, +)
                guard total <= PreviewLimits.maxItems else { throw PreviewLimits.tooManyItems(total, limit: PreviewLimits.maxItems, what: "in one request") }
                var copy = driver
                let animation: UpdateAnimation
                let newSizes = try job.sizes.sizes(for: batch.newCounts)
                do throws(LayoutError) {
                    try copy.scroll(to: offset)
                    animation = try copy.performBatchUpdates(updates, itemSizes: newSizes)
                } catch {
                    throw APIJSON.layoutError(error, entry: job.entry)
                }
                let json = JSONValue.object([
                    ("sectionCounts", .array(batch.newCounts.map { .number(Double($0)) })),
                    ("contentSize", ElementReport.json(copy.contentSize)),
                    ("elements", .array(animation.elements.map { element -> JSONValue in
                        .object([("change", .string(element.change.rawValue)), ("start", APIJSON.element(element.start)), ("end", APIJSON.element(element.end))])
                    })),
                ])
                return .success((json, driver, copy))
            } catch {
                return .failure(error)
            }
        }
        let (json, driver, copy) = try outcome.get()
        await remember(job.key, driver)
        var updatedKey = newKey
        updatedKey.counts = copy.input.sectionCounts
        await remember(updatedKey, copy)
        return json
    }

    /// `[{"insert": [S, I]}, {"delete": [S, I]}, {"move": [[S, I], [S, I]]}]`.
    static func parseUpdates(_ body: [UInt8]) throws(APIError) -> [ItemUpdate] {
        let shape = "the body must be a JSON array of updates: {\"insert\": [SECTION, ITEM]}, {\"delete\": [SECTION, ITEM]} or {\"move\": [[SECTION, ITEM], [SECTION, ITEM]]}"
        guard body.count <= 1 << 20, let list = try? JSONSerialization.jsonObject(with: Data(body)) as? [Any] else { throw .badRequest(shape) }
        guard list.count <= PreviewLimits.maxUpdates else { throw .badRequest("\(list.count) updates is more than one batch takes (\(PreviewLimits.maxUpdates))") }
        func path(_ value: Any?) -> ElementID? {
            guard let pair = value as? [Any], pair.count == 2, let section = pair[0] as? Int, let item = pair[1] as? Int,
                  section >= 0, item >= 0 else { return nil }
            return .cell(item, section: section)
        }
        var updates: [ItemUpdate] = []
        for entry in list {
            guard let object = entry as? [String: Any], object.count == 1 else { throw .badRequest(shape) }
            if let insert = path(object["insert"]) {
                updates.append(.insert(item: insert.item, section: insert.section))
            } else if let delete = path(object["delete"]) {
                updates.append(.delete(item: delete.item, section: delete.section))
            } else if let pair = object["move"] as? [Any], pair.count == 2, let from = path(pair[0]), let to = path(pair[1]) {
                updates.append(.move(from: from, to: to))
            } else {
                throw .badRequest(shape)
            }
        }
        return updates
    }
}
