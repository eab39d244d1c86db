import Foundation
import TesseraRuntime

/// Reads the preview's answer to a long poll (`GET /api/live`) as the compiled-file loader
/// reads a file: anything that is not what the preview sends is refused with why, and the app
/// keeps the layout it has.
@available(iOS 18.0, macOS 15.0, *)
enum LiveAnswer {
    static func read(_ data: Data, status: Int, name: String, since: Int, limit: Int) -> Answer {
        guard data.count <= limit else {
            return .problem("the preview's answer for \(name) is \(data.count) bytes, more than a layout can be (\(limit)); refused")
        }
        let object = try? JSONSerialization.jsonObject(with: data)
        guard let members = object as? [String: Any] else {
            return .problem("the preview's answer for \(name) (HTTP \(status)) is not a JSON object; refused")
        }
        guard status == 200 else {
            let message = members["error"] as? String ?? "no message"
            switch status {
            case 401: return .problem("the preview refused the pairing code: \(message)")
            case 404: return .problem("the preview has no layout \(name): \(message)")
            default: return .problem("the preview answered HTTP \(status) for \(name): \(message)")
            }
        }
        guard let version = members["version"] as? Int, version >= 0 else {
            return .problem("the preview's answer for \(name) has no version; refused")
        }
        guard version > since else { return .unchanged }
        if let diagnostics = members["diagnostics"] as? [Any] {
            let lines = diagnostics.map { ($0 as? [String: Any])?["text"] as? String ?? "an error the preview could not describe" }
            return .errors(lines.isEmpty ? ["the file has errors"] : lines, version: version)
        }
        guard let compiled = members["compiled"] as? String else {
            return .problem("the preview's answer for \(name) holds neither a layout nor diagnostics; refused")
        }
        let file = members["file"] as? String ?? name
        do {
            return .layout(try CompiledLayout(json: Data(compiled.utf8), file: file), version: version)
        } catch {
            return .problem("the preview's layout for \(name) was refused: \(error)")
        }
    }
}
