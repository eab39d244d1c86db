import Foundation
import TesseraCompiler
import TesseraRuntime

/// The Swift loader's verdict on every file of a corpus (the compiled-loader fuzzer's, mostly
/// hostile): another runtime must accept what it accepts and refuse what it refuses, at the same
/// place.
enum HostileVectors {
    /// Writes `hostile.json`: the corpus directory as given, and per file (sorted by name)
    /// `[name, true]` when it loads, or `[name, false, place, message, line, column]`. Returns
    /// how many files it judged.
    static func write(corpus: String, to directory: URL) throws -> Int {
        let names = try FileManager.default.contentsOfDirectory(atPath: corpus).sorted()
        var verdicts: [JSONValue] = []
        for name in names {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: corpus).appendingPathComponent(name))
            do {
                _ = try CompiledLayout(json: bytes)
                verdicts.append(.array([.string(name), .bool(true)]))
            } catch {
                verdicts.append(.array([
                    .string(name), .bool(false), .string(error.place), .string(error.message),
                    error.line.map { .number(Double($0)) } ?? .null, error.column.map { .number(Double($0)) } ?? .null,
                ]))
            }
        }
        let json = JSONValue.object([("corpus", .string(corpus)), ("files", .array(verdicts))])
        try Data(json.rendered(indent: nil).utf8).write(to: directory.appendingPathComponent("hostile.json"))
        return verdicts.count
    }
}
