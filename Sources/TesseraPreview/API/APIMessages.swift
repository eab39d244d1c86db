import TesseraCompiler
import TesseraTooling
import TesseraRuntime

/// A request as the API sees it, apart from any socket: what the server hands over and what
/// tests build directly.
package struct APIRequest: Sendable {
    package var method: String
    package var path: String
    package var query: [(name: String, value: String)]
    package var body: [UInt8]

    package init(method: String = "GET", path: String, query: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.method = method
        self.path = path
        self.query = query
        self.body = body
    }

    /// The first value of a query parameter.
    func parameter(_ name: String) -> String? {
        query.first { $0.name == name }?.value
    }
}

/// A JSON answer with its HTTP status.
package struct APIResponse: Sendable {
    package var status: Int
    package var json: JSONValue

    package init(status: Int = 200, json: JSONValue) {
        self.status = status
        self.json = json
    }
}

/// A request the API refuses: a 4xx status and a message that says what to send instead,
/// with the layout's diagnostics when the fault is in the layout file.
struct APIError: Error {
    var status: Int
    var message: String
    var diagnostics: [JSONValue] = []

    static func badRequest(_ message: String) -> APIError { APIError(status: 400, message: message) }

    var response: APIResponse {
        APIResponse(status: status, json: Refusal(error: message, diagnostics: diagnostics.isEmpty ? nil : diagnostics).json)
    }
}

extension APIRequest {
    func required(_ name: String) throws(APIError) -> String {
        guard let value = parameter(name) else { throw .badRequest("the '\(name)' parameter is missing") }
        return value
    }

    /// A finite number within `range`.
    func number(_ name: String, in range: ClosedRange<Double>, default fallback: Double? = nil) throws(APIError) -> Double {
        guard let text = parameter(name) else {
            if let fallback { return fallback }
            throw .badRequest("the '\(name)' parameter is missing")
        }
        guard let value = Double(text), value.isFinite, range.contains(value) else {
            throw .badRequest("'\(name)' must be a number from \(describe(range.lowerBound)) to \(describe(range.upperBound)), not '\(text)'")
        }
        return value
    }

    /// `true` or `false`; `fallback` when absent.
    func flag(_ name: String, default fallback: Bool) throws(APIError) -> Bool {
        guard let text = parameter(name) else { return fallback }
        guard text == "true" || text == "false" else { throw .badRequest("'\(name)' must be true or false, not '\(text)'") }
        return text == "true"
    }

    /// Finite numbers separated by commas, as the command line takes them.
    func numbers(_ name: String, count: Int, example: String) throws(APIError) -> [Double]? {
        guard let text = parameter(name) else { return nil }
        let values = text.split(separator: ",", omittingEmptySubsequences: false).compactMap { Double($0) }
        guard values.count == count, values.allSatisfy({ $0.isFinite && Swift.abs($0) <= 1e15 }) else {
            throw .badRequest("'\(name)' takes \(count) finite numbers separated by commas, e.g. \(example); got '\(text)'")
        }
        return values
    }

    func point(_ name: String) throws(APIError) -> Point? {
        try numbers(name, count: 2, example: "0,120").map { Point(x: $0[0], y: $0[1]) }
    }

    /// `items=N` for one section or `sections=N1,N2,...`, within the command line's limits.
    func sectionCounts() throws(APIError) -> [Int] {
        let counts: [Int]
        switch (parameter("items"), parameter("sections")) {
        case (let items?, nil):
            guard let count = Int(items) else { throw .badRequest("'items' must be a whole number, not '\(items)'") }
            counts = [count]
        case (nil, let sections?):
            let parts = sections.split(separator: ",", omittingEmptySubsequences: false)
            counts = parts.compactMap { Int($0) }
            guard !parts.isEmpty, counts.count == parts.count else {
                throw .badRequest("'sections' takes whole numbers separated by commas, e.g. 6,4,10; got '\(sections)'")
            }
        case (nil, nil): throw .badRequest("give the item count: items=N for one section, or sections=N1,N2,... for several")
        case (.some, .some): throw .badRequest("give either 'items' or 'sections', not both")
        }
        guard counts.count <= Limits.maxSections else {
            throw .badRequest("\(counts.count) sections is more than a layout takes (\(Limits.maxSections))")
        }
        guard counts.allSatisfy({ $0 >= 0 }) else { throw .badRequest("item counts must not be negative") }
        guard counts.allSatisfy({ $0 <= Limits.maxItems }), counts.reduce(0, +) <= Limits.maxItems else {
            throw .badRequest("more than \(Limits.maxItems) items in all; that is the most a layout takes")
        }
        return counts
    }
}

/// The JSON shapes of the API: those of `tessera frames`, `snap` and `hit`, and a few more.
enum APIJSON {
    /// `validate --format json`'s object, the text the command line prints, and the line it
    /// points at (so that the page can mark the column in it however the line wraps).
    static func diagnostic(_ diagnostic: Diagnostic, entry: LayoutLibrary.Entry) -> JSONValue {
        guard case .object(var members) = diagnostic.jsonObject(path: entry.id) else { return .null }
        members.append(("text", .string(DiagnosticFormatter(path: entry.id, source: entry.source).text(diagnostic))))
        let line = diagnostic.location.line
        if line >= 1, let text = entry.source.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(line - 1).first,
           text.contains(where: { !$0.isWhitespace }) {
            members.append(("sourceLine", .string(String(text).replacingOccurrences(of: "\r", with: ""))))
        }
        return .object(members)
    }

    static func layoutError(_ error: LayoutError, entry: LayoutLibrary.Entry) -> APIError {
        var apiError = APIError(status: 422, message: "\(entry.id): \(error.description)")
        if let line = error.line, let column = error.column {
            apiError.diagnostics = [diagnostic(.error(error.message, at: SourceLocation(line: line, column: column)), entry: entry)]
        }
        return apiError
    }

    static func element(_ element: LayoutAttributes, in prepared: PreparedLayout? = nil) -> JSONValue {
        ElementReport.json(element, in: prepared)
    }

    static func id(_ id: ElementID?) -> JSONValue {
        id.map(ElementReport.json) ?? .null
    }
}
