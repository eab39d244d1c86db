import Foundation
import Testing
import TesseraCompiler
import TesseraTooling
import TesseraRuntime
@testable import TesseraPreview

/// The preview's JSON API without a socket: answers equal the runtime's, and every bad request
/// gets a 4xx with a JSON error instead of a crash.
@Suite struct PreviewAPITests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A folder with copies of two seeds, so that tests can edit them.
    static func workspace() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("nested"), withIntermediateDirectories: true)
        for name in ["mosaic", "carousel", "waterfall"] {
            try FileManager.default.copyItem(at: root.appendingPathComponent("Layouts/\(name).yaml"), to: directory.appendingPathComponent("\(name).yaml"))
        }
        try "layout: Strip\nline:\n  item: {width: 50, height: 50}\n".write(to: directory.appendingPathComponent("nested/strip.yaml"), atomically: true, encoding: .utf8)
        return directory
    }

    static func get(_ api: PreviewAPI, _ path: String, _ query: [(String, String)]) async -> APIResponse {
        await api.respond(to: APIRequest(path: path, query: query.map { (name: $0.0, value: $0.1) }))
    }

    static func member(_ value: JSONValue, _ name: String) -> JSONValue? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.0 == name }?.1
    }

    @Test func framesAreTheDriversFrame() async throws {
        let directory = try Self.workspace()
        let api = PreviewAPI(roots: [directory.path])
        let file = directory.path + "/mosaic.yaml"
        let response = await Self.get(api, "/api/frames", [("file", file), ("width", "375"), ("height", "667"), ("items", "100000"), ("offset", "0,5000"), ("margin", "100")])
        #expect(response.status == 200)
        var driver = try ScrollDriver(layout: try InterpretedLayout(yaml: String(contentsOf: directory.appendingPathComponent("mosaic.yaml"), encoding: .utf8)),
                                      input: LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [100_000]), margin: 100)
        try driver.scroll(to: Point(x: 0, y: 5000))
        #expect(Self.member(response.json, "elements") == .array(driver.kept.map { ElementReport.json($0, in: driver.prepared) }))
        // Another height for a layout that reads only the width: the same driver, not prepared again.
        let taller = await Self.get(api, "/api/frames", [("file", file), ("width", "375"), ("height", "800"), ("items", "100000"), ("offset", "0,5000"), ("margin", "100")])
        #expect(Self.member(taller.json, "work").flatMap { Self.member($0, "prepares") } == .number(1))
    }

    /// What the page runs itself: the layout compiled (which answers as the server's driver) and,
    /// for a layout sized by data, the sizes the server would use.
    @Test func theCompiledLayoutAndItsSizesAreWhatThePageRuns() async throws {
        let directory = try Self.workspace()
        let api = PreviewAPI(roots: [directory.path])
        let file = directory.path + "/waterfall.yaml"
        let query = [("file", file), ("width", "375"), ("height", "667"), ("items", "40"), ("sizes", "random:7")]
        let response = await Self.get(api, "/api/compiled", query)
        #expect(response.status == 200)
        guard case .string(let text)? = Self.member(response.json, "compiled"), case .array(let sections)? = Self.member(response.json, "itemSizes"),
              case .array(let sizes)? = sections.first else {
            Issue.record("no compiled file or sizes: \(response.json)")
            return
        }
        let itemSizes: [ItemSize] = sizes.compactMap { size in
            if case .number(let length) = size { return .length(length) }
            guard case .number(let width)? = Self.member(size, "width"), case .number(let height)? = Self.member(size, "height") else { return nil }
            return .size(Size(width: width, height: height))
        }
        #expect(itemSizes.count == 40)
        let layout = try CompiledLayout(json: Data(text.utf8))
        var driver = try ScrollDriver(layout: layout, input: LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [40], itemSizes: [itemSizes]), margin: 0)
        try driver.scroll(to: Point(x: 0, y: 300))
        let frames = await Self.get(api, "/api/frames", query + [("offset", "0,300")])
        #expect(Self.member(frames.json, "elements") == .array(driver.kept.map { ElementReport.json($0, in: driver.prepared) }))
        // A file with errors is a 422 with its diagnostics, as for frames.
        try "layout: Broken\ntiles: {cells: [{x: 0}]}\n".write(to: directory.appendingPathComponent("broken.yaml"), atomically: true, encoding: .utf8)
        // A change is taken once it has held for one look.
        await api.refresh()
        await api.refresh()
        let broken = await Self.get(api, "/api/compiled", [("file", directory.path + "/broken.yaml"), ("items", "3")])
        #expect(broken.status == 422 && Self.member(broken.json, "diagnostics") != nil, "\(broken.status) \(broken.json)")
    }

    @Test func directoriesAreSearchedAndOnlyTheirLayoutsServed() async throws {
        let directory = try Self.workspace()
        let api = PreviewAPI(roots: [directory.path])
        let list = await Self.get(api, "/api/layouts", [])
        guard case .array(let layouts)? = Self.member(list.json, "layouts") else { Issue.record("no list"); return }
        #expect(layouts.compactMap { Self.member($0, "file") } == ["carousel", "mosaic", "nested/strip", "waterfall"].map { .string("\(directory.path)/\($0).yaml") })
        for file in ["../mosaic.yaml", "/etc/passwd", directory.path + "/../x.yaml", "mosaic.yaml"] {
            let response = await Self.get(api, "/api/frames", [("file", file), ("width", "375"), ("height", "667"), ("items", "3")])
            #expect(response.status == 404, "\(file)")
        }
    }

    @Test(arguments: [
        [("width", "375"), ("height", "667"), ("items", "3")],
        [("file", "F"), ("height", "667"), ("items", "3")],
        [("file", "F"), ("width", "abc"), ("height", "667"), ("items", "3")],
        [("file", "F"), ("width", "nan"), ("height", "667"), ("items", "3")],
        [("file", "F"), ("width", "1e9"), ("height", "667"), ("items", "3")],
        [("file", "F"), ("width", "375"), ("height", "667")],
        [("file", "F"), ("width", "375"), ("height", "667"), ("items", "-1")],
        [("file", "F"), ("width", "375"), ("height", "667"), ("items", "99999999999")],
        [("file", "F"), ("width", "375"), ("height", "667"), ("items", "3"), ("sections", "3")],
        [("file", "F"), ("width", "375"), ("height", "667"), ("sections", "3,x")],
        [("file", "F"), ("width", "375"), ("height", "667"), ("items", "3"), ("offset", "1")],
        [("file", "F"), ("width", "375"), ("height", "667"), ("items", "3"), ("offset", "1,inf")],
        [("file", "F"), ("width", "375"), ("height", "667"), ("items", "3"), ("margin", "-4")],
        [("file", "F"), ("width", "1"), ("height", "100000"), ("items", "50000000")],
        [("file", "F"), ("width", "375"), ("height", "667"), ("items", "3"), ("textScale", "0")],
        [("file", "F"), ("width", "375"), ("height", "667"), ("items", "3"), ("textScale", "101")],
    ])
    func badRequestsGetA4xxWithAMessage(query: [(String, String)]) async throws {
        let directory = try Self.workspace()
        let api = PreviewAPI(roots: [directory.path])
        let file = directory.path + "/mosaic.yaml"
        let response = await Self.get(api, "/api/frames", query.map { ($0.0, $0.0 == "file" ? file : $0.1) })
        #expect((400..<500).contains(response.status))
        guard case .string(let message)? = Self.member(response.json, "error") else { Issue.record("no error message"); return }
        #expect(!message.isEmpty)
    }

    /// The page takes the text scales the runtime takes: any above 0, up to 100.
    @Test(arguments: ["0.05", "1", "3.12", "100"])
    func textScalesTheRuntimeTakesAreTakenHere(_ scale: String) async throws {
        let directory = try Self.workspace()
        let api = PreviewAPI(roots: [directory.path])
        let query = [("file", directory.path + "/mosaic.yaml"), ("width", "375"), ("height", "667"), ("items", "3"), ("textScale", scale)]
        #expect(await Self.get(api, "/api/frames", query).status == 200)
    }

    @Test func malformedBodiesAndUnknownEndpointsAreRefused() async throws {
        let directory = try Self.workspace()
        let api = PreviewAPI(roots: [directory.path])
        let file = directory.path + "/mosaic.yaml"
        let query = [("file", file), ("width", "375"), ("height", "667"), ("items", "6")].map { (name: $0.0, value: $0.1) }
        for body in ["", "{", "[1]", "[{\"insert\": [0]}]", "[{\"insert\": [0, 9]}]", "[{\"delete\": [0, 0], \"insert\": [0, 0]}]"] {
            let response = await api.respond(to: APIRequest(method: "POST", path: "/api/update", query: query, body: Array(body.utf8)))
            #expect((400..<500).contains(response.status), "\(body)")
        }
        #expect(await api.respond(to: APIRequest(method: "POST", path: "/api/sizes", body: Array("[1, -2]".utf8))).status == 400)
        #expect(await api.respond(to: APIRequest(path: "/api/nothing")).status == 404)
        #expect(await api.respond(to: APIRequest(method: "POST", path: "/api/frames", query: query)).status == 405)
    }

    @Test func updatesAnimateAndUploadedSizesAreUsed() async throws {
        let directory = try Self.workspace()
        let api = PreviewAPI(roots: [directory.path])
        let file = directory.path + "/mosaic.yaml"
        let query = [("file", file), ("width", "375"), ("height", "667"), ("items", "6")].map { (name: $0.0, value: $0.1) }
        let update = await api.respond(to: APIRequest(method: "POST", path: "/api/update", query: query, body: Array("[{\"insert\": [0, 0]}, {\"move\": [[0, 5], [0, 1]]}]".utf8)))
        #expect(update.status == 200)
        #expect(Self.member(update.json, "sectionCounts") == .array([.number(7)]))
        let upload = await api.respond(to: APIRequest(method: "POST", path: "/api/sizes", body: Array("[100, 200, {\"width\": 10, \"height\": 30}]".utf8)))
        #expect(upload.status == 200)
        guard case .string(let id)? = Self.member(upload.json, "id") else { Issue.record("no id"); return }
        let waterfall = await Self.get(api, "/api/frames", [("file", directory.path + "/waterfall.yaml"), ("width", "375"), ("height", "667"), ("items", "3"), ("sizes", id)])
        #expect(waterfall.status == 200)
        let tooMany = await Self.get(api, "/api/frames", [("file", directory.path + "/waterfall.yaml"), ("width", "375"), ("height", "667"), ("items", "4"), ("sizes", id)])
        #expect(tooMany.status == 400)
    }

    @Test func savedChangesAreSeenAndErrorsCarryTheirPlace() async throws {
        let directory = try Self.workspace()
        let api = PreviewAPI(roots: [directory.path])
        let file = directory.appendingPathComponent("mosaic.yaml")
        let before = await api.version
        // Caught half-written: not taken until the next look finds it unchanged.
        try "".write(to: file, atomically: false, encoding: .utf8)
        #expect(await api.refresh() == false)
        try "layout: Mosaic\ntiles:\n  columns: widht / 2\n  rows: 10\n  areas: [\"0\"]\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(await api.refresh() == false)
        #expect(await api.version == before)
        #expect(await api.refresh())
        #expect(await api.version > before)
        let response = await Self.get(api, "/api/frames", [("file", file.path), ("width", "375"), ("height", "667"), ("items", "3")])
        #expect(response.status == 422)
        guard case .array(let diagnostics)? = Self.member(response.json, "diagnostics"), let first = diagnostics.first else { Issue.record("no diagnostics"); return }
        #expect(Self.member(first, "line") == .number(3))
        #expect(Self.member(first, "column") == .number(12))
        guard case .string(let text)? = Self.member(first, "text") else { Issue.record("no text"); return }
        #expect(text.contains("mosaic.yaml:3:12: error:") && text.contains("^"))
        #expect(await api.refresh() == false)
    }

    @Test func layoutsAreLabelledByTheirPathBelowTheFolderGivenAndSuggestTheirSections() async throws {
        let directory = try Self.workspace()
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("Layouts/store.yaml"), to: directory.appendingPathComponent("store.yaml"))
        let api = PreviewAPI(roots: [directory.path])
        guard case .array(let layouts)? = Self.member(await Self.get(api, "/api/layouts", []).json, "layouts") else {
            Issue.record("no layouts")
            return
        }
        func entry(_ label: String) -> JSONValue? { layouts.first { Self.member($0, "label") == .string(label) } }
        #expect(entry("nested/strip.yaml") != nil && entry("mosaic.yaml") != nil)
        #expect(entry("store.yaml").flatMap { Self.member($0, "suggestedCounts") } == .array([.number(12), .number(12), .number(12)]))
        #expect(entry("mosaic.yaml").flatMap { Self.member($0, "suggestedCounts") } == .array([.number(60)]))
        #expect(entry("store.yaml").flatMap { Self.member($0, "file") } == .string(directory.path + "/store.yaml"))
    }
}

