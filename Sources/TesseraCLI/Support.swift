import ArgumentParser
import TesseraCompiler
import TesseraRuntime

import Foundation

/// A run that failed for a reason already printed (diagnostics); exits 1 with nothing more.
struct CommandFailure: Error {}

func exitProcess(_ code: Int32) -> Never {
    exit(code)
}

func printError(_ message: String) {
    var text = message
    if !text.hasSuffix("\n") { text += "\n" }
    FileHandle.standardError.write(Data(text.utf8))
}

/// A layout file read from disk and checked, with its diagnostics printed to standard error.
struct LoadedLayout {
    var path: String
    var ir: LayoutIR

    /// Prints every diagnostic of the file; throws `CommandFailure` when it has errors.
    static func load(_ path: String) throws -> LoadedLayout {
        let bag = DiagnosticBag()
        let bytes = readFile(path, diagnostics: bag)
        let ir = bytes.flatMap { LayoutCompiler.check(bytes: $0, diagnostics: bag) }
        let formatter = DiagnosticFormatter(path: path, source: bytes.map { String(decoding: $0, as: UTF8.self) } ?? "")
        for diagnostic in bag.diagnostics {
            printError(formatter.text(diagnostic))
        }
        guard let ir, !bag.hasErrors else { throw CommandFailure() }
        return LoadedLayout(path: path, ir: ir)
    }
}

/// The file's bytes; nil after reporting a file that cannot be read or is too large.
func readFile(_ path: String, diagnostics: DiagnosticCollector) -> [UInt8]? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        diagnostics.report(.error("no such file; check the path", at: .start))
        return nil
    }
    guard !isDirectory.boolValue else {
        diagnostics.report(.error("this is a directory; name the layout files in it (e.g. \(path)/*.yaml)", at: .start))
        return nil
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    guard size <= Limits.maxFileBytes else {
        diagnostics.report(.error("the file is \(size) bytes; layouts are limited to \(Limits.maxFileBytes) bytes", at: .start))
        return nil
    }
    guard let data = FileManager.default.contents(atPath: path) else {
        diagnostics.report(.error("cannot read the file; check its permissions", at: .start))
        return nil
    }
    return [UInt8](data)
}

enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
