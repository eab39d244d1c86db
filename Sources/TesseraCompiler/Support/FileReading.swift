import Foundation
import TesseraRuntime

/// The file's bytes; nil after reporting a file that cannot be read or is too large.
package func readFile(_ path: String, diagnostics: DiagnosticCollector) -> [UInt8]? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        diagnostics.report(.error("no such file; check the path", at: .start, code: .yamlUnreadable))
        return nil
    }
    guard !isDirectory.boolValue else {
        diagnostics.report(.error("this is a directory; name the layout files in it (e.g. \(path)/*.yaml)", at: .start, code: .yamlUnreadable))
        return nil
    }
    // Read through a handle, not by size, so pipes and process substitutions work too.
    guard let handle = FileHandle(forReadingAtPath: path) else {
        diagnostics.report(.error("cannot read the file; check its permissions", at: .start, code: .yamlUnreadable))
        return nil
    }
    defer { try? handle.close() }
    var bytes: [UInt8] = []
    while true {
        // A read that fails part way is an error, not the end of a shorter file.
        let chunk: Data?
        do { chunk = try handle.read(upToCount: 1 << 20) } catch {
            diagnostics.report(.error("reading the file failed after \(bytes.count) bytes (\(error.localizedDescription)); check the file and read it again", at: .start, code: .yamlUnreadable))
            return nil
        }
        guard let chunk, !chunk.isEmpty else { return bytes }
        bytes.append(contentsOf: chunk)
        guard bytes.count <= Limits.maxFileBytes else {
            diagnostics.report(.error("the file is larger than \(Limits.maxFileBytes) bytes, the limit for layouts and sizes", at: .start))
            return nil
        }
    }
}
