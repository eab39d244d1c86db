import Foundation
import TesseraCompiler
import TesseraTooling
@_spi(Generated) import TesseraRuntime

/// The preview's JSON API, apart from any socket: the layout files, a scroll driver per layout,
/// counts and sizes that the page is looking at, and the answers to every request. Documented in
/// `docs/PREVIEW.md`; the server only moves bytes.
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
    private var drivers: [(key: DriverKey, driver: ScrollDriver)] = []
    /// Sizes the page uploaded (`POST /api/sizes`), and the `--sizes` file.
    private var uploads: [(id: String, sizes: [ItemSize])] = []
    private var uploadCount = 0

    static let maxDrivers = 8
    static let maxUploads = 8
    /// More elements than a screen can show: a request for more is a mistake, not a picture.
    static let maxElements = 20_000
    static let maxUpdates = 10_000
    static let maxViewport = 100_000.0

    struct DriverKey: Hashable {
        var file: String
        var fileVersion: Int
        var counts: [Int]
        var sizes: String
        var margin: Double
    }

    package init(roots: [String], sizes: [ItemSize]? = nil) {
        library = LayoutLibrary(roots: roots)
        if let sizes { uploads.append(("file", sizes)) }
    }

    /// Bumped whenever a layout file is added, removed or changed.
    package var version: Int { library.version }

    package var layoutCount: Int { library.entries.count }

    /// Looks at the files again; true when any changed.
    @discardableResult
    package func refresh() -> Bool {
        let changed = library.refresh()
        if changed {
            let current = Dictionary(library.entries.map { ($0.id, $0.version) }, uniquingKeysWith: { a, _ in a })
            drivers.removeAll { current[$0.key.file] != $0.key.fileVersion }
        }
        return changed
    }

    package func respond(to request: APIRequest) -> APIResponse {
        do throws(APIError) {
            switch (request.method, request.path) {
            case ("GET", "/api/layouts"): return APIResponse(json: layouts())
            case ("GET", "/api/compiled"): return APIResponse(json: try compiled(request))
            case ("GET", "/api/frames"): return APIResponse(json: try frames(request))
            case ("GET", "/api/snap"): return APIResponse(json: try snap(request))
            case ("GET", "/api/hit"): return APIResponse(json: try hit(request))
            case ("GET", "/api/move"): return APIResponse(json: try move(request))
            case ("POST", "/api/update"): return APIResponse(json: try update(request))
            case ("POST", "/api/sizes"): return APIResponse(json: try upload(request))
            case (_, "/api/layouts"), (_, "/api/compiled"), (_, "/api/frames"), (_, "/api/snap"), (_, "/api/hit"), (_, "/api/move"):
                throw APIError(status: 405, message: "\(request.path) answers GET only")
            case ("GET", "/api/live"): return try live(request).response
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

    // MARK: Endpoints

    private func layouts() -> JSONValue {
        .object([
            ("version", .number(Double(library.version))),
            ("layouts", .array(library.entries.map { entry in
                var members: [(String, JSONValue)] = [("file", .string(entry.id)), ("label", .string(entry.label)), ("valid", .bool(entry.ir != nil))]
                if let ir = entry.ir {
                    members += [
                        ("name", .string(ir.name)),
                        ("axis", .string(ir.axis.rawValue)),
                        ("takesSizesFromData", .bool(ir.takesSizesFromData)),
                        ("suggestedCounts", .array(Self.suggestedCounts(ir).map { .number(Double($0)) })),
                    ]
                }
                members.append(("diagnostics", .array(entry.diagnostics.map { APIJSON.diagnostic($0, entry: entry) })))
                return .object(members)
            })),
            ("sizes", .array(uploads.map { .object([("id", .string($0.id)), ("count", .number(Double($0.sizes.count)))]) })),
            ("devices", liveDevices()),
        ])
    }

    /// Counts that show every section the layout describes: 60 items for a layout without
    /// `sections:`, else 12 for each section it lists (its longest list, in any variant) and for
    /// one more, which shows the layout's own section after them.
    static func suggestedCounts(_ ir: LayoutIR) -> [Int] {
        let overrides = ([ir.base] + ir.variants.map(\.body)).map(\.sectionOverrides.count).max() ?? 0
        return overrides == 0 ? [60] : Array(repeating: 12, count: overrides + 1)
    }

    /// `file=F` with the counts (and `sizes=`): the layout compiled, for the page's own runtime,
    /// and the items' sizes it is to be prepared with (null when it takes none).
    private func compiled(_ request: APIRequest) throws(APIError) -> JSONValue {
        let entry = try layoutEntry(request)
        guard let ir = entry.ir else { throw APIError(status: 422, message: "\(entry.id) has errors") }
        let counts = try request.sectionCounts()
        let sizes = try sizes(request, spec: try Self.sizesSpec(request, entry: entry), counts: counts, entry: entry)
        return .object([
            ("file", .string(entry.id)),
            ("version", .number(Double(entry.version))),
            ("compiled", .string(CompiledFileWriter.json(for: ir, source: entry.id))),
            ("itemSizes", sizes.map { sections in .array(sections.map { section in .array(section.map(Self.json)) }) } ?? .null),
        ])
    }

    /// A size as the web runtime takes it: a length, or `{"width", "height"}`.
    private static func json(_ size: ItemSize) -> JSONValue {
        switch size {
        case .length(let length): .number(length)
        case .size(let size): ElementReport.json(size)
        }
    }

    private func frames(_ request: APIRequest) throws(APIError) -> JSONValue {
        let offset = try request.point("offset") ?? .zero
        return try withDriver(request) { driver, entry throws(APIError) in
            try Self.scrollOrthogonalSections(&driver, request)
            do throws(LayoutError) { try driver.scroll(to: offset) } catch { throw APIJSON.layoutError(error, entry: entry) }
            guard driver.kept.count <= Self.maxElements else {
                throw APIError(status: 413, message: "the viewport holds \(driver.kept.count) elements, more than the preview draws (\(Self.maxElements)); make it smaller or the margin narrower")
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

    private func snap(_ request: APIRequest) throws(APIError) -> JSONValue {
        if request.parameter("section") != nil { return try snapOrthogonalSection(request) }
        guard let proposed = try request.point("proposed") else { throw .badRequest("the 'proposed' parameter is missing (X,Y)") }
        let velocity = try request.point("velocity") ?? .zero
        return try withDriver(request) { driver, entry throws(APIError) in
            do throws(LayoutError) { return ElementReport.json(try driver.restingOffset(proposed: proposed, velocity: velocity)) } catch {
                throw APIJSON.layoutError(error, entry: entry)
            }
        }
    }

    /// `section=N&proposed=X&velocity=V`: where orthogonal section N comes to rest sideways.
    private func snapOrthogonalSection(_ request: APIRequest) throws(APIError) -> JSONValue {
        let section = Int(try request.number("section", in: 0...Double(Limits.maxSections), default: 0))
        guard let proposed = try request.numbers("proposed", count: 1, example: "240")?[0] else {
            throw .badRequest("the 'proposed' parameter is missing (the section's sideways offset)")
        }
        let velocity = try request.numbers("velocity", count: 1, example: "0")?[0] ?? 0
        return try withDriver(request) { driver, entry throws(APIError) in
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

    private func hit(_ request: APIRequest) throws(APIError) -> JSONValue {
        guard let point = try request.point("point") else { throw .badRequest("the 'point' parameter is missing (X,Y in content coordinates)") }
        let offset = try request.point("offset") ?? .zero
        return try withDriver(request) { driver, entry throws(APIError) in
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

    private func move(_ request: APIRequest) throws(APIError) -> JSONValue {
        guard let path = try request.numbers("dragged", count: 2, example: "0,5"), path.allSatisfy({ $0 >= 0 && $0 == $0.rounded() && $0 <= 1e9 }) else {
            throw .badRequest("the 'dragged' parameter is missing or not SECTION,ITEM (whole numbers)")
        }
        guard let center = try request.point("center") else { throw .badRequest("the 'center' parameter is missing (X,Y)") }
        return try withDriver(request) { driver, entry throws(APIError) in
            do throws(LayoutError) {
                return .object([("target", APIJSON.id(try driver.moveTarget(for: .cell(Int(path[1]), section: Int(path[0])), center: center)))])
            } catch {
                throw APIJSON.layoutError(error, entry: entry)
            }
        }
    }

    /// Applies a batch update to a copy of the page's driver and keeps the copy under the new
    /// counts, so that the next frame request for them finds it.
    private func update(_ request: APIRequest) throws(APIError) -> JSONValue {
        let updates = try Self.parseUpdates(request.body)
        let offset = try request.point("offset") ?? .zero
        var resultKey: DriverKey?
        var result: ScrollDriver?
        let json = try withDriver(request) { driver, entry throws(APIError) -> JSONValue in
            guard let batch = BatchUpdate(oldCounts: driver.input.sectionCounts, updates: updates) else {
                throw .badRequest("the updates do not fit the item counts \(driver.input.sectionCounts): deletions and move sources name items before the update, insertions and move destinations after it, each once")
            }
            let sizes = try self.sizes(request, spec: try Self.sizesSpec(request, entry: entry), counts: batch.newCounts, entry: entry)
            var copy = driver
            let animation: UpdateAnimation
            do throws(LayoutError) {
                try copy.scroll(to: offset)
                animation = try copy.performBatchUpdates(updates, itemSizes: sizes)
            } catch {
                throw APIJSON.layoutError(error, entry: entry)
            }
            resultKey = try self.key(request, entry: entry, counts: batch.newCounts)
            result = copy
            return .object([
                ("sectionCounts", .array(batch.newCounts.map { .number(Double($0)) })),
                ("contentSize", ElementReport.json(copy.contentSize)),
                ("elements", .array(animation.elements.map { element -> JSONValue in
                    .object([("change", .string(element.change.rawValue)), ("start", APIJSON.element(element.start)), ("end", APIJSON.element(element.end))])
                })),
            ])
        }
        if let resultKey, let result { remember(resultKey, result) }
        return json
    }

    private func upload(_ request: APIRequest) throws(APIError) -> JSONValue {
        guard request.body.count <= Limits.maxFileBytes else {
            throw APIError(status: 413, message: "the sizes are larger than \(Limits.maxFileBytes) bytes, the limit for sizes files")
        }
        let text = String(decoding: request.body, as: UTF8.self)
        // Counted first, so that the reader checks the entries themselves against one section.
        guard let array = try? JSONSerialization.jsonObject(with: Data(request.body)) as? [Any] else {
            throw .badRequest("the body must be a JSON array of sizes, as `tessera frames --sizes` takes: numbers or {\"width\": W, \"height\": H}")
        }
        let bag = DiagnosticBag()
        guard let sizes = ItemSizesReader.read(text, sectionCounts: [array.count], diagnostics: bag), !bag.hasErrors else {
            let formatter = DiagnosticFormatter(path: "sizes", source: text)
            var error = APIError.badRequest("the sizes are not valid: " + (bag.diagnostics.first.map { "\($0.location): \($0.message)" } ?? ""))
            error.diagnostics = bag.diagnostics.map { .string(formatter.text($0)) }
            throw error
        }
        uploadCount += 1
        let id = "upload-\(uploadCount)"
        uploads.append((id, sizes[0]))
        if uploads.count > Self.maxUploads { uploads.remove(at: uploads.first?.id == "file" ? 1 : 0) }
        return .object([("id", .string(id)), ("count", .number(Double(array.count)))])
    }

    // MARK: Drivers

    /// Finds (or makes) the driver for the request's layout, counts, sizes and margin, brings it
    /// to the request's viewport, and runs `body` on it; the driver is kept for the next request.
    private func withDriver<T>(_ request: APIRequest, _ body: (inout ScrollDriver, LayoutLibrary.Entry) throws(APIError) -> T) throws(APIError) -> T {
        let entry = try layoutEntry(request)
        let counts = try request.sectionCounts()
        let viewport = Size(width: try request.number("width", in: 0...Self.maxViewport), height: try request.number("height", in: 0...Self.maxViewport))
        let textScale = try request.number("textScale", in: 0...100, default: 1)
        // The runtime's own check, so that the page, the CLI and apps accept the same scales.
        do { try LayoutInput.checkTextScale(textScale) } catch { throw .badRequest("'textScale': \(error.message)") }
        let reduceMotion = try request.flag("reduceMotion", default: false)
        let key = try key(request, entry: entry, counts: counts)
        var driver: ScrollDriver
        if let index = drivers.firstIndex(where: { $0.key == key }) {
            driver = drivers.remove(at: index).driver
            do throws(LayoutError) {
                try driver.resize(to: viewport)
                try driver.changeTextScale(to: textScale)
                try driver.changeReduceMotion(to: reduceMotion)
            } catch {
                remember(key, driver)
                throw APIJSON.layoutError(error, entry: entry)
            }
        } else {
            guard let ir = entry.ir else { throw APIError(status: 422, message: "\(entry.id) has errors") }
            let input = LayoutInput(viewport: viewport, sectionCounts: counts, itemSizes: try sizes(request, spec: key.sizes, counts: counts, entry: entry),
                                    textScale: textScale, reduceMotion: reduceMotion)
            do throws(LayoutError) { driver = try ScrollDriver(layout: InterpretedLayout(ir), input: input, margin: key.margin) } catch {
                throw APIJSON.layoutError(error, entry: entry)
            }
        }
        defer { remember(key, driver) }
        return try body(&driver, entry)
    }

    private func remember(_ key: DriverKey, _ driver: ScrollDriver) {
        drivers.removeAll { $0.key == key }
        drivers.append((key, driver))
        if drivers.count > Self.maxDrivers { drivers.removeFirst() }
    }

    private func key(_ request: APIRequest, entry: LayoutLibrary.Entry, counts: [Int]) throws(APIError) -> DriverKey {
        DriverKey(file: entry.id, fileVersion: entry.version, counts: counts, sizes: try Self.sizesSpec(request, entry: entry),
                  margin: try request.number("margin", in: 0...Self.maxViewport, default: 0))
    }

    private func layoutEntry(_ request: APIRequest) throws(APIError) -> LayoutLibrary.Entry {
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
    private static func sizesSpec(_ request: APIRequest, entry: LayoutLibrary.Entry) throws(APIError) -> String {
        let takes = entry.ir?.takesSizesFromData ?? false
        guard let spec = request.parameter("sizes"), takes else { return takes ? "random:1" : "" }
        if spec == "random" { return "random:1" }
        if spec.hasPrefix("random:") {
            guard UInt64(spec.dropFirst("random:".count)) != nil else { throw .badRequest("'sizes=random:SEED' takes a whole number as its seed, not '\(spec)'") }
        }
        return spec
    }

    private func sizes(_ request: APIRequest, spec: String, counts: [Int], entry: LayoutLibrary.Entry) throws(APIError) -> [[ItemSize]]? {
        guard !spec.isEmpty else { return nil }
        if spec.hasPrefix("random:"), let seed = UInt64(spec.dropFirst("random:".count)) {
            return RandomSizes.make(seed: seed, counts: counts)
        }
        guard let flat = uploads.first(where: { $0.id == spec })?.sizes else {
            throw .badRequest("no sizes '\(spec)'; use random:SEED, file (with --sizes) or an id POST /api/sizes returned")
        }
        let total = counts.reduce(0, +)
        guard flat.count == total else {
            throw .badRequest("the sizes '\(spec)' list \(flat.count) sizes but the layout has \(total) items; give one size per item")
        }
        return ItemSizesReader.split(flat, into: counts)
    }

    /// `[{"insert": [S, I]}, {"delete": [S, I]}, {"move": [[S, I], [S, I]]}]`.
    static func parseUpdates(_ body: [UInt8]) throws(APIError) -> [ItemUpdate] {
        let shape = "the body must be a JSON array of updates: {\"insert\": [SECTION, ITEM]}, {\"delete\": [SECTION, ITEM]} or {\"move\": [[SECTION, ITEM], [SECTION, ITEM]]}"
        guard body.count <= 1 << 20, let list = try? JSONSerialization.jsonObject(with: Data(body)) as? [Any] else { throw .badRequest(shape) }
        guard list.count <= maxUpdates else { throw .badRequest("\(list.count) updates is more than one batch takes (\(maxUpdates))") }
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
