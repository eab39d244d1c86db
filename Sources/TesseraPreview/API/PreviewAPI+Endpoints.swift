import Foundation
import TesseraCompiler
import TesseraTooling
@_spi(Generated) import TesseraRuntime

/// The endpoints that answer from a layout: its compiled file, and what its scroll driver says
/// (frames, resting offsets, hits, move targets, batch updates), each run outside the actor.
extension PreviewAPI {
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
