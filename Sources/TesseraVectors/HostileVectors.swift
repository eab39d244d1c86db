import Foundation
import TesseraCompiler
import TesseraRuntime

/// The Swift loader's verdict on every file of the corpora (the compiled-loader fuzzer's, and
/// files made to probe the format's edges): another runtime must accept what it accepts and refuse what it refuses, at the same
/// place.
enum HostileVectors {
    /// Writes `hostile.json`: per file of each corpus (directories as given, files sorted by
    /// name) `[path, true]` when it loads, or `[path, false, place, message, line, column, code]`
    /// (the code of docs/ERRORS.md, which every runtime must give alike).
    /// Returns how many files it judged.
    static func write(corpora: [String], to files: VectorFiles) throws -> Int {
        var verdicts: [JSONValue] = []
        for corpus in corpora {
            for name in try FileManager.default.contentsOfDirectory(atPath: corpus).sorted() {
                verdicts.append(try verdict(on: URL(fileURLWithPath: corpus).appendingPathComponent(name), named: "\(corpus)/\(name)"))
            }
        }
        let json = JSONValue.object([("files", .array(verdicts))])
        try files.put(Data(json.rendered(indent: nil).utf8), at: "hostile.json")
        return verdicts.count
    }

    private static func verdict(on url: URL, named name: String) throws -> JSONValue {
        let bytes = try Data(contentsOf: url)
        do {
            _ = try CompiledLayout(json: bytes)
            return .array([.string(name), .bool(true)])
        } catch {
            return .array([
                .string(name), .bool(false), .string(error.place), .string(error.message),
                error.line.map { .number(Double($0)) } ?? .null, error.column.map { .number(Double($0)) } ?? .null,
                .string(error.code.rawValue),
            ])
        }
    }
}
