import Foundation
import Testing
@_spi(Generated) import TesseraRuntime
@testable import TesseraPreview

/// The shapes of the API's answers, as `APIDescription` (CodeGeneration) describes them: what
/// the page's TypeScript types say. `Generated/APIShapes.swift` holds every message.
enum APIShape {
    indirect enum Value: Sendable {
        case integer, number, string, bool
        case words([String])
        case message(String)
        case list(Value)
        case nullable(Value)
        case either([Value])
    }

    struct Member: Sendable {
        let name: String
        let value: Value
        let optional: Bool

        init(_ name: String, _ value: Value, optional: Bool = false) {
            self.name = name
            self.value = value
            self.optional = optional
        }
    }

    /// Where `json` differs from `value`: members missing, members not described, values of
    /// another type; empty when it is what the description says.
    static func faults(_ json: JSONValue, _ value: Value, at place: String = "") -> [String] {
        switch (value, json) {
        case (.integer, .number(let number)): return number == number.rounded() ? [] : ["\(place): \(number) is not a whole number"]
        case (.number, .number), (.string, .string), (.bool, .bool): return []
        case (.words(let words), .string(let word)): return words.contains(word) ? [] : ["\(place): '\(word)' is none of \(words)"]
        case (.list(let element), .array(let items)):
            return items.enumerated().flatMap { faults($1, element, at: "\(place)[\($0)]") }
        case (.nullable, .null): return []
        case (.nullable(let inner), _): return faults(json, inner, at: place)
        case (.either(let options), _):
            return options.contains { faults(json, $0, at: place).isEmpty } ? [] : ["\(place): \(json) is none of the described shapes"]
        case (.message(let name), .object(let members)):
            guard let described = messages[name] else { return ["\(place): no message \(name) is described"] }
            var found: [String] = []
            for member in described {
                guard let value = members.first(where: { $0.0 == member.name })?.1 else {
                    if !member.optional { found.append("\(place).\(member.name): missing (\(name))") }
                    continue
                }
                found += faults(value, member.value, at: "\(place).\(member.name)")
            }
            for (key, _) in members where !described.contains(where: { $0.name == key }) {
                found.append("\(place).\(key): not in the description of \(name); describe it in APIDescription.swift")
            }
            return found
        default:
            return ["\(place): \(json) is not \(value)"]
        }
    }
}

/// Every endpoint's real answers, good and refused, are what the description (and so the page's
/// TypeScript types) says.
@Suite struct APIAnswerShapeTests {
    static func check(_ response: APIResponse, _ path: String, _ note: String = "") {
        let expected: APIShape.Value = response.status < 400 ? APIShape.endpoints[path]! : .message("Refusal")
        let faults = APIShape.faults(response.json, expected, at: path)
        #expect(faults.isEmpty, "\(note) \(response.status): \(faults.joined(separator: "; "))")
    }

    @Test func everyAnswerIsAsDescribed() async throws {
        let directory = try PreviewAPITests.workspace()
        for name in ["store", "coverflow", "settings"] {
            try FileManager.default.copyItem(at: PreviewAPITests.root.appendingPathComponent("Layouts/\(name).yaml"), to: directory.appendingPathComponent("\(name).yaml"))
        }
        try "layout: Tiny\nline:\n  item: {width: 20, height: 20}\n".write(to: directory.appendingPathComponent("tiny.yaml"), atomically: true, encoding: .utf8)
        try "layout: Broken\nline:\n  item: {width: wrong, height: 20}\n".write(to: directory.appendingPathComponent("broken.yaml"), atomically: true, encoding: .utf8)
        let api = PreviewAPI(roots: [directory.path], sizes: [.length(40), .size(Size(width: 10, height: 20))])
        await api.serveDevices(address: "http://192.168.1.20:8080/", code: "ABCD2345")
        let page = try #require(PageAssets.directory())
        func file(_ name: String) -> (String, String) { ("file", directory.path + "/\(name).yaml") }
        let screen = [("width", "375"), ("height", "667")]
        var requests: [(String, String, [(String, String)], String)] = [
            ("GET", "/api/layouts", [], ""),
            ("GET", "/api/compiled", [file("mosaic"), ("items", "5")], ""),
            ("GET", "/api/compiled", [file("waterfall"), ("items", "2"), ("sizes", "file")], ""),
            ("GET", "/api/compiled", [file("broken"), ("items", "2")], ""),
            ("GET", "/api/frames", [file("coverflow"), ("items", "12"), ("offset", "300,0")] + screen, ""),
            ("GET", "/api/frames", [file("store"), ("sections", "5,12,6"), ("sectionOffsets", "0:100")] + screen, ""),
            ("GET", "/api/frames", [file("settings"), ("sections", "3,5,2")] + screen, ""),
            ("GET", "/api/frames", [file("mosaic"), ("items", "2000000")] + screen, ""),
            ("GET", "/api/snap", [file("carousel"), ("items", "10"), ("proposed", "130,0")] + screen, ""),
            ("GET", "/api/snap", [file("store"), ("sections", "5,12,6"), ("section", "0"), ("proposed", "200")] + screen, ""),
            ("GET", "/api/hit", [file("mosaic"), ("items", "10"), ("point", "10,10")] + screen, ""),
            ("GET", "/api/hit", [file("mosaic"), ("items", "10"), ("point", "-10,-10")] + screen, ""),
            ("GET", "/api/move", [file("mosaic"), ("items", "10"), ("dragged", "0,1"), ("center", "10,10")] + screen, ""),
            ("POST", "/api/update", [file("mosaic"), ("items", "10")] + screen, #"[{"insert": [0, 0]}, {"delete": [0, 3]}]"#),
            ("POST", "/api/sizes", [], "[1, 2, {\"width\": 3, \"height\": 4}]"),
            ("POST", "/api/sizes", [], "[1, -2]"),
            ("GET", "/api/live", [("layout", "Mosaic"), ("device", "phone")], ""),
            ("GET", "/api/live", [("layout", "Broken")], ""),
            ("GET", "/api/live", [("layout", "Nothing")], ""),
            ("GET", "/api/nothing", [], ""),
        ]
        requests.append(("GET", "/api/changes", [("since", "-1")], ""))
        var statuses: Set<Int> = []
        for (method, path, query, body) in requests {
            let request = APIRequest(method: method, path: path, query: query.map { (name: $0.0, value: $0.1) }, body: Array(body.utf8))
            let reply = await PreviewServer.answer(request, api: api, page: page)
            let json = try JSONDocument.parse([UInt8](reply.body))
            Self.check(APIResponse(status: reply.status, json: json), path, "\(method) \(path) \(query)")
            statuses.insert(reply.status)
        }
        #expect(statuses.isSuperset(of: [200, 400, 404, 413, 422]), "\(statuses)")
    }

    /// The check itself finds what it is for: a member missing, one not described, a wrong type.
    @Test func theCheckFindsAnAnswerThatIsNotDescribed() {
        let good = JSONValue.object([("id", .string("upload-1")), ("count", .number(3))])
        #expect(APIShape.faults(good, .message("SizesAnswer")).isEmpty)
        #expect(APIShape.faults(.object([("id", .string("a"))]), .message("SizesAnswer")).count == 1)
        #expect(APIShape.faults(.object([("id", .string("a")), ("count", .number(1)), ("extra", .null)]), .message("SizesAnswer")).count == 1)
        #expect(APIShape.faults(.object([("id", .string("a")), ("count", .number(1.5))]), .message("SizesAnswer")).count == 1)
    }
}
